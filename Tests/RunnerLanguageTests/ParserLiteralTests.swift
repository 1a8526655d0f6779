import XCTest
@testable import RunnerLanguage

/// Literals, worked out from Ruby's rules (checked against `ruby --dump=parsetree` where unsure).
final class ParserLiteralTests: ParserTestCase {
    func testIntegersInEveryBase() {
        assertParses("[1_000, 0x1f, 0b101, 0o17, 017, 0, 0d19]", "(array 1000 31 5 15 15 0 19)")
    }

    func testFloats() {
        assertParses("[1.5, 1e3, 2.5e-3, 1_0.2_5]", "(array 1.5 1000.0 0.0025 10.25)")
    }

    func testIntegerFollowedByMethodCallIsNotAFloat() {
        assertParses("3.times", "(call 3 times)")
    }

    func testNegativeLiteralsFoldTheSignButNotUnderPower() {
        // Ruby: `-2.abs` is `(-2).abs`, `-2 ** 2` is `-(2 ** 2)`.
        assertParses("[-1, -2.5, -2.abs, -2 ** 2, - 1]", "(array -1 -2.5 (call -2 abs) (unary - (** 2 2)) (unary - 1))")
    }

    func testKeywordLiterals() {
        assertParses("[nil, true, false, self]", "(array nil true false self)")
    }

    /// A literal spelled like an earlier one reuses its scan: the repetition must read the same,
    /// and one that differs only after its closing quote, in its quotes or as a label must not be
    /// taken for it.
    func testRepeatedLiteralsParseLikeTheFirst() {
        assertParses(
            #"f("a\tb", "a\tb", 'a\tb', "ab": "ab", "ab")"#,
            #"(call() nil f (str "a\tb") (str "a\tb") (str "a\\tb") (str "ab") (kw (sym ab) (str "ab")))"#)
        assertParses(##"["ab", "abc", "ab"'c', "#{x}", "#{x}"]"##, ##"(array (str "ab") (str "abc") (str "ab" "c") (str (call nil x)) (str (call nil x)))"##)
        assertParses("x = 'README.md'\ny = 'README.md'", #"(seq (= x (str "README.md")) (= y (str "README.md")))"#)
        // The same bytes at the same place, lexed twice when `(a, b), c = …` is tried and given up.
        assertParses(#"("q\n".size)"#, #"(call (str "q\n") size)"#)
    }

    func testSingleQuotedStringsOnlyUnescapeBackslashAndQuote() {
        assertParses(#"'a\'b\\c\n#{x}'"#, #"(str "a'b\\c\\n#{x}")"#)
    }

    func testDoubleQuotedEscapes() {
        assertParses(##""\n\t\s\e\0\\\"\#{x}\u{41 42}\u0043\x44\101""##, ##"(str "\n\t \e\0\\\"#{x}ABCDA")"##)
    }

    func testInterpolationWithNestedBracesAndQuotes() {
        assertParses(
            #""a #{h["k"] + "}"} b""#,
            #"(str "a " (+ (call() (call nil h) [] (str "k")) (str "}")) " b")"#)
    }

    func testInterpolationSeesLocalsAndInstanceVariables() {
        assertParses(##"x = 1; "#{x}#@y#$z""##, "(seq (= x 1) (str (lvar x) (ivar @y) (gvar $z)))")
    }

    func testEmptyInterpolationIsNil() {
        assertParses(#""a#{}b""#, #"(str "a" nil "b")"#)
    }

    func testAdjacentStringLiteralsConcatenate() {
        assertParses(#""a" 'b'"#, #"(str "a" "b")"#)
    }

    func testPercentLiterals() {
        assertParses(
            "[%w[a b\\ c], %i(x y), %q(a(b)c), %Q{x#{1}}, %(p), %w<a <b> c>, %q|bar|]",
            #"(array (array (str "a") (str "b c")) (array (sym x) (sym y)) (str "a(b)c") (str "x" 1) (str "p") (array (str "a") (str "<b>") (str "c")) (str "bar"))"#)
    }

    func testInterpolatingWordLists() {
        assertParses("x = 1; %W[a#{x} b]", #"(seq (= x 1) (array (str "a" (lvar x)) (str "b")))"#)
    }

    func testSymbols() {
        assertParses(
            #"[:name, :name?, :name!, :"s#{1}", :"plain", :'q', :+, :[], :<=>, :a=, :@iv, :Const]"#,
            #"(array (sym name) (sym name?) (sym name!) (dsym "s" 1) (sym plain) (sym q) (sym +) (sym []) (sym <=>) (sym a=) (sym @iv) (sym Const))"#)
    }

    func testHashRocketAfterSymbolWithoutSpaces() {
        assertParses("{:a=>1}", "(hash (sym a) 1)")
    }

    func testRegexps() {
        assertParses("[%r{a/b}i, /re\\/x/imx, /a#{b}c/]", #"(array (regexp "a/b" /i) (regexp "re\\/x" /imx) (regexp "a" (call nil b) "c"))"#)
    }

    func testRegexpArgumentVersusDivision() {
        assertParses("x.split /,/", #"(call (call nil x) split (regexp ","))"#)
        assertParses("a / b", "(/ (call nil a) (call nil b))")
        assertParses("a = 4; a /2", "(seq (= a 4) (/ (lvar a) 2))")
        assertParses("f(1) / 2", "(/ (call() nil f 1) 2)")
    }

    func testCommandStrings() {
        assertParses("`ls #{x}` + %x(pwd)", #"(+ (xstr "ls " (call nil x)) (xstr "pwd"))"#)
    }

    func testCharacterLiterals() {
        assertParses("?a + ?\\n", #"(+ (str "a") (str "\n"))"#)
    }

    func testArraysAndHashes() {
        assertParses(
            #"[1, *xs, [2]]; { a: 1, "b" => 2, **h, "c": 3, :d => 4 }"#,
            #"(seq (array 1 (* (call nil xs)) (array 2)) (hash (sym a) 1 (str "b") 2 (** (call nil h)) (sym c) 3 (sym d) 4))"#)
    }

    func testHashShorthand() {
        assertParses("x = 1; {x:, y:}", "(seq (= x 1) (hash (sym x) (lvar x) (sym y) (call nil y)))")
    }

    func testPredicateAndConstantLabels() {
        assertParses(#"p({ "a b": 1, c?: 2, D: 3 })"#, #"(call() nil p (hash (sym a b) 1 (sym c?) 2 (sym D) 3))"#)
    }

    func testKeywordsAsHashLabels() {
        assertParses(#"{ if: 1, class: "btn", end: 2 }"#, #"(hash (sym if) 1 (sym class) (str "btn") (sym end) 2)"#)
    }

    func testBracesAcrossLinesWithTrailingCommas() {
        assertParses("x = {\n  a: 1,\n  b: 2,\n}\ny = [\n  1,\n  2,\n]", "(seq (= x (hash (sym a) 1 (sym b) 2)) (= y (array 1 2)))")
    }

    func testArrayWithTrailingBracelessHash() {
        assertParses("[1, a: 2]", "(array 1 (hash (sym a) 2))")
    }

    func testRanges() {
        assertParses("[1..2, 1...3, (1..), (..5), a..b]", "(array (range 1 2) (erange 1 3) (range 1 nil) (range nil 5) (range (call nil a) (call nil b)))")
    }

    func testByteOrderMarkIsSkipped() {
        assertParses("\u{FEFF}puts 1", "(call nil puts 1)")
    }

    func testFileAndLine() {
        assertParses("__FILE__\n\n__LINE__\n__dir__\n__method__", "(seq __FILE__ 3 (call nil __dir__) (call nil __method__))")
    }

    func testLambdas() {
        assertParses("->(x) { x }", "(lambda (params x) (lvar x))")
        assertParses("-> x, y do x end", "(lambda (params x y) (lvar x))")
        assertParses("-> { 1 }", "(lambda (params) 1)")
    }

    /// Plain runs are skipped eight bytes at a time: each stop (an escape, `#{`, a nested bracket,
    /// a `#` that does not interpolate, the closing quote) is found at every position in a word.
    func testStringStopsAreFoundAtEveryOffset() {
        for k in 0..<19 {
            let a = String(repeating: "a", count: k), b = String(repeating: "b", count: (k * 5) % 11)
            let tail = a.isEmpty ? "" : #" ""# + a + #"""#
            assertParses("x = 1; \"\(a)\\n\(b)#{x}\(a)\"", "(seq (= x 1) (str \"\(a)\\n\(b)\" (lvar x)\(tail)))")
            assertParses("%q(\(a)(\(b))\(a))", "(str \"\(a)(\(b))\(a)\")")
            assertParses("'\(a)#\(b)'", "(str \"\(a)#\(b)\")")
        }
    }
}
