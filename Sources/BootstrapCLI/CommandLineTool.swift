import BootstrapKit
import Foundation
import RunnerLanguage

/// The `bootstrap` command line as a library: `main.swift` hands it the arguments and exits with
/// the status it returns. Parsing and help are derived from DeclaredCommands and DeclaredFlags.
public enum BootstrapCommandLine {
    public static let parser = CommandLineParser(
        commands: DeclaredCommands.all, flags: DeclaredFlags.all, aliases: DeclaredCommands.aliases)

    public static let helpText = HelpText(
        parser: parser,
        title: "bootstrap — generate and customise projects from declarative templates",
        footer: "Exit codes: 0 success, 1 the generation failed, 2 the input or the command line is wrong, 3 update left conflicts.")

    /// Parses `arguments` (without the program name), runs the command and returns its status.
    /// A usage error is printed to `errorOutput` with exit 2, before anything runs.
    public static func main(
        _ arguments: [String], output: CommandOutput = .standardOutput,
        errorOutput: (String) -> Void = standardError
    ) -> ExitStatus {
        do {
            switch try parser.parse(arguments) {
            case .help(let command):
                output.write(command.flatMap(parser.command(named:)).map(helpText.help(for:)) ?? helpText.overview)
                return .success
            case .run(let command, var request):
                // The clock of --timeout starts before anything else the command does.
                (request.options.timeout ?? (command.name == "smoke" ? RunTimeout.smokeDefault : nil))?.arm()
                // A preview writes nothing, the cache included: a template it fetches goes to a
                // cache of its own, removed at the end (docs/safety.md, "Consent for effects").
                let previewCache = request.options.pretend && !request.options.remote.offline ? PreviewCache.make() : nil
                if let previewCache { request.options.remote.environment["XDG_CACHE_HOME"] = previewCache.path }
                defer { if let previewCache { try? FileManager.default.removeItem(at: previewCache) } }
                let status = command.run(request, output)
                // Stopped by its deadline while still fetching or loading: a failed run, not bad input.
                return status == .badInput && RunTimeout.hasPassed ? .generationFailed : status
            }
        } catch {
            errorOutput(error.rendered)
            return .badInput
        }
    }
}

extension CommandOutput {
    /// Through `OutputStreams`, as every run writes: a closed pipe is never death by SIGPIPE.
    public static let standardOutput = CommandOutput { OutputStreams.write($0, to: .output) }
}

public func standardError(_ text: String) {
    OutputStreams.write(text, to: .error)
}

/// A command that runs templates does all its parsing and evaluation on one big-stack thread, so the
/// interpreter's entries (one per `<gem>_callback`) reuse it instead of each starting a thread.
func onHostThread(_ work: @escaping () -> ExitStatus) -> ExitStatus {
    do { return try BigStackThread.host(work) } catch {
        standardError("bootstrap: \(error)\n")
        return .generationFailed
    }
}

/// The throw-away cache of a `--pretend` run.
enum PreviewCache {
    static func make() -> URL? {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("bootstrap-preview-cache-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false) } catch { return nil }
        return folder
    }
}
