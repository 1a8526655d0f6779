sizes = { a: 1 }
sum = 10 + sizes[:b]
