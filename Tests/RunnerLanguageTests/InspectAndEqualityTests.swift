// Expected values recorded from ruby 3.1 (`ruby -ractive_support/all -e 'p …'`).
import XCTest

@testable import RunnerLanguage

final class InspectAndEqualityTests: BuiltinsTestCase {
    func testInspectOfScalarsAndContainers() {
        XCTAssertEqual(Value.nil.inspect, "nil")
        XCTAssertEqual(Value.nil.toS, "")
        XCTAssertEqual(Value.str("a\n\"b\"\u{1B}\u{00e9}#{x}#$y#@z#").inspect, ##""a\n\"b\"\eé\#{x}\#$y\#@z#""##)
        XCTAssertEqual(Value.str("\u{01}\u{7F}\0\u{2028}\u{200B}😀").inspect, "\"\\u0001\\u007F\\u0000\\u2028\u{200B}😀\"")
        // [0x80, 0x85, 0x9F, 0xE000, 0xFFFE, 0x10FFFE, 0x2060].pack("U*").inspect
        XCTAssertEqual(Value.str("\u{80}\u{85}\u{9F}\u{E000}\u{FFFE}\u{10FFFE}\u{2060}").inspect,
                       "\"\\u0080\u{85}\\u009F\u{E000}\\uFFFE\\u{10FFFE}\u{2060}\"")
        XCTAssertEqual(Value.arr([.symbol("test"), .symbol("development")]).inspect, "[:test, :development]")
        // p :"a\u2028", :"a\u0085", :"aé", :"a\u{E0000}", :"a\u200B" in Ruby 3.1: only what String#inspect escapes is quoted.
        XCTAssertEqual(
            Value.arr([.symbol("a\u{2028}"), .symbol("a\u{85}"), .symbol("aé"), .symbol("a\u{E0000}"), .symbol("a\u{200B}")]).inspect,
            "[:\"a\\u2028\", :a\u{85}, :aé, :\"a\\u{E0000}\", :a\u{200B}]")
        let hash = Value.hash(HashBox([(.str("name"), .str("app")), (.symbol("kind"), .str("web")), (.integer(1), .nil)]))
        XCTAssertEqual(hash.inspect, #"{"name"=>"app", :kind=>"web", 1=>nil}"#)
        XCTAssertEqual(hash.toS, hash.inspect)
        XCTAssertEqual(Value.arr([.integer(1), .nil, .str("a")]).toS, #"[1, nil, "a"]"#)
        XCTAssertEqual(Value.symbol("sym").toS, "sym")
        XCTAssertEqual(Value.range(RangeValue(lower: .integer(1), upper: .integer(2), exclusive: false)).toS, "1..2")
        XCTAssertEqual(re("a", "i").toS, "(?i-mx:a)")
    }

    func testFloatsPrintLikeRuby() {
        let cases: [(Double, String)] = [
            (1.0, "1.0"), (1.5e20, "1.5e+20"), (1.0e-5, "1.0e-05"), (1e16, "1.0e+16"), (1e15, "1.0e+15"),
            (123456789012345.0, "123456789012345.0"), (1234567890123456.0, "1.234567890123456e+15"), (0.0001, "0.0001"),
            (-0.0, "-0.0"), (100.0, "100.0"), (0.1 + 0.2, "0.30000000000000004"), (1.0 / 3, "0.3333333333333333"),
            (.infinity, "Infinity"), (-.infinity, "-Infinity"), (.nan, "NaN"), (1e100, "1.0e+100"),
        ]
        for (value, expected) in cases { XCTAssertEqual(Value.float(value).inspect, expected, "\(value)") }
    }

    func testSelfContainingContainersPrintEllipses() {
        let array = ArrayBox([.integer(1)])
        array.elements.append(.array(array))
        XCTAssertEqual(Value.array(array).inspect, "[1, [...]]")
        let hash = HashBox()
        hash[.symbol("s")] = .hash(hash)
        XCTAssertEqual(Value.hash(hash).inspect, "{:s=>{...}}")
    }

    func testEqualityAndComparison() {
        XCTAssertTrue(Value.equal(.integer(1), .float(1.0)))
        XCTAssertFalse(Value.equal(.str("a"), .symbol("a")))
        XCTAssertTrue(Value.equal(.arr([.integer(1), .arr([.float(2)])]), .arr([.float(1), .arr([.integer(2)])])))
        XCTAssertTrue(Value.equal(.hash(HashBox([(.symbol("a"), .integer(1))])), .hash(HashBox([(.symbol("a"), .float(1))]))))
        XCTAssertFalse(Value.isEql(.integer(1), .float(1)))
        XCTAssertEqual(Value.compare(.integer(1), .float(1.5)), -1)
        XCTAssertEqual(Value.compare(.str("a"), .str("b")), -1)
        XCTAssertNil(Value.compare(.arr([.integer(1), .integer(2)]), .arr([.integer(1), .str("a")])))
        XCTAssertEqual(Value.compare(.nil, .nil), 0)
        XCTAssertNil(Value.compare(.integer(1), .str("a")))
    }

    func testFormatDirectives() throws {
        XCTAssertEqual(
            try Builtins.format(
                "%5.1f|%-6s|%05d|%+d|% d|%x|%o|%b|%e|%g|%g|%p|%%|%#x|%08.3f|%.3s|%c|%c|%X",
                [.float(3.14159), .str("ab"), .integer(42), .integer(5), .integer(5), .integer(255), .integer(8), .integer(5),
                 .float(12345.678), .float(12345.678), .float(1e20), .nil, .integer(255), .float(3.14159), .str("abcdef"),
                 .integer(65), .str("x"), .integer(255)], context),
            "  3.1|ab    |00042|+5| 5|ff|10|101|1.234568e+04|12345.7|1e+20|nil|%|0xff|0003.142|abc|A|x|FF")
        let named = Value.hash(HashBox([(.symbol("a"), .integer(2)), (.symbol("b"), .symbol("s"))]))
        XCTAssertEqual(try Builtins.format("%<a>05.1f %{b}", [named], context), "002.0 s")
        XCTAssertEqual(try Builtins.format("%-10{b}|", [.hash(HashBox([(.symbol("b"), .integer(1))]))], context), "1         |")
        XCTAssertEqual(try Builtins.format("%s and %p", [.str("a"), .str("b")], context), #"a and "b""#)
        XCTAssertEqual(try Builtins.format("%d", [.float(3.99)], context), "3")
        XCTAssertEqual(try Builtins.format("%d", [.str("12")], context), "12")
        XCTAssertEqual(try Builtins.format("%.2f", [.str("1.5")], context), "1.50")
        XCTAssertEqual(try Builtins.format("%10.4g|%G|%E", [.float(3.14159265), .float(1e-10), .float(1.5)], context), "     3.142|1E-10|1.500000E+00")
        XCTAssertEqual(try Builtins.format("%+.1e", [.float(-0.000123)], context), "-1.2e-04")
        XCTAssertEqual(try Builtins.format("%3d|%-3d|", [.integer(1), .integer(2)], context), "  1|2  |")
        XCTAssertEqual(try Builtins.format("%s", [.arr([.integer(1), .str("a")])], context), #"[1, "a"]"#)
        XCTAssertEqual(try Builtins.format("%.0f %.0f", [.float(0.5), .float(1.5)], context), "0 2")
        XCTAssertEqual(
            try Builtins.format("%x|%#x|%o|%b|%X|%+x|% x|%8x|%-8x|", [-255, -255, -8, -5, -255, -255, -255, -1, -256].map { Value.integer($0) }, context),
            "..f01|0x..f01|..70|..1011|..F01|-ff|-ff|     ..f|..f00   |")
        // Ties in the shortest decimal form round half to even, as Ruby's sprintf does.
        XCTAssertEqual(
            try Builtins.format("%.0f|%.0f|%.0f|%.1f|%.2f|%.2f|%.0f|%8.2f",
                                [-0.5, 9.5, 3.5, 0.35, 2.665, 2.675, 2.5, -1.005].map { Value.float($0) }, context),
            "-0|10|4|0.4|2.66|2.68|2|   -1.00")
    }

    func testFormatErrors() {
        let cases: [(String, [Value], String)] = [
            ("%d", [], "ArgumentError: too few arguments"),
            ("%d", [.str("x")], #"ArgumentError: invalid value for Integer(): "x""#),
            ("%z", [.integer(1)], "ArgumentError: malformed format string - %z"),
            ("%<a>s", [.hash(HashBox([(.symbol("b"), .integer(1))]))], "KeyError: key<a> not found"),
        ]
        for (format, args, expected) in cases {
            XCTAssertThrowsError(try Builtins.format(format, args, context)) { error in
                let e = error as? RuntimeError
                XCTAssertEqual(e.map { "\($0.className): \($0.message)" }, expected)
                XCTAssertEqual(e?.location, self.context.location)
            }
        }
    }

    func testInflectionRoundTrips() {
        XCTAssertEqual(Inflector.camelize(Inflector.underscore("AdminUsers::NewThing")), "AdminUsers::NewThing")
        XCTAssertEqual(Inflector.camelize(Inflector.underscore("HTMLTidy")), "HtmlTidy")
        XCTAssertEqual(Inflector.underscore(Inflector.camelize("admin_users/new_thing")), "admin_users/new_thing")
        XCTAssertEqual(Inflector.ordinalize(22), "22nd")
    }
}
