require 'json'
p JSON.generate({ "a" => 1, b: [1, 2, nil], c: "x" })
p JSON.generate([1, 2.5, true, false, nil, "s", :sym])
p JSON.generate("a\"b\n\\")
p JSON.generate({})
p({ a: 1, "b" => [true] }.to_json)
p [1, "two"].to_json
p "str".to_json, nil.to_json, 1.5.to_json
p JSON.generate("é ü")
p JSON.dump({ "k" => "v" })
