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
    /// Registers the command actions for one run and returns the executor they share (the
    /// engine may hand it to other actions that need consent, e.g. `get` of a URL).
    @discardableResult
    public static func register(into context: ActionContext, runner: CommandRunner = CommandRunner()) -> CommandExecutor {
        let executor = CommandExecutor(context: context, runner: runner)
        let read = ActionArgumentReading.self

        context.define("run", ActionSignature(required: 1, optional: 1, keywords: runKeywords)) { arguments, call in
            let command = try read.text(read.argument(arguments, 0, call), call)
            var config = try runConfig(arguments, call)
            var shown = command
            if let with = read.option("with", arguments, positionalHashAt: 1), !with.isNil {
                let tool = try read.text(with, call)
                // Thor: `desc = "#{File.basename(with)} #{desc}"; command = "#{with} #{command}"`.
                config.statusMessage = "\((tool as NSString).lastPathComponent) \(command) from \(fromText(context))"
                shown = "\(tool) \(command)"
            }
            return value(of: try executor.execute(shown, config, call: call), capture: config.capture)
        }

        context.define("system", ActionSignature(required: 1, acceptsRest: true)) { arguments, call in
            var parts = arguments.positional
            var config = CommandExecutor.Config()
            if case .hash? = parts.first {
                config.environment = try read.environment(parts.removeFirst(), call)
            }
            guard !parts.isEmpty else { throw call.error("ArgumentError", "wrong number of arguments (given 0, expected 1+)") }
            let command = try shellCommand(parts, call)
            switch try executor.execute(command, config, call: call) {
            case .skipped: return .nil
            case .finished(let result): return .bool(result.succeeded)
            }
        }

        context.define("`", ActionSignature(required: 1)) { arguments, call in
            var config = CommandExecutor.Config()
            config.output = .captureStdout
            switch try executor.execute(try read.text(read.argument(arguments, 0, call), call), config, call: call) {
            case .skipped: return .str("")
            case .finished(let result): return .str(result.output)
            }
        }

        context.define("exec", ActionSignature(required: 1, acceptsRest: true)) { _, call in
            var error = call.error(
                "NotImplementedError",
                "exec would replace the generator itself and is not supported in templates; use run or system")
            error.code = .unsupported
            throw error
        }

        context.define("run_bundle", ActionSignature()) { _, call in
            // Rails' `bundle_install?`: nothing at all under --skip-bundle or --pretend.
            guard !context.options.skipBundle, !context.options.pretend else { return .nil }
            var config = CommandExecutor.Config()
            config.inRoot = true
            config.statusMessage = "bundle install"
            config.environment = ["BUNDLE_IGNORE_MESSAGES": "1"]
            return value(of: try executor.execute("bundle install", config, call: call), capture: false)
        }

        context.define("rake", ActionSignature(required: 1, optional: 1, keywords: railsKeywords)) { arguments, call in
            try railsTool("rake", try read.text(read.argument(arguments, 0, call), call), arguments, call, executor)
        }

        context.define("rails_command", ActionSignature(required: 1, optional: 1, keywords: railsKeywords + ["inline"])) {
            arguments, call in
            try railsTool(railsExecutable(context), try read.text(read.argument(arguments, 0, call), call), arguments, call, executor)
        }

        context.define("generate", ActionSignature(required: 1, acceptsRest: true, keywords: railsKeywords + ["inline"])) {
            arguments, call in
            var rest = Array(arguments.positional.dropFirst())
            var options = arguments
            if arguments.keywords == nil, case .hash(let h)? = rest.last {
                rest.removeLast()
                options = Arguments(positional: [], keywords: h)
            }
            let what = try read.text(read.argument(arguments, 0, call), call)
            context.log.status("generate", what)
            // Rails: `options[:abort_on_failure] = !options[:inline]`, then
            // `rails_command "generate #{what} #{args.join(" ")}"` (trailing space and all).
            let words = try rest.flatMap { try flattened($0, call) }.joined(separator: " ")
            return try railsTool(
                railsExecutable(context), "generate \(what) \(words)", options, call, executor,
                abortOnFailure: !read.flag("inline", options))
        }

        context.define("git", ActionSignature(optional: 1)) { arguments, call in
            // Rails: `git :init` runs `git init`; `git add: ".", commit: "-m 'x'"` runs one
            // `git KEY VALUE` per pair, in order.
            var pairs: [(Value, Value)] = []
            if let keywords = arguments.keywords { pairs += keywords.pairs.map { ($0, $1) } }
            var result: Value = .nil
            if let first = arguments.positional.first {
                if case .hash(let h) = first {
                    pairs = h.pairs.map { ($0, $1) } + pairs
                } else {
                    result = value(of: try executor.execute("git \(try read.text(first, call))", .init(), call: call), capture: false)
                }
            }
            for (key, options) in pairs {
                let command = "git \(try read.text(key, call)) \(try read.text(options, call))"
                result = value(of: try executor.execute(command, .init(), call: call), capture: false)
            }
            return result
        }
        return executor
    }

    static let runKeywords = ["capture", "abort_on_failure", "env", "verbose", "with"]
    static let railsKeywords = ["capture", "abort_on_failure", "env", "sudo"]

    private static func runConfig(_ arguments: Arguments, _ call: CallContext) throws -> CommandExecutor.Config {
        let read = ActionArgumentReading.self
        var config = CommandExecutor.Config()
        config.capture = read.flag("capture", arguments, positionalHashAt: 1)
        config.abortOnFailure = read.flag("abort_on_failure", arguments, positionalHashAt: 1)
        config.environment = try read.environment(read.option("env", arguments, positionalHashAt: 1), call)
        if let verbose = read.option("verbose", arguments, positionalHashAt: 1) { config.verbose = verbose.isTruthy }
        return config
    }

    /// Rails' `execute_command(executor, command, options)`: a `rake`/`rails` status line, then the
    /// command at the project root with RAILS_ENV set, without a `run` line of its own.
    private static func railsTool(
        _ tool: String, _ command: String, _ arguments: Arguments, _ call: CallContext, _ executor: CommandExecutor,
        abortOnFailure: Bool? = nil
    ) throws -> Value {
        let read = ActionArgumentReading.self
        let status = tool == "rake" ? "rake" : "rails"
        executor.context.log.status(status, command)
        var config = CommandExecutor.Config()
        let env = read.option("env", arguments, positionalHashAt: 1)
        let railsEnv = try env.map { try read.text($0, call) } ?? executor.runner.baseEnvironment["RAILS_ENV"] ?? "development"
        config.environment = ["RAILS_ENV": railsEnv]
        config.verbose = false
        config.inRoot = true
        config.capture = read.flag("capture", arguments, positionalHashAt: 1)
        config.abortOnFailure = abortOnFailure ?? read.flag("abort_on_failure", arguments, positionalHashAt: 1)
        let sudo = read.flag("sudo", arguments, positionalHashAt: 1) ? "sudo " : ""
        return value(of: try executor.execute("\(sudo)\(tool) \(command)", config, call: call), capture: config.capture)
    }

    /// `bin/rails` when the project has one (it pins the project's Rails), else `rails` from PATH.
    private static func railsExecutable(_ context: ActionContext) -> String {
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

    /// `Array#join` flattens nested arrays and calls `to_s` on the rest.
    private static func flattened(_ value: Value, _ call: CallContext) throws -> [String] {
        if case .array(let a) = value { return try a.elements.flatMap { try flattened($0, call) } }
        return [try ActionArgumentReading.text(value, call)]
    }

    /// `system("cmd")` goes to the shell as is; `system("ls", "-l", dir)` runs the program with
    /// exactly those arguments, which through `/bin/sh -c` means quoting each one.
    private static func shellCommand(_ parts: [Value], _ call: CallContext) throws -> String {
        let words = try parts.map { try ActionArgumentReading.text($0, call) }
        guard words.count > 1 else { return words[0] }
        return words.map(shellQuote).joined(separator: " ")
    }

    static func shellQuote(_ word: String) -> String {
        let plain = !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0)) }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
