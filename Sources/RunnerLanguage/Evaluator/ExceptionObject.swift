import Diagnostics

/// What `rescue => e` binds: a view of a RuntimeError with Ruby's exception methods.
final class ExceptionObject: ObjectValue {
    var error: RuntimeError
    /// The template class it is an instance of (`class MyError < StandardError`), whose methods it answers first.
    let userClass: RubyModule?
    var instanceVariables = InstanceVariables()
    init(_ error: RuntimeError, userClass: RubyModule? = nil) {
        self.error = error
        self.userClass = userClass
    }
    override var className: String { error.className }
    override var inspectText: String { "#<\(error.className): \(error.message)>" }
    override var toSText: String { error.message }

    /// "file:line" of where it was raised, then of each enclosing template method call.
    var backtraceLines: Value {
        guard let location = error.location else { return .nil }
        return .arr(([location] + error.backtrace).map { .str("\($0.file):\($0.line)") })
    }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        switch name {
        case "message", "to_s": return .str(error.message)
        case "inspect": return .str(inspectText)
        case "backtrace": return backtraceLines
        case "full_message":
            let place = error.location.map { "\($0.file):\($0.line): " } ?? ""
            return .str("\(place)\(error.message) (\(error.className))")
        case "cause": return .nil
        case "exception":
            guard let message = arguments.positional.first else { return .object(self) }
            var copy = error
            copy.message = message.toS
            let object = ExceptionObject(copy, userClass: userClass)
            object.instanceVariables = instanceVariables
            object.error.exceptionObject = object
            return .object(object)
        case "==": 
            guard case .object(let other as ExceptionObject)? = arguments.positional.first else { return .false }
            return .bool(other === self || (other.error.className == error.className && other.error.message == error.message))
        default: return nil
        }
    }
}

extension Interpreter {
    func exceptionObject(for error: RuntimeError) -> ExceptionObject {
        if let existing = error.exceptionObject as? ExceptionObject { return existing }
        return ExceptionObject(error)
    }

    /// `raise`, `raise "msg"`, `raise Class`, `raise Class, "msg"`, `raise exception`.
    func raiseError(_ arguments: Arguments, at location: SourceLocation) throws -> Never {
        let positional = arguments.positional
        guard let first = positional.first else {
            if let current = currentException { throw current }
            throw error("RuntimeError", "unhandled exception", at: location)
        }
        if case .object(let klass as RubyModule) = first {
            // `raise MyError` / `raise MyError, "msg"`: a new instance, its `initialize` run with the message.
            guard isSubclass(klass.displayName, of: "Exception") else {
                throw error("TypeError", "exception class/object expected", at: location)
            }
            let instance = try instantiate(klass, Arguments(positional: positional.count > 1 ? [positional[1]] : []), at: location)
            var rest = arguments
            rest.positional = [instance]
            try raiseError(rest, at: location)
        }
        let message = positional.count > 1 ? try toS(positional[1], at: location) : nil
        switch first {
        case .string(let text):
            throw error("RuntimeError", text.value, at: location)
        case .object(let klass as ClassObject):
            guard isSubclass(klass.name, of: "Exception") else {
                throw error("TypeError", "exception class/object expected", at: location)
            }
            // `raise ArgumentError` is how a template says its input is wrong (an answer, a name): bad input.
            let code: DiagnosticCode = isSubclass(klass.name, of: "ArgumentError") ? .argumentError : .runtimeError
            throw error(klass.name, message ?? klass.name, at: location, code: code)
        case .object(let exception as ExceptionObject):
            var raised = exception.error
            if let message { raised.message = message }
            if exception.userClass != nil { raised.exceptionObject = exception }
            if raised.location == nil {
                raised.location = location
                raised.sourceLine = sourceLine(at: location)
                raised.backtrace = callSites.reversed()
            }
            throw raised
        default:
            throw error("TypeError", "exception class/object expected", at: location)
        }
    }
}
