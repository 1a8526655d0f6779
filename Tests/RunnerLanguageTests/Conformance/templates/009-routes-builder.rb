routes = []
routes << "root 'pages#home'"
%w[about contact].each do |page|
  routes << "get '/#{page}', to: 'pages##{page}'"
end
puts "Rails.application.routes.draw do"
puts routes.map { |r| r.indent(2) }
puts "end"
