import Diagnostics
import Foundation
import RunnerLanguage

/// `bootstrap gen MODULE TEMPLATE [--path DIR]`: find and load the module template, compute the
/// variables, generate the module into the project, and map what went wrong to an exit status
/// (2 for bad input — module name, template, template.yml —, 1 when generating failed).
public struct GenCommand {
    public var options: RunOptions
    public var terminal: Terminal
    public var workingDirectory: URL
    /// Where errors go (standard error for the CLI).
    public var errorOutput: (String) -> Void
    /// `git config user.name`, asked only without `--set author=…`; replaceable for tests.
    public var gitUserName: () -> String?
    public var now: () -> Date
    /// `--description`, `--author`, `--custom_parameters` (Generamba projects only).
    public var generamba = GenerambaOptions()
    /// Where `~/.generamba` is looked for; replaceable for tests.
    public var home = URL(fileURLWithPath: ProcessEnvironment.value(of: "HOME") ?? NSHomeDirectory())
    /// `--target`, `--test-target`: the Xcode targets of the module's files (XcodeProjectRegistration).
    public var xcodeTargets = XcodeTargetChoice()

    public init(
        options: RunOptions, terminal: Terminal,
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        errorOutput: @escaping (String) -> Void = { OutputStreams.write($0, to: .error) },
        gitUserName: @escaping () -> String? = ModuleVariables.gitUserName,
        now: @escaping () -> Date = Date.init
    ) {
        self.options = options
        self.terminal = terminal
        self.workingDirectory = workingDirectory
        self.errorOutput = errorOutput
        self.gitUserName = gitUserName
        self.now = now
    }

    public func run(module: String, template: String, path: String = ".") -> ExitStatus {
        let log = StatusLog(terminal: terminal, options: options)
        let failures = FailureReport(format: options.format, log: log, errorOutput: errorOutput)
        let projectRoot = ModuleTemplateLocator.resolve(path, in: workingDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: projectRoot.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            failures.report(Diagnostic(code: .missingProject, message: "\(path) is not a folder; `gen` adds a module to an existing project"))
            return .badInput
        }
        // The journal, the interrupt guard and the rollback are the shared run's, as for `apply`.
        let run = AllOrNothingRun(errorOutput: errorOutput, report: failures.report)
        return run.inPlace(root: projectRoot, pretend: options.pretend) { workspace in
            do {
                // The module name is checked first: it is the cheapest mistake to report.
                _ = try ModuleVariables.moduleName(module)
                // A Generamba project (a Rambafile naming TEMPLATE): its .rambaspec and Liquid files.
                if try generateFromRambafile(module: module, template: template, projectRoot: projectRoot, workspace: workspace, log: log, failures: failures) {
                    return .success
                }
                let locator = ModuleTemplateLocator(projectRoot: projectRoot, workingDirectory: workingDirectory)
                let folder = try RemoteTemplateResolver(options: options.remote, workingDirectory: workingDirectory)
                    .moduleTemplateFolder(template) ?? locator.locate(template)
                let loaded = try ModuleTemplate.load(
                    folder: folder, displayPath: TemplateLocation.displayPath(folder, workingDirectory: workingDirectory))
                // The project's .bootstrap/gen.yml: variable defaults under --set, and where the module is registered.
                let settings = try ProjectModuleSettings.load(template: loaded.name, workspace: workspace)
                let variables = try ModuleVariables.make(
                    module: module, template: loaded, projectRoot: projectRoot,
                    settings: settings.variables.merging(options.answers) { _, given in given }, now: now(),
                    gitUserName: gitUserName)
                // The .xcodeproj is read and checked before anything is written; it adds the files once they are.
                var xcode = try XcodeProjectRegistration.prepare(workspace: workspace, choice: xcodeTargets)
                let generator = ModuleGenerator(template: loaded, variables: variables, workspace: workspace, options: options, log: log)
                let files = try generator.generate()
                if let entries = xcode?.entries(for: files) { try xcode?.register(entries, workspace: workspace, log: log) }
                // A registration that fails after the module was written fails the run, which takes the module back too.
                try settings.register(variables, workspace: workspace, log: log)
                try workspace.flush()
                return .success
            } catch {
                return failures.status(for: error)
            }
        }
    }
}
