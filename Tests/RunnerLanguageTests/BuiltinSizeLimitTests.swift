import Diagnostics
import XCTest

@testable import RunnerLanguage

/// Built-in methods whose result grows with their inputs are refused before they build a result
/// past the limits (docs/safety.md, "Limits and --timeout": 64 MiB a string, 1,000,000 elements an
/// Array), with the located `resource-limit` NoMemoryError: a `gsub` of a 60 MB string held 10.9 GB
/// before the limit was looked at, `chars` 4 GB.
final class BuiltinSizeLimitTests: XCTestCase {
    /// `setup` on line 1, `statement` on line 2 at column 1: the error is there, quickly.
    private func assertRefused(_ setup: String, _ statement: String, _ message: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        let started = Date()
        let error = sourceError(setup + "\n" + statement + "\n", file: file, line: line)
        XCTAssertEqual(error?.className, "NoMemoryError", "\(statement): \(String(describing: error))", file: file, line: line)
        XCTAssertEqual(error?.code, .resourceLimit, statement, file: file, line: line)
        XCTAssertEqual(error?.location?.line, 2, statement, file: file, line: line)
        XCTAssertTrue(error?.message.contains(message) ?? false, "\(statement): \(error?.message ?? "no error")", file: file, line: line)
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, statement, file: file, line: line)
    }

    private let string = "more than the 67108864 a template may make"
    private let array = "an Array of more than 1000000 elements"

    func testStringMethodsPastTheStringLimit() {
        assertRefused("s = 'a' * 33_554_433", "t = s.gsub('a', 'bb')", string)
        assertRefused("s = 'a' * 33_554_433", "t = s.gsub!('a', 'bb')", string)
        assertRefused("r = 'b' * 1000; s = 'ab' * 70_000", "t = s.gsub(/b/, r)", string)
        assertRefused("r = 'b' * 1000; s = 'ab' * 70_000", "t = s.gsub(/b/) { r }", string)
        assertRefused("s = 'a' * 1_000_000", "t = s.gsub('a', s)", string)
        assertRefused("s = 'a' * 33_554_433", "t = s.sub('a', s)", "a string of 67108865 bytes, " + string)
        assertRefused("s = 'ab'", "t = s * 33_554_433", "a string of 67108866 bytes, " + string)
        assertRefused("s = 'a'", "t = s.center(67_108_865)", "a string of 67108865 bytes, " + string)
        assertRefused("s = 'a'", "t = s.rjust(67_108_865, 'xy')", string)
        // Padding counts bytes, not characters: 40 million two-byte characters.
        assertRefused("s = 'a'", "t = s.ljust(40_000_000, 'é')", "a string of 79999999 bytes, " + string)
        assertRefused("s = 'a' * 1_000_000", "t = ([s] * 68).join", string)
        assertRefused("s = 'a' * 1_000_000", "t = ([s] * 35).join(s)", string)
    }

    func testStringMethodsPastTheArrayLimit() {
        let big = "s = 'a' * 1_000_001"
        assertRefused(big, "t = s.chars", array)
        assertRefused(big, "t = s.each_char.to_a", array)
        assertRefused(big, "t = s.bytes", array)
        assertRefused(big, "t = s.each_byte.to_a", array)
        assertRefused(big, "t = s.scan(/a/)", array)
        assertRefused(big, "t = s.split('')", array)
        assertRefused(big, "t = s.gsub(/a/).to_a", array)
        assertRefused("s = 'a,' * 1_000_001", "t = s.split(',')", array)
        assertRefused("s = 'a ' * 1_000_001", "t = s.split", array)
        assertRefused("s = 'a,' * 1_000_001", "t = s.split(/,/)", array)
        assertRefused("s = \"a\\n\" * 1_000_001", "t = s.lines", array)
    }

    func testArrayMethodsPastTheArrayLimit() {
        assertRefused("a = [1, 2]", "t = a * 500_001", array)
        assertRefused("a = (1..1001).to_a", "t = a.product(a)", array)
        assertRefused("a = (1..600_000).to_a", "t = a + a", array)
        assertRefused("a = (1..100).to_a", "t = a.combination(4)", array)
        assertRefused("a = [[1] * 1000] * 1001", "t = a.flatten", array)
        assertRefused("a = [1]", "t = a.in_groups_of(1_000_001)", array)
        assertRefused("a = []", "a[1_000_000] = 1", array)
        assertRefused("a = []", "a[1_000_001, 0] = [1]", array)
        assertRefused("a = []", "a.insert(1_000_000, 1)", array)
        assertRefused("a = []", "a.fill(0, 0, 1_000_001)", array)
        assertRefused("n = 1_000_001", "t = Array.new(n) { |i| i }", array)
        assertRefused("r = (1..2)", "t = r.flat_map { [1] * 600_000 }", array)
    }

    func testWithABlockNothingIsListed() throws {
        let host = EvaluatorTestHost()
        let program = try RunnerParser.parse(SourceText(path: "runners/test.rb", text: """
            s = 'a' * 1_000_001
            n = 0
            s.each_char { n += 1 }
            puts n
            """))
        XCTAssertEqual(output(of: program, host: host), "1000001\n")
    }

    func testWithinTheLimitsTheResultsAreRubys() throws {
        let program = try RunnerParser.parse(SourceText(path: "runners/test.rb", text: """
            p "a-b-c".gsub("-", "+="), "abc".gsub("", "."), "héllo".gsub("l", "L"), "aaa".sub("a", "bb")
            p "abc".center(9, "é"), "a".ljust(4, "xy"), ("ab" * 3).split(""), "a,b,,".split(","), "a b  c ".split
            p "a1b2".scan(/[a-z]\\d/), "a\\nb\\n".lines, [[1, [2]], 3].flatten, [1, 2].product([3]), [1, 2, 3].combination(2).to_a
            p ["a", ["b", "c"]].join("-"), [1].in_groups_of(2), "abc".each_char.to_a, "é".bytes, (a = []; a[2] = 1; a)
            """))
        XCTAssertEqual(output(of: program), """
            "a+=b+=c"
            ".a.b.c."
            "héLLo"
            "bbaa"
            "éééabcééé"
            "axyx"
            ["a", "b", "a", "b", "a", "b"]
            ["a", "b"]
            ["a", "b", "c"]
            ["a1", "b2"]
            ["a\\n", "b\\n"]
            [1, 2, 3]
            [[1, 3], [2, 3]]
            [[1, 2], [1, 3], [2, 3]]
            "a-b-c"
            [[1, nil]]
            ["a", "b", "c"]
            [195, 169]
            [nil, nil, 1]

            """)
    }
}
