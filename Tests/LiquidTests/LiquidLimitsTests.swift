import Diagnostics
import Foundation
import Liquid
import XCTest

/// A hostile module template ends with a located error within the bounds of `LiquidLimits`
/// instead of aborting bootstrap (a range listed whole) or running for ever (docs/safety.md,
/// "Limits"). The nesting limit is Ruby Liquid's (the include conformance cases 018-020).
final class LiquidLimitsTests: XCTestCase {
    private func strictly(_ text: String, file: String = "View.swift.liquid") -> (output: String?, diagnostic: Diagnostic?) {
        do {
            return (try LiquidTemplate.parse(text, path: file).renderStrictly(), nil)
        } catch {
            return (nil, error as? Diagnostic)
        }
    }

    func testAHugeRangeIsWalkedNotListed() {
        let (output, diagnostic) = strictly("{% for i in (1..2000000000) %}{% if i > 3 %}{% break %}{% endif %}{{ i }}{% endfor %}")
        XCTAssertNil(diagnostic)
        XCTAssertEqual(output, "123")
        XCTAssertEqual(strictly("{% for i in (1..2000000000) limit: 2 offset: 1999999998 %}{{ i }},{% endfor %}").output,
                       "1999999999,2000000000,")
        XCTAssertEqual(strictly("{% for i in (-9223372036854775807..9223372036854775807) limit: 2 %}{{ i }} {% endfor %}").output,
                       "-9223372036854775807 -9223372036854775806 ")
        XCTAssertEqual(strictly("{% for i in (1..3) reversed %}{{ i }}{% endfor %}").output, "321")
    }

    func testTooManyIterationsStopTheRenderAtTheLoop() {
        let (output, diagnostic) = strictly("first line\n  {% for i in (1..2000000000) %}{% endfor %}after")
        XCTAssertNil(output)
        XCTAssertEqual(diagnostic?.code, .resourceLimit)
        XCTAssertEqual(diagnostic?.location, SourceLocation(file: "View.swift.liquid", line: 2, column: 6))
        XCTAssertEqual(diagnostic?.message, "Liquid error: more than 1000000 loop iterations in one render (the limit)")
        // Nested loops count together.
        XCTAssertEqual(strictly("{% for a in (1..2000) %}{% for b in (1..2000) %}{% endfor %}{% endfor %}").diagnostic?.code, .resourceLimit)
    }

    func testLimitsStopEvenTheLaxRender() throws {
        let template = try LiquidTemplate("{% for i in (1..2000000000) %}x{% endfor %}after")
        let output = template.render()
        XCTAssertEqual(template.errors.count, 1)
        XCTAssertFalse(output.hasSuffix("after"), "nothing renders after a limit")
        XCTAssertLessThanOrEqual(output.utf8.count, LiquidLimits.maximumIterations + 200)
    }

    func testAStringDoubledInALoopStopsAtTheByteLimit() {
        let doubling = "{% assign s = 'xy' %}{% for i in (1..64) %}{% assign s = s | append: s %}{% endfor %}{{ s | size }}"
        let (output, diagnostic) = strictly(doubling)
        XCTAssertNil(output)
        XCTAssertEqual(diagnostic?.code, .resourceLimit)
        XCTAssertTrue(diagnostic?.message.contains("a string of more than \(LiquidLimits.maximumBytes) bytes") ?? false, "\(String(describing: diagnostic))")
        let arrays = "{% assign a = 'x' | split: ',' %}{% for i in (1..64) %}{% assign a = a | concat: a %}{% endfor %}"
        XCTAssertEqual(strictly(arrays).diagnostic?.code, .resourceLimit)
    }

    func testOutputBeyondTheByteLimitStops() {
        let text = "{% capture s %}{% for i in (1..1000) %}0123456789{% endfor %}{% endcapture %}"
            + "{% for i in (1..2000) %}{{ s }}{% endfor %}"
        let (output, diagnostic) = strictly(text)
        XCTAssertNil(output)
        XCTAssertEqual(diagnostic?.message, "Liquid error: more than \(LiquidLimits.maximumBytes) bytes of output (the limit)")
    }

    func testARangeListedWholeIsBounded() {
        XCTAssertEqual(strictly("{{ (1..2000000000) | join: ',' }}").diagnostic?.code, .resourceLimit)
        XCTAssertEqual(strictly("{{ (1..5) | join: ',' }}").output, "1,2,3,4,5")
        XCTAssertEqual(strictly("{% assign r = (1..2000000000) %}{{ r.size }} {{ r.first }} {{ r.last }}").output, "2000000000 1 2000000000")
    }

    func testASnippetThatIncludesItselfEndsWithRubysNestingError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("liquid-self-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "x{% include 'loop' %}".write(to: folder.appendingPathComponent("loop.liquid"), atomically: true, encoding: .utf8)
        let template = try LiquidTemplate.parse("a\n{% include 'loop' %}b", path: "View.swift.liquid")
        template.fileSystem = LocalLiquidFileSystem(root: folder, pattern: "%s.liquid")
        XCTAssertThrowsError(try template.renderStrictly()) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.message, "Liquid error (in the partial 'loop', line 1): Nesting too deep")
        }
    }
}
