import Diagnostics
import Foundation
import XCTest
@testable import RunnerLanguage

/// A large file's parse in two halves (SplitParse.swift) must give the tree, locations included, or
/// the first syntax error of a parse from the start, wherever the split falls: at a true statement
/// start, inside a heredoc, a string, a multi-line call or a block, after a top-level local the
/// second half reads, or with a syntax error on either side.
final class SplitParseTests: SplitParseTestCase {
    /// The tree (or error) of a parse from the start.
    private func whole(_ text: String) -> String {
        let map = SourceMap(path: "t.rb", bytes: Array(text.utf8))
        do {
            return SExpression.render(try Parser(map: map).parseProgram())
        } catch let error as SyntaxError {
            return "error \(error.offset): \(error.message)"
        } catch {
            return "error: \(error)"
        }
    }

    /// The tree (or error) of the parse split at `split`, and whether the second half was taken.
    private func halves(_ text: String, at split: Int) -> (String, spliced: Bool) {
        let map = SourceMap(path: "t.rb", bytes: Array(text.utf8))
        do {
            let (body, spliced) = try RunnerParser.parseInHalves(map, at: split)
            return (SExpression.render(body), spliced)
        } catch let error as SyntaxError {
            return ("error \(error.offset): \(error.message)", false)
        } catch {
            return ("error: \(error)", false)
        }
    }

    /// Every line start of `text` as a split point; returns how many splices were taken.
    @discardableResult
    private func assertSameAtEveryLine(_ text: String, _ name: String = "", file: StaticString = #filePath, line: UInt = #line) -> Int {
        EveryLineSplit.assertSame(text, as: whole(text), name, file: file, line: line) { halves(text, at: $0) }
    }

    func testTrueStatementStartsAreSplicedAndGiveTheSameTree() {
        let text = "@total = 0\ndef step(n)\n  value = n * 3 + 1\n  @total += value if value.odd?\nend\nstep(1)\n"
            + "create_file 'a.txt', \"#{@total}\\n\"\nputs [1, 2].map { |x| x * 2 }\n"
        XCTAssertGreaterThan(assertSameAtEveryLine(text), 2)
    }

    func testATopLevelLocalOfTheFirstHalfIsNotTakenForACall() {
        // Split at "puts x": the second half alone reads `x` as a method call.
        let text = "x = 1\ny = 2\nputs x\nputs y -1\nputs z\n"
        assertSameAtEveryLine(text)
        let (tree, spliced) = halves(text, at: text.utf8.count - "puts x\nputs y -1\nputs z\n".utf8.count)
        XCTAssertFalse(spliced)
        XCTAssertEqual(tree, whole(text))
    }

    func testSplitsInsideHeredocsStringsCommentsAndOpenConstructs() {
        let text = """
        text = <<~EOS
          def not_code
          end
        EOS
        call(1,
          two)
        "a
        def still_string
        "
        =begin
        def commented
        =end
        items.each do |item|
        puts item
        end
        if ready
        go
        end
        finish
        """
        assertSameAtEveryLine(text + "\n")
    }

    func testBlockLocalRenamingInTheSecondHalf() {
        let text = "x = 5\n[1].each { |v; x| x = v }\nputs x\n[2].each { |w; y| y = w }\nputs y\n"
        assertSameAtEveryLine(text)
    }

    func testSyntaxErrorsOnEitherSideAreThoseOfAParseFromTheStart() {
        assertSameAtEveryLine("a = 1\ndef broken(\nend\nb = 2\nc = 3\n")
        assertSameAtEveryLine("a = 1\nb = 2\nc = (3\nd = 4\n")
        assertSameAtEveryLine("a = 1\nb = 2\nputs \"x\nc = 3\n")
    }

    func testEveryRunnerOfTheRepositoryAtEveryLine() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files = 0
        var spliced = 0
        for folder in ["runners", "examples", "builtin-templates", "Tests/RunnerLanguageTests/ParserFixtures"] {
            guard let walk = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            while let path = walk.nextObject() as? String {
                guard path.hasSuffix(".rb"),
                      let text = try? String(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(path), encoding: .utf8),
                      text.utf8.count < 20_000 else { continue }
                files += 1
                spliced += assertSameAtEveryLine(text, folder + "/" + path)
            }
        }
        XCTAssertGreaterThan(files, 10)
        // Runners read their top-level locals all through, so most guesses fall back; some splice.
        XCTAssertGreaterThan(spliced, 0)
    }

    func testTheBenchmarksRunnerIsSplitAndSpliced() throws {
        var text = "@total = 0\n"
        for index in 0..<4000 {
            text += "def step_\(index)(n)\n  value = n * \(index % 13 + 2) + 1\n  @total += value if value.odd?\nend\nstep_\(index)(\(index))\n"
        }
        let bytes = Array(text.utf8)
        XCTAssertGreaterThanOrEqual(bytes.count, RunnerParser.minimumSplitBytes)
        let split = try XCTUnwrap(RunnerParser.splitPoint(in: bytes))
        let (tree, spliced) = halves(text, at: split)
        XCTAssertTrue(spliced, "the split point it chose is a statement start the first half reaches")
        XCTAssertEqual(tree, whole(text))
        // And the public entry takes that path.
        let program = try RunnerParser.parse(SourceText(path: "t.rb", text: text))
        XCTAssertEqual(SExpression.render(program.body), tree)
    }
}
