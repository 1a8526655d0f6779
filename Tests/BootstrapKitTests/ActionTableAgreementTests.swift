@testable import BootstrapKit
import Diagnostics
import Foundation
import RunnerLanguage
import XCTest

/// Walks `ActionTable.standard` and shows, for every action, that `bootstrap check` and a run agree:
/// the command a command action runs is the one check lists (run under a shell that only records
/// the command line it is given), a source-reading action with a missing source is reported by check
/// and fails the run, and an action the run always refuses is an error of check.
final class ActionTableAgreementTests: XCTestCase {
    private var folders: [URL] = []

    override func tearDown() {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
        super.tearDown()
    }

    // MARK: - Commands

    func testEveryCommandActionRunsTheCommandCheckLists() throws {
        var compared = 0
        for definition in ActionTable.standard.actions where definition.command != nil {
            for name in definition.names {
                for variants in Self.calls(name, definition.signature) {
                    // An option's value is a word, or a Hash where the action takes one (`run … env: {…}`).
                    var call = variants[0]
                    var ran: [String]
                    do { ran = try recordedCommands(call) } catch let error as RuntimeError where error.className == "TypeError" && variants.count > 1 {
                        call = variants[1]
                        ran = try recordedCommands(call)
                    }
                    let listed = try checkedCommands(call)
                    XCTAssertEqual(listed, ran, "check and run disagree on `\(call)`")
                    XCTAssertFalse(ran.isEmpty, "`\(call)` ran nothing")
                    compared += 1
                }
            }
        }
        // run, system, `, run_bundle, rake, rails_command, generate, git: each with its variants.
        XCTAssertGreaterThanOrEqual(compared, 20)
    }

    func testRakeIsListedAsTheRunExecutesIt() throws {
        // check used to say `rails db:migrate` while the run executed `rake db:migrate`.
        XCTAssertEqual(try checkedCommands("rake \"db:migrate\""), ["rake db:migrate"])
        XCTAssertEqual(try recordedCommands("rake \"db:migrate\""), ["rake db:migrate"])
        XCTAssertEqual(try checkedCommands("rake \"db:migrate\", sudo: true"), ["sudo rake db:migrate"])
        XCTAssertEqual(try checkedCommands("run \"x.rb\", with: \"ruby\""), ["ruby x.rb"])
        XCTAssertEqual(try checkedCommands("system \"ls\", \"-l\", \"a b\""), ["ls -l 'a b'"])
    }

    func testARefusedActionIsAnErrorOfCheckWithTheRunsMessage() throws {
        for definition in ActionTable.standard.actions {
            guard let refusal = definition.refusal else { continue }
            let name = definition.names[0]
            let call = name.hasSuffix("=") ? "self.\(name.dropLast()) = \"ls\"" : "\(name) \"ls\""
            let findings = try checkFindings(call)
            XCTAssertTrue(findings.contains { $0.severity == .error && $0.message == refusal }, "\(findings)")
            XCTAssertThrowsError(try runTemplate(call)) { error in
                XCTAssertTrue("\(error)".contains(refusal), "\(error)")
            }
        }
    }

    // MARK: - Sources

    func testEverySourceReadingActionWithAMissingSourceIsReportedByCheckAndFailsTheRun() throws {
        var compared = 0
        for definition in ActionTable.standard.actions {
            guard let index = definition.source else { continue }
            for name in definition.names {
                let count = max(definition.signature.required, index + 1)
                let arguments = (0..<count).map { $0 == index ? "\"nope.txt\"" : "\"x\"" }
                let call = "\(name) " + arguments.joined(separator: ", ")
                let findings = try checkFindings(call)
                XCTAssertTrue(findings.contains { $0.code == DiagnosticCode.missingSource }, "check misses `\(call)`: \(findings)")
                XCTAssertThrowsError(try runTemplate(call), "`\(call)` ran") { error in
                    XCTAssertEqual((error as? RuntimeError)?.code, DiagnosticCode.missingSource, "`\(call)`: \(error)")
                }
                compared += 1
            }
        }
        XCTAssertTrue(ActionTable.standard.byName["get"]?.source != nil && ActionTable.standard.byName["readme"]?.source != nil)
        XCTAssertGreaterThanOrEqual(compared, 6)
    }

    func testGetOfAMissingFileIsReportedByCheck() throws {
        let findings = try checkFindings("get \"nope.txt\", \"x\"\nreadme \"NOPE.md\"\n")
        XCTAssertEqual(findings.filter { $0.code == DiagnosticCode.missingSource }.map(\.location?.line), [1, 2])
    }

    // MARK: - Calls from a signature

    /// Calls of `name` with literal words for its required positionals (at least one when it takes
    /// one), and the same with each of its keyword options (or, without any, an option it ignores).
    /// Each call comes with the same call giving its option a Hash, tried when the word is refused.
    static func calls(_ name: String, _ signature: ActionSignature) -> [[String]] {
        let count = max(signature.required, signature.accepts(positionalCount: 1) ? 1 : 0)
        let words = (0..<count).map { "\"w\($0 + 1)\"" }
        if name == "`" { return [["`w1 w2`"]] }
        var calls = [[([name] + [words.joined(separator: ", ")]).filter { !$0.isEmpty }.joined(separator: " ")]]
        let keywords = signature.keywords.isEmpty ? ["add"] : signature.keywords
        for keyword in keywords {
            calls.append(["\"k\"", "{ \"K\" => \"v\" }"].map { "\(name) " + (words + ["\(keyword): \($0)"]).joined(separator: ", ") })
        }
        if signature.acceptsRest { calls.append(["\(name) " + (words + ["\"r1\"", "\"r 2\""]).joined(separator: ", ")]) }
        return calls
    }

    // MARK: - Check and run of one runner

    private func template(_ runner: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("agreement-\(UUID().uuidString)", isDirectory: true)
        folders.append(root)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("runners"), withIntermediateDirectories: true)
        try Data("app: true\n".utf8).write(to: root.appendingPathComponent("config.yml"))
        try Data(runner.utf8).write(to: root.appendingPathComponent("runners/app.rb"))
        return root
    }

    private func checkFindings(_ runner: String) throws -> [Diagnostic] {
        let root = try template(runner)
        return TemplateCheck(options: RunOptions(), workingDirectory: root, output: { _ in }).check(template: ".")
    }

    private func checkedCommands(_ runner: String) throws -> [String] {
        let prefix = "runs a command: "
        return try checkFindings(runner).filter { $0.code == DiagnosticCode.runsCommand }
            .flatMap { $0.message.dropFirst(prefix.count).components(separatedBy: "; ") }
    }

    /// Runs the runner with commands allowed, under a "shell" that records each command line it
    /// is handed and runs nothing.
    private func recordedCommands(_ runner: String) throws -> [String] {
        let root = try template(runner)
        let log = root.appendingPathComponent("commands.log")
        let shell = root.appendingPathComponent("record.sh")
        try Data("#!/bin/sh\nprintf '%s\\n' \"$2\" >> '\(log.path)'\n".utf8).write(to: shell)
        chmod(shell.path, 0o755)
        try runTemplate(runner, root: root, runner: CommandRunner(shell: shell.path))
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    private func runTemplate(_ runner: String, root given: URL? = nil, runner commands: CommandRunner = CommandRunner()) throws {
        let root = try given ?? template(runner)
        let project = root.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let location = try TemplateLocation.resolve(".", workingDirectory: root)
        let loaded = try LoadedTemplate.load(location, workingDirectory: root)
        var options = RunOptions()
        options.commandPolicy = .allow
        let terminal = ScriptedTerminal()
        let generator = Generator(
            template: loaded, workspace: Workspace(root: project, pretend: false, journaling: false), options: options,
            terminal: terminal, project: .init(name: "app", path: "app"),
            log: StatusLog(colored: false) { _ in }, runner: commands)
        try generator.run()
    }
}
