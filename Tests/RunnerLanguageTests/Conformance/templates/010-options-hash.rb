options = { "skip_test" => false, "database" => "postgresql", "api" => true }
puts "Using #{options["database"]}"
unless options["skip_test"]
  puts "adding rspec"
end
if options["api"] && options["database"] == "postgresql"
  puts "api with pg"
end
puts options.map { |k, v| "--#{k.dasherize}=#{v}" }.sort
