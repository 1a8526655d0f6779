double = proc { |x| x * 2 }
p [1, 2].map(&double)
handlers = { up: ->(s) { s.upcase }, down: :downcase.to_proc }
p handlers[:up].call("a"), handlers[:down].call("B")
def call_it(f, v) = f.call(v)
p call_it(double, 21)
p proc { |x| x }.call(nil)
p lambda { 1 }.call
counter = 0
incr = proc { counter += 1 }
3.times(&incr)
p counter
stack = []
push = ->(v) { stack << v; stack.size }
p push.(1), push.(2)
p stack
