// Expected values recorded from ruby 3.1 with ActiveSupport 6.1 (`ruby -ractive_support/all`);
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class BuiltinsArrayTests: BuiltinsTestCase {
    func testArrayMethods() throws {
        try check("[1, 2, 3].each { |x| x }", .arr([.integer(1), .integer(2), .integer(3)]), "each", [], kw: nil, block: blk(1) { a in a[0] },
                  "[1, 2, 3]", after: "[1, 2, 3]")
        try check("[1, 2, 3].each_with_index { |x, i| x }", .arr([.integer(1), .integer(2), .integer(3)]), "each_with_index", [], kw: nil, block: blk(2) { a in a[0] },
                  "[1, 2, 3]", after: "[1, 2, 3]")
        try check("[1, 2, 3].each_with_object([]) { |x, acc| acc << x * 2 }", .arr([.integer(1), .integer(2), .integer(3)]), "each_with_object", [.arr([])], kw: nil, block: blk(2) { a in try self.op(a[1], "<<", try self.op(a[0], "*", .integer(2))) },
                  "[2, 4, 6]", after: "[1, 2, 3]")
        try check("[1, 2, 3].map { |x| x * 2 }", .arr([.integer(1), .integer(2), .integer(3)]), "map", [], kw: nil, block: blk(1) { a in try self.op(a[0], "*", .integer(2)) },
                  "[2, 4, 6]", after: "[1, 2, 3]")
        try check("[[1, 2], [3, 4]].map { |a, b| a + b }", .arr([.arr([.integer(1), .integer(2)]), .arr([.integer(3), .integer(4)])]), "map", [], kw: nil, block: blk(2) { a in try self.op(a[0], "+", a[1]) },
                  "[3, 7]", after: "[[1, 2], [3, 4]]")
        try check("[1, 2].flat_map { |x| [x, x] }", .arr([.integer(1), .integer(2)]), "flat_map", [], kw: nil, block: blk(1) { a in .arr([a[0], a[0]]) },
                  "[1, 1, 2, 2]", after: "[1, 2]")
        try check("[1, 2, 3, 4].select { |x| x.even? }", .arr([.integer(1), .integer(2), .integer(3), .integer(4)]), "select", [], kw: nil, block: blk(1) { a in try self.op(a[0], "even?") },
                  "[2, 4]", after: "[1, 2, 3, 4]")
        try check("[1, 2, 3, 4].reject { |x| x.even? }", .arr([.integer(1), .integer(2), .integer(3), .integer(4)]), "reject", [], kw: nil, block: blk(1) { a in try self.op(a[0], "even?") },
                  "[1, 3]", after: "[1, 2, 3, 4]")
        try check("[1, 2, 3, 4].find { |x| x > 2 }", .arr([.integer(1), .integer(2), .integer(3), .integer(4)]), "find", [], kw: nil, block: blk(1) { a in try self.op(a[0], ">", .integer(2)) },
                  "3", after: "[1, 2, 3, 4]")
        try check("[1, 2, 3, 4].find_index { |x| x > 2 }", .arr([.integer(1), .integer(2), .integer(3), .integer(4)]), "find_index", [], kw: nil, block: blk(1) { a in try self.op(a[0], ">", .integer(2)) },
                  "2", after: "[1, 2, 3, 4]")
        try check("[1, 2, 3, 4].filter_map { |x| x * 2 if x.odd? }", .arr([.integer(1), .integer(2), .integer(3), .integer(4)]), "filter_map", [], kw: nil, block: blk(1) { a in try self.op(a[0], "odd?").isTruthy ? try self.op(a[0], "*", .integer(2)) : .nil },
                  "[2, 6]", after: "[1, 2, 3, 4]")
        try check("[1, 2, 3].index(2)", .arr([.integer(1), .integer(2), .integer(3)]), "index", [.integer(2)], kw: nil, block: nil,
                  "1", after: "[1, 2, 3]")
        try check("[1, 2, 3].index(9)", .arr([.integer(1), .integer(2), .integer(3)]), "index", [.integer(9)], kw: nil, block: nil,
                  "nil", after: "[1, 2, 3]")
        try check("[1, nil].any?", .arr([.integer(1), .nil]), "any?", [], kw: nil, block: nil,
                  "true", after: "[1, nil]")
        try check("[nil, false].any?", .arr([.nil, .false]), "any?", [], kw: nil, block: nil,
                  "false", after: "[nil, false]")
        try check("[1, 2].all?", .arr([.integer(1), .integer(2)]), "all?", [], kw: nil, block: nil,
                  "true", after: "[1, 2]")
        try check("[].all?", .arr([]), "all?", [], kw: nil, block: nil,
                  "true", after: "[]")
        try check("[nil].none?", .arr([.nil]), "none?", [], kw: nil, block: nil,
                  "true", after: "[nil]")
        try check("[1, 2, 2].count(2)", .arr([.integer(1), .integer(2), .integer(2)]), "count", [.integer(2)], kw: nil, block: nil,
                  "2", after: "[1, 2, 2]")
        try check("[1, 2, 2].count", .arr([.integer(1), .integer(2), .integer(2)]), "count", [], kw: nil, block: nil,
                  "3", after: "[1, 2, 2]")
        try check("[1, 2].include?(2.0)", .arr([.integer(1), .integer(2)]), "include?", [.float(2.0)], kw: nil, block: nil,
                  "true", after: "[1, 2]")
        try check("[1, 2, 3].first", .arr([.integer(1), .integer(2), .integer(3)]), "first", [], kw: nil, block: nil,
                  "1", after: "[1, 2, 3]")
        try check("[1, 2, 3].first(2)", .arr([.integer(1), .integer(2), .integer(3)]), "first", [.integer(2)], kw: nil, block: nil,
                  "[1, 2]", after: "[1, 2, 3]")
        try check("[1, 2, 3].last(2)", .arr([.integer(1), .integer(2), .integer(3)]), "last", [.integer(2)], kw: nil, block: nil,
                  "[2, 3]", after: "[1, 2, 3]")
        try check("[].first", .arr([]), "first", [], kw: nil, block: nil,
                  "nil", after: "[]")
        try check("[1, 2, 3].first(-1)", .arr([.integer(1), .integer(2), .integer(3)]), "first", [.integer(-1)], kw: nil, block: nil,
                  "!ArgumentError: negative array size", after: "[1, 2, 3]")
        try check("[1].push(2, 3)", .arr([.integer(1)]), "push", [.integer(2), .integer(3)], kw: nil, block: nil,
                  "[1, 2, 3]", after: "[1, 2, 3]")
        try check("[1].append(2)", .arr([.integer(1)]), "append", [.integer(2)], kw: nil, block: nil,
                  "[1, 2]", after: "[1, 2]")
        try check("[1].<<([2])", .arr([.integer(1)]), "<<", [.arr([.integer(2)])], kw: nil, block: nil,
                  "[1, [2]]", after: "[1, [2]]")
        try check("[1, 2].pop", .arr([.integer(1), .integer(2)]), "pop", [], kw: nil, block: nil,
                  "2", after: "[1]")
        try check("[].pop", .arr([]), "pop", [], kw: nil, block: nil,
                  "nil", after: "[]")
        try check("[1, 2, 3].shift(2)", .arr([.integer(1), .integer(2), .integer(3)]), "shift", [.integer(2)], kw: nil, block: nil,
                  "[1, 2]", after: "[3]")
        try check("[1].unshift(0)", .arr([.integer(1)]), "unshift", [.integer(0)], kw: nil, block: nil,
                  "[0, 1]", after: "[0, 1]")
        try check("[1, 3].insert(1, 2)", .arr([.integer(1), .integer(3)]), "insert", [.integer(1), .integer(2)], kw: nil, block: nil,
                  "[1, 2, 3]", after: "[1, 2, 3]")
        try check("[1].insert(3, 9)", .arr([.integer(1)]), "insert", [.integer(3), .integer(9)], kw: nil, block: nil,
                  "[1, nil, nil, 9]", after: "[1, nil, nil, 9]")
        try check("[1].concat([2], [3])", .arr([.integer(1)]), "concat", [.arr([.integer(2)]), .arr([.integer(3)])], kw: nil, block: nil,
                  "[1, 2, 3]", after: "[1, 2, 3]")
        try check("[1, 2].+([3])", .arr([.integer(1), .integer(2)]), "+", [.arr([.integer(3)])], kw: nil, block: nil,
                  "[1, 2, 3]", after: "[1, 2]")
        try check("[1, 2].+(3)", .arr([.integer(1), .integer(2)]), "+", [.integer(3)], kw: nil, block: nil,
                  "!TypeError: no implicit conversion of Integer into Array", after: "[1, 2]")
        try check("[1, 2, 2, 3].-([2])", .arr([.integer(1), .integer(2), .integer(2), .integer(3)]), "-", [.arr([.integer(2)])], kw: nil, block: nil,
                  "[1, 3]", after: "[1, 2, 2, 3]")
        try check("[1, 2].*(2)", .arr([.integer(1), .integer(2)]), "*", [.integer(2)], kw: nil, block: nil,
                  "[1, 2, 1, 2]", after: "[1, 2]")
        try check("[1, 2].*(\", \")", .arr([.integer(1), .integer(2)]), "*", [.str(", ")], kw: nil, block: nil,
                  "\"1, 2\"", after: "[1, 2]")
        try check("[1, 1, 2].&([1, 3])", .arr([.integer(1), .integer(1), .integer(2)]), "&", [.arr([.integer(1), .integer(3)])], kw: nil, block: nil,
                  "[1]", after: "[1, 1, 2]")
        try check("[1, 2].|([2, 3])", .arr([.integer(1), .integer(2)]), "|", [.arr([.integer(2), .integer(3)])], kw: nil, block: nil,
                  "[1, 2, 3]", after: "[1, 2]")
        try check("[1, 2].<=>([1, 3])", .arr([.integer(1), .integer(2)]), "<=>", [.arr([.integer(1), .integer(3)])], kw: nil, block: nil,
                  "-1", after: "[1, 2]")
        try check("[1, 2].<=>([1])", .arr([.integer(1), .integer(2)]), "<=>", [.arr([.integer(1)])], kw: nil, block: nil,
                  "1", after: "[1, 2]")
        try check("[1, [2]].==([1.0, [2]])", .arr([.integer(1), .arr([.integer(2)])]), "==", [.arr([.float(1.0), .arr([.integer(2)])])], kw: nil, block: nil,
                  "true", after: "[1, [2]]")
        try check("[1, 2, 3, 4, 5].[](1..)", .arr([.integer(1), .integer(2), .integer(3), .integer(4), .integer(5)]), "[]", [.range(RangeValue(lower: .integer(1), upper: .nil, exclusive: false))], kw: nil, block: nil,
                  "[2, 3, 4, 5]", after: "[1, 2, 3, 4, 5]")
        try check("[1, 2, 3, 4, 5].[](-2..)", .arr([.integer(1), .integer(2), .integer(3), .integer(4), .integer(5)]), "[]", [.range(RangeValue(lower: .integer(-2), upper: .nil, exclusive: false))], kw: nil, block: nil,
                  "[4, 5]", after: "[1, 2, 3, 4, 5]")
        try check("[1, 2, 3, 4, 5].[](5)", .arr([.integer(1), .integer(2), .integer(3), .integer(4), .integer(5)]), "[]", [.integer(5)], kw: nil, block: nil,
                  "nil", after: "[1, 2, 3, 4, 5]")
        try check("[1, 2, 3, 4, 5].[](5, 1)", .arr([.integer(1), .integer(2), .integer(3), .integer(4), .integer(5)]), "[]", [.integer(5), .integer(1)], kw: nil, block: nil,
                  "[]", after: "[1, 2, 3, 4, 5]")
        try check("[1, 2, 3, 4, 5].[](6, 1)", .arr([.integer(1), .integer(2), .integer(3), .integer(4), .integer(5)]), "[]", [.integer(6), .integer(1)], kw: nil, block: nil,
                  "nil", after: "[1, 2, 3, 4, 5]")
        try check("[1, 2, 3, 4, 5].[](1, 2)", .arr([.integer(1), .integer(2), .integer(3), .integer(4), .integer(5)]), "[]", [.integer(1), .integer(2)], kw: nil, block: nil,
                  "[2, 3]", after: "[1, 2, 3, 4, 5]")
        try check("[1, 2, 3, 4, 5].[](-9)", .arr([.integer(1), .integer(2), .integer(3), .integer(4), .integer(5)]), "[]", [.integer(-9)], kw: nil, block: nil,
                  "nil", after: "[1, 2, 3, 4, 5]")
        try check("[1, 2, 3, 4, 5].[](2..1)", .arr([.integer(1), .integer(2), .integer(3), .integer(4), .integer(5)]), "[]", [.range(RangeValue(lower: .integer(2), upper: .integer(1), exclusive: false))], kw: nil, block: nil,
                  "[]", after: "[1, 2, 3, 4, 5]")
        try check("[1, 2, 3].[]=(5, 1)", .arr([.integer(1), .integer(2), .integer(3)]), "[]=", [.integer(5), .integer(1)], kw: nil, block: nil,
                  "1", after: "[1, 2, 3, nil, nil, 1]")
        try check("[1, 2, 3].[]=(1, 1, [7, 8])", .arr([.integer(1), .integer(2), .integer(3)]), "[]=", [.integer(1), .integer(1), .arr([.integer(7), .integer(8)])], kw: nil, block: nil,
                  "[7, 8]", after: "[1, 7, 8, 3]")
        try check("[1, 2, 3].[]=(0..1, 9)", .arr([.integer(1), .integer(2), .integer(3)]), "[]=", [.range(RangeValue(lower: .integer(0), upper: .integer(1), exclusive: false)), .integer(9)], kw: nil, block: nil,
                  "9", after: "[9, 3]")
        try check("[1, 2, 3].[]=(-1, 0)", .arr([.integer(1), .integer(2), .integer(3)]), "[]=", [.integer(-1), .integer(0)], kw: nil, block: nil,
                  "0", after: "[1, 2, 0]")
        try check("[1].[]=(-3, 0)", .arr([.integer(1)]), "[]=", [.integer(-3), .integer(0)], kw: nil, block: nil,
                  "!IndexError: index -3 too small for array; minimum: -1", after: "[1]")
        try check("[[1, [2, 3]]].dig(0, 1, 0)", .arr([.arr([.integer(1), .arr([.integer(2), .integer(3)])])]), "dig", [.integer(0), .integer(1), .integer(0)], kw: nil, block: nil,
                  "2", after: "[[1, [2, 3]]]")
        try check("[1, 2].fetch(1)", .arr([.integer(1), .integer(2)]), "fetch", [.integer(1)], kw: nil, block: nil,
                  "2", after: "[1, 2]")
        try check("[1, 2].fetch(5)", .arr([.integer(1), .integer(2)]), "fetch", [.integer(5)], kw: nil, block: nil,
                  "!IndexError: index 5 outside of array bounds: -2...2", after: "[1, 2]")
        try check("[1, 2].fetch(5, :d)", .arr([.integer(1), .integer(2)]), "fetch", [.integer(5), .symbol("d")], kw: nil, block: nil,
                  ":d", after: "[1, 2]")
        try check("[1, 2].fetch(-1)", .arr([.integer(1), .integer(2)]), "fetch", [.integer(-1)], kw: nil, block: nil,
                  "2", after: "[1, 2]")
        try check("[1, [2, [3, [4]]]].flatten", .arr([.integer(1), .arr([.integer(2), .arr([.integer(3), .arr([.integer(4)])])])]), "flatten", [], kw: nil, block: nil,
                  "[1, 2, 3, 4]", after: "[1, [2, [3, [4]]]]")
        try check("[1, [2, [3, [4]]]].flatten(1)", .arr([.integer(1), .arr([.integer(2), .arr([.integer(3), .arr([.integer(4)])])])]), "flatten", [.integer(1)], kw: nil, block: nil,
                  "[1, 2, [3, [4]]]", after: "[1, [2, [3, [4]]]]")
        try check("[nil, 1, [nil]].compact", .arr([.nil, .integer(1), .arr([.nil])]), "compact", [], kw: nil, block: nil,
                  "[1, [nil]]", after: "[nil, 1, [nil]]")
        try check("[1, 2, 1, 3].uniq", .arr([.integer(1), .integer(2), .integer(1), .integer(3)]), "uniq", [], kw: nil, block: nil,
                  "[1, 2, 3]", after: "[1, 2, 1, 3]")
        try check("[\"a\", \"B\", \"A\"].uniq { |s| s.downcase }", .arr([.str("a"), .str("B"), .str("A")]), "uniq", [], kw: nil, block: blk(1) { a in try self.op(a[0], "downcase") },
                  "[\"a\", \"B\"]", after: "[\"a\", \"B\", \"A\"]")
        try check("[3, 1, 2].sort", .arr([.integer(3), .integer(1), .integer(2)]), "sort", [], kw: nil, block: nil,
                  "[1, 2, 3]", after: "[3, 1, 2]")
        try check("[\"b\", \"a\", \"C\"].sort", .arr([.str("b"), .str("a"), .str("C")]), "sort", [], kw: nil, block: nil,
                  "[\"C\", \"a\", \"b\"]", after: "[\"b\", \"a\", \"C\"]")
        try check("[1, \"a\"].sort", .arr([.integer(1), .str("a")]), "sort", [], kw: nil, block: nil,
                  "!ArgumentError: comparison of Integer with String failed", after: "[1, \"a\"]")
        try check("[3, 1, 2].sort { |a, b| b <=> a }", .arr([.integer(3), .integer(1), .integer(2)]), "sort", [], kw: nil, block: blk(2) { a in try self.op(a[1], "<=>", a[0]) },
                  "[3, 2, 1]", after: "[3, 1, 2]")
        try check("[\"bb\", \"a\", \"ccc\"].sort_by { |s| s.size }", .arr([.str("bb"), .str("a"), .str("ccc")]), "sort_by", [], kw: nil, block: blk(1) { a in try self.op(a[0], "size") },
                  "[\"a\", \"bb\", \"ccc\"]", after: "[\"bb\", \"a\", \"ccc\"]")
        try check("[3, 1, 2].min", .arr([.integer(3), .integer(1), .integer(2)]), "min", [], kw: nil, block: nil,
                  "1", after: "[3, 1, 2]")
        try check("[3, 1, 2].max", .arr([.integer(3), .integer(1), .integer(2)]), "max", [], kw: nil, block: nil,
                  "3", after: "[3, 1, 2]")
        try check("[3, 1, 2].max(2)", .arr([.integer(3), .integer(1), .integer(2)]), "max", [.integer(2)], kw: nil, block: nil,
                  "[3, 2]", after: "[3, 1, 2]")
        try check("[].min", .arr([]), "min", [], kw: nil, block: nil,
                  "nil", after: "[]")
        try check("[\"bb\", \"a\", \"ccc\"].min_by { |s| s.size }", .arr([.str("bb"), .str("a"), .str("ccc")]), "min_by", [], kw: nil, block: blk(1) { a in try self.op(a[0], "size") },
                  "\"a\"", after: "[\"bb\", \"a\", \"ccc\"]")
        try check("[\"bb\", \"a\", \"ccc\"].max_by { |s| s.size }", .arr([.str("bb"), .str("a"), .str("ccc")]), "max_by", [], kw: nil, block: blk(1) { a in try self.op(a[0], "size") },
                  "\"ccc\"", after: "[\"bb\", \"a\", \"ccc\"]")
        try check("[1, 2, 3].sum", .arr([.integer(1), .integer(2), .integer(3)]), "sum", [], kw: nil, block: nil,
                  "6", after: "[1, 2, 3]")
        try check("[0.1, 0.2, 0.3].sum", .arr([.float(0.1), .float(0.2), .float(0.3)]), "sum", [], kw: nil, block: nil,
                  "0.6", after: "[0.1, 0.2, 0.3]")
        try check("[1, 2.5].sum", .arr([.integer(1), .float(2.5)]), "sum", [], kw: nil, block: nil,
                  "3.5", after: "[1, 2.5]")
        try check("[\"a\", \"b\"].sum(\"\")", .arr([.str("a"), .str("b")]), "sum", [.str("")], kw: nil, block: nil,
                  "\"ab\"", after: "[\"a\", \"b\"]")
        try check("[[1], [2]].sum([])", .arr([.arr([.integer(1)]), .arr([.integer(2)])]), "sum", [.arr([])], kw: nil, block: nil,
                  "[1, 2]", after: "[[1], [2]]")
        try check("[\"a\"].sum", .arr([.str("a")]), "sum", [], kw: nil, block: nil,
                  "\"a\"", after: "[\"a\"]")
        try check("[1, 2, 3].sum { |x| x * 10 }", .arr([.integer(1), .integer(2), .integer(3)]), "sum", [], kw: nil, block: blk(1) { a in try self.op(a[0], "*", .integer(10)) },
                  "60", after: "[1, 2, 3]")
        try check("[1, 2, 3].reverse", .arr([.integer(1), .integer(2), .integer(3)]), "reverse", [], kw: nil, block: nil,
                  "[3, 2, 1]", after: "[1, 2, 3]")
        try check("[1, 2, 3].rotate", .arr([.integer(1), .integer(2), .integer(3)]), "rotate", [], kw: nil, block: nil,
                  "[2, 3, 1]", after: "[1, 2, 3]")
        try check("[1, 2, 3].rotate(-1)", .arr([.integer(1), .integer(2), .integer(3)]), "rotate", [.integer(-1)], kw: nil, block: nil,
                  "[3, 1, 2]", after: "[1, 2, 3]")
        try check("[1, [2, [3]], nil, :a].join(\", \")", .arr([.integer(1), .arr([.integer(2), .arr([.integer(3)])]), .nil, .symbol("a")]), "join", [.str(", ")], kw: nil, block: nil,
                  "\"1, 2, 3, , a\"", after: "[1, [2, [3]], nil, :a]")
        try check("[1, 2].join", .arr([.integer(1), .integer(2)]), "join", [], kw: nil, block: nil,
                  "\"12\"", after: "[1, 2]")
        try check("[1, 2].zip([3, 4], [5])", .arr([.integer(1), .integer(2)]), "zip", [.arr([.integer(3), .integer(4)]), .arr([.integer(5)])], kw: nil, block: nil,
                  "[[1, 3, 5], [2, 4, nil]]", after: "[1, 2]")
        try check("[1, 2, 3].take(2)", .arr([.integer(1), .integer(2), .integer(3)]), "take", [.integer(2)], kw: nil, block: nil,
                  "[1, 2]", after: "[1, 2, 3]")
        try check("[1, 2, 3].drop(2)", .arr([.integer(1), .integer(2), .integer(3)]), "drop", [.integer(2)], kw: nil, block: nil,
                  "[3]", after: "[1, 2, 3]")
        try check("[1, 2, 3, 1].take_while { |x| x < 3 }", .arr([.integer(1), .integer(2), .integer(3), .integer(1)]), "take_while", [], kw: nil, block: blk(1) { a in try self.op(a[0], "<", .integer(3)) },
                  "[1, 2]", after: "[1, 2, 3, 1]")
        try check("[1, 2, 3, 1].drop_while { |x| x < 3 }", .arr([.integer(1), .integer(2), .integer(3), .integer(1)]), "drop_while", [], kw: nil, block: blk(1) { a in try self.op(a[0], "<", .integer(3)) },
                  "[3, 1]", after: "[1, 2, 3, 1]")
        try check("[1, 2, 3, 4].group_by { |x| x.odd? }", .arr([.integer(1), .integer(2), .integer(3), .integer(4)]), "group_by", [], kw: nil, block: blk(1) { a in try self.op(a[0], "odd?") },
                  "{true=>[1, 3], false=>[2, 4]}", after: "[1, 2, 3, 4]")
        try check("[1, 2, 3, 4].partition { |x| x.odd? }", .arr([.integer(1), .integer(2), .integer(3), .integer(4)]), "partition", [], kw: nil, block: blk(1) { a in try self.op(a[0], "odd?") },
                  "[[1, 3], [2, 4]]", after: "[1, 2, 3, 4]")
        try check("[1, 2, 4, 9, 10, 11, 15].chunk_while { |a, b| b == a + 1 }.to_a", .arr([.integer(1), .integer(2), .integer(4), .integer(9), .integer(10), .integer(11), .integer(15)]), "chunk_while", [], kw: nil, block: blk(2) { a in try self.op(a[1], "==", try self.op(a[0], "+", .integer(1))) }, then: "to_a",
                  "[[1, 2], [4], [9, 10, 11], [15]]", after: "[1, 2, 4, 9, 10, 11, 15]")
        try check("[1, 2, 4, 9, 10].slice_when { |a, b| b != a + 1 }.to_a", .arr([.integer(1), .integer(2), .integer(4), .integer(9), .integer(10)]), "slice_when", [], kw: nil, block: blk(2) { a in try self.op(a[1], "!=", try self.op(a[0], "+", .integer(1))) }, then: "to_a",
                  "[[1, 2], [4], [9, 10]]", after: "[1, 2, 4, 9, 10]")
        try check("[1, 2, 3, 4, 5].each_slice(2) { |s| s }", .arr([.integer(1), .integer(2), .integer(3), .integer(4), .integer(5)]), "each_slice", [.integer(2)], kw: nil, block: blk(1) { a in a[0] },
                  "[1, 2, 3, 4, 5]", after: "[1, 2, 3, 4, 5]")
        try check("[1, 2, 3].each_cons(2) { |s| s }", .arr([.integer(1), .integer(2), .integer(3)]), "each_cons", [.integer(2)], kw: nil, block: blk(1) { a in a[0] },
                  "[1, 2, 3]", after: "[1, 2, 3]")
        try check("[1, 2, 3, 4].inject { |s, x| s + x }", .arr([.integer(1), .integer(2), .integer(3), .integer(4)]), "inject", [], kw: nil, block: blk(2) { a in try self.op(a[0], "+", a[1]) },
                  "10", after: "[1, 2, 3, 4]")
        try check("[1, 2, 3, 4].inject(:*)", .arr([.integer(1), .integer(2), .integer(3), .integer(4)]), "inject", [.symbol("*")], kw: nil, block: nil,
                  "24", after: "[1, 2, 3, 4]")
        try check("[1, 2, 3].reduce(10, :+)", .arr([.integer(1), .integer(2), .integer(3)]), "reduce", [.integer(10), .symbol("+")], kw: nil, block: nil,
                  "16", after: "[1, 2, 3]")
        try check("[].inject(:+)", .arr([]), "inject", [.symbol("+")], kw: nil, block: nil,
                  "nil", after: "[]")
        try check("[1, 2, 3].inject(10) { |s, x| s - x }", .arr([.integer(1), .integer(2), .integer(3)]), "inject", [.integer(10)], kw: nil, block: blk(2) { a in try self.op(a[0], "-", a[1]) },
                  "4", after: "[1, 2, 3]")
        try check("[\"a\", \"b\", \"a\"].tally", .arr([.str("a"), .str("b"), .str("a")]), "tally", [], kw: nil, block: nil,
                  "{\"a\"=>2, \"b\"=>1}", after: "[\"a\", \"b\", \"a\"]")
        try check("[[:a, 1], [:b, 2]].to_h", .arr([.arr([.symbol("a"), .integer(1)]), .arr([.symbol("b"), .integer(2)])]), "to_h", [], kw: nil, block: nil,
                  "{:a=>1, :b=>2}", after: "[[:a, 1], [:b, 2]]")
        try check("[1, 2].to_h { |x| [x, x * 2] }", .arr([.integer(1), .integer(2)]), "to_h", [], kw: nil, block: blk(1) { a in .arr([a[0], try self.op(a[0], "*", .integer(2))]) },
                  "{1=>2, 2=>4}", after: "[1, 2]")
        try check("[1, 2].to_h", .arr([.integer(1), .integer(2)]), "to_h", [], kw: nil, block: nil,
                  "!TypeError: wrong element type Integer at 0 (expected array)", after: "[1, 2]")
        try check("[1, 2, 2].delete(2)", .arr([.integer(1), .integer(2), .integer(2)]), "delete", [.integer(2)], kw: nil, block: nil,
                  "2", after: "[1]")
        try check("[1].delete(5)", .arr([.integer(1)]), "delete", [.integer(5)], kw: nil, block: nil,
                  "nil", after: "[1]")
        try check("[1, 2, 3].delete_at(1)", .arr([.integer(1), .integer(2), .integer(3)]), "delete_at", [.integer(1)], kw: nil, block: nil,
                  "2", after: "[1, 3]")
        try check("[1, 2, 3].delete_at(9)", .arr([.integer(1), .integer(2), .integer(3)]), "delete_at", [.integer(9)], kw: nil, block: nil,
                  "nil", after: "[1, 2, 3]")
        try check("[1, 2, 3, 4].delete_if { |x| x.even? }", .arr([.integer(1), .integer(2), .integer(3), .integer(4)]), "delete_if", [], kw: nil, block: blk(1) { a in try self.op(a[0], "even?") },
                  "[1, 3]", after: "[1, 3]")
        try check("[1, 3].reject! { |x| x.even? }", .arr([.integer(1), .integer(3)]), "reject!", [], kw: nil, block: blk(1) { a in try self.op(a[0], "even?") },
                  "nil", after: "[1, 3]")
        try check("[1, 2, 3, 4].select! { |x| x.even? }", .arr([.integer(1), .integer(2), .integer(3), .integer(4)]), "select!", [], kw: nil, block: blk(1) { a in try self.op(a[0], "even?") },
                  "[2, 4]", after: "[2, 4]")
        try check("[1, 2, 3, 4].keep_if { |x| x.even? }", .arr([.integer(1), .integer(2), .integer(3), .integer(4)]), "keep_if", [], kw: nil, block: blk(1) { a in try self.op(a[0], "even?") },
                  "[2, 4]", after: "[2, 4]")
        try check("[1, 2].map! { |x| x + 1 }", .arr([.integer(1), .integer(2)]), "map!", [], kw: nil, block: blk(1) { a in try self.op(a[0], "+", .integer(1)) },
                  "[2, 3]", after: "[2, 3]")
        try check("[1, nil].compact!", .arr([.integer(1), .nil]), "compact!", [], kw: nil, block: nil,
                  "[1]", after: "[1]")
        try check("[1].compact!", .arr([.integer(1)]), "compact!", [], kw: nil, block: nil,
                  "nil", after: "[1]")
        try check("[1, 1].uniq!", .arr([.integer(1), .integer(1)]), "uniq!", [], kw: nil, block: nil,
                  "[1]", after: "[1]")
        try check("[1, 2].uniq!", .arr([.integer(1), .integer(2)]), "uniq!", [], kw: nil, block: nil,
                  "nil", after: "[1, 2]")
        try check("[1, [2]].flatten!", .arr([.integer(1), .arr([.integer(2)])]), "flatten!", [], kw: nil, block: nil,
                  "[1, 2]", after: "[1, 2]")
        try check("[1].flatten!", .arr([.integer(1)]), "flatten!", [], kw: nil, block: nil,
                  "nil", after: "[1]")
        try check("[2, 1].sort!", .arr([.integer(2), .integer(1)]), "sort!", [], kw: nil, block: nil,
                  "[1, 2]", after: "[1, 2]")
        try check("[1, 2].reverse!", .arr([.integer(1), .integer(2)]), "reverse!", [], kw: nil, block: nil,
                  "[2, 1]", after: "[2, 1]")
        try check("[1, 2].clear", .arr([.integer(1), .integer(2)]), "clear", [], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[1, 2].replace([3])", .arr([.integer(1), .integer(2)]), "replace", [.arr([.integer(3)])], kw: nil, block: nil,
                  "[3]", after: "[3]")
        try check("[].empty?", .arr([]), "empty?", [], kw: nil, block: nil,
                  "true", after: "[]")
        try check("[1, 2].length", .arr([.integer(1), .integer(2)]), "length", [], kw: nil, block: nil,
                  "2", after: "[1, 2]")
        try check("[1, [2, \"a\"], {b: nil}].inspect", .arr([.integer(1), .arr([.integer(2), .str("a")]), .hash(HashBox([(.symbol("b"), .nil)]))]), "inspect", [], kw: nil, block: nil,
                  "\"[1, [2, \\\"a\\\"], {:b=>nil}]\"", after: "[1, [2, \"a\"], {:b=>nil}]")
        try check("[1, [2, \"a\"]].to_s", .arr([.integer(1), .arr([.integer(2), .str("a")])]), "to_s", [], kw: nil, block: nil,
                  "\"[1, [2, \\\"a\\\"]]\"", after: "[1, [2, \"a\"]]")
        try check("[[1, 2], [3, 4]].transpose", .arr([.arr([.integer(1), .integer(2)]), .arr([.integer(3), .integer(4)])]), "transpose", [], kw: nil, block: nil,
                  "[[1, 3], [2, 4]]", after: "[[1, 2], [3, 4]]")
        try check("[[1, 2], [3]].transpose", .arr([.arr([.integer(1), .integer(2)]), .arr([.integer(3)])]), "transpose", [], kw: nil, block: nil,
                  "!IndexError: element size differs (1 should be 2)", after: "[[1, 2], [3]]")
        try check("[[1, :a], [2, :b]].assoc(2)", .arr([.arr([.integer(1), .symbol("a")]), .arr([.integer(2), .symbol("b")])]), "assoc", [.integer(2)], kw: nil, block: nil,
                  "[2, :b]", after: "[[1, :a], [2, :b]]")
        try check("[1, 2].product([3, 4])", .arr([.integer(1), .integer(2)]), "product", [.arr([.integer(3), .integer(4)])], kw: nil, block: nil,
                  "[[1, 3], [1, 4], [2, 3], [2, 4]]", after: "[1, 2]")
        try check("[1, 2, 3].combination(2).to_a", .arr([.integer(1), .integer(2), .integer(3)]), "combination", [.integer(2)], kw: nil, block: nil, then: "to_a",
                  "[[1, 2], [1, 3], [2, 3]]", after: "[1, 2, 3]")
        try check("[1, 2, 3].each_with_index.to_a", .arr([.integer(1), .integer(2), .integer(3)]), "each_with_index", [], kw: nil, block: nil, then: "to_a",
                  "[[1, 0], [2, 1], [3, 2]]", after: "[1, 2, 3]")
        try check("[1, 2, 3].second", .arr([.integer(1), .integer(2), .integer(3)]), "second", [], kw: nil, block: nil,
                  "2", after: "[1, 2, 3]")
        try check("[1, 2, 3].third", .arr([.integer(1), .integer(2), .integer(3)]), "third", [], kw: nil, block: nil,
                  "3", after: "[1, 2, 3]")
        try check("[1, 2, 3].excluding(2)", .arr([.integer(1), .integer(2), .integer(3)]), "excluding", [.integer(2)], kw: nil, block: nil,
                  "[1, 3]", after: "[1, 2, 3]")
        try check("[1, 2, 3].without(1, 2)", .arr([.integer(1), .integer(2), .integer(3)]), "without", [.integer(1), .integer(2)], kw: nil, block: nil,
                  "[3]", after: "[1, 2, 3]")
        try check("[1].including(2, 3)", .arr([.integer(1)]), "including", [.integer(2), .integer(3)], kw: nil, block: nil,
                  "[1, 2, 3]", after: "[1]")
        try check("[1, 2].many?", .arr([.integer(1), .integer(2)]), "many?", [], kw: nil, block: nil,
                  "true", after: "[1, 2]")
        try check("[].blank?", .arr([]), "blank?", [], kw: nil, block: nil,
                  "true", after: "[]")
        try check("[nil].present?", .arr([.nil]), "present?", [], kw: nil, block: nil,
                  "true", after: "[nil]")
        try check("[].presence", .arr([]), "presence", [], kw: nil, block: nil,
                  "nil", after: "[]")
        try check("[1, 2].in?([[1, 2]])", .arr([.integer(1), .integer(2)]), "in?", [.arr([.arr([.integer(1), .integer(2)])])], kw: nil, block: nil,
                  "true", after: "[1, 2]")
        try check("[\"a\", \"b\", \"c\"].to_sentence", .arr([.str("a"), .str("b"), .str("c")]), "to_sentence", [], kw: nil, block: nil,
                  "\"a, b, and c\"", after: "[\"a\", \"b\", \"c\"]")
        try check("[\"a\", \"b\"].to_sentence", .arr([.str("a"), .str("b")]), "to_sentence", [], kw: nil, block: nil,
                  "\"a and b\"", after: "[\"a\", \"b\"]")
        try check("[\"a\"].to_sentence", .arr([.str("a")]), "to_sentence", [], kw: nil, block: nil,
                  "\"a\"", after: "[\"a\"]")
        try check("[1, 2, 3, 4, 5].in_groups_of(2)", .arr([.integer(1), .integer(2), .integer(3), .integer(4), .integer(5)]), "in_groups_of", [.integer(2)], kw: nil, block: nil,
                  "[[1, 2], [3, 4], [5, nil]]", after: "[1, 2, 3, 4, 5]")
        try check("[1, 2].freeze.<<(3)", frozenArray([.integer(1), .integer(2)]), "<<", [.integer(3)], kw: nil, block: nil,
                  "!FrozenError: can't modify frozen Array: [1, 2]", after: "[1, 2]")
        try check("[1, 2].freeze.frozen?", frozenArray([.integer(1), .integer(2)]), "frozen?", [], kw: nil, block: nil,
                  "true", after: "[1, 2]")
        try check("[1, 2].dup", .arr([.integer(1), .integer(2)]), "dup", [], kw: nil, block: nil,
                  "[1, 2]", after: "[1, 2]")
        try check("[1, 2, 3].values_at(0, 2, 5)", .arr([.integer(1), .integer(2), .integer(3)]), "values_at", [.integer(0), .integer(2), .integer(5)], kw: nil, block: nil,
                  "[1, 3, nil]", after: "[1, 2, 3]")
        try check("[1, 2, 3].minmax", .arr([.integer(1), .integer(2), .integer(3)]), "minmax", [], kw: nil, block: nil,
                  "[1, 3]", after: "[1, 2, 3]")
        try check("[1, 2, 3, 4].each_slice(3).to_a", .arr([.integer(1), .integer(2), .integer(3), .integer(4)]), "each_slice", [.integer(3)], kw: nil, block: nil, then: "to_a",
                  "[[1, 2, 3], [4]]", after: "[1, 2, 3, 4]")
        try check("[1, 2, 3, 4].one? { |x| x > 3 }", .arr([.integer(1), .integer(2), .integer(3), .integer(4)]), "one?", [], kw: nil, block: blk(1) { a in try self.op(a[0], ">", .integer(3)) },
                  "true", after: "[1, 2, 3, 4]")
        try check("[1, 2, 3].count { |x| x.odd? }", .arr([.integer(1), .integer(2), .integer(3)]), "count", [], kw: nil, block: blk(1) { a in try self.op(a[0], "odd?") },
                  "2", after: "[1, 2, 3]")
        try check("[1, 2, 3].intersect?([3, 4])", .arr([.integer(1), .integer(2), .integer(3)]), "intersect?", [.arr([.integer(3), .integer(4)])], kw: nil, block: nil,
                  "true", after: "[1, 2, 3]")
        try check("[\"a\", \"b\"].each_with_index { |x, i| i }", .arr([.str("a"), .str("b")]), "each_with_index", [], kw: nil, block: blk(2) { a in a[1] },
                  "[\"a\", \"b\"]", after: "[\"a\", \"b\"]")
        try check("[1, 2, 3].pop(2)", .arr([.integer(1), .integer(2), .integer(3)]), "pop", [.integer(2)], kw: nil, block: nil,
                  "[2, 3]", after: "[1]")
        try check("[1, 2, 3].slice!(0, 2)", .arr([.integer(1), .integer(2), .integer(3)]), "slice!", [.integer(0), .integer(2)], kw: nil, block: nil,
                  "[1, 2]", after: "[3]")
        try check("[[1, 2]].each { |a, b| b }", .arr([.arr([.integer(1), .integer(2)])]), "each", [], kw: nil, block: blk(2) { a in a[1] },
                  "[[1, 2]]", after: "[[1, 2]]")
    }
}
