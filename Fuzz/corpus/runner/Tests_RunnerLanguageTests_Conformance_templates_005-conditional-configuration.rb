DB = "postgresql"
adapter = case DB
          when /postg/ then "pg"
          when "mysql" then "mysql2"
          else "sqlite3"
          end
puts "gem '#{adapter}'"
features = { auth: true, jobs: false, api: true }
enabled = features.select { |_, on| on }.keys
puts "Enabled: #{enabled.map(&:to_s).map(&:capitalize).join(', ')}"
puts "API mode" if features[:api]
puts "No jobs" unless features[:jobs]
