gems = %w[rails pg]
content = <<~RUBY
  source "https://rubygems.org"
  #{gems.map { |g| "gem \"#{g}\"" }.join("\n")}
  # end
RUBY
print content
indent = "    "
nested = <<~EOS
  start
  #{indent}inserted spaces count as text
    end
EOS
print nested
