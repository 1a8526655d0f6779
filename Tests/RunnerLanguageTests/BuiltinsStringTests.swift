// Expected values recorded from ruby 3.1 with ActiveSupport 6.1 (`ruby -ractive_support/all`);
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class BuiltinsStringTests: BuiltinsTestCase {
    func testStringMethods() throws {
        try check("\"ab\".+(\"cd\")", .str("ab"), "+", [.str("cd")], kw: nil, block: nil,
                  "\"abcd\"", after: "\"ab\"")
        try check("\"a\".+(1)", .str("a"), "+", [.integer(1)], kw: nil, block: nil,
                  "!TypeError: no implicit conversion of Integer into String", after: "\"a\"")
        try check("\"ab\".*(3)", .str("ab"), "*", [.integer(3)], kw: nil, block: nil,
                  "\"ababab\"", after: "\"ab\"")
        try check("\"%05.1f|%s\".%([3.14159, :x])", .str("%05.1f|%s"), "%", [.arr([.float(3.14159), .symbol("x")])], kw: nil, block: nil,
                  "\"003.1|x\"", after: "\"%05.1f|%s\"")
        try check("\"%d\".%(5)", .str("%d"), "%", [.integer(5)], kw: nil, block: nil,
                  "\"5\"", after: "\"%d\"")
        try check("\"abc\".==(\"abc\")", .str("abc"), "==", [.str("abc")], kw: nil, block: nil,
                  "true", after: "\"abc\"")
        try check("\"a\".==(:a)", .str("a"), "==", [.symbol("a")], kw: nil, block: nil,
                  "false", after: "\"a\"")
        try check("\"abc\".<=>(\"abd\")", .str("abc"), "<=>", [.str("abd")], kw: nil, block: nil,
                  "-1", after: "\"abc\"")
        try check("\"b\".<=>(1)", .str("b"), "<=>", [.integer(1)], kw: nil, block: nil,
                  "nil", after: "\"b\"")
        try check("\"a\".<(\"b\")", .str("a"), "<", [.str("b")], kw: nil, block: nil,
                  "true", after: "\"a\"")
        try check("\"résumé\".length", .str("résumé"), "length", [], kw: nil, block: nil,
                  "6", after: "\"résumé\"")
        try check("\"a\\r\\nb\".size", .str("a\r\nb"), "size", [], kw: nil, block: nil,
                  "4", after: "\"a\\r\\nb\"")
        try check("\"résumé\".bytesize", .str("résumé"), "bytesize", [], kw: nil, block: nil,
                  "8", after: "\"résumé\"")
        try check("\"\".empty?", .str(""), "empty?", [], kw: nil, block: nil,
                  "true", after: "\"\"")
        try check("\"hello\".include?(\"ell\")", .str("hello"), "include?", [.str("ell")], kw: nil, block: nil,
                  "true", after: "\"hello\"")
        try check("\"hello\".include?(1)", .str("hello"), "include?", [.integer(1)], kw: nil, block: nil,
                  "!TypeError: no implicit conversion of Integer into String", after: "\"hello\"")
        try check("\"hello\".start_with?(\"x\", \"he\")", .str("hello"), "start_with?", [.str("x"), .str("he")], kw: nil, block: nil,
                  "true", after: "\"hello\"")
        try check("\"hello\".end_with?(\"lo\")", .str("hello"), "end_with?", [.str("lo")], kw: nil, block: nil,
                  "true", after: "\"hello\"")
        try check("\"hello\".start_with?(/h.l/)", .str("hello"), "start_with?", [re("h.l", "")], kw: nil, block: nil,
                  "true", after: "\"hello\"")
        try check("\"Hello Wörld\".upcase", .str("Hello Wörld"), "upcase", [], kw: nil, block: nil,
                  "\"HELLO WÖRLD\"", after: "\"Hello Wörld\"")
        try check("\"HeLLo\".downcase", .str("HeLLo"), "downcase", [], kw: nil, block: nil,
                  "\"hello\"", after: "\"HeLLo\"")
        try check("\"hELLO wORLD\".capitalize", .str("hELLO wORLD"), "capitalize", [], kw: nil, block: nil,
                  "\"Hello world\"", after: "\"hELLO wORLD\"")
        try check("\"Hello\".swapcase", .str("Hello"), "swapcase", [], kw: nil, block: nil,
                  "\"hELLO\"", after: "\"Hello\"")
        try check("\"  hi \\t\\n\".strip", .str("  hi \t\n"), "strip", [], kw: nil, block: nil,
                  "\"hi\"", after: "\"  hi \\t\\n\"")
        try check("\"  hi  \".lstrip", .str("  hi  "), "lstrip", [], kw: nil, block: nil,
                  "\"hi  \"", after: "\"  hi  \"")
        try check("\"  hi  \".rstrip", .str("  hi  "), "rstrip", [], kw: nil, block: nil,
                  "\"  hi\"", after: "\"  hi  \"")
        try check("\"hello\\r\\n\".chomp", .str("hello\r\n"), "chomp", [], kw: nil, block: nil,
                  "\"hello\"", after: "\"hello\\r\\n\"")
        try check("\"hello\\n\\n\".chomp", .str("hello\n\n"), "chomp", [], kw: nil, block: nil,
                  "\"hello\\n\"", after: "\"hello\\n\\n\"")
        try check("\"hello\".chomp(\"lo\")", .str("hello"), "chomp", [.str("lo")], kw: nil, block: nil,
                  "\"hel\"", after: "\"hello\"")
        try check("\"hello\\n\\n\".chomp(\"\")", .str("hello\n\n"), "chomp", [.str("")], kw: nil, block: nil,
                  "\"hello\"", after: "\"hello\\n\\n\"")
        try check("\"hello\".chop", .str("hello"), "chop", [], kw: nil, block: nil,
                  "\"hell\"", after: "\"hello\"")
        try check("\"a\\r\\n\".chop", .str("a\r\n"), "chop", [], kw: nil, block: nil,
                  "\"a\"", after: "\"a\\r\\n\"")
        try check("\"héllo\".chars", .str("héllo"), "chars", [], kw: nil, block: nil,
                  "[\"h\", \"é\", \"l\", \"l\", \"o\"]", after: "\"héllo\"")
        try check("\"hé\".bytes", .str("hé"), "bytes", [], kw: nil, block: nil,
                  "[104, 195, 169]", after: "\"hé\"")
        try check("\"a\\nb\\n\".lines", .str("a\nb\n"), "lines", [], kw: nil, block: nil,
                  "[\"a\\n\", \"b\\n\"]", after: "\"a\\nb\\n\"")
        try check("\"a\\nb\".lines", .str("a\nb"), "lines", [], kw: nil, block: nil,
                  "[\"a\\n\", \"b\"]", after: "\"a\\nb\"")
        try check("\"a\\n\\nb\\n\".lines(chomp: true)", .str("a\n\nb\n"), "lines", [], kw: HashBox([(.symbol("chomp"), .true)]), block: nil,
                  "[\"a\", \"\", \"b\"]", after: "\"a\\n\\nb\\n\"")
        try check("\"hello\".tr(\"el\", \"ip\")", .str("hello"), "tr", [.str("el"), .str("ip")], kw: nil, block: nil,
                  "\"hippo\"", after: "\"hello\"")
        try check("\"hello\".tr(\"a-y\", \"b-z\")", .str("hello"), "tr", [.str("a-y"), .str("b-z")], kw: nil, block: nil,
                  "\"ifmmp\"", after: "\"hello\"")
        try check("\"hello\".tr(\"^l\", \"*\")", .str("hello"), "tr", [.str("^l"), .str("*")], kw: nil, block: nil,
                  "\"**ll*\"", after: "\"hello\"")
        try check("\"hello\".tr(\"lo\", \"\")", .str("hello"), "tr", [.str("lo"), .str("")], kw: nil, block: nil,
                  "\"he\"", after: "\"hello\"")
        try check("\"aabbcc\".tr_s(\"ab\", \"xy\")", .str("aabbcc"), "tr_s", [.str("ab"), .str("xy")], kw: nil, block: nil,
                  "\"xycc\"", after: "\"aabbcc\"")
        try check("\"hello\".delete(\"l\")", .str("hello"), "delete", [.str("l")], kw: nil, block: nil,
                  "\"heo\"", after: "\"hello\"")
        try check("\"hello\".delete(\"a-k\")", .str("hello"), "delete", [.str("a-k")], kw: nil, block: nil,
                  "\"llo\"", after: "\"hello\"")
        try check("\"aaabbbccc\".squeeze", .str("aaabbbccc"), "squeeze", [], kw: nil, block: nil,
                  "\"abc\"", after: "\"aaabbbccc\"")
        try check("\"aaabbbccc\".squeeze(\"a\")", .str("aaabbbccc"), "squeeze", [.str("a")], kw: nil, block: nil,
                  "\"abbbccc\"", after: "\"aaabbbccc\"")
        try check("\"hello world\".count(\"lo\")", .str("hello world"), "count", [.str("lo")], kw: nil, block: nil,
                  "5", after: "\"hello world\"")
        try check("\"héllo\".reverse", .str("héllo"), "reverse", [], kw: nil, block: nil,
                  "\"olléh\"", after: "\"héllo\"")
        try check("\"hi\".center(9, \"*-\")", .str("hi"), "center", [.integer(9), .str("*-")], kw: nil, block: nil,
                  "\"*-*hi*-*-\"", after: "\"hi\"")
        try check("\"hi\".ljust(5, \"12\")", .str("hi"), "ljust", [.integer(5), .str("12")], kw: nil, block: nil,
                  "\"hi121\"", after: "\"hi\"")
        try check("\"hi\".rjust(5)", .str("hi"), "rjust", [.integer(5)], kw: nil, block: nil,
                  "\"   hi\"", after: "\"hi\"")
        try check("\"hi\".center(1)", .str("hi"), "center", [.integer(1)], kw: nil, block: nil,
                  "\"hi\"", after: "\"hi\"")
        try check("\"abc\".to_sym", .str("abc"), "to_sym", [], kw: nil, block: nil,
                  ":abc", after: "\"abc\"")
        try check("\"foo bar\".to_sym", .str("foo bar"), "to_sym", [], kw: nil, block: nil,
                  ":\"foo bar\"", after: "\"foo bar\"")
        try check("\"12abc\".to_i", .str("12abc"), "to_i", [], kw: nil, block: nil,
                  "12", after: "\"12abc\"")
        try check("\"  -3_000x\".to_i", .str("  -3_000x"), "to_i", [], kw: nil, block: nil,
                  "-3000", after: "\"  -3_000x\"")
        try check("\"ff\".to_i(16)", .str("ff"), "to_i", [.integer(16)], kw: nil, block: nil,
                  "255", after: "\"ff\"")
        try check("\"0b101\".to_i(2)", .str("0b101"), "to_i", [.integer(2)], kw: nil, block: nil,
                  "5", after: "\"0b101\"")
        try check("\"abc\".to_i", .str("abc"), "to_i", [], kw: nil, block: nil,
                  "0", after: "\"abc\"")
        try check("\"1.5e3x\".to_f", .str("1.5e3x"), "to_f", [], kw: nil, block: nil,
                  "1500.0", after: "\"1.5e3x\"")
        try check("\".5\".to_f", .str(".5"), "to_f", [], kw: nil, block: nil,
                  "0.5", after: "\".5\"")
        try check("\"1_000.25\".to_f", .str("1_000.25"), "to_f", [], kw: nil, block: nil,
                  "1000.25", after: "\"1_000.25\"")
        try check("\"0x1A\".hex", .str("0x1A"), "hex", [], kw: nil, block: nil,
                  "26", after: "\"0x1A\"")
        try check("\"777\".oct", .str("777"), "oct", [], kw: nil, block: nil,
                  "511", after: "\"777\"")
        try check("\"a\".ord", .str("a"), "ord", [], kw: nil, block: nil,
                  "97", after: "\"a\"")
        try check("\"az\".succ", .str("az"), "succ", [], kw: nil, block: nil,
                  "\"ba\"", after: "\"az\"")
        try check("\"zz\".succ", .str("zz"), "succ", [], kw: nil, block: nil,
                  "\"aaa\"", after: "\"zz\"")
        try check("\"a9\".succ", .str("a9"), "succ", [], kw: nil, block: nil,
                  "\"b0\"", after: "\"a9\"")
        try check("\"Zz\".succ", .str("Zz"), "succ", [], kw: nil, block: nil,
                  "\"AAa\"", after: "\"Zz\"")
        try check("\"1.9\".succ", .str("1.9"), "succ", [], kw: nil, block: nil,
                  "\"2.0\"", after: "\"1.9\"")
        try check("\"b\".between?(\"a\", \"c\")", .str("b"), "between?", [.str("a"), .str("c")], kw: nil, block: nil,
                  "true", after: "\"b\"")
        try check("\"abc\".casecmp(\"ABD\")", .str("abc"), "casecmp", [.str("ABD")], kw: nil, block: nil,
                  "-1", after: "\"abc\"")
        try check("\"abc\".casecmp?(\"ABC\")", .str("abc"), "casecmp?", [.str("ABC")], kw: nil, block: nil,
                  "true", after: "\"abc\"")
        try check("\"a\\tb\\\"c\\\\d\\e#{1}\".inspect", .str("a\tb\"c\\d\u{1B}1"), "inspect", [], kw: nil, block: nil,
                  "\"\\\"a\\\\tb\\\\\\\"c\\\\\\\\d\\\\e1\\\"\"", after: "\"a\\tb\\\"c\\\\d\\e1\"")
        try check("\"xxhixx\".delete_prefix(\"xx\")", .str("xxhixx"), "delete_prefix", [.str("xx")], kw: nil, block: nil,
                  "\"hixx\"", after: "\"xxhixx\"")
        try check("\"xxhixx\".delete_suffix(\"xx\")", .str("xxhixx"), "delete_suffix", [.str("xx")], kw: nil, block: nil,
                  "\"xxhi\"", after: "\"xxhixx\"")
        try check("\"hello\".[](1)", .str("hello"), "[]", [.integer(1)], kw: nil, block: nil,
                  "\"e\"", after: "\"hello\"")
        try check("\"hello\".[](-1)", .str("hello"), "[]", [.integer(-1)], kw: nil, block: nil,
                  "\"o\"", after: "\"hello\"")
        try check("\"hello\".[](5)", .str("hello"), "[]", [.integer(5)], kw: nil, block: nil,
                  "nil", after: "\"hello\"")
        try check("\"hello\".[](1..)", .str("hello"), "[]", [.range(RangeValue(lower: .integer(1), upper: .nil, exclusive: false))], kw: nil, block: nil,
                  "\"ello\"", after: "\"hello\"")
        try check("\"hello\".[](1...-1)", .str("hello"), "[]", [.range(RangeValue(lower: .integer(1), upper: .integer(-1), exclusive: true))], kw: nil, block: nil,
                  "\"ell\"", after: "\"hello\"")
        try check("\"hello\".[](-3, 2)", .str("hello"), "[]", [.integer(-3), .integer(2)], kw: nil, block: nil,
                  "\"ll\"", after: "\"hello\"")
        try check("\"hello\".[](5, 1)", .str("hello"), "[]", [.integer(5), .integer(1)], kw: nil, block: nil,
                  "\"\"", after: "\"hello\"")
        try check("\"hello\".[](6, 1)", .str("hello"), "[]", [.integer(6), .integer(1)], kw: nil, block: nil,
                  "nil", after: "\"hello\"")
        try check("\"hello\".[](/l+/)", .str("hello"), "[]", [re("l+", "")], kw: nil, block: nil,
                  "\"ll\"", after: "\"hello\"")
        try check("\"hello\".[](/(h)(e)/, 2)", .str("hello"), "[]", [re("(h)(e)", ""), .integer(2)], kw: nil, block: nil,
                  "\"e\"", after: "\"hello\"")
        try check("\"hello\".[](/(?<x>l+)o/, \"x\")", .str("hello"), "[]", [re("(?<x>l+)o", ""), .str("x")], kw: nil, block: nil,
                  "\"ll\"", after: "\"hello\"")
        try check("\"hello\".[](\"ell\")", .str("hello"), "[]", [.str("ell")], kw: nil, block: nil,
                  "\"ell\"", after: "\"hello\"")
        try check("\"hello\".[](\"z\")", .str("hello"), "[]", [.str("z")], kw: nil, block: nil,
                  "nil", after: "\"hello\"")
        try check("\"hello\".slice(0, 2)", .str("hello"), "slice", [.integer(0), .integer(2)], kw: nil, block: nil,
                  "\"he\"", after: "\"hello\"")
        try check("\"hello\".=~(/ll/)", .str("hello"), "=~", [re("ll", "")], kw: nil, block: nil,
                  "2", after: "\"hello\"")
        try check("\"hello\".=~(/z/)", .str("hello"), "=~", [re("z", "")], kw: nil, block: nil,
                  "nil", after: "\"hello\"")
        try check("\"hello\".match?(/L/i)", .str("hello"), "match?", [re("L", "i")], kw: nil, block: nil,
                  "true", after: "\"hello\"")
        try check("\"hello\".match(/l(l)/)", .str("hello"), "match", [re("l(l)", "")], kw: nil, block: nil,
                  "#<MatchData \"ll\" 1:\"l\">", after: "\"hello\"")
        try check("\"hello\".index(\"l\")", .str("hello"), "index", [.str("l")], kw: nil, block: nil,
                  "2", after: "\"hello\"")
        try check("\"hello\".index(\"l\", 3)", .str("hello"), "index", [.str("l"), .integer(3)], kw: nil, block: nil,
                  "3", after: "\"hello\"")
        try check("\"hello\".index(/l+/)", .str("hello"), "index", [re("l+", "")], kw: nil, block: nil,
                  "2", after: "\"hello\"")
        try check("\"hello\".rindex(\"l\")", .str("hello"), "rindex", [.str("l")], kw: nil, block: nil,
                  "3", after: "\"hello\"")
        try check("\"hello\".rindex(\"l\", 2)", .str("hello"), "rindex", [.str("l"), .integer(2)], kw: nil, block: nil,
                  "2", after: "\"hello\"")
        try check("\"hello\".index(\"z\")", .str("hello"), "index", [.str("z")], kw: nil, block: nil,
                  "nil", after: "\"hello\"")
        try check("\"hi\".sub(/(h)/, \"<\\\\1>\")", .str("hi"), "sub", [re("(h)", ""), .str("<\\1>")], kw: nil, block: nil,
                  "\"<h>i\"", after: "\"hi\"")
        try check("\"hi hi\".gsub(\"hi\", \"yo\")", .str("hi hi"), "gsub", [.str("hi"), .str("yo")], kw: nil, block: nil,
                  "\"yo yo\"", after: "\"hi hi\"")
        try check("\"a.b.c\".gsub(\".\", \"-\")", .str("a.b.c"), "gsub", [.str("."), .str("-")], kw: nil, block: nil,
                  "\"a-b-c\"", after: "\"a.b.c\"")
        try check("\"hi\".gsub(/(?<x>i)/, \"[\\\\k<x>]\")", .str("hi"), "gsub", [re("(?<x>i)", ""), .str("[\\k<x>]")], kw: nil, block: nil,
                  "\"h[i]\"", after: "\"hi\"")
        try check("\"abc\".gsub(/b/, \"\\\\\\\\\")", .str("abc"), "gsub", [re("b", ""), .str("\\\\")], kw: nil, block: nil,
                  "\"a\\\\c\"", after: "\"abc\"")
        try check("\"abc\".gsub(\"b\", \"\\\\0\\\\0\")", .str("abc"), "gsub", [.str("b"), .str("\\0\\0")], kw: nil, block: nil,
                  "\"abbc\"", after: "\"abc\"")
        try check("\"abc\".sub(\"b\", \"[\\\\`|\\\\&|\\\\']\")", .str("abc"), "sub", [.str("b"), .str("[\\`|\\&|\\']")], kw: nil, block: nil,
                  "\"a[a|b|c]c\"", after: "\"abc\"")
        try check("\"cat\".gsub(/[aeiou]/, \"a\" => \"4\")", .str("cat"), "gsub", [re("[aeiou]", ""), .hash(HashBox([(frozenString("a"), .str("4"))]))], kw: nil, block: nil,
                  "\"c4t\"", after: "\"cat\"")
        try check("\"hello\".gsub(\"l\") { |m| m.upcase }", .str("hello"), "gsub", [.str("l")], kw: nil, block: blk(1) { a in try self.op(a[0], "upcase") },
                  "\"heLLo\"", after: "\"hello\"")
        try check("\"john smith\".gsub(/\\b\\w/) { |m| m.upcase }", .str("john smith"), "gsub", [re("\\b\\w", "")], kw: nil, block: blk(1) { a in try self.op(a[0], "upcase") },
                  "\"John Smith\"", after: "\"john smith\"")
        try check("\"abc\".gsub(/x*/, \"-\")", .str("abc"), "gsub", [re("x*", ""), .str("-")], kw: nil, block: nil,
                  "\"-a-b-c-\"", after: "\"abc\"")
        try check("\"hello\".sub(/z/, \"y\")", .str("hello"), "sub", [re("z", ""), .str("y")], kw: nil, block: nil,
                  "\"hello\"", after: "\"hello\"")
        try check("\"abc\".scan(/./)", .str("abc"), "scan", [re(".", "")], kw: nil, block: nil,
                  "[\"a\", \"b\", \"c\"]", after: "\"abc\"")
        try check("\"a1b2\".scan(/([a-z])(\\d)/)", .str("a1b2"), "scan", [re("([a-z])(\\d)", "")], kw: nil, block: nil,
                  "[[\"a\", \"1\"], [\"b\", \"2\"]]", after: "\"a1b2\"")
        try check("\"a1b22\".scan(/\\d+/)", .str("a1b22"), "scan", [re("\\d+", "")], kw: nil, block: nil,
                  "[\"1\", \"22\"]", after: "\"a1b22\"")
        try check("\"hello world\".partition(\" \")", .str("hello world"), "partition", [.str(" ")], kw: nil, block: nil,
                  "[\"hello\", \" \", \"world\"]", after: "\"hello world\"")
        try check("\"a-b-c\".rpartition(\"-\")", .str("a-b-c"), "rpartition", [.str("-")], kw: nil, block: nil,
                  "[\"a-b\", \"-\", \"c\"]", after: "\"a-b-c\"")
        try check("\"abc\".partition(\"x\")", .str("abc"), "partition", [.str("x")], kw: nil, block: nil,
                  "[\"abc\", \"\", \"\"]", after: "\"abc\"")
        try check("\"a1b2c\".partition(/\\d/)", .str("a1b2c"), "partition", [re("\\d", "")], kw: nil, block: nil,
                  "[\"a\", \"1\", \"b2c\"]", after: "\"a1b2c\"")
        try check("\"a,b,,\".split(\",\")", .str("a,b,,"), "split", [.str(",")], kw: nil, block: nil,
                  "[\"a\", \"b\"]", after: "\"a,b,,\"")
        try check("\" a  b \".split", .str(" a  b "), "split", [], kw: nil, block: nil,
                  "[\"a\", \"b\"]", after: "\" a  b \"")
        try check("\" a  b \".split(\" \")", .str(" a  b "), "split", [.str(" ")], kw: nil, block: nil,
                  "[\"a\", \"b\"]", after: "\" a  b \"")
        try check("\"a,b,,\".split(\",\", -1)", .str("a,b,,"), "split", [.str(","), .integer(-1)], kw: nil, block: nil,
                  "[\"a\", \"b\", \"\", \"\"]", after: "\"a,b,,\"")
        try check("\"a,b,c\".split(\",\", 2)", .str("a,b,c"), "split", [.str(","), .integer(2)], kw: nil, block: nil,
                  "[\"a\", \"b,c\"]", after: "\"a,b,c\"")
        try check("\"abc\".split(\"\")", .str("abc"), "split", [.str("")], kw: nil, block: nil,
                  "[\"a\", \"b\", \"c\"]", after: "\"abc\"")
        try check("\"a1b2c\".split(/\\d/)", .str("a1b2c"), "split", [re("\\d", "")], kw: nil, block: nil,
                  "[\"a\", \"b\", \"c\"]", after: "\"a1b2c\"")
        try check("\"a1b2\".split(/(\\d)/)", .str("a1b2"), "split", [re("(\\d)", "")], kw: nil, block: nil,
                  "[\"a\", \"1\", \"b\", \"2\"]", after: "\"a1b2\"")
        try check("\"\".split(\",\")", .str(""), "split", [.str(",")], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\" a b \".split(\" \", 2)", .str(" a b "), "split", [.str(" "), .integer(2)], kw: nil, block: nil,
                  "[\"a\", \"b \"]", after: "\" a b \"")
        try check("\"a  b\".split(/ /)", .str("a  b"), "split", [re(" ", "")], kw: nil, block: nil,
                  "[\"a\", \"\", \"b\"]", after: "\"a  b\"")
        try check("\"abc\".split(/x*/)", .str("abc"), "split", [re("x*", "")], kw: nil, block: nil,
                  "[\"a\", \"b\", \"c\"]", after: "\"abc\"")
        try check("\",a\".split(\",\")", .str(",a"), "split", [.str(",")], kw: nil, block: nil,
                  "[\"\", \"a\"]", after: "\",a\"")
        try check("\"a b  \".split(\" \", -1)", .str("a b  "), "split", [.str(" "), .integer(-1)], kw: nil, block: nil,
                  "[\"a\", \"b\", \"\"]", after: "\"a b  \"")
        try check("\"abc\".split(/b*/)", .str("abc"), "split", [re("b*", "")], kw: nil, block: nil,
                  "[\"a\", \"c\"]", after: "\"abc\"")
        try check("\"a-b_c\".split(/[-_]/)", .str("a-b_c"), "split", [re("[-_]", "")], kw: nil, block: nil,
                  "[\"a\", \"b\", \"c\"]", after: "\"a-b_c\"")
        try check("\"ab\".<<(\"cd\")", .str("ab"), "<<", [.str("cd")], kw: nil, block: nil,
                  "\"abcd\"", after: "\"abcd\"")
        try check("\"ab\".concat(\"c\", \"d\")", .str("ab"), "concat", [.str("c"), .str("d")], kw: nil, block: nil,
                  "\"abcd\"", after: "\"abcd\"")
        try check("\"hello\".[]=(0, \"J\")", .str("hello"), "[]=", [.integer(0), .str("J")], kw: nil, block: nil,
                  "\"J\"", after: "\"Jello\"")
        try check("\"hello\".[]=(1..2, \"EL\")", .str("hello"), "[]=", [.range(RangeValue(lower: .integer(1), upper: .integer(2), exclusive: false)), .str("EL")], kw: nil, block: nil,
                  "\"EL\"", after: "\"hELlo\"")
        try check("\"hello\".[]=(\"ll\", \"LL\")", .str("hello"), "[]=", [.str("ll"), .str("LL")], kw: nil, block: nil,
                  "\"LL\"", after: "\"heLLo\"")
        try check("\"hello\".[]=(/l+/, \"_\")", .str("hello"), "[]=", [re("l+", ""), .str("_")], kw: nil, block: nil,
                  "\"_\"", after: "\"he_o\"")
        try check("\"abc\".insert(1, \"X\")", .str("abc"), "insert", [.integer(1), .str("X")], kw: nil, block: nil,
                  "\"aXbc\"", after: "\"aXbc\"")
        try check("\"abc\".insert(-1, \"X\")", .str("abc"), "insert", [.integer(-1), .str("X")], kw: nil, block: nil,
                  "\"abcX\"", after: "\"abcX\"")
        try check("\"abc\".prepend(\">\")", .str("abc"), "prepend", [.str(">")], kw: nil, block: nil,
                  "\">abc\"", after: "\">abc\"")
        try check("\"abc\".replace(\"x\")", .str("abc"), "replace", [.str("x")], kw: nil, block: nil,
                  "\"x\"", after: "\"x\"")
        try check("\"abc\".clear", .str("abc"), "clear", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\"Hello\".upcase!", .str("Hello"), "upcase!", [], kw: nil, block: nil,
                  "\"HELLO\"", after: "\"HELLO\"")
        try check("\"HI\".upcase!", .str("HI"), "upcase!", [], kw: nil, block: nil,
                  "nil", after: "\"HI\"")
        try check("\"  x \".strip!", .str("  x "), "strip!", [], kw: nil, block: nil,
                  "\"x\"", after: "\"x\"")
        try check("\"x\".strip!", .str("x"), "strip!", [], kw: nil, block: nil,
                  "nil", after: "\"x\"")
        try check("\"hello\".gsub!(\"l\", \"L\")", .str("hello"), "gsub!", [.str("l"), .str("L")], kw: nil, block: nil,
                  "\"heLLo\"", after: "\"heLLo\"")
        try check("\"hello\".gsub!(\"z\", \"L\")", .str("hello"), "gsub!", [.str("z"), .str("L")], kw: nil, block: nil,
                  "nil", after: "\"hello\"")
        try check("\"hello\".sub!(/l/, \"L\")", .str("hello"), "sub!", [re("l", ""), .str("L")], kw: nil, block: nil,
                  "\"heLlo\"", after: "\"heLlo\"")
        try check("\"x\\n\".chomp!", .str("x\n"), "chomp!", [], kw: nil, block: nil,
                  "\"x\"", after: "\"x\"")
        try check("\"hello\".slice!(1..2)", .str("hello"), "slice!", [.range(RangeValue(lower: .integer(1), upper: .integer(2), exclusive: false))], kw: nil, block: nil,
                  "\"el\"", after: "\"hlo\"")
        try check("\"hello\".squeeze!", .str("hello"), "squeeze!", [], kw: nil, block: nil,
                  "\"helo\"", after: "\"helo\"")
        try check("\"hello\".reverse!", .str("hello"), "reverse!", [], kw: nil, block: nil,
                  "\"olleh\"", after: "\"olleh\"")
        try check("\"hello\".tr!(\"l\", \"r\")", .str("hello"), "tr!", [.str("l"), .str("r")], kw: nil, block: nil,
                  "\"herro\"", after: "\"herro\"")
        try check("\"hello\".delete!(\"z\")", .str("hello"), "delete!", [.str("z")], kw: nil, block: nil,
                  "nil", after: "\"hello\"")
        try check("\"abc\".freeze.<<(\"d\")", frozenString("abc"), "<<", [.str("d")], kw: nil, block: nil,
                  "!FrozenError: can't modify frozen String: \"abc\"", after: "\"abc\"")
        try check("\"abc\".freeze.upcase!", frozenString("abc"), "upcase!", [], kw: nil, block: nil,
                  "!FrozenError: can't modify frozen String: \"abc\"", after: "\"abc\"")
        try check("\"abc\".freeze.frozen?", frozenString("abc"), "frozen?", [], kw: nil, block: nil,
                  "true", after: "\"abc\"")
        try check("\"abc\".frozen?", .str("abc"), "frozen?", [], kw: nil, block: nil,
                  "false", after: "\"abc\"")
        try check("\"abc\".freeze.dup", frozenString("abc"), "dup", [], kw: nil, block: nil,
                  "\"abc\"", after: "\"abc\"")
        try check("\"admin_users/new_thing\".camelize", .str("admin_users/new_thing"), "camelize", [], kw: nil, block: nil,
                  "\"AdminUsers::NewThing\"", after: "\"admin_users/new_thing\"")
        try check("\"active_model\".camelize(:lower)", .str("active_model"), "camelize", [.symbol("lower")], kw: nil, block: nil,
                  "\"activeModel\"", after: "\"active_model\"")
        try check("\"AdminUsers::NewThing\".underscore", .str("AdminUsers::NewThing"), "underscore", [], kw: nil, block: nil,
                  "\"admin_users/new_thing\"", after: "\"AdminUsers::NewThing\"")
        try check("\"HTMLTidy\".underscore", .str("HTMLTidy"), "underscore", [], kw: nil, block: nil,
                  "\"html_tidy\"", after: "\"HTMLTidy\"")
        try check("\"SSLError\".underscore", .str("SSLError"), "underscore", [], kw: nil, block: nil,
                  "\"ssl_error\"", after: "\"SSLError\"")
        try check("\"my-app\".underscore", .str("my-app"), "underscore", [], kw: nil, block: nil,
                  "\"my_app\"", after: "\"my-app\"")
        try check("\"puni_puni\".dasherize", .str("puni_puni"), "dasherize", [], kw: nil, block: nil,
                  "\"puni-puni\"", after: "\"puni_puni\"")
        try check("\"man_from_the_boondocks\".titleize", .str("man_from_the_boondocks"), "titleize", [], kw: nil, block: nil,
                  "\"Man From The Boondocks\"", after: "\"man_from_the_boondocks\"")
        try check("\"x-men: the last stand\".titleize", .str("x-men: the last stand"), "titleize", [], kw: nil, block: nil,
                  "\"X Men: The Last Stand\"", after: "\"x-men: the last stand\"")
        try check("\"employee_salary\".humanize", .str("employee_salary"), "humanize", [], kw: nil, block: nil,
                  "\"Employee salary\"", after: "\"employee_salary\"")
        try check("\"author_id\".humanize", .str("author_id"), "humanize", [], kw: nil, block: nil,
                  "\"Author\"", after: "\"author_id\"")
        try check("\"_id_x_id\".humanize", .str("_id_x_id"), "humanize", [], kw: nil, block: nil,
                  "\"Id x\"", after: "\"_id_x_id\"")
        try check("\"author_id\".humanize(capitalize: false)", .str("author_id"), "humanize", [], kw: HashBox([(.symbol("capitalize"), .false)]), block: nil,
                  "\"author\"", after: "\"author_id\"")
        try check("\"RawScaledScorer\".tableize", .str("RawScaledScorer"), "tableize", [], kw: nil, block: nil,
                  "\"raw_scaled_scorers\"", after: "\"RawScaledScorer\"")
        try check("\"egg_and_hams\".classify", .str("egg_and_hams"), "classify", [], kw: nil, block: nil,
                  "\"EggAndHam\"", after: "\"egg_and_hams\"")
        try check("\"schema.posts\".classify", .str("schema.posts"), "classify", [], kw: nil, block: nil,
                  "\"Post\"", after: "\"schema.posts\"")
        try check("\"ActiveSupport::Inflector::Inflections\".demodulize", .str("ActiveSupport::Inflector::Inflections"), "demodulize", [], kw: nil, block: nil,
                  "\"Inflections\"", after: "\"ActiveSupport::Inflector::Inflections\"")
        try check("\"Net::HTTP::Get\".deconstantize", .str("Net::HTTP::Get"), "deconstantize", [], kw: nil, block: nil,
                  "\"Net::HTTP\"", after: "\"Net::HTTP::Get\"")
        try check("\"Admin::Post\".foreign_key", .str("Admin::Post"), "foreign_key", [], kw: nil, block: nil,
                  "\"post_id\"", after: "\"Admin::Post\"")
        try check("\"Donald E. Knuth\".parameterize", .str("Donald E. Knuth"), "parameterize", [], kw: nil, block: nil,
                  "\"donald-e-knuth\"", after: "\"Donald E. Knuth\"")
        try check("\"Crème Brûlée!!\".parameterize", .str("Crème Brûlée!!"), "parameterize", [], kw: nil, block: nil,
                  "\"creme-brulee\"", after: "\"Crème Brûlée!!\"")
        try check("\"Hello World\".parameterize(separator: \"_\")", .str("Hello World"), "parameterize", [], kw: HashBox([(.symbol("separator"), .str("_"))]), block: nil,
                  "\"hello_world\"", after: "\"Hello World\"")
        try check("\"  foo   bar \\n\\t baz \".squish", .str("  foo   bar \n\t baz "), "squish", [], kw: nil, block: nil,
                  "\"foo bar baz\"", after: "\"  foo   bar \\n\\t baz \"")
        try check("\"a\\u3000b\".squish", .str("a　b"), "squish", [], kw: nil, block: nil,
                  "\"a b\"", after: "\"a　b\"")
        try check("\"foo\\n  bar\\n\\nbaz\".indent(2)", .str("foo\n  bar\n\nbaz"), "indent", [.integer(2)], kw: nil, block: nil,
                  "\"  foo\\n    bar\\n\\n  baz\"", after: "\"foo\\n  bar\\n\\nbaz\"")
        try check("\"foo\\n\\tbar\".indent(1)", .str("foo\n\tbar"), "indent", [.integer(1)], kw: nil, block: nil,
                  "\"\\tfoo\\n\\t\\tbar\"", after: "\"foo\\n\\tbar\"")
        try check("\"foo\\n\\nbar\".indent(2, nil, true)", .str("foo\n\nbar"), "indent", [.integer(2), .nil, .true], kw: nil, block: nil,
                  "\"  foo\\n  \\n  bar\"", after: "\"foo\\n\\nbar\"")
        try check("\"a\\nb\".indent(1, \"-\")", .str("a\nb"), "indent", [.integer(1), .str("-")], kw: nil, block: nil,
                  "\"-a\\n-b\"", after: "\"a\\nb\"")
        try check("\"    a\\n      b\\n\\n    c\\n\".strip_heredoc", .str("    a\n      b\n\n    c\n"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"a\\n  b\\n\\nc\\n\"", after: "\"    a\\n      b\\n\\n    c\\n\"")
        try check("\"  x\\n\\ty\\n\".strip_heredoc", .str("  x\n\ty\n"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"  x\\ny\\n\"", after: "\"  x\\n\\ty\\n\"")
        try check("\"Once upon a time in a world far far away\".truncate(27)", .str("Once upon a time in a world far far away"), "truncate", [.integer(27)], kw: nil, block: nil,
                  "\"Once upon a time in a wo...\"", after: "\"Once upon a time in a world far far away\"")
        try check("\"Once upon a time in a world far far away\".truncate(27, separator: \" \")", .str("Once upon a time in a world far far away"), "truncate", [.integer(27)], kw: HashBox([(.symbol("separator"), .str(" "))]), block: nil,
                  "\"Once upon a time in a...\"", after: "\"Once upon a time in a world far far away\"")
        try check("\"And they found that many people were sleeping better.\".truncate(25, omission: \"... (continued)\")", .str("And they found that many people were sleeping better."), "truncate", [.integer(25)], kw: HashBox([(.symbol("omission"), .str("... (continued)"))]), block: nil,
                  "\"And they f... (continued)\"", after: "\"And they found that many people were sleeping better.\"")
        try check("\"short\".truncate(10)", .str("short"), "truncate", [.integer(10)], kw: nil, block: nil,
                  "\"short\"", after: "\"short\"")
        try check("\"hello world foo\".truncate_words(2)", .str("hello world foo"), "truncate_words", [.integer(2)], kw: nil, block: nil,
                  "\"hello world...\"", after: "\"hello world foo\"")
        try check("\"hello\".first", .str("hello"), "first", [], kw: nil, block: nil,
                  "\"h\"", after: "\"hello\"")
        try check("\"hello\".first(3)", .str("hello"), "first", [.integer(3)], kw: nil, block: nil,
                  "\"hel\"", after: "\"hello\"")
        try check("\"hello\".last(2)", .str("hello"), "last", [.integer(2)], kw: nil, block: nil,
                  "\"lo\"", after: "\"hello\"")
        try check("\"hello\".from(2)", .str("hello"), "from", [.integer(2)], kw: nil, block: nil,
                  "\"llo\"", after: "\"hello\"")
        try check("\"hello\".to(2)", .str("hello"), "to", [.integer(2)], kw: nil, block: nil,
                  "\"hel\"", after: "\"hello\"")
        try check("\"hello\".to(-2)", .str("hello"), "to", [.integer(-2)], kw: nil, block: nil,
                  "\"hell\"", after: "\"hello\"")
        try check("\"hello\".at(1)", .str("hello"), "at", [.integer(1)], kw: nil, block: nil,
                  "\"e\"", after: "\"hello\"")
        try check("\"foo bar foo\".remove(\"foo\", /\\s+/)", .str("foo bar foo"), "remove", [.str("foo"), re("\\s+", "")], kw: nil, block: nil,
                  "\"bar\"", after: "\"foo bar foo\"")
        try check("\"hello\".starts_with?(\"he\")", .str("hello"), "starts_with?", [.str("he")], kw: nil, block: nil,
                  "true", after: "\"hello\"")
        try check("\"hello\".exclude?(\"z\")", .str("hello"), "exclude?", [.str("z")], kw: nil, block: nil,
                  "true", after: "\"hello\"")
        try check("\"  \".blank?", .str("  "), "blank?", [], kw: nil, block: nil,
                  "true", after: "\"  \"")
        try check("\"a\".present?", .str("a"), "present?", [], kw: nil, block: nil,
                  "true", after: "\"a\"")
        try check("\"\".presence", .str(""), "presence", [], kw: nil, block: nil,
                  "nil", after: "\"\"")
        try check("\"x\".presence", .str("x"), "presence", [], kw: nil, block: nil,
                  "\"x\"", after: "\"x\"")
        try check("\"b\".in?([\"a\", \"b\"])", .str("b"), "in?", [.arr([.str("a"), .str("b")])], kw: nil, block: nil,
                  "true", after: "\"b\"")
        try check("\"b\".in?(\"abc\")", .str("b"), "in?", [.str("abc")], kw: nil, block: nil,
                  "true", after: "\"b\"")
        try check("\"hello\".upcase_first", .str("hello"), "upcase_first", [], kw: nil, block: nil,
                  "\"Hello\"", after: "\"hello\"")
        try check("\"post\".pluralize", .str("post"), "pluralize", [], kw: nil, block: nil,
                  "\"posts\"", after: "\"post\"")
        try check("\"post\".pluralize(1)", .str("post"), "pluralize", [.integer(1)], kw: nil, block: nil,
                  "\"post\"", after: "\"post\"")
        try check("\"posts\".singularize", .str("posts"), "singularize", [], kw: nil, block: nil,
                  "\"post\"", after: "\"posts\"")
    }
}
