# promise: an error in a downloaded template names its URL, never its path in the cache.
create_file "a.txt"
raise "the template gave up"
