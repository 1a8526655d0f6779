processes = { web: "bin/rails server -p 3000", css: "bin/rails tailwindcss:watch", worker: "bundle exec sidekiq" }
width = processes.keys.map(&:length).max
processes.each { |name, cmd| puts format("%-#{width}s %s", "#{name}:", cmd) }
answer = "  Yes \n"
case answer.strip.downcase
when "y", "yes" then puts "confirmed"
when "n", "no" then puts "declined"
else puts "unknown answer"
end
choices = %w[postgresql mysql sqlite3]
picked = "MySQL".downcase
puts choices.include?(picked) ? "database: #{picked}" : "invalid"
puts choices.each_with_index.map { |c, i| "#{i + 1}) #{c}" }
