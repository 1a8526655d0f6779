import Foundation
import XCTest

@testable import BootstrapKit

/// The compiled form follows Ruby's ERB::Compiler (trim_mode "-"): text pushed as literals,
/// `<%= %>` as `((code).to_s)`, statements joined with `; ` on a line, and every template line
/// kept on the same script line.
final class ERBCompilerTests: XCTestCase {
    func testTextAndExpressions() throws {
        XCTAssertEqual(
            try ERBCompiler.compile("a <%= x %> b\n"),
            "_erbout = +''; _erbout << \"a \"; _erbout << (( x ).to_s); _erbout << \" b\\n\"\n_erbout")
    }

    func testCodeCommentsEscapesAndTrimming() throws {
        // Same statements as `ERB.new(t, trim_mode: "-").src` prints, minus its stray leading `;`.
        // `-%>` eats its newline (a script line break remains), `<%-` eats the indentation,
        // `<%#` vanishes, `<%%` is a literal `<%`, `#` and quotes cannot start interpolation.
        XCTAssertEqual(
            try ERBCompiler.compile("  <%- if ok -%>\n#{x} \"<%% <%# c %>\n<% end %>"),
            "_erbout = +'';  if ok \n_erbout << \"\\#{x} \\\"<% \"; _erbout << \"\\n\"\n end ; _erbout")
    }

    func testCharactersBeyondASCIIControlCharactersAndCarriageReturns() throws {
        // Multi-byte characters pass through, a control character becomes its \u escape, and a
        // `\r\n` is one line of the script, as a `\n` is.
        XCTAssertEqual(
            try ERBCompiler.compile("é\u{1}<%= x %>\r\nü😀\n"),
            "_erbout = +''; _erbout << \"é\\u0001\"; _erbout << (( x ).to_s); _erbout << \"\\r\\nü😀\\n\"\n\n_erbout")
    }

    func testPercentSignsAndDashesThatCloseNothing() throws {
        XCTAssertEqual(
            try ERBCompiler.compile("50% - <%= a - b %> 100%\n"),
            "_erbout = +''; _erbout << \"50% - \"; _erbout << (( a - b ).to_s); _erbout << \" 100%\\n\"\n_erbout")
    }

    func testEveryFixtureKeepsItsLineNumbers() throws {
        let folder = actionFixture("erb")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tt") }
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let template = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let script = try ERBCompiler.compile(template)
            let templateLines = template.split(separator: "\n", omittingEmptySubsequences: false).count
            let scriptLines = script.split(separator: "\n", omittingEmptySubsequences: false).count
            XCTAssertEqual(scriptLines, templateLines, name)
        }
    }

    func testUnterminatedTagIsAnError() {
        XCTAssertThrowsError(try ERBCompiler.compile("ok\n  <%= oops\n")) { error in
            let tag = error as? ERBCompiler.UnterminatedTag
            XCTAssertEqual(tag?.line, 2)
            XCTAssertEqual(tag?.column, 3)
        }
    }
}
