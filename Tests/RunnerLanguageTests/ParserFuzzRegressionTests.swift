import Diagnostics
import XCTest
@testable import RunnerLanguage

/// Inputs the runner-parser fuzzer (Fuzz/Runner) found to crash or hang, kept so they never come
/// back. Each must end in a located syntax error or a program; a regression shows as a hang here.
final class ParserFuzzRegressionTests: XCTestCase {
    private func assertSyntaxError(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try RunnerParser.parse(SourceText(path: "fuzz.rb", text: text)), file: file, line: line) { error in
            guard let diagnostic = error as? Diagnostic else { return XCTFail("not a Diagnostic: \(error)", file: file, line: line) }
            XCTAssertEqual(diagnostic.code, .syntaxError, file: file, line: line)
            XCTAssertNotNil(diagnostic.location, file: file, line: line)
            XCTAssertTrue(diagnostic.rendered.hasPrefix("fuzz.rb:1:"), diagnostic.rendered, file: file, line: line)
        }
    }

    /// Every `(` starting a statement was tried as `(a, b), c = …`, and a failed try re-parsed the
    /// text inside, which tried again at every inner `(`: time doubled with each nesting level
    /// (`((((i` fourteen times took over 10 s).
    func testNestedParenthesesAndCallsParseInLinearTime() {
        assertSyntaxError(String(repeating: "((((i", count: 60))
        assertSyntaxError(String(repeating: "i(((((((( ", count: 60))
    }

    /// The fuzzer's own (minimized) input: invalid UTF-8 between the parentheses.
    func testTheMinimizedFuzzInputIsASyntaxError() {
        let bytes: [UInt8] = [
            40, 40, 40, 168, 40, 40, 40, 40, 105, 40, 40, 40, 40, 40, 40, 40, 168, 40, 40, 40, 40, 40, 40, 40, 40, 167,
            40, 40, 40, 40, 40, 105, 40, 40, 40, 40, 40, 40, 40, 168, 40, 40, 40, 40, 40, 40, 40, 40, 40, 255, 110, 103,
        ]
        assertSyntaxError(String(decoding: bytes, as: UTF8.self))
    }

    /// Remembering failed tries must not lose a real nested destructuring, however deep.
    func testNestedDestructuringStillParses() throws {
        for text in ["((a, b), c), d = [[1, 2], 3], 4\n", "x = ((1))\n(e, f), g = 1\n", "foo((((a, b), c), d = 1, 2))\n"] {
            XCTAssertNoThrow(try RunnerParser.parse(SourceText(path: "t.rb", text: text)), text)
        }
    }
}
