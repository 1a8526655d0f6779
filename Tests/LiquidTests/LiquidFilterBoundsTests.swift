import Diagnostics
import Foundation
import Liquid
import XCTest

/// No filter, operator or tag can crash the process (docs/safety.md, "Limits"): integer
/// arithmetic at the 64-bit boundaries gives Ruby Liquid 5.4's answer where an Int holds it and a
/// located error where Ruby would go on with a bignum; and every filter that builds a string or an
/// array checks the size it will make before making it, with the same located `resource-limit`
/// error as the check on what a filter returned. The Ruby answers were taken from Debian's
/// ruby-liquid 5.4 (`ruby -rliquid -e 'puts Liquid::Template.parse(ARGV[0]).render' '…'`) and are
/// written here, so the tests pass without Ruby.
final class LiquidFilterBoundsTests: XCTestCase {
    private func strictly(_ text: String) -> (output: String?, diagnostic: Diagnostic?) {
        do {
            return (try LiquidTemplate.parse(text, path: "View.swift.liquid").renderStrictly(), nil)
        } catch {
            return (nil, error as? Diagnostic)
        }
    }

    private func assertRenders(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let (output, diagnostic) = strictly(text)
        XCTAssertNil(diagnostic, text, file: file, line: line)
        XCTAssertEqual(output, expected, text, file: file, line: line)
    }

    /// A located error on the template's second line (where each case is written).
    private func assertError(_ text: String, _ code: DiagnosticCode, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let (output, diagnostic) = strictly("first line\n" + text)
        XCTAssertNil(output, text, file: file, line: line)
        XCTAssertEqual(diagnostic?.code, code, text, file: file, line: line)
        XCTAssertEqual(diagnostic?.location?.line, 2, text, file: file, line: line)
        XCTAssertTrue(diagnostic?.message.contains(message) ?? false, "\(text): \(String(describing: diagnostic?.message))", file: file, line: line)
    }

    private let min = "-9223372036854775808", max = "9223372036854775807"
    private let bignum = "integer too big (bignums are not supported)"
    private let tooLong = "a string of more than \(LiquidLimits.maximumBytes) bytes (the limit)"
    private let tooMany = "an array of more than \(LiquidLimits.maximumMembers) items (the limit)"
    /// `s` is a string of 2^20 'x' (1 MiB), made within the limits.
    private let mebibyte = "{% assign s = 'xxxxxxxxxxxxxxxx' %}{% for i in (1..16) %}{% assign s = s | append: s %}{% endfor %}"

    // MARK: integer arithmetic

    func testEveryArithmeticFilterAtTheBoundariesAnswersAsRubyOrFailsLocated() {
        // Ruby Liquid: 9223372036854775808, 0, 9223372036854775808, 9223372036854775808, …
        assertError("{{ \(min) | divided_by: -1 }}", .liquidRender, bignum)
        XCTAssertEqual(strictly("a\n  {{ \(min) | divided_by: -1 }}").diagnostic?.location, SourceLocation(file: "View.swift.liquid", line: 2, column: 3))
        assertRenders("{{ \(min) | modulo: -1 }}", "0")
        assertError("{{ \(min) | abs }}", .liquidRender, bignum)
        assertError("{{ \(max) | plus: 1 }}", .liquidRender, bignum)
        assertError("{{ \(min) | minus: 1 }}", .liquidRender, bignum)
        assertError("{{ \(max) | times: 2 }}", .liquidRender, bignum)
        assertError("{{ \(min) | times: -1 }}", .liquidRender, bignum)
        assertError("{{ \(max) | times: \(max) }}", .liquidRender, bignum)
        // Representable answers are Ruby's.
        assertRenders("{{ \(max) | plus: 0 }}", max)
        assertRenders("{{ \(min) | minus: 0 }}", min)
        assertRenders("{{ \(min) | plus: \(max) }}", "-1")
        assertRenders("{{ \(min) | divided_by: 1 }}", min)
        assertRenders("{{ \(max) | divided_by: -1 }}", "-\(max)")
        assertRenders("{{ 7 | divided_by: \(min) }}", "-1")
        assertRenders("{{ -7 | modulo: \(min) }}", "-7")
        assertRenders("{{ 7 | modulo: \(min) }}", "-9223372036854775801")
        assertRenders("{{ \(min) | modulo: \(max) }}", "9223372036854775806")
        assertRenders("{{ \(max) | modulo: -1 }}", "0")
        assertRenders("{{ \(max) | abs }}", max)
        assertRenders("{{ -10 | divided_by: 3 }} {{ -10 | modulo: 3 }}", "-4 2")
        assertRenders("{{ \(min) | at_least: \(max) }} {{ \(min) | at_least: -1 }}", "\(max) -1")
        assertRenders("{{ \(max) | at_most: \(min) }}", min)
        assertRenders("{{ \(max) | ceil }} {{ \(min) | floor }} {{ \(max) | round }}", "\(max) \(min) \(max)")
        assertRenders("{{ \(max) | plus: 0.5 }}", "9.223372036854776e+18")
        assertRenders("{{ \(min) | minus: 0.5 }}", "-9.223372036854776e+18")
        // Ruby: divided by 0, for Integers (a Float gives Infinity).
        assertError("{{ \(min) | divided_by: 0 }}", .liquidRender, "divided by 0")
        assertError("{{ \(min) | modulo: 0 }}", .liquidRender, "divided by 0")
    }

    func testRoundingAtTheBoundaries() {
        // Ruby Liquid: 9223372036854775810 and -9223372036854775810 (bignums).
        assertError("{{ \(max) | round: -1 }}", .liquidRender, bignum)
        assertError("{{ \(min) | round: -1 }}", .liquidRender, bignum)
        assertRenders("{{ 1234 | round: -2 }}", "1200")
        // Ruby's `round(n)` takes a C int: a RangeError, written "internal" (as Ruby Liquid does).
        assertError("{{ 5 | round: \(min) }}", .liquidRender, "internal")
        assertError("{{ 5 | round: \(max) }}", .liquidRender, "internal")
        assertError("{{ 5.5 | round: \(max) }}", .liquidRender, "internal")
        // Within a C int, a place past any digit: the number as it is, or 0.
        assertRenders("{{ 5.25 | round: 2147483647 }}", "5.25")
        assertRenders("{{ 5 | round: -2147483648 }}", "0")
        // A float whose integer part is past 64 bits (Ruby: 123456789012345690000000).
        assertError("{{ 123456789012345678901234.5 | ceil }}", .liquidRender, bignum)
        assertError("{{ 123456789012345678901234.5 | floor }}", .liquidRender, bignum)
        assertError("{{ 123456789012345678901234.5 | round }}", .liquidRender, bignum)
    }

    func testCountersRangesAndDatesAtTheBoundaries() {
        // Ruby: 18446744073709551616 (a bignum).
        assertError("{% assign r = (\(min)..\(max)) %}{{ r.size }}", .liquidRender, bignum)
        assertError("{% assign r = (\(min)..\(max)) %}{{ r | size }}", .resourceLimit, "numbers listed whole")
        assertRenders("{% assign r = (\(max)..\(max)) %}{{ r.size }} {{ r | size }}", "1 1")
        assertRenders("{% assign r = (5..1) %}{{ r.size }}", "0")
        // A bound past 64 bits is read as a float; it is the nearest Int, never a trap.
        assertRenders("{% for i in (1..99999999999999999999) limit: 2 %}{{ i }}{% endfor %}", "12")
        assertRenders("{% for i in (\(max)..99999999999999999999) %}{{ i }}{% endfor %}", max)
        assertRenders("{% for i in (1..3) offset: \(max) %}{{ i }}{% endfor %}", "")
        assertRenders("{% for i in (1..3) limit: \(min) offset: \(min) %}{{ i }}{% endfor %}", "")
        assertRenders("{% for i in (1..3) limit: \(max) offset: 2 %}{{ i }}{% endfor %}", "3")
        // Ruby: 292277026596 and -292277022657; neither crashes here.
        XCTAssertNotNil(strictly("{{ \(max) | date: '%Y %s' }}").output)
        XCTAssertNotNil(strictly("{{ \(min) | date: '%Y %s' }}").output)
        assertRenders("{{ 0 | date: '%s' }}", "0")
        let template = try? LiquidTemplate("{% increment n %}")
        XCTAssertEqual(template?.render(LiquidHash([("n", .int(Int.max))])), "Liquid error (line 1): \(bignum): \(max) + 1")
        XCTAssertEqual(try? LiquidTemplate("{% decrement n %}").render(LiquidHash([("n", .int(Int.min))])), "Liquid error (line 1): \(bignum): \(min) - 1")
    }

    // MARK: strings and arrays with extreme counts

    func testTruncateAndSliceWithExtremeCounts() {
        // Ruby Liquid's answers.
        assertRenders("{{ 'abc' | truncate: \(min) }}", "...")
        assertRenders("{{ 'abc' | truncate: \(max) }}", "abc")
        assertRenders("{{ 'abcdef' | truncate: \(min), 'x' }}", "x")
        assertRenders("{{ 'abcdef' | truncate: 2, 'xyz' }}", "xyz")
        assertError("{{ 'a b' | truncatewords: \(max), '' }}", .liquidRender, "integer \(max) too big for truncatewords")
        assertError("{{ 'a b' | truncatewords: 2147483647 }}", .liquidRender, "integer 2147483647 too big for truncatewords")
        assertRenders("{{ 'a b' | truncatewords: 2147483646 }}", "a b")
        assertRenders("{{ 'a b' | truncatewords: \(min), '' }}", "a")
        assertRenders("{{ 'a b c' | truncatewords: 2 }}", "a b...")
        assertRenders("{{ 'abcdef' | slice: \(min) }}", "")
        assertRenders("{{ 'abcdef' | slice: \(max) }}", "")
        assertRenders("{{ 'abcdef' | slice: 1, \(max) }}", "bcdef")
        assertRenders("{{ 'abcdef' | slice: -2, \(max) }}", "ef")
        assertRenders("{{ 'abcdef' | slice: \(min), \(max) }}", "")
        assertRenders("{{ 'abcdef' | slice: \(max), \(max) }}", "")
        assertRenders("{{ 'abcdef' | slice: 2, \(min) }}", "")
        assertRenders("{{ 'a,b,c' | split: ',' | slice: 1, \(max) | join }}", "b c")
        assertRenders("{{ 'a,b,c' | split: ',' | slice: \(min), \(max) | join }}", "")
    }

    func testTheReportedAttacksEndWithALocatedLimit() {
        // Each of these aborted the process (`failed to allocate …` or an arithmetic trap).
        let sixteen = "{% assign s = \"xxxxxxxxxxxxxxxx\" %}{% for i in (1..20) %}{% assign s = s | append: s %}{% endfor %}"
        assertError(sixteen + "{% assign t = s | replace: \"x\", s %}{{ t | size }}", .resourceLimit, tooLong)
        let fourteen = "{% assign s = \"xxxxxxxxxxxxxxxx\" %}{% for i in (1..14) %}{% assign s = s | append: s %}{% endfor %}"
        assertError(fourteen + "{% assign a = s | split: \"\" %}{% assign j = a | join: s %}", .resourceLimit, tooLong)
    }

    /// Every filter that builds a string refuses, before building it, a result past the limit.
    func testEveryStringBuildingFilterChecksTheSizeFirst() {
        let cases: [(String, String)] = [
            ("{% assign t = s | replace: 'x', s %}", tooLong),
            ("{% assign t = s | replace: '', 'abcdefghijklmnopq' %}", tooLong),
            ("{% assign t = big | replace_first: 'x', big %}", tooLong),
            ("{% assign t = big | replace_last: 'x', big %}", tooLong),
            ("{% assign t = big | replace_first: '', big %}", tooLong),
            ("{% assign t = big | replace_last: '', big %}", tooLong),
            ("{% assign t = big | remove: 'x' | size %}", "."),
            ("{% assign t = big | append: s %}{% assign t = t | append: s %}", tooLong),
            ("{% assign t = big | prepend: s %}{% assign t = t | prepend: s %}", tooLong),
            ("{% assign t = big | truncate: 1, big %}", "."),
            ("{% assign t = big | truncatewords: 1, big %}", "."),
            ("{% assign a = s | split: '' %}", tooMany),
            ("{% assign a = s | split: 'x' %}{% assign b = 'x,y' | split: ',' | join: s %}{{ a | size }}", "."),
            ("{% assign e = part | replace: 'x', '<' | escape %}", tooLong),
            ("{% assign e = part | replace: 'x', '<' | h %}", tooLong),
            ("{% assign e = part | replace: 'x', '<' | escape_once %}", tooLong),
            ("{% assign e = part | replace: 'x', 'ΐ' | url_encode %}", tooLong),
            ("{% assign e = big | base64_encode %}", tooLong),
            ("{% assign e = big | base64_url_safe_encode %}", tooLong),
            ("{% assign nl = '%0A' | url_decode %}{% assign n = part | replace: 'x', nl | newline_to_br %}", tooLong),
            ("{% assign d = s | replace: 'x', '%c' %}{% assign e = 0 | date: d %}", tooLong),
            ("{% assign u = part | replace: 'x', 'ΐ' | upcase %}", tooLong),
            ("{% assign u = part | replace: 'x', 'ΐ' | capitalize %}", tooLong),
            ("{% assign u = part | replace: 'x', 'ΐ' | downcase | size %}", "."),
            ("{% assign a = s | replace: 'x', 'x,' | split: ',' %}", tooMany),
            ("{% assign a = s | replace: 'x', 'x ' | split: ' ' %}", tooMany),
        ]
        // `big` is 15 MiB: a little more makes a string past 16 MiB; `part` is 4.5 MiB.
        let setup = mebibyte + "{% assign big = s %}{% for i in (1..14) %}{% assign big = big | append: s %}{% endfor %}"
            + "{% assign half = s | slice: 0, 524288 %}{% assign part = s | append: s | append: s | append: s | append: half %}"
        for (text, message) in cases {
            let (output, diagnostic) = strictly(setup + "\n" + text)
            if message == "." {
                // Not past the limit: it renders, or stops at a limit; never aborts.
                XCTAssertTrue(output != nil || diagnostic?.code == .resourceLimit, "\(text): \(String(describing: diagnostic))")
                continue
            }
            XCTAssertNil(output, text)
            XCTAssertEqual(diagnostic?.code, .resourceLimit, "\(text): \(String(describing: diagnostic))")
            XCTAssertEqual(diagnostic?.location?.line, 2, text)
            XCTAssertTrue(diagnostic?.message.contains(message) ?? false, "\(text): \(String(describing: diagnostic?.message))")
        }
    }

    /// Every filter that builds an array refuses, before building it, one past the limits; an
    /// array of many references to one big string is bounded by the text it holds, so writing or
    /// joining it is never where the limit is found.
    func testEveryArrayBuildingFilterChecksTheSizeFirst() {
        let doubled = mebibyte + "{% assign a = s | split: ',' %}{% for i in (1..20) %}{% assign a = a | concat: a %}{% endfor %}"
        assertError(doubled, .resourceLimit, "holding more than \(LiquidLimits.maximumBytes) bytes of text")
        let many = "{% assign a = 'x' | split: ',' %}{% for i in (1..20) %}{% assign a = a | concat: a %}{% endfor %}"
        assertError(many, .resourceLimit, tooMany)
        let justUnder = "{% assign a = 'x' | split: ',' %}{% for i in (1..19) %}{% assign a = a | concat: a %}{% endfor %}"
        for filter in ["reverse", "sort", "sort_natural", "compact", "map: 'x'", "slice: 0, \(max)"] {
            assertRenders(justUnder + "{{ a | \(filter) | size }}", "524288")
        }
        assertRenders(justUnder + "{{ a | join: '' | size }}", "524288")
        assertError(justUnder + "{{ a | join: 'abcdefghijklmnopqrstuvwxyz0123456789' | size }}", .resourceLimit, tooLong)
        assertError(justUnder + "{{ a | concat: a | concat: a }}", .resourceLimit, tooMany)
        // A whole range listed for a filter.
        assertError("{{ (1..\(max)) | join }}", .resourceLimit, "numbers listed whole")
        assertError("{{ (\(min)..\(max)) | reverse }}", .resourceLimit, "numbers listed whole")
    }

    func testALimitInALaxRenderStopsIt() throws {
        let template = try LiquidTemplate(mebibyte + "{% assign t = s | replace: 'x', s %}after")
        let output = template.render()
        XCTAssertEqual(template.errors.first?.kind, .limit)
        XCTAssertFalse(output.contains("after"))
    }
}
