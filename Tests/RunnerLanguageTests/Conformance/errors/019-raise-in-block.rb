%w[pg mysql oracle].each do |db|
  next if %w[pg mysql].include?(db)
  raise "unsupported database: #{db}"
end
