import Diagnostics

/// The arguments of one call, as the evaluator hands them to built-in methods, host objects and actions.
public struct Arguments {
    public var positional: [Value]
    /// Keyword arguments and a trailing braceless hash (`after: x`, `:after => x`, `'k' => v`, `**opts`),
    /// keys as written (symbols or strings). nil when the call had none.
    public var keywords: HashBox?
    public var block: ProcValue?

    public init(positional: [Value] = [], keywords: HashBox? = nil, block: ProcValue? = nil) {
        self.positional = positional
        self.keywords = keywords
        self.block = block
    }

    /// A keyword option by name, whether written `name: v`, `:name => v` or `'name' => v`.
    public func option(_ name: String) -> Value? { keywords?.option(name) }

    /// The positional arguments with a trailing keywords hash folded in as a last Hash argument,
    /// the way Thor's `args.last.is_a?(Hash)` sees them.
    public var positionalWithOptionsHash: [Value] {
        guard let keywords else { return positional }
        return positional + [.hash(keywords)]
    }
}

/// What a built-in method, host object or action can ask of the interpreter while it runs.
/// The evaluator implements it; actions in BootstrapKit use it without knowing the evaluator.
public protocol CallContext: AnyObject {
    /// The call site: the runner file, line and column of the call being made. Errors an action
    /// raises about the call (a refused path, a missing file) should be located here.
    var location: SourceLocation { get }
    /// Calls a method on a value as template code would (`value.name(*args)`), with the full
    /// dispatch order: template-defined methods, built-ins, then registered actions.
    func send(_ receiver: Value, _ name: String, _ arguments: Arguments) throws -> Value
    /// Calls a receiver-less method (`name(*args)`) as template code would.
    func call(_ name: String, _ arguments: Arguments) throws -> Value
    /// A Ruby exception (`ArgumentError`, `RuntimeError` …) located at the call site, ready to throw.
    func error(_ className: String, _ message: String) -> RuntimeError
}

/// A raised Ruby exception, or an error of the interpreter reported as one.
/// It carries where it was raised, so the user sees `runners/x.rb:3:5: message`.
public struct RuntimeError: Error, CustomStringConvertible {
    /// `RuntimeError`, `ArgumentError`, `NoMethodError`, `NameError`, `TypeError`, `ZeroDivisionError`,
    /// `KeyError`, `IndexError`, `StopIteration`, or a name the template raised.
    public var className: String
    public var message: String
    public var location: SourceLocation?
    /// The source line at `location`, captured when the error was made, for the caret display.
    public var sourceLine: String?
    /// Call sites from the innermost outwards, after `location`.
    public var backtrace: [SourceLocation]
    /// The exception object the template sees in `rescue => e` (created lazily by the evaluator).
    public var exceptionObject: ObjectValue?
    /// A stable code for `--format json` and `bootstrap check` (`unknown-method`, `refused-path` …).
    public var code: DiagnosticCode

    public init(
        _ className: String, _ message: String, at location: SourceLocation? = nil, sourceLine: String? = nil,
        code: DiagnosticCode = .runtimeError
    ) {
        self.className = className
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
        self.backtrace = []
        self.exceptionObject = nil
        self.code = code
    }

    /// What the user sees: `FILE:LINE:COL: message (ClassName)`, the line and a caret.
    public var diagnostic: Diagnostic {
        let suffix = className == "RuntimeError" || className.isEmpty ? "" : " (\(className))"
        return Diagnostic(.error, code: code, message: message + suffix, at: location, sourceLine: sourceLine)
    }

    public var description: String { diagnostic.rendered }
}
