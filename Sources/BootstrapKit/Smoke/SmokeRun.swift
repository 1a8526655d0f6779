import Diagnostics
import Foundation
import RunnerLanguage

/// `bootstrap smoke`: proves in CI that a template still generates a working project. Checks the
/// template, generates a project into a fresh temporary folder without asking anything, runs each
/// `--run` command inside it, prints a summary, writes a JUnit report, and removes the folder
/// unless asked to keep it.
public struct SmokeRun {
    public struct Configuration {
        /// `-m TEMPLATE`; nil for the built-in template.
        public var template: String?
        /// `--run CMD`, in order; each runs with `/bin/sh -c` in the generated project.
        public var commands: [String]
        /// `--junit FILE`.
        public var junitPath: String?
        /// `--keep`: leave the generated project and print where it is.
        public var keep: Bool
        /// `--allow-run` lets the template's own commands run; otherwise they are skipped as with `--no-run`.
        public var allowTemplateCommands: Bool
        /// `--set KEY=VALUE` answers.
        public var answers: [String: String]
        /// `--ref`, `--subdir`, `--offline`, `--max-download-size` for a remote template.
        public var remote = RemoteOptions()
        /// `--matrix`: one generation per combination of the template's `choice` and `bool` answers.
        public var matrix = false
        /// `--max-combinations N`: the most combinations `--matrix` runs.
        public var maxCombinations: Int?

        public init(
            template: String? = nil, commands: [String] = [], junitPath: String? = nil, keep: Bool = false,
            allowTemplateCommands: Bool = false, answers: [String: String] = [:], remote: RemoteOptions = RemoteOptions(),
            matrix: Bool = false, maxCombinations: Int? = nil
        ) {
            self.matrix = matrix
            self.maxCombinations = maxCombinations
            self.template = template
            self.commands = commands
            self.junitPath = junitPath
            self.keep = keep
            self.allowTemplateCommands = allowTemplateCommands
            self.answers = answers
            self.remote = remote
        }
    }

    public var configuration: Configuration
    public var workingDirectory: URL
    public var output: (String) -> Void

    public init(
        _ configuration: Configuration,
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        output: @escaping (String) -> Void = { OutputStreams.write($0, to: .output) }
    ) {
        self.configuration = configuration
        self.workingDirectory = workingDirectory
        self.output = output
    }

    /// The name of the generated project, inside the temporary folder.
    static let projectName = "smoke_app"

    public func run() -> ExitStatus {
        let suiteName = "bootstrap smoke \(configuration.template ?? "(built-in template)")"
        var suites: [JUnitReport] = []
        if configuration.matrix {
            guard let combinations = SmokeMatrix.combinations(of: configuration, workingDirectory: workingDirectory, output: output)
            else { return .badInput }
            for combination in combinations {
                output("== \(TerminalText.escaped(combination.name))\n")
                suites.append(suite(answers: configuration.answers.merging(combination.answers) { given, _ in given }, name: combination.name))
            }
        } else {
            suites.append(suite(answers: configuration.answers, name: suiteName))
        }
        var passed = suites.allSatisfy { $0.failureCount == 0 && $0.skippedCount == 0 }
        if let junitPath = configuration.junitPath {
            let url = URL(fileURLWithPath: junitPath, relativeTo: workingDirectory)
            do {
                try Data(JUnitReport.xml(suites: suites).utf8).write(to: url)
                output("JUnit report: \(junitPath)\n")
            } catch {
                output("bootstrap: cannot write the JUnit report \(junitPath): \(error.localizedDescription)\n")
                passed = false
            }
        }
        // A summary nobody could read in full (its output closed) is no pass.
        return passed && !OutputStreams.anyClosed ? .success : .generationFailed
    }

    /// One check, generation and `--run` sequence with these answers, as one suite.
    private func suite(answers: [String: String], name suiteName: String) -> JUnitReport {
        var cases: [JUnitReport.TestCase] = []
        // A local template is made absolute for `new` in the temporary folder; a URL stays as it is.
        let template = configuration.template.map {
            TemplateSource.classify($0) == .local($0) ? URL(fileURLWithPath: $0, relativeTo: workingDirectory).standardizedFileURL.path : $0
        }

        let check = measure("check") { () -> (JUnitReport.Outcome, String) in
            var checkOptions = RunOptions()
            checkOptions.remote = configuration.remote
            let findings = TemplateCheck(options: checkOptions, workingDirectory: workingDirectory, output: { _ in })
                .check(template: template)
            let text = findings.map { $0.rendered + "\n" }.joined()
            let errors = findings.filter { $0.isFailure(strict: false) }.count
            return (errors == 0 ? .passed : .failed(message: "the template has \(errors) error(s)"), text)
        }
        cases.append(check)

        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("bootstrap-smoke-\(UUID().uuidString)", isDirectory: true)
        let project = folder.appendingPathComponent(Self.projectName, isDirectory: true)
        var generated = false
        if check.outcome == .passed {
            let generate = measure("generate") { generateProject(template: template, in: folder, answers: answers) }
            generated = generate.outcome == .passed
            cases.append(generate)
        } else {
            cases.append(JUnitReport.TestCase(
                name: "generate", seconds: 0, outcome: .skipped(message: "the check failed"), output: ""))
        }
        let runCommands = { () -> ExitStatus in
            for (index, command) in configuration.commands.enumerated() {
                let name = "run \(index + 1): \(command)"
                if generated {
                    cases.append(measure(name) { runCommand(command, in: project) })
                } else {
                    cases.append(JUnitReport.TestCase(
                        name: name, seconds: 0, outcome: .skipped(message: "no project was generated"), output: ""))
                }
            }
            return .success
        }
        if generated && !configuration.keep {
            // From here on the project exists: the shared run removes it at the end, on a signal,
            // or when the output closes.
            let run = AllOrNothingRun(errorOutput: output, report: { output($0.rendered + "\n") })
            _ = run.disposable(folder, body: runCommands)
        } else {
            _ = runCommands()
        }

        let report = JUnitReport(suiteName: suiteName, testCases: cases)
        printSummary(report)
        if configuration.keep, generated {
            output("kept the generated project: \(project.path)\n")
        } else {
            try? FileManager.default.removeItem(at: folder)
        }
        return report
    }

    /// `bootstrap new` into the temporary folder: `--defaults`, no questions, commands per `--allow-run`.
    private func generateProject(template: String?, in folder: URL, answers: [String: String]) -> (JUnitReport.Outcome, String) {
        // The folder is not created here: `new` creates it as a missing parent, and removes it again
        // when the generation fails or is interrupted.
        var options = RunOptions()
        options.defaults = true
        options.commandPolicy = configuration.allowTemplateCommands ? .allow : .deny
        options.answers = answers
        options.remote = configuration.remote
        let terminal = RecordingTerminal()
        let status = ProjectRun(options: options, terminal: terminal, workingDirectory: folder.deletingLastPathComponent()) {
            terminal.write($0)
        }.new(path: folder.lastPathComponent + "/" + Self.projectName, template: template)
        guard status == .success else {
            return (.failed(message: "bootstrap new exited with \(status.rawValue)"), terminal.text)
        }
        return (.passed, terminal.text)
    }

    /// One `--run` command: `/bin/sh -c CMD` in the project, standard output and error captured
    /// together, in a process group of its own (CommandRunner) that Ctrl-C and `--timeout` stop.
    private func runCommand(_ command: String, in project: URL) -> (JUnitReport.Outcome, String) {
        let result: CommandResult
        do {
            result = try CommandRunner().run(command, in: project, output: .captureAll)
        } catch {
            return (.failed(message: "cannot start /bin/sh"), "\(error)")
        }
        if RunTimeout.hasPassed { return (.failed(message: "stopped by \(Interpreter.deadlineName)"), result.output) }
        if result.exitStatus > 128 { return (.failed(message: "killed by signal \(result.exitStatus - 128)"), result.output) }
        return (result.succeeded ? .passed : .failed(message: "exited with status \(result.exitStatus)"), result.output)
    }

    private func measure(_ name: String, _ step: () -> (JUnitReport.Outcome, String)) -> JUnitReport.TestCase {
        let start = Date()
        let (outcome, text) = step()
        return JUnitReport.TestCase(name: name, seconds: Date().timeIntervalSince(start), outcome: outcome, output: text)
    }

    private func printSummary(_ report: JUnitReport) {
        for testCase in report.testCases {
            let label: String
            switch testCase.outcome {
            case .passed: label = "PASS"
            case .failed: label = "FAIL"
            case .skipped: label = "SKIP"
            }
            var line = "\(label)  \(testCase.name) (\(JUnitReport.seconds(testCase.seconds))s)"
            if case .failed(let message) = testCase.outcome { line += ": \(message)" }
            if case .skipped(let message) = testCase.outcome { line += ": \(message)" }
            output(TerminalText.escaped(line) + "\n")
            if case .failed = testCase.outcome, !testCase.output.isEmpty {
                let lines = testCase.output.split(separator: "\n", omittingEmptySubsequences: false)
                let shown = lines.last?.isEmpty == true ? lines.dropLast() : lines[...]
                output(shown.map { "    \($0)" }.joined(separator: "\n") + "\n")
            }
        }
        let passed = report.testCases.count - report.failureCount - report.skippedCount
        output("\(passed) passed, \(report.failureCount) failed, \(report.skippedCount) skipped\n")
    }
}

/// The terminal of a smoke generation: nobody answers (`--defaults` does), everything is kept for the report.
private final class RecordingTerminal: Terminal {
    let isInteractive = false
    private(set) var text = ""
    func write(_ s: String) { text += s }
    func readLine(prompt: String) -> String? {
        text += prompt
        return nil
    }
}
