require "json"
data = JSON.parse('{"a": [1, 2.5, "x", null, true], "b": {"c": "d"}}')
p data
p data["b"]["c"]
p JSON.parse('[1, 2]')
p JSON.parse('{"a": 1}', symbolize_names: true)
p JSON.parse('"just a string"')
p JSON.parse('{"nested": {"list": [{"k": "v"}]}}').dig("nested", "list", 0, "k")
p JSON.parse('{"esc": "line\nnext \u00e9 \"q\""}')
p JSON.parse('{"z": 1, "a": 2}').keys
p JSON.parse('[1e3, -0.5, 10]')
round = JSON.parse(JSON.generate({ "x" => [1, { "y" => "z" }] }))
p round
begin
  JSON.parse("{not json")
rescue JSON::ParserError => e
  puts e.class
end
