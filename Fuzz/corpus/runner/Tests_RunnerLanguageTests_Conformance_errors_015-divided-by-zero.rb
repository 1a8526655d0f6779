total = 10
per_item = total / 0
