import Foundation
import RunnerLanguage

/// The private helpers of Rails 6.1's generator actions (railties `actions.rb`) and of
/// `Rails::Generators::Base` that templates call: `quote`, `extify`, `optimize_indentation`,
/// `indentation`/`with_indentation` (the Gemfile's `@indentation`), `append_file_with_newline`,
/// `execute_command`, `indent`, `namespace` and `namespaced?` — each as Rails writes it.
enum RailsHelperActions {
    static let definitions: [ActionDefinition] = [
        // quote(value); `quote(a: 1)` passes its keywords as the Hash they are in Ruby.
        ActionDefinition("quote", ActionSignature(optional: 1, acceptsAnyKeyword: true), options: .none) { _, a in
            guard let value = a.positional.first ?? a.config.map(Value.hash) else {
                throw a.call.error("ArgumentError", "wrong number of arguments (given 0, expected 1)")
            }
            return .str(try quote(value, a))
        },
        // extify(name): the name (Rails adds `.bat` on Windows only).
        ActionDefinition("extify", ActionSignature(required: 1), options: .none) { _, a in .str(try a.toS(a.argument(0))) },
        ActionDefinition("optimize_indentation", ActionSignature(required: 1, optional: 1), options: .none) { _, a in
            let amount = a.positional.count > 1 ? (try a.call.send(a.positional[1], "to_i", Arguments())).integerValue ?? 0 : 0
            guard case .string(let text) = try a.argument(0) else { return .str(try a.toS(a.argument(0)) + "\n") }
            return .str(RailsCodeText.optimizeIndentation(text.value, amount: amount))
        },
        // indentation: "  " * @indentation.
        ActionDefinition("indentation", options: .none) { run, _ in .str(String(repeating: "  ", count: indentationLevel(run))) },
        // with_indentation { … }: the block with @indentation one deeper; `gem` lines in it are indented.
        ActionDefinition("with_indentation", ActionSignature(takesBlock: true), options: .none) { run, a in
            let level = indentationLevel(run)
            run.context.interpreter.setMainInstanceVariable("@indentation", .integer(level + 1))
            defer { run.context.interpreter.setMainInstanceVariable("@indentation", .integer(level)) }
            return try a.block?.call([]) ?? .nil
        },
        // append_file_with_newline(path, str, options = {}): `gsub_file path, /\n?\z/, options` ending
        // the file with a newline and `str` on a line of its own.
        ActionDefinition("append_file_with_newline", ActionSignature(required: 2, optional: 1, keywords: ["verbose", "force"]), options: .at(2)) {
            _, a in
            let line = try a.toS(a.argument(1))
            let pattern = try NSRegularExpression(pattern: "\\n?\\z")
            let block = ProcValue(isLambda: false, arity: 1, parameterCount: 1, location: a.location) { arguments in
                guard case .string(let match)? = arguments.positional.first else { return .str("") }
                return .str(match.value.hasSuffix("\n") ? "" : "\n\(line)\n")
            }
            let regexp = Value.regexp(RegexpValue(source: "\\n?\\z", options: "", compiled: pattern))
            return try a.call.call("gsub_file", Arguments(positional: [try a.argument(0), regexp], keywords: a.config, block: block))
        },
        // execute_command(executor, command, options = {}): `EXECUTOR  COMMAND` in green, then the
        // command at the root with RAILS_ENV, as `rake` and `rails_command` do.
        ActionDefinition(
            "execute_command", ActionSignature(required: 2, optional: 1, keywords: CommandActions.railsKeywords), options: .at(2),
            command: { ["\($0.flag("sudo") ? "sudo " : "")\($0.positional[0]) \($0.positional.count > 1 ? $0.positional[1] : "")"] }
        ) { run, a in
            let words = try CommandActions.commandWords(a, run.context)
            let command = "\(words.flag("sudo") ? "sudo " : "")\(words.positional[0]) \(words.positional[1])"
            return try CommandActions.railsTool(status: words.positional[0], shown: words.positional[1], command: command, a, run)
        },
        // Base#indent(content, multiplier = 2): every line that is not blank, indented.
        ActionDefinition("indent", ActionSignature(required: 1, optional: 1), options: .none) { _, a in
            let width = a.positional.count > 1 ? (try a.call.send(a.positional[1], "to_i", Arguments())).integerValue ?? 2 : 2
            let lines = ActionCall.list(try a.call.send(a.argument(0), "each_line", Arguments()).arrayOrSelf(a))
            var out = ""
            for line in lines {
                let text = try a.toS(line)
                out += text.allSatisfy(\.isWhitespace) ? text : String(repeating: " ", count: max(width, 0)) + text
            }
            return .str(out)
        },
        // Base#namespace: Rails::Generators.namespace, nil for an app (engines set one).
        ActionDefinition("namespace", options: .none) { _, _ in .nil },
        // Base#namespaced?: `!options[:skip_namespace] && namespace`.
        ActionDefinition("namespaced?", options: .none) { run, _ in run.optionsObject.isSet("skip_namespace") ? .false : .nil },
    ]

    static func indentationLevel(_ run: ActionEnvironment) -> Int {
        if case .integer(let level)? = run.context.interpreter.mainInstanceVariable("@indentation") { return level }
        return 0
    }

    /// Rails' `quote(value)`: a Hash as `key: quote(value)` pairs, a non-String by `inspect`, a String
    /// in single quotes unless it holds one (then `inspect`).
    static func quote(_ value: Value, _ a: ActionCall) throws -> String {
        switch value {
        case .hash(let hash):
            return try hash.pairs.map { key, item in "\(try a.toS(key)): \(try quote(item, a))" }.joined(separator: ", ")
        case .string(let s):
            return s.value.contains("'") ? value.inspect : "'\(s.value)'"
        default:
            let shown = try a.call.send(value, "inspect", Arguments())
            return try a.toS(shown)
        }
    }
}

private extension Value {
    var integerValue: Int? {
        if case .integer(let i) = self { return i }
        return nil
    }

    /// An enumerator's elements (`each_line` without a block), or the value itself.
    func arrayOrSelf(_ a: ActionCall) throws -> Value {
        if case .array = self { return self }
        return try a.call.send(self, "to_a", Arguments())
    }
}
