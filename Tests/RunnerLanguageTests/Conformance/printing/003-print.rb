print "a", "b"
print "\n"
print 1, :s, nil, [1, 2], "\n"
print({ a: 1 })
print "\n"
r = print ""
p r
print "no newline at end"
