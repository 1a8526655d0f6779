app_name = "blog_engine"
app_const = app_name.camelize
content = <<~RUBY
  module #{app_const}
    class Application < Rails::Application
      config.load_defaults 6.1
      config.time_zone = "UTC"
    end
  end
RUBY
print content
puts content.lines.size
