import BigStack
import BootstrapKit
import Foundation

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
            case .run(let command, let request):
                // Every command runs on one big-stack thread: the parser and the interpreter nest
                // deeper than the main thread's stack, and their entries (one per `<gem>_callback`)
                // run right there instead of each handing work to another thread.
                return BigStackThread.host { command.run(request, output) }
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
