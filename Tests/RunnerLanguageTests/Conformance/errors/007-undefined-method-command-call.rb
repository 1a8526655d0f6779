puts "one"
puts "two"
install_gems "rails", "pg"
