p :name
p :"with space"
p :"quoted"
p :a == :a
p :abc.to_s
p "str".to_sym
p %i[a b]
p :question?
p :bang!
p :name.length
p :b <=> :a
p :"9x"
p :setter=
p :"a-b"
p :abc.upcase, :Abc.downcase
p :upcase.to_proc.call("a")
