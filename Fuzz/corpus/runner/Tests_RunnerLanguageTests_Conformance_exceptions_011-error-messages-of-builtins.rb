def message_of
  yield
  "no error"
rescue => e
  "#{e.class}: #{e.message}"
end
puts message_of { 1 / 0 }
puts message_of { 10 % 0 }
puts message_of { { a: 1 }.fetch(:x) }
puts message_of { "a" + 1 }
puts message_of { "abc".freeze << "d" }
puts message_of { raise "plain" }
puts message_of { ->(a) {}.call }
