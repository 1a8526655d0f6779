p :"foo bar", :"foo=bar", :[], :+, :<=>, :==, :!
p :"@iv", :"$g", :"9", :"a?b", :A, :"Ab c", :"a-b"
p :a?, :b!, :c=, :"d?=", :"", :"é"
p %i[a b].map(&:inspect)
p({ "a b": 1, c?: 2, D: 3, "x-y": 4 })
