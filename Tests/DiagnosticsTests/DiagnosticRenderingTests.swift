import Diagnostics
import XCTest

/// `FILE:LINE:COL: message`, the source line, a caret under the column, then the notes.
final class DiagnosticRenderingTests: XCTestCase {
    private func render(_ line: String, column: Int, severity: Severity = .error, notes: [String] = []) -> String {
        let source = SourceText(path: "runners/a.rb", text: "first\n\(line)\nlast\n")
        return Diagnostic(
            severity, code: .unknownMethod, message: "undefined method 'x'", at: source.location(line: 2, column: column),
            in: source, notes: notes
        ).rendered
    }

    func testErrorHasLocationLineAndCaret() {
        XCTAssertEqual(render("  crate_file 'a'", column: 3), "runners/a.rb:2:3: undefined method 'x'\n  crate_file 'a'\n  ^")
    }

    func testWarningsAndNotesNameTheirSeverityErrorsDoNot() {
        XCTAssertTrue(render("x", column: 1, severity: .warning).hasPrefix("runners/a.rb:2:1: warning: undefined method"))
        XCTAssertTrue(render("x", column: 1, severity: .note).hasPrefix("runners/a.rb:2:1: note: undefined method"))
        XCTAssertTrue(render("x", column: 1).hasPrefix("runners/a.rb:2:1: undefined method"))
    }

    func testCaretAtColumnOneHasNoLead() {
        XCTAssertEqual(render("x = 1", column: 1).split(separator: "\n", omittingEmptySubsequences: false).last, "^")
    }

    func testNotesFollowTheCaret() {
        XCTAssertEqual(
            render("crate_file", column: 1, notes: ["did you mean 'create_file'?"]),
            "runners/a.rb:2:1: undefined method 'x'\ncrate_file\n^\ndid you mean 'create_file'?")
    }

    func testWithoutLocationOnlyTheMessage() {
        let diagnostic = Diagnostic(code: .unreadableFile, message: "runners/a.rb: cannot read the file", notes: ["n"])
        XCTAssertEqual(diagnostic.rendered, "runners/a.rb: cannot read the file\nn")
        XCTAssertEqual(diagnostic.description, diagnostic.rendered)
    }

    func testLocationPastTheEndOfTheSourceShowsNoLine() {
        let source = SourceText(path: "a.rb", text: "one line\n")
        let diagnostic = Diagnostic(code: .syntaxError, message: "unexpected end of input", at: source.location(line: 9, column: 1), in: source)
        XCTAssertNil(diagnostic.sourceLine)
        XCTAssertEqual(diagnostic.rendered, "a.rb:9:1: unexpected end of input")
    }

    func testListRendersEveryDiagnosticInOrder() {
        let list = DiagnosticList([
            Diagnostic(code: .configType, message: "one"), Diagnostic(.warning, code: .configUnknownKey, message: "two"),
        ])
        XCTAssertEqual(list.description, "one\nwarning: two")
    }

    func testLocationPrintsAsFileLineColumn() {
        XCTAssertEqual(SourceLocation(file: "config.yml", line: 12, column: 7).description, "config.yml:12:7")
    }
}

/// The caret line is read in a terminal under the quoted line, so it must land under the same
/// character whatever precedes it: tabs, wide characters, combining marks.
final class CaretAlignmentTests: XCTestCase {
    private func caretLine(_ line: String, column: Int) -> String {
        let source = SourceText(path: "a.rb", text: line)
        let rendered = Diagnostic(code: .syntaxError, message: "m", at: source.location(line: 1, column: column), in: source).rendered
        return String(rendered.split(separator: "\n", omittingEmptySubsequences: false).last!)
    }

    func testTabsAreKeptSoTheTerminalExpandsBothLinesAlike() {
        XCTAssertEqual(caretLine("\t\tfoo(", column: 3), "\t\t^")
        XCTAssertEqual(caretLine("a\tb", column: 3), " \t^")
    }

    func testWideCharactersTakeTwoCells() {
        // "日本" shows as four cells, so the caret under "x" (column 3) sits after four spaces.
        XCTAssertEqual(caretLine("日本x", column: 3), "    ^")
        XCTAssertEqual(caretLine("ｘ = 1", column: 2), "  ^")
        XCTAssertEqual(caretLine("🎉 nope", column: 3), "   ^")
    }

    func testCombiningMarksTakeNoCell() {
        // "é" written as e + U+0301 is two scalars (two columns) but one cell.
        XCTAssertEqual(caretLine("e\u{301}x", column: 3), " ^")
    }

    func testAColumnPastTheLineEndPutsTheCaretAfterIt() {
        XCTAssertEqual(caretLine("ab", column: 3), "  ^")
        XCTAssertEqual(caretLine("ab", column: 9), "  ^")
    }
}
