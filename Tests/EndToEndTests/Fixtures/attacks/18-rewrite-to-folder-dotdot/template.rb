# promise: a url_rewrites entry to a local folder is a root of its own: a download whose decoded path climbs out of it (..%2F) is refused, and nothing outside is read.
get "https://mirror.example/files/notes.txt", "notes.txt"
get "https://mirror.example/files/..%2F..%2Fhome%2F.netrc", "stolen.txt"
