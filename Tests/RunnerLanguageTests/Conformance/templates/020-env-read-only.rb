# Only variables that are never set are read, so the output does not depend on the machine.
p ENV["BOOTSTRAP_CONFORMANCE_NEVER_SET"]
p ENV.fetch("BOOTSTRAP_CONFORMANCE_NEVER_SET", "default")
p ENV.key?("BOOTSTRAP_CONFORMANCE_NEVER_SET")
db = ENV["BOOTSTRAP_CONFORMANCE_NEVER_SET"] || "sqlite3"
puts "database: #{db}"
