%w[models controllers views].each do |dir|
  puts "create app/#{dir}"
end
%w[
  .env
  .rspec
].each { |f| puts "touch #{f}" }
%i[development test].each_with_index do |env, i|
  puts "#{i + 1}. config/environments/#{env}.rb"
end
