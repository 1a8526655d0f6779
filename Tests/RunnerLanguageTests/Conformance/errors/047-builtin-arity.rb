list = [1, 2, 3]
list.first(1, 2)
