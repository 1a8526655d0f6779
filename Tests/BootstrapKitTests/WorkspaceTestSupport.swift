import Diagnostics
import Foundation
import RunnerLanguage
import XCTest

@testable import BootstrapKit

// Test doubles for running actions without the interpreter: the registered handlers are called
// directly with constructed Arguments, as the evaluator would call them.

/// Collects registered actions; running programs is not available to it.
final class FakeInterpreter: ScriptInterpreter {
    var actions: [String: Action] = [:]
    /// Methods "defined by the template": name → value returned.
    var methods: [String: Value] = [:]

    func register(_ action: Action) { actions[action.name] = action }
    func defineConstant(_ name: String, _ value: Value) {}
    func includeInMain(modulePath: String) {}
    func hasMethod(_ name: String) -> Bool { methods[name] != nil }
    func templateDefines(_ name: String) -> Bool { methods[name] != nil }
    var instanceVariables: [String: Value] = [:]
    var mainObject: Value { .nil }
    func setGlobalVariable(_ name: String, _ value: Value) {}
    func mainInstanceVariable(_ name: String) -> Value? { instanceVariables[name] }
    func setMainInstanceVariable(_ name: String, _ value: Value) { instanceVariables[name] = value }
    func run(_ program: Program, filePath: String) throws -> Value {
        throw RuntimeError("RuntimeError", "FakeInterpreter cannot run")
    }
}

/// A call site in a pretend runner file, answering what actions ask of the evaluator.
final class TestCall: CallContext {
    var location: SourceLocation
    let interpreter: FakeInterpreter
    let sourceLine: String

    init(interpreter: FakeInterpreter, location: SourceLocation, sourceLine: String) {
        self.interpreter = interpreter
        self.location = location
        self.sourceLine = sourceLine
    }

    func send(_ receiver: Value, _ name: String, _ arguments: Arguments) throws -> Value {
        // Only the plain-string form of String#gsub is needed by the direct-call tests.
        if name == "gsub", case .string(let s) = receiver, arguments.positional.count == 2,
            case .string(let pattern) = arguments.positional[0], case .string(let replacement) = arguments.positional[1],
            !replacement.value.contains("\\")
        {
            return .str(s.value.replacingOccurrences(of: pattern.value, with: replacement.value))
        }
        throw error("NoMethodError", "TestCall cannot send \(name)")
    }

    func call(_ name: String, _ arguments: Arguments) throws -> Value {
        if let value = interpreter.methods[name] { return value }
        if let action = interpreter.actions[name] { return try action.handler(arguments, self) }
        throw error("NoMethodError", "undefined method '\(name)'")
    }

    func error(_ className: String, _ message: String) -> RuntimeError {
        RuntimeError(className, message, at: location, sourceLine: sourceLine)
    }
}

/// A project copied from a skeleton fixture, a template folder, and an ActionContext over them.
final class ActionHarness {
    let project: URL
    let templateRoot: URL
    let terminal: ScriptedTerminal
    let interpreter = FakeInterpreter()
    let context: ActionContext
    var output = ""
    private var line = 0

    init(options: RunOptions = RunOptions(), skeleton: URL? = nil, template: URL? = nil, terminal: ScriptedTerminal = ScriptedTerminal()) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bootstrap-actions-\(UUID().uuidString)")
        project = base.appendingPathComponent("project")
        templateRoot = base.appendingPathComponent("template")
        let fm = FileManager.default
        try fm.createDirectory(at: base, withIntermediateDirectories: true)
        if let skeleton { try fm.copyItem(at: skeleton, to: project) } else { try fm.createDirectory(at: project, withIntermediateDirectories: true) }
        if let template { try fm.copyItem(at: template, to: templateRoot) } else { try fm.createDirectory(at: templateRoot, withIntermediateDirectories: true) }
        self.terminal = terminal
        let workspace = Workspace(root: project, pretend: options.pretend)
        let sink = Sink()
        let log = StatusLog(format: options.format, quiet: options.quiet, colored: false, notes: { sink.notes += $0 }) { sink.text += $0 }
        context = ActionContext(options: options, workspace: workspace, log: log, terminal: terminal, interpreter: interpreter, templateRoot: templateRoot)
        ActionTable.register(ActionTable.fileFamilies, into: context)
        self.sink = sink
    }

    private let sink: Sink
    private final class Sink {
        var text = ""
        var notes = ""
    }

    /// Everything the status log printed so far.
    var log: String { sink.text }
    /// The notes it wrote beside its lines (standard error in a real run).
    var notes: String { sink.notes }

    deinit { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }

    /// Calls an action as `runners/test.rb` line N would (N counts calls).
    @discardableResult
    func call(_ name: String, _ positional: [Value], _ keywords: [(String, Value)] = [], block: ProcValue? = nil) throws -> Value {
        line += 1
        guard let action = interpreter.actions[name] else { throw RuntimeError("NoMethodError", "no action \(name)") }
        let kw = keywords.isEmpty ? nil : HashBox(keywords.map { (Value.symbol($0.0), $0.1) })
        let site = TestCall(
            interpreter: interpreter, location: SourceLocation(file: "runners/test.rb", line: line, column: 1),
            sourceLine: "\(name) ...")
        return try action.handler(Arguments(positional: positional, keywords: kw, block: block), site)
    }

    func file(_ relative: String) -> String? {
        try? String(contentsOf: project.appendingPathComponent(relative), encoding: .utf8)
    }

    func mode(_ relative: String) -> Int {
        var info = stat()
        stat(project.appendingPathComponent(relative).path, &info)
        return Int(info.st_mode & 0o7777)
    }
}

func text(_ s: String) -> Value { .str(s) }

/// A Ruby regexp literal as the evaluator would build it (`^`/`$` match at every line, as in Ruby).
func regexp(_ source: String) -> Value {
    // Test patterns are literals written in these tests, so a bad one is a test bug.
    let compiled = try! NSRegularExpression(pattern: source, options: [.anchorsMatchLines])
    return .regexp(RegexpValue(source: source, options: "", compiled: compiled))
}

func block(_ result: String) -> ProcValue {
    ProcValue(isLambda: false, arity: 0, parameterCount: 0, location: nil) { _ in .str(result) }
}

/// The fixtures folder beside this file.
func actionFixture(_ name: String, filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/actions/\(name)")
}

/// A listing like record.sh's tree.txt: `d path` / `f path`, bytewise sorted.
func treeListing(_ root: URL) -> String {
    var paths: [String] = []
    let fm = FileManager.default
    if let walker = fm.enumerator(atPath: root.path) {
        while let relative = walker.nextObject() as? String { paths.append(relative) }
    }
    return paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { relative -> String in
        var isDir: ObjCBool = false
        _ = fm.fileExists(atPath: root.appendingPathComponent(relative).path, isDirectory: &isDir)
        return (isDir.boolValue ? "d " : "f ") + relative + "\n"
    }.joined()
}

extension ActionTable {
    /// The file, edit and tree families: the actions that only touch files.
    static let fileFamilies = FileActions.definitions + EditActions.definitions + TreeActions.definitions
}
