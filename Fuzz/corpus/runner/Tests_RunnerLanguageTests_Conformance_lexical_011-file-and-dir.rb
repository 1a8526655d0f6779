# Only the names are printed: the absolute path differs between machines.
p File.basename(__FILE__)
p File.extname(__FILE__)
p File.basename(__FILE__, ".rb")
p File.basename(__dir__)
p File.join("a", "b", "c.rb")
p File.dirname("a/b/c.rb"), File.basename("a/b/c.rb", ".rb"), File.extname("x.tar.gz")
p File.join(File.basename(__dir__), "x")
