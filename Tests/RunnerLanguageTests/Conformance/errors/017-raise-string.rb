puts "checking"
raise "deploy failed: missing key"
