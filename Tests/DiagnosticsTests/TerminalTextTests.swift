import Diagnostics
import XCTest

/// What a template or project controls reaches the terminal with every character a terminal acts
/// on written out (docs/safety.md, "The terminal shows the truth").
final class TerminalTextTests: XCTestCase {
    func testTheConsentPromptLieOfTheIssueIsShownAsWritten() {
        let command = "touch X; exit 0 #\r\u{1B}[2K\u{1B}[1A\u{1B}[2K  run  git init"
        XCTAssertEqual(TerminalText.escaped(command), #"touch X; exit 0 #\r\e[2K\e[1A\e[2K  run  git init"#)
    }

    func testEveryC0ControlAndDeleteIsEscapedButLineFeedAndTab() {
        for value in UInt8(0)..<0x20 {
            let text = String(UnicodeScalar(value))
            switch value {
            case 0x09, 0x0A: XCTAssertEqual(TerminalText.escaped(text), text)
            case 0x0D: XCTAssertEqual(TerminalText.escaped(text), #"\r"#)
            case 0x1B: XCTAssertEqual(TerminalText.escaped(text), #"\e"#)
            default: XCTAssertEqual(TerminalText.escaped(text), String(format: "\\x%02X", value))
            }
        }
        XCTAssertEqual(TerminalText.escaped("bell\u{07}del\u{7F}nul\u{0}"), #"bell\x07del\x7Fnul\x00"#)
        XCTAssertEqual(TerminalText.escaped("crlf\r\n"), "crlf\\r\n")
    }

    func testC1BidirectionalAndSeparatorControlsAreEscaped() {
        XCTAssertEqual(TerminalText.escaped("a\u{9B}2Kb\u{85}c"), #"a\u009B2Kb\u0085c"#)
        XCTAssertEqual(TerminalText.escaped("rm -rf ~ #\u{202E}tini tig"), #"rm -rf ~ #\u202Etini tig"#)
        for scalar in ["\u{061C}", "\u{200E}", "\u{200F}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{2066}", "\u{2069}"] {
            XCTAssertTrue(TerminalText.escaped("x" + scalar).hasPrefix(#"x\u"#), scalar.unicodeScalars.first!.debugDescription)
        }
    }

    func testOrdinaryTextIsUnchanged() {
        for text in ["create  config/routes.rb", "café — naïve ☕︎ 日本語 🎉", "tab\there", "C:\\path\\to", "\u{2014}\u{2030}\u{20AC}", ""] {
            XCTAssertEqual(TerminalText.escaped(text), text)
        }
    }

    func testInvalidUTF8BytesAreShownAsHex() {
        XCTAssertEqual(TerminalText.escaped(bytes: [0x61, 0xFF, 0x62, 0xC3, 0xA9, 0xC0, 0xAF, 0x1B]), #"a\xFFbé\xC0\xAF\e"#)
        // A surrogate encoded in UTF-8, a truncated sequence, an overlong NUL, past U+10FFFF.
        XCTAssertEqual(TerminalText.escaped(bytes: [0xED, 0xA0, 0x80]), #"\xED\xA0\x80"#)
        XCTAssertEqual(TerminalText.escaped(bytes: [0xE2, 0x82]), #"\xE2\x82"#)
        XCTAssertEqual(TerminalText.escaped(bytes: [0xC0, 0x80]), #"\xC0\x80"#)
        XCTAssertEqual(TerminalText.escaped(bytes: [0xF4, 0x90, 0x80, 0x80]), #"\xF4\x90\x80\x80"#)
        XCTAssertEqual(TerminalText.escaped(bytes: Array("日本🎉".utf8)), "日本🎉")
        // Decoding alone keeps controls: rendering escapes them once.
        XCTAssertEqual(TerminalText.decoding(bytes: [0x1B, 0xFF]), "\u{1B}\\xFF")
    }

    func testEscapingTwiceChangesNothingMore() {
        let once = TerminalText.escaped("\u{1B}[31m\r\u{7}\u{202E}")
        XCTAssertEqual(TerminalText.escaped(once), once)
    }

    func testTheQuickScanAgreesWithTheScalarRule() {
        var samples = (0..<0x30).map { String(UnicodeScalar(UInt8($0))) }
        samples += ["\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\u{061B}", "\u{061C}", "\u{200D}", "\u{200E}", "\u{2027}", "\u{2028}",
                    "\u{202F}", "\u{2065}", "\u{2066}", "\u{2069}", "\u{206A}", "é", "€"]
        for sample in samples {
            var text = "ab" + sample + "cd"
            let quick = text.withUTF8 { TerminalText.needsEscaping($0) }
            XCTAssertEqual(quick, TerminalText.escaped(text) != text, sample.unicodeScalars.first!.debugDescription)
        }
    }
}

/// A long source line is cut around the column; the caret stays under its character.
final class SourceExcerptTests: XCTestCase {
    private func render(_ line: String, column: Int) -> [Substring] {
        let source = SourceText(path: "t.rb", text: line + "\n")
        return Diagnostic(code: .syntaxError, message: "m", at: source.location(line: 1, column: column), in: source)
            .rendered.split(separator: "\n", omittingEmptySubsequences: false)
    }

    func testALineOf6000CharactersIsCutAroundTheColumn() {
        let line = String(repeating: "a", count: 3000) + "X" + String(repeating: "b", count: 2999)
        let rendered = render(line, column: 3001)
        XCTAssertEqual(rendered[0], "t.rb:1:3001: m")
        XCTAssertLessThanOrEqual(rendered[1].count, 162)
        XCTAssertTrue(rendered[1].hasPrefix("…") && rendered[1].hasSuffix("…"))
        let caret = rendered[2].count - 1
        XCTAssertEqual(rendered[2].last, "^")
        XCTAssertEqual(Array(rendered[1])[caret], "X")
    }

    func testAtEitherEndOnlyOneSideIsCut() {
        let line = "X" + String(repeating: "b", count: 5999)
        XCTAssertEqual(render(line, column: 1)[1].first, "X")
        XCTAssertEqual(render(line, column: 1)[2], "^")
        let end = String(repeating: "a", count: 5999) + "X"
        let rendered = render(end, column: 6000)
        XCTAssertEqual(rendered[1].last, "X")
        XCTAssertEqual(Array(rendered[1])[rendered[2].count - 1], "X")
    }

    func testControlCharactersBeforeTheColumnKeepTheCaretUnderItsCharacter() {
        let rendered = render("foo(\u{1B}[2K\u{7}) X", column: 12)
        XCTAssertEqual(rendered[1], #"foo(\e[2K\x07) X"#)
        XCTAssertEqual(Array(rendered[1])[rendered[2].count - 1], "X")
        XCTAssertFalse(rendered.joined().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    func testTheFileNameTheMessageAndTheNotesAreEscaped() {
        let diagnostic = Diagnostic(
            code: .refusedPath, message: "refusing \u{1B}]0;owned\u{7}", at: SourceLocation(file: "a\u{1B}.rb", line: 1, column: 1),
            notes: ["see \r here"])
        XCTAssertEqual(diagnostic.rendered, #"a\e.rb:1:1: refusing \e]0;owned\x07"# + "\n" + #"see \r here"#)
    }
}
