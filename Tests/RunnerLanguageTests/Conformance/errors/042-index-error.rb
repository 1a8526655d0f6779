list = [1, 2]
list.fetch(10)
