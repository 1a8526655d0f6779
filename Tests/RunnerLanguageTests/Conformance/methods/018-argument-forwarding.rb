# `def m(...)` takes every argument, keyword and block; `n(...)` passes them on (Ruby 2.7, leading
# arguments 3.0). Public templates use it for thin wrappers around actions.
def target(a, b = 2, *rest, k: 0, **opts, &blk)
  p [a, b, rest, k, opts, blk ? blk.call : nil]
end

def forward(...)
  target(...)
end

def lead(x, ...)
  target(x * 10, ...)
end

def nested(...)
  [1].map { target(...) }
end

forward(1)
forward(1, 3, 4, k: 5, z: 6) { :block }
lead(2, 7)
lead(3, k: 1) { :lead }
nested(4, k: 9)
wrapped = ->(a, b) { forward(a, b) }
wrapped.call(5, 6)
