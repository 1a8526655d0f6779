import Foundation
import XCTest

/// The runner-language conformance suite: every script under Conformance/ must print exactly
/// what real Ruby printed for it (the recorded `.out`), and every negative case under
/// Conformance/errors/ must fail with the recorded class, location and message (`.err`).
///
/// One test method per area, so the log shows which areas pass. Each method runs ALL its
/// scripts and reports every failing file (with a line diff) before failing. When `ruby` is on
/// PATH and `CONFORMANCE_SKIP_RUBY` is unset, each fixture is also re-checked against Ruby itself,
/// so the expectations cannot drift. `CONFORMANCE_ONLY=strings/004` restricts a run to the
/// cases whose `area/name` path contains that text.
final class ConformanceTests: XCTestCase {
    /// Every area folder must appear here with a test method below, so none is silently skipped.
    static let areas = [
        "arrays", "blocks", "control_flow", "defined", "errors", "exceptions", "format", "frozen", "hashes", "json",
        "lexical", "methods", "multiple_assignment", "numbers", "op_assign", "printing", "ranges", "regexps",
        "safe_navigation", "scoping", "string_methods", "strings", "symbols", "templates",
    ]

    private static let corpus = ConformanceCorpus(testFile: #filePath)
    private static let ruby = RubyReference.locate()

    func testArrays() { checkArea("arrays") }
    func testBlocksProcsAndLambdas() { checkArea("blocks") }
    func testControlFlow() { checkArea("control_flow") }
    func testDefined() { checkArea("defined") }
    func testErrors() { checkArea("errors") }
    func testExceptions() { checkArea("exceptions") }
    func testFormat() { checkArea("format") }
    func testFrozen() { checkArea("frozen") }
    func testHashes() { checkArea("hashes") }
    func testJSON() { checkArea("json") }
    func testLexical() { checkArea("lexical") }
    func testMethods() { checkArea("methods") }
    func testMultipleAssignment() { checkArea("multiple_assignment") }
    func testNumbers() { checkArea("numbers") }
    func testOperatorAssignment() { checkArea("op_assign") }
    func testPrinting() { checkArea("printing") }
    func testRanges() { checkArea("ranges") }
    func testRegexps() { checkArea("regexps") }
    func testSafeNavigationThenTap() { checkArea("safe_navigation") }
    func testScoping() { checkArea("scoping") }
    func testStringMethodsAndActiveSupport() { checkArea("string_methods") }
    func testStrings() { checkArea("strings") }
    func testSymbols() { checkArea("symbols") }
    func testTemplateSnippets() { checkArea("templates") }

    func testEveryAreaFolderHasATestMethod() throws {
        XCTAssertEqual(try Self.corpus.areas(), Self.areas, "add the new area to ConformanceTests.areas and a test method")
    }

    /// Runs every case of an area, reporting each failure, then one summary line for the log.
    private func checkArea(_ area: String) {
        let cases: [ConformanceCase]
        do {
            cases = try Self.corpus.cases(in: area)
        } catch {
            return XCTFail("cannot read the conformance area '\(area)': \(error)")
        }
        XCTAssertFalse(cases.isEmpty, "the conformance area '\(area)' has no scripts")
        let only = ProcessInfo.processInfo.environment["CONFORMANCE_ONLY"]
        var passed = 0
        var failed: [String] = []
        var drifted: [String] = []
        for testCase in cases where only.map({ testCase.displayPath.contains($0) }) ?? true {
            if let failure = ConformanceRunner.failure(of: testCase, corpusRoot: Self.corpus.root) {
                failed.append(testCase.displayPath)
                XCTFail("\(testCase.displayPath): \(failure)")
            } else {
                passed += 1
            }
            if let ruby = Self.ruby, let drift = ruby.disagreement(with: testCase) {
                drifted.append(testCase.displayPath)
                XCTFail("\(testCase.displayPath): fixture disagrees with Ruby: \(drift)")
            }
        }
        var summary = "conformance \(area): \(passed) passed, \(failed.count) failed"
        if !failed.isEmpty { summary += " (\(failed.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")))" }
        summary += Self.ruby == nil ? "; Ruby not checked" : "; \(drifted.count) fixtures disagree with Ruby"
        print(summary)
    }
}
