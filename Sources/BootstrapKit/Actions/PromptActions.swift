import RunnerLanguage

/// Talking to the user (docs/actions.md): `say`, `say_status`, `ask`, `yes?`, `no?`, with Thor's
/// signatures. Answers come from `--set`, the terminal or the default (see `Prompter`).
public enum PromptActions {
    static let definitions: [ActionDefinition] = [
        // say(message = "", color = nil, force_new_line = …): Thor adds the newline unless the
        // message ends in a space or tab; StatusLog.say does exactly that.
        ActionDefinition("say", ActionSignature(optional: 3), options: .none) { run, a in
            let message = try a.positional.first.map { try a.toS($0) } ?? ""
            run.context.log.say(message, color: color(a.positional.dropFirst().first))
            return .nil
        },
        // say_status(status, message, log_status = true): false/nil prints nothing, a colour
        // symbol colours the status, anything else is green (not the status's usual colour).
        ActionDefinition("say_status", ActionSignature(required: 2, optional: 1), options: .none) { run, a in
            let logStatus = a.positional.count > 2 ? a.positional[2] : .true
            guard logStatus.isTruthy else { return .nil }
            let shownColor: StatusColor
            if case .symbol(let name) = logStatus { shownColor = StatusColor(name: name) ?? .green } else { shownColor = .green }
            run.context.log.status(try a.toS(a.argument(0)), try a.toS(a.argument(1)), color: shownColor)
            return .nil
        },
        ActionDefinition("ask", ActionSignature(required: 1, optional: 2, keywords: askKeywords)) { run, a in
            .str(try run.prompter.ask(try question(a), context: a.call))
        },
        ActionDefinition("yes?", ActionSignature(required: 1, optional: 2, keywords: ["default", "name"])) { run, a in
            .bool(try run.prompter.confirm(try question(a), expectYes: true, context: a.call))
        },
        ActionDefinition("no?", ActionSignature(required: 1, optional: 2, keywords: ["default", "name"])) { run, a in
            .bool(try run.prompter.confirm(try question(a), expectYes: false, context: a.call))
        },
        // Rails' `log`: one argument is `say`, more are `say_status(*args, :green)`.
        ActionDefinition("log", ActionSignature(required: 1, optional: 1), options: .none) { run, a in
            if a.positional.count == 1 {
                run.context.log.say(try a.toS(a.positional[0]))
            } else {
                run.context.log.status(try a.toS(a.positional[0]), try a.toS(a.positional[1]), color: .green)
            }
            return .nil
        },
        // Thor's `set_color(string, *colors)` wraps the string in the colours' escape codes on a
        // terminal. Here it returns the string itself: escape codes in text a template prints are
        // shown escaped (docs/safety.md, "The terminal shows the truth"), since a colour code can
        // hide text as well as colour it. `say TEXT, COLOR` colours a line.
        ActionDefinition("set_color", ActionSignature(required: 1, acceptsRest: true), options: .none) { _, a in
            .str(try a.toS(a.argument(0)))
        },
        // Thor's `print_table(rows, indent:, colwidth:)`: columns padded to their widest cell.
        ActionDefinition("print_table", ActionSignature(required: 1, keywords: ["indent", "colwidth", "truncate"])) { run, a in
            let rows = ActionCall.list(try a.argument(0)).map { ActionCall.list($0) }
            let indent = a.option("indent").flatMap { if case .integer(let i) = $0 { return i } else { return nil } } ?? 0
            let colwidth = a.option("colwidth").flatMap { if case .integer(let i) = $0 { return i } else { return nil } }
            // Thor writes the rows with `stdout.puts`: not indented under `apply`, as `say` would be.
            for line in try PrintedTable.lines(rows, indent: indent, colwidth: colwidth, toS: a.toS) {
                run.context.log.output(line + "\n")
            }
            return .nil
        },
        // answers[:name] / answers["name"]: the answers to the config's `_questions` (docs/questions.md).
        ActionDefinition("answers", ActionSignature(), options: .none) { run, _ in
            .hash(run.prompter.declaredAnswers)
        },
    ]

    static let askKeywords = ["default", "limited_to", "name", "echo", "path", "case_insensitive", "add_to_history"]

    /// Thor's `ask(statement, *args)`: an optional colour, then options (keywords or a last Hash).
    private static func question(_ a: ActionCall) throws -> Prompter.Question {
        var question = Prompter.Question(try a.toS(a.argument(0)))
        question.defaultAnswer = try a.option("default").map { try a.toS($0) }
        question.name = try a.option("name").map { try a.toS($0) }
        // Thor's `echo: false` hides what is typed: a password, never saved in `.bootstrap.yml`.
        if let echo = a.option("echo") { question.secret = !echo.isTruthy }
        if let limited = a.option("limited_to") {
            question.limitedTo = try ActionCall.list(limited).map { try a.toS($0) }
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
