list = [1, 2]
list.frobnicate
