# promise: `--offline` reads only through the cache: a URL whose decoded path climbs out of the cache never reads a file outside it.
server = ENV["ATTACK_SERVER"]
get "#{server}/..%2F..%2F..%2F..%2F.ssh%2Fid_ed25519", "stolen"
say File.read("stolen")
