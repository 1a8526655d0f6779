// Expected values recorded from ruby 3.1 + ActiveSupport 6.1 on values drawn with a fixed seed (srand 31337);
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class BuiltinsMutationFuzzTests: BuiltinsTestCase {
    func testRandomMutationsAndLookups() throws {
        try check("[[1, nil], 4, 2, -4, -4, :k].push(-3)", .arr([.arr([.integer(1), .nil]), .integer(4), .integer(2), .integer(-4), .integer(-4), .symbol("k")]), "push", [.integer(-3)], kw: nil, block: nil,
                  "[[1, nil], 4, 2, -4, -4, :k, -3]", after: "[[1, nil], 4, 2, -4, -4, :k, -3]")
        try check("[5].push(nil)", .arr([.integer(5)]), "push", [.nil], kw: nil, block: nil,
                  "[5, nil]", after: "[5, nil]")
        try check("[\"s2\", nil, 4, -6, 4, 0].push(2)", .arr([.str("s2"), .nil, .integer(4), .integer(-6), .integer(4), .integer(0)]), "push", [.integer(2)], kw: nil, block: nil,
                  "[\"s2\", nil, 4, -6, 4, 0, 2]", after: "[\"s2\", nil, 4, -6, 4, 0, 2]")
        try check("[-4, 2].push([-5, nil])", .arr([.integer(-4), .integer(2)]), "push", [.arr([.integer(-5), .nil])], kw: nil, block: nil,
                  "[-4, 2, [-5, nil]]", after: "[-4, 2, [-5, nil]]")
        try check("[-1, 5, :k, \"s0\"].push(-2)", .arr([.integer(-1), .integer(5), .symbol("k"), .str("s0")]), "push", [.integer(-2)], kw: nil, block: nil,
                  "[-1, 5, :k, \"s0\", -2]", after: "[-1, 5, :k, \"s0\", -2]")
        try check("[2, :k].pop", .arr([.integer(2), .symbol("k")]), "pop", [], kw: nil, block: nil,
                  ":k", after: "[2]")
        try check("[nil, 5].pop", .arr([.nil, .integer(5)]), "pop", [], kw: nil, block: nil,
                  "5", after: "[nil]")
        try check("[nil, 2, [-6, nil]].pop", .arr([.nil, .integer(2), .arr([.integer(-6), .nil])]), "pop", [], kw: nil, block: nil,
                  "[-6, nil]", after: "[nil, 2]")
        try check("[nil, :k].pop", .arr([.nil, .symbol("k")]), "pop", [], kw: nil, block: nil,
                  ":k", after: "[nil]")
        try check("[6, \"s2\", -1].pop", .arr([.integer(6), .str("s2"), .integer(-1)]), "pop", [], kw: nil, block: nil,
                  "-1", after: "[6, \"s2\"]")
        try check("[-5, -6, 3, [3, nil], -5, \"s2\"].shift", .arr([.integer(-5), .integer(-6), .integer(3), .arr([.integer(3), .nil]), .integer(-5), .str("s2")]), "shift", [], kw: nil, block: nil,
                  "-5", after: "[-6, 3, [3, nil], -5, \"s2\"]")
        try check("[[1, nil], \"s0\", :k, :k].shift", .arr([.arr([.integer(1), .nil]), .str("s0"), .symbol("k"), .symbol("k")]), "shift", [], kw: nil, block: nil,
                  "[1, nil]", after: "[\"s0\", :k, :k]")
        try check("[\"s1\", \"s2\", -6, nil].shift(3)", .arr([.str("s1"), .str("s2"), .integer(-6), .nil]), "shift", [.integer(3)], kw: nil, block: nil,
                  "[\"s1\", \"s2\", -6]", after: "[nil]")
        try check("[].shift", .arr([]), "shift", [], kw: nil, block: nil,
                  "nil", after: "[]")
        try check("[1, -1, nil, [-2, nil]].shift", .arr([.integer(1), .integer(-1), .nil, .arr([.integer(-2), .nil])]), "shift", [], kw: nil, block: nil,
                  "1", after: "[-1, nil, [-2, nil]]")
        try check("[\"s2\", nil, 1, :k, -1].unshift(\"s2\")", .arr([.str("s2"), .nil, .integer(1), .symbol("k"), .integer(-1)]), "unshift", [.str("s2")], kw: nil, block: nil,
                  "[\"s2\", \"s2\", nil, 1, :k, -1]", after: "[\"s2\", \"s2\", nil, 1, :k, -1]")
        try check("[-4, 1].unshift(-1)", .arr([.integer(-4), .integer(1)]), "unshift", [.integer(-1)], kw: nil, block: nil,
                  "[-1, -4, 1]", after: "[-1, -4, 1]")
        try check("[\"s2\", nil].unshift(-1)", .arr([.str("s2"), .nil]), "unshift", [.integer(-1)], kw: nil, block: nil,
                  "[-1, \"s2\", nil]", after: "[-1, \"s2\", nil]")
        try check("[nil, [-1, nil], nil, :k, \"s0\"].unshift(nil)", .arr([.nil, .arr([.integer(-1), .nil]), .nil, .symbol("k"), .str("s0")]), "unshift", [.nil], kw: nil, block: nil,
                  "[nil, nil, [-1, nil], nil, :k, \"s0\"]", after: "[nil, nil, [-1, nil], nil, :k, \"s0\"]")
        try check("[4, 1].unshift(5)", .arr([.integer(4), .integer(1)]), "unshift", [.integer(5)], kw: nil, block: nil,
                  "[5, 4, 1]", after: "[5, 4, 1]")
        try check("[4, 5].insert(1, 6)", .arr([.integer(4), .integer(5)]), "insert", [.integer(1), .integer(6)], kw: nil, block: nil,
                  "[4, 6, 5]", after: "[4, 6, 5]")
        try check("[-4].insert(-3, -1)", .arr([.integer(-4)]), "insert", [.integer(-3), .integer(-1)], kw: nil, block: nil,
                  "!IndexError: index -3 too small for array; minimum: -2", after: "[-4]")
        try check("[[-3, nil], nil, [2, nil]].insert(5, \"s1\")", .arr([.arr([.integer(-3), .nil]), .nil, .arr([.integer(2), .nil])]), "insert", [.integer(5), .str("s1")], kw: nil, block: nil,
                  "[[-3, nil], nil, [2, nil], nil, nil, \"s1\"]", after: "[[-3, nil], nil, [2, nil], nil, nil, \"s1\"]")
        try check("[].insert(-3, [0, nil])", .arr([]), "insert", [.integer(-3), .arr([.integer(0), .nil])], kw: nil, block: nil,
                  "!IndexError: index -3 too small for array; minimum: -1", after: "[]")
        try check("[[4, nil], \"s1\", \"s1\", 4, [-6, nil], 0].insert(-2, \"s2\")", .arr([.arr([.integer(4), .nil]), .str("s1"), .str("s1"), .integer(4), .arr([.integer(-6), .nil]), .integer(0)]), "insert", [.integer(-2), .str("s2")], kw: nil, block: nil,
                  "[[4, nil], \"s1\", \"s1\", 4, [-6, nil], \"s2\", 0]", after: "[[4, nil], \"s1\", \"s1\", 4, [-6, nil], \"s2\", 0]")
        try check("[:k, [0, nil], -6, nil, \"s2\", [5, nil]].delete(2)", .arr([.symbol("k"), .arr([.integer(0), .nil]), .integer(-6), .nil, .str("s2"), .arr([.integer(5), .nil])]), "delete", [.integer(2)], kw: nil, block: nil,
                  "nil", after: "[:k, [0, nil], -6, nil, \"s2\", [5, nil]]")
        try check("[].delete(4)", .arr([]), "delete", [.integer(4)], kw: nil, block: nil,
                  "nil", after: "[]")
        try check("[2].delete([0, nil])", .arr([.integer(2)]), "delete", [.arr([.integer(0), .nil])], kw: nil, block: nil,
                  "nil", after: "[2]")
        try check("[[4, nil], nil, [6, nil], [2, nil], 6, [-2, nil]].delete(:k)", .arr([.arr([.integer(4), .nil]), .nil, .arr([.integer(6), .nil]), .arr([.integer(2), .nil]), .integer(6), .arr([.integer(-2), .nil])]), "delete", [.symbol("k")], kw: nil, block: nil,
                  "nil", after: "[[4, nil], nil, [6, nil], [2, nil], 6, [-2, nil]]")
        try check("[nil, nil, nil, nil, [-2, nil]].delete(nil)", .arr([.nil, .nil, .nil, .nil, .arr([.integer(-2), .nil])]), "delete", [.nil], kw: nil, block: nil,
                  "nil", after: "[[-2, nil]]")
        try check("[-5].delete_at(2)", .arr([.integer(-5)]), "delete_at", [.integer(2)], kw: nil, block: nil,
                  "nil", after: "[-5]")
        try check("[:k, 3, \"s0\", 5].delete_at(-5)", .arr([.symbol("k"), .integer(3), .str("s0"), .integer(5)]), "delete_at", [.integer(-5)], kw: nil, block: nil,
                  "nil", after: "[:k, 3, \"s0\", 5]")
        try check("[].delete_at(-4)", .arr([]), "delete_at", [.integer(-4)], kw: nil, block: nil,
                  "nil", after: "[]")
        try check("[nil].delete_at(-4)", .arr([.nil]), "delete_at", [.integer(-4)], kw: nil, block: nil,
                  "nil", after: "[nil]")
        try check("[nil, nil, :k, :k, [4, nil], \"s2\"].delete_at(4)", .arr([.nil, .nil, .symbol("k"), .symbol("k"), .arr([.integer(4), .nil]), .str("s2")]), "delete_at", [.integer(4)], kw: nil, block: nil,
                  "[4, nil]", after: "[nil, nil, :k, :k, \"s2\"]")
        try check("[6, \"s1\", -2, 2, \"s2\"].slice!(-1, 2)", .arr([.integer(6), .str("s1"), .integer(-2), .integer(2), .str("s2")]), "slice!", [.integer(-1), .integer(2)], kw: nil, block: nil,
                  "[\"s2\"]", after: "[6, \"s1\", -2, 2]")
        try check("[-1, :k, :k, 1, [0, nil], 6].slice!(2, 3)", .arr([.integer(-1), .symbol("k"), .symbol("k"), .integer(1), .arr([.integer(0), .nil]), .integer(6)]), "slice!", [.integer(2), .integer(3)], kw: nil, block: nil,
                  "[:k, 1, [0, nil]]", after: "[-1, :k, 6]")
        try check("[:k].slice!(1, 3)", .arr([.symbol("k")]), "slice!", [.integer(1), .integer(3)], kw: nil, block: nil,
                  "[]", after: "[:k]")
        try check("[:k, -4, :k, [0, nil], nil, [5, nil]].slice!(1, 2)", .arr([.symbol("k"), .integer(-4), .symbol("k"), .arr([.integer(0), .nil]), .nil, .arr([.integer(5), .nil])]), "slice!", [.integer(1), .integer(2)], kw: nil, block: nil,
                  "[-4, :k]", after: "[:k, [0, nil], nil, [5, nil]]")
        try check("[\"s0\", -3, -5, -1, nil, \"s0\"].slice!(4, 2)", .arr([.str("s0"), .integer(-3), .integer(-5), .integer(-1), .nil, .str("s0")]), "slice!", [.integer(4), .integer(2)], kw: nil, block: nil,
                  "[nil, \"s0\"]", after: "[\"s0\", -3, -5, -1]")
        try check("[0, 1, -1, \"s1\"].slice!(3..-2)", .arr([.integer(0), .integer(1), .integer(-1), .str("s1")]), "slice!", [.range(RangeValue(lower: .integer(3), upper: .integer(-2), exclusive: false))], kw: nil, block: nil,
                  "[]", after: "[0, 1, -1, \"s1\"]")
        try check("[-4, 4, -6, [6, nil], \"s0\"].slice!(-1..-2)", .arr([.integer(-4), .integer(4), .integer(-6), .arr([.integer(6), .nil]), .str("s0")]), "slice!", [.range(RangeValue(lower: .integer(-1), upper: .integer(-2), exclusive: false))], kw: nil, block: nil,
                  "[]", after: "[-4, 4, -6, [6, nil], \"s0\"]")
        try check("[[-1, nil], :k, 4, [-4, nil], -3, [-3, nil]].slice!(2..2)", .arr([.arr([.integer(-1), .nil]), .symbol("k"), .integer(4), .arr([.integer(-4), .nil]), .integer(-3), .arr([.integer(-3), .nil])]), "slice!", [.range(RangeValue(lower: .integer(2), upper: .integer(2), exclusive: false))], kw: nil, block: nil,
                  "[4]", after: "[[-1, nil], :k, [-4, nil], -3, [-3, nil]]")
        try check("[nil].slice!(-1..2)", .arr([.nil]), "slice!", [.range(RangeValue(lower: .integer(-1), upper: .integer(2), exclusive: false))], kw: nil, block: nil,
                  "[nil]", after: "[]")
        try check("[-6, :k].slice!(3..-3)", .arr([.integer(-6), .symbol("k")]), "slice!", [.range(RangeValue(lower: .integer(3), upper: .integer(-3), exclusive: false))], kw: nil, block: nil,
                  "nil", after: "[-6, :k]")
        try check("[:k, 1, [-3, nil], :k, nil, 1].[]=(7, \"s2\")", .arr([.symbol("k"), .integer(1), .arr([.integer(-3), .nil]), .symbol("k"), .nil, .integer(1)]), "[]=", [.integer(7), .str("s2")], kw: nil, block: nil,
                  "\"s2\"", after: "[:k, 1, [-3, nil], :k, nil, 1, nil, \"s2\"]")
        try check("[:k, [6, nil], -2, 3, :k].[]=(1, [-2, nil])", .arr([.symbol("k"), .arr([.integer(6), .nil]), .integer(-2), .integer(3), .symbol("k")]), "[]=", [.integer(1), .arr([.integer(-2), .nil])], kw: nil, block: nil,
                  "[-2, nil]", after: "[:k, [-2, nil], -2, 3, :k]")
        try check("[6, [-6, nil], [4, nil]].[]=(-2, 4)", .arr([.integer(6), .arr([.integer(-6), .nil]), .arr([.integer(4), .nil])]), "[]=", [.integer(-2), .integer(4)], kw: nil, block: nil,
                  "4", after: "[6, 4, [4, nil]]")
        try check("[-5, :k].[]=(-2, 3)", .arr([.integer(-5), .symbol("k")]), "[]=", [.integer(-2), .integer(3)], kw: nil, block: nil,
                  "3", after: "[3, :k]")
        try check("[2, \"s0\", nil, -5, \"s0\", -2].[]=(1, [1, nil])", .arr([.integer(2), .str("s0"), .nil, .integer(-5), .str("s0"), .integer(-2)]), "[]=", [.integer(1), .arr([.integer(1), .nil])], kw: nil, block: nil,
                  "[1, nil]", after: "[2, [1, nil], nil, -5, \"s0\", -2]")
        try check("[nil].[]=(-1, 1, [[4, nil], [-2, nil], [1, nil]])", .arr([.nil]), "[]=", [.integer(-1), .integer(1), .arr([.arr([.integer(4), .nil]), .arr([.integer(-2), .nil]), .arr([.integer(1), .nil])])], kw: nil, block: nil,
                  "[[4, nil], [-2, nil], [1, nil]]", after: "[[4, nil], [-2, nil], [1, nil]]")
        try check("[3, nil, nil].[]=(4, 3, [[1, nil], \"s2\", :k])", .arr([.integer(3), .nil, .nil]), "[]=", [.integer(4), .integer(3), .arr([.arr([.integer(1), .nil]), .str("s2"), .symbol("k")])], kw: nil, block: nil,
                  "[[1, nil], \"s2\", :k]", after: "[3, nil, nil, nil, [1, nil], \"s2\", :k]")
        try check("[-2, [5, nil], \"s0\", [3, nil], nil].[]=(1, 2, [])", .arr([.integer(-2), .arr([.integer(5), .nil]), .str("s0"), .arr([.integer(3), .nil]), .nil]), "[]=", [.integer(1), .integer(2), .arr([])], kw: nil, block: nil,
                  "[]", after: "[-2, [3, nil], nil]")
        try check("[1, \"s2\", :k, :k, nil, :k].[]=(4, 1, [])", .arr([.integer(1), .str("s2"), .symbol("k"), .symbol("k"), .nil, .symbol("k")]), "[]=", [.integer(4), .integer(1), .arr([])], kw: nil, block: nil,
                  "[]", after: "[1, \"s2\", :k, :k, :k]")
        try check("[[5, nil], \"s1\"].[]=(-3, 3, [3])", .arr([.arr([.integer(5), .nil]), .str("s1")]), "[]=", [.integer(-3), .integer(3), .arr([.integer(3)])], kw: nil, block: nil,
                  "!IndexError: index -3 too small for array; minimum: -2", after: "[[5, nil], \"s1\"]")
        try check("[].[]=(3..4, \"s0\")", .arr([]), "[]=", [.range(RangeValue(lower: .integer(3), upper: .integer(4), exclusive: false)), .str("s0")], kw: nil, block: nil,
                  "\"s0\"", after: "[nil, nil, nil, \"s0\"]")
        try check("[nil, :k, :k, :k].[]=(1..0, \"s1\")", .arr([.nil, .symbol("k"), .symbol("k"), .symbol("k")]), "[]=", [.range(RangeValue(lower: .integer(1), upper: .integer(0), exclusive: false)), .str("s1")], kw: nil, block: nil,
                  "\"s1\"", after: "[nil, \"s1\", :k, :k, :k]")
        try check("[[-6, nil], 6, -5, 1, :k, -1].[]=(1..-1, 5)", .arr([.arr([.integer(-6), .nil]), .integer(6), .integer(-5), .integer(1), .symbol("k"), .integer(-1)]), "[]=", [.range(RangeValue(lower: .integer(1), upper: .integer(-1), exclusive: false)), .integer(5)], kw: nil, block: nil,
                  "5", after: "[[-6, nil], 5]")
        try check("[6, -5, 0, nil].[]=(3..5, \"s1\")", .arr([.integer(6), .integer(-5), .integer(0), .nil]), "[]=", [.range(RangeValue(lower: .integer(3), upper: .integer(5), exclusive: false)), .str("s1")], kw: nil, block: nil,
                  "\"s1\"", after: "[6, -5, 0, \"s1\"]")
        try check("[].[]=(2..0, nil)", .arr([]), "[]=", [.range(RangeValue(lower: .integer(2), upper: .integer(0), exclusive: false)), .nil], kw: nil, block: nil,
                  "nil", after: "[nil, nil, nil]")
        try check("[\"s1\", 6, 1, 3].concat([5])", .arr([.str("s1"), .integer(6), .integer(1), .integer(3)]), "concat", [.arr([.integer(5)])], kw: nil, block: nil,
                  "[\"s1\", 6, 1, 3, 5]", after: "[\"s1\", 6, 1, 3, 5]")
        try check("[1, \"s1\", [0, nil], nil, nil].concat([0, :k, [-3, nil], [-5, nil]])", .arr([.integer(1), .str("s1"), .arr([.integer(0), .nil]), .nil, .nil]), "concat", [.arr([.integer(0), .symbol("k"), .arr([.integer(-3), .nil]), .arr([.integer(-5), .nil])])], kw: nil, block: nil,
                  "[1, \"s1\", [0, nil], nil, nil, 0, :k, [-3, nil], [-5, nil]]", after: "[1, \"s1\", [0, nil], nil, nil, 0, :k, [-3, nil], [-5, nil]]")
        try check("[[6, nil], nil, nil].concat([[3, nil]])", .arr([.arr([.integer(6), .nil]), .nil, .nil]), "concat", [.arr([.arr([.integer(3), .nil])])], kw: nil, block: nil,
                  "[[6, nil], nil, nil, [3, nil]]", after: "[[6, nil], nil, nil, [3, nil]]")
        try check("[].concat([-2, :k, [-5, nil], [-6, nil], \"s0\"])", .arr([]), "concat", [.arr([.integer(-2), .symbol("k"), .arr([.integer(-5), .nil]), .arr([.integer(-6), .nil]), .str("s0")])], kw: nil, block: nil,
                  "[-2, :k, [-5, nil], [-6, nil], \"s0\"]", after: "[-2, :k, [-5, nil], [-6, nil], \"s0\"]")
        try check("[\"s0\", :k, nil, [-1, nil], nil].concat([[3, nil], [6, nil]])", .arr([.str("s0"), .symbol("k"), .nil, .arr([.integer(-1), .nil]), .nil]), "concat", [.arr([.arr([.integer(3), .nil]), .arr([.integer(6), .nil])])], kw: nil, block: nil,
                  "[\"s0\", :k, nil, [-1, nil], nil, [3, nil], [6, nil]]", after: "[\"s0\", :k, nil, [-1, nil], nil, [3, nil], [6, nil]]")
        try check("[[-3, nil]].uniq!", .arr([.arr([.integer(-3), .nil])]), "uniq!", [], kw: nil, block: nil,
                  "nil", after: "[[-3, nil]]")
        try check("[[1, nil], \"s0\", nil].uniq!", .arr([.arr([.integer(1), .nil]), .str("s0"), .nil]), "uniq!", [], kw: nil, block: nil,
                  "nil", after: "[[1, nil], \"s0\", nil]")
        try check("[:k, :k, -1, [1, nil], nil].uniq!", .arr([.symbol("k"), .symbol("k"), .integer(-1), .arr([.integer(1), .nil]), .nil]), "uniq!", [], kw: nil, block: nil,
                  "[:k, -1, [1, nil], nil]", after: "[:k, -1, [1, nil], nil]")
        try check("[:k, \"s2\", 2, \"s2\", [3, nil], nil].uniq!", .arr([.symbol("k"), .str("s2"), .integer(2), .str("s2"), .arr([.integer(3), .nil]), .nil]), "uniq!", [], kw: nil, block: nil,
                  "[:k, \"s2\", 2, [3, nil], nil]", after: "[:k, \"s2\", 2, [3, nil], nil]")
        try check("[nil, [4, nil], \"s1\", nil, [5, nil], \"s1\"].uniq!", .arr([.nil, .arr([.integer(4), .nil]), .str("s1"), .nil, .arr([.integer(5), .nil]), .str("s1")]), "uniq!", [], kw: nil, block: nil,
                  "[nil, [4, nil], \"s1\", [5, nil]]", after: "[nil, [4, nil], \"s1\", [5, nil]]")
        try check("[nil].compact!", .arr([.nil]), "compact!", [], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[nil, 2, -2, :k].compact!", .arr([.nil, .integer(2), .integer(-2), .symbol("k")]), "compact!", [], kw: nil, block: nil,
                  "[2, -2, :k]", after: "[2, -2, :k]")
        try check("[\"s2\"].compact!", .arr([.str("s2")]), "compact!", [], kw: nil, block: nil,
                  "nil", after: "[\"s2\"]")
        try check("[[0, nil], \"s1\", \"s1\", nil, nil].compact!", .arr([.arr([.integer(0), .nil]), .str("s1"), .str("s1"), .nil, .nil]), "compact!", [], kw: nil, block: nil,
                  "[[0, nil], \"s1\", \"s1\"]", after: "[[0, nil], \"s1\", \"s1\"]")
        try check("[\"s0\", :k, 2].compact!", .arr([.str("s0"), .symbol("k"), .integer(2)]), "compact!", [], kw: nil, block: nil,
                  "nil", after: "[\"s0\", :k, 2]")
        try check("[[-3, nil], 2, nil, 4].flatten!", .arr([.arr([.integer(-3), .nil]), .integer(2), .nil, .integer(4)]), "flatten!", [], kw: nil, block: nil,
                  "[-3, nil, 2, nil, 4]", after: "[-3, nil, 2, nil, 4]")
        try check("[:k, nil].flatten!", .arr([.symbol("k"), .nil]), "flatten!", [], kw: nil, block: nil,
                  "nil", after: "[:k, nil]")
        try check("[[-1, nil]].flatten!", .arr([.arr([.integer(-1), .nil])]), "flatten!", [], kw: nil, block: nil,
                  "[-1, nil]", after: "[-1, nil]")
        try check("[:k].flatten!", .arr([.symbol("k")]), "flatten!", [], kw: nil, block: nil,
                  "nil", after: "[:k]")
        try check("[:k, \"s0\", 2, :k].flatten!", .arr([.symbol("k"), .str("s0"), .integer(2), .symbol("k")]), "flatten!", [], kw: nil, block: nil,
                  "nil", after: "[:k, \"s0\", 2, :k]")
        try check("[0, 1, :k, 3, 2, -6].reverse!", .arr([.integer(0), .integer(1), .symbol("k"), .integer(3), .integer(2), .integer(-6)]), "reverse!", [], kw: nil, block: nil,
                  "[-6, 2, 3, :k, 1, 0]", after: "[-6, 2, 3, :k, 1, 0]")
        try check("[nil, nil, 2, 1, \"s0\"].reverse!", .arr([.nil, .nil, .integer(2), .integer(1), .str("s0")]), "reverse!", [], kw: nil, block: nil,
                  "[\"s0\", 1, 2, nil, nil]", after: "[\"s0\", 1, 2, nil, nil]")
        try check("[:k, :k, -5].reverse!", .arr([.symbol("k"), .symbol("k"), .integer(-5)]), "reverse!", [], kw: nil, block: nil,
                  "[-5, :k, :k]", after: "[-5, :k, :k]")
        try check("[nil, \"s1\", \"s0\"].reverse!", .arr([.nil, .str("s1"), .str("s0")]), "reverse!", [], kw: nil, block: nil,
                  "[\"s0\", \"s1\", nil]", after: "[\"s0\", \"s1\", nil]")
        try check("[].reverse!", .arr([]), "reverse!", [], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[[4, nil], 1, :k, -5, [-2, nil], :k].rotate!(-2)", .arr([.arr([.integer(4), .nil]), .integer(1), .symbol("k"), .integer(-5), .arr([.integer(-2), .nil]), .symbol("k")]), "rotate!", [.integer(-2)], kw: nil, block: nil,
                  "[[-2, nil], :k, [4, nil], 1, :k, -5]", after: "[[-2, nil], :k, [4, nil], 1, :k, -5]")
        try check("[\"s2\", [-4, nil], 3].rotate!(1)", .arr([.str("s2"), .arr([.integer(-4), .nil]), .integer(3)]), "rotate!", [.integer(1)], kw: nil, block: nil,
                  "[[-4, nil], 3, \"s2\"]", after: "[[-4, nil], 3, \"s2\"]")
        try check("[\"s1\", nil].rotate!(3)", .arr([.str("s1"), .nil]), "rotate!", [.integer(3)], kw: nil, block: nil,
                  "[nil, \"s1\"]", after: "[nil, \"s1\"]")
        try check("[:k].rotate!(0)", .arr([.symbol("k")]), "rotate!", [.integer(0)], kw: nil, block: nil,
                  "[:k]", after: "[:k]")
        try check("[[1, nil], \"s2\", -6, -2].rotate!(3)", .arr([.arr([.integer(1), .nil]), .str("s2"), .integer(-6), .integer(-2)]), "rotate!", [.integer(3)], kw: nil, block: nil,
                  "[-2, [1, nil], \"s2\", -6]", after: "[-2, [1, nil], \"s2\", -6]")
        try check("[[0, nil], -1, -5, 2].clear", .arr([.arr([.integer(0), .nil]), .integer(-1), .integer(-5), .integer(2)]), "clear", [], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[\"s1\", -5, [3, nil], :k].clear", .arr([.str("s1"), .integer(-5), .arr([.integer(3), .nil]), .symbol("k")]), "clear", [], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[].clear", .arr([]), "clear", [], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[:k, \"s1\", 2, nil, nil, [-5, nil]].clear", .arr([.symbol("k"), .str("s1"), .integer(2), .nil, .nil, .arr([.integer(-5), .nil])]), "clear", [], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[nil, [-3, nil], nil, \"s1\"].clear", .arr([.nil, .arr([.integer(-3), .nil]), .nil, .str("s1")]), "clear", [], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[].replace([[2, nil], 4, -5])", .arr([]), "replace", [.arr([.arr([.integer(2), .nil]), .integer(4), .integer(-5)])], kw: nil, block: nil,
                  "[[2, nil], 4, -5]", after: "[[2, nil], 4, -5]")
        try check("[nil, -4, -5, \"s2\", \"s2\"].replace([nil, [3, nil], [-1, nil]])", .arr([.nil, .integer(-4), .integer(-5), .str("s2"), .str("s2")]), "replace", [.arr([.nil, .arr([.integer(3), .nil]), .arr([.integer(-1), .nil])])], kw: nil, block: nil,
                  "[nil, [3, nil], [-1, nil]]", after: "[nil, [3, nil], [-1, nil]]")
        try check("[].replace([-1, nil, \"s0\", nil, \"s0\", \"s1\"])", .arr([]), "replace", [.arr([.integer(-1), .nil, .str("s0"), .nil, .str("s0"), .str("s1")])], kw: nil, block: nil,
                  "[-1, nil, \"s0\", nil, \"s0\", \"s1\"]", after: "[-1, nil, \"s0\", nil, \"s0\", \"s1\"]")
        try check("[-2].replace([4])", .arr([.integer(-2)]), "replace", [.arr([.integer(4)])], kw: nil, block: nil,
                  "[4]", after: "[4]")
        try check("[[2, nil]].replace([\"s0\", [-4, nil], nil, -5])", .arr([.arr([.integer(2), .nil])]), "replace", [.arr([.str("s0"), .arr([.integer(-4), .nil]), .nil, .integer(-5)])], kw: nil, block: nil,
                  "[\"s0\", [-4, nil], nil, -5]", after: "[\"s0\", [-4, nil], nil, -5]")
        try check("[].values_at(1, 6)", .arr([]), "values_at", [.integer(1), .integer(6)], kw: nil, block: nil,
                  "[nil, nil]", after: "[]")
        try check("[1, [-6, nil], -5, -1, [5, nil]].values_at(3, 1)", .arr([.integer(1), .arr([.integer(-6), .nil]), .integer(-5), .integer(-1), .arr([.integer(5), .nil])]), "values_at", [.integer(3), .integer(1)], kw: nil, block: nil,
                  "[-1, [-6, nil]]", after: "[1, [-6, nil], -5, -1, [5, nil]]")
        try check("[:k, -4, :k].values_at(-4, 0)", .arr([.symbol("k"), .integer(-4), .symbol("k")]), "values_at", [.integer(-4), .integer(0)], kw: nil, block: nil,
                  "[nil, :k]", after: "[:k, -4, :k]")
        try check("[\"s0\", -3, \"s1\", [-3, nil]].values_at(-4, 2)", .arr([.str("s0"), .integer(-3), .str("s1"), .arr([.integer(-3), .nil])]), "values_at", [.integer(-4), .integer(2)], kw: nil, block: nil,
                  "[\"s0\", \"s1\"]", after: "[\"s0\", -3, \"s1\", [-3, nil]]")
        try check("[nil, \"s2\", 0, :k].values_at(-2, 0)", .arr([.nil, .str("s2"), .integer(0), .symbol("k")]), "values_at", [.integer(-2), .integer(0)], kw: nil, block: nil,
                  "[0, nil]", after: "[nil, \"s2\", 0, :k]")
        try check("[].dig(-1, 0)", .arr([]), "dig", [.integer(-1), .integer(0)], kw: nil, block: nil,
                  "nil", after: "[]")
        try check("[[5, nil], -6, 6].dig(1, 0)", .arr([.arr([.integer(5), .nil]), .integer(-6), .integer(6)]), "dig", [.integer(1), .integer(0)], kw: nil, block: nil,
                  "!TypeError: Integer does not have #dig method", after: "[[5, nil], -6, 6]")
        try check("[\"s0\", nil].dig(-2, 0)", .arr([.str("s0"), .nil]), "dig", [.integer(-2), .integer(0)], kw: nil, block: nil,
                  "!TypeError: String does not have #dig method", after: "[\"s0\", nil]")
        try check("[3, \"s0\"].dig(-2, 0)", .arr([.integer(3), .str("s0")]), "dig", [.integer(-2), .integer(0)], kw: nil, block: nil,
                  "!TypeError: Integer does not have #dig method", after: "[3, \"s0\"]")
        try check("[:k].dig(-2, 0)", .arr([.symbol("k")]), "dig", [.integer(-2), .integer(0)], kw: nil, block: nil,
                  "nil", after: "[:k]")
        try check("[1, :k, [3, nil], [-6, nil], 3, :k].fetch(1, :dflt)", .arr([.integer(1), .symbol("k"), .arr([.integer(3), .nil]), .arr([.integer(-6), .nil]), .integer(3), .symbol("k")]), "fetch", [.integer(1), .symbol("dflt")], kw: nil, block: nil,
                  ":k", after: "[1, :k, [3, nil], [-6, nil], 3, :k]")
        try check("[\"s1\", :k, 1, nil, nil, nil].fetch(-1, :dflt)", .arr([.str("s1"), .symbol("k"), .integer(1), .nil, .nil, .nil]), "fetch", [.integer(-1), .symbol("dflt")], kw: nil, block: nil,
                  "nil", after: "[\"s1\", :k, 1, nil, nil, nil]")
        try check("[-3, nil, -6, \"s2\", nil, :k].fetch(5, :dflt)", .arr([.integer(-3), .nil, .integer(-6), .str("s2"), .nil, .symbol("k")]), "fetch", [.integer(5), .symbol("dflt")], kw: nil, block: nil,
                  ":k", after: "[-3, nil, -6, \"s2\", nil, :k]")
        try check("[:k, 1].fetch(-1, :dflt)", .arr([.symbol("k"), .integer(1)]), "fetch", [.integer(-1), .symbol("dflt")], kw: nil, block: nil,
                  "1", after: "[:k, 1]")
        try check("[-2, \"s2\", :k, nil, -3].fetch(-3, :dflt)", .arr([.integer(-2), .str("s2"), .symbol("k"), .nil, .integer(-3)]), "fetch", [.integer(-3), .symbol("dflt")], kw: nil, block: nil,
                  ":k", after: "[-2, \"s2\", :k, nil, -3]")
        try check("[:k, nil, \"s1\", \"s2\"].assoc(\"s1\")", .arr([.symbol("k"), .nil, .str("s1"), .str("s2")]), "assoc", [.str("s1")], kw: nil, block: nil,
                  "nil", after: "[:k, nil, \"s1\", \"s2\"]")
        try check("[].assoc(-1)", .arr([]), "assoc", [.integer(-1)], kw: nil, block: nil,
                  "nil", after: "[]")
        try check("[6, \"s2\", 4].assoc(nil)", .arr([.integer(6), .str("s2"), .integer(4)]), "assoc", [.nil], kw: nil, block: nil,
                  "nil", after: "[6, \"s2\", 4]")
        try check("[-6, 2, 0, -6].assoc([-5, nil])", .arr([.integer(-6), .integer(2), .integer(0), .integer(-6)]), "assoc", [.arr([.integer(-5), .nil])], kw: nil, block: nil,
                  "nil", after: "[-6, 2, 0, -6]")
        try check("[\"s0\", 1, -5, -5, \"s1\"].assoc(nil)", .arr([.str("s0"), .integer(1), .integer(-5), .integer(-5), .str("s1")]), "assoc", [.nil], kw: nil, block: nil,
                  "nil", after: "[\"s0\", 1, -5, -5, \"s1\"]")
        try check("[[-2, nil], nil].count(-1)", .arr([.arr([.integer(-2), .nil]), .nil]), "count", [.integer(-1)], kw: nil, block: nil,
                  "0", after: "[[-2, nil], nil]")
        try check("[1, \"s1\", nil, [-2, nil], 6].count(nil)", .arr([.integer(1), .str("s1"), .nil, .arr([.integer(-2), .nil]), .integer(6)]), "count", [.nil], kw: nil, block: nil,
                  "1", after: "[1, \"s1\", nil, [-2, nil], 6]")
        try check("[].count(:k)", .arr([]), "count", [.symbol("k")], kw: nil, block: nil,
                  "0", after: "[]")
        try check("[:k, \"s1\", nil].count(-4)", .arr([.symbol("k"), .str("s1"), .nil]), "count", [.integer(-4)], kw: nil, block: nil,
                  "0", after: "[:k, \"s1\", nil]")
        try check("[\"s2\", 1, -5, :k].count(:k)", .arr([.str("s2"), .integer(1), .integer(-5), .symbol("k")]), "count", [.symbol("k")], kw: nil, block: nil,
                  "1", after: "[\"s2\", 1, -5, :k]")
        try check("[5, nil, 3].index(:k)", .arr([.integer(5), .nil, .integer(3)]), "index", [.symbol("k")], kw: nil, block: nil,
                  "nil", after: "[5, nil, 3]")
        try check("[5, 3, [1, nil], -5, [-3, nil], [0, nil]].index(:k)", .arr([.integer(5), .integer(3), .arr([.integer(1), .nil]), .integer(-5), .arr([.integer(-3), .nil]), .arr([.integer(0), .nil])]), "index", [.symbol("k")], kw: nil, block: nil,
                  "nil", after: "[5, 3, [1, nil], -5, [-3, nil], [0, nil]]")
        try check("[-2, -5, nil, nil, :k].index(\"s2\")", .arr([.integer(-2), .integer(-5), .nil, .nil, .symbol("k")]), "index", [.str("s2")], kw: nil, block: nil,
                  "nil", after: "[-2, -5, nil, nil, :k]")
        try check("[[-6, nil], :k].index(:k)", .arr([.arr([.integer(-6), .nil]), .symbol("k")]), "index", [.symbol("k")], kw: nil, block: nil,
                  "1", after: "[[-6, nil], :k]")
        try check("[\"s2\", nil, [6, nil]].index(-4)", .arr([.str("s2"), .nil, .arr([.integer(6), .nil])]), "index", [.integer(-4)], kw: nil, block: nil,
                  "nil", after: "[\"s2\", nil, [6, nil]]")
        try check("[\"s0\", nil].rindex([0, nil])", .arr([.str("s0"), .nil]), "rindex", [.arr([.integer(0), .nil])], kw: nil, block: nil,
                  "nil", after: "[\"s0\", nil]")
        try check("[5, \"s1\", 1, nil, \"s2\", \"s1\"].rindex([-1, nil])", .arr([.integer(5), .str("s1"), .integer(1), .nil, .str("s2"), .str("s1")]), "rindex", [.arr([.integer(-1), .nil])], kw: nil, block: nil,
                  "nil", after: "[5, \"s1\", 1, nil, \"s2\", \"s1\"]")
        try check("[nil, nil, [1, nil], \"s0\"].rindex(\"s0\")", .arr([.nil, .nil, .arr([.integer(1), .nil]), .str("s0")]), "rindex", [.str("s0")], kw: nil, block: nil,
                  "3", after: "[nil, nil, [1, nil], \"s0\"]")
        try check("[[3, nil], 1, [4, nil]].rindex(-2)", .arr([.arr([.integer(3), .nil]), .integer(1), .arr([.integer(4), .nil])]), "rindex", [.integer(-2)], kw: nil, block: nil,
                  "nil", after: "[[3, nil], 1, [4, nil]]")
        try check("[:k, [0, nil]].rindex([-5, nil])", .arr([.symbol("k"), .arr([.integer(0), .nil])]), "rindex", [.arr([.integer(-5), .nil])], kw: nil, block: nil,
                  "nil", after: "[:k, [0, nil]]")
        try check("[nil, :k, [2, nil]].include?(3)", .arr([.nil, .symbol("k"), .arr([.integer(2), .nil])]), "include?", [.integer(3)], kw: nil, block: nil,
                  "false", after: "[nil, :k, [2, nil]]")
        try check("[\"s2\", [-1, nil], nil, \"s1\"].include?(\"s2\")", .arr([.str("s2"), .arr([.integer(-1), .nil]), .nil, .str("s1")]), "include?", [.str("s2")], kw: nil, block: nil,
                  "true", after: "[\"s2\", [-1, nil], nil, \"s1\"]")
        try check("[5].include?(3)", .arr([.integer(5)]), "include?", [.integer(3)], kw: nil, block: nil,
                  "false", after: "[5]")
        try check("[[-6, nil], \"s1\"].include?([-3, nil])", .arr([.arr([.integer(-6), .nil]), .str("s1")]), "include?", [.arr([.integer(-3), .nil])], kw: nil, block: nil,
                  "false", after: "[[-6, nil], \"s1\"]")
        try check("[].include?(nil)", .arr([]), "include?", [.nil], kw: nil, block: nil,
                  "false", after: "[]")
        try check("[:k, nil, -2, :k].first(1)", .arr([.symbol("k"), .nil, .integer(-2), .symbol("k")]), "first", [.integer(1)], kw: nil, block: nil,
                  "[:k]", after: "[:k, nil, -2, :k]")
        try check("[:k, :k, \"s2\", -2].first(4)", .arr([.symbol("k"), .symbol("k"), .str("s2"), .integer(-2)]), "first", [.integer(4)], kw: nil, block: nil,
                  "[:k, :k, \"s2\", -2]", after: "[:k, :k, \"s2\", -2]")
        try check("[-5, :k, -5, 4, \"s1\", nil].first(3)", .arr([.integer(-5), .symbol("k"), .integer(-5), .integer(4), .str("s1"), .nil]), "first", [.integer(3)], kw: nil, block: nil,
                  "[-5, :k, -5]", after: "[-5, :k, -5, 4, \"s1\", nil]")
        try check("[-6, 5, -6, -6, -2, :k].first(7)", .arr([.integer(-6), .integer(5), .integer(-6), .integer(-6), .integer(-2), .symbol("k")]), "first", [.integer(7)], kw: nil, block: nil,
                  "[-6, 5, -6, -6, -2, :k]", after: "[-6, 5, -6, -6, -2, :k]")
        try check("[].first(6)", .arr([]), "first", [.integer(6)], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[[4, nil], \"s1\", [4, nil], :k].last(5)", .arr([.arr([.integer(4), .nil]), .str("s1"), .arr([.integer(4), .nil]), .symbol("k")]), "last", [.integer(5)], kw: nil, block: nil,
                  "[[4, nil], \"s1\", [4, nil], :k]", after: "[[4, nil], \"s1\", [4, nil], :k]")
        try check("[].last(5)", .arr([]), "last", [.integer(5)], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[[5, nil], 6, [-6, nil], :k, :k].last(4)", .arr([.arr([.integer(5), .nil]), .integer(6), .arr([.integer(-6), .nil]), .symbol("k"), .symbol("k")]), "last", [.integer(4)], kw: nil, block: nil,
                  "[6, [-6, nil], :k, :k]", after: "[[5, nil], 6, [-6, nil], :k, :k]")
        try check("[:k, nil, :k, nil].last(4)", .arr([.symbol("k"), .nil, .symbol("k"), .nil]), "last", [.integer(4)], kw: nil, block: nil,
                  "[:k, nil, :k, nil]", after: "[:k, nil, :k, nil]")
        try check("[-6, 0].last(7)", .arr([.integer(-6), .integer(0)]), "last", [.integer(7)], kw: nil, block: nil,
                  "[-6, 0]", after: "[-6, 0]")
        try check("[0, :k, [-2, nil]].-([[3, nil]])", .arr([.integer(0), .symbol("k"), .arr([.integer(-2), .nil])]), "-", [.arr([.arr([.integer(3), .nil])])], kw: nil, block: nil,
                  "[0, :k, [-2, nil]]", after: "[0, :k, [-2, nil]]")
        try check("[].-([[-1, nil], [-1, nil], nil, 5, 5, 2])", .arr([]), "-", [.arr([.arr([.integer(-1), .nil]), .arr([.integer(-1), .nil]), .nil, .integer(5), .integer(5), .integer(2)])], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[].-([nil])", .arr([]), "-", [.arr([.nil])], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[-6].-([nil, -2, 1])", .arr([.integer(-6)]), "-", [.arr([.nil, .integer(-2), .integer(1)])], kw: nil, block: nil,
                  "[-6]", after: "[-6]")
        try check("[nil].-([nil])", .arr([.nil]), "-", [.arr([.nil])], kw: nil, block: nil,
                  "[]", after: "[nil]")
        try check("[nil, nil, nil, nil].|([:k, :k, -6, \"s2\", [-3, nil]])", .arr([.nil, .nil, .nil, .nil]), "|", [.arr([.symbol("k"), .symbol("k"), .integer(-6), .str("s2"), .arr([.integer(-3), .nil])])], kw: nil, block: nil,
                  "[nil, :k, -6, \"s2\", [-3, nil]]", after: "[nil, nil, nil, nil]")
        try check("[nil, nil, [-3, nil], \"s2\", \"s2\"].|([\"s0\", nil, 5, nil, 3, [-3, nil]])", .arr([.nil, .nil, .arr([.integer(-3), .nil]), .str("s2"), .str("s2")]), "|", [.arr([.str("s0"), .nil, .integer(5), .nil, .integer(3), .arr([.integer(-3), .nil])])], kw: nil, block: nil,
                  "[nil, [-3, nil], \"s2\", \"s0\", 5, 3]", after: "[nil, nil, [-3, nil], \"s2\", \"s2\"]")
        try check("[nil, \"s1\", -3, 0, -6].|([])", .arr([.nil, .str("s1"), .integer(-3), .integer(0), .integer(-6)]), "|", [.arr([])], kw: nil, block: nil,
                  "[nil, \"s1\", -3, 0, -6]", after: "[nil, \"s1\", -3, 0, -6]")
        try check("[\"s0\", [-3, nil], -5, :k].|([:k, 4, -4, nil])", .arr([.str("s0"), .arr([.integer(-3), .nil]), .integer(-5), .symbol("k")]), "|", [.arr([.symbol("k"), .integer(4), .integer(-4), .nil])], kw: nil, block: nil,
                  "[\"s0\", [-3, nil], -5, :k, 4, -4, nil]", after: "[\"s0\", [-3, nil], -5, :k]")
        try check("[6, -5, -3, :k, nil, nil].|([4, :k, 1, nil, nil, :k])", .arr([.integer(6), .integer(-5), .integer(-3), .symbol("k"), .nil, .nil]), "|", [.arr([.integer(4), .symbol("k"), .integer(1), .nil, .nil, .symbol("k")])], kw: nil, block: nil,
                  "[6, -5, -3, :k, nil, 4, 1]", after: "[6, -5, -3, :k, nil, nil]")
        try check("[nil, [0, nil]].&([\"s2\", nil, nil, 0, :k, nil])", .arr([.nil, .arr([.integer(0), .nil])]), "&", [.arr([.str("s2"), .nil, .nil, .integer(0), .symbol("k"), .nil])], kw: nil, block: nil,
                  "[nil]", after: "[nil, [0, nil]]")
        try check("[-5, -2, -5].&([-5, :k])", .arr([.integer(-5), .integer(-2), .integer(-5)]), "&", [.arr([.integer(-5), .symbol("k")])], kw: nil, block: nil,
                  "[-5]", after: "[-5, -2, -5]")
        try check("[-1].&([-5, \"s2\", [-4, nil]])", .arr([.integer(-1)]), "&", [.arr([.integer(-5), .str("s2"), .arr([.integer(-4), .nil])])], kw: nil, block: nil,
                  "[]", after: "[-1]")
        try check("[\"s2\", [-5, nil], [4, nil], 0, 5, \"s1\"].&([[-5, nil], 5, nil, -1, 1])", .arr([.str("s2"), .arr([.integer(-5), .nil]), .arr([.integer(4), .nil]), .integer(0), .integer(5), .str("s1")]), "&", [.arr([.arr([.integer(-5), .nil]), .integer(5), .nil, .integer(-1), .integer(1)])], kw: nil, block: nil,
                  "[[-5, nil], 5]", after: "[\"s2\", [-5, nil], [4, nil], 0, 5, \"s1\"]")
        try check("[-6, -4, \"s0\"].&([nil, 5])", .arr([.integer(-6), .integer(-4), .str("s0")]), "&", [.arr([.nil, .integer(5)])], kw: nil, block: nil,
                  "[]", after: "[-6, -4, \"s0\"]")
        try check("[].+([[-2, nil], 0, [-3, nil], 6])", .arr([]), "+", [.arr([.arr([.integer(-2), .nil]), .integer(0), .arr([.integer(-3), .nil]), .integer(6)])], kw: nil, block: nil,
                  "[[-2, nil], 0, [-3, nil], 6]", after: "[]")
        try check("[2, :k, \"s1\", [5, nil]].+([:k, [4, nil], -2, \"s2\", [-3, nil]])", .arr([.integer(2), .symbol("k"), .str("s1"), .arr([.integer(5), .nil])]), "+", [.arr([.symbol("k"), .arr([.integer(4), .nil]), .integer(-2), .str("s2"), .arr([.integer(-3), .nil])])], kw: nil, block: nil,
                  "[2, :k, \"s1\", [5, nil], :k, [4, nil], -2, \"s2\", [-3, nil]]", after: "[2, :k, \"s1\", [5, nil]]")
        try check("[\"s0\", nil, 3].+([])", .arr([.str("s0"), .nil, .integer(3)]), "+", [.arr([])], kw: nil, block: nil,
                  "[\"s0\", nil, 3]", after: "[\"s0\", nil, 3]")
        try check("[nil, 6, nil].+([nil, :k, nil, nil])", .arr([.nil, .integer(6), .nil]), "+", [.arr([.nil, .symbol("k"), .nil, .nil])], kw: nil, block: nil,
                  "[nil, 6, nil, nil, :k, nil, nil]", after: "[nil, 6, nil]")
        try check("[:k, :k, nil, 6, [3, nil], [-2, nil]].+([[5, nil], :k, [-6, nil]])", .arr([.symbol("k"), .symbol("k"), .nil, .integer(6), .arr([.integer(3), .nil]), .arr([.integer(-2), .nil])]), "+", [.arr([.arr([.integer(5), .nil]), .symbol("k"), .arr([.integer(-6), .nil])])], kw: nil, block: nil,
                  "[:k, :k, nil, 6, [3, nil], [-2, nil], [5, nil], :k, [-6, nil]]", after: "[:k, :k, nil, 6, [3, nil], [-2, nil]]")
        try check("[nil].==([\"s0\", [-2, nil], :k, -5])", .arr([.nil]), "==", [.arr([.str("s0"), .arr([.integer(-2), .nil]), .symbol("k"), .integer(-5)])], kw: nil, block: nil,
                  "false", after: "[nil]")
        try check("[[-3, nil], -5, \"s0\"].==([])", .arr([.arr([.integer(-3), .nil]), .integer(-5), .str("s0")]), "==", [.arr([])], kw: nil, block: nil,
                  "false", after: "[[-3, nil], -5, \"s0\"]")
        try check("[].==([:k, 6, -4])", .arr([]), "==", [.arr([.symbol("k"), .integer(6), .integer(-4)])], kw: nil, block: nil,
                  "false", after: "[]")
        try check("[[-2, nil], \"s1\", :k].==([:k, :k, -1, :k])", .arr([.arr([.integer(-2), .nil]), .str("s1"), .symbol("k")]), "==", [.arr([.symbol("k"), .symbol("k"), .integer(-1), .symbol("k")])], kw: nil, block: nil,
                  "false", after: "[[-2, nil], \"s1\", :k]")
        try check("[].==([-3, 5])", .arr([]), "==", [.arr([.integer(-3), .integer(5)])], kw: nil, block: nil,
                  "false", after: "[]")
        try check("[:k, 6].compact", .arr([.symbol("k"), .integer(6)]), "compact", [], kw: nil, block: nil,
                  "[:k, 6]", after: "[:k, 6]")
        try check("[3, nil, -1, [-4, nil]].compact", .arr([.integer(3), .nil, .integer(-1), .arr([.integer(-4), .nil])]), "compact", [], kw: nil, block: nil,
                  "[3, -1, [-4, nil]]", after: "[3, nil, -1, [-4, nil]]")
        try check("[\"s2\", -3, 1, nil, [5, nil]].compact", .arr([.str("s2"), .integer(-3), .integer(1), .nil, .arr([.integer(5), .nil])]), "compact", [], kw: nil, block: nil,
                  "[\"s2\", -3, 1, [5, nil]]", after: "[\"s2\", -3, 1, nil, [5, nil]]")
        try check("[].compact", .arr([]), "compact", [], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[\"s2\", [3, nil], 3, -5, [4, nil]].compact", .arr([.str("s2"), .arr([.integer(3), .nil]), .integer(3), .integer(-5), .arr([.integer(4), .nil])]), "compact", [], kw: nil, block: nil,
                  "[\"s2\", [3, nil], 3, -5, [4, nil]]", after: "[\"s2\", [3, nil], 3, -5, [4, nil]]")
        try check("[:k, -2, \"s1\", -4, -5].flatten(0)", .arr([.symbol("k"), .integer(-2), .str("s1"), .integer(-4), .integer(-5)]), "flatten", [.integer(0)], kw: nil, block: nil,
                  "[:k, -2, \"s1\", -4, -5]", after: "[:k, -2, \"s1\", -4, -5]")
        try check("[-4, 5].flatten(1)", .arr([.integer(-4), .integer(5)]), "flatten", [.integer(1)], kw: nil, block: nil,
                  "[-4, 5]", after: "[-4, 5]")
        try check("[2, nil, \"s1\", 0, nil].flatten(2)", .arr([.integer(2), .nil, .str("s1"), .integer(0), .nil]), "flatten", [.integer(2)], kw: nil, block: nil,
                  "[2, nil, \"s1\", 0, nil]", after: "[2, nil, \"s1\", 0, nil]")
        try check("[[-2, nil], [6, nil], [-6, nil], 5].flatten(2)", .arr([.arr([.integer(-2), .nil]), .arr([.integer(6), .nil]), .arr([.integer(-6), .nil]), .integer(5)]), "flatten", [.integer(2)], kw: nil, block: nil,
                  "[-2, nil, 6, nil, -6, nil, 5]", after: "[[-2, nil], [6, nil], [-6, nil], 5]")
        try check("[].flatten(1)", .arr([]), "flatten", [.integer(1)], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[].to_s", .arr([]), "to_s", [], kw: nil, block: nil,
                  "\"[]\"", after: "[]")
        try check("[6, nil, nil, nil].to_s", .arr([.integer(6), .nil, .nil, .nil]), "to_s", [], kw: nil, block: nil,
                  "\"[6, nil, nil, nil]\"", after: "[6, nil, nil, nil]")
        try check("[:k, :k, [-2, nil]].to_s", .arr([.symbol("k"), .symbol("k"), .arr([.integer(-2), .nil])]), "to_s", [], kw: nil, block: nil,
                  "\"[:k, :k, [-2, nil]]\"", after: "[:k, :k, [-2, nil]]")
        try check("[:k, :k, [5, nil]].to_s", .arr([.symbol("k"), .symbol("k"), .arr([.integer(5), .nil])]), "to_s", [], kw: nil, block: nil,
                  "\"[:k, :k, [5, nil]]\"", after: "[:k, :k, [5, nil]]")
        try check("[:k, :k, \"s1\", \"s0\", :k, [5, nil]].to_s", .arr([.symbol("k"), .symbol("k"), .str("s1"), .str("s0"), .symbol("k"), .arr([.integer(5), .nil])]), "to_s", [], kw: nil, block: nil,
                  "\"[:k, :k, \\\"s1\\\", \\\"s0\\\", :k, [5, nil]]\"", after: "[:k, :k, \"s1\", \"s0\", :k, [5, nil]]")
        try check("[:k].join(\",\")", .arr([.symbol("k")]), "join", [.str(",")], kw: nil, block: nil,
                  "\"k\"", after: "[:k]")
        try check("[nil, 2, 5, :k, -4, \"s1\"].join(\",\")", .arr([.nil, .integer(2), .integer(5), .symbol("k"), .integer(-4), .str("s1")]), "join", [.str(",")], kw: nil, block: nil,
                  "\",2,5,k,-4,s1\"", after: "[nil, 2, 5, :k, -4, \"s1\"]")
        try check("[nil, [-4, nil]].join(\",\")", .arr([.nil, .arr([.integer(-4), .nil])]), "join", [.str(",")], kw: nil, block: nil,
                  "\",-4,\"", after: "[nil, [-4, nil]]")
        try check("[\"s0\", nil, 3, nil, :k, nil].join(\",\")", .arr([.str("s0"), .nil, .integer(3), .nil, .symbol("k"), .nil]), "join", [.str(",")], kw: nil, block: nil,
                  "\"s0,,3,,k,\"", after: "[\"s0\", nil, 3, nil, :k, nil]")
        try check("[\"s1\", :k, \"s1\", nil, nil].join(\",\")", .arr([.str("s1"), .symbol("k"), .str("s1"), .nil, .nil]), "join", [.str(",")], kw: nil, block: nil,
                  "\"s1,k,s1,,\"", after: "[\"s1\", :k, \"s1\", nil, nil]")
        try check("{\"d\"=>-2, :b=>\"s0\", \"a\"=>[6, nil]}.merge({nil=>[-3, nil], \"a\"=>nil, \"d\"=>-1})", .hash(HashBox([(frozenString("d"), .integer(-2)), (.symbol("b"), .str("s0")), (frozenString("a"), .arr([.integer(6), .nil]))])), "merge", [.hash(HashBox([(.nil, .arr([.integer(-3), .nil])), (frozenString("a"), .nil), (frozenString("d"), .integer(-1))]))], kw: nil, block: nil,
                  "{\"d\"=>-1, :b=>\"s0\", \"a\"=>nil, nil=>[-3, nil]}", after: "{\"d\"=>-2, :b=>\"s0\", \"a\"=>[6, nil]}")
        try check("{nil=>-5, 1=>[-3, nil], \"a\"=>[-6, nil]}.merge({:b=>:k, 1=>[6, nil], \"a\"=>\"s0\"})", .hash(HashBox([(.nil, .integer(-5)), (.integer(1), .arr([.integer(-3), .nil])), (frozenString("a"), .arr([.integer(-6), .nil]))])), "merge", [.hash(HashBox([(.symbol("b"), .symbol("k")), (.integer(1), .arr([.integer(6), .nil])), (frozenString("a"), .str("s0"))]))], kw: nil, block: nil,
                  "{nil=>-5, 1=>[6, nil], \"a\"=>\"s0\", :b=>:k}", after: "{nil=>-5, 1=>[-3, nil], \"a\"=>[-6, nil]}")
        try check("{1=>[-6, nil], :b=>\"s1\", \"a\"=>-3}.merge({\"d\"=>nil})", .hash(HashBox([(.integer(1), .arr([.integer(-6), .nil])), (.symbol("b"), .str("s1")), (frozenString("a"), .integer(-3))])), "merge", [.hash(HashBox([(frozenString("d"), .nil)]))], kw: nil, block: nil,
                  "{1=>[-6, nil], :b=>\"s1\", \"a\"=>-3, \"d\"=>nil}", after: "{1=>[-6, nil], :b=>\"s1\", \"a\"=>-3}")
        try check("{1=>:k, \"a\"=>-2, :b=>[2, nil], \"d\"=>-1}.merge({:b=>nil, nil=>:k})", .hash(HashBox([(.integer(1), .symbol("k")), (frozenString("a"), .integer(-2)), (.symbol("b"), .arr([.integer(2), .nil])), (frozenString("d"), .integer(-1))])), "merge", [.hash(HashBox([(.symbol("b"), .nil), (.nil, .symbol("k"))]))], kw: nil, block: nil,
                  "{1=>:k, \"a\"=>-2, :b=>nil, \"d\"=>-1, nil=>:k}", after: "{1=>:k, \"a\"=>-2, :b=>[2, nil], \"d\"=>-1}")
        try check("{\"d\"=>-6, 1=>:k}.merge({\"d\"=>-4, :b=>:k, 1=>[-2, nil], \"a\"=>[-1, nil]})", .hash(HashBox([(frozenString("d"), .integer(-6)), (.integer(1), .symbol("k"))])), "merge", [.hash(HashBox([(frozenString("d"), .integer(-4)), (.symbol("b"), .symbol("k")), (.integer(1), .arr([.integer(-2), .nil])), (frozenString("a"), .arr([.integer(-1), .nil]))]))], kw: nil, block: nil,
                  "{\"d\"=>-4, 1=>[-2, nil], :b=>:k, \"a\"=>[-1, nil]}", after: "{\"d\"=>-6, 1=>:k}")
        try check("{\"d\"=>[3, nil]}.delete(\"d\")", .hash(HashBox([(frozenString("d"), .arr([.integer(3), .nil]))])), "delete", [.str("d")], kw: nil, block: nil,
                  "[3, nil]", after: "{}")
        try check("{:b=>:k, 1=>-6}.delete(nil)", .hash(HashBox([(.symbol("b"), .symbol("k")), (.integer(1), .integer(-6))])), "delete", [.nil], kw: nil, block: nil,
                  "nil", after: "{:b=>:k, 1=>-6}")
        try check("{\"a\"=>:k}.delete(1)", .hash(HashBox([(frozenString("a"), .symbol("k"))])), "delete", [.integer(1)], kw: nil, block: nil,
                  "nil", after: "{\"a\"=>:k}")
        try check("{:b=>5}.delete(nil)", .hash(HashBox([(.symbol("b"), .integer(5))])), "delete", [.nil], kw: nil, block: nil,
                  "nil", after: "{:b=>5}")
        try check("{}.delete(nil)", .hash(HashBox()), "delete", [.nil], kw: nil, block: nil,
                  "nil", after: "{}")
        try check("{:b=>6, 1=>:k}.dig(\"d\", 0)", .hash(HashBox([(.symbol("b"), .integer(6)), (.integer(1), .symbol("k"))])), "dig", [.str("d"), .integer(0)], kw: nil, block: nil,
                  "nil", after: "{:b=>6, 1=>:k}")
        try check("{\"d\"=>-1, 1=>-2, :b=>-6}.dig(nil, 0)", .hash(HashBox([(frozenString("d"), .integer(-1)), (.integer(1), .integer(-2)), (.symbol("b"), .integer(-6))])), "dig", [.nil, .integer(0)], kw: nil, block: nil,
                  "nil", after: "{\"d\"=>-1, 1=>-2, :b=>-6}")
        try check("{1=>:k, :b=>\"s2\", \"d\"=>2}.dig(nil, 0)", .hash(HashBox([(.integer(1), .symbol("k")), (.symbol("b"), .str("s2")), (frozenString("d"), .integer(2))])), "dig", [.nil, .integer(0)], kw: nil, block: nil,
                  "nil", after: "{1=>:k, :b=>\"s2\", \"d\"=>2}")
        try check("{}.dig(nil, 0)", .hash(HashBox()), "dig", [.nil, .integer(0)], kw: nil, block: nil,
                  "nil", after: "{}")
        try check("{1=>[-1, nil]}.dig(nil, 0)", .hash(HashBox([(.integer(1), .arr([.integer(-1), .nil]))])), "dig", [.nil, .integer(0)], kw: nil, block: nil,
                  "nil", after: "{1=>[-1, nil]}")
        try check("{nil=>-5, :b=>:k, \"d\"=>\"s1\", 1=>[-6, nil]}.fetch(\"d\", :none)", .hash(HashBox([(.nil, .integer(-5)), (.symbol("b"), .symbol("k")), (frozenString("d"), .str("s1")), (.integer(1), .arr([.integer(-6), .nil]))])), "fetch", [.str("d"), .symbol("none")], kw: nil, block: nil,
                  "\"s1\"", after: "{nil=>-5, :b=>:k, \"d\"=>\"s1\", 1=>[-6, nil]}")
        try check("{\"d\"=>-2, \"a\"=>:k, :b=>:k, nil=>[-2, nil]}.fetch(\"a\", :none)", .hash(HashBox([(frozenString("d"), .integer(-2)), (frozenString("a"), .symbol("k")), (.symbol("b"), .symbol("k")), (.nil, .arr([.integer(-2), .nil]))])), "fetch", [.str("a"), .symbol("none")], kw: nil, block: nil,
                  ":k", after: "{\"d\"=>-2, \"a\"=>:k, :b=>:k, nil=>[-2, nil]}")
        try check("{nil=>\"s0\", \"d\"=>\"s0\", \"a\"=>:k}.fetch(:b, :none)", .hash(HashBox([(.nil, .str("s0")), (frozenString("d"), .str("s0")), (frozenString("a"), .symbol("k"))])), "fetch", [.symbol("b"), .symbol("none")], kw: nil, block: nil,
                  ":none", after: "{nil=>\"s0\", \"d\"=>\"s0\", \"a\"=>:k}")
        try check("{1=>\"s2\", nil=>nil, :b=>nil, \"d\"=>\"s0\"}.fetch(\"d\", :none)", .hash(HashBox([(.integer(1), .str("s2")), (.nil, .nil), (.symbol("b"), .nil), (frozenString("d"), .str("s0"))])), "fetch", [.str("d"), .symbol("none")], kw: nil, block: nil,
                  "\"s0\"", after: "{1=>\"s2\", nil=>nil, :b=>nil, \"d\"=>\"s0\"}")
        try check("{nil=>[-1, nil], 1=>nil, \"d\"=>-6}.fetch(\"a\", :none)", .hash(HashBox([(.nil, .arr([.integer(-1), .nil])), (.integer(1), .nil), (frozenString("d"), .integer(-6))])), "fetch", [.str("a"), .symbol("none")], kw: nil, block: nil,
                  ":none", after: "{nil=>[-1, nil], 1=>nil, \"d\"=>-6}")
        try check("{1=>\"s0\"}.slice(\"a\", nil)", .hash(HashBox([(.integer(1), .str("s0"))])), "slice", [.str("a"), .nil], kw: nil, block: nil,
                  "{}", after: "{1=>\"s0\"}")
        try check("{1=>:k}.slice(nil, \"a\")", .hash(HashBox([(.integer(1), .symbol("k"))])), "slice", [.nil, .str("a")], kw: nil, block: nil,
                  "{}", after: "{1=>:k}")
        try check("{1=>2, :b=>:k}.slice(nil, :b)", .hash(HashBox([(.integer(1), .integer(2)), (.symbol("b"), .symbol("k"))])), "slice", [.nil, .symbol("b")], kw: nil, block: nil,
                  "{:b=>:k}", after: "{1=>2, :b=>:k}")
        try check("{:b=>6}.slice(1, \"d\")", .hash(HashBox([(.symbol("b"), .integer(6))])), "slice", [.integer(1), .str("d")], kw: nil, block: nil,
                  "{}", after: "{:b=>6}")
        try check("{nil=>[-1, nil], :b=>:k, \"d\"=>-3}.slice(\"a\", :b)", .hash(HashBox([(.nil, .arr([.integer(-1), .nil])), (.symbol("b"), .symbol("k")), (frozenString("d"), .integer(-3))])), "slice", [.str("a"), .symbol("b")], kw: nil, block: nil,
                  "{:b=>:k}", after: "{nil=>[-1, nil], :b=>:k, \"d\"=>-3}")
        try check("{\"d\"=>[-3, nil], \"a\"=>nil}.except(:b)", .hash(HashBox([(frozenString("d"), .arr([.integer(-3), .nil])), (frozenString("a"), .nil)])), "except", [.symbol("b")], kw: nil, block: nil,
                  "{\"d\"=>[-3, nil], \"a\"=>nil}", after: "{\"d\"=>[-3, nil], \"a\"=>nil}")
        try check("{}.except(\"a\")", .hash(HashBox()), "except", [.str("a")], kw: nil, block: nil,
                  "{}", after: "{}")
        try check("{\"a\"=>[-4, nil], nil=>[2, nil]}.except(1)", .hash(HashBox([(frozenString("a"), .arr([.integer(-4), .nil])), (.nil, .arr([.integer(2), .nil]))])), "except", [.integer(1)], kw: nil, block: nil,
                  "{\"a\"=>[-4, nil], nil=>[2, nil]}", after: "{\"a\"=>[-4, nil], nil=>[2, nil]}")
        try check("{1=>-4, nil=>2, :b=>\"s1\"}.except(1)", .hash(HashBox([(.integer(1), .integer(-4)), (.nil, .integer(2)), (.symbol("b"), .str("s1"))])), "except", [.integer(1)], kw: nil, block: nil,
                  "{nil=>2, :b=>\"s1\"}", after: "{1=>-4, nil=>2, :b=>\"s1\"}")
        try check("{\"a\"=>0, \"d\"=>\"s2\", nil=>[0, nil]}.except(\"d\")", .hash(HashBox([(frozenString("a"), .integer(0)), (frozenString("d"), .str("s2")), (.nil, .arr([.integer(0), .nil]))])), "except", [.str("d")], kw: nil, block: nil,
                  "{\"a\"=>0, nil=>[0, nil]}", after: "{\"a\"=>0, \"d\"=>\"s2\", nil=>[0, nil]}")
        try check("{}.invert", .hash(HashBox()), "invert", [], kw: nil, block: nil,
                  "{}", after: "{}")
        try check("{:b=>3}.invert", .hash(HashBox([(.symbol("b"), .integer(3))])), "invert", [], kw: nil, block: nil,
                  "{3=>:b}", after: "{:b=>3}")
        try check("{nil=>:k}.invert", .hash(HashBox([(.nil, .symbol("k"))])), "invert", [], kw: nil, block: nil,
                  "{:k=>nil}", after: "{nil=>:k}")
        try check("{nil=>:k, \"d\"=>\"s0\"}.invert", .hash(HashBox([(.nil, .symbol("k")), (frozenString("d"), .str("s0"))])), "invert", [], kw: nil, block: nil,
                  "{:k=>nil, \"s0\"=>\"d\"}", after: "{nil=>:k, \"d\"=>\"s0\"}")
        try check("{1=>:k, \"a\"=>nil}.invert", .hash(HashBox([(.integer(1), .symbol("k")), (frozenString("a"), .nil)])), "invert", [], kw: nil, block: nil,
                  "{:k=>1, nil=>\"a\"}", after: "{1=>:k, \"a\"=>nil}")
        try check("{}.key(\"s2\")", .hash(HashBox()), "key", [.str("s2")], kw: nil, block: nil,
                  "nil", after: "{}")
        try check("{\"d\"=>[-6, nil]}.key([4, nil])", .hash(HashBox([(frozenString("d"), .arr([.integer(-6), .nil]))])), "key", [.arr([.integer(4), .nil])], kw: nil, block: nil,
                  "nil", after: "{\"d\"=>[-6, nil]}")
        try check("{1=>0, nil=>nil}.key(:k)", .hash(HashBox([(.integer(1), .integer(0)), (.nil, .nil)])), "key", [.symbol("k")], kw: nil, block: nil,
                  "nil", after: "{1=>0, nil=>nil}")
        try check("{\"d\"=>\"s1\", :b=>nil, 1=>-4}.key([-1, nil])", .hash(HashBox([(frozenString("d"), .str("s1")), (.symbol("b"), .nil), (.integer(1), .integer(-4))])), "key", [.arr([.integer(-1), .nil])], kw: nil, block: nil,
                  "nil", after: "{\"d\"=>\"s1\", :b=>nil, 1=>-4}")
        try check("{1=>5, :b=>\"s1\"}.key(-1)", .hash(HashBox([(.integer(1), .integer(5)), (.symbol("b"), .str("s1"))])), "key", [.integer(-1)], kw: nil, block: nil,
                  "nil", after: "{1=>5, :b=>\"s1\"}")
        try check("{1=>[-6, nil], \"a\"=>0}.to_a", .hash(HashBox([(.integer(1), .arr([.integer(-6), .nil])), (frozenString("a"), .integer(0))])), "to_a", [], kw: nil, block: nil,
                  "[[1, [-6, nil]], [\"a\", 0]]", after: "{1=>[-6, nil], \"a\"=>0}")
        try check("{}.to_a", .hash(HashBox()), "to_a", [], kw: nil, block: nil,
                  "[]", after: "{}")
        try check("{}.to_a", .hash(HashBox()), "to_a", [], kw: nil, block: nil,
                  "[]", after: "{}")
        try check("{\"a\"=>1, \"d\"=>\"s0\", 1=>-6, nil=>:k}.to_a", .hash(HashBox([(frozenString("a"), .integer(1)), (frozenString("d"), .str("s0")), (.integer(1), .integer(-6)), (.nil, .symbol("k"))])), "to_a", [], kw: nil, block: nil,
                  "[[\"a\", 1], [\"d\", \"s0\"], [1, -6], [nil, :k]]", after: "{\"a\"=>1, \"d\"=>\"s0\", 1=>-6, nil=>:k}")
        try check("{nil=>-3, 1=>nil, \"d\"=>:k}.to_a", .hash(HashBox([(.nil, .integer(-3)), (.integer(1), .nil), (frozenString("d"), .symbol("k"))])), "to_a", [], kw: nil, block: nil,
                  "[[nil, -3], [1, nil], [\"d\", :k]]", after: "{nil=>-3, 1=>nil, \"d\"=>:k}")
        try check("{}.compact", .hash(HashBox()), "compact", [], kw: nil, block: nil,
                  "{}", after: "{}")
        try check("{:b=>:k}.compact", .hash(HashBox([(.symbol("b"), .symbol("k"))])), "compact", [], kw: nil, block: nil,
                  "{:b=>:k}", after: "{:b=>:k}")
        try check("{}.compact", .hash(HashBox()), "compact", [], kw: nil, block: nil,
                  "{}", after: "{}")
        try check("{:b=>2, nil=>3, \"d\"=>:k}.compact", .hash(HashBox([(.symbol("b"), .integer(2)), (.nil, .integer(3)), (frozenString("d"), .symbol("k"))])), "compact", [], kw: nil, block: nil,
                  "{:b=>2, nil=>3, \"d\"=>:k}", after: "{:b=>2, nil=>3, \"d\"=>:k}")
        try check("{}.compact", .hash(HashBox()), "compact", [], kw: nil, block: nil,
                  "{}", after: "{}")
        try check("{\"a\"=>:k, \"d\"=>\"s2\"}.values_at(:b, :b)", .hash(HashBox([(frozenString("a"), .symbol("k")), (frozenString("d"), .str("s2"))])), "values_at", [.symbol("b"), .symbol("b")], kw: nil, block: nil,
                  "[nil, nil]", after: "{\"a\"=>:k, \"d\"=>\"s2\"}")
        try check("{:b=>:k, nil=>-3, \"a\"=>\"s1\"}.values_at(nil, \"a\")", .hash(HashBox([(.symbol("b"), .symbol("k")), (.nil, .integer(-3)), (frozenString("a"), .str("s1"))])), "values_at", [.nil, .str("a")], kw: nil, block: nil,
                  "[-3, \"s1\"]", after: "{:b=>:k, nil=>-3, \"a\"=>\"s1\"}")
        try check("{1=>[-4, nil]}.values_at(\"d\", \"a\")", .hash(HashBox([(.integer(1), .arr([.integer(-4), .nil]))])), "values_at", [.str("d"), .str("a")], kw: nil, block: nil,
                  "[nil, nil]", after: "{1=>[-4, nil]}")
        try check("{\"a\"=>\"s0\", \"d\"=>\"s1\"}.values_at(1, \"d\")", .hash(HashBox([(frozenString("a"), .str("s0")), (frozenString("d"), .str("s1"))])), "values_at", [.integer(1), .str("d")], kw: nil, block: nil,
                  "[nil, \"s1\"]", after: "{\"a\"=>\"s0\", \"d\"=>\"s1\"}")
        try check("{1=>-5, :b=>nil, \"d\"=>-5}.values_at(1, \"a\")", .hash(HashBox([(.integer(1), .integer(-5)), (.symbol("b"), .nil), (frozenString("d"), .integer(-5))])), "values_at", [.integer(1), .str("a")], kw: nil, block: nil,
                  "[-5, nil]", after: "{1=>-5, :b=>nil, \"d\"=>-5}")
        try check("{1=>:k}.key?(:b)", .hash(HashBox([(.integer(1), .symbol("k"))])), "key?", [.symbol("b")], kw: nil, block: nil,
                  "false", after: "{1=>:k}")
        try check("{1=>nil, nil=>1, \"d\"=>nil, :b=>[-1, nil], \"a\"=>[3, nil]}.key?(\"d\")", .hash(HashBox([(.integer(1), .nil), (.nil, .integer(1)), (frozenString("d"), .nil), (.symbol("b"), .arr([.integer(-1), .nil])), (frozenString("a"), .arr([.integer(3), .nil]))])), "key?", [.str("d")], kw: nil, block: nil,
                  "true", after: "{1=>nil, nil=>1, \"d\"=>nil, :b=>[-1, nil], \"a\"=>[3, nil]}")
        try check("{nil=>:k, \"a\"=>4, :b=>:k}.key?(\"d\")", .hash(HashBox([(.nil, .symbol("k")), (frozenString("a"), .integer(4)), (.symbol("b"), .symbol("k"))])), "key?", [.str("d")], kw: nil, block: nil,
                  "false", after: "{nil=>:k, \"a\"=>4, :b=>:k}")
        try check("{}.key?(\"a\")", .hash(HashBox()), "key?", [.str("a")], kw: nil, block: nil,
                  "false", after: "{}")
        try check("{\"d\"=>[-5, nil]}.key?(\"d\")", .hash(HashBox([(frozenString("d"), .arr([.integer(-5), .nil]))])), "key?", [.str("d")], kw: nil, block: nil,
                  "true", after: "{\"d\"=>[-5, nil]}")
        try check("{1=>2, nil=>:k}.value?(\"s1\")", .hash(HashBox([(.integer(1), .integer(2)), (.nil, .symbol("k"))])), "value?", [.str("s1")], kw: nil, block: nil,
                  "false", after: "{1=>2, nil=>:k}")
        try check("{}.value?(\"s0\")", .hash(HashBox()), "value?", [.str("s0")], kw: nil, block: nil,
                  "false", after: "{}")
        try check("{\"d\"=>[-6, nil], :b=>[-6, nil], \"a\"=>6, nil=>5}.value?(-5)", .hash(HashBox([(frozenString("d"), .arr([.integer(-6), .nil])), (.symbol("b"), .arr([.integer(-6), .nil])), (frozenString("a"), .integer(6)), (.nil, .integer(5))])), "value?", [.integer(-5)], kw: nil, block: nil,
                  "false", after: "{\"d\"=>[-6, nil], :b=>[-6, nil], \"a\"=>6, nil=>5}")
        try check("{1=>-5, :b=>6, \"d\"=>:k}.value?([3, nil])", .hash(HashBox([(.integer(1), .integer(-5)), (.symbol("b"), .integer(6)), (frozenString("d"), .symbol("k"))])), "value?", [.arr([.integer(3), .nil])], kw: nil, block: nil,
                  "false", after: "{1=>-5, :b=>6, \"d\"=>:k}")
        try check("{:b=>3}.value?(:k)", .hash(HashBox([(.symbol("b"), .integer(3))])), "value?", [.symbol("k")], kw: nil, block: nil,
                  "false", after: "{:b=>3}")
        try check("{:b=>3, 1=>[-4, nil], nil=>0}.[]=(\"a\", nil)", .hash(HashBox([(.symbol("b"), .integer(3)), (.integer(1), .arr([.integer(-4), .nil])), (.nil, .integer(0))])), "[]=", [.str("a"), .nil], kw: nil, block: nil,
                  "nil", after: "{:b=>3, 1=>[-4, nil], nil=>0, \"a\"=>nil}")
        try check("{\"d\"=>3}.[]=(\"a\", nil)", .hash(HashBox([(frozenString("d"), .integer(3))])), "[]=", [.str("a"), .nil], kw: nil, block: nil,
                  "nil", after: "{\"d\"=>3, \"a\"=>nil}")
        try check("{\"d\"=>nil, 1=>\"s2\", nil=>4}.[]=(:b, :k)", .hash(HashBox([(frozenString("d"), .nil), (.integer(1), .str("s2")), (.nil, .integer(4))])), "[]=", [.symbol("b"), .symbol("k")], kw: nil, block: nil,
                  ":k", after: "{\"d\"=>nil, 1=>\"s2\", nil=>4, :b=>:k}")
        try check("{\"a\"=>-3, :b=>-3}.[]=(1, \"s0\")", .hash(HashBox([(frozenString("a"), .integer(-3)), (.symbol("b"), .integer(-3))])), "[]=", [.integer(1), .str("s0")], kw: nil, block: nil,
                  "\"s0\"", after: "{\"a\"=>-3, :b=>-3, 1=>\"s0\"}")
        try check("{}.[]=(nil, nil)", .hash(HashBox()), "[]=", [.nil, .nil], kw: nil, block: nil,
                  "nil", after: "{nil=>nil}")
        try check("{}.store(:b, \"s0\")", .hash(HashBox()), "store", [.symbol("b"), .str("s0")], kw: nil, block: nil,
                  "\"s0\"", after: "{:b=>\"s0\"}")
        try check("{\"a\"=>[-5, nil]}.store(nil, \"s2\")", .hash(HashBox([(frozenString("a"), .arr([.integer(-5), .nil]))])), "store", [.nil, .str("s2")], kw: nil, block: nil,
                  "\"s2\"", after: "{\"a\"=>[-5, nil], nil=>\"s2\"}")
        try check("{\"a\"=>[2, nil], :b=>2, nil=>-3}.store(1, \"s1\")", .hash(HashBox([(frozenString("a"), .arr([.integer(2), .nil])), (.symbol("b"), .integer(2)), (.nil, .integer(-3))])), "store", [.integer(1), .str("s1")], kw: nil, block: nil,
                  "\"s1\"", after: "{\"a\"=>[2, nil], :b=>2, nil=>-3, 1=>\"s1\"}")
        try check("{nil=>\"s0\", :b=>nil, 1=>4}.store(:b, 4)", .hash(HashBox([(.nil, .str("s0")), (.symbol("b"), .nil), (.integer(1), .integer(4))])), "store", [.symbol("b"), .integer(4)], kw: nil, block: nil,
                  "4", after: "{nil=>\"s0\", :b=>4, 1=>4}")
        try check("{\"a\"=>:k}.store(\"a\", :k)", .hash(HashBox([(frozenString("a"), .symbol("k"))])), "store", [.str("a"), .symbol("k")], kw: nil, block: nil,
                  ":k", after: "{\"a\"=>:k}")
        try check("{\"a\"=>:k}.merge!({})", .hash(HashBox([(frozenString("a"), .symbol("k"))])), "merge!", [.hash(HashBox())], kw: nil, block: nil,
                  "{\"a\"=>:k}", after: "{\"a\"=>:k}")
        try check("{1=>-1, \"a\"=>6, \"d\"=>nil}.merge!({1=>1, \"a\"=>4})", .hash(HashBox([(.integer(1), .integer(-1)), (frozenString("a"), .integer(6)), (frozenString("d"), .nil)])), "merge!", [.hash(HashBox([(.integer(1), .integer(1)), (frozenString("a"), .integer(4))]))], kw: nil, block: nil,
                  "{1=>1, \"a\"=>4, \"d\"=>nil}", after: "{1=>1, \"a\"=>4, \"d\"=>nil}")
        try check("{1=>0, nil=>\"s0\"}.merge!({\"a\"=>nil, 1=>\"s0\"})", .hash(HashBox([(.integer(1), .integer(0)), (.nil, .str("s0"))])), "merge!", [.hash(HashBox([(frozenString("a"), .nil), (.integer(1), .str("s0"))]))], kw: nil, block: nil,
                  "{1=>\"s0\", nil=>\"s0\", \"a\"=>nil}", after: "{1=>\"s0\", nil=>\"s0\", \"a\"=>nil}")
        try check("{1=>nil}.merge!({\"d\"=>-3})", .hash(HashBox([(.integer(1), .nil)])), "merge!", [.hash(HashBox([(frozenString("d"), .integer(-3))]))], kw: nil, block: nil,
                  "{1=>nil, \"d\"=>-3}", after: "{1=>nil, \"d\"=>-3}")
        try check("{1=>\"s2\", nil=>1, \"a\"=>nil}.merge!({\"a\"=>-1, \"d\"=>-1, nil=>-1})", .hash(HashBox([(.integer(1), .str("s2")), (.nil, .integer(1)), (frozenString("a"), .nil)])), "merge!", [.hash(HashBox([(frozenString("a"), .integer(-1)), (frozenString("d"), .integer(-1)), (.nil, .integer(-1))]))], kw: nil, block: nil,
                  "{1=>\"s2\", nil=>-1, \"a\"=>-1, \"d\"=>-1}", after: "{1=>\"s2\", nil=>-1, \"a\"=>-1, \"d\"=>-1}")
        try check("{:b=>nil, 1=>-1}.compact!", .hash(HashBox([(.symbol("b"), .nil), (.integer(1), .integer(-1))])), "compact!", [], kw: nil, block: nil,
                  "{1=>-1}", after: "{1=>-1}")
        try check("{}.compact!", .hash(HashBox()), "compact!", [], kw: nil, block: nil,
                  "nil", after: "{}")
        try check("{nil=>[6, nil]}.compact!", .hash(HashBox([(.nil, .arr([.integer(6), .nil]))])), "compact!", [], kw: nil, block: nil,
                  "nil", after: "{nil=>[6, nil]}")
        try check("{\"d\"=>3, \"a\"=>-3}.compact!", .hash(HashBox([(frozenString("d"), .integer(3)), (frozenString("a"), .integer(-3))])), "compact!", [], kw: nil, block: nil,
                  "nil", after: "{\"d\"=>3, \"a\"=>-3}")
        try check("{\"a\"=>\"s2\", :b=>nil, 1=>\"s1\"}.compact!", .hash(HashBox([(frozenString("a"), .str("s2")), (.symbol("b"), .nil), (.integer(1), .str("s1"))])), "compact!", [], kw: nil, block: nil,
                  "{\"a\"=>\"s2\", 1=>\"s1\"}", after: "{\"a\"=>\"s2\", 1=>\"s1\"}")
        try check("{}.shift", .hash(HashBox()), "shift", [], kw: nil, block: nil,
                  "nil", after: "{}")
        try check("{:b=>[6, nil], 1=>[-1, nil], \"a\"=>nil, \"d\"=>:k}.shift", .hash(HashBox([(.symbol("b"), .arr([.integer(6), .nil])), (.integer(1), .arr([.integer(-1), .nil])), (frozenString("a"), .nil), (frozenString("d"), .symbol("k"))])), "shift", [], kw: nil, block: nil,
                  "[:b, [6, nil]]", after: "{1=>[-1, nil], \"a\"=>nil, \"d\"=>:k}")
        try check("{1=>nil, \"d\"=>[-1, nil]}.shift", .hash(HashBox([(.integer(1), .nil), (frozenString("d"), .arr([.integer(-1), .nil]))])), "shift", [], kw: nil, block: nil,
                  "[1, nil]", after: "{\"d\"=>[-1, nil]}")
        try check("{:b=>-6, \"d\"=>:k}.shift", .hash(HashBox([(.symbol("b"), .integer(-6)), (frozenString("d"), .symbol("k"))])), "shift", [], kw: nil, block: nil,
                  "[:b, -6]", after: "{\"d\"=>:k}")
        try check("{}.shift", .hash(HashBox()), "shift", [], kw: nil, block: nil,
                  "nil", after: "{}")
        try check("{nil=>-1}.keys", .hash(HashBox([(.nil, .integer(-1))])), "keys", [], kw: nil, block: nil,
                  "[nil]", after: "{nil=>-1}")
        try check("{nil=>\"s2\"}.keys", .hash(HashBox([(.nil, .str("s2"))])), "keys", [], kw: nil, block: nil,
                  "[nil]", after: "{nil=>\"s2\"}")
        try check("{\"a\"=>[0, nil], \"d\"=>-3, nil=>:k}.keys", .hash(HashBox([(frozenString("a"), .arr([.integer(0), .nil])), (frozenString("d"), .integer(-3)), (.nil, .symbol("k"))])), "keys", [], kw: nil, block: nil,
                  "[\"a\", \"d\", nil]", after: "{\"a\"=>[0, nil], \"d\"=>-3, nil=>:k}")
        try check("{\"d\"=>nil}.keys", .hash(HashBox([(frozenString("d"), .nil)])), "keys", [], kw: nil, block: nil,
                  "[\"d\"]", after: "{\"d\"=>nil}")
        try check("{\"a\"=>nil, 1=>\"s2\", :b=>2}.keys", .hash(HashBox([(frozenString("a"), .nil), (.integer(1), .str("s2")), (.symbol("b"), .integer(2))])), "keys", [], kw: nil, block: nil,
                  "[\"a\", 1, :b]", after: "{\"a\"=>nil, 1=>\"s2\", :b=>2}")
        try check("{:b=>nil, \"d\"=>-3}.values", .hash(HashBox([(.symbol("b"), .nil), (frozenString("d"), .integer(-3))])), "values", [], kw: nil, block: nil,
                  "[nil, -3]", after: "{:b=>nil, \"d\"=>-3}")
        try check("{\"d\"=>\"s2\", 1=>[0, nil]}.values", .hash(HashBox([(frozenString("d"), .str("s2")), (.integer(1), .arr([.integer(0), .nil]))])), "values", [], kw: nil, block: nil,
                  "[\"s2\", [0, nil]]", after: "{\"d\"=>\"s2\", 1=>[0, nil]}")
        try check("{\"a\"=>:k, nil=>3, :b=>\"s0\", 1=>1}.values", .hash(HashBox([(frozenString("a"), .symbol("k")), (.nil, .integer(3)), (.symbol("b"), .str("s0")), (.integer(1), .integer(1))])), "values", [], kw: nil, block: nil,
                  "[:k, 3, \"s0\", 1]", after: "{\"a\"=>:k, nil=>3, :b=>\"s0\", 1=>1}")
        try check("{\"d\"=>:k, \"a\"=>:k, :b=>\"s0\", nil=>0}.values", .hash(HashBox([(frozenString("d"), .symbol("k")), (frozenString("a"), .symbol("k")), (.symbol("b"), .str("s0")), (.nil, .integer(0))])), "values", [], kw: nil, block: nil,
                  "[:k, :k, \"s0\", 0]", after: "{\"d\"=>:k, \"a\"=>:k, :b=>\"s0\", nil=>0}")
        try check("{:b=>-3}.values", .hash(HashBox([(.symbol("b"), .integer(-3))])), "values", [], kw: nil, block: nil,
                  "[-3]", after: "{:b=>-3}")
        try check("{\"d\"=>[-5, nil], \"a\"=>\"s2\", :b=>-5}.length", .hash(HashBox([(frozenString("d"), .arr([.integer(-5), .nil])), (frozenString("a"), .str("s2")), (.symbol("b"), .integer(-5))])), "length", [], kw: nil, block: nil,
                  "3", after: "{\"d\"=>[-5, nil], \"a\"=>\"s2\", :b=>-5}")
        try check("{:b=>\"s1\", \"a\"=>3, \"d\"=>5}.length", .hash(HashBox([(.symbol("b"), .str("s1")), (frozenString("a"), .integer(3)), (frozenString("d"), .integer(5))])), "length", [], kw: nil, block: nil,
                  "3", after: "{:b=>\"s1\", \"a\"=>3, \"d\"=>5}")
        try check("{\"a\"=>4}.length", .hash(HashBox([(frozenString("a"), .integer(4))])), "length", [], kw: nil, block: nil,
                  "1", after: "{\"a\"=>4}")
        try check("{:b=>:k}.length", .hash(HashBox([(.symbol("b"), .symbol("k"))])), "length", [], kw: nil, block: nil,
                  "1", after: "{:b=>:k}")
        try check("{nil=>-4}.length", .hash(HashBox([(.nil, .integer(-4))])), "length", [], kw: nil, block: nil,
                  "1", after: "{nil=>-4}")
        try check("{\"a\"=>1, :b=>-1, \"d\"=>nil}.==({\"a\"=>[-1, nil], nil=>\"s1\"})", .hash(HashBox([(frozenString("a"), .integer(1)), (.symbol("b"), .integer(-1)), (frozenString("d"), .nil)])), "==", [.hash(HashBox([(frozenString("a"), .arr([.integer(-1), .nil])), (.nil, .str("s1"))]))], kw: nil, block: nil,
                  "false", after: "{\"a\"=>1, :b=>-1, \"d\"=>nil}")
        try check("{\"a\"=>nil, nil=>-3, :b=>nil}.==({\"d\"=>4})", .hash(HashBox([(frozenString("a"), .nil), (.nil, .integer(-3)), (.symbol("b"), .nil)])), "==", [.hash(HashBox([(frozenString("d"), .integer(4))]))], kw: nil, block: nil,
                  "false", after: "{\"a\"=>nil, nil=>-3, :b=>nil}")
        try check("{:b=>:k, 1=>:k}.==({\"a\"=>:k})", .hash(HashBox([(.symbol("b"), .symbol("k")), (.integer(1), .symbol("k"))])), "==", [.hash(HashBox([(frozenString("a"), .symbol("k"))]))], kw: nil, block: nil,
                  "false", after: "{:b=>:k, 1=>:k}")
        try check("{}.==({\"a\"=>-6})", .hash(HashBox()), "==", [.hash(HashBox([(frozenString("a"), .integer(-6))]))], kw: nil, block: nil,
                  "false", after: "{}")
        try check("{nil=>6}.==({\"a\"=>-2, 1=>[1, nil]})", .hash(HashBox([(.nil, .integer(6))])), "==", [.hash(HashBox([(frozenString("a"), .integer(-2)), (.integer(1), .arr([.integer(1), .nil]))]))], kw: nil, block: nil,
                  "false", after: "{nil=>6}")
        try check("{\"d\"=>[0, nil], \"a\"=>nil, :b=>2}.first(3)", .hash(HashBox([(frozenString("d"), .arr([.integer(0), .nil])), (frozenString("a"), .nil), (.symbol("b"), .integer(2))])), "first", [.integer(3)], kw: nil, block: nil,
                  "[[\"d\", [0, nil]], [\"a\", nil], [:b, 2]]", after: "{\"d\"=>[0, nil], \"a\"=>nil, :b=>2}")
        try check("{:b=>-5, \"a\"=>\"s0\"}.first(3)", .hash(HashBox([(.symbol("b"), .integer(-5)), (frozenString("a"), .str("s0"))])), "first", [.integer(3)], kw: nil, block: nil,
                  "[[:b, -5], [\"a\", \"s0\"]]", after: "{:b=>-5, \"a\"=>\"s0\"}")
        try check("{}.first(2)", .hash(HashBox()), "first", [.integer(2)], kw: nil, block: nil,
                  "[]", after: "{}")
        try check("{\"d\"=>nil, 1=>[-1, nil]}.first(3)", .hash(HashBox([(frozenString("d"), .nil), (.integer(1), .arr([.integer(-1), .nil]))])), "first", [.integer(3)], kw: nil, block: nil,
                  "[[\"d\", nil], [1, [-1, nil]]]", after: "{\"d\"=>nil, 1=>[-1, nil]}")
        try check("{\"d\"=>:k, :b=>nil, nil=>-4, \"a\"=>[6, nil]}.first(0)", .hash(HashBox([(frozenString("d"), .symbol("k")), (.symbol("b"), .nil), (.nil, .integer(-4)), (frozenString("a"), .arr([.integer(6), .nil]))])), "first", [.integer(0)], kw: nil, block: nil,
                  "[]", after: "{\"d\"=>:k, :b=>nil, nil=>-4, \"a\"=>[6, nil]}")
        try check("{nil=>:k, :b=>:k, 1=>[2, nil]}.to_s", .hash(HashBox([(.nil, .symbol("k")), (.symbol("b"), .symbol("k")), (.integer(1), .arr([.integer(2), .nil]))])), "to_s", [], kw: nil, block: nil,
                  "\"{nil=>:k, :b=>:k, 1=>[2, nil]}\"", after: "{nil=>:k, :b=>:k, 1=>[2, nil]}")
        try check("{\"d\"=>\"s0\", :b=>:k}.to_s", .hash(HashBox([(frozenString("d"), .str("s0")), (.symbol("b"), .symbol("k"))])), "to_s", [], kw: nil, block: nil,
                  "\"{\\\"d\\\"=>\\\"s0\\\", :b=>:k}\"", after: "{\"d\"=>\"s0\", :b=>:k}")
        try check("{nil=>-6, 1=>6, \"d\"=>:k}.to_s", .hash(HashBox([(.nil, .integer(-6)), (.integer(1), .integer(6)), (frozenString("d"), .symbol("k"))])), "to_s", [], kw: nil, block: nil,
                  "\"{nil=>-6, 1=>6, \\\"d\\\"=>:k}\"", after: "{nil=>-6, 1=>6, \"d\"=>:k}")
        try check("{:b=>nil, \"d\"=>:k, nil=>0}.to_s", .hash(HashBox([(.symbol("b"), .nil), (frozenString("d"), .symbol("k")), (.nil, .integer(0))])), "to_s", [], kw: nil, block: nil,
                  "\"{:b=>nil, \\\"d\\\"=>:k, nil=>0}\"", after: "{:b=>nil, \"d\"=>:k, nil=>0}")
        try check("{:b=>6}.to_s", .hash(HashBox([(.symbol("b"), .integer(6))])), "to_s", [], kw: nil, block: nil,
                  "\"{:b=>6}\"", after: "{:b=>6}")
        try check("{1=>[4, nil], :b=>\"s1\"}.symbolize_keys", .hash(HashBox([(.integer(1), .arr([.integer(4), .nil])), (.symbol("b"), .str("s1"))])), "symbolize_keys", [], kw: nil, block: nil,
                  "{1=>[4, nil], :b=>\"s1\"}", after: "{1=>[4, nil], :b=>\"s1\"}")
        try check("{nil=>6, :b=>-4, \"a\"=>\"s2\", \"d\"=>nil}.symbolize_keys", .hash(HashBox([(.nil, .integer(6)), (.symbol("b"), .integer(-4)), (frozenString("a"), .str("s2")), (frozenString("d"), .nil)])), "symbolize_keys", [], kw: nil, block: nil,
                  "{nil=>6, :b=>-4, :a=>\"s2\", :d=>nil}", after: "{nil=>6, :b=>-4, \"a\"=>\"s2\", \"d\"=>nil}")
        try check("{\"d\"=>nil, 1=>[-1, nil]}.symbolize_keys", .hash(HashBox([(frozenString("d"), .nil), (.integer(1), .arr([.integer(-1), .nil]))])), "symbolize_keys", [], kw: nil, block: nil,
                  "{:d=>nil, 1=>[-1, nil]}", after: "{\"d\"=>nil, 1=>[-1, nil]}")
        try check("{:b=>nil, nil=>[5, nil], \"d\"=>[2, nil]}.symbolize_keys", .hash(HashBox([(.symbol("b"), .nil), (.nil, .arr([.integer(5), .nil])), (frozenString("d"), .arr([.integer(2), .nil]))])), "symbolize_keys", [], kw: nil, block: nil,
                  "{:b=>nil, nil=>[5, nil], :d=>[2, nil]}", after: "{:b=>nil, nil=>[5, nil], \"d\"=>[2, nil]}")
        try check("{1=>-4, nil=>[1, nil], \"a\"=>4}.symbolize_keys", .hash(HashBox([(.integer(1), .integer(-4)), (.nil, .arr([.integer(1), .nil])), (frozenString("a"), .integer(4))])), "symbolize_keys", [], kw: nil, block: nil,
                  "{1=>-4, nil=>[1, nil], :a=>4}", after: "{1=>-4, nil=>[1, nil], \"a\"=>4}")
        try check("{:b=>6, nil=>nil, \"a\"=>:k, 1=>nil, \"d\"=>[-1, nil]}.stringify_keys", .hash(HashBox([(.symbol("b"), .integer(6)), (.nil, .nil), (frozenString("a"), .symbol("k")), (.integer(1), .nil), (frozenString("d"), .arr([.integer(-1), .nil]))])), "stringify_keys", [], kw: nil, block: nil,
                  "{\"b\"=>6, \"\"=>nil, \"a\"=>:k, \"1\"=>nil, \"d\"=>[-1, nil]}", after: "{:b=>6, nil=>nil, \"a\"=>:k, 1=>nil, \"d\"=>[-1, nil]}")
        try check("{\"a\"=>nil, 1=>1}.stringify_keys", .hash(HashBox([(frozenString("a"), .nil), (.integer(1), .integer(1))])), "stringify_keys", [], kw: nil, block: nil,
                  "{\"a\"=>nil, \"1\"=>1}", after: "{\"a\"=>nil, 1=>1}")
        try check("{1=>\"s0\", \"a\"=>0}.stringify_keys", .hash(HashBox([(.integer(1), .str("s0")), (frozenString("a"), .integer(0))])), "stringify_keys", [], kw: nil, block: nil,
                  "{\"1\"=>\"s0\", \"a\"=>0}", after: "{1=>\"s0\", \"a\"=>0}")
        try check("{1=>2, \"a\"=>:k, nil=>\"s2\"}.stringify_keys", .hash(HashBox([(.integer(1), .integer(2)), (frozenString("a"), .symbol("k")), (.nil, .str("s2"))])), "stringify_keys", [], kw: nil, block: nil,
                  "{\"1\"=>2, \"a\"=>:k, \"\"=>\"s2\"}", after: "{1=>2, \"a\"=>:k, nil=>\"s2\"}")
        try check("{\"a\"=>nil, \"d\"=>[3, nil], :b=>:k}.stringify_keys", .hash(HashBox([(frozenString("a"), .nil), (frozenString("d"), .arr([.integer(3), .nil])), (.symbol("b"), .symbol("k"))])), "stringify_keys", [], kw: nil, block: nil,
                  "{\"a\"=>nil, \"d\"=>[3, nil], \"b\"=>:k}", after: "{\"a\"=>nil, \"d\"=>[3, nil], :b=>:k}")
        try check("{:b=>:k, \"a\"=>nil}.reverse_merge({})", .hash(HashBox([(.symbol("b"), .symbol("k")), (frozenString("a"), .nil)])), "reverse_merge", [.hash(HashBox())], kw: nil, block: nil,
                  "{:b=>:k, \"a\"=>nil}", after: "{:b=>:k, \"a\"=>nil}")
        try check("{nil=>:k}.reverse_merge({nil=>nil})", .hash(HashBox([(.nil, .symbol("k"))])), "reverse_merge", [.hash(HashBox([(.nil, .nil)]))], kw: nil, block: nil,
                  "{nil=>:k}", after: "{nil=>:k}")
        try check("{\"a\"=>:k, \"d\"=>-6, nil=>nil}.reverse_merge({})", .hash(HashBox([(frozenString("a"), .symbol("k")), (frozenString("d"), .integer(-6)), (.nil, .nil)])), "reverse_merge", [.hash(HashBox())], kw: nil, block: nil,
                  "{\"a\"=>:k, \"d\"=>-6, nil=>nil}", after: "{\"a\"=>:k, \"d\"=>-6, nil=>nil}")
        try check("{}.reverse_merge({\"d\"=>\"s1\", 1=>-4, :b=>-5})", .hash(HashBox()), "reverse_merge", [.hash(HashBox([(frozenString("d"), .str("s1")), (.integer(1), .integer(-4)), (.symbol("b"), .integer(-5))]))], kw: nil, block: nil,
                  "{\"d\"=>\"s1\", 1=>-4, :b=>-5}", after: "{}")
        try check("{1=>[0, nil]}.reverse_merge({})", .hash(HashBox([(.integer(1), .arr([.integer(0), .nil]))])), "reverse_merge", [.hash(HashBox())], kw: nil, block: nil,
                  "{1=>[0, nil]}", after: "{1=>[0, nil]}")
        try check("{nil=>3, \"d\"=>\"s1\"}.deep_merge({1=>nil, \"a\"=>nil})", .hash(HashBox([(.nil, .integer(3)), (frozenString("d"), .str("s1"))])), "deep_merge", [.hash(HashBox([(.integer(1), .nil), (frozenString("a"), .nil)]))], kw: nil, block: nil,
                  "{nil=>3, \"d\"=>\"s1\", 1=>nil, \"a\"=>nil}", after: "{nil=>3, \"d\"=>\"s1\"}")
        try check("{\"a\"=>:k}.deep_merge({1=>nil, \"a\"=>[0, nil], :b=>-3})", .hash(HashBox([(frozenString("a"), .symbol("k"))])), "deep_merge", [.hash(HashBox([(.integer(1), .nil), (frozenString("a"), .arr([.integer(0), .nil])), (.symbol("b"), .integer(-3))]))], kw: nil, block: nil,
                  "{\"a\"=>[0, nil], 1=>nil, :b=>-3}", after: "{\"a\"=>:k}")
        try check("{nil=>nil, \"d\"=>4}.deep_merge({nil=>nil, \"a\"=>[-3, nil]})", .hash(HashBox([(.nil, .nil), (frozenString("d"), .integer(4))])), "deep_merge", [.hash(HashBox([(.nil, .nil), (frozenString("a"), .arr([.integer(-3), .nil]))]))], kw: nil, block: nil,
                  "{nil=>nil, \"d\"=>4, \"a\"=>[-3, nil]}", after: "{nil=>nil, \"d\"=>4}")
        try check("{:b=>nil, \"a\"=>3}.deep_merge({\"a\"=>\"s1\", :b=>nil, 1=>4})", .hash(HashBox([(.symbol("b"), .nil), (frozenString("a"), .integer(3))])), "deep_merge", [.hash(HashBox([(frozenString("a"), .str("s1")), (.symbol("b"), .nil), (.integer(1), .integer(4))]))], kw: nil, block: nil,
                  "{:b=>nil, \"a\"=>\"s1\", 1=>4}", after: "{:b=>nil, \"a\"=>3}")
        try check("{\"d\"=>[4, nil], :b=>-6, nil=>-5}.deep_merge({\"a\"=>:k})", .hash(HashBox([(frozenString("d"), .arr([.integer(4), .nil])), (.symbol("b"), .integer(-6)), (.nil, .integer(-5))])), "deep_merge", [.hash(HashBox([(frozenString("a"), .symbol("k"))]))], kw: nil, block: nil,
                  "{\"d\"=>[4, nil], :b=>-6, nil=>-5, \"a\"=>:k}", after: "{\"d\"=>[4, nil], :b=>-6, nil=>-5}")
        try check("{}.except!(\"a\")", .hash(HashBox()), "except!", [.str("a")], kw: nil, block: nil,
                  "{}", after: "{}")
        try check("{nil=>-4, \"a\"=>\"s0\"}.except!(:b)", .hash(HashBox([(.nil, .integer(-4)), (frozenString("a"), .str("s0"))])), "except!", [.symbol("b")], kw: nil, block: nil,
                  "{nil=>-4, \"a\"=>\"s0\"}", after: "{nil=>-4, \"a\"=>\"s0\"}")
        try check("{1=>:k, :b=>3}.except!(nil)", .hash(HashBox([(.integer(1), .symbol("k")), (.symbol("b"), .integer(3))])), "except!", [.nil], kw: nil, block: nil,
                  "{1=>:k, :b=>3}", after: "{1=>:k, :b=>3}")
        try check("{:b=>:k}.except!(\"d\")", .hash(HashBox([(.symbol("b"), .symbol("k"))])), "except!", [.str("d")], kw: nil, block: nil,
                  "{:b=>:k}", after: "{:b=>:k}")
        try check("{1=>nil, nil=>:k}.except!(nil)", .hash(HashBox([(.integer(1), .nil), (.nil, .symbol("k"))])), "except!", [.nil], kw: nil, block: nil,
                  "{1=>nil}", after: "{1=>nil}")
        try check("{\"a\"=>[6, nil], :b=>6}.slice!(\"d\")", .hash(HashBox([(frozenString("a"), .arr([.integer(6), .nil])), (.symbol("b"), .integer(6))])), "slice!", [.str("d")], kw: nil, block: nil,
                  "{\"a\"=>[6, nil], :b=>6}", after: "{}")
        try check("{nil=>\"s1\", \"a\"=>[-2, nil], 1=>nil}.slice!(\"a\")", .hash(HashBox([(.nil, .str("s1")), (frozenString("a"), .arr([.integer(-2), .nil])), (.integer(1), .nil)])), "slice!", [.str("a")], kw: nil, block: nil,
                  "{nil=>\"s1\", 1=>nil}", after: "{\"a\"=>[-2, nil]}")
        try check("{\"d\"=>\"s0\", nil=>:k}.slice!(nil)", .hash(HashBox([(frozenString("d"), .str("s0")), (.nil, .symbol("k"))])), "slice!", [.nil], kw: nil, block: nil,
                  "{\"d\"=>\"s0\"}", after: "{nil=>:k}")
        try check("{1=>nil, nil=>4, \"d\"=>:k}.slice!(\"d\")", .hash(HashBox([(.integer(1), .nil), (.nil, .integer(4)), (frozenString("d"), .symbol("k"))])), "slice!", [.str("d")], kw: nil, block: nil,
                  "{1=>nil, nil=>4}", after: "{\"d\"=>:k}")
        try check("{nil=>[3, nil], \"a\"=>:k, \"d\"=>[-4, nil]}.slice!(1)", .hash(HashBox([(.nil, .arr([.integer(3), .nil])), (frozenString("a"), .symbol("k")), (frozenString("d"), .arr([.integer(-4), .nil]))])), "slice!", [.integer(1)], kw: nil, block: nil,
                  "{nil=>[3, nil], \"a\"=>:k, \"d\"=>[-4, nil]}", after: "{}")
    }
}
