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

/// Runs actions by calling their handlers directly, as the interpreter would for a template line
/// `name(positional…, keywords…)` at `runners/test.rb:LINE:1`. Used where a test is about what an
/// action does with given arguments, not about parsing a script.
final class ActionHarness: ScriptInterpreter {
    private(set) var actions: [String: Action] = [:]
    let root: URL
    let terminal: ScriptedTerminal
    let workspace: Workspace
    let log: StatusLog
    private(set) var context: ActionContext!
    /// Everything the status log printed.
    private(set) var logText = ""

    init(options: RunOptions = RunOptions(), terminal: ScriptedTerminal = ScriptedTerminal(), root: URL? = nil) throws {
        let folder = root ?? FileManager.default.temporaryDirectory.appendingPathComponent("actions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.root = folder
        self.terminal = terminal
        self.workspace = Workspace(root: folder, pretend: options.pretend, journaling: false)
        var sink: ((String) -> Void)?
        self.log = StatusLog(format: options.format, quiet: options.quiet, colored: false) { sink?($0) }
        sink = { [unowned self] text in self.logText += text }
        self.context = ActionContext(
            options: options, workspace: workspace, log: log, terminal: terminal, interpreter: self, templateRoot: folder)
    }

    func removeFolder() { try? FileManager.default.removeItem(at: root) }

    func register(_ action: Action) { actions[action.name] = action }
    func hasMethod(_ name: String) -> Bool { false }
    func parse(_ source: SourceText) throws -> Program { throw RuntimeError("RuntimeError", "the harness parses nothing") }
    func run(_ program: Program, filePath: String) throws -> Value { .nil }

    @discardableResult
    func call(
        _ name: String, _ positional: [Value] = [], _ keywords: [(String, Value)] = [], line: Int = 1,
        block: ProcValue? = nil
    ) throws -> Value {
        let hash = keywords.isEmpty ? nil : HashBox(keywords.map { (.symbol($0.0), $0.1) })
        return try HarnessCall(harness: self, line: line)
            .call(name, Arguments(positional: positional, keywords: hash, block: block))
    }

    /// A block as a template would write it (`do … end`), running Swift code.
    func block(_ body: @escaping () throws -> Value) -> ProcValue {
        ProcValue(isLambda: false, arity: 0, parameterCount: 0, location: nil) { _ in try body() }
    }

    func file(_ path: String) -> String? {
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }
}

private final class HarnessCall: CallContext {
    let harness: ActionHarness
    let location: SourceLocation

    init(harness: ActionHarness, line: Int) {
        self.harness = harness
        self.location = SourceLocation(file: "runners/test.rb", line: line, column: 1)
    }

    func send(_ receiver: Value, _ name: String, _ arguments: Arguments) throws -> Value {
        throw error("NoMethodError", "undefined method '\(name)' for \(receiver.className)")
    }

    func call(_ name: String, _ arguments: Arguments) throws -> Value {
        guard let action = harness.actions[name] else { throw error("NoMethodError", "undefined method '\(name)'") }
        return try action.handler(arguments, self)
    }

    func error(_ className: String, _ message: String) -> RuntimeError {
        RuntimeError(className, message, at: location, sourceLine: "line \(location.line)")
    }
}
