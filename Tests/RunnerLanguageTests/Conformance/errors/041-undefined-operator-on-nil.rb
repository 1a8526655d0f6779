x = nil
y = x + 1
