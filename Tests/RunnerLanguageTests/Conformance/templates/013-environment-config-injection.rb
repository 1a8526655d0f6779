dev_config = <<~RUBY
  Rails.application.configure do
    config.cache_classes = false
  end
RUBY
snippet = <<-RUBY
    config.action_mailer.default_url_options = { host: "localhost", port: 3000 }
RUBY
updated = dev_config.sub(/(configure do\n)/) { $1 + snippet }
print updated
p updated.lines.size
