import BootstrapKit
import Diagnostics
import XCTest

/// A syntax error in a `.tt` is reported where the user wrote it, in words about what they wrote:
/// never the `).to_s)` the compiler adds after the code of a `<%=` tag.
final class ERBErrorLocationTests: XCTestCase {
    func diagnostic(_ text: String) -> Diagnostic? {
        do {
            _ = try ERBTemplate(text: text, path: "t.tt")
            return nil
        } catch {
            return error as? Diagnostic
        }
    }

    func testAnIncompleteOutputExpressionIsReportedAtItsClosingTag() throws {
        let found = try XCTUnwrap(diagnostic("x <%= 1 + %> y\n"))
        XCTAssertEqual(found.location?.line, 1)
        XCTAssertEqual(found.location?.column, 11)
        XCTAssertEqual(found.message, "unexpected '%>': the Ruby expression of this <%= tag is incomplete")
        XCTAssertEqual(found.sourceLine, "x <%= 1 + %> y")
    }

    func testOnALaterLineAndWithTrimmingClose() throws {
        let found = try XCTUnwrap(diagnostic("ok <%= 1 %>\n  <%= [1, -%>\nrest\n"))
        XCTAssertEqual(found.location?.line, 2)
        XCTAssertEqual(found.location?.column, 11)
        XCTAssertFalse(found.message.contains("')'"), found.message)
    }

    /// An error inside the code keeps the parser's own message and the code's column.
    func testAnErrorInsideTheCodeKeepsItsMessage() throws {
        let found = try XCTUnwrap(diagnostic("a <%= 1 + ) %>\n"))
        XCTAssertEqual(found.location?.column, 11)
        XCTAssertTrue(found.message.contains("')'"), found.message)
    }

    /// Columns count characters: text before the tag that is not ASCII (two- and four-byte
    /// characters) moves the column by one each, on the tag's line and in its code.
    func testColumnsCountCharactersNotBytes() throws {
        let found = try XCTUnwrap(diagnostic("é 😀 <%= 1 + %> y\n"))
        XCTAssertEqual(found.location?.line, 1)
        XCTAssertEqual(found.location?.column, 13)
        let inside = try XCTUnwrap(diagnostic("ü\n<%= \"ä\" + ) %>\n"))
        XCTAssertEqual(inside.location?.line, 2)
        XCTAssertEqual(inside.location?.column, 11)
    }

    func testACompleteTemplateCompiles() {
        XCTAssertNil(diagnostic("a <%= 1 + 2 %> b <%= [1, 2].join(\",\") %>\n"))
    }
}
