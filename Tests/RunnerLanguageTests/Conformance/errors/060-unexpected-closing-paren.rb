puts(1))
