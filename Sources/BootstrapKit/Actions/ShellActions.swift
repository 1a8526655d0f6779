import Diagnostics
import Foundation
import RunnerLanguage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thor 1.2.1's shell beyond `say`/`ask` (PromptActions): `error`, `say_error`, `print_in_columns`,
/// `print_wrapped`, `terminal_width`, `with_padding`, `file_collision`, `shell`; and Thor's
/// `thor`, `options=` and `relative_to_original_destination_root` — each as Thor writes it.
enum ShellActions {
    static let definitions: [ActionDefinition] = [
        // error(statement): `stderr.puts statement`.
        ActionDefinition("error", ActionSignature(required: 1), options: .none) { run, a in
            let text = try a.toS(a.argument(0))
            run.context.log.errorOutput(text.hasSuffix("\n") ? text : text + "\n")
            return .nil
        },
        // say_error(message = "", color = nil, force_new_line = …): `say`, to standard error.
        ActionDefinition("say_error", ActionSignature(optional: 3), options: .none) { run, a in
            let message = try a.positional.first.map { try a.toS($0) } ?? ""
            run.context.log.sayError(message, color: PromptActions.color(a.positional.dropFirst().first))
            return .nil
        },
        ActionDefinition("terminal_width", options: .none) { _, _ in .integer(terminalWidth()) },
        // print_in_columns(array): as many columns as fit the terminal, each as wide as the widest value.
        ActionDefinition("print_in_columns", ActionSignature(required: 1), options: .none) { run, a in
            let values = try ActionCall.list(try a.argument(0)).map { try a.toS($0) }
            guard !values.isEmpty else { return .nil }
            let width = (values.map(\.count).max() ?? 0) + 2
            let perLine = terminalWidth() / width
            var out = ""
            for (index, value) in values.enumerated() {
                if (perLine != 0 && (index + 1) % perLine == 0 && index != 0) || index + 1 == values.count {
                    out += value + "\n"
                } else {
                    out += value.padding(toLength: max(width, value.count), withPad: " ", startingAt: 0)
                }
            }
            run.context.log.output(out)
            return .nil
        },
        // print_wrapped(message, indent: 0): paragraphs wrapped to the terminal's width.
        ActionDefinition("print_wrapped", ActionSignature(required: 1, keywords: ["indent"])) { run, a in
            let indent = a.option("indent").flatMap { if case .integer(let i) = $0 { return i } else { return nil } } ?? 0
            run.context.log.output(wrapped(try a.toS(a.argument(0)), width: terminalWidth() - indent, indent: indent))
            return .nil
        },
        // with_padding { … }: the block's status lines (and `say`s) one level deeper.
        ActionDefinition("with_padding", ActionSignature(takesBlock: true), options: .none) { run, a in
            run.context.log.indentLevel += 1
            defer { run.context.log.indentLevel -= 1 }
            return try a.block?.call([]) ?? .nil
        },
        // file_collision(destination) { content }: Thor's `Overwrite DEST?` question; true to overwrite.
        ActionDefinition("file_collision", ActionSignature(required: 1, takesBlock: true), options: .none) { run, a in
            .bool(try fileCollision(try a.toS(a.argument(0)), diff: a.block, run, a))
        },
        // shell: Thor's shell, whose methods are the ones above and `say`, `ask` … (and `padding`).
        ActionDefinition("shell", options: .none) { run, _ in run.context.interpreter.mainInstanceVariable("@shell") ?? .nil },
        // options=(hash): later reads of `options` see the new hash.
        ActionDefinition("options=", ActionSignature(required: 1), options: .none) { run, a in
            guard case .hash(let hash) = try a.argument(0) else {
                if case .object(let other as OptionsObject) = try a.argument(0) { run.optionsObject.replace(with: other.values); return try a.argument(0) }
                throw a.call.error("TypeError", "options must be a Hash, not \(try a.argument(0).className)")
            }
            run.optionsObject.replace(with: hash)
            return try a.argument(0)
        },
        // relative_to_original_destination_root(path, remove_dot = true).
        ActionDefinition("relative_to_original_destination_root", ActionSignature(required: 1, optional: 1), options: .none) { run, a in
            let path = try a.toS(a.argument(0))
            let removeDot = a.positional.count > 1 ? a.positional[1].isTruthy : true
            let root = run.context.workspace.absolute("")
            guard path.hasPrefix(root), path.count == root.count || path.dropFirst(root.count).first == "/" else { return .str(path) }
            let relative = "." + path.dropFirst(root.count)
            return .str(removeDot ? String(relative.dropFirst(2)) : relative)
        },
        // thor(command, *args, options): `run "thor COMMAND ARGS --switches"`, shown as `thor COMMAND …`.
        ActionDefinition("thor", ActionSignature(required: 1, acceptsRest: true, acceptsAnyKeyword: true), options: .last(from: 1),
                         command: { ["thor " + thorWords($0)] }) { run, a in
            let words = try CommandActions.commandWords(a, run.context)
            var config = CommandExecutor.Config()
            config.capture = a.flag("capture") ?? false
            if let verbose = a.flag("verbose") { config.verbose = verbose }
            let directory = run.context.workspace.currentDirectory
            config.statusMessage = "thor \(thorWords(words)) from \(StringText.inspect(directory.isEmpty ? "." : "./" + directory))"
            switch try run.executor.execute("thor " + thorWords(words), config, call: a.call) {
            case .skipped: return .nil
            case .finished(let result): return config.capture ? .str(result.output) : .bool(result.succeeded)
            }
        },
    ]

    /// Thor's `thor` command line: the words, then `Thor::Options.to_switches` of the options other
    /// than verbose, pretend and capture (`--force`, `--name "x"`).
    static func thorWords(_ words: CommandWords) -> String {
        let switches = words.options.filter { !["verbose", "pretend", "capture"].contains($0.key) && $0.isSet }.map { option in
            option.text == "true" ? "--\(option.key)" : "--\(option.key) \(StringText.inspect(option.text))"
        }
        return (words.positional + [switches.joined(separator: " ")]).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }

    /// Thor's terminal_width: `THOR_COLUMNS`, else the width of the terminal on standard input,
    /// else 80 (what `tput cols` says without one); under 10 is 80.
    static func terminalWidth() -> Int {
        var width = 80
        if let given = ProcessEnvironment.value(of: "THOR_COLUMNS") {
            width = Int(given.trimmingCharacters(in: .whitespaces)) ?? 0
        } else if isatty(0) != 0 {
            var size = winsize()
            if ioctl(0, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { width = Int(size.ws_col) }
        }
        return width < 10 ? 80 : width
    }

    /// Thor's print_wrapped: each paragraph's words joined while the line stays under `width`.
    static func wrapped(_ message: String, width: Int, indent: Int) -> String {
        let paragraphs = message.components(separatedBy: "\n\n").compactMap { paragraph -> String? in
            let words = paragraph.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
            guard var memo = words.first else { return nil }
            var counter = memo.count
            for word in words.dropFirst() {
                if counter + word.count + 1 < width {
                    memo += " " + word
                    counter += word.count + 1
                } else {
                    memo += "\n" + word
                    counter = word.count
                }
            }
            return memo
        }
        var out = ""
        for (index, paragraph) in paragraphs.enumerated() {
            for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false) { out += String(repeating: " ", count: indent) + line + "\n" }
            if index < paragraphs.count - 1 { out += "\n" }
        }
        return out
    }

    /// Thor's file_collision: asks until it understands the answer; without a terminal the
    /// question's default answer, Y. `a` answers every later question too; `q` stops the run.
    static func fileCollision(_ destination: String, diff: ProcValue?, _ run: ActionEnvironment, _ a: ActionCall) throws -> Bool {
        let context = run.context
        if context.overwriteAll { return true }
        // Without a terminal Thor's `ask` reads the end of input: it says "" and overwrites.
        guard context.terminal.isInteractive else {
            context.log.say("")
            return true
        }
        let choices = diff == nil ? "[Ynaqh]" : "[Ynaqdhm]"
        while true {
            guard let raw = context.terminal.readLine(prompt: "Overwrite \(TerminalText.escaped(destination))? (enter \"h\" for help) \(choices) ") else {
                context.log.say("")
                return true
            }
            switch raw.trimmingCharacters(in: .whitespaces).lowercased() {
            case "", "y", "yes", "f", "force": return true
            case "n", "no", "s", "skip": return false
            case "a", "all", "always":
                context.overwriteAll = true
                return true
            case "q", "quit":
                context.log.say("Aborting...")
                throw ActionError.aborted(at: a.location)
            case "d", "diff" where diff != nil:
                let new = try a.toS(try diff!.call([]))
                let old = (try? context.workspace.read(context.workspace.resolve(destination, for: .read, at: a.location))) ?? nil
                context.terminal.write(TerminalText.escaped(UnifiedDiff.diff(old: old ?? "", new: new, oldName: destination, newName: destination + " (new)")))
                context.log.say("Retrying...")
            default:
                context.terminal.write(ConflictResolver.help)
            }
        }
    }
}

/// `shell` and `@shell`: Thor's shell object. Its methods are the template's own shell actions
/// (`shell.say "x"` is `say "x"`), and its `padding` is the status lines' nesting.
final class ShellObject: ObjectValue {
    static let forwarded: Set<String> = [
        "say", "say_status", "ask", "yes?", "no?", "set_color", "print_table", "print_wrapped", "print_in_columns", "error",
        "say_error", "terminal_width", "file_collision",
    ]
    let log: StatusLog
    init(log: StatusLog) { self.log = log }

    override var className: String { "Thor::Shell::Color" }
    override var inspectText: String { "#<Thor::Shell::Color>" }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        if Self.forwarded.contains(name) { return try context.call(name, arguments) }
        switch name {
        case "padding": return .integer(log.indentLevel)
        case "padding=":
            if case .integer(let level)? = arguments.positional.first { log.indentLevel = level }
            return arguments.positional.first ?? .nil
        case "indent":
            let count: Int
            if case .integer(let n)? = arguments.positional.first { count = n } else { count = 1 }
            let saved = log.indentLevel
            log.indentLevel += count
            defer { log.indentLevel = saved }
            return try arguments.block?.call([]) ?? .nil
        default: return nil
        }
    }
}
