import Diagnostics
import XCTest

/// `SourceText.lines` is computed on bytes for speed; it must stay what splitting by Character
/// gave: "\r\n" is one Character (so it does not end a line), and a trailing lone "\r" is dropped.
final class SourceTextLinesTests: XCTestCase {
    private func characterLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.hasSuffix("\r") ? line.dropLast() : line)
        }
    }

    func testLinesAreThoseOfSplittingByCharacter() {
        let samples = [
            "", "a", "a\n", "a\nb", "\n\n", "a\r\nb\n", "a\rb\n", "x\r", "x\r\n", "\r", "\r\r\n",
            "é\n\u{301}b\n", "naïve\n日本語\r\nend", "def f\n  1\nend\n",
        ]
        for text in samples {
            XCTAssertEqual(SourceText(path: "t.rb", text: text).lines.map(String.init), characterLines(text), "\(text.debugDescription)")
        }
    }
}
