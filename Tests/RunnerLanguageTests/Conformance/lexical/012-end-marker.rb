puts "before the marker"
def helper = "defined above the marker"
puts helper
__END__
puts "not code"
this is ignored entirely ( [ {
