// Expected values recorded from ruby 3.1 with ActiveSupport 6.1 (`ruby -ractive_support/all`);
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class BuiltinsUsageTests: BuiltinsTestCase {
    func testUniversalAndUsage() throws {
        try check("\"abc\".equal?(\"abc\")", .str("abc"), "equal?", [.str("abc")], kw: nil, block: nil,
                  "false", after: "\"abc\"")
        try check(":a.equal?(:a)", .symbol("a"), "equal?", [.symbol("a")], kw: nil, block: nil,
                  "true", after: ":a")
        try check("1.equal?(1)", .integer(1), "equal?", [.integer(1)], kw: nil, block: nil,
                  "true", after: "1")
        try check("\"abc\".eql?(\"abc\")", .str("abc"), "eql?", [.str("abc")], kw: nil, block: nil,
                  "true", after: "\"abc\"")
        try check("1.eql?(1.0)", .integer(1), "eql?", [.float(1.0)], kw: nil, block: nil,
                  "false", after: "1")
        try check("[1, [2]].eql?([1, [2]])", .arr([.integer(1), .arr([.integer(2)])]), "eql?", [.arr([.integer(1), .arr([.integer(2)])])], kw: nil, block: nil,
                  "true", after: "[1, [2]]")
        try check("\"abc\".itself", .str("abc"), "itself", [], kw: nil, block: nil,
                  "\"abc\"", after: "\"abc\"")
        try check("{a: 1}.frozen?", .hash(HashBox([(.symbol("a"), .integer(1))])), "frozen?", [], kw: nil, block: nil,
                  "false", after: "{:a=>1}")
        try check("nil.frozen?", .nil, "frozen?", [], kw: nil, block: nil,
                  "true", after: "nil")
        try check(":a.frozen?", .symbol("a"), "frozen?", [], kw: nil, block: nil,
                  "true", after: ":a")
        try check("\"abc\".clone", .str("abc"), "clone", [], kw: nil, block: nil,
                  "\"abc\"", after: "\"abc\"")
        try check("\"abc\".freeze.clone", frozenString("abc"), "clone", [], kw: nil, block: nil,
                  "\"abc\"", after: "\"abc\"")
        try check("\"abc\".freeze.clone(freeze: false).frozen?", frozenString("abc"), "clone", [], kw: HashBox([(.symbol("freeze"), .false)]), block: nil, then: "frozen?",
                  "false", after: "\"abc\"")
        try check("\"abc\".freeze.clone.frozen?", frozenString("abc"), "clone", [], kw: nil, block: nil, then: "frozen?",
                  "true", after: "\"abc\"")
        try check("\"abc\".freeze.dup.frozen?", frozenString("abc"), "dup", [], kw: nil, block: nil, then: "frozen?",
                  "false", after: "\"abc\"")
        try check("[1].freeze.frozen?", .arr([.integer(1)]), "freeze", [], kw: nil, block: nil, then: "frozen?",
                  "true", after: "[1]")
        try check("\"a\".!=(\"b\")", .str("a"), "!=", [.str("b")], kw: nil, block: nil,
                  "true", after: "\"a\"")
        try check("nil.!", .nil, "!", [], kw: nil, block: nil,
                  "true", after: "nil")
        try check("1.!", .integer(1), "!", [], kw: nil, block: nil,
                  "false", after: "1")
        try check("\"a\".!~(/b/)", .str("a"), "!~", [re("b", "")], kw: nil, block: nil,
                  "true", after: "\"a\"")
        try check("\"a\".=~(/a/)", .str("a"), "=~", [re("a", "")], kw: nil, block: nil,
                  "0", after: "\"a\"")
        try check("1.=~(/a/)", .integer(1), "=~", [re("a", "")], kw: nil, block: nil,
                  "nil", after: "1")
        try check("nil.=~(/a/)", .nil, "=~", [re("a", "")], kw: nil, block: nil,
                  "nil", after: "nil")
        try check("\"  \".presence", .str("  "), "presence", [], kw: nil, block: nil,
                  "nil", after: "\"  \"")
        try check("[1].presence", .arr([.integer(1)]), "presence", [], kw: nil, block: nil,
                  "[1]", after: "[1]")
        try check("{}.present?", .hash(HashBox()), "present?", [], kw: nil, block: nil,
                  "false", after: "{}")
        try check("0.present?", .integer(0), "present?", [], kw: nil, block: nil,
                  "true", after: "0")
        try check("1.5.in?(1..2)", .float(1.5), "in?", [.range(RangeValue(lower: .integer(1), upper: .integer(2), exclusive: false))], kw: nil, block: nil,
                  "true", after: "1.5")
        try check("\"a\".in?(1)", .str("a"), "in?", [.integer(1)], kw: nil, block: nil,
                  "!ArgumentError: The parameter passed to #in? must respond to #include?", after: "\"a\"")
        try check(":a.in?({a: 1})", .symbol("a"), "in?", [.hash(HashBox([(.symbol("a"), .integer(1))]))], kw: nil, block: nil,
                  "true", after: ":a")
        try check("[1].first(1, 2)", .arr([.integer(1)]), "first", [.integer(1), .integer(2)], kw: nil, block: nil,
                  "!ArgumentError: wrong number of arguments (given 2, expected 0..1)", after: "[1]")
        try check("{a: 1}.fetch", .hash(HashBox([(.symbol("a"), .integer(1))])), "fetch", [], kw: nil, block: nil,
                  "!ArgumentError: wrong number of arguments (given 0, expected 1..2)", after: "{:a=>1}")
        try check("1.+", .integer(1), "+", [], kw: nil, block: nil,
                  "!ArgumentError: wrong number of arguments (given 0, expected 1)", after: "1")
        try check("\"%s %s\".%([\"a\"])", .str("%s %s"), "%", [.arr([.str("a")])], kw: nil, block: nil,
                  "!ArgumentError: too few arguments", after: "\"%s %s\"")
        try check("\"abc\".center(5, \"\")", .str("abc"), "center", [.integer(5), .str("")], kw: nil, block: nil,
                  "!ArgumentError: zero width padding", after: "\"abc\"")
        try check("\"x\".*(-1)", .str("x"), "*", [.integer(-1)], kw: nil, block: nil,
                  "!ArgumentError: negative argument", after: "\"x\"")
        try check("\"1\".to_i(1)", .str("1"), "to_i", [.integer(1)], kw: nil, block: nil,
                  "!ArgumentError: invalid radix 1", after: "\"1\"")
        try check("\"z\".to_i(36)", .str("z"), "to_i", [.integer(36)], kw: nil, block: nil,
                  "35", after: "\"z\"")
        try check("[3, \"a\"].max", .arr([.integer(3), .str("a")]), "max", [], kw: nil, block: nil,
                  "!ArgumentError: comparison of Integer with String failed", after: "[3, \"a\"]")
        try check("[1, 2].sum(0.0)", .arr([.integer(1), .integer(2)]), "sum", [.float(0.0)], kw: nil, block: nil,
                  "3.0", after: "[1, 2]")
        try check("[0.1] * 10.sum", .arr([.float(0.1), .float(0.1), .float(0.1), .float(0.1), .float(0.1), .float(0.1), .float(0.1), .float(0.1), .float(0.1), .float(0.1)]), "sum", [], kw: nil, block: nil,
                  "1.0", after: "[0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1]")
        try check("[1, 2].inject { |a, b| a * b }", .arr([.integer(1), .integer(2)]), "inject", [], kw: nil, block: blk(2) { a in try self.op(a[0], "*", a[1]) },
                  "2", after: "[1, 2]")
        try check("(1..3).each_with_object([]) { |x, acc| acc.unshift(x) }", .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), "each_with_object", [.arr([])], kw: nil, block: blk(2) { a in try self.op(a[1], "unshift", a[0]) },
                  "[3, 2, 1]", after: "1..3")
        try check("[[1, 2], [3, 4]].each_with_object({}) { |(k, v), h| h[k] = v }", .arr([.arr([.integer(1), .integer(2)]), .arr([.integer(3), .integer(4)])]), "each_with_object", [.hash(HashBox())], kw: nil, block: blk(2) { a in try self.op(a[1], "[]=", try self.op(a[0], "first"), try self.op(a[0], "last")) },
                  "{1=>2, 3=>4}", after: "[[1, 2], [3, 4]]")
        try check("[[1, 2], [3, 4]].to_h", .arr([.arr([.integer(1), .integer(2)]), .arr([.integer(3), .integer(4)])]), "to_h", [], kw: nil, block: nil,
                  "{1=>2, 3=>4}", after: "[[1, 2], [3, 4]]")
        try check("[[\"a\", 1]].each { |(k, v)| k }", .arr([.arr([.str("a"), .integer(1)])]), "each", [], kw: nil, block: blk(1) { a in a[0] },
                  "[[\"a\", 1]]", after: "[[\"a\", 1]]")
        try check("%w[apple pie].map { |w| w.capitalize }.join", .arr([.str("apple"), .str("pie")]), "map", [], kw: nil, block: blk(1) { a in try self.op(a[0], "capitalize") }, then: "join",
                  "\"ApplePie\"", after: "[\"apple\", \"pie\"]")
        try check("\"snake_case_name\".split(\"_\").last", .str("snake_case_name"), "split", [.str("_")], kw: nil, block: nil, then: "last",
                  "\"name\"", after: "\"snake_case_name\"")
        try check("\"a b c\".split.size", .str("a b c"), "split", [], kw: nil, block: nil, then: "size",
                  "3", after: "\"a b c\"")
        try check("[1, 2, 3, 4].each_slice(2) { |a, b| a + b }", .arr([.integer(1), .integer(2), .integer(3), .integer(4)]), "each_slice", [.integer(2)], kw: nil, block: blk(2) { a in try self.op(a[0], "+", a[1]) },
                  "[1, 2, 3, 4]", after: "[1, 2, 3, 4]")
        try check("{b: 1, a: 2}.sort.to_h", .hash(HashBox([(.symbol("b"), .integer(1)), (.symbol("a"), .integer(2))])), "sort", [], kw: nil, block: nil, then: "to_h",
                  "{:a=>2, :b=>1}", after: "{:b=>1, :a=>2}")
        try check("{b: 1, a: 2}.min_by { |k, v| k }", .hash(HashBox([(.symbol("b"), .integer(1)), (.symbol("a"), .integer(2))])), "min_by", [], kw: nil, block: blk(2) { a in a[0] },
                  "[:a, 2]", after: "{:b=>1, :a=>2}")
        try check("{b: 1, a: 2}.sort_by { |k, v| k.to_s }.first", .hash(HashBox([(.symbol("b"), .integer(1)), (.symbol("a"), .integer(2))])), "sort_by", [], kw: nil, block: blk(2) { a in try self.op(a[0], "to_s") }, then: "first",
                  "[:a, 2]", after: "{:b=>1, :a=>2}")
        try check("\"Hello World\".scan(/o/).size", .str("Hello World"), "scan", [re("o", "")], kw: nil, block: nil, then: "size",
                  "2", after: "\"Hello World\"")
        try check("\"hello\".each_char.to_a", .str("hello"), "each_char", [], kw: nil, block: nil, then: "to_a",
                  "[\"h\", \"e\", \"l\", \"l\", \"o\"]", after: "\"hello\"")
        try check("\"ab\".bytes.sum", .str("ab"), "bytes", [], kw: nil, block: nil, then: "sum",
                  "195", after: "\"ab\"")
        try check("\"line1\\nline2\".lines.last", .str("line1\nline2"), "lines", [], kw: nil, block: nil, then: "last",
                  "\"line2\"", after: "\"line1\\nline2\"")
        try check("\"a\\r\\nb\\r\\n\".lines", .str("a\r\nb\r\n"), "lines", [], kw: nil, block: nil,
                  "[\"a\\r\\n\", \"b\\r\\n\"]", after: "\"a\\r\\nb\\r\\n\"")
        try check("\"a\\r\\nb\\r\\n\".each_line(chomp: true).to_a", .str("a\r\nb\r\n"), "each_line", [], kw: HashBox([(.symbol("chomp"), .true)]), block: nil, then: "to_a",
                  "[\"a\", \"b\"]", after: "\"a\\r\\nb\\r\\n\"")
        try check("\"Gemfile\".end_with?(\"file\", \"x\")", .str("Gemfile"), "end_with?", [.str("file"), .str("x")], kw: nil, block: nil,
                  "true", after: "\"Gemfile\"")
        try check("\"config/app.rb\".sub(/\\.rb\\z/, \".yml\")", .str("config/app.rb"), "sub", [re("\\.rb\\z", ""), .str(".yml")], kw: nil, block: nil,
                  "\"config/app.yml\"", after: "\"config/app.rb\"")
        try check("\"  gem \\\"rails\\\"\\n\".strip", .str("  gem \"rails\"\n"), "strip", [], kw: nil, block: nil,
                  "\"gem \\\"rails\\\"\"", after: "\"  gem \\\"rails\\\"\\n\"")
        try check("\"MyApp\".underscore.dasherize", .str("MyApp"), "underscore", [], kw: nil, block: nil, then: "dasherize",
                  "\"my-app\"", after: "\"MyApp\"")
        try check("\"my_app\".camelize.underscore", .str("my_app"), "camelize", [], kw: nil, block: nil, then: "underscore",
                  "\"my_app\"", after: "\"my_app\"")
        try check("\"my-app\".tr(\"-\", \"_\").camelize", .str("my-app"), "tr", [.str("-"), .str("_")], kw: nil, block: nil, then: "camelize",
                  "\"MyApp\"", after: "\"my-app\"")
        try check("\"rails_app\".titleize", .str("rails_app"), "titleize", [], kw: nil, block: nil,
                  "\"Rails App\"", after: "\"rails_app\"")
        try check("\"RailsApp::Admin\".demodulize.underscore", .str("RailsApp::Admin"), "demodulize", [], kw: nil, block: nil, then: "underscore",
                  "\"admin\"", after: "\"RailsApp::Admin\"")
        try check("\"# comment\\ngem \\\"a\\\"\\n\\n# other\\n\".gsub(/^#.*\\n/, \"\")", .str("# comment\ngem \"a\"\n\n# other\n"), "gsub", [re("^#.*\\n", ""), .str("")], kw: nil, block: nil,
                  "\"gem \\\"a\\\"\\n\\n\"", after: "\"# comment\\ngem \\\"a\\\"\\n\\n# other\\n\"")
        try check("\"x = 1\\ny = 2\\n\".gsub(/^(\\w+) = (\\d+)$/, \"\\\\1: \\\\2\")", .str("x = 1\ny = 2\n"), "gsub", [re("^(\\w+) = (\\d+)$", ""), .str("\\1: \\2")], kw: nil, block: nil,
                  "\"x: 1\\ny: 2\\n\"", after: "\"x = 1\\ny = 2\\n\"")
        try check("\"ab\".gsub(/(a)|(b)/, \"[\\\\1\\\\2]\")", .str("ab"), "gsub", [re("(a)|(b)", ""), .str("[\\1\\2]")], kw: nil, block: nil,
                  "\"[a][b]\"", after: "\"ab\"")
        try check("\"hello\".sub(/(?<first>l)/, \"<\\\\k<first>>\")", .str("hello"), "sub", [re("(?<first>l)", ""), .str("<\\k<first>>")], kw: nil, block: nil,
                  "\"he<l>lo\"", after: "\"hello\"")
        try check("\"a+b\".gsub(\"+\", \"\\\\\\\\+\")", .str("a+b"), "gsub", [.str("+"), .str("\\\\+")], kw: nil, block: nil,
                  "\"a\\\\+b\"", after: "\"a+b\"")
        try check("\"b\".clamp(\"a\", \"c\")", .str("b"), "clamp", [.str("a"), .str("c")], kw: nil, block: nil,
                  "\"b\"", after: "\"b\"")
        try check("\"z\".clamp(\"a\", \"c\")", .str("z"), "clamp", [.str("a"), .str("c")], kw: nil, block: nil,
                  "\"c\"", after: "\"z\"")
        try check("\"b\".clamp(\"a\"..\"c\")", .str("b"), "clamp", [.range(RangeValue(lower: frozenString("a"), upper: frozenString("c"), exclusive: false))], kw: nil, block: nil,
                  "\"b\"", after: "\"b\"")
        try check("[1, 2, 3, 4, 5].fill(0, 3)", .arr([.integer(1), .integer(2), .integer(3), .integer(4), .integer(5)]), "fill", [.integer(0), .integer(3)], kw: nil, block: nil,
                  "[1, 2, 3, 0, 0]", after: "[1, 2, 3, 0, 0]")
        try check("[1, 2, 3].fill { |i| i * i }", .arr([.integer(1), .integer(2), .integer(3)]), "fill", [], kw: nil, block: blk(1) { a in try self.op(a[0], "*", a[0]) },
                  "[0, 1, 4]", after: "[0, 1, 4]")
        try check("[1, 2, 3].fill(9, 1, 1)", .arr([.integer(1), .integer(2), .integer(3)]), "fill", [.integer(9), .integer(1), .integer(1)], kw: nil, block: nil,
                  "[1, 9, 3]", after: "[1, 9, 3]")
        try check("[1, 2, 3].fill(7, -2)", .arr([.integer(1), .integer(2), .integer(3)]), "fill", [.integer(7), .integer(-2)], kw: nil, block: nil,
                  "[1, 7, 7]", after: "[1, 7, 7]")
        try check("[1, 2, 3].fill(8, 1..1)", .arr([.integer(1), .integer(2), .integer(3)]), "fill", [.integer(8), .range(RangeValue(lower: .integer(1), upper: .integer(1), exclusive: false))], kw: nil, block: nil,
                  "[1, 8, 3]", after: "[1, 8, 3]")
        try check("[1, 2].fill(0, 1, 3)", .arr([.integer(1), .integer(2)]), "fill", [.integer(0), .integer(1), .integer(3)], kw: nil, block: nil,
                  "[1, 0, 0, 0]", after: "[1, 0, 0, 0]")
        try check("[1, 2].fill(0, 1..3)", .arr([.integer(1), .integer(2)]), "fill", [.integer(0), .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false))], kw: nil, block: nil,
                  "[1, 0, 0, 0]", after: "[1, 0, 0, 0]")
        try check("(0.5..2.5).min", .range(RangeValue(lower: .float(0.5), upper: .float(2.5), exclusive: false)), "min", [], kw: nil, block: nil,
                  "0.5", after: "0.5..2.5")
        try check("(0.5..2.5).max", .range(RangeValue(lower: .float(0.5), upper: .float(2.5), exclusive: false)), "max", [], kw: nil, block: nil,
                  "2.5", after: "0.5..2.5")
        try check("(1...3).max", .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: true)), "max", [], kw: nil, block: nil,
                  "2", after: "1...3")
        try check("(1.0...3).min", .range(RangeValue(lower: .float(1.0), upper: .integer(3), exclusive: true)), "min", [], kw: nil, block: nil,
                  "1.0", after: "1.0...3")
        try check("(3..1).min", .range(RangeValue(lower: .integer(3), upper: .integer(1), exclusive: false)), "min", [], kw: nil, block: nil,
                  "nil", after: "3..1")
        try check("(3..1).max", .range(RangeValue(lower: .integer(3), upper: .integer(1), exclusive: false)), "max", [], kw: nil, block: nil,
                  "nil", after: "3..1")
        try check("(\"a\"..\"c\").max", .range(RangeValue(lower: frozenString("a"), upper: frozenString("c"), exclusive: false)), "max", [], kw: nil, block: nil,
                  "\"c\"", after: "\"a\"..\"c\"")
        try check("(1.0...3.0).max", .range(RangeValue(lower: .float(1.0), upper: .float(3.0), exclusive: true)), "max", [], kw: nil, block: nil,
                  "!TypeError: cannot exclude non Integer end value", after: "1.0...3.0")
        try check("(1...3.5).max", .range(RangeValue(lower: .integer(1), upper: .float(3.5), exclusive: true)), "max", [], kw: nil, block: nil,
                  "!TypeError: cannot exclude non Integer end value", after: "1...3.5")
        try check(":\"\".blank?", .symbol(""), "blank?", [], kw: nil, block: nil,
                  "true", after: ":\"\"")
        try check(":a.blank?", .symbol("a"), "blank?", [], kw: nil, block: nil,
                  "false", after: ":a")
        try check("\"a\\nb\\n\".gsub(/^/, \"> \")", .str("a\nb\n"), "gsub", [re("^", ""), .str("> ")], kw: nil, block: nil,
                  "\"> a\\n> b\\n\"", after: "\"a\\nb\\n\"")
        try check("\"a\\n\\n\".gsub(/^/, \">\")", .str("a\n\n"), "gsub", [re("^", ""), .str(">")], kw: nil, block: nil,
                  "\">a\\n>\\n\"", after: "\"a\\n\\n\"")
        try check("\"\".gsub(/^/, \"> \")", .str(""), "gsub", [re("^", ""), .str("> ")], kw: nil, block: nil,
                  "\"> \"", after: "\"\"")
        try check("\"a\\nb\\n\".gsub(/$/, \";\")", .str("a\nb\n"), "gsub", [re("$", ""), .str(";")], kw: nil, block: nil,
                  "\"a;\\nb;\\n;\"", after: "\"a\\nb\\n\"")
        try check("\"a\\nb\\n\".scan(/^/).size", .str("a\nb\n"), "scan", [re("^", "")], kw: nil, block: nil, then: "size",
                  "2", after: "\"a\\nb\\n\"")
        try check("/\\n^/.match?(\"x\\n\")", re("\\n^", ""), "match?", [.str("x\n")], kw: nil, block: nil,
                  "false", after: "/\\n^/")
        try check("\"one\\ntwo\".split(/^/)", .str("one\ntwo"), "split", [re("^", "")], kw: nil, block: nil,
                  "[\"one\\n\", \"two\"]", after: "\"one\\ntwo\"")
        try check("\"a\\n\\nb\".scan(/^.*$/)", .str("a\n\nb"), "scan", [re("^.*$", "")], kw: nil, block: nil,
                  "[\"a\", \"\", \"b\"]", after: "\"a\\n\\nb\"")
        try check("\"a\\\\b\".gsub(\"\\\\\", \"/\")", .str("a\\b"), "gsub", [.str("\\"), .str("/")], kw: nil, block: nil,
                  "\"a/b\"", after: "\"a\\\\b\"")
        try check("\"tab\\tsep\".split(\"\\t\")", .str("tab\tsep"), "split", [.str("\t")], kw: nil, block: nil,
                  "[\"tab\", \"sep\"]", after: "\"tab\\tsep\"")
        try check("\"CSV,with,,empty\".split(\",\", -1)", .str("CSV,with,,empty"), "split", [.str(","), .integer(-1)], kw: nil, block: nil,
                  "[\"CSV\", \"with\", \"\", \"empty\"]", after: "\"CSV,with,,empty\"")
        try check("\"1,2;3\".split(/[,;]/).size", .str("1,2;3"), "split", [re("[,;]", "")], kw: nil, block: nil, then: "size",
                  "3", after: "\"1,2;3\"")
    }
}
