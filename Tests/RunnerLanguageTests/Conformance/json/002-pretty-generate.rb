require 'json'
puts JSON.pretty_generate({ "name" => "app", "deps" => { "rails" => "~> 6.1" }, "list" => [1, 2], "empty" => [], "e2" => {} })
puts JSON.pretty_generate([])
puts JSON.pretty_generate([1, [2, [3]], { "a" => nil }])
puts JSON.pretty_generate({ scripts: { build: "esbuild", test: "jest" }, private: true })
