/// A positional argument of one command (`new PATH`, `check [FILE.rb ...]`), converted like an
/// option's value and stored into the request.
public struct CommandLineArgument {
    public enum Arity {
        case required
        case optional
        /// Any number, zero included; only the last argument of a command.
        case many
    }

    /// The placeholder (`PATH`), as usage lines show it.
    public let name: String
    public let help: String
    public let arity: Arity
    /// The message when a required argument is missing; by default `new needs PATH (the project to create)`.
    public let missingMessage: String?
    let apply: (inout CommandRequest, String) throws(ValueRejection) -> Void

    public init<Value>(
        _ name: String, help: String, arity: Arity = .required, missing missingMessage: String? = nil,
        as conversion: ValueConversion<Value>, set: @escaping (inout CommandRequest, Value) -> Void
    ) {
        self.name = name
        self.help = help
        self.arity = arity
        self.missingMessage = missingMessage
        self.apply = { request, text throws(ValueRejection) in
            set(&request, try conversion.convert(text).get())
        }
    }

    /// `PATH`, `[TOPIC]`, `[FILE.rb ...]`.
    var usage: String {
        switch arity {
        case .required: return name
        case .optional: return "[\(name)]"
        case .many: return "[\(name) ...]"
        }
    }
}
