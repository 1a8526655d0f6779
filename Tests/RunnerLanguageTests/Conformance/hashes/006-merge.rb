defaults = { a: 1, b: 2 }
opts = { b: 3, c: 4 }
p defaults.merge(opts)
p defaults.merge(opts) { |key, old, new| old + new }
p defaults.merge(opts) { |key, old, new| key == :b ? [old, new] : new }
p defaults
defaults.merge!(c: 5)
p defaults
p defaults.update(d: 6)
h = { x: 1 }
h.store(:y, 2)
p h
p({ a: 1 }.merge({ b: 2 }, { c: 3 }))
base = { list: [1] }
copy = base.merge(extra: true)
copy[:list] << 2
p base
