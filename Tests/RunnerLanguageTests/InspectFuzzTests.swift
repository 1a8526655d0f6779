// Expected values recorded from ruby 3.1 for nested values drawn with a fixed seed (srand 8128);
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class InspectFuzzTests: BuiltinsTestCase {
    func testRandomNestedValues() throws {
        try check("{\"\"=>{1..3=>{true=>nil}, 1.0e-05=>-2}, :k1=>{false=>\"\"}, -3.8=>1..3}.inspect", .hash(HashBox([(frozenString(""), .hash(HashBox([(.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .hash(HashBox([(.true, .nil)]))), (.float(1.0e-05), .integer(-2))]))), (.symbol("k1"), .hash(HashBox([(.false, .str(""))]))), (.float(-3.8), .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)))])), "inspect", [], kw: nil, block: nil,
                  "\"{\\\"\\\"=>{1..3=>{true=>nil}, 1.0e-05=>-2}, :k1=>{false=>\\\"\\\"}, -3.8=>1..3}\"", after: "{\"\"=>{1..3=>{true=>nil}, 1.0e-05=>-2}, :k1=>{false=>\"\"}, -3.8=>1..3}")
        try check(":\"a b\".inspect", .symbol("a b"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"a b\\\"\"", after: ":\"a b\"")
        try check("/a\\/b/i.inspect", re("a/b", "i"), "inspect", [], kw: nil, block: nil,
                  "\"/a\\\\/b/i\"", after: "/a\\/b/i")
        try check("{-2.0=>1.0e-05, nil=>:\"a b\"}.inspect", .hash(HashBox([(.float(-2.0), .float(1.0e-05)), (.nil, .symbol("a b"))])), "inspect", [], kw: nil, block: nil,
                  "\"{-2.0=>1.0e-05, nil=>:\\\"a b\\\"}\"", after: "{-2.0=>1.0e-05, nil=>:\"a b\"}")
        try check("1..3.inspect", .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), "inspect", [], kw: nil, block: nil,
                  "\"1..3\"", after: "1..3")
        try check("{}.inspect", .hash(HashBox()), "inspect", [], kw: nil, block: nil,
                  "\"{}\"", after: "{}")
        try check("[1.0e-05].inspect", .arr([.float(1.0e-05)]), "inspect", [], kw: nil, block: nil,
                  "\"[1.0e-05]\"", after: "[1.0e-05]")
        try check("[].inspect", .arr([]), "inspect", [], kw: nil, block: nil,
                  "\"[]\"", after: "[]")
        try check("[[[2.5, true]], /a\\/b/i, [true, [true], \"s\\\"2\\n\"]].inspect", .arr([.arr([.arr([.float(2.5), .true])]), re("a/b", "i"), .arr([.true, .arr([.true]), .str("s\"2\n")])]), "inspect", [], kw: nil, block: nil,
                  "\"[[[2.5, true]], /a\\\\/b/i, [true, [true], \\\"s\\\\\\\"2\\\\n\\\"]]\"", after: "[[[2.5, true]], /a\\/b/i, [true, [true], \"s\\\"2\\n\"]]")
        try check("{nil=>1}.inspect", .hash(HashBox([(.nil, .integer(1))])), "inspect", [], kw: nil, block: nil,
                  "\"{nil=>1}\"", after: "{nil=>1}")
        try check("1.0e+20.inspect", .float(1.0e+20), "inspect", [], kw: nil, block: nil,
                  "\"1.0e+20\"", after: "1.0e+20")
        try check("[:k1, [[]]].inspect", .arr([.symbol("k1"), .arr([.arr([])])]), "inspect", [], kw: nil, block: nil,
                  "\"[:k1, [[]]]\"", after: "[:k1, [[]]]")
        try check("/a\\/b/i.inspect", re("a/b", "i"), "inspect", [], kw: nil, block: nil,
                  "\"/a\\\\/b/i\"", after: "/a\\/b/i")
        try check("/a\\/b/i.inspect", re("a/b", "i"), "inspect", [], kw: nil, block: nil,
                  "\"/a\\\\/b/i\"", after: "/a\\/b/i")
        try check("nil.inspect", .nil, "inspect", [], kw: nil, block: nil,
                  "\"nil\"", after: "nil")
        try check("\"\".inspect", .str(""), "inspect", [], kw: nil, block: nil,
                  "\"\\\"\\\"\"", after: "\"\"")
        try check("/a\\/b/i.inspect", re("a/b", "i"), "inspect", [], kw: nil, block: nil,
                  "\"/a\\\\/b/i\"", after: "/a\\/b/i")
        try check("{/a\\/b/i=>[1.0e-05, \"\"]}.inspect", .hash(HashBox([(re("a/b", "i"), .arr([.float(1.0e-05), .str("")]))])), "inspect", [], kw: nil, block: nil,
                  "\"{/a\\\\/b/i=>[1.0e-05, \\\"\\\"]}\"", after: "{/a\\/b/i=>[1.0e-05, \"\"]}")
        try check("false.inspect", .false, "inspect", [], kw: nil, block: nil,
                  "\"false\"", after: "false")
        try check("{}.inspect", .hash(HashBox()), "inspect", [], kw: nil, block: nil,
                  "\"{}\"", after: "{}")
        try check("[nil].inspect", .arr([.nil]), "inspect", [], kw: nil, block: nil,
                  "\"[nil]\"", after: "[nil]")
        try check("/a\\/b/i.inspect", re("a/b", "i"), "inspect", [], kw: nil, block: nil,
                  "\"/a\\\\/b/i\"", after: "/a\\/b/i")
        try check("{}.inspect", .hash(HashBox()), "inspect", [], kw: nil, block: nil,
                  "\"{}\"", after: "{}")
        try check("/a\\/b/i.inspect", re("a/b", "i"), "inspect", [], kw: nil, block: nil,
                  "\"/a\\\\/b/i\"", after: "/a\\/b/i")
        try check("1.0e+20.inspect", .float(1.0e+20), "inspect", [], kw: nil, block: nil,
                  "\"1.0e+20\"", after: "1.0e+20")
        try check(":\"a b\".inspect", .symbol("a b"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"a b\\\"\"", after: ":\"a b\"")
        try check("{nil=>/a\\/b/i, 1.0e+20=>{}}.inspect", .hash(HashBox([(.nil, re("a/b", "i")), (.float(1.0e+20), .hash(HashBox()))])), "inspect", [], kw: nil, block: nil,
                  "\"{nil=>/a\\\\/b/i, 1.0e+20=>{}}\"", after: "{nil=>/a\\/b/i, 1.0e+20=>{}}")
        try check("[].inspect", .arr([]), "inspect", [], kw: nil, block: nil,
                  "\"[]\"", after: "[]")
        try check("[{3.0=>\"\"}].inspect", .arr([.hash(HashBox([(.float(3.0), .str(""))]))]), "inspect", [], kw: nil, block: nil,
                  "\"[{3.0=>\\\"\\\"}]\"", after: "[{3.0=>\"\"}]")
        try check("{:k0=>[nil, [1.0e+20, \"\", 1..3], [\"\", \"\", /a\\/b/i]], :\"a b\"=>[], \"\"=>[[1..3, 1.0e+20]]}.inspect", .hash(HashBox([(.symbol("k0"), .arr([.nil, .arr([.float(1.0e+20), .str(""), .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false))]), .arr([.str(""), .str(""), re("a/b", "i")])])), (.symbol("a b"), .arr([])), (frozenString(""), .arr([.arr([.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .float(1.0e+20)])]))])), "inspect", [], kw: nil, block: nil,
                  "\"{:k0=>[nil, [1.0e+20, \\\"\\\", 1..3], [\\\"\\\", \\\"\\\", /a\\\\/b/i]], :\\\"a b\\\"=>[], \\\"\\\"=>[[1..3, 1.0e+20]]}\"", after: "{:k0=>[nil, [1.0e+20, \"\", 1..3], [\"\", \"\", /a\\/b/i]], :\"a b\"=>[], \"\"=>[[1..3, 1.0e+20]]}")
        try check("{:k0=>-4.0, 1.0e+20=>[[1..3, nil], {1..3=>:k2}], 1.0e-05=>false}.inspect", .hash(HashBox([(.symbol("k0"), .float(-4.0)), (.float(1.0e+20), .arr([.arr([.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .nil]), .hash(HashBox([(.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .symbol("k2"))]))])), (.float(1.0e-05), .false)])), "inspect", [], kw: nil, block: nil,
                  "\"{:k0=>-4.0, 1.0e+20=>[[1..3, nil], {1..3=>:k2}], 1.0e-05=>false}\"", after: "{:k0=>-4.0, 1.0e+20=>[[1..3, nil], {1..3=>:k2}], 1.0e-05=>false}")
        try check("[].inspect", .arr([]), "inspect", [], kw: nil, block: nil,
                  "\"[]\"", after: "[]")
        try check("{-3.205=>-4.843, nil=>[[:\"a b\", :\"a b\", true], {\"s\\\"2\\n\"=>true, false=>:\"a b\"}]}.inspect", .hash(HashBox([(.float(-3.205), .float(-4.843)), (.nil, .arr([.arr([.symbol("a b"), .symbol("a b"), .true]), .hash(HashBox([(frozenString("s\"2\n"), .true), (.false, .symbol("a b"))]))]))])), "inspect", [], kw: nil, block: nil,
                  "\"{-3.205=>-4.843, nil=>[[:\\\"a b\\\", :\\\"a b\\\", true], {\\\"s\\\\\\\"2\\\\n\\\"=>true, false=>:\\\"a b\\\"}]}\"", after: "{-3.205=>-4.843, nil=>[[:\"a b\", :\"a b\", true], {\"s\\\"2\\n\"=>true, false=>:\"a b\"}]}")
        try check("true.inspect", .true, "inspect", [], kw: nil, block: nil,
                  "\"true\"", after: "true")
        try check("[[true, [1.0e+20]], false].inspect", .arr([.arr([.true, .arr([.float(1.0e+20)])]), .false]), "inspect", [], kw: nil, block: nil,
                  "\"[[true, [1.0e+20]], false]\"", after: "[[true, [1.0e+20]], false]")
        try check("[].inspect", .arr([]), "inspect", [], kw: nil, block: nil,
                  "\"[]\"", after: "[]")
        try check("[{}, 1..3, {}].inspect", .arr([.hash(HashBox()), .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .hash(HashBox())]), "inspect", [], kw: nil, block: nil,
                  "\"[{}, 1..3, {}]\"", after: "[{}, 1..3, {}]")
        try check("[false, false].inspect", .arr([.false, .false]), "inspect", [], kw: nil, block: nil,
                  "\"[false, false]\"", after: "[false, false]")
        try check("[nil, {\"\"=>{:k0=>\"s\\\"2\\n\", 1..3=>true, \"s\\\"1\\n\"=>0}, 1.29=>-4.1, :\"a b\"=>{\"s\\\"2\\n\"=>/a\\/b/i, -4=>1..3}}, []].inspect", .arr([.nil, .hash(HashBox([(frozenString(""), .hash(HashBox([(.symbol("k0"), .str("s\"2\n")), (.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .true), (frozenString("s\"1\n"), .integer(0))]))), (.float(1.29), .float(-4.1)), (.symbol("a b"), .hash(HashBox([(frozenString("s\"2\n"), re("a/b", "i")), (.integer(-4), .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)))])))])), .arr([])]), "inspect", [], kw: nil, block: nil,
                  "\"[nil, {\\\"\\\"=>{:k0=>\\\"s\\\\\\\"2\\\\n\\\", 1..3=>true, \\\"s\\\\\\\"1\\\\n\\\"=>0}, 1.29=>-4.1, :\\\"a b\\\"=>{\\\"s\\\\\\\"2\\\\n\\\"=>/a\\\\/b/i, -4=>1..3}}, []]\"", after: "[nil, {\"\"=>{:k0=>\"s\\\"2\\n\", 1..3=>true, \"s\\\"1\\n\"=>0}, 1.29=>-4.1, :\"a b\"=>{\"s\\\"2\\n\"=>/a\\/b/i, -4=>1..3}}, []]")
        try check("\"s\\\"2\\n\".inspect", .str("s\"2\n"), "inspect", [], kw: nil, block: nil,
                  "\"\\\"s\\\\\\\"2\\\\n\\\"\"", after: "\"s\\\"2\\n\"")
        try check("[].inspect", .arr([]), "inspect", [], kw: nil, block: nil,
                  "\"[]\"", after: "[]")
        try check("[].inspect", .arr([]), "inspect", [], kw: nil, block: nil,
                  "\"[]\"", after: "[]")
        try check("[false, {2.087=>1.0e-05, \"s\\\"0\\n\"=>{}}].inspect", .arr([.false, .hash(HashBox([(.float(2.087), .float(1.0e-05)), (frozenString("s\"0\n"), .hash(HashBox()))]))]), "inspect", [], kw: nil, block: nil,
                  "\"[false, {2.087=>1.0e-05, \\\"s\\\\\\\"0\\\\n\\\"=>{}}]\"", after: "[false, {2.087=>1.0e-05, \"s\\\"0\\n\"=>{}}]")
        try check("{}.inspect", .hash(HashBox()), "inspect", [], kw: nil, block: nil,
                  "\"{}\"", after: "{}")
        try check("\"s\\\"1\\n\".inspect", .str("s\"1\n"), "inspect", [], kw: nil, block: nil,
                  "\"\\\"s\\\\\\\"1\\\\n\\\"\"", after: "\"s\\\"1\\n\"")
        try check("{/a\\/b/i=>-5, false=>[{nil=>3, \"\"=>1.0e-05}, {nil=>\"\", 1.0e+20=>\"\", 1..3=>\"\"}, {}], -1=>[]}.inspect", .hash(HashBox([(re("a/b", "i"), .integer(-5)), (.false, .arr([.hash(HashBox([(.nil, .integer(3)), (frozenString(""), .float(1.0e-05))])), .hash(HashBox([(.nil, .str("")), (.float(1.0e+20), .str("")), (.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .str(""))])), .hash(HashBox())])), (.integer(-1), .arr([]))])), "inspect", [], kw: nil, block: nil,
                  "\"{/a\\\\/b/i=>-5, false=>[{nil=>3, \\\"\\\"=>1.0e-05}, {nil=>\\\"\\\", 1.0e+20=>\\\"\\\", 1..3=>\\\"\\\"}, {}], -1=>[]}\"", after: "{/a\\/b/i=>-5, false=>[{nil=>3, \"\"=>1.0e-05}, {nil=>\"\", 1.0e+20=>\"\", 1..3=>\"\"}, {}], -1=>[]}")
        try check("{:k2=>[\"s\\\"1\\n\"]}.inspect", .hash(HashBox([(.symbol("k2"), .arr([.str("s\"1\n")]))])), "inspect", [], kw: nil, block: nil,
                  "\"{:k2=>[\\\"s\\\\\\\"1\\\\n\\\"]}\"", after: "{:k2=>[\"s\\\"1\\n\"]}")
        try check("{:k1=>[], 1..3=>:k0}.inspect", .hash(HashBox([(.symbol("k1"), .arr([])), (.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .symbol("k0"))])), "inspect", [], kw: nil, block: nil,
                  "\"{:k1=>[], 1..3=>:k0}\"", after: "{:k1=>[], 1..3=>:k0}")
        try check("{/a\\/b/i=>1, \"\"=>1.0e+20}.inspect", .hash(HashBox([(re("a/b", "i"), .integer(1)), (frozenString(""), .float(1.0e+20))])), "inspect", [], kw: nil, block: nil,
                  "\"{/a\\\\/b/i=>1, \\\"\\\"=>1.0e+20}\"", after: "{/a\\/b/i=>1, \"\"=>1.0e+20}")
        try check("1.0e+20.inspect", .float(1.0e+20), "inspect", [], kw: nil, block: nil,
                  "\"1.0e+20\"", after: "1.0e+20")
        try check("{true=>{nil=>{5=>-2, -5=>\"s\\\"2\\n\", 1=>:\"a b\"}, :k1=>[-3, \"s\\\"1\\n\"]}}.inspect", .hash(HashBox([(.true, .hash(HashBox([(.nil, .hash(HashBox([(.integer(5), .integer(-2)), (.integer(-5), .str("s\"2\n")), (.integer(1), .symbol("a b"))]))), (.symbol("k1"), .arr([.integer(-3), .str("s\"1\n")]))])))])), "inspect", [], kw: nil, block: nil,
                  "\"{true=>{nil=>{5=>-2, -5=>\\\"s\\\\\\\"2\\\\n\\\", 1=>:\\\"a b\\\"}, :k1=>[-3, \\\"s\\\\\\\"1\\\\n\\\"]}}\"", after: "{true=>{nil=>{5=>-2, -5=>\"s\\\"2\\n\", 1=>:\"a b\"}, :k1=>[-3, \"s\\\"1\\n\"]}}")
        try check("[].inspect", .arr([]), "inspect", [], kw: nil, block: nil,
                  "\"[]\"", after: "[]")
        try check("1.0e-05.inspect", .float(1.0e-05), "inspect", [], kw: nil, block: nil,
                  "\"1.0e-05\"", after: "1.0e-05")
        try check("{\"\"=>[[], 1, 1..3], :k0=>false, 1.0e+20=>[]}.inspect", .hash(HashBox([(frozenString(""), .arr([.arr([]), .integer(1), .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false))])), (.symbol("k0"), .false), (.float(1.0e+20), .arr([]))])), "inspect", [], kw: nil, block: nil,
                  "\"{\\\"\\\"=>[[], 1, 1..3], :k0=>false, 1.0e+20=>[]}\"", after: "{\"\"=>[[], 1, 1..3], :k0=>false, 1.0e+20=>[]}")
        try check("{5=>{:\"a b\"=>\"s\\\"0\\n\"}, :\"a b\"=>{1.0e-05=>-5, 1..3=>{}}, 1.0e+20=>{-4.512=>{1.0e+20=>4}}}.inspect", .hash(HashBox([(.integer(5), .hash(HashBox([(.symbol("a b"), .str("s\"0\n"))]))), (.symbol("a b"), .hash(HashBox([(.float(1.0e-05), .integer(-5)), (.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .hash(HashBox()))]))), (.float(1.0e+20), .hash(HashBox([(.float(-4.512), .hash(HashBox([(.float(1.0e+20), .integer(4))])))])))])), "inspect", [], kw: nil, block: nil,
                  "\"{5=>{:\\\"a b\\\"=>\\\"s\\\\\\\"0\\\\n\\\"}, :\\\"a b\\\"=>{1.0e-05=>-5, 1..3=>{}}, 1.0e+20=>{-4.512=>{1.0e+20=>4}}}\"", after: "{5=>{:\"a b\"=>\"s\\\"0\\n\"}, :\"a b\"=>{1.0e-05=>-5, 1..3=>{}}, 1.0e+20=>{-4.512=>{1.0e+20=>4}}}")
        try check("false.inspect", .false, "inspect", [], kw: nil, block: nil,
                  "\"false\"", after: "false")
        try check("[[{:\"a b\"=>nil, /a\\/b/i=>/a\\/b/i}, true, []], true, [[-3.7], {1..3=>false, 1.642=>true, /a\\/b/i=>-1.27}]].inspect", .arr([.arr([.hash(HashBox([(.symbol("a b"), .nil), (re("a/b", "i"), re("a/b", "i"))])), .true, .arr([])]), .true, .arr([.arr([.float(-3.7)]), .hash(HashBox([(.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .false), (.float(1.642), .true), (re("a/b", "i"), .float(-1.27))]))])]), "inspect", [], kw: nil, block: nil,
                  "\"[[{:\\\"a b\\\"=>nil, /a\\\\/b/i=>/a\\\\/b/i}, true, []], true, [[-3.7], {1..3=>false, 1.642=>true, /a\\\\/b/i=>-1.27}]]\"", after: "[[{:\"a b\"=>nil, /a\\/b/i=>/a\\/b/i}, true, []], true, [[-3.7], {1..3=>false, 1.642=>true, /a\\/b/i=>-1.27}]]")
        try check(":k2.inspect", .symbol("k2"), "inspect", [], kw: nil, block: nil,
                  "\":k2\"", after: ":k2")
        try check("{\"\"=>1.0e-05, :\"a b\"=>[[], 1..3], /a\\/b/i=>[{2=>:\"a b\", /a\\/b/i=>false, 1..3=>\"\"}, /a\\/b/i, 1..3]}.inspect", .hash(HashBox([(frozenString(""), .float(1.0e-05)), (.symbol("a b"), .arr([.arr([]), .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false))])), (re("a/b", "i"), .arr([.hash(HashBox([(.integer(2), .symbol("a b")), (re("a/b", "i"), .false), (.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .str(""))])), re("a/b", "i"), .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false))]))])), "inspect", [], kw: nil, block: nil,
                  "\"{\\\"\\\"=>1.0e-05, :\\\"a b\\\"=>[[], 1..3], /a\\\\/b/i=>[{2=>:\\\"a b\\\", /a\\\\/b/i=>false, 1..3=>\\\"\\\"}, /a\\\\/b/i, 1..3]}\"", after: "{\"\"=>1.0e-05, :\"a b\"=>[[], 1..3], /a\\/b/i=>[{2=>:\"a b\", /a\\/b/i=>false, 1..3=>\"\"}, /a\\/b/i, 1..3]}")
        try check("[].inspect", .arr([]), "inspect", [], kw: nil, block: nil,
                  "\"[]\"", after: "[]")
        try check("[[[]], {:\"a b\"=>[\"\", \"s\\\"1\\n\", :\"a b\"], true=>[nil], :k0=>:k2}].to_s", .arr([.arr([.arr([])]), .hash(HashBox([(.symbol("a b"), .arr([.str(""), .str("s\"1\n"), .symbol("a b")])), (.true, .arr([.nil])), (.symbol("k0"), .symbol("k2"))]))]), "to_s", [], kw: nil, block: nil,
                  "\"[[[]], {:\\\"a b\\\"=>[\\\"\\\", \\\"s\\\\\\\"1\\\\n\\\", :\\\"a b\\\"], true=>[nil], :k0=>:k2}]\"", after: "[[[]], {:\"a b\"=>[\"\", \"s\\\"1\\n\", :\"a b\"], true=>[nil], :k0=>:k2}]")
        try check("\"\".to_s", .str(""), "to_s", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("[{}, []].to_s", .arr([.hash(HashBox()), .arr([])]), "to_s", [], kw: nil, block: nil,
                  "\"[{}, []]\"", after: "[{}, []]")
        try check("\"s\\\"1\\n\".to_s", .str("s\"1\n"), "to_s", [], kw: nil, block: nil,
                  "\"s\\\"1\\n\"", after: "\"s\\\"1\\n\"")
        try check("{:k2=>2}.to_s", .hash(HashBox([(.symbol("k2"), .integer(2))])), "to_s", [], kw: nil, block: nil,
                  "\"{:k2=>2}\"", after: "{:k2=>2}")
        try check("{-5=>[1.0e+20, [\"\"]], :k1=>[{}, nil], /a\\/b/i=>[{/a\\/b/i=>:k2}, []]}.to_s", .hash(HashBox([(.integer(-5), .arr([.float(1.0e+20), .arr([.str("")])])), (.symbol("k1"), .arr([.hash(HashBox()), .nil])), (re("a/b", "i"), .arr([.hash(HashBox([(re("a/b", "i"), .symbol("k2"))])), .arr([])]))])), "to_s", [], kw: nil, block: nil,
                  "\"{-5=>[1.0e+20, [\\\"\\\"]], :k1=>[{}, nil], /a\\\\/b/i=>[{/a\\\\/b/i=>:k2}, []]}\"", after: "{-5=>[1.0e+20, [\"\"]], :k1=>[{}, nil], /a\\/b/i=>[{/a\\/b/i=>:k2}, []]}")
        try check("-4.to_s", .integer(-4), "to_s", [], kw: nil, block: nil,
                  "\"-4\"", after: "-4")
        try check("{1=>{:k0=>[1.0e+20, :\"a b\"], \"s\\\"0\\n\"=>{5=>3}, 1.0e+20=>{1.0e+20=>1..3}}}.to_s", .hash(HashBox([(.integer(1), .hash(HashBox([(.symbol("k0"), .arr([.float(1.0e+20), .symbol("a b")])), (frozenString("s\"0\n"), .hash(HashBox([(.integer(5), .integer(3))]))), (.float(1.0e+20), .hash(HashBox([(.float(1.0e+20), .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)))])))])))])), "to_s", [], kw: nil, block: nil,
                  "\"{1=>{:k0=>[1.0e+20, :\\\"a b\\\"], \\\"s\\\\\\\"0\\\\n\\\"=>{5=>3}, 1.0e+20=>{1.0e+20=>1..3}}}\"", after: "{1=>{:k0=>[1.0e+20, :\"a b\"], \"s\\\"0\\n\"=>{5=>3}, 1.0e+20=>{1.0e+20=>1..3}}}")
        try check("[].to_s", .arr([]), "to_s", [], kw: nil, block: nil,
                  "\"[]\"", after: "[]")
        try check("{true=>{:k1=>{}, 1.0e+20=>:k1}}.to_s", .hash(HashBox([(.true, .hash(HashBox([(.symbol("k1"), .hash(HashBox())), (.float(1.0e+20), .symbol("k1"))])))])), "to_s", [], kw: nil, block: nil,
                  "\"{true=>{:k1=>{}, 1.0e+20=>:k1}}\"", after: "{true=>{:k1=>{}, 1.0e+20=>:k1}}")
        try check("nil.to_s", .nil, "to_s", [], kw: nil, block: nil,
                  "\"\"", after: "nil")
        try check(":\"a b\".to_s", .symbol("a b"), "to_s", [], kw: nil, block: nil,
                  "\"a b\"", after: ":\"a b\"")
        try check("\"\".to_s", .str(""), "to_s", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("{1.0e-05=>[]}.to_s", .hash(HashBox([(.float(1.0e-05), .arr([]))])), "to_s", [], kw: nil, block: nil,
                  "\"{1.0e-05=>[]}\"", after: "{1.0e-05=>[]}")
        try check("\"s\\\"2\\n\".to_s", .str("s\"2\n"), "to_s", [], kw: nil, block: nil,
                  "\"s\\\"2\\n\"", after: "\"s\\\"2\\n\"")
        try check("[:k0].to_s", .arr([.symbol("k0")]), "to_s", [], kw: nil, block: nil,
                  "\"[:k0]\"", after: "[:k0]")
        try check("{1.0e+20=>{:k1=>:k1, -4=>[/a\\/b/i, :\"a b\"], \"s\\\"0\\n\"=>[1, 1..3, -5]}, \"s\\\"2\\n\"=>{}}.to_s", .hash(HashBox([(.float(1.0e+20), .hash(HashBox([(.symbol("k1"), .symbol("k1")), (.integer(-4), .arr([re("a/b", "i"), .symbol("a b")])), (frozenString("s\"0\n"), .arr([.integer(1), .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .integer(-5)]))]))), (frozenString("s\"2\n"), .hash(HashBox()))])), "to_s", [], kw: nil, block: nil,
                  "\"{1.0e+20=>{:k1=>:k1, -4=>[/a\\\\/b/i, :\\\"a b\\\"], \\\"s\\\\\\\"0\\\\n\\\"=>[1, 1..3, -5]}, \\\"s\\\\\\\"2\\\\n\\\"=>{}}\"", after: "{1.0e+20=>{:k1=>:k1, -4=>[/a\\/b/i, :\"a b\"], \"s\\\"0\\n\"=>[1, 1..3, -5]}, \"s\\\"2\\n\"=>{}}")
        try check(":\"a b\".to_s", .symbol("a b"), "to_s", [], kw: nil, block: nil,
                  "\"a b\"", after: ":\"a b\"")
        try check("[{/a\\/b/i=>[\"\", \"s\\\"2\\n\", 1.0e+20]}, [{\"s\\\"0\\n\"=>1..3, :\"a b\"=>nil}, {}, \"\"], {}].to_s", .arr([.hash(HashBox([(re("a/b", "i"), .arr([.str(""), .str("s\"2\n"), .float(1.0e+20)]))])), .arr([.hash(HashBox([(frozenString("s\"0\n"), .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false))), (.symbol("a b"), .nil)])), .hash(HashBox()), .str("")]), .hash(HashBox())]), "to_s", [], kw: nil, block: nil,
                  "\"[{/a\\\\/b/i=>[\\\"\\\", \\\"s\\\\\\\"2\\\\n\\\", 1.0e+20]}, [{\\\"s\\\\\\\"0\\\\n\\\"=>1..3, :\\\"a b\\\"=>nil}, {}, \\\"\\\"], {}]\"", after: "[{/a\\/b/i=>[\"\", \"s\\\"2\\n\", 1.0e+20]}, [{\"s\\\"0\\n\"=>1..3, :\"a b\"=>nil}, {}, \"\"], {}]")
        try check("{}.to_s", .hash(HashBox()), "to_s", [], kw: nil, block: nil,
                  "\"{}\"", after: "{}")
        try check("[{true=>[], \"s\\\"2\\n\"=>{/a\\/b/i=>nil}}, {true=>[], 1.0e-05=>[1.0e-05, :\"a b\", 1.0e-05]}].to_s", .arr([.hash(HashBox([(.true, .arr([])), (frozenString("s\"2\n"), .hash(HashBox([(re("a/b", "i"), .nil)])))])), .hash(HashBox([(.true, .arr([])), (.float(1.0e-05), .arr([.float(1.0e-05), .symbol("a b"), .float(1.0e-05)]))]))]), "to_s", [], kw: nil, block: nil,
                  "\"[{true=>[], \\\"s\\\\\\\"2\\\\n\\\"=>{/a\\\\/b/i=>nil}}, {true=>[], 1.0e-05=>[1.0e-05, :\\\"a b\\\", 1.0e-05]}]\"", after: "[{true=>[], \"s\\\"2\\n\"=>{/a\\/b/i=>nil}}, {true=>[], 1.0e-05=>[1.0e-05, :\"a b\", 1.0e-05]}]")
        try check("{false=>1, 4.725=>\"s\\\"1\\n\"}.to_s", .hash(HashBox([(.false, .integer(1)), (.float(4.725), .str("s\"1\n"))])), "to_s", [], kw: nil, block: nil,
                  "\"{false=>1, 4.725=>\\\"s\\\\\\\"1\\\\n\\\"}\"", after: "{false=>1, 4.725=>\"s\\\"1\\n\"}")
        try check("[].to_s", .arr([]), "to_s", [], kw: nil, block: nil,
                  "\"[]\"", after: "[]")
        try check("1.to_s", .integer(1), "to_s", [], kw: nil, block: nil,
                  "\"1\"", after: "1")
        try check("{1.0e+20=>[:\"a b\"], 1.4=>2}.to_s", .hash(HashBox([(.float(1.0e+20), .arr([.symbol("a b")])), (.float(1.4), .integer(2))])), "to_s", [], kw: nil, block: nil,
                  "\"{1.0e+20=>[:\\\"a b\\\"], 1.4=>2}\"", after: "{1.0e+20=>[:\"a b\"], 1.4=>2}")
        try check("[[[nil], 1.0e-05]].to_s", .arr([.arr([.arr([.nil]), .float(1.0e-05)])]), "to_s", [], kw: nil, block: nil,
                  "\"[[[nil], 1.0e-05]]\"", after: "[[[nil], 1.0e-05]]")
        try check("{1.0e-05=>[[]], nil=>/a\\/b/i, :k0=>:k0}.to_s", .hash(HashBox([(.float(1.0e-05), .arr([.arr([])])), (.nil, re("a/b", "i")), (.symbol("k0"), .symbol("k0"))])), "to_s", [], kw: nil, block: nil,
                  "\"{1.0e-05=>[[]], nil=>/a\\\\/b/i, :k0=>:k0}\"", after: "{1.0e-05=>[[]], nil=>/a\\/b/i, :k0=>:k0}")
        try check("{1=>{nil=>[:k1, :\"a b\"], 1.0e-05=>[3], 1..3=>nil}, /a\\/b/i=>:\"a b\"}.to_s", .hash(HashBox([(.integer(1), .hash(HashBox([(.nil, .arr([.symbol("k1"), .symbol("a b")])), (.float(1.0e-05), .arr([.integer(3)])), (.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .nil)]))), (re("a/b", "i"), .symbol("a b"))])), "to_s", [], kw: nil, block: nil,
                  "\"{1=>{nil=>[:k1, :\\\"a b\\\"], 1.0e-05=>[3], 1..3=>nil}, /a\\\\/b/i=>:\\\"a b\\\"}\"", after: "{1=>{nil=>[:k1, :\"a b\"], 1.0e-05=>[3], 1..3=>nil}, /a\\/b/i=>:\"a b\"}")
        try check("4.to_s", .integer(4), "to_s", [], kw: nil, block: nil,
                  "\"4\"", after: "4")
        try check("3.to_s", .integer(3), "to_s", [], kw: nil, block: nil,
                  "\"3\"", after: "3")
        try check("[[{}, true], 1.0e-05].==({1.0e-05=>{nil=>{3=>/a\\/b/i, /a\\/b/i=>true}}})", .arr([.arr([.hash(HashBox()), .true]), .float(1.0e-05)]), "==", [.hash(HashBox([(.float(1.0e-05), .hash(HashBox([(.nil, .hash(HashBox([(.integer(3), re("a/b", "i")), (re("a/b", "i"), .true)])))])))]))], kw: nil, block: nil,
                  "false", after: "[[{}, true], 1.0e-05]")
        try check("[1.0e-05].==({1..3=>[], \"s\\\"0\\n\"=>\"\"})", .arr([.float(1.0e-05)]), "==", [.hash(HashBox([(.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .arr([])), (frozenString("s\"0\n"), .str(""))]))], kw: nil, block: nil,
                  "false", after: "[1.0e-05]")
        try check("{5=>2.398, 1.0e+20=>1..3, true=>[/a\\/b/i, [1.0e+20], [:\"a b\", \"s\\\"0\\n\"]]}.==({5=>2.398, 1.0e+20=>1..3, true=>[/a\\/b/i, [1.0e+20], [:\"a b\", \"s\\\"0\\n\"]]})", .hash(HashBox([(.integer(5), .float(2.398)), (.float(1.0e+20), .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false))), (.true, .arr([re("a/b", "i"), .arr([.float(1.0e+20)]), .arr([.symbol("a b"), .str("s\"0\n")])]))])), "==", [.hash(HashBox([(.integer(5), .float(2.398)), (.float(1.0e+20), .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false))), (.true, .arr([re("a/b", "i"), .arr([.float(1.0e+20)]), .arr([.symbol("a b"), .str("s\"0\n")])]))]))], kw: nil, block: nil,
                  "true", after: "{5=>2.398, 1.0e+20=>1..3, true=>[/a\\/b/i, [1.0e+20], [:\"a b\", \"s\\\"0\\n\"]]}")
        try check("[[{1.0e+20=>true, false=>-4}, {false=>1.0e+20, \"s\\\"1\\n\"=>false, \"s\\\"2\\n\"=>:k0}, {:k0=>4.997, \"s\\\"1\\n\"=>-1.2}]].==({})", .arr([.arr([.hash(HashBox([(.float(1.0e+20), .true), (.false, .integer(-4))])), .hash(HashBox([(.false, .float(1.0e+20)), (frozenString("s\"1\n"), .false), (frozenString("s\"2\n"), .symbol("k0"))])), .hash(HashBox([(.symbol("k0"), .float(4.997)), (frozenString("s\"1\n"), .float(-1.2))]))])]), "==", [.hash(HashBox())], kw: nil, block: nil,
                  "false", after: "[[{1.0e+20=>true, false=>-4}, {false=>1.0e+20, \"s\\\"1\\n\"=>false, \"s\\\"2\\n\"=>:k0}, {:k0=>4.997, \"s\\\"1\\n\"=>-1.2}]]")
        try check("{:k0=>:\"a b\"}.==(nil)", .hash(HashBox([(.symbol("k0"), .symbol("a b"))])), "==", [.nil], kw: nil, block: nil,
                  "false", after: "{:k0=>:\"a b\"}")
        try check(":k1.==([1.0e-05])", .symbol("k1"), "==", [.arr([.float(1.0e-05)])], kw: nil, block: nil,
                  "false", after: ":k1")
        try check("{}.==({})", .hash(HashBox()), "==", [.hash(HashBox())], kw: nil, block: nil,
                  "true", after: "{}")
        try check("3.==(3)", .integer(3), "==", [.integer(3)], kw: nil, block: nil,
                  "true", after: "3")
        try check("true.==(:k0)", .true, "==", [.symbol("k0")], kw: nil, block: nil,
                  "false", after: "true")
        try check("[[{1..3=>:k2, true=>nil}, :k2], [[:k0, :\"a b\", \"\"], [\"\", true], true]].==(:k0)", .arr([.arr([.hash(HashBox([(.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .symbol("k2")), (.true, .nil)])), .symbol("k2")]), .arr([.arr([.symbol("k0"), .symbol("a b"), .str("")]), .arr([.str(""), .true]), .true])]), "==", [.symbol("k0")], kw: nil, block: nil,
                  "false", after: "[[{1..3=>:k2, true=>nil}, :k2], [[:k0, :\"a b\", \"\"], [\"\", true], true]]")
        try check("true.==(true)", .true, "==", [.true], kw: nil, block: nil,
                  "true", after: "true")
        try check("\"\".==(4)", .str(""), "==", [.integer(4)], kw: nil, block: nil,
                  "false", after: "\"\"")
        try check("[-3.273].==([-3.273])", .arr([.float(-3.273)]), "==", [.arr([.float(-3.273)])], kw: nil, block: nil,
                  "true", after: "[-3.273]")
        try check("1..3.==([])", .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), "==", [.arr([])], kw: nil, block: nil,
                  "false", after: "1..3")
        try check("{}.==({})", .hash(HashBox()), "==", [.hash(HashBox())], kw: nil, block: nil,
                  "true", after: "{}")
        try check("{1.0e+20=>:\"a b\", 0=>-3}.==({1.0e+20=>:\"a b\", 0=>-3})", .hash(HashBox([(.float(1.0e+20), .symbol("a b")), (.integer(0), .integer(-3))])), "==", [.hash(HashBox([(.float(1.0e+20), .symbol("a b")), (.integer(0), .integer(-3))]))], kw: nil, block: nil,
                  "true", after: "{1.0e+20=>:\"a b\", 0=>-3}")
        try check("{5=>:k2}.==({5=>:k2})", .hash(HashBox([(.integer(5), .symbol("k2"))])), "==", [.hash(HashBox([(.integer(5), .symbol("k2"))]))], kw: nil, block: nil,
                  "true", after: "{5=>:k2}")
        try check("{1.0e-05=>{1..3=>{}, :k1=>[false, -0.84, true], true=>{}}, :k0=>[1.0e+20]}.==({1.0e-05=>{1..3=>{}, :k1=>[false, -0.84, true], true=>{}}, :k0=>[1.0e+20]})", .hash(HashBox([(.float(1.0e-05), .hash(HashBox([(.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .hash(HashBox())), (.symbol("k1"), .arr([.false, .float(-0.84), .true])), (.true, .hash(HashBox()))]))), (.symbol("k0"), .arr([.float(1.0e+20)]))])), "==", [.hash(HashBox([(.float(1.0e-05), .hash(HashBox([(.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .hash(HashBox())), (.symbol("k1"), .arr([.false, .float(-0.84), .true])), (.true, .hash(HashBox()))]))), (.symbol("k0"), .arr([.float(1.0e+20)]))]))], kw: nil, block: nil,
                  "true", after: "{1.0e-05=>{1..3=>{}, :k1=>[false, -0.84, true], true=>{}}, :k0=>[1.0e+20]}")
        try check("[{}, [[/a\\/b/i]]].==([{true=>[-2]}, {/a\\/b/i=>{}}, \"s\\\"2\\n\"])", .arr([.hash(HashBox()), .arr([.arr([re("a/b", "i")])])]), "==", [.arr([.hash(HashBox([(.true, .arr([.integer(-2)]))])), .hash(HashBox([(re("a/b", "i"), .hash(HashBox()))])), .str("s\"2\n")])], kw: nil, block: nil,
                  "false", after: "[{}, [[/a\\/b/i]]]")
        try check("{/a\\/b/i=>-4, nil=>{/a\\/b/i=>[nil, 1.0e-05], :k2=>/a\\/b/i, 1..3=>[\"\", \"s\\\"2\\n\", 1.0e+20]}, false=>[]}.==(1.0e+20)", .hash(HashBox([(re("a/b", "i"), .integer(-4)), (.nil, .hash(HashBox([(re("a/b", "i"), .arr([.nil, .float(1.0e-05)])), (.symbol("k2"), re("a/b", "i")), (.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .arr([.str(""), .str("s\"2\n"), .float(1.0e+20)]))]))), (.false, .arr([]))])), "==", [.float(1.0e+20)], kw: nil, block: nil,
                  "false", after: "{/a\\/b/i=>-4, nil=>{/a\\/b/i=>[nil, 1.0e-05], :k2=>/a\\/b/i, 1..3=>[\"\", \"s\\\"2\\n\", 1.0e+20]}, false=>[]}")
        try check("[].==({:k0=>{true=>:\"a b\", false=>{}}})", .arr([]), "==", [.hash(HashBox([(.symbol("k0"), .hash(HashBox([(.true, .symbol("a b")), (.false, .hash(HashBox()))])))]))], kw: nil, block: nil,
                  "false", after: "[]")
        try check("true.==({1.0e-05=>{/a\\/b/i=>nil}, \"s\\\"2\\n\"=>{}})", .true, "==", [.hash(HashBox([(.float(1.0e-05), .hash(HashBox([(re("a/b", "i"), .nil)]))), (frozenString("s\"2\n"), .hash(HashBox()))]))], kw: nil, block: nil,
                  "false", after: "true")
        try check("{:\"a b\"=>{1.0e+20=>{\"s\\\"2\\n\"=>false, 1.0e+20=>-2.3, -2=>\"s\\\"0\\n\"}, false=>[\"s\\\"0\\n\", 1..3, 1.0e-05]}, false=>{1.0e+20=>[nil], /a\\/b/i=>[/a\\/b/i, 0.067, :\"a b\"]}}.==({:\"a b\"=>{1.0e+20=>{\"s\\\"2\\n\"=>false, 1.0e+20=>-2.3, -2=>\"s\\\"0\\n\"}, false=>[\"s\\\"0\\n\", 1..3, 1.0e-05]}, false=>{1.0e+20=>[nil], /a\\/b/i=>[/a\\/b/i, 0.067, :\"a b\"]}})", .hash(HashBox([(.symbol("a b"), .hash(HashBox([(.float(1.0e+20), .hash(HashBox([(frozenString("s\"2\n"), .false), (.float(1.0e+20), .float(-2.3)), (.integer(-2), .str("s\"0\n"))]))), (.false, .arr([.str("s\"0\n"), .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .float(1.0e-05)]))]))), (.false, .hash(HashBox([(.float(1.0e+20), .arr([.nil])), (re("a/b", "i"), .arr([re("a/b", "i"), .float(0.067), .symbol("a b")]))])))])), "==", [.hash(HashBox([(.symbol("a b"), .hash(HashBox([(.float(1.0e+20), .hash(HashBox([(frozenString("s\"2\n"), .false), (.float(1.0e+20), .float(-2.3)), (.integer(-2), .str("s\"0\n"))]))), (.false, .arr([.str("s\"0\n"), .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .float(1.0e-05)]))]))), (.false, .hash(HashBox([(.float(1.0e+20), .arr([.nil])), (re("a/b", "i"), .arr([re("a/b", "i"), .float(0.067), .symbol("a b")]))])))]))], kw: nil, block: nil,
                  "true", after: "{:\"a b\"=>{1.0e+20=>{\"s\\\"2\\n\"=>false, 1.0e+20=>-2.3, -2=>\"s\\\"0\\n\"}, false=>[\"s\\\"0\\n\", 1..3, 1.0e-05]}, false=>{1.0e+20=>[nil], /a\\/b/i=>[/a\\/b/i, 0.067, :\"a b\"]}}")
        try check("{\"s\\\"2\\n\"=>{}, :\"a b\"=>:\"a b\"}.==(\"\")", .hash(HashBox([(frozenString("s\"2\n"), .hash(HashBox())), (.symbol("a b"), .symbol("a b"))])), "==", [.str("")], kw: nil, block: nil,
                  "false", after: "{\"s\\\"2\\n\"=>{}, :\"a b\"=>:\"a b\"}")
        try check("1..3.==({1.0e+20=>{}, /a\\/b/i=>-2.24})", .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), "==", [.hash(HashBox([(.float(1.0e+20), .hash(HashBox())), (re("a/b", "i"), .float(-2.24))]))], kw: nil, block: nil,
                  "false", after: "1..3")
        try check("{:k1=>[nil, [2.9, nil, nil], 1.0e-05], 1.0e-05=>[{1.0e-05=>-2, :\"a b\"=>-4.36}]}.==([\"\", {-5=>-2, 1..3=>:\"a b\"}, {}])", .hash(HashBox([(.symbol("k1"), .arr([.nil, .arr([.float(2.9), .nil, .nil]), .float(1.0e-05)])), (.float(1.0e-05), .arr([.hash(HashBox([(.float(1.0e-05), .integer(-2)), (.symbol("a b"), .float(-4.36))]))]))])), "==", [.arr([.str(""), .hash(HashBox([(.integer(-5), .integer(-2)), (.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .symbol("a b"))])), .hash(HashBox())])], kw: nil, block: nil,
                  "false", after: "{:k1=>[nil, [2.9, nil, nil], 1.0e-05], 1.0e-05=>[{1.0e-05=>-2, :\"a b\"=>-4.36}]}")
        try check("{\"\"=>[[/a\\/b/i, nil], {-4.29=>/a\\/b/i, false=>nil}, [true, :k0]], /a\\/b/i=>[]}.==([{:\"a b\"=>false}, 1.33, true])", .hash(HashBox([(frozenString(""), .arr([.arr([re("a/b", "i"), .nil]), .hash(HashBox([(.float(-4.29), re("a/b", "i")), (.false, .nil)])), .arr([.true, .symbol("k0")])])), (re("a/b", "i"), .arr([]))])), "==", [.arr([.hash(HashBox([(.symbol("a b"), .false)])), .float(1.33), .true])], kw: nil, block: nil,
                  "false", after: "{\"\"=>[[/a\\/b/i, nil], {-4.29=>/a\\/b/i, false=>nil}, [true, :k0]], /a\\/b/i=>[]}")
        try check("[[[-1.2, -2.634], {}, 1.0e-05], :k1].==([[[-1.2, -2.634], {}, 1.0e-05], :k1])", .arr([.arr([.arr([.float(-1.2), .float(-2.634)]), .hash(HashBox()), .float(1.0e-05)]), .symbol("k1")]), "==", [.arr([.arr([.arr([.float(-1.2), .float(-2.634)]), .hash(HashBox()), .float(1.0e-05)]), .symbol("k1")])], kw: nil, block: nil,
                  "true", after: "[[[-1.2, -2.634], {}, 1.0e-05], :k1]")
        try check("true.==([{:\"a b\"=>[\"s\\\"2\\n\", \"s\\\"0\\n\", :\"a b\"], 3.8=>3.819, false=>[:\"a b\", nil, -3.463]}, {1.0e+20=>[1..3, -0.484], false=>[], \"\"=>{true=>/a\\/b/i}}])", .true, "==", [.arr([.hash(HashBox([(.symbol("a b"), .arr([.str("s\"2\n"), .str("s\"0\n"), .symbol("a b")])), (.float(3.8), .float(3.819)), (.false, .arr([.symbol("a b"), .nil, .float(-3.463)]))])), .hash(HashBox([(.float(1.0e+20), .arr([.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .float(-0.484)])), (.false, .arr([])), (frozenString(""), .hash(HashBox([(.true, re("a/b", "i"))])))]))])], kw: nil, block: nil,
                  "false", after: "true")
        try check("{}.==({1..3=>1.0e-05, \"\"=>{1.0e-05=>3.28, true=>1.0e+20}})", .hash(HashBox()), "==", [.hash(HashBox([(.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), .float(1.0e-05)), (frozenString(""), .hash(HashBox([(.float(1.0e-05), .float(3.28)), (.true, .float(1.0e+20))])))]))], kw: nil, block: nil,
                  "false", after: "{}")
        try check("[0, 1, \"x1\"].<=>([0, 1, \"x1\"])", .arr([.integer(0), .integer(1), .str("x1")]), "<=>", [.arr([.integer(0), .integer(1), .str("x1")])], kw: nil, block: nil,
                  "0", after: "[0, 1, \"x1\"]")
        try check("[\"x2\", \"x1\"].<=>([\"x1\", \"x2\"])", .arr([.str("x2"), .str("x1")]), "<=>", [.arr([.str("x1"), .str("x2")])], kw: nil, block: nil,
                  "1", after: "[\"x2\", \"x1\"]")
        try check("[2.0, 3, \"x2\", 1.7].<=>([2.0, 3, \"x2\", 1.7])", .arr([.float(2.0), .integer(3), .str("x2"), .float(1.7)]), "<=>", [.arr([.float(2.0), .integer(3), .str("x2"), .float(1.7)])], kw: nil, block: nil,
                  "0", after: "[2.0, 3, \"x2\", 1.7]")
        try check("[2, 0].<=>([0, 2])", .arr([.integer(2), .integer(0)]), "<=>", [.arr([.integer(0), .integer(2)])], kw: nil, block: nil,
                  "1", after: "[2, 0]")
        try check("[\"x1\", 1.0, 1].<=>([\"x1\", 1, 1.0])", .arr([.str("x1"), .float(1.0), .integer(1)]), "<=>", [.arr([.str("x1"), .integer(1), .float(1.0)])], kw: nil, block: nil,
                  "0", after: "[\"x1\", 1.0, 1]")
        try check("[-0.9, 2.1, -1].<=>([-1, -0.9, 2.1])", .arr([.float(-0.9), .float(2.1), .integer(-1)]), "<=>", [.arr([.integer(-1), .float(-0.9), .float(2.1)])], kw: nil, block: nil,
                  "1", after: "[-0.9, 2.1, -1]")
        try check("[\"x0\", 2.3, \"x0\"].<=>([\"x0\", 2.3, \"x0\"])", .arr([.str("x0"), .float(2.3), .str("x0")]), "<=>", [.arr([.str("x0"), .float(2.3), .str("x0")])], kw: nil, block: nil,
                  "0", after: "[\"x0\", 2.3, \"x0\"]")
        try check("[3, \"x2\", -0.5].<=>([3, \"x2\", -0.5])", .arr([.integer(3), .str("x2"), .float(-0.5)]), "<=>", [.arr([.integer(3), .str("x2"), .float(-0.5)])], kw: nil, block: nil,
                  "0", after: "[3, \"x2\", -0.5]")
        try check("[-0.3].<=>([-0.3])", .arr([.float(-0.3)]), "<=>", [.arr([.float(-0.3)])], kw: nil, block: nil,
                  "0", after: "[-0.3]")
        try check("[-2, -2.2, -2.1, 1.2].<=>([-2.2, -2.1, -2, 1.2])", .arr([.integer(-2), .float(-2.2), .float(-2.1), .float(1.2)]), "<=>", [.arr([.float(-2.2), .float(-2.1), .integer(-2), .float(1.2)])], kw: nil, block: nil,
                  "1", after: "[-2, -2.2, -2.1, 1.2]")
        try check("[0].<=>([0])", .arr([.integer(0)]), "<=>", [.arr([.integer(0)])], kw: nil, block: nil,
                  "0", after: "[0]")
        try check("[\"x0\", 2.6].<=>([2.6, \"x0\"])", .arr([.str("x0"), .float(2.6)]), "<=>", [.arr([.float(2.6), .str("x0")])], kw: nil, block: nil,
                  "nil", after: "[\"x0\", 2.6]")
        try check("[\"x0\", 3].<=>([3, \"x0\"])", .arr([.str("x0"), .integer(3)]), "<=>", [.arr([.integer(3), .str("x0")])], kw: nil, block: nil,
                  "nil", after: "[\"x0\", 3]")
        try check("[2, 3, -3, \"x1\"].<=>([-3, 3, \"x1\", 2])", .arr([.integer(2), .integer(3), .integer(-3), .str("x1")]), "<=>", [.arr([.integer(-3), .integer(3), .str("x1"), .integer(2)])], kw: nil, block: nil,
                  "1", after: "[2, 3, -3, \"x1\"]")
        try check("[2, \"x0\"].<=>([2, \"x0\"])", .arr([.integer(2), .str("x0")]), "<=>", [.arr([.integer(2), .str("x0")])], kw: nil, block: nil,
                  "0", after: "[2, \"x0\"]")
        try check("[\"x1\", \"x1\"].<=>([\"x1\", \"x1\"])", .arr([.str("x1"), .str("x1")]), "<=>", [.arr([.str("x1"), .str("x1")])], kw: nil, block: nil,
                  "0", after: "[\"x1\", \"x1\"]")
        try check("[-2.6, 0, \"x2\"].<=>([\"x2\", 0, -2.6])", .arr([.float(-2.6), .integer(0), .str("x2")]), "<=>", [.arr([.str("x2"), .integer(0), .float(-2.6)])], kw: nil, block: nil,
                  "nil", after: "[-2.6, 0, \"x2\"]")
        try check("[1, -2.9, 1, \"x2\"].<=>([-2.9, 1, \"x2\", 1])", .arr([.integer(1), .float(-2.9), .integer(1), .str("x2")]), "<=>", [.arr([.float(-2.9), .integer(1), .str("x2"), .integer(1)])], kw: nil, block: nil,
                  "1", after: "[1, -2.9, 1, \"x2\"]")
        try check("[\"x0\", 2, \"x0\"].<=>([\"x0\", 2, \"x0\"])", .arr([.str("x0"), .integer(2), .str("x0")]), "<=>", [.arr([.str("x0"), .integer(2), .str("x0")])], kw: nil, block: nil,
                  "0", after: "[\"x0\", 2, \"x0\"]")
        try check("[3, -2, \"x1\"].<=>([3, \"x1\", -2])", .arr([.integer(3), .integer(-2), .str("x1")]), "<=>", [.arr([.integer(3), .str("x1"), .integer(-2)])], kw: nil, block: nil,
                  "nil", after: "[3, -2, \"x1\"]")
    }
}
