puts "ARGV=#{ARGV.inspect}"
