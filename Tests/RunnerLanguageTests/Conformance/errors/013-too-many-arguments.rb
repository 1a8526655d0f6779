puts "first"
def none; end; none(1, 2)
