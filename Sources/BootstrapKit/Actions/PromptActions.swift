import RunnerLanguage

/// Talking to the user (actions.md): `say`, `say_status`, `ask`, `yes?`, `no?`, with Thor's
/// signatures. Answers come from `--set`, the terminal or the default (see `Prompter`).
public enum PromptActions {
    public static func register(into context: ActionContext) {
        let prompter = context.prompter
        let read = ActionArgumentReading.self

        // say(message = "", color = nil, force_new_line = …): Thor adds the newline unless the
        // message ends in a space or tab; StatusLog.say does exactly that.
        context.define("say", ActionSignature(optional: 3)) { arguments, call in
            let message = try arguments.positional.first.map { try read.text($0, call) } ?? ""
            context.log.say(message, color: color(arguments.positional.dropFirst().first))
            return .nil
        }

        // say_status(status, message, log_status = true): false/nil prints nothing, a colour
        // symbol colours the status, anything else is green (not the status's usual colour).
        context.define("say_status", ActionSignature(required: 2, optional: 1)) { arguments, call in
            let logStatus = arguments.positional.count > 2 ? arguments.positional[2] : .true
            guard logStatus.isTruthy else { return .nil }
            let shownColor: StatusColor
            if case .symbol(let name) = logStatus { shownColor = StatusColor(name: name) ?? .green } else { shownColor = .green }
            context.log.status(
                try read.text(read.argument(arguments, 0, call), call), try read.text(read.argument(arguments, 1, call), call), color: shownColor)
            return .nil
        }

        context.define("ask", ActionSignature(required: 1, optional: 2, keywords: askKeywords)) { arguments, call in
            .str(try prompter.ask(try question(arguments, call), context: call))
        }

        context.define("yes?", ActionSignature(required: 1, optional: 2, keywords: ["default", "name"])) { arguments, call in
            .bool(try prompter.confirm(try question(arguments, call), expectYes: true, context: call))
        }

        context.define("no?", ActionSignature(required: 1, optional: 2, keywords: ["default", "name"])) { arguments, call in
            .bool(try prompter.confirm(try question(arguments, call), expectYes: false, context: call))
        }
    }

    static let askKeywords = ["default", "limited_to", "name", "echo", "path", "case_insensitive", "add_to_history"]

    /// Thor's `ask(statement, *args)`: an optional colour, then options (keywords or a Hash).
    private static func question(_ arguments: Arguments, _ call: CallContext) throws -> Prompter.Question {
        let read = ActionArgumentReading.self
        let hashIndex = arguments.positional.lastIndex { if case .hash = $0 { return true } else { return false } }
        func option(_ name: String) -> Value? {
            read.option(name, arguments, positionalHashAt: hashIndex).flatMap { $0.isNil ? nil : $0 }
        }
        var question = Prompter.Question(try read.text(read.argument(arguments, 0, call), call))
        question.defaultAnswer = try option("default").map { try read.text($0, call) }
        question.name = try option("name").map { try read.text($0, call) }
        if let limited = option("limited_to") {
            question.limitedTo = try read.list(limited).map { try read.text($0, call) }
        }
        return question
    }

    /// A Thor colour argument: a symbol or string name, or an array whose first known name wins.
    static func color(_ value: Value?) -> StatusColor? {
        switch value {
        case .some(.symbol(let name)): return StatusColor(name: name)
        case .some(.string(let s)): return StatusColor(name: s.value)
        case .some(.array(let a)): return a.elements.lazy.compactMap { color($0) }.first
        default: return nil
        }
    }
}
