p 7 / 2
p(-7 / 2)
p 7 / -2
p(-7 / -2)
p 7 % 3
p(-7 % 3)
p 7 % -3
p(-7 % -3)
p 7.divmod(2)
p(-7.divmod(2))
p 7.0 / 2
p 7 / 2.0
p 10.fdiv(4)
p 6.5 % 2
p(-6.5 % 2)
p 9.remainder(4), -9.remainder(4)
