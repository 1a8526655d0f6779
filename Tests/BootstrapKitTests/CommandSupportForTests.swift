@testable import BootstrapKit
import Diagnostics
import Foundation
import RunnerLanguage

/// A call site for exercising action-side types (ConsentGate, Prompter) without an interpreter:
/// errors are located at `location` with `sourceLine`, as the evaluator would locate them.
final class FixedCallContext: CallContext {
    let location: SourceLocation
    let sourceLine: String

    init(file: String = "runners/git.rb", line: Int = 3, column: Int = 1, sourceLine: String = "git :init") {
        self.location = SourceLocation(file: file, line: line, column: column)
        self.sourceLine = sourceLine
    }

    func send(_ receiver: Value, _ name: String, _ arguments: Arguments) throws -> Value {
        throw error("NoMethodError", "undefined method '\(name)'")
    }

    func call(_ name: String, _ arguments: Arguments) throws -> Value {
        throw error("NoMethodError", "undefined method '\(name)'")
    }

    func error(_ className: String, _ message: String) -> RuntimeError {
        RuntimeError(className, message, at: location, sourceLine: sourceLine)
    }
}

/// A project folder, a template folder and an ActionContext over the real interpreter, for the
/// command, prompt and Rails actions. `run(script)` runs runner source as a template would;
/// `call(name, …)` calls one action's handler directly with constructed arguments, as the
/// interpreter would for `runners/test.rb` line N.
final class CommandHarness {
    let project: URL
    let templateRoot: URL
    let terminal: ScriptedTerminal
    let workspace: Workspace
    let log: StatusLog
    let interpreter: Interpreter
    let context: ActionContext
    private let host: CommandTestHost
    /// Everything the status log printed (and `puts`).
    var logText: String { host.output }
    /// The notes the log wrote beside its lines (standard error in a real run).
    var notes: String { host.notes }

    init(
        options: RunOptions = RunOptions(), terminal: ScriptedTerminal = ScriptedTerminal(), skeleton: URL? = nil,
        template: URL? = nil
    ) throws {
        let fm = FileManager.default
        let base = fm.temporaryDirectory.appendingPathComponent("commands-\(UUID().uuidString)")
        project = base.appendingPathComponent("project")
        templateRoot = base.appendingPathComponent("template")
        try fm.createDirectory(at: base, withIntermediateDirectories: true)
        if let skeleton { try fm.copyItem(at: skeleton, to: project) } else { try fm.createDirectory(at: project, withIntermediateDirectories: true) }
        if let template { try fm.copyItem(at: template, to: templateRoot) } else { try fm.createDirectory(at: templateRoot, withIntermediateDirectories: true) }
        self.terminal = terminal
        host = CommandTestHost(project: project)
        interpreter = Interpreter(host: host)
        workspace = Workspace(root: project, pretend: options.pretend, journaling: false)
        let host = self.host
        log = StatusLog(format: options.format, quiet: options.quiet, colored: false, notes: { host.notes += $0 }) { host.output += $0 }
        context = ActionContext(
            options: options, workspace: workspace, log: log, terminal: terminal, interpreter: interpreter, templateRoot: templateRoot)
    }

    func removeFolder() { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }

    /// Runs `source` as the runner file `runners/NAME` of the template.
    @discardableResult
    func run(_ source: String, file: String = "runners/test.rb") throws -> Value {
        let text = SourceText(path: file, text: source)
        return try interpreter.run(RunnerParser.parse(text), filePath: templateRoot.appendingPathComponent(file).path)
    }

    @discardableResult
    func call(
        _ name: String, _ positional: [Value] = [], _ keywords: [(String, Value)] = [], line: Int = 1,
        block: ProcValue? = nil
    ) throws -> Value {
        let hash = keywords.isEmpty ? nil : HashBox(keywords.map { (.symbol($0.0), $0.1) })
        return try HarnessCall(interpreter: interpreter, line: line)
            .call(name, Arguments(positional: positional, keywords: hash, block: block))
    }

    /// A block as a template would write it (`do … end`), running Swift code.
    func block(_ body: @escaping () throws -> Value) -> ProcValue {
        ProcValue(isLambda: false, arity: 0, parameterCount: 0, location: nil) { _ in try body() }
    }

    func file(_ path: String) -> String? {
        FileManager.default.contents(atPath: project.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }
}

private final class HarnessCall: CallContext {
    let interpreter: Interpreter
    let location: SourceLocation

    init(interpreter: Interpreter, line: Int) {
        self.interpreter = interpreter
        self.location = SourceLocation(file: "runners/test.rb", line: line, column: 1)
    }

    func send(_ receiver: Value, _ name: String, _ arguments: Arguments) throws -> Value {
        throw error("NoMethodError", "undefined method '\(name)' for \(receiver.className)")
    }

    func call(_ name: String, _ arguments: Arguments) throws -> Value {
        guard let action = interpreter.action(named: name) else { throw error("NoMethodError", "undefined method '\(name)'") }
        return try action.handler(arguments, self)
    }

    func error(_ className: String, _ message: String) -> RuntimeError {
        RuntimeError(className, message, at: location, sourceLine: "line \(location.line)")
    }
}

/// What scripts see of the world in these tests: `puts` goes to the same text as the status log,
/// files are read from the project folder.
final class CommandTestHost: ScriptHost {
    var output = ""
    var notes = ""
    let project: URL
    var environment: [String: String] { [:] }

    init(project: URL) { self.project = project }

    func write(_ text: String) { output += text }

    private func url(_ path: String) -> URL { path.hasPrefix("/") ? URL(fileURLWithPath: path) : project.appendingPathComponent(path) }

    func readFile(_ path: String, at location: SourceLocation) throws -> String {
        guard let data = FileManager.default.contents(atPath: url(path).path) else {
            throw RuntimeError("Errno::ENOENT", "No such file or directory @ rb_sysopen - \(path)", at: location)
        }
        return String(decoding: data, as: UTF8.self)
    }

    func fileKind(_ path: String, at location: SourceLocation) throws -> FileKind? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url(path).path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue ? .directory : .file
    }

    func glob(_ pattern: String, at location: SourceLocation) throws -> [String] { [] }

    func expandPath(_ path: String, relativeTo base: String?) -> String {
        let start = base ?? project.path
        return path.hasPrefix("/") ? path : ((start as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }
}
