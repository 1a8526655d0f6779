import BootstrapKit
import Foundation
import RunnerLanguage

// The thin command line: parse the arguments, hand the work to BootstrapKit, exit with its status.

func standardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

let invocation: Invocation
do {
    invocation = try InvocationParser.parse(Array(CommandLine.arguments.dropFirst()))
} catch let error as UsageError {
    let help = error.command.map { "bootstrap help \($0)" } ?? "bootstrap --help"
    standardError("bootstrap: \(error.message)\nRun '\(help)' for usage.\n")
    exit(ExitStatus.badInput.rawValue)
}

/// A command that runs templates does all its parsing and evaluation on one big-stack thread, so the
/// interpreter's entries (one per `<gem>_callback`) reuse it instead of each starting a thread.
func onHostThread(_ work: @escaping () -> ExitStatus) -> ExitStatus {
    do { return try BigStackThread.host(work) } catch {
        standardError("bootstrap: \(error)\n")
        return .generationFailed
    }
}

let status: ExitStatus
switch invocation {
case .version:
    print("bootstrap \(BootstrapVersion.current)")
    status = .success
case .help(let topic):
    print(Usage.text(for: topic))
    status = .success
case .new(let path, let template, let options):
    status = onHostThread { ProjectRun(options: options, terminal: StandardTerminal()).new(path: path, template: template) }
case .apply(let path, let template, let only, let options):
    status = onHostThread {
        ProjectRun(options: options, terminal: StandardTerminal()).apply(path: path, template: template, only: only)
    }
case .check(let template, let files, let syntaxOnly, let options):
    status = onHostThread { TemplateCheck(options: options).run(template: template, files: files, syntaxOnly: syntaxOnly) }
case .gen(let module, let template, let path, let options):
    status = onHostThread { GenCommand(options: options, terminal: StandardTerminal()).run(module: module, template: template, path: path) }
case .templates:
    let width = BuiltInTemplates.all.map(\.name.count).max() ?? 0
    for entry in BuiltInTemplates.all {
        print(entry.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + entry.summary)
    }
    status = .success
case .smoke(let configuration):
    status = SmokeRun(configuration).run()
}
exit(status.rawValue)
