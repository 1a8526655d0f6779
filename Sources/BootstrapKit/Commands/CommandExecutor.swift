import Diagnostics
import Foundation
import RunnerLanguage

/// Thor's `run`, with consent: every command a template runs (`run`, `system`, backticks,
/// `git`, `rake`, `rails_command`, `generate`, `run_bundle`) goes through `execute`.
///
/// One executor serves a whole run, so the consent given with `a` (all) carries over to every
/// later command. It flushes the workspace before a command (the command may read the files the
/// template wrote) and the workspace forgets its in-memory copies at the flush, so files the
/// command changed are read afresh by later actions.
public final class CommandExecutor {
    public struct Config {
        /// Thor's `capture: true`: stdout and stderr are returned instead of shown.
        public var capture = false
        /// A failing command is a located error instead of a red status.
        public var abortOnFailure = false
        /// Added to the environment of the command.
        public var environment: [String: String] = [:]
        /// Thor's `verbose: false`: the caller already printed its own status line
        /// (`rake db:migrate`), so no `run … from "."` line.
        public var verbose = true
        /// Run at the project root whatever the `inside` directory (Rails' `in_root`).
        public var inRoot = false
        /// The `run` status message instead of Thor's `CMD from "DIR"` (Rails' `bundle install`).
        public var statusMessage: String?
        /// How the output is handled (backticks capture stdout only).
        public var output: CommandRunner.OutputMode?

        public init() {}
    }

    /// What became of a command; `skipped` when it did not run (no consent, or `--pretend`).
    public enum Outcome {
        case skipped
        case finished(CommandResult)
    }

    public let context: ActionContext
    public let gate: ConsentGate
    public var runner: CommandRunner

    /// `trusted`: the template comes from a source the user's configuration trusts.
    public init(context: ActionContext, runner: CommandRunner = CommandRunner(), trusted: Bool = false) {
        self.context = context
        self.gate = ConsentGate(policy: context.options.commandPolicy, terminal: context.terminal, trusted: trusted)
        self.runner = runner
    }

    public func execute(_ command: String, _ config: Config, call: CallContext) throws -> Outcome {
        let workspace = context.workspace
        let directory = config.inRoot ? "" : workspace.currentDirectory
        let message = config.statusMessage ?? "\(command) from \(StringText.inspect(directoryShown(directory)))"
        let showRunLine = { if config.verbose { self.context.log.status("run", message) } }

        // Under --pretend nothing runs, but the plan predicts the real run: `--no-run` shows
        // `skip`, a command nobody can consent to (no flag, no terminal) fails here as it would
        // there. Only on a terminal is nothing asked: the command is shown as planned.
        if context.options.pretend {
            if !gate.asks, try gate.decide(command, context: call) == .skip {
                context.log.status("skip", message, color: .yellow)
            } else {
                showRunLine()
            }
            return .skipped
        }
        // Before asking, the exact command line is shown even for actions that print their own
        // status instead (`rake  db:migrate`): consent is given to what will really run.
        var announced = false
        let decision = try gate.decide(command, context: call) {
            self.context.log.status("run", message)
            announced = true
        }
        guard decision == .run else {
            context.log.status("skip", message, color: .yellow)
            context.skippedCommands.append(command)
            return .skipped
        }
        if !announced { showRunLine() }

        try workspace.flush()
        let folder = URL(fileURLWithPath: workspace.absolute(directory))
        let mode = config.output ?? (config.capture ? .captureAll : .stream)
        let result: CommandResult
        do {
            result = try runner.run(command, in: folder, environment: config.environment, output: mode) { line in
                self.showOutputLine(line)
            }
        } catch let error as CommandLaunchError {
            var located = call.error("RuntimeError", error.description)
            located.code = .commandFailed
            throw located
        }
        // `--timeout` stopped the command (RunTimeout): the run stops here.
        if RunTimeout.hasPassed {
            var timedOut = call.error("Timeout::Error", Interpreter.timedOut(at: nil).message)
            timedOut.code = .timedOut
            throw timedOut
        }
        if !result.succeeded {
            if config.abortOnFailure {
                var error = call.error("RuntimeError", "'\(command)' failed with exit status \(result.exitStatus)")
                error.code = .commandFailed
                throw error
            }
            // Thor prints nothing when a command fails and goes on; the note says it on standard error.
            var note = call.error("RuntimeError", "'\(command)' failed with exit status \(result.exitStatus); the run goes on").diagnostic
            note.severity = .warning
            note.code = .commandFailed
            context.log.note(note)
        }
        return .finished(result)
    }

    /// The bytes at `url` for `get URL` and `apply URL`, nil when they are not downloaded: a
    /// download reaches the network with what the template computed, so it needs the consent a
    /// command needs (the same gate). `--no-run` or a no skips it (`skip  URL`, and the edits
    /// after it follow the command-skipped rule); `--pretend` shows it (`download  URL`) and
    /// sends nothing; without consent and without a terminal it is the same error as a command's.
    /// A URL the user's rewrites send to a local folder, and `--offline`, need no consent.
    public func download(_ url: String, action: String, call: CallContext) throws -> Data? {
        let log = context.log
        return try RunnerDownload.fetch(url, options: context.options.remote, at: call.location) {
            if context.options.pretend {
                if !gate.asks, try gate.decide(.download(url), context: call) == .skip {
                    log.status("skip", url, color: .yellow)
                } else {
                    log.status("download", url)
                }
                return false
            }
            guard try gate.decide(.download(url), context: call, announce: { log.status("download", url) }) == .run else {
                log.status("skip", url, color: .yellow)
                context.skippedCommands.append("\(action) \(url)")
                return false
            }
            return true
        }
    }

    /// A line of command output, as the command wrote it: Thor's `run` lets the command write to
    /// the terminal itself. JSON output gets the bare line as an `output` event.
    private func showOutputLine(_ line: String) {
        let log = context.log
        let line = context.shownPaths.apply(line)
        log.commandOutput(log.format == .json ? line : line + "\n")
    }

    /// Thor's `relative_to_original_destination_root(destination_root, false)`: "." for the project
    /// root, "./lib" inside `lib`.
    private func directoryShown(_ directory: String) -> String {
        directory.isEmpty ? "." : "./" + directory
    }
}
