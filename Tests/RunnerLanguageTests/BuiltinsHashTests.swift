// Expected values recorded from ruby 3.1 with ActiveSupport 6.1 (`ruby -ractive_support/all`);
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class BuiltinsHashTests: BuiltinsTestCase {
    func testHashMethods() throws {
        try check("{a: 1, \"b\" => 2}.[](:a)", .hash(HashBox([(.symbol("a"), .integer(1)), (frozenString("b"), .integer(2))])), "[]", [.symbol("a")], kw: nil, block: nil,
                  "1", after: "{:a=>1, \"b\"=>2}")
        try check("{a: 1}.[](:z)", .hash(HashBox([(.symbol("a"), .integer(1))])), "[]", [.symbol("z")], kw: nil, block: nil,
                  "nil", after: "{:a=>1}")
        try check("{a: 1}.[](\"a\")", .hash(HashBox([(.symbol("a"), .integer(1))])), "[]", [.str("a")], kw: nil, block: nil,
                  "nil", after: "{:a=>1}")
        try check("{1 => :x}.[](1.0)", .hash(HashBox([(.integer(1), .symbol("x"))])), "[]", [.float(1.0)], kw: nil, block: nil,
                  "nil", after: "{1=>:x}")
        try check("{[1] => :x}.[]([1])", .hash(HashBox([(.arr([.integer(1)]), .symbol("x"))])), "[]", [.arr([.integer(1)])], kw: nil, block: nil,
                  ":x", after: "{[1]=>:x}")
        try check("{a: 1}.[]=(:b, 2)", .hash(HashBox([(.symbol("a"), .integer(1))])), "[]=", [.symbol("b"), .integer(2)], kw: nil, block: nil,
                  "2", after: "{:a=>1, :b=>2}")
        try check("{\"k\" => 1}.[]=(\"k\", 3)", .hash(HashBox([(frozenString("k"), .integer(1))])), "[]=", [.str("k"), .integer(3)], kw: nil, block: nil,
                  "3", after: "{\"k\"=>3}")
        try check("{a: 1}.fetch(:a)", .hash(HashBox([(.symbol("a"), .integer(1))])), "fetch", [.symbol("a")], kw: nil, block: nil,
                  "1", after: "{:a=>1}")
        try check("{a: 1}.fetch(:x)", .hash(HashBox([(.symbol("a"), .integer(1))])), "fetch", [.symbol("x")], kw: nil, block: nil,
                  "!KeyError: key not found: :x", after: "{:a=>1}")
        try check("{a: 1}.fetch(\"x\")", .hash(HashBox([(.symbol("a"), .integer(1))])), "fetch", [.str("x")], kw: nil, block: nil,
                  "!KeyError: key not found: \"x\"", after: "{:a=>1}")
        try check("{a: 1}.fetch(:x, 0)", .hash(HashBox([(.symbol("a"), .integer(1))])), "fetch", [.symbol("x"), .integer(0)], kw: nil, block: nil,
                  "0", after: "{:a=>1}")
        try check("{a: 1}.fetch(:x) { |k| k.to_s }", .hash(HashBox([(.symbol("a"), .integer(1))])), "fetch", [.symbol("x")], kw: nil, block: blk(1) { a in try self.op(a[0], "to_s") },
                  "\"x\"", after: "{:a=>1}")
        try check("{a: {b: [10, 20]}}.dig(:a, :b, 1)", .hash(HashBox([(.symbol("a"), .hash(HashBox([(.symbol("b"), .arr([.integer(10), .integer(20)]))])))])), "dig", [.symbol("a"), .symbol("b"), .integer(1)], kw: nil, block: nil,
                  "20", after: "{:a=>{:b=>[10, 20]}}")
        try check("{a: nil}.dig(:a, :b)", .hash(HashBox([(.symbol("a"), .nil)])), "dig", [.symbol("a"), .symbol("b")], kw: nil, block: nil,
                  "nil", after: "{:a=>nil}")
        try check("{a: 1}.key?(:a)", .hash(HashBox([(.symbol("a"), .integer(1))])), "key?", [.symbol("a")], kw: nil, block: nil,
                  "true", after: "{:a=>1}")
        try check("{a: 1}.has_key?(\"a\")", .hash(HashBox([(.symbol("a"), .integer(1))])), "has_key?", [.str("a")], kw: nil, block: nil,
                  "false", after: "{:a=>1}")
        try check("{a: 1}.include?(:a)", .hash(HashBox([(.symbol("a"), .integer(1))])), "include?", [.symbol("a")], kw: nil, block: nil,
                  "true", after: "{:a=>1}")
        try check("{a: 1}.member?(:b)", .hash(HashBox([(.symbol("a"), .integer(1))])), "member?", [.symbol("b")], kw: nil, block: nil,
                  "false", after: "{:a=>1}")
        try check("{a: 1}.value?(1.0)", .hash(HashBox([(.symbol("a"), .integer(1))])), "value?", [.float(1.0)], kw: nil, block: nil,
                  "true", after: "{:a=>1}")
        try check("{a: 1, b: 2}.keys", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "keys", [], kw: nil, block: nil,
                  "[:a, :b]", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.values", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "values", [], kw: nil, block: nil,
                  "[1, 2]", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.each { |k, v| v }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "each", [], kw: nil, block: blk(2) { a in a[1] },
                  "{:a=>1, :b=>2}", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.each_pair { |k, v| v }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "each_pair", [], kw: nil, block: blk(2) { a in a[1] },
                  "{:a=>1, :b=>2}", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.map { |k, v| \"#{k}=#{v}\" }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "map", [], kw: nil, block: blk(2) { a in .str(a[0].toS + "=" + a[1].toS) },
                  "[\"a=1\", \"b=2\"]", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.map { |pair| pair }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "map", [], kw: nil, block: blk(1) { a in a[0] },
                  "[[:a, 1], [:b, 2]]", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.flat_map { |k, v| [k] * v }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "flat_map", [], kw: nil, block: blk(2) { a in try self.op(.arr([a[0]]), "*", a[1]) },
                  "[:a, :b, :b]", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.select { |k, v| v > 1 }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "select", [], kw: nil, block: blk(2) { a in try self.op(a[1], ">", .integer(1)) },
                  "{:b=>2}", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.filter { |k, v| v > 1 }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "filter", [], kw: nil, block: blk(2) { a in try self.op(a[1], ">", .integer(1)) },
                  "{:b=>2}", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.reject { |k, v| v > 1 }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "reject", [], kw: nil, block: blk(2) { a in try self.op(a[1], ">", .integer(1)) },
                  "{:a=>1}", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.filter_map { |k, v| k if v > 1 }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "filter_map", [], kw: nil, block: blk(2) { a in try self.op(a[1], ">", .integer(1)).isTruthy ? a[0] : .nil },
                  "[:b]", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.find { |k, v| v == 2 }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "find", [], kw: nil, block: blk(2) { a in try self.op(a[1], "==", .integer(2)) },
                  "[:b, 2]", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.any? { |k, v| v > 1 }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "any?", [], kw: nil, block: blk(2) { a in try self.op(a[1], ">", .integer(1)) },
                  "true", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.all? { |k, v| v > 1 }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "all?", [], kw: nil, block: blk(2) { a in try self.op(a[1], ">", .integer(1)) },
                  "false", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.count { |k, v| v > 0 }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "count", [], kw: nil, block: blk(2) { a in try self.op(a[1], ">", .integer(0)) },
                  "2", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.count", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "count", [], kw: nil, block: nil,
                  "2", after: "{:a=>1, :b=>2}")
        try check("{}.any?", .hash(HashBox()), "any?", [], kw: nil, block: nil,
                  "false", after: "{}")
        try check("{a: 2, b: 1}.min_by { |k, v| v }", .hash(HashBox([(.symbol("a"), .integer(2)), (.symbol("b"), .integer(1))])), "min_by", [], kw: nil, block: blk(2) { a in a[1] },
                  "[:b, 1]", after: "{:a=>2, :b=>1}")
        try check("{a: 2, b: 1}.max_by { |k, v| v }", .hash(HashBox([(.symbol("a"), .integer(2)), (.symbol("b"), .integer(1))])), "max_by", [], kw: nil, block: blk(2) { a in a[1] },
                  "[:a, 2]", after: "{:a=>2, :b=>1}")
        try check("{a: 1, b: 2}.sort_by { |k, v| -v }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "sort_by", [], kw: nil, block: blk(2) { a in try self.op(a[1], "-@") },
                  "[[:b, 2], [:a, 1]]", after: "{:a=>1, :b=>2}")
        try check("{b: 1, a: 2}.sort", .hash(HashBox([(.symbol("b"), .integer(1)), (.symbol("a"), .integer(2))])), "sort", [], kw: nil, block: nil,
                  "[[:a, 2], [:b, 1]]", after: "{:b=>1, :a=>2}")
        try check("{a: 1, b: 2}.sum([])", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "sum", [.arr([])], kw: nil, block: nil,
                  "[:a, 1, :b, 2]", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.sum { |k, v| v }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "sum", [], kw: nil, block: blk(2) { a in a[1] },
                  "3", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.group_by { |k, v| v.odd? }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "group_by", [], kw: nil, block: blk(2) { a in try self.op(a[1], "odd?") },
                  "{true=>[[:a, 1]], false=>[[:b, 2]]}", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.partition { |k, v| v > 1 }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "partition", [], kw: nil, block: blk(2) { a in try self.op(a[1], ">", .integer(1)) },
                  "[[[:b, 2]], [[:a, 1]]]", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.each_with_index { |(k, v), i| i }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "each_with_index", [], kw: nil, block: blk(2) { a in a[1] },
                  "{:a=>1, :b=>2}", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.each_with_object([]) { |(k, v), acc| acc << k }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "each_with_object", [.arr([])], kw: nil, block: blk(2) { a in try self.op(a[1], "<<", try self.op(a[0], "first")) },
                  "[:a, :b]", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.inject(0) { |s, (k, v)| s + v }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "inject", [.integer(0)], kw: nil, block: blk(2) { a in try self.op(a[0], "+", try self.op(a[1], "last")) },
                  "3", after: "{:a=>1, :b=>2}")
        try check("{a: 1}.to_a", .hash(HashBox([(.symbol("a"), .integer(1))])), "to_a", [], kw: nil, block: nil,
                  "[[:a, 1]]", after: "{:a=>1}")
        try check("{a: 1}.to_h { |k, v| [v, k] }", .hash(HashBox([(.symbol("a"), .integer(1))])), "to_h", [], kw: nil, block: blk(2) { a in .arr([a[1], a[0]]) },
                  "{1=>:a}", after: "{:a=>1}")
        try check("{a: 1, b: 2}.merge({b: 3, c: 4})", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "merge", [.hash(HashBox([(.symbol("b"), .integer(3)), (.symbol("c"), .integer(4))]))], kw: nil, block: nil,
                  "{:a=>1, :b=>3, :c=>4}", after: "{:a=>1, :b=>2}")
        try check("{a: 1}.merge({a: 2}, {b: 3}) { |k, o, n| o + n }", .hash(HashBox([(.symbol("a"), .integer(1))])), "merge", [.hash(HashBox([(.symbol("a"), .integer(2))])), .hash(HashBox([(.symbol("b"), .integer(3))]))], kw: nil, block: blk(3) { a in try self.op(a[1], "+", a[2]) },
                  "{:a=>3, :b=>3}", after: "{:a=>1}")
        try check("{a: 1}.merge!({b: 2})", .hash(HashBox([(.symbol("a"), .integer(1))])), "merge!", [.hash(HashBox([(.symbol("b"), .integer(2))]))], kw: nil, block: nil,
                  "{:a=>1, :b=>2}", after: "{:a=>1, :b=>2}")
        try check("{a: 1}.update({a: 5})", .hash(HashBox([(.symbol("a"), .integer(1))])), "update", [.hash(HashBox([(.symbol("a"), .integer(5))]))], kw: nil, block: nil,
                  "{:a=>5}", after: "{:a=>5}")
        try check("{a: 1, b: 2}.delete(:a)", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "delete", [.symbol("a")], kw: nil, block: nil,
                  "1", after: "{:b=>2}")
        try check("{a: 1}.delete(:z)", .hash(HashBox([(.symbol("a"), .integer(1))])), "delete", [.symbol("z")], kw: nil, block: nil,
                  "nil", after: "{:a=>1}")
        try check("{a: 1, b: 2}.delete_if { |k, v| v > 1 }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "delete_if", [], kw: nil, block: blk(2) { a in try self.op(a[1], ">", .integer(1)) },
                  "{:a=>1}", after: "{:a=>1}")
        try check("{a: 1, b: 2}.keep_if { |k, v| v > 1 }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "keep_if", [], kw: nil, block: blk(2) { a in try self.op(a[1], ">", .integer(1)) },
                  "{:b=>2}", after: "{:b=>2}")
        try check("{a: 1}.select! { |k, v| v > 0 }", .hash(HashBox([(.symbol("a"), .integer(1))])), "select!", [], kw: nil, block: blk(2) { a in try self.op(a[1], ">", .integer(0)) },
                  "nil", after: "{:a=>1}")
        try check("{a: 1}.reject! { |k, v| v > 0 }", .hash(HashBox([(.symbol("a"), .integer(1))])), "reject!", [], kw: nil, block: blk(2) { a in try self.op(a[1], ">", .integer(0)) },
                  "{}", after: "{}")
        try check("{a: 1, b: 2}.transform_values { |v| v * 10 }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "transform_values", [], kw: nil, block: blk(1) { a in try self.op(a[0], "*", .integer(10)) },
                  "{:a=>10, :b=>20}", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.transform_keys { |k| k.to_s }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "transform_keys", [], kw: nil, block: blk(1) { a in try self.op(a[0], "to_s") },
                  "{\"a\"=>1, \"b\"=>2}", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.transform_keys({a: :x})", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "transform_keys", [.hash(HashBox([(.symbol("a"), .symbol("x"))]))], kw: nil, block: nil,
                  "{:x=>1, :b=>2}", after: "{:a=>1, :b=>2}")
        try check("{a: 1}.transform_values! { |v| v + 1 }", .hash(HashBox([(.symbol("a"), .integer(1))])), "transform_values!", [], kw: nil, block: blk(1) { a in try self.op(a[0], "+", .integer(1)) },
                  "{:a=>2}", after: "{:a=>2}")
        try check("{a: 1, b: 1}.invert", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(1))])), "invert", [], kw: nil, block: nil,
                  "{1=>:b}", after: "{:a=>1, :b=>1}")
        try check("{a: 1, b: 2}.key(2)", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "key", [.integer(2)], kw: nil, block: nil,
                  ":b", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.values_at(:a, :z)", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "values_at", [.symbol("a"), .symbol("z")], kw: nil, block: nil,
                  "[1, nil]", after: "{:a=>1, :b=>2}")
        try check("{a: 1}.fetch_values(:a, :z)", .hash(HashBox([(.symbol("a"), .integer(1))])), "fetch_values", [.symbol("a"), .symbol("z")], kw: nil, block: nil,
                  "!KeyError: key not found: :z", after: "{:a=>1}")
        try check("{a: 1, b: 2, c: 3}.slice(:a, :c, :z)", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2)), (.symbol("c"), .integer(3))])), "slice", [.symbol("a"), .symbol("c"), .symbol("z")], kw: nil, block: nil,
                  "{:a=>1, :c=>3}", after: "{:a=>1, :b=>2, :c=>3}")
        try check("{a: 1, b: 2}.except(:a)", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "except", [.symbol("a")], kw: nil, block: nil,
                  "{:b=>2}", after: "{:a=>1, :b=>2}")
        try check("{a: nil, b: 1}.compact", .hash(HashBox([(.symbol("a"), .nil), (.symbol("b"), .integer(1))])), "compact", [], kw: nil, block: nil,
                  "{:b=>1}", after: "{:a=>nil, :b=>1}")
        try check("{a: 1}.length", .hash(HashBox([(.symbol("a"), .integer(1))])), "length", [], kw: nil, block: nil,
                  "1", after: "{:a=>1}")
        try check("{}.empty?", .hash(HashBox()), "empty?", [], kw: nil, block: nil,
                  "true", after: "{}")
        try check("{a: 1, b: 2}.first", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "first", [], kw: nil, block: nil,
                  "[:a, 1]", after: "{:a=>1, :b=>2}")
        try check("{a: 1, b: 2}.first(1)", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "first", [.integer(1)], kw: nil, block: nil,
                  "[[:a, 1]]", after: "{:a=>1, :b=>2}")
        try check("{\"a\" => 1, 2 => 3}.symbolize_keys", .hash(HashBox([(frozenString("a"), .integer(1)), (.integer(2), .integer(3))])), "symbolize_keys", [], kw: nil, block: nil,
                  "{:a=>1, 2=>3}", after: "{\"a\"=>1, 2=>3}")
        try check("{a: 1, 2 => 3}.stringify_keys", .hash(HashBox([(.symbol("a"), .integer(1)), (.integer(2), .integer(3))])), "stringify_keys", [], kw: nil, block: nil,
                  "{\"a\"=>1, \"2\"=>3}", after: "{:a=>1, 2=>3}")
        try check("{\"a\" => {\"b\" => [{\"c\" => 1}]}}.deep_symbolize_keys", .hash(HashBox([(frozenString("a"), .hash(HashBox([(frozenString("b"), .arr([.hash(HashBox([(frozenString("c"), .integer(1))]))]))])))])), "deep_symbolize_keys", [], kw: nil, block: nil,
                  "{:a=>{:b=>[{:c=>1}]}}", after: "{\"a\"=>{\"b\"=>[{\"c\"=>1}]}}")
        try check("{a: {b: 1}}.deep_stringify_keys", .hash(HashBox([(.symbol("a"), .hash(HashBox([(.symbol("b"), .integer(1))])))])), "deep_stringify_keys", [], kw: nil, block: nil,
                  "{\"a\"=>{\"b\"=>1}}", after: "{:a=>{:b=>1}}")
        try check("{a: {x: 1, y: 2}, b: 1}.deep_merge({a: {y: 3}, c: 4})", .hash(HashBox([(.symbol("a"), .hash(HashBox([(.symbol("x"), .integer(1)), (.symbol("y"), .integer(2))]))), (.symbol("b"), .integer(1))])), "deep_merge", [.hash(HashBox([(.symbol("a"), .hash(HashBox([(.symbol("y"), .integer(3))]))), (.symbol("c"), .integer(4))]))], kw: nil, block: nil,
                  "{:a=>{:x=>1, :y=>3}, :b=>1, :c=>4}", after: "{:a=>{:x=>1, :y=>2}, :b=>1}")
        try check("{a: 1}.reverse_merge({a: 2, b: 3})", .hash(HashBox([(.symbol("a"), .integer(1))])), "reverse_merge", [.hash(HashBox([(.symbol("a"), .integer(2)), (.symbol("b"), .integer(3))]))], kw: nil, block: nil,
                  "{:a=>1, :b=>3}", after: "{:a=>1}")
        try check("{\"name\" => \"app\", :kind => \"web\", 1 => nil, nil => [1.5]}.inspect", .hash(HashBox([(frozenString("name"), .str("app")), (.symbol("kind"), .str("web")), (.integer(1), .nil), (.nil, .arr([.float(1.5)]))])), "inspect", [], kw: nil, block: nil,
                  "\"{\\\"name\\\"=>\\\"app\\\", :kind=>\\\"web\\\", 1=>nil, nil=>[1.5]}\"", after: "{\"name\"=>\"app\", :kind=>\"web\", 1=>nil, nil=>[1.5]}")
        try check("{a: 1}.to_s", .hash(HashBox([(.symbol("a"), .integer(1))])), "to_s", [], kw: nil, block: nil,
                  "\"{:a=>1}\"", after: "{:a=>1}")
        try check("{a: 1, b: 2}.==({b: 2, a: 1.0})", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "==", [.hash(HashBox([(.symbol("b"), .integer(2)), (.symbol("a"), .float(1.0))]))], kw: nil, block: nil,
                  "true", after: "{:a=>1, :b=>2}")
        try check("{a: 1}.==({a: 1, b: 2})", .hash(HashBox([(.symbol("a"), .integer(1))])), "==", [.hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))]))], kw: nil, block: nil,
                  "false", after: "{:a=>1}")
        try check("{a: 1}.freeze.[]=(:b, 1)", frozenHash([(.symbol("a"), .integer(1))]), "[]=", [.symbol("b"), .integer(1)], kw: nil, block: nil,
                  "!FrozenError: can't modify frozen Hash: {:a=>1}", after: "{:a=>1}")
        try check("{a: 1}.clear", .hash(HashBox([(.symbol("a"), .integer(1))])), "clear", [], kw: nil, block: nil,
                  "{}", after: "{}")
        try check("{a: 1}.shift", .hash(HashBox([(.symbol("a"), .integer(1))])), "shift", [], kw: nil, block: nil,
                  "[:a, 1]", after: "{}")
        try check("{}.blank?", .hash(HashBox()), "blank?", [], kw: nil, block: nil,
                  "true", after: "{}")
        try check("{a: 1}.presence", .hash(HashBox([(.symbol("a"), .integer(1))])), "presence", [], kw: nil, block: nil,
                  "{:a=>1}", after: "{:a=>1}")
        try check("{a: 1, b: 2}.to_a", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "to_a", [], kw: nil, block: nil,
                  "[[:a, 1], [:b, 2]]", after: "{:a=>1, :b=>2}")
        try check("{a: 1}.dup", .hash(HashBox([(.symbol("a"), .integer(1))])), "dup", [], kw: nil, block: nil,
                  "{:a=>1}", after: "{:a=>1}")
        try check("{a: 1}.store(:c, 3)", .hash(HashBox([(.symbol("a"), .integer(1))])), "store", [.symbol("c"), .integer(3)], kw: nil, block: nil,
                  "3", after: "{:a=>1, :c=>3}")
        try check("{a: 1, b: nil}.compact!", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .nil)])), "compact!", [], kw: nil, block: nil,
                  "{:a=>1}", after: "{:a=>1}")
        try check("{a: 1}.each_key { |k| k }", .hash(HashBox([(.symbol("a"), .integer(1))])), "each_key", [], kw: nil, block: blk(1) { a in a[0] },
                  "{:a=>1}", after: "{:a=>1}")
        try check("{a: 1, b: 2}.min_by(1) { |k, v| v }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "min_by", [.integer(1)], kw: nil, block: blk(2) { a in a[1] },
                  "[[:a, 1]]", after: "{:a=>1, :b=>2}")
        try check("{a: 1}.replace({b: 2})", .hash(HashBox([(.symbol("a"), .integer(1))])), "replace", [.hash(HashBox([(.symbol("b"), .integer(2))]))], kw: nil, block: nil,
                  "{:b=>2}", after: "{:b=>2}")
        try check("{a: 1, b: 2}.find_all { |k, v| v > 1 }", .hash(HashBox([(.symbol("a"), .integer(1)), (.symbol("b"), .integer(2))])), "find_all", [], kw: nil, block: blk(2) { a in try self.op(a[1], ">", .integer(1)) },
                  "[[:b, 2]]", after: "{:a=>1, :b=>2}")
        try check("{\"ann\" => 3, \"bob\" => 1, \"cy\" => 2}.each_slice(2).to_a", .hash(HashBox([(frozenString("ann"), .integer(3)), (frozenString("bob"), .integer(1)), (frozenString("cy"), .integer(2))])), "each_slice", [.integer(2)], kw: nil, block: nil, then: "to_a",
                  "[[[\"ann\", 3], [\"bob\", 1]], [[\"cy\", 2]]]", after: "{\"ann\"=>3, \"bob\"=>1, \"cy\"=>2}")
        try check("{\"ann\" => 3, \"bob\" => 1}.sort_by { |name, _| name }.to_h", .hash(HashBox([(frozenString("ann"), .integer(3)), (frozenString("bob"), .integer(1))])), "sort_by", [], kw: nil, block: blk(2) { a in a[0] }, then: "to_h",
                  "{\"ann\"=>3, \"bob\"=>1}", after: "{\"ann\"=>3, \"bob\"=>1}")
    }
}
