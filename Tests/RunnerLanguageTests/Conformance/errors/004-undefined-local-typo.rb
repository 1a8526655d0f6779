name = "x"
puts nmae
