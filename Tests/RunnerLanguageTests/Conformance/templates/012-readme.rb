app_name = "todo_list"
title = app_name.titleize
services = %w[postgres redis]
readme = <<~MD
  # #{title}

  Requirements:
  #{services.map { |s| "- #{s.capitalize}" }.join("\n")}

  Run `bin/setup` then `bin/rails server`.
MD
print readme
p readme.lines.first.chomp
