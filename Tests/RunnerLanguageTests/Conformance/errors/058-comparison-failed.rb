values = [3, "a", 1]
sorted = values.sort
