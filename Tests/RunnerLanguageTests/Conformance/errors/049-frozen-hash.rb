CONFIG = { a: 1 }.freeze
CONFIG[:b] = 2
