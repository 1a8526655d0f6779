count = 1
total = count + "2"
