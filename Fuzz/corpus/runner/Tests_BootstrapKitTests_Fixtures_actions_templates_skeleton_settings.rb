setting = 42
name = "old"
keep
