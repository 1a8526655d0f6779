import Foundation
import RunnerLanguage

/// The actions that run commands (docs/actions.md, "Commands"; Rails 6.1's generator actions):
/// `run`, backticks, `system`, `exec` (refused), `run_bundle`, `rake`, `rails_command`,
/// `generate`, `git`. All of them go through one `CommandExecutor`, so they share consent.
///
/// What a command action returns when the command does not run (`--no-run`, a `n` answer,
/// `--pretend`): `run`, `rake`, `rails_command`, `generate`, `git` and `system` return nil
/// (Thor returns nil under pretend; Ruby's `system` returns nil for a command that could not
/// run); backticks return "" so that `` `git config user.name`.strip `` keeps working.
public enum CommandActions {
    static let definitions: [ActionDefinition] = [
        ActionDefinition("run", ActionSignature(required: 1, optional: 1, keywords: runKeywords), options: .at(1), command: runCommand) {
            run, a in
            _ = try a.argument(0)
            let words = try commandWords(a, run.context)
            var config = try runConfig(a)
            if let tool = words.option("with") {
                // Thor: `desc = "#{File.basename(with)} #{desc}"; command = "#{with} #{command}"`.
                config.statusMessage = "\((tool as NSString).lastPathComponent) \(words.positional[0]) from \(fromText(run.context))"
            }
            return value(of: try run.executor.execute(runCommand(words)[0], config, call: a.call), capture: config.capture)
        },
        // Thor's run_ruby_script: `run command, with: Thor::Util.ruby_command`, the full path of the
        // Ruby running Thor (here of the first `ruby` on PATH, quoted when it holds a blank, as Thor
        // does), shown by its last component: `run  ruby SCRIPT from "."`.
        ActionDefinition(
            "run_ruby_script", ActionSignature(required: 1, optional: 1, keywords: runKeywords), options: .at(1),
            command: { ["\(rubyCommand) \($0.positional.first ?? "")"] }
        ) { run, a in
            _ = try a.argument(0)
            let words = try commandWords(a, run.context)
            var config = try runConfig(a)
            config.statusMessage = "\((RailsNewCommandLine.rubyCommand as NSString).lastPathComponent) \(words.positional[0]) from \(fromText(run.context))"
            return value(of: try run.executor.execute("\(rubyCommand) \(words.positional[0])", config, call: a.call), capture: config.capture)
        },
        ActionDefinition("system", ActionSignature(required: 1, acceptsRest: true), options: .at(0), command: systemCommand) { run, a in
            var config = CommandExecutor.Config()
            config.environment = try a.environment(a.hashOptions.map { .hash($0) })
            guard !a.positional.isEmpty else { throw a.call.error("ArgumentError", "wrong number of arguments (given 0, expected 1+)") }
            switch try run.executor.execute(systemCommand(try commandWords(a, run.context))[0], config, call: a.call) {
            case .skipped: return .nil
            case .finished(let result): return .bool(result.succeeded)
            }
        },
        ActionDefinition("`", ActionSignature(required: 1), options: .none, command: { [$0.positional.first ?? ""] }) { run, a in
            var config = CommandExecutor.Config()
            config.output = .captureStdout
            switch try run.executor.execute(try a.toS(a.argument(0)), config, call: a.call) {
            case .skipped: return .str("")
            case .finished(let result): return .str(result.output)
            }
        },
        ActionDefinition(
            "exec", ActionSignature(required: 1, acceptsRest: true), options: .none,
            refusal: execRefusal
        ) { _, a in
            var error = a.call.error("NotImplementedError", execRefusal)
            error.code = .unsupported
            throw error
        },
        ActionDefinition("run_bundle", ActionSignature(), options: .none, command: { _ in ["bundle install"] }) { run, a in
            // Rails' `bundle_install?`: nothing at all under --skip-bundle or --pretend.
            guard !run.context.options.skipBundle, !run.context.options.pretend else { return .nil }
            var config = CommandExecutor.Config()
            config.inRoot = true
            config.statusMessage = "bundle install"
            config.environment = ["BUNDLE_IGNORE_MESSAGES": "1"]
            return value(of: try run.executor.execute("bundle install", config, call: a.call), capture: false)
        },
        ActionDefinition("rake", ActionSignature(required: 1, optional: 1, keywords: railsKeywords), options: .at(1), command: rakeCommand) {
            run, a in
            _ = try a.argument(0)
            let words = try commandWords(a, run.context)
            return try railsTool(status: "rake", shown: words.positional[0], command: rakeCommand(words)[0], a, run)
        },
        ActionDefinition(
            "rails_command", ActionSignature(required: 1, optional: 1, keywords: railsKeywords + ["inline"]), options: .at(1),
            command: railsCommand
        ) { run, a in
            _ = try a.argument(0)
            let words = try commandWords(a, run.context)
            return try railsTool(status: "rails", shown: words.positional[0], command: railsCommand(words)[0], a, run)
        },
        ActionDefinition(
            "generate", ActionSignature(required: 1, acceptsRest: true, keywords: railsKeywords + ["inline"]), options: .last(from: 1),
            command: generateCommand, joinsArrays: true
        ) { run, a in
            _ = try a.argument(0)
            let words = try commandWords(a, run.context)
            run.context.log.status("generate", words.positional[0])
            // Rails: `options[:abort_on_failure] = !options[:inline]`, then
            // `rails_command "generate #{what} #{args.join(" ")}"` (trailing space and all).
            return try railsTool(
                status: "rails", shown: generateArguments(words), command: generateCommand(words)[0], a, run,
                abortOnFailure: !(a.flag("inline") ?? false))
        },
        ActionDefinition("git", ActionSignature(optional: 1), options: .at(0), command: gitCommands) { run, a in
            // Rails: `git :init` runs `git init`; `git add: ".", commit: "-m 'x'"` runs one
            // `git KEY VALUE` per pair, in order.
            var result: Value = .nil
            for command in gitCommands(try commandWords(a, run.context)) {
                result = value(of: try run.executor.execute(command, .init(), call: a.call), capture: false)
            }
            return result
        },
    ]

    /// Thor::Util.ruby_command as bootstrap can know it: `"…"` around a path with a blank.
    static var rubyCommand: String {
        let path = RailsNewCommandLine.rubyCommand
        return path.contains(where: \.isWhitespace) ? "\"\(path)\"" : path
    }

    static let execRefusal = "exec would replace the generator itself and is not supported in templates; use run or system"
    static let runKeywords = ["capture", "abort_on_failure", "env", "verbose", "with"]
    static let railsKeywords = ["capture", "abort_on_failure", "env", "sudo"]

    // MARK: - The commands, from the call's words (the run executes them, check lists them)

    static func runCommand(_ words: CommandWords) -> [String] {
        let command = words.positional.first ?? ""
        if let tool = words.option("with") { return ["\(tool) \(command)"] }
        return [command]
    }

    /// `system("cmd")` goes to the shell as is; `system("ls", "-l", dir)` runs the program with
    /// exactly those arguments, which through `/bin/sh -c` means quoting each one.
    static func systemCommand(_ words: CommandWords) -> [String] {
        guard words.positional.count > 1 else { return [words.positional.first ?? ""] }
        return [words.positional.map(shellQuote).joined(separator: " ")]
    }

    static func rakeCommand(_ words: CommandWords) -> [String] {
        ["\(sudo(words))rake \(words.positional.first ?? "")"]
    }

    static func railsCommand(_ words: CommandWords) -> [String] {
        ["\(sudo(words))\(words.rails) \(words.positional.first ?? "")"]
    }

    static func generateCommand(_ words: CommandWords) -> [String] {
        ["\(sudo(words))\(words.rails) \(generateArguments(words))"]
    }

    /// What `generate` hands `rails_command`: `generate WHAT ARGS` (trailing space and all, as Rails).
    private static func generateArguments(_ words: CommandWords) -> String {
        "generate \(words.positional.first ?? "") \(words.positional.dropFirst().joined(separator: " "))"
    }

    static func gitCommands(_ words: CommandWords) -> [String] {
        words.positional.map { "git \($0)" } + words.options.map { "git \($0.key) \($0.text)" }
    }

    private static func sudo(_ words: CommandWords) -> String { words.flag("sudo") ? "sudo " : "" }

    /// A call's arguments as command words. `Array#join` (what `generate` does with its arguments)
    /// flattens nested arrays and calls `to_s` on the rest.
    static func commandWords(_ a: ActionCall, _ context: ActionContext) throws -> CommandWords {
        func flattened(_ value: Value) throws -> [String] {
            if case .array(let list) = value { return try list.elements.flatMap(flattened) }
            return [try a.toS(value)]
        }
        let positional = try a.positional.enumerated().map { index, value in
            a.joinsArrays && index > 0 ? try flattened(value).joined(separator: " ") : try a.toS(value)
        }
        let options = try a.optionPairs.map { key, value in
            // A Hash's `to_s` is its `inspect` (`env: {…}` is never part of a command line).
            let text = if case .hash = value { value.inspect } else { try a.toS(value) }
            return CommandWords.Option(key: key, text: text, isSet: value.isTruthy)
        }
        return CommandWords(positional: positional, options: options, rails: railsExecutable(context))
    }

    private static func runConfig(_ a: ActionCall) throws -> CommandExecutor.Config {
        var config = CommandExecutor.Config()
        config.capture = a.flag("capture") ?? false
        config.abortOnFailure = a.flag("abort_on_failure") ?? false
        config.environment = try a.environment(a.option("env"))
        if let verbose = a.flag("verbose") { config.verbose = verbose }
        return config
    }

    /// Rails' `execute_command(executor, command, options)`: a `rake`/`rails` status line, then the
    /// command at the project root with RAILS_ENV set, without a `run` line of its own.
    static func railsTool(
        status: String, shown: String, command: String, _ a: ActionCall, _ run: ActionEnvironment, abortOnFailure: Bool? = nil
    ) throws -> Value {
        let executor = run.executor
        executor.context.log.status(status, shown)
        var config = CommandExecutor.Config()
        let railsEnv = try a.option("env").map { try a.toS($0) } ?? executor.runner.baseEnvironment["RAILS_ENV"] ?? "development"
        config.environment = ["RAILS_ENV": railsEnv]
        config.verbose = false
        config.inRoot = true
        config.capture = a.flag("capture") ?? false
        config.abortOnFailure = abortOnFailure ?? a.flag("abort_on_failure") ?? false
        return value(of: try executor.execute(command, config, call: a.call), capture: config.capture)
    }

    /// `bin/rails` when the project has one (it pins the project's Rails), else `rails` from PATH.
    static func railsExecutable(_ context: ActionContext) -> String {
        context.workspace.isFile("bin/rails") ? "bin/rails" : "rails"
    }

    private static func value(of outcome: CommandExecutor.Outcome, capture: Bool) -> Value {
        switch outcome {
        case .skipped: return .nil
        case .finished(let result): return capture ? .str(result.output) : .bool(result.succeeded)
        }
    }

    private static func fromText(_ context: ActionContext) -> String {
        let directory = context.workspace.currentDirectory
        return StringText.inspect(directory.isEmpty ? "." : "./" + directory)
    }

    /// A word the shell reads as itself: as written when it is plain ASCII, else in single quotes.
    /// The one shell quoting of commands (the actions' words, the base command's placeholders).
    static func shellQuote(_ word: String) -> String {
        let plain = !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0)) }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
