import Diagnostics

/// Built-in methods, host objects and actions call back into the interpreter through this.
extension Interpreter: CallContext {
    /// The call site of the call being made.
    public var location: SourceLocation { currentLocation }

    public func send(_ receiver: Value, _ name: String, _ arguments: Arguments) throws -> Value {
        try send(receiver, name, arguments, at: currentLocation)
    }

    public func call(_ name: String, _ arguments: Arguments) throws -> Value {
        try callFunction(name, arguments, at: currentLocation, hasParentheses: true)
    }

    public func error(_ className: String, _ message: String) -> RuntimeError {
        error(className, message, at: currentLocation)
    }
}
