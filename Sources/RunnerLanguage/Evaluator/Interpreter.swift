import Diagnostics
import Foundation

/// A method the template defined with `def`, with the file it was written in.
struct DefinedMethod {
    let definition: MethodDefinition
    let file: FileContext
    /// The class and module bodies the `def` is written in, for its constant lookups.
    var nesting: ModuleNesting? = nil
}

/// The runner-language interpreter: a tree-walking evaluator over the fixed AST.
///
/// One interpreter serves a whole `bootstrap new`: every runner of the config runs in it, as Rails
/// runs each template with `instance_eval` on one generator, so `def`s, `@ivars` and `$globals`
/// persist from one runner to the next while top-level locals do not.
///
/// `run` and `callMethod` evaluate on a thread of their own with a 1 GB stack (so deep template
/// recursion ends as SystemStackError) while the caller waits: the host and action handlers are
/// called on that thread, and must not wait for the caller's thread (no `DispatchQueue.main.sync`).
/// Calls made from inside an action (nested `run`, `callMethod`, `context.call`) stay on it.
public final class Interpreter {
    let host: ScriptHost
    var actions: [String: Action] = [:]
    /// What each name called so far reaches among the Kernel methods and `actions` (`callFunction`'s
    /// one lookup for both), filled as names are called: filling it for every action up front cost
    /// more than a small template's calls.
    var builtinFunctions: [String: BuiltinFunction] = [:]
    /// The last of `builtinFunctions` taken for each name length (modulo the slot count).
    var recentBuiltinFunctions = [BuiltinFunction?](repeating: nil, count: Interpreter.recentBuiltinSlots)
    private var actionOrder: [String] = []
    var constants: [String: Value] = [:]
    /// Add to it with `addMethod`, which keeps `methodNameFilter` up to date.
    private(set) var methods = MethodTable()
    /// Which names `methods` may hold, for `callFunction` to skip hashing the others.
    private(set) var methodNameFilter = NameFilter()
    /// Methods made with `define_method(:name) { … }`.
    var procMethods: [String: ProcValue] = [:]
    var instanceVariables: [String: Value] = [:]
    /// Template classes and modules by constant path, for `rescue MyError` and `is_a?` by name.
    var userModules: [String: RubyModule] = [:]
    /// The class bodies being run, innermost last: where a bare `private` applies.
    var moduleBodyActivations: [Activation] = []
    /// Modules `include`d at the template's top level: their methods are callable receiver-less there.
    var mainIncludes: [RubyModule] = []
    /// Module paths main includes as soon as the template defines them (see `includeInMain(modulePath:)`).
    var mainModulePaths: Set<String> = []
    /// Template objects whose default `inspect` is being built, to print a self-reference as `...`.
    var objectsBeingInspected: Set<ObjectIdentifier> = []
    var globals: [String: Value] = [:]
    /// `$~` of the last `=~`/`match`/`when /re/`.
    var lastMatch: Value = .nil
    /// Sources of every file run so far, by display path, to show the line of an error.
    var sources: [String: SourceText] = [:]
    /// Real paths already loaded by `require_relative`.
    var loadedFiles: Set<String> = []
    /// Built-in libraries `require`d so far (a second `require` of one returns false, as Ruby).
    var loadedLibraries: Set<String> = []
    /// Call sites of the template methods being run, innermost last, for backtraces.
    var callSites: [SourceLocation] = []
    /// Nesting of method, block and lambda invocations, bounded so runaway recursion is an error.
    var depth = 0
    let maximumDepth = 10_000
    /// Frames entered and loop turns taken, for the deadline check every so many (RunDeadline.swift).
    var ticks = 0
    /// The loop or block call a `break` written here leaves (dynamic, since blocks run inside built-ins).
    var breakTag: Int?
    private var nextIdentifier = 0
    /// Compiled regexp literals by node. The node is kept alive with its entry so that its identifier
    /// cannot be reused by a node of a later program.
    var regexpCache: [ObjectIdentifier: (node: Node, regexp: RegexpValue)] = [:]
    /// The exception being handled (`$!`, and what a bare `raise` re-raises).
    var currentException: RuntimeError?
    /// Tags of the `catch` blocks being run, innermost last.
    var activeCatchTags: [Value] = []
    let templateObject = TemplateObject()
    /// Whether the caller is already on the large-stack thread (re-entry from actions and callbacks).
    var isOnEvaluationThread = false
    var currentFile: FileContext?
    /// Files parsed before the run (by the pre-run check), taken instead of parsing them again.
    public var parsedPrograms = ParsedPrograms()

    /// The location of the call currently being evaluated (actions use it for their errors); before any
    /// run it is a placeholder at line 0.
    public private(set) var currentLocation = SourceLocation(file: "(template)", line: 0, column: 0)

    public init(host: ScriptHost) {
        self.host = host
        installBuiltinConstants()
    }

    /// Registers an action (create_file, gem, run, …) callable as a receiver-less method.
    public func register(_ action: Action) {
        if actions[action.name] == nil { actionOrder.append(action.name) }
        actions[action.name] = action
        // Actions are registered before the run: only one registered later finds a name remembered.
        if !builtinFunctions.isEmpty {
            builtinFunctions[action.name] = nil
            recentBuiltinFunctions = [BuiltinFunction?](repeating: nil, count: Interpreter.recentBuiltinSlots)
        }
    }

    public func action(named name: String) -> Action? { actions[name] }

    /// Registered action names, in registration order.
    public var actionNames: [String] { actionOrder }

    /// Constants a template can read (TEMPLATE_PATH, RUBY_VERSION, YAML …).
    public func defineConstant(_ name: String, _ value: Value) {
        constants[name] = value
    }

    /// Sets a global variable (`name` without its `$`).
    public func setGlobalVariable(_ name: String, _ value: Value) { globals[name] = value }

    /// The template's own `self` (Rails' generator), which some helpers return (`gemfile_entry`).
    public var mainObject: Value { .object(templateObject) }

    /// An instance variable of the template's own `self` (`@app_name`, named with its `@`).
    public func mainInstanceVariable(_ name: String) -> Value? { instanceVariables[String(name.drop { $0 == "@" })] }

    /// Sets an instance variable of the template's `self` before its code runs (Rails' generator
    /// has set `@app_name`, `@options` … by then).
    public func setMainInstanceVariable(_ name: String, _ value: Value) { instanceVariables[String(name.drop { $0 == "@" })] = value }

    /// Whether the template gave its `self` a method of this name: a top-level `def`, or a method of
    /// a module it `include`d or `extend`ed there (`extend Template` defining `source_paths`).
    public func templateDefines(_ name: String) -> Bool {
        hasMethod(name) || (!mainIncludes.isEmpty && mainIncludedMethod(name) != nil)
    }

    /// Runs a parsed file as a template. Each run has fresh top-level locals; `def`s, @ivars and
    /// $globals persist across runs. `filePath` is the real path `__FILE__`/`__dir__`/`require_relative` see.
    public func run(_ program: Program, filePath: String) throws -> Value {
        try onEvaluationThread {
            try self.runProgram(program, filePath: filePath)
        }
    }

    /// Parses then runs; syntax errors are thrown as Diagnostic.
    public func run(source: SourceText, filePath: String) throws -> Value {
        let program = try RunnerParser.parse(source)
        return try run(program, filePath: filePath)
    }

    /// Whether the template defined a method of this name with `def` (used for `<gem>_callback`).
    public func hasMethod(_ name: String) -> Bool { methods[name] != nil || (!procMethods.isEmpty && procMethods[name] != nil) }

    /// Names of the methods templates defined (`def` and `define_method`), sorted.
    public var definedMethodNames: [String] { Set(methods.names).union(procMethods.keys).sorted() }

    /// Calls a template-defined method or action by name, as a receiver-less call would.
    public func callMethod(_ name: String, _ arguments: Arguments = Arguments()) throws -> Value {
        try enteringEvaluation {
            try self.callFunction(name, arguments, at: self.currentLocation, hasParentheses: true)
        }
    }

    /// Calls the template-defined method of this name when there is one (`<gem>_callback`), as
    /// `hasMethod` then `callMethod` would, looking the name up once; nil when there is none.
    public func callMethodIfDefined(_ name: String) throws -> Value? {
        if let method = methods[name] {
            if let value = try enteringEvaluationHere({ try invoke(method, Arguments(), at: currentLocation) }) { return value }
            return try enteringEvaluation { try self.invoke(method, Arguments(), at: self.currentLocation) }
        }
        guard !procMethods.isEmpty, procMethods[name] != nil else { return nil }
        return try callMethod(name)
    }

    func makeIdentifier() -> Int {
        nextIdentifier += 1
        return nextIdentifier
    }

    func setLocation(_ location: SourceLocation) {
        currentLocation = location
    }

    private func runProgram(_ program: Program, filePath: String) throws -> Value {
        let file = FileContext(path: filePath, source: program.source)
        return try runFile(program, file: file)
    }

    /// Runs a file's statements in fresh top-level locals; `return` at top level ends the file.
    func runFile(_ program: Program, file: FileContext) throws -> Value {
        sources[program.source.path] = program.source
        let target = makeIdentifier()
        let scope = Scope(parent: nil, activation: Activation(methodName: nil, block: nil), file: file, returnTarget: target)
        // A run may be nested (an action renders a `.tt` or require_relative loads a file mid-block):
        // its top level is not inside the caller's loop or block.
        let savedFile = currentFile
        let savedBreakTag = breakTag
        currentFile = file
        breakTag = nil
        defer {
            currentFile = savedFile
            breakTag = savedBreakTag
        }
        // A streamed program (`Program.isStreamed`) runs its first statements while the rest is
        // parsed, and the rest once it is; one parsed whole has no rest.
        let head = program.parsedBody, rest = program.rest
        guard head != nil || rest != nil else { return .nil }
        return try translatingSignals {
            do {
                var result = Value.nil
                if let head {
                    reserveMethods(for: head)
                    result = try evaluate(head, scope)
                }
                if let tail = try rest?.statements() {
                    reserveMethods(for: tail)
                    result = try evaluate(tail, scope)
                }
                return result
            } catch let signal as ReturnSignal where signal.target == target {
                // A file with a syntax error past its `return` would not have run at all.
                _ = try rest?.statements()
                return signal.value
            }
        }
    }

    /// Room in `methods` for a file's top-level `def`s at once: a long runner defines thousands, and
    /// each regrowth of the table moves every entry again.
    private func reserveMethods(for body: Node) {
        guard case .sequence(let statements) = body.kind else { return }
        var definitions = 0
        for statement in statements {
            if case .methodDefinition = statement.kind { definitions += 1 }
        }
        if methods.capacity < methods.count + definitions { methods.reserveCapacity(methods.count + definitions) }
    }

    func addMethod(_ method: DefinedMethod, named name: String) {
        methods.define(method, named: name)
        methodNameFilter.insert(name)
    }

    /// Control signals that escape their target become the errors Ruby reports for them.
    func translatingSignals(_ work: () throws -> Value) throws -> Value {
        do {
            return try work()
        } catch let signal as BreakSignal {
            throw error("LocalJumpError", "break from proc-closure", at: signal.location)
        } catch let signal as NextSignal {
            throw error("LocalJumpError", "next used outside of a block or loop", at: signal.location)
        } catch let signal as ReturnSignal {
            throw error("LocalJumpError", "unexpected return", at: signal.location)
        } catch let signal as RetrySignal {
            throw error("SyntaxError", "Invalid retry (retry outside of a rescue clause)", at: signal.location)
        } catch let signal as ThrowSignal {
            throw error("UncaughtThrowError", "uncaught throw \(signal.tag.inspect)", at: signal.location)
        }
    }

    /// A located Ruby exception with its source line and the current backtrace.
    func error(_ className: String, _ message: String, at location: SourceLocation, code: DiagnosticCode = .runtimeError) -> RuntimeError {
        var error = RuntimeError(className, message, at: location, sourceLine: sourceLine(at: location), code: code)
        error.backtrace = callSites.reversed()
        return error
    }

    func sourceLine(at location: SourceLocation) -> String? {
        sources[location.file]?.line(location.line).map(String.init)
    }

    /// Fills in where an error from a built-in or action happened when it did not say.
    func located(_ error: RuntimeError, at location: SourceLocation) -> RuntimeError {
        var error = error
        if error.location == nil {
            error.location = location
            error.sourceLine = sourceLine(at: location)
            if error.backtrace.isEmpty { error.backtrace = callSites.reversed() }
        } else if error.sourceLine == nil, let loc = error.location {
            error.sourceLine = sourceLine(at: loc)
        }
        return error
    }
}

/// The template's `self` (Ruby's `main`): receiver-less calls and `self.x` dispatch to the interpreter.
final class TemplateObject: ObjectValue {
    override var className: String { "Object" }
    override var inspectText: String { "main" }
}
