import Diagnostics
import XCTest
@testable import RunnerLanguage

/// Chains the parser builds in a loop (`a + b + c`, `a.b.c`, `x if a if b` …) make a tree as deep
/// as they are long without the parser recursing: their height is held to the same limit as
/// nesting, so the evaluator, `bootstrap check` and every other walk of the tree stay within their
/// stack (a 300,000-term sum crashed the interpreter), and the error is the nesting error, located.
final class ParserChainDepthTests: ParserTestCase {
    /// Each chain kind as `first`, then `link` repeated.
    static let chains: [(name: String, first: String, link: String)] = [
        ("+", "x = 1", " + 1"), ("-", "x = 1", " - 1"), ("*", "x = 1", " * 1"), ("/", "x = 1", " / 1"),
        ("%", "x = 1", " % 7"), ("<<", "x = []", " << 1"), (">>", "x = 1", " >> 0"), ("|", "x = 1", " | 1"),
        ("&", "x = 1", " & 1"), ("^", "x = 1", " ^ 1"), ("<", "x = 1", " < 2"), ("==", "x = 1", " == 1"),
        ("<=>", "x = 1", " <=> 1"), ("=~", "x = 'a'", " =~ /a/"), ("&&", "x = true", " && true"),
        ("||", "x = false", " || false"), ("and", "x = true", " and true"), ("or", "x = nil", " or nil"),
        ("method call", "x = 1", ".abs"), ("safe call", "x = 1", "&.to_s"), ("index", "x = [1]", "[0]"),
        (":: call", "x = 1", "::to_s"), (":: constant", "x = Object", "::Object"), ("if modifier", "x = 1", " if true"),
        ("unless modifier", "x = 1", " unless false"), ("while modifier", "x = 1", " while false"),
        ("rescue modifier", "x = 1", " rescue 2"), ("class path", "class A", "::B"),
    ]

    private func source(_ chain: (name: String, first: String, link: String), _ count: Int) -> String {
        chain.first + String(repeating: chain.link, count: count) + (chain.name == "class path" ? "; end" : "") + "\n"
    }

    func testEveryChainKindParsesUpToTheLimit() {
        for chain in Self.chains {
            XCTAssertNoThrow(try parse(source(chain, 900)), chain.name)
        }
    }

    func testEveryChainKindPastTheLimitIsTheLocatedNestingError() {
        for chain in Self.chains {
            for count in [1_001, 300_000] {
                let text = source(chain, count)
                XCTAssertThrowsError(try parse(text), chain.name) { error in
                    guard let d = error as? Diagnostic else { return XCTFail("\(chain.name): not a Diagnostic: \(error)") }
                    XCTAssertEqual(d.code, .syntaxError, chain.name)
                    XCTAssertEqual(d.message, "too deeply nested", chain.name)
                    XCTAssertEqual(d.location?.line, 1, chain.name)
                    // At the link that made the tree too tall: past the 900th, before the 1,001st.
                    let column = d.location?.column ?? 0
                    let linkLength = chain.link.utf8.count
                    XCTAssertGreaterThan(column, chain.first.utf8.count + 900 * linkLength, chain.name)
                    XCTAssertLessThanOrEqual(column, chain.first.utf8.count + 1_001 * linkLength, chain.name)
                }
            }
        }
    }

    func testTheLimitIsExact() {
        // A sum at the top level: 999 operators (1,000 terms) fit, the 1,000th operator does not.
        XCTAssertNoThrow(try parse("x = 1" + String(repeating: "+1", count: 998)))
        assertSyntaxError("x = 1" + String(repeating: "+1", count: 1_000), "1:2002: too deeply nested")
    }

    func testChainsInsideOtherChainsAndNestingCountTogether() {
        // Parenthesized sums summed again: each is within the limit, the whole tree is not.
        let inner = "(" + Array(repeating: "1", count: 600).joined(separator: "+") + ")"
        XCTAssertNoThrow(try parse("x = " + Array(repeating: inner, count: 300).joined(separator: "+")))
        let deeper = "(" + Array(repeating: "1", count: 600).joined(separator: "+") + ")"
        let nestedTwice = "(" + Array(repeating: deeper, count: 2).joined(separator: "+") + Array(repeating: "+1", count: 500).joined() + ")"
        XCTAssertThrowsError(try parse("x = " + nestedTwice))
        // A chain inside deep nesting has less room.
        let brackets = String(repeating: "[", count: 600) + "1" + String(repeating: "+1", count: 500) + String(repeating: "]", count: 600)
        XCTAssertThrowsError(try parse("x = " + brackets))
    }

    func testAdjacentStringLiteralsAreOneNodeHoweverMany() throws {
        let program = try parse("x = " + String(repeating: "'a' ", count: 300_000) + "\n")
        XCTAssertLessThanOrEqual(program.body?.height ?? 0, 3)
    }

    func testHeightCountsEveryLevel() throws {
        XCTAssertEqual(try parse("1").body?.height, 1)
        XCTAssertEqual(try parse("1 + 2 + 3").body?.height, 3)
        XCTAssertEqual(try parse("foo(bar([1 + 2]))").body?.height, 5)
        XCTAssertEqual(try parse("def m(a = b.c)\n  x = 1\nend").body?.height, 3)
    }

    func testAChainAtTheLimitRuns() {
        let program = try? parse("x = 1" + String(repeating: "+1", count: 990) + "\nputs x\nputs [[1]]" + String(repeating: "[0]", count: 1) + "\n")
        guard let program else { return XCTFail("did not parse") }
        XCTAssertEqual(output(of: program), "991\n1\n")
        let calls = try? parse("x = 1" + String(repeating: ".to_s.to_i", count: 495) + "\nputs x\n")
        guard let calls else { return XCTFail("did not parse") }
        XCTAssertEqual(output(of: calls), "1\n")
    }
}
