setting = 4242
name = "new"
keep
