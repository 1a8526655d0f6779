require "json"
p JSON.generate(1.0 / 3), JSON.generate(10.0), JSON.generate(1e20), JSON.generate(-0.5)
p JSON.generate("a/b <script> \t ü \u2028")
p JSON.parse("[1.0, 1E2, -0, 0.5e1]")
p JSON.parse('{"a":{}}'), JSON.parse("[]"), JSON.parse('{"a": []}')
puts JSON.pretty_generate({ "a" => [], "b" => {}, "c" => [{}] })
p JSON.generate({ 1 => "int key", nil => "nil key" })
p JSON.parse('"\\u00e9\\n"')
p JSON.generate([[]]), JSON.generate([{}])
