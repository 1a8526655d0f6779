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
/// cases whose `area/name` path contains that text. Cases run in a child process (see
/// ConformanceIsolation) so an interpreter crash fails one case, not the run;
/// `CONFORMANCE_IN_PROCESS=1` runs them in this process instead (for a debugger).
final class ConformanceTests: XCTestCase {
    /// Every area folder must appear here with a test method below, so none is silently skipped.
    static let areas = [
        "arrays", "blocks", "classes", "control_flow", "defined", "errors", "exceptions", "format", "frozen", "hashes", "json",
        "lexical", "methods", "multiple_assignment", "numbers", "op_assign", "printing", "ranges", "regexps",
        "rubygems", "safe_navigation", "scoping", "stdlib", "string_methods", "strings", "symbols", "templates",
    ]

    private static let corpus = ConformanceCorpus(testFile: #filePath)
    private static let ruby = RubyReference.locate()

    func testArrays() { checkArea("arrays") }
    func testBlocksProcsAndLambdas() { checkArea("blocks") }
    func testClassesAndModules() { checkArea("classes") }
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
    func testRubyGemsVersions() { checkArea("rubygems") }
    func testSafeNavigationThenTap() { checkArea("safe_navigation") }
    func testScoping() { checkArea("scoping") }
    func testStandardLibrary() { checkArea("stdlib") }
    func testStringMethodsAndActiveSupport() { checkArea("string_methods") }
    func testStrings() { checkArea("strings") }
    func testSymbols() { checkArea("symbols") }
    func testTemplateSnippets() { checkArea("templates") }

    func testEveryAreaFolderHasATestMethod() throws {
        XCTAssertEqual(try Self.corpus.areas(), Self.areas, "add the new area to ConformanceTests.areas and a test method")
    }

    /// The entry point of the child processes that judge cases in isolation (see
    /// ConformanceIsolation); in a normal test run it has nothing to do.
    func testSubprocessEntryPoint() {
        _ = ConformanceIsolation.runAsChild(corpus: Self.corpus, select: Self.selected)
    }

    /// The cases `CONFORMANCE_ONLY` selects (all when it is unset).
    private static func selected(_ cases: [ConformanceCase]) -> [ConformanceCase] {
        guard let only = ProcessInfo.processInfo.environment["CONFORMANCE_ONLY"] else { return cases }
        return cases.filter { $0.displayPath.contains(only) }
    }

    /// Runs every case of an area, reporting each failure, then one summary line for the log.
    private func checkArea(_ area: String) {
        let cases: [ConformanceCase]
        do {
            cases = Self.selected(try Self.corpus.cases(in: area))
        } catch {
            return XCTFail("cannot read the conformance area '\(area)': \(error)")
        }
        XCTAssertFalse(cases.isEmpty, "the conformance area '\(area)' has no selected scripts")
        let failures: [String?]
        if let executable = ConformanceIsolation.testExecutable {
            failures = ConformanceIsolation.failures(of: cases, area: area, executable: executable)
        } else {
            failures = cases.map { ConformanceRunner.failure(of: $0, corpusRoot: Self.corpus.root) }
        }
        var failed: [String] = []
        var drifted = 0
        for (testCase, failure) in zip(cases, failures) {
            if let failure {
                failed.append((testCase.displayPath as NSString).lastPathComponent)
                XCTFail("\(testCase.displayPath): \(failure)")
            }
            if let ruby = Self.ruby, let drift = ruby.disagreement(with: testCase) {
                drifted += 1
                XCTFail("\(testCase.displayPath): fixture disagrees with Ruby: \(drift)")
            }
        }
        var summary = "conformance \(area): \(cases.count - failed.count) passed, \(failed.count) failed"
        if !failed.isEmpty { summary += " (\(failed.joined(separator: ", ")))" }
        summary += Self.ruby == nil ? "; Ruby not checked" : "; \(drifted) fixtures disagree with Ruby"
        print(summary)
    }
}
