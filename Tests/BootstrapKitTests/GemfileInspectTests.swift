import XCTest

@testable import BootstrapKit

/// Gemfile lines quote with Ruby's own `inspect` (the runner language's one copy), so text Ruby
/// escapes is escaped here too. The expected lines are what Ruby 3.1 prints for the same values:
/// `p "a\u2028b"` → "a\u2028b", `p "\u{E0000}"` → "\u{E0000}", `p :"a\u2028"` → :"a\u2028";
/// NEL (U+0085) prints as it is.
final class GemfileInspectTests: XCTestCase {
    func testStringsAreEscapedAsRubyInspectEscapesThem() {
        XCTAssertEqual(
            GemfileLine.render(GemDeclaration(name: "x", versions: ["a\u{2028}b"]), quoting: .double),
            [#"gem "x", "a\u2028b""#])
        XCTAssertEqual(
            GemfileLine.render(GemDeclaration(name: "x", versions: ["\u{E0000}"]), quoting: .double),
            [#"gem "x", "\u{E0000}""#])
        XCTAssertEqual(
            GemfileLine.render(GemDeclaration(name: "x", versions: ["\u{85}"]), quoting: .double),
            ["gem \"x\", \"\u{85}\""])
    }

    func testSymbolsAreEscapedAsRubyInspectEscapesThem() {
        let gem = GemDeclaration(name: "x", options: [(key: "group", value: .array([.symbol("a\u{2028}")]))])
        XCTAssertEqual(GemfileLine.render(gem), [#"gem 'x', group: [:"a\u2028"]"#])
    }
}
