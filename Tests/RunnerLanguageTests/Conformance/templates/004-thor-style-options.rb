def generate(what, *args, **options)
  line = ["rails generate", what, *args]
  line << "--force" if options[:force]
  line << "--skip-#{options[:skip]}" if options[:skip]
  line.join(" ")
end
puts generate "model", "User", "name:string", force: true
puts generate("scaffold", "Post", :skip => "test")
def route(text, options = {})
  indent = options.fetch(:indent, 2)
  " " * indent + text
end
puts route "root to: 'home#index'"
puts route "get '/about'", indent: 4
def gem_line(name, *requirements, **opts)
  parts = [name.inspect, *requirements.map(&:inspect)]
  opts.each { |k, v| parts << "#{k}: #{v.inspect}" }
  "gem #{parts.join(", ")}"
end
puts gem_line("rails", "~> 6.1")
puts gem_line("rspec-rails", group: [:development, :test])
puts gem_line "pg", ">= 0.18", "< 2.0", require: false
