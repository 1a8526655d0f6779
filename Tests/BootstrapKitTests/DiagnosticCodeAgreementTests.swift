import Diagnostics
import Foundation
import RunnerLanguage
import XCTest

@testable import BootstrapKit

/// The same fault gets the same code whether `bootstrap check` finds it or a run meets it.
/// The run here is the Generator itself, without the check that `new` and `apply` put before it,
/// so each code comes from the run's own detection, not from a copy of check's finding.
final class DiagnosticCodeAgreementTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bootstrap-codes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("project"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// A template folder with `config.yml` enabling block `a`, and the given files.
    private func template(_ files: [String: String]) throws -> URL {
        let root = folder.appendingPathComponent("template")
        var all = files
        if all["config.yml"] == nil { all["config.yml"] = "a: true\n" }
        for (path, text) in all {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    private func checkCodes(_ root: URL) -> [DiagnosticCode] {
        TemplateCheck(options: RunOptions(), workingDirectory: folder)
            .check(template: root.path)
            .filter { $0.severity == .error }
            .map(\.code)
    }

    /// The code of the error the run stops with, or nil when it succeeds.
    private func runCode(_ root: URL) -> DiagnosticCode? {
        do {
            let location = try TemplateLocation.resolve(root.path, workingDirectory: folder)
            let loaded = try LoadedTemplate.load(location, workingDirectory: folder)
            var options = RunOptions()
            options.pretend = true
            let log = StatusLog { _ in }
            let generator = Generator(
                template: loaded, workspace: Workspace(root: folder.appendingPathComponent("project"), pretend: true, journaling: false),
                options: options, terminal: ScriptedTerminal(), project: .init(name: "project", path: "project"), log: log)
            try generator.run()
            return nil
        } catch let error as RuntimeError {
            return error.code
        } catch let diagnostic as Diagnostic {
            return diagnostic.code
        } catch let list as DiagnosticList {
            return list.diagnostics.first?.code
        } catch {
            return .unclassified
        }
    }

    private func assertAgree(_ files: [String: String], _ expected: DiagnosticCode, file: StaticString = #filePath, line: UInt = #line) throws {
        let root = try template(files)
        XCTAssertEqual(checkCodes(root), [expected], "check", file: file, line: line)
        XCTAssertEqual(runCode(root), expected, "run", file: file, line: line)
    }

    func testUnknownConstant() throws {
        try assertAgree(["runners/a.rb": "RVM.setup\n"], .undefinedConstant)
    }

    func testUndefinedBareName() throws {
        try assertAgree(["runners/a.rb": "puts nothing_here\n"], .undefinedName)
    }

    func testUnknownMethod() throws {
        try assertAgree(["runners/a.rb": "creat_file 'a.txt'\n"], .unknownMethod)
    }

    func testMissingTemplateSource() throws {
        try assertAgree(["runners/a.rb": "template 'nope.tt', 'x.txt'\n"], .missingSource)
    }

    func testMissingRequiredRunnerFile() throws {
        try assertAgree(["runners/a.rb": "require_relative 'support/nope'\n"], .missingSource)
    }

    func testRunnerSyntaxError() throws {
        try assertAgree(["runners/a.rb": "def broken(\n"], .syntaxError)
    }

    func testERBSyntaxErrorInATemplateSource() throws {
        try assertAgree(["runners/a.rb": "template 'x.tt', 'x.txt'\n", "x.tt": "<%= 1 + %>\n"], .erbSyntax)
    }

    /// A runner path that is a folder cannot be read, even by root (the suite may run as root,
    /// for whom a mode-000 file is readable).
    func testUnreadableRunner() throws {
        let root = try template([:])
        try FileManager.default.createDirectory(at: root.appendingPathComponent("runners/a.rb"), withIntermediateDirectories: true)
        XCTAssertEqual(checkCodes(root), [.unreadableFile], "check")
        XCTAssertEqual(runCode(root), .unreadableFile, "run")
    }

    func testUnreadableConfig() throws {
        let root = folder.appendingPathComponent("template")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("config.yml"), withIntermediateDirectories: true)
        XCTAssertEqual(checkCodes(root), [.unreadableFile], "check")
        XCTAssertEqual(runCode(root), .unreadableFile, "run")
    }
}
