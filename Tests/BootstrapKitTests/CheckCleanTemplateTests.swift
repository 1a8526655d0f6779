import BootstrapKit
import Diagnostics
import XCTest

/// Valid templates get no finding at all: the repository's built-in template, the clean fixture that
/// uses every construct the analysis could mistake for a defect, and the end-to-end fixture templates
/// whose runs are expected to succeed (or to fail only at run time).
final class CheckCleanTemplateTests: XCTestCase {
    static let repositoryRoot = FixturePaths.root
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func findings(_ folder: URL) -> [String] {
        TemplateCheck(options: RunOptions(), workingDirectory: folder, output: { _ in }).check(template: ".").map(\.rendered)
    }

    func testBuiltInTemplateHasNoFindingButItsCommand() {
        // The only note is the command a reviewer must see before trusting the template: git init.
        XCTAssertEqual(findings(Self.repositoryRoot), ["runners/git.rb:14:1: note: runs a command: git init\ngit :init\n^"])
    }

    func testCleanFixtureHasNoFinding() {
        XCTAssertEqual(findings(URL(fileURLWithPath: FixturePaths.path("check/clean"))), [])
    }

    func testEndToEndFixtureTemplatesHaveNoFinding() {
        let fixtures = Self.repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures")
        for name in ["callbacks", "every-gem-form", "rails-apply", "packages", "bad/runtime-failure", "bad/refused-path"] {
            XCTAssertEqual(findings(fixtures.appendingPathComponent(name)), [], name)
        }
    }

    func testConformanceTemplatesHaveNoFinding() throws {
        // Runner scripts the interpreter's conformance suite runs as templates (outputs recorded from Ruby).
        let folder = Self.repositoryRoot.appendingPathComponent("Tests/RunnerLanguageTests/Conformance/templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".rb") }.sorted()
        XCTAssertFalse(files.isEmpty)
        var output = ""
        let status = TemplateCheck(options: RunOptions(), workingDirectory: folder, output: { output += $0 })
            .run(template: nil, files: files, syntaxOnly: false)
        XCTAssertEqual(status, .success, output)
    }

    func testOneRunnerCheckedAloneKnowsWhatTheOtherRunnersDefine() {
        // runners/app.rb calls `banner` (runners/helpers.rb) and `module_title` (support/naming.rb, required there).
        let folder = URL(fileURLWithPath: FixturePaths.path("check/clean"))
        var output = ""
        let status = TemplateCheck(options: RunOptions(), workingDirectory: folder, output: { output += $0 })
            .run(template: nil, files: ["runners/app.rb", "runners/finish.rb"], syntaxOnly: false)
        XCTAssertEqual(status, .success, output)
        XCTAssertEqual(output, "no problems found\n")
    }
}
