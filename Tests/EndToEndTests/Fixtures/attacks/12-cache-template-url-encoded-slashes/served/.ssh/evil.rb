# promise: no byte of a `-m` URL becomes a path component of the cache: a template URL with `..%2F` stays inside its digest-named entry.
create_file "ran.txt", "the template ran from its cache entry\n"
