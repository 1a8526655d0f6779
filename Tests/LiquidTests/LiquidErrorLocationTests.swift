import Diagnostics
import Liquid
import XCTest

/// Syntax errors come out located: `FILE:LINE:COL: message`, the line, a caret under the tag.
final class LiquidErrorLocationTests: XCTestCase {
    func testUnknownTagIsLocatedAtItsName() throws {
        XCTAssertThrowsError(try LiquidTemplate.parse("line one\n  {% bogus x %}\n", path: "View.swift.liquid")) { error in
            let rendered = (error as? Diagnostic)?.rendered ?? ""
            XCTAssertEqual(rendered, "View.swift.liquid:2:6: Liquid syntax error: Unknown tag 'bogus'\n  {% bogus x %}\n     ^")
        }
    }

    func testUnclosedBlockNamesWhereItOpened() throws {
        XCTAssertThrowsError(try LiquidTemplate.parse("a\n{% if x %}\nb", path: "t.liquid")) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.location?.line, 3)
            XCTAssertEqual(diagnostic?.message, "Liquid syntax error: 'if' tag was never closed")
            XCTAssertEqual(diagnostic?.notes, ["the 'if' tag opened at line 2, column 4"])
        }
    }

    func testUnterminatedOutputIsLocatedAtItsStart() throws {
        XCTAssertThrowsError(try LiquidTemplate.parse("ok\nx {{ a }\n", path: "t.liquid")) { error in
            XCTAssertEqual((error as? Diagnostic)?.location, SourceLocation(file: "t.liquid", line: 2, column: 3))
        }
    }

    func testStrictRenderThrowsTheFirstRenderErrorLocated() throws {
        let template = try LiquidTemplate.parse("a\n  {{ 1 | divided_by: 0 }}", path: "t.liquid")
        XCTAssertThrowsError(try template.renderStrictly()) { error in
            XCTAssertEqual((error as? Diagnostic)?.rendered, "t.liquid:2:3: Liquid error: divided by 0\n  {{ 1 | divided_by: 0 }}\n  ^")
        }
        XCTAssertEqual(template.render(), "a\n  Liquid error (line 2): divided by 0")
    }

    func testCustomFilterCanBeRegistered() throws {
        let template = try LiquidTemplate("{{ 'a' | twice }}")
        template.filters.register("twice", arity: 1...1) { input, _ in .string(input.rubyToS + input.rubyToS) }
        XCTAssertEqual(template.render(), "aa")
    }
}
