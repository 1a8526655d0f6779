app = "blog"
puts "Creating #{ap}"
