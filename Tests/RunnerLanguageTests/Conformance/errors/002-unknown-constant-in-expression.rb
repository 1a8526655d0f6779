base = "app"
path = base + Missing::Thing.to_s
