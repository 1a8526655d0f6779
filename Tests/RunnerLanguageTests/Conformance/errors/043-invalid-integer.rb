count = "12"
total = Integer("abc") + count.to_i
