// Expected values recorded from ruby 3.1 with ActiveSupport 6.1 (`ruby -ractive_support/all`);
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class BuiltinsOtherTypesTests: BuiltinsTestCase {
    func testRangeMethods() throws {
        try check("(1..5).to_a", .range(RangeValue(lower: .integer(1), upper: .integer(5), exclusive: false)), "to_a", [], kw: nil, block: nil,
                  "[1, 2, 3, 4, 5]", after: "1..5")
        try check("(1...5).to_a", .range(RangeValue(lower: .integer(1), upper: .integer(5), exclusive: true)), "to_a", [], kw: nil, block: nil,
                  "[1, 2, 3, 4]", after: "1...5")
        try check("(\"a\"..\"e\").to_a", .range(RangeValue(lower: frozenString("a"), upper: frozenString("e"), exclusive: false)), "to_a", [], kw: nil, block: nil,
                  "[\"a\", \"b\", \"c\", \"d\", \"e\"]", after: "\"a\"..\"e\"")
        try check("(\"aa\"..\"ad\").to_a", .range(RangeValue(lower: frozenString("aa"), upper: frozenString("ad"), exclusive: false)), "to_a", [], kw: nil, block: nil,
                  "[\"aa\", \"ab\", \"ac\", \"ad\"]", after: "\"aa\"..\"ad\"")
        try check("(\"1\"..\"10\").to_a", .range(RangeValue(lower: frozenString("1"), upper: frozenString("10"), exclusive: false)), "to_a", [], kw: nil, block: nil,
                  "[\"1\", \"2\", \"3\", \"4\", \"5\", \"6\", \"7\", \"8\", \"9\", \"10\"]", after: "\"1\"..\"10\"")
        try check("(5..1).to_a", .range(RangeValue(lower: .integer(5), upper: .integer(1), exclusive: false)), "to_a", [], kw: nil, block: nil,
                  "[]", after: "5..1")
        try check("(1..3).map { |x| x * 2 }", .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), "map", [], kw: nil, block: blk(1) { a in try self.op(a[0], "*", .integer(2)) },
                  "[2, 4, 6]", after: "1..3")
        try check("(1..10).select { |x| x % 3 == 0 }", .range(RangeValue(lower: .integer(1), upper: .integer(10), exclusive: false)), "select", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "%", .integer(3)), "==", .integer(0)) },
                  "[3, 6, 9]", after: "1..10")
        try check("(1..3).each { |x| x }", .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), "each", [], kw: nil, block: blk(1) { a in a[0] },
                  "1..3", after: "1..3")
        try check("(1..5).include?(3)", .range(RangeValue(lower: .integer(1), upper: .integer(5), exclusive: false)), "include?", [.integer(3)], kw: nil, block: nil,
                  "true", after: "1..5")
        try check("(1..5).include?(5.5)", .range(RangeValue(lower: .integer(1), upper: .integer(5), exclusive: false)), "include?", [.float(5.5)], kw: nil, block: nil,
                  "false", after: "1..5")
        try check("(1...5).include?(5)", .range(RangeValue(lower: .integer(1), upper: .integer(5), exclusive: true)), "include?", [.integer(5)], kw: nil, block: nil,
                  "false", after: "1...5")
        try check("(1.0..2.0).include?(1.5)", .range(RangeValue(lower: .float(1.0), upper: .float(2.0), exclusive: false)), "include?", [.float(1.5)], kw: nil, block: nil,
                  "true", after: "1.0..2.0")
        try check("(\"a\"..\"z\").include?(\"bb\")", .range(RangeValue(lower: frozenString("a"), upper: frozenString("z"), exclusive: false)), "include?", [.str("bb")], kw: nil, block: nil,
                  "false", after: "\"a\"..\"z\"")
        try check("(\"a\"..\"z\").cover?(\"bb\")", .range(RangeValue(lower: frozenString("a"), upper: frozenString("z"), exclusive: false)), "cover?", [.str("bb")], kw: nil, block: nil,
                  "true", after: "\"a\"..\"z\"")
        try check("(\"a\"..\"z\").===(\"bb\")", .range(RangeValue(lower: frozenString("a"), upper: frozenString("z"), exclusive: false)), "===", [.str("bb")], kw: nil, block: nil,
                  "true", after: "\"a\"..\"z\"")
        try check("(1..).cover?(100)", .range(RangeValue(lower: .integer(1), upper: .nil, exclusive: false)), "cover?", [.integer(100)], kw: nil, block: nil,
                  "true", after: "1..")
        try check("(1..5).member?(2)", .range(RangeValue(lower: .integer(1), upper: .integer(5), exclusive: false)), "member?", [.integer(2)], kw: nil, block: nil,
                  "true", after: "1..5")
        try check("(1..5).===(2.5)", .range(RangeValue(lower: .integer(1), upper: .integer(5), exclusive: false)), "===", [.float(2.5)], kw: nil, block: nil,
                  "true", after: "1..5")
        try check("(1..10).first", .range(RangeValue(lower: .integer(1), upper: .integer(10), exclusive: false)), "first", [], kw: nil, block: nil,
                  "1", after: "1..10")
        try check("(1..10).first(3)", .range(RangeValue(lower: .integer(1), upper: .integer(10), exclusive: false)), "first", [.integer(3)], kw: nil, block: nil,
                  "[1, 2, 3]", after: "1..10")
        try check("(1..10).last(3)", .range(RangeValue(lower: .integer(1), upper: .integer(10), exclusive: false)), "last", [.integer(3)], kw: nil, block: nil,
                  "[8, 9, 10]", after: "1..10")
        try check("(1..10).last", .range(RangeValue(lower: .integer(1), upper: .integer(10), exclusive: false)), "last", [], kw: nil, block: nil,
                  "10", after: "1..10")
        try check("(1..10).min", .range(RangeValue(lower: .integer(1), upper: .integer(10), exclusive: false)), "min", [], kw: nil, block: nil,
                  "1", after: "1..10")
        try check("(1...10).max", .range(RangeValue(lower: .integer(1), upper: .integer(10), exclusive: true)), "max", [], kw: nil, block: nil,
                  "9", after: "1...10")
        try check("(1..10).sum", .range(RangeValue(lower: .integer(1), upper: .integer(10), exclusive: false)), "sum", [], kw: nil, block: nil,
                  "55", after: "1..10")
        try check("(1..4).sum { |x| x * x }", .range(RangeValue(lower: .integer(1), upper: .integer(4), exclusive: false)), "sum", [], kw: nil, block: blk(1) { a in try self.op(a[0], "*", a[0]) },
                  "30", after: "1..4")
        try check("(1..10).size", .range(RangeValue(lower: .integer(1), upper: .integer(10), exclusive: false)), "size", [], kw: nil, block: nil,
                  "10", after: "1..10")
        try check("(1...10).count", .range(RangeValue(lower: .integer(1), upper: .integer(10), exclusive: true)), "count", [], kw: nil, block: nil,
                  "9", after: "1...10")
        try check("(1..10).step(3).to_a", .range(RangeValue(lower: .integer(1), upper: .integer(10), exclusive: false)), "step", [.integer(3)], kw: nil, block: nil, then: "to_a",
                  "[1, 4, 7, 10]", after: "1..10")
        try check("(1..3).reverse_each { |x| x }", .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), "reverse_each", [], kw: nil, block: blk(1) { a in a[0] },
                  "1..3", after: "1..3")
        try check("(1..3).to_s", .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), "to_s", [], kw: nil, block: nil,
                  "\"1..3\"", after: "1..3")
        try check("(1...3).inspect", .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: true)), "inspect", [], kw: nil, block: nil,
                  "\"1...3\"", after: "1...3")
        try check("(\"a\"..\"c\").inspect", .range(RangeValue(lower: frozenString("a"), upper: frozenString("c"), exclusive: false)), "inspect", [], kw: nil, block: nil,
                  "\"\\\"a\\\"..\\\"c\\\"\"", after: "\"a\"..\"c\"")
        try check("(1..).inspect", .range(RangeValue(lower: .integer(1), upper: .nil, exclusive: false)), "inspect", [], kw: nil, block: nil,
                  "\"1..\"", after: "1..")
        try check("(1..3).==((1..3))", .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), "==", [.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false))], kw: nil, block: nil,
                  "true", after: "1..3")
        try check("(1..3).exclude_end?", .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), "exclude_end?", [], kw: nil, block: nil,
                  "false", after: "1..3")
        try check("(1..).to_a", .range(RangeValue(lower: .integer(1), upper: .nil, exclusive: false)), "to_a", [], kw: nil, block: nil,
                  "!RangeError: cannot convert endless range to an array", after: "1..")
        try check("(\"a\"..\"e\").count", .range(RangeValue(lower: frozenString("a"), upper: frozenString("e"), exclusive: false)), "count", [], kw: nil, block: nil,
                  "5", after: "\"a\"..\"e\"")
        try check("(\"a\"..\"e\").size", .range(RangeValue(lower: frozenString("a"), upper: frozenString("e"), exclusive: false)), "size", [], kw: nil, block: nil,
                  "nil", after: "\"a\"..\"e\"")
        try check("(1.0..3.5).size", .range(RangeValue(lower: .float(1.0), upper: .float(3.5), exclusive: false)), "size", [], kw: nil, block: nil,
                  "3", after: "1.0..3.5")
        try check("(1..).size", .range(RangeValue(lower: .integer(1), upper: .nil, exclusive: false)), "size", [], kw: nil, block: nil,
                  "Infinity", after: "1..")
        try check("(1..10).count { |x| x.even? }", .range(RangeValue(lower: .integer(1), upper: .integer(10), exclusive: false)), "count", [], kw: nil, block: blk(1) { a in try self.op(a[0], "even?") },
                  "5", after: "1..10")
        try check("(1..3).each_slice(2).to_a", .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), "each_slice", [.integer(2)], kw: nil, block: nil, then: "to_a",
                  "[[1, 2], [3]]", after: "1..3")
        try check("(1..4).inject(:+)", .range(RangeValue(lower: .integer(1), upper: .integer(4), exclusive: false)), "inject", [.symbol("+")], kw: nil, block: nil,
                  "10", after: "1..4")
        try check("(1..3).to_a", .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), "to_a", [], kw: nil, block: nil,
                  "[1, 2, 3]", after: "1..3")
        try check("(1..3).begin", .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), "begin", [], kw: nil, block: nil,
                  "1", after: "1..3")
        try check("(1..3).end", .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), "end", [], kw: nil, block: nil,
                  "3", after: "1..3")
    }

    func testSymbolMethods() throws {
        try check(":foo.to_s", .symbol("foo"), "to_s", [], kw: nil, block: nil,
                  "\"foo\"", after: ":foo")
        try check(":foo.to_sym", .symbol("foo"), "to_sym", [], kw: nil, block: nil,
                  ":foo", after: ":foo")
        try check(":foo.length", .symbol("foo"), "length", [], kw: nil, block: nil,
                  "3", after: ":foo")
        try check(":foo.upcase", .symbol("foo"), "upcase", [], kw: nil, block: nil,
                  ":FOO", after: ":foo")
        try check(":Foo.downcase", .symbol("Foo"), "downcase", [], kw: nil, block: nil,
                  ":foo", after: ":Foo")
        try check(":a.<=>(:b)", .symbol("a"), "<=>", [.symbol("b")], kw: nil, block: nil,
                  "-1", after: ":a")
        try check(":a.==(\"a\")", .symbol("a"), "==", [.str("a")], kw: nil, block: nil,
                  "false", after: ":a")
        try check(":abc.[](1)", .symbol("abc"), "[]", [.integer(1)], kw: nil, block: nil,
                  "\"b\"", after: ":abc")
        try check(":abc.start_with?(\"a\")", .symbol("abc"), "start_with?", [.str("a")], kw: nil, block: nil,
                  "true", after: ":abc")
        try check(":abc.end_with?(\"c\")", .symbol("abc"), "end_with?", [.str("c")], kw: nil, block: nil,
                  "true", after: ":abc")
        try check(":foo.inspect", .symbol("foo"), "inspect", [], kw: nil, block: nil,
                  "\":foo\"", after: ":foo")
        try check(":\"foo bar\".inspect", .symbol("foo bar"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"foo bar\\\"\"", after: ":\"foo bar\"")
        try check(":foo?.inspect", .symbol("foo?"), "inspect", [], kw: nil, block: nil,
                  "\":foo?\"", after: ":foo?")
        try check(":[].inspect", .symbol("[]"), "inspect", [], kw: nil, block: nil,
                  "\":[]\"", after: ":[]")
        try check(":a=.inspect", .symbol("a="), "inspect", [], kw: nil, block: nil,
                  "\":a=\"", after: ":a=")
        try check(":\"a?=\".inspect", .symbol("a?="), "inspect", [], kw: nil, block: nil,
                  "\":\\\"a?=\\\"\"", after: ":\"a?=\"")
        try check(":\"9a\".inspect", .symbol("9a"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"9a\\\"\"", after: ":\"9a\"")
        try check(":+.inspect", .symbol("+"), "inspect", [], kw: nil, block: nil,
                  "\":+\"", after: ":+")
        try check(":@iv.inspect", .symbol("@iv"), "inspect", [], kw: nil, block: nil,
                  "\":@iv\"", after: ":@iv")
        try check(":\"=\".inspect", .symbol("="), "inspect", [], kw: nil, block: nil,
                  "\":\\\"=\\\"\"", after: ":\"=\"")
        try check(":$g.inspect", .symbol("$g"), "inspect", [], kw: nil, block: nil,
                  "\":$g\"", after: ":$g")
        try check(":Foo.inspect", .symbol("Foo"), "inspect", [], kw: nil, block: nil,
                  "\":Foo\"", after: ":Foo")
        try check(":foo!.inspect", .symbol("foo!"), "inspect", [], kw: nil, block: nil,
                  "\":foo!\"", after: ":foo!")
        try check(":\"a-b\".inspect", .symbol("a-b"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"a-b\\\"\"", after: ":\"a-b\"")
        try check(":a.succ", .symbol("a"), "succ", [], kw: nil, block: nil,
                  ":b", after: ":a")
        try check(":abc.size", .symbol("abc"), "size", [], kw: nil, block: nil,
                  "3", after: ":abc")
        try check(":a.in?([:a])", .symbol("a"), "in?", [.arr([.symbol("a")])], kw: nil, block: nil,
                  "true", after: ":a")
    }

    func testNilAndBooleanMethods() throws {
        try check("nil.to_s", .nil, "to_s", [], kw: nil, block: nil,
                  "\"\"", after: "nil")
        try check("nil.to_a", .nil, "to_a", [], kw: nil, block: nil,
                  "[]", after: "nil")
        try check("nil.inspect", .nil, "inspect", [], kw: nil, block: nil,
                  "\"nil\"", after: "nil")
        try check("nil.nil?", .nil, "nil?", [], kw: nil, block: nil,
                  "true", after: "nil")
        try check("nil.to_i", .nil, "to_i", [], kw: nil, block: nil,
                  "0", after: "nil")
        try check("nil.to_h", .nil, "to_h", [], kw: nil, block: nil,
                  "{}", after: "nil")
        try check("nil.&(true)", .nil, "&", [.true], kw: nil, block: nil,
                  "false", after: "nil")
        try check("nil.|(1)", .nil, "|", [.integer(1)], kw: nil, block: nil,
                  "true", after: "nil")
        try check("true.&(nil)", .true, "&", [.nil], kw: nil, block: nil,
                  "false", after: "true")
        try check("true.^(true)", .true, "^", [.true], kw: nil, block: nil,
                  "false", after: "true")
        try check("false.|(true)", .false, "|", [.true], kw: nil, block: nil,
                  "true", after: "false")
        try check("true.to_s", .true, "to_s", [], kw: nil, block: nil,
                  "\"true\"", after: "true")
        try check("false.inspect", .false, "inspect", [], kw: nil, block: nil,
                  "\"false\"", after: "false")
        try check("nil.==(false)", .nil, "==", [.false], kw: nil, block: nil,
                  "false", after: "nil")
        try check("nil.!", .nil, "!", [], kw: nil, block: nil,
                  "true", after: "nil")
        try check("nil.blank?", .nil, "blank?", [], kw: nil, block: nil,
                  "true", after: "nil")
        try check("false.blank?", .false, "blank?", [], kw: nil, block: nil,
                  "true", after: "false")
        try check("true.present?", .true, "present?", [], kw: nil, block: nil,
                  "true", after: "true")
        try check("nil.presence", .nil, "presence", [], kw: nil, block: nil,
                  "nil", after: "nil")
        try check("true.!", .true, "!", [], kw: nil, block: nil,
                  "false", after: "true")
        try check("nil.to_f", .nil, "to_f", [], kw: nil, block: nil,
                  "0.0", after: "nil")
    }

    func testRegexpMethods() throws {
        try check("/a\\/b/i.inspect", re("a/b", "i"), "inspect", [], kw: nil, block: nil,
                  "\"/a\\\\/b/i\"", after: "/a\\/b/i")
        try check("/a\\/b/i.to_s", re("a/b", "i"), "to_s", [], kw: nil, block: nil,
                  "\"(?i-mx:a\\\\/b)\"", after: "/a\\/b/i")
        try check("/a\\/b/i.source", re("a/b", "i"), "source", [], kw: nil, block: nil,
                  "\"a/b\"", after: "/a\\/b/i")
        try check("%r{a/b}.inspect", re("a/b", ""), "inspect", [], kw: nil, block: nil,
                  "\"/a\\\\/b/\"", after: "/a\\/b/")
        try check("%r{a/b}.source", re("a/b", ""), "source", [], kw: nil, block: nil,
                  "\"a/b\"", after: "/a\\/b/")
        try check("/x/mix.inspect", re("x", "mix"), "inspect", [], kw: nil, block: nil,
                  "\"/x/mix\"", after: "/x/mix")
        try check("/x/m.to_s", re("x", "m"), "to_s", [], kw: nil, block: nil,
                  "\"(?m-ix:x)\"", after: "/x/m")
        try check("/(\\d+)-(\\d+)/.match(\"tel 12-34 x\")", re("(\\d+)-(\\d+)", ""), "match", [.str("tel 12-34 x")], kw: nil, block: nil,
                  "#<MatchData \"12-34\" 1:\"12\" 2:\"34\">", after: "/(\\d+)-(\\d+)/")
        try check("/(?<year>\\d{4})-(?<mon>\\d\\d)/.match(\"on 2024-05!\")", re("(?<year>\\d{4})-(?<mon>\\d\\d)", ""), "match", [.str("on 2024-05!")], kw: nil, block: nil,
                  "#<MatchData \"2024-05\" year:\"2024\" mon:\"05\">", after: "/(?<year>\\d{4})-(?<mon>\\d\\d)/")
        try check("/z/.match(\"abc\")", re("z", ""), "match", [.str("abc")], kw: nil, block: nil,
                  "nil", after: "/z/")
        try check("/b/.match?(\"abc\")", re("b", ""), "match?", [.str("abc")], kw: nil, block: nil,
                  "true", after: "/b/")
        try check("/b/.=~(\"abc\")", re("b", ""), "=~", [.str("abc")], kw: nil, block: nil,
                  "1", after: "/b/")
        try check("/b/.=~(nil)", re("b", ""), "=~", [.nil], kw: nil, block: nil,
                  "nil", after: "/b/")
        try check("/b/.===(\"abc\")", re("b", ""), "===", [.str("abc")], kw: nil, block: nil,
                  "true", after: "/b/")
        try check("/b/.===(1)", re("b", ""), "===", [.integer(1)], kw: nil, block: nil,
                  "false", after: "/b/")
        try check("/(?<a>x)(?<b>y)?/.names", re("(?<a>x)(?<b>y)?", ""), "names", [], kw: nil, block: nil,
                  "[\"a\", \"b\"]", after: "/(?<a>x)(?<b>y)?/")
        try check("/a/i.options", re("a", "i"), "options", [], kw: nil, block: nil,
                  "1", after: "/a/i")
        try check("/a/.==(/a/)", re("a", ""), "==", [re("a", "")], kw: nil, block: nil,
                  "true", after: "/a/")
        try check("/\\Ahello\\z/.match?(\"hello\")", re("\\Ahello\\z", ""), "match?", [.str("hello")], kw: nil, block: nil,
                  "true", after: "/\\Ahello\\z/")
        try check("/\\Ahello\\z/.match?(\"hello\\n\")", re("\\Ahello\\z", ""), "match?", [.str("hello\n")], kw: nil, block: nil,
                  "false", after: "/\\Ahello\\z/")
        try check("/\\Ahello\\Z/.match?(\"hello\\n\")", re("\\Ahello\\Z", ""), "match?", [.str("hello\n")], kw: nil, block: nil,
                  "true", after: "/\\Ahello\\Z/")
        try check("/^b$/.match?(\"a\\nb\\nc\")", re("^b$", ""), "match?", [.str("a\nb\nc")], kw: nil, block: nil,
                  "true", after: "/^b$/")
        try check("/a.c/.match?(\"a\\nc\")", re("a.c", ""), "match?", [.str("a\nc")], kw: nil, block: nil,
                  "false", after: "/a.c/")
        try check("/a.c/m.match?(\"a\\nc\")", re("a.c", "m"), "match?", [.str("a\nc")], kw: nil, block: nil,
                  "true", after: "/a.c/m")
        try check("/\\h+/.match(\"xyz 0fA9 q\")", re("\\h+", ""), "match", [.str("xyz 0fA9 q")], kw: nil, block: nil,
                  "#<MatchData \"0fA9\">", after: "/\\h+/")
        try check("/[[:alpha:]]+/.match(\"123 abc\")", re("[[:alpha:]]+", ""), "match", [.str("123 abc")], kw: nil, block: nil,
                  "#<MatchData \"abc\">", after: "/[[:alpha:]]+/")
        try check("/[[:digit:]]+/.match(\"ab 42\")", re("[[:digit:]]+", ""), "match", [.str("ab 42")], kw: nil, block: nil,
                  "#<MatchData \"42\">", after: "/[[:digit:]]+/")
        try check("/[[:space:]]+/.match(\"a \\t b\")", re("[[:space:]]+", ""), "match", [.str("a \t b")], kw: nil, block: nil,
                  "#<MatchData \" \\t \">", after: "/[[:space:]]+/")
        try check("/[[:upper:]][[:lower:]]+/.match(\"hello World\")", re("[[:upper:]][[:lower:]]+", ""), "match", [.str("hello World")], kw: nil, block: nil,
                  "#<MatchData \"World\">", after: "/[[:upper:]][[:lower:]]+/")
        try check("/a b # comment\n     c/x.match?(\"abc\")", re("a b # comment\n     c", "x"), "match?", [.str("abc")], kw: nil, block: nil,
                  "true", after: "/a b # comment\n     c/x")
        try check("/(?m)a.c/.match?(\"a\\nc\")", re("(?m)a.c", ""), "match?", [.str("a\nc")], kw: nil, block: nil,
                  "true", after: "/(?m)a.c/")
        try check("/(?i)ABC/.match?(\"abc\")", re("(?i)ABC", ""), "match?", [.str("abc")], kw: nil, block: nil,
                  "true", after: "/(?i)ABC/")
        try check("/(?<n>a)(b)/.match(\"ab\")", re("(?<n>a)(b)", ""), "match", [.str("ab")], kw: nil, block: nil,
                  "#<MatchData \"ab\" n:\"a\">", after: "/(?<n>a)(b)/")
        try check("/a\\Rb/.match?(\"a\\r\\nb\")", re("a\\Rb", ""), "match?", [.str("a\r\nb")], kw: nil, block: nil,
                  "true", after: "/a\\Rb/")
        try check("/é+/.match(\"caféé!\")", re("é+", ""), "match", [.str("caféé!")], kw: nil, block: nil,
                  "#<MatchData \"éé\">", after: "/é+/")
        try check("/[\\h_]+/.match(\"x ab_12 y\")", re("[\\h_]+", ""), "match", [.str("x ab_12 y")], kw: nil, block: nil,
                  "#<MatchData \"ab_12\">", after: "/[\\h_]+/")
        try check("/(\\w+)@(\\w+)\\.com/.match(\"mail bob@example.com now\")", re("(\\w+)@(\\w+)\\.com", ""), "match", [.str("mail bob@example.com now")], kw: nil, block: nil,
                  "#<MatchData \"bob@example.com\" 1:\"bob\" 2:\"example\">", after: "/(\\w+)@(\\w+)\\.com/")
    }

    func testMatchDataMethods() throws {
        try check("/(\\d+)-(\\d+)/.match(\"tel 12-34 x\").[](0)", md(re("(\\d+)-(\\d+)", ""), "tel 12-34 x"), "[]", [.integer(0)], kw: nil, block: nil,
                  "\"12-34\"", after: "#<MatchData \"12-34\" 1:\"12\" 2:\"34\">")
        try check("/(\\d+)-(\\d+)/.match(\"tel 12-34 x\").[](2)", md(re("(\\d+)-(\\d+)", ""), "tel 12-34 x"), "[]", [.integer(2)], kw: nil, block: nil,
                  "\"34\"", after: "#<MatchData \"12-34\" 1:\"12\" 2:\"34\">")
        try check("/(\\d+)-(\\d+)/.match(\"tel 12-34 x\").[](-1)", md(re("(\\d+)-(\\d+)", ""), "tel 12-34 x"), "[]", [.integer(-1)], kw: nil, block: nil,
                  "\"34\"", after: "#<MatchData \"12-34\" 1:\"12\" 2:\"34\">")
        try check("/(\\d+)-(\\d+)/.match(\"tel 12-34 x\").captures", md(re("(\\d+)-(\\d+)", ""), "tel 12-34 x"), "captures", [], kw: nil, block: nil,
                  "[\"12\", \"34\"]", after: "#<MatchData \"12-34\" 1:\"12\" 2:\"34\">")
        try check("/(\\d+)-(\\d+)/.match(\"tel 12-34 x\").pre_match", md(re("(\\d+)-(\\d+)", ""), "tel 12-34 x"), "pre_match", [], kw: nil, block: nil,
                  "\"tel \"", after: "#<MatchData \"12-34\" 1:\"12\" 2:\"34\">")
        try check("/(\\d+)-(\\d+)/.match(\"tel 12-34 x\").post_match", md(re("(\\d+)-(\\d+)", ""), "tel 12-34 x"), "post_match", [], kw: nil, block: nil,
                  "\" x\"", after: "#<MatchData \"12-34\" 1:\"12\" 2:\"34\">")
        try check("/(\\d+)-(\\d+)/.match(\"tel 12-34 x\").to_a", md(re("(\\d+)-(\\d+)", ""), "tel 12-34 x"), "to_a", [], kw: nil, block: nil,
                  "[\"12-34\", \"12\", \"34\"]", after: "#<MatchData \"12-34\" 1:\"12\" 2:\"34\">")
        try check("/(\\d+)-(\\d+)/.match(\"tel 12-34 x\").begin(0)", md(re("(\\d+)-(\\d+)", ""), "tel 12-34 x"), "begin", [.integer(0)], kw: nil, block: nil,
                  "4", after: "#<MatchData \"12-34\" 1:\"12\" 2:\"34\">")
        try check("/(\\d+)-(\\d+)/.match(\"tel 12-34 x\").end(0)", md(re("(\\d+)-(\\d+)", ""), "tel 12-34 x"), "end", [.integer(0)], kw: nil, block: nil,
                  "9", after: "#<MatchData \"12-34\" 1:\"12\" 2:\"34\">")
        try check("/(\\d+)-(\\d+)/.match(\"tel 12-34 x\").to_s", md(re("(\\d+)-(\\d+)", ""), "tel 12-34 x"), "to_s", [], kw: nil, block: nil,
                  "\"12-34\"", after: "#<MatchData \"12-34\" 1:\"12\" 2:\"34\">")
        try check("/(\\d+)-(\\d+)/.match(\"tel 12-34 x\").values_at(1, 2)", md(re("(\\d+)-(\\d+)", ""), "tel 12-34 x"), "values_at", [.integer(1), .integer(2)], kw: nil, block: nil,
                  "[\"12\", \"34\"]", after: "#<MatchData \"12-34\" 1:\"12\" 2:\"34\">")
        try check("/(\\d+)-(\\d+)/.match(\"tel 12-34 x\").inspect", md(re("(\\d+)-(\\d+)", ""), "tel 12-34 x"), "inspect", [], kw: nil, block: nil,
                  "\"#<MatchData \\\"12-34\\\" 1:\\\"12\\\" 2:\\\"34\\\">\"", after: "#<MatchData \"12-34\" 1:\"12\" 2:\"34\">")
        try check("/(?<y>\\d+)-(?<m>\\d+)?/.match(\"é 2024-\").[](\"y\")", md(re("(?<y>\\d+)-(?<m>\\d+)?", ""), "é 2024-"), "[]", [.str("y")], kw: nil, block: nil,
                  "\"2024\"", after: "#<MatchData \"2024-\" y:\"2024\" m:nil>")
        try check("/(?<y>\\d+)-(?<m>\\d+)?/.match(\"é 2024-\").[](:m)", md(re("(?<y>\\d+)-(?<m>\\d+)?", ""), "é 2024-"), "[]", [.symbol("m")], kw: nil, block: nil,
                  "nil", after: "#<MatchData \"2024-\" y:\"2024\" m:nil>")
        try check("/(?<y>\\d+)-(?<m>\\d+)?/.match(\"é 2024-\").named_captures", md(re("(?<y>\\d+)-(?<m>\\d+)?", ""), "é 2024-"), "named_captures", [], kw: nil, block: nil,
                  "{\"y\"=>\"2024\", \"m\"=>nil}", after: "#<MatchData \"2024-\" y:\"2024\" m:nil>")
        try check("/(?<y>\\d+)-(?<m>\\d+)?/.match(\"é 2024-\").names", md(re("(?<y>\\d+)-(?<m>\\d+)?", ""), "é 2024-"), "names", [], kw: nil, block: nil,
                  "[\"y\", \"m\"]", after: "#<MatchData \"2024-\" y:\"2024\" m:nil>")
        try check("/(?<y>\\d+)-(?<m>\\d+)?/.match(\"é 2024-\").begin(0)", md(re("(?<y>\\d+)-(?<m>\\d+)?", ""), "é 2024-"), "begin", [.integer(0)], kw: nil, block: nil,
                  "2", after: "#<MatchData \"2024-\" y:\"2024\" m:nil>")
        try check("/(?<y>\\d+)-(?<m>\\d+)?/.match(\"é 2024-\").inspect", md(re("(?<y>\\d+)-(?<m>\\d+)?", ""), "é 2024-"), "inspect", [], kw: nil, block: nil,
                  "\"#<MatchData \\\"2024-\\\" y:\\\"2024\\\" m:nil>\"", after: "#<MatchData \"2024-\" y:\"2024\" m:nil>")
        try check("/(?<y>\\d+)-(?<m>\\d+)?/.match(\"é 2024-\").[](\"zz\")", md(re("(?<y>\\d+)-(?<m>\\d+)?", ""), "é 2024-"), "[]", [.str("zz")], kw: nil, block: nil,
                  "!IndexError: undefined group name reference: zz", after: "#<MatchData \"2024-\" y:\"2024\" m:nil>")
        try check("/(\\d+)-(\\d+)/.match(\"tel 12-34 x\").size", md(re("(\\d+)-(\\d+)", ""), "tel 12-34 x"), "size", [], kw: nil, block: nil,
                  "3", after: "#<MatchData \"12-34\" 1:\"12\" 2:\"34\">")
    }
}
