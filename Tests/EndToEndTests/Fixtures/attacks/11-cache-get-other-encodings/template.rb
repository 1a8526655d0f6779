# promise: no byte of a URL becomes a path component of the cache, whatever its encoding (%252F, %5C, unicode dots, a NUL).
server = ENV["ATTACK_SERVER"]
get "#{server}/..%252F..%252F..%252F..%252F.ssh%252Fx", "a.txt"
get "#{server}/..%5C..%5C..%5C..%5C.ssh%5Cx", "b.txt"
get "#{server}/%E2%80%A4%E2%80%A4%2F%E2%80%A4%E2%80%A4%2F.ssh%2Fx", "c.txt"
