import Diagnostics
import Foundation
import RunnerLanguage

/// `new` and `apply` as whole runs: load and check the template, then run it against the
/// workspace `AllOrNothingRun` gives — a staging folder for `new`, the journaled project for
/// `apply` — which makes the result all or nothing (docs/safety.md).
public struct ProjectRun {
    public var options: RunOptions
    public var terminal: Terminal
    public var workingDirectory: URL
    /// Where errors and warnings go (standard error for the CLI).
    public var errorOutput: (String) -> Void

    public init(
        options: RunOptions, terminal: Terminal,
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        errorOutput: @escaping (String) -> Void = { OutputStreams.write($0, to: .error) }
    ) {
        self.options = options
        self.terminal = terminal
        self.workingDirectory = workingDirectory
        self.errorOutput = errorOutput
    }

    // MARK: - new

    public func new(path: String, template: String?) -> ExitStatus {
        let log = StatusLog(terminal: terminal, options: options)
        let destination: NewDestination
        do {
            destination = try NewDestination.decide(path, workingDirectory: workingDirectory)
        } catch {
            return failures(log).status(for: error)
        }
        guard let loaded = load(template, log: log) else { return .badInput }
        // The project is named after PATH as given (a link keeps its own name).
        let name = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFile.lastPathComponent
        // A base command that runs `rails new` gives the template the options Rails parsed from it.
        let railsWords = BaseCommand.of(loaded, options: options).flatMap {
            RailsNewCommandLine.railsNewWords(of: $0.expanded(folderName: name, appName: TemplateActions.railsAppName(name)))
        }
        let project = TemplateActions.Project(name: name, path: path, generator: .new(railsWords: railsWords), templateArgument: template)
        // `_base:`/`--base` makes the starting tree in the staging folder first (rails new …).
        let base = BaseCommand.of(loaded, options: options)?.step(
            folderName: name, appName: TemplateActions.railsAppName(name), shownAs: destination.folder, options: options,
            trusted: loaded.location.origin?.trusted == true, terminal: terminal, log: log,
            failure: { failures(log).status(for: $0) })
        // As `rails new -m`, which applies the template it was given by its absolute path.
        let appliedAs: String?
        switch loaded.location.shape {
        case .config(let url), .singleFile(let url): appliedAs = base == nil ? nil : url.path
        }
        defer { ProcessLifetime.keep(loaded) }
        return allOrNothing(log).newProject(destination, pretend: options.pretend, base: base) { workspace in
            execute(loaded, workspace: workspace, project: project, log: log, creating: true, appliedAs: appliedAs, shownAs: destination.folder)
        }
    }

    // MARK: - apply

    public func apply(path: String, template: String?, only: [String]?) -> ExitStatus {
        let log = StatusLog(terminal: terminal, options: options)
        let root = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFile
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            report(Diagnostic(code: .missingProject, message: "\(path) is not a folder; `apply` works on an existing project"), log: log)
            return .badInput
        }
        let template = template ?? ProjectRecord.builtinTemplate(of: root)
        guard let loaded = load(template, log: log) else { return .badInput }
        if let only, case .config(let config, _) = loaded.content {
            for name in only where config.block(named: name) == nil {
                var message = "--only names no block of the template: '\(name)'"
                if let suggestion = Suggestions.didYouMean(name, in: config.blocks.map(\.name)) { message += " (\(suggestion))" }
                report(Diagnostic(code: .unknownBlock, message: message), log: log)
                return .badInput
            }
        }
        // `rails app:template` passes `Rails.root`: `app_path` is the absolute path, not the argument.
        let project = TemplateActions.Project(name: root.lastPathComponent, path: root.path, generator: .appTemplate, templateArgument: template)
        defer { ProcessLifetime.keep(loaded) }
        return allOrNothing(log).inPlace(root: root, pretend: options.pretend) { workspace in
            execute(loaded, workspace: workspace, project: project, log: log, only: only)
        }
    }

    // MARK: - shared

    /// Resolves, loads and checks the template: the same checks as `bootstrap check`, before any of
    /// it runs, so a template that would fail on a static error never starts. The order is one for
    /// every template, whatever its size: the whole template is parsed, then checked, then run.
    /// nil: reported, bad input.
    private func load(_ template: String?, log: StatusLog) -> LoadedTemplate? {
        do {
            let location = try TemplateLocation.resolve(template, workingDirectory: workingDirectory, remote: options.remote)
            let loaded = try LoadedTemplate.load(location, workingDirectory: workingDirectory)
            return passes(loaded, findings: TemplateAnalysis.findings(for: loaded, answers: options).filter { $0.severity != .note }, log: log)
                ? loaded : nil
        } catch let diagnostic as Diagnostic {
            report(diagnostic, log: log)
        } catch let list as DiagnosticList {
            for diagnostic in list.diagnostics { report(diagnostic, log: log) }
        } catch let failure as RuntimeError {
            report(failure.diagnostic, log: log)
        } catch {
            report(Diagnostic(code: .unclassified, message: "\(error)"), log: log)
        }
        return nil
    }

    /// Reports the load's warnings and the check's findings (notes left out: the commands a
    /// template runs are for reviewers, not repeated on every run); false when they refuse the run.
    private func passes(_ loaded: LoadedTemplate, findings: [Diagnostic], log: StatusLog) -> Bool {
        let warnings = loaded.warnings + findings.filter { $0.severity == .warning }
        let errors = findings.filter { $0.severity == .error }
        for finding in loaded.warnings + findings { report(finding, log: log) }
        // A wrong --set or --answers is the command line's fault, not the template's.
        let templateErrors = errors.filter { $0.code != .unknownAnswer && $0.code != .badAnswer }
        if !templateErrors.isEmpty {
            errorOutput("bootstrap: the template has \(templateErrors.count) error(s); nothing was run (see `bootstrap check`)\n")
        }
        if !errors.isEmpty { return false }
        if options.strict, !warnings.isEmpty {
            errorOutput("bootstrap: --strict: warnings count as errors\n")
            return false
        }
        return true
    }

    /// Runs the template and flushes the workspace; maps what went wrong to an exit status.
    private func execute(
        _ template: LoadedTemplate, workspace: Workspace, project: TemplateActions.Project, log: StatusLog,
        only: [String]? = nil, creating: Bool = false, appliedAs: String? = nil, shownAs: URL? = nil
    ) -> ExitStatus {
        let generator = Generator(
            template: template, workspace: workspace, options: options, terminal: terminal, project: project, log: log)
        // `new` builds in a staging folder: its commands' output names the project's own folder.
        if let shownAs, !options.pretend { generator.context.shownPaths.show(workspace.root, as: shownAs) }
        generator.createsProject = creating
        generator.appliedAs = appliedAs
        defer { ProcessLifetime.keep(generator) }
        do {
            try generator.run(only: only)
            try workspace.flush()
            if options.diff { terminal.write(ChangeDiff.render(workspace.changes, format: options.format)) }
            return .success
        } catch {
            return failures(log).status(for: error)
        }
    }

    private func allOrNothing(_ log: StatusLog) -> AllOrNothingRun {
        AllOrNothingRun(errorOutput: errorOutput, report: { report($0, log: log) })
    }

    private func failures(_ log: StatusLog) -> FailureReport {
        FailureReport(format: options.format, log: log, errorOutput: errorOutput)
    }

    private func report(_ diagnostic: Diagnostic, log: StatusLog) {
        failures(log).report(diagnostic)
    }
}
