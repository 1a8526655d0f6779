p File.expand_path("../x", __dir__).end_with?("/Conformance/x")
p File.basename(File.expand_path("..", __dir__))
p File.join(__dir__, "support", "helpers.rb") == File.expand_path("support/helpers.rb", __dir__)
p File.exist?(File.join(__dir__, "support/helpers.rb"))
paths = [File.join(__dir__, "templates"), __dir__]
p paths.map { |path| File.basename(path) }
p File.extname(__FILE__), File.basename(__FILE__, ".*")
