def pair(a, b); [a, b]; end; pair(1)
