# promise: (see attack.yml) — an array pushed onto itself.
a = [1]
30.times { a.concat(a) }
