/// One declared flag (`--force`) or option (`--template TEMPLATE`): its names, its help line, the
/// commands that take it, the flags it cannot be combined with, and what it does to the request.
/// The parser, the usage text and `help COMMAND` all read these declarations; nothing else lists flags.
public struct CommandLineFlag {
    /// Every spelling, short ones first (`-f`, `--force`); the last one names the flag in messages.
    public let names: [String]
    /// The placeholder of the value (`TEMPLATE`), nil for a flag that takes none.
    public let valueName: String?
    public let help: String
    /// The commands that take this flag; any other command refuses it.
    public let commands: Set<String>
    /// May be given more than once (`--set`); otherwise a second one replaces the first.
    public let repeatable: Bool
    /// Flags of the same command this one cannot be given with (`--force` and `--skip`).
    public let excludes: [String]
    /// Applies the flag to the request; the text is the option's value ("" for a flag).
    let apply: (inout CommandRequest, String) throws(ValueRejection) -> Void

    /// The name used in messages and in the did-you-mean candidates: the long one.
    public var name: String { names.last! }
    public var takesValue: Bool { valueName != nil }

    /// A flag that takes no value (`-f`, `--force`).
    public static func flag(
        _ names: String..., help: String, for commands: Set<String>, excludes: [String] = [],
        set: @escaping (inout CommandRequest) -> Void
    ) -> CommandLineFlag {
        CommandLineFlag(
            names: names, valueName: nil, help: help, commands: commands, repeatable: false, excludes: excludes,
            apply: { request, _ in set(&request) })
    }

    /// An option that takes a value, converted before it reaches the request (`--format json`).
    public static func option<Value>(
        _ names: String..., value valueName: String, help: String, for commands: Set<String>,
        repeatable: Bool = false, excludes: [String] = [], as conversion: ValueConversion<Value>,
        set: @escaping (inout CommandRequest, Value) -> Void
    ) -> CommandLineFlag {
        CommandLineFlag(
            names: names, valueName: valueName, help: help, commands: commands, repeatable: repeatable,
            excludes: excludes,
            apply: { request, text throws(ValueRejection) in
                set(&request, try conversion.convert(text).get())
            })
    }
}

