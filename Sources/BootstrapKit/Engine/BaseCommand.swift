import Diagnostics
import Foundation
import RunnerLanguage

/// `_base: COMMAND` in config.yml, or `--base COMMAND` (docs/template-format.md, "Settings"): the
/// command `new` runs to make the project's starting tree before the first block, as `rails new`
/// makes the app a Rails template expects. It runs in the staging folder, which stands for the
/// folder above the project, and must make the project's folder there: `%app_path%` names that
/// folder, `%app_name%` is the project's name as templates see `app_name`. It is a command like
/// any other: it needs consent (`--allow-run`, a trusted source, or a yes on the terminal),
/// `--no-run` skips it with a warning (the template then starts from an empty folder), `--pretend`
/// shows it; and its result is staged like everything else, so a failure leaves nothing.
struct BaseCommand {
    /// The command as written, before `%app_name%`/`%app_path%` are expanded.
    let text: String
    /// Where it was written: the `_base:` value in config.yml; nil for `--base`.
    let location: SourceLocation?
    let sourceLine: String?

    /// `--base` wins over the config's `_base`; nil when neither is given.
    static func of(_ template: LoadedTemplate, options: RunOptions) -> BaseCommand? {
        if let text = options.base { return BaseCommand(text: text, location: nil, sourceLine: nil) }
        guard case .config(let config, _) = template.content, let text = config.base,
              let node = config.setting("_base") else { return nil }
        let location = SourceLocation(file: config.path, line: node.mark.line, column: node.mark.column)
        var line: String?
        if case .config(let url) = template.location.shape, let source = try? String(contentsOf: url, encoding: .utf8) {
            line = SourceText(path: config.path, text: source).line(node.mark.line).map(String.init)
        }
        return BaseCommand(text: text, location: location, sourceLine: line)
    }

    /// The command with its placeholders expanded, each value shell-quoted when it needs to be.
    func expanded(folderName: String, appName: String) -> String {
        text.replacingOccurrences(of: "%app_path%", with: CommandActions.shellQuote(folderName))
            .replacingOccurrences(of: "%app_name%", with: CommandActions.shellQuote(appName))
    }

    /// The step `AllOrNothingRun.newProject` runs in its staging folder; `failure` reports an
    /// error as the command reports every error and gives its exit status.
    /// `shownAs`: the project's folder, which the output names instead of the staging folder's.
    func step(
        folderName: String, appName: String, shownAs final: URL, options: RunOptions, trusted: Bool, terminal: Terminal, log: StatusLog,
        runner: CommandRunner = CommandRunner(), failure: @escaping (Error) -> ExitStatus
    ) -> BaseStep {
        let command = expanded(folderName: folderName, appName: appName)
        let gate = ConsentGate(policy: options.commandPolicy, terminal: terminal, trusted: trusted)
        return BaseStep(folderName: folderName) { folder in
            let site = BaseCallSite(location: location, sourceLine: sourceLine)
            do {
                let asks = options.pretend && gate.asks
                var announced = false
                let decision = asks ? .run : try gate.decide(command, context: site) {
                    log.status("run", command)
                    announced = true
                }
                guard decision == .run else {
                    log.status("skip", command, color: .yellow)
                    let why = gate.policy == .deny ? "--no-run" : "answered no"
                    log.note(site.note("the base command '\(command)' was skipped (\(why)): the template starts from an empty folder"))
                    if let folder { try FileManager.default.createDirectory(at: folder.appendingPathComponent(folderName), withIntermediateDirectories: false) }
                    return nil
                }
                if !announced { log.status("run", command) }
                guard let folder else { return nil }
                // The staging folder stands for the folder above the project, and shows as that.
                var shown = ShownPaths()
                shown.show(folder, as: final.deletingLastPathComponent())
                let result = try runner.run(command, in: folder) {
                    let line = shown.apply($0)
                    log.commandOutput(log.format == .json ? line : line + "\n")
                }
                if RunTimeout.hasPassed {
                    var timedOut = site.error("Timeout::Error", Interpreter.timedOut(at: nil).message)
                    timedOut.code = .timedOut
                    throw timedOut
                }
                guard result.succeeded else {
                    throw site.failure("the base command '\(command)' failed with exit status \(result.exitStatus); nothing was kept")
                }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(folderName).path, isDirectory: &isDirectory),
                      isDirectory.boolValue else {
                    throw site.failure("the base command '\(command)' made no folder '\(folderName)' (name it with %app_path%); nothing was kept")
                }
                return nil
            } catch let error as CommandLaunchError {
                return failure(site.failure(error.description))
            } catch {
                return failure(error)
            }
        }
    }
}

/// The base command's errors are located at its `_base:` line (or nowhere, for `--base`), as a
/// runner call's are at the call.
private final class BaseCallSite: CallContext {
    let location: SourceLocation
    let sourceLine: String?
    private let located: Bool

    init(location: SourceLocation?, sourceLine: String?) {
        self.location = location ?? SourceLocation(file: "--base", line: 0, column: 0)
        self.located = location != nil
        self.sourceLine = sourceLine
    }

    func send(_ receiver: Value, _ name: String, _ arguments: Arguments) throws -> Value {
        throw error("NoMethodError", "undefined method '\(name)'")
    }

    func call(_ name: String, _ arguments: Arguments) throws -> Value {
        throw error("NoMethodError", "undefined method '\(name)'")
    }

    func error(_ className: String, _ message: String) -> RuntimeError {
        RuntimeError(className, message, at: located ? location : nil, sourceLine: located ? sourceLine : nil)
    }

    func failure(_ message: String) -> RuntimeError {
        var failure = error("RuntimeError", message)
        failure.code = .commandFailed
        return failure
    }

    func note(_ message: String) -> Diagnostic {
        var note = error("RuntimeError", message).diagnostic
        note.severity = .warning
        note.code = .commandSkipped
        return note
    }
}
