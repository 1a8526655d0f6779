import Diagnostics
import Foundation
import XCTest
@testable import RunnerLanguage

/// A large file streamed to its run (StreamedParse.swift) comes back parsed up to its split, the
/// rest parsed on another thread. Whatever the split, its statements, the rest's, and the error
/// `complete()` throws must be those of a parse of the whole file: the tree with its locations,
/// or the same rendered diagnostic (location, source line, caret).
final class StreamedParseTests: SplitParseTestCase {
    /// The tree, or the rendered error, of a parse of the whole file.
    private func whole(_ text: String) -> String {
        do {
            return SExpression.render(try RunnerParser.parseOnCurrentThread(SourceText(path: "t.rb", text: text)).body)
        } catch {
            return "error \(error)"
        }
    }

    /// The tree of the streamed program, or its error: from the first part's parse, or from `complete()`.
    private func streamed(_ text: String, at split: Int) -> (String, streamed: Bool) {
        let source = SourceText(path: "t.rb", text: text)
        let program: Program
        do {
            program = try RunnerParser.parseStreaming(source, bytes: Array(text.utf8), at: split)
        } catch {
            return ("error \(error)", false)
        }
        do {
            try program.complete()
        } catch {
            XCTAssertNil(program.body, "a program whose rest does not parse has no statements")
            return ("error \(error)", program.isStreamed)
        }
        return (SExpression.render(program.body), program.isStreamed)
    }

    /// Every line start of `text` as a split; returns at how many the program came back streamed.
    @discardableResult
    private func assertSameAtEveryLine(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        EveryLineSplit.assertSame(text, as: whole(text), file: file, line: line) { streamed(text, at: $0) }
    }

    func testStatementStartsStreamAndGiveTheWholeTree() {
        let text = "@total = 0\ndef step(n)\n  value = n * 3 + 1\n  @total += value if value.odd?\nend\nstep(1)\n"
            + "create_file 'a.txt', \"#{@total}\\n\"\nputs [1, 2].map { |x| x * 2 }\n"
        XCTAssertGreaterThan(assertSameAtEveryLine(text), 2)
    }

    func testSplitsInsideOpenConstructsAndAfterLocalsGiveTheWholeTree() {
        // A heredoc, a string, a multi-line call and a block around the split (the first part's parse
        // reads on to the end), and a top-level local the rest reads (its own parse took it for a call).
        let text = "x = 1\ntext = <<~EOS\n  def not_code\n  end\nEOS\ncall(1,\n  two)\n\"a\ndef still_string\n\"\n"
            + "items.each do |item|\nputs item\nend\nputs x\n[1].each { |v; y| y = v }\nputs y\nfinish\n"
        assertSameAtEveryLine(text)
    }

    func testSyntaxErrorsOnEitherSideAreThoseOfTheWholeFile() {
        // Before the split, the parse of the first part throws; after it, `complete()` does.
        XCTAssertGreaterThan(assertSameAtEveryLine("a = 1\nb = 2\nc = 3\nd = 4\ndef broken(\nend\n"), 0)
        assertSameAtEveryLine("a = 1\ndef broken(\nend\nb = 2\nc = 3\n")
        assertSameAtEveryLine("a = 1\nb = 2\nc = (3\nd = 4\n")
        assertSameAtEveryLine("a = 1\nb = 2\nputs \"x\nc = 3\n")
    }

    func testTheBenchmarksRunnerComesBackStreamedBeforeItsMiddle() throws {
        var text = "@total = 0\n"
        for index in 0..<4000 {
            text += "def step_\(index)(n)\n  value = n * \(index % 13 + 2) + 1\n  @total += value if value.odd?\nend\nstep_\(index)(\(index))\n"
        }
        let program = try RunnerParser.parse(SourceText(path: "t.rb", text: text), streaming: true)
        XCTAssertTrue(program.isStreamed)
        guard case .sequence(let head)? = program.parsedBody?.kind else { return XCTFail("the first part is a list of statements") }
        // 8,001 statements in all; the first part stops short of half of them.
        XCTAssertGreaterThan(head.count, 8001 * 35 / 100)
        XCTAssertLessThan(head.count, 8001 / 2)
        try program.complete()
        XCTAssertEqual(SExpression.render(program.body), whole(text))
        // Not streaming, the same file is parsed whole.
        XCTAssertFalse(try RunnerParser.parse(SourceText(path: "t.rb", text: text)).isStreamed)
    }

    func testASmallFileIsNotStreamed() throws {
        let program = try RunnerParser.parse(SourceText(path: "t.rb", text: "a = 1\nputs a\n"), streaming: true)
        XCTAssertFalse(program.isStreamed)
        XCTAssertNoThrow(try program.complete())
    }
}
