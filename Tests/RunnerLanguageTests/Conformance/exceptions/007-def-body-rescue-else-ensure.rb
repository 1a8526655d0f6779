def safe_div(a, b)
  a / b
rescue ZeroDivisionError => e
  puts "rescued #{e.message}"
  0
else
  puts "no error"
ensure
  puts "always"
end
p safe_div(6, 3)
p safe_div(1, 0)
def ensure_value
  :body
ensure
  :ensure_value_is_ignored
end
p ensure_value
