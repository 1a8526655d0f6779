import Diagnostics
import Foundation
import RunnerLanguage
import XCTest

@testable import BootstrapKit

/// Fixtures/actions/CASE/script.rb run through our interpreter and actions must print the status
/// lines and leave the files Thor 1.2.1 did (expected.log, tree.txt and expected/ from record.sh).
final class FileActionsScriptTests: XCTestCase {
    private final class Output { var text = "" }

    private func run(_ caseName: String, options: RunOptions = RunOptions()) throws -> (log: String, project: URL, cleanup: () -> Void) {
        let fixture = actionFixture(caseName)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bootstrap-script-\(UUID().uuidString)")
        let project = base.appendingPathComponent("project"), template = base.appendingPathComponent("template")
        let fm = FileManager.default
        try fm.createDirectory(at: base, withIntermediateDirectories: true)
        try fm.copyItem(at: fixture.appendingPathComponent("skeleton"), to: project)
        try fm.copyItem(at: fixture.appendingPathComponent("template"), to: template)
        let output = Output()
        let interpreter = Interpreter(host: TestScriptHost())
        let context = ActionContext(
            options: options, workspace: Workspace(root: project, pretend: options.pretend),
            log: StatusLog(colored: false) { output.text += $0 }, terminal: ScriptedTerminal(),
            interpreter: interpreter, templateRoot: template)
        ActionTable.register(ActionTable.fileFamilies, into: context)
        let setup = "def app_name\n  \"demo\"\nend\ndef app_const\n  \"Demo\"\nend\n"
        _ = try interpreter.run(source: SourceText(path: "setup.rb", text: setup), filePath: "setup.rb")
        let script = try String(contentsOf: fixture.appendingPathComponent("script.rb"), encoding: .utf8)
        _ = try interpreter.run(source: SourceText(path: "script.rb", text: script), filePath: fixture.appendingPathComponent("script.rb").path)
        try context.workspace.flush()
        return (output.text, project, { try? fm.removeItem(at: base) })
    }

    private func assertMatchesRecording(_ caseName: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let fixture = actionFixture(caseName)
        let result = try run(caseName)
        defer { result.cleanup() }
        let read = { (url: URL) in try String(contentsOf: url, encoding: .utf8) }
        XCTAssertEqual(result.log, try read(fixture.appendingPathComponent("expected.log")), file: file, line: line)
        let tree = try read(fixture.appendingPathComponent("tree.txt"))
        XCTAssertEqual(treeListing(result.project), tree, file: file, line: line)
        for entry in tree.split(separator: "\n") where entry.hasPrefix("f ") {
            let path = String(entry.dropFirst(2))
            XCTAssertEqual(
                try? read(result.project.appendingPathComponent(path)), try read(fixture.appendingPathComponent("expected/" + path)),
                path, file: file, line: line)
        }
    }

    func testFilesScript() throws { try assertMatchesRecording("files") }

    func testTemplatesScript() throws { try assertMatchesRecording("templates") }

    func testRunnerDefinedSourcePathsAreSearchedInsideTheTemplateFolder() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bootstrap-script-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let template = base.appendingPathComponent("template"), project = base.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: template.appendingPathComponent("files"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try "from files/\n".write(to: template.appendingPathComponent("files/x.txt"), atomically: false, encoding: .utf8)
        let interpreter = Interpreter(host: TestScriptHost())
        let context = ActionContext(
            options: RunOptions(), workspace: Workspace(root: project), log: StatusLog { _ in }, terminal: ScriptedTerminal(),
            interpreter: interpreter, templateRoot: template)
        ActionTable.register(ActionTable.fileFamilies, into: context)
        let script = "def source_paths\n  [\"files\", \"\(base.path)\"]\nend\ncopy_file \"x.txt\"\n"
        _ = try interpreter.run(source: SourceText(path: "runners/x.rb", text: script), filePath: "runners/x.rb")
        try context.workspace.flush()
        XCTAssertEqual(try String(contentsOf: project.appendingPathComponent("x.txt"), encoding: .utf8), "from files/\n")
        // A source path outside the template folder is refused, not searched.
        XCTAssertThrowsError(
            try interpreter.run(source: SourceText(path: "runners/y.rb", text: "copy_file \"project/nothing\"\n"), filePath: "runners/y.rb")
        ) { error in
            XCTAssertEqual((error as? RuntimeError)?.code, .refusedPath)
        }
    }

    func testRunnerLocalsSurviveRenderingATemplate() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bootstrap-script-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let template = base.appendingPathComponent("template"), project = base.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: template, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try "<% x = 99 -%>\n<%= @name %>\n".write(to: template.appendingPathComponent("t.txt.tt"), atomically: false, encoding: .utf8)
        let interpreter = Interpreter(host: TestScriptHost())
        let context = ActionContext(
            options: RunOptions(), workspace: Workspace(root: project), log: StatusLog { _ in }, terminal: ScriptedTerminal(),
            interpreter: interpreter, templateRoot: template)
        ActionTable.register(ActionTable.fileFamilies, into: context)
        let script = "x = 1\n@name = \"n\"\ntemplate \"t.txt.tt\"\ncreate_file \"after.txt\", \"#{x}\\n\"\n"
        _ = try interpreter.run(source: SourceText(path: "runners/x.rb", text: script), filePath: "runners/x.rb")
        try context.workspace.flush()
        XCTAssertEqual(try String(contentsOf: project.appendingPathComponent("t.txt"), encoding: .utf8), "n\n")
        XCTAssertEqual(try String(contentsOf: project.appendingPathComponent("after.txt"), encoding: .utf8), "1\n")
    }

    func testTemplateErrorNamesTheTemplateLine() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bootstrap-script-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let template = base.appendingPathComponent("template")
        try FileManager.default.createDirectory(at: template.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: base.appendingPathComponent("project"), withIntermediateDirectories: true)
        try "ok\n<%= missing_helper %>\n".write(to: template.appendingPathComponent("templates/bad.rb.tt"), atomically: false, encoding: .utf8)
        let interpreter = Interpreter(host: TestScriptHost())
        let context = ActionContext(
            options: RunOptions(), workspace: Workspace(root: base.appendingPathComponent("project")),
            log: StatusLog { _ in }, terminal: ScriptedTerminal(), interpreter: interpreter, templateRoot: template)
        ActionTable.register(ActionTable.fileFamilies, into: context)
        XCTAssertThrowsError(
            try interpreter.run(source: SourceText(path: "runners/x.rb", text: "template \"templates/bad.rb.tt\"\n"), filePath: "runners/x.rb")
        ) { error in
            XCTAssertTrue("\(error)".hasPrefix("templates/bad.rb.tt:2:"), "\(error)")
        }
    }
}
