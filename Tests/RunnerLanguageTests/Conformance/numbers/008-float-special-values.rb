p 1.0 / 0, -1.0 / 0
nan = 0.0 / 0
p nan.nan?, nan == nan
p (1.0 / 0).infinite?, 1.0.infinite?, 1.0.finite?
p 1 / 3.0
puts 1.0 / 0
p Float::INFINITY > 10**18
p 1e400
