width = 80
puts width.center_text("x")
