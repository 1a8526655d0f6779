# promise: no byte of a URL becomes a path component of the cache, whatever its encoding (%252F, %5C, unicode dots, a NUL).
# The server decodes a path once: these are the names it then looks for.
cd "$CASE/served"
printf 'double\n' > '..%2F..%2F..%2F..%2F.ssh%2Fx'
printf 'backslash\n' > '..\..\..\..\.ssh\x'
mkdir -p '․․/․․/.ssh' && printf 'unicode\n' > '․․/․․/.ssh/x'
