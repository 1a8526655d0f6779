import Diagnostics
import Foundation
import RunnerLanguage

/// One run of a template against a workspace, in the order docs/template-format.md ("Run order") promises:
/// for each enabled block, its runner's top-level statements, then each dependency's manifest line
/// followed by its `<name>_callback` when a runner run so far defined one; after the last block,
/// the queued `after_bundle` blocks. Knows nothing of staging or rollback: `ProjectRun` does that.
public final class Generator {
    public let template: LoadedTemplate
    public let context: ActionContext
    public let interpreter: Interpreter
    let manifests: ManifestActions
    let host: ProjectScriptHost
    /// `new` writes `.bootstrap.yml`; `apply` only adds its blocks to an existing one.
    public var createsProject = false
    /// `new` on a base runs the template as `rails new -m` does: an `apply  PATH` line (the
    /// template's absolute path) and the template's lines one level under it, the `after_bundle`
    /// blocks after it at the top level. nil: no such line (`apply`, as `rails app:template`).
    public var appliedAs: String?
    /// A `--set` no question took fails the run; update's regeneration of several templates
    /// turns it off and asks whether any of them took it (`Prompter.askedKeys`).
    public var checksUnclaimedAnswers = true

    public init(
        template: LoadedTemplate, workspace: Workspace, options: RunOptions, terminal: Terminal,
        project: TemplateActions.Project, log: StatusLog, runner: CommandRunner = CommandRunner()
    ) {
        self.template = template
        let templateFolder = template.location.templateFolder()
        host = ProjectScriptHost(workspace: workspace, templateFolder: templateFolder)
        interpreter = Interpreter(host: host)
        interpreter.parsedPrograms = template.parsedPrograms
        context = ActionContext(
            options: options, workspace: workspace, log: log, terminal: terminal, interpreter: interpreter,
            templateRoot: template.location.root, templateFolder: templateFolder)
        host.output = { [unowned log] text in log.output(text) }
        host.refusalRescued = { [unowned log] note in log.note(note) }
        context.displayTemplatePath = { [template] url in template.displayPath(url) }
        // `apply` runs a file in this generator; the environment lives as long as the run.
        var runFile: (URL) throws -> Void = { _ in }
        // A template from a source the user's configuration trusts has its effects without asking,
        // until code from elsewhere runs (ConsentGate).
        let environment = ActionEnvironment(
            context: context, project: project, rubyVersion: template.rubyVersion, scriptHost: host, runner: runner,
            trusted: template.location.origin?.trusted == true, runFile: { url in try runFile(url) })
        host.foreignCode = { [unowned gate = environment.executor.gate] in gate.distrust() }
        manifests = environment.manifests
        ActionTable.standard.register(into: environment)
        runFile = { [unowned self] url in try self.runFile(url) }
    }

    /// Runs the blocks (all enabled ones, or those named in `only`, in the template's order).
    public func run(only: [String]? = nil) throws {
        var blocksRun: [String] = []
        // Runner prompts take the answers the project saved, so they are not asked again.
        context.prompter.savedPrompts = ProjectRecord.savedAnswers(in: context.workspace, section: "prompts", of: template.location.origin)
        if let appliedAs {
            context.log.status("apply", appliedAs)
            context.log.indentLevel += 1
        }
        try askDeclaredQuestions(saved: ProjectRecord.savedAnswers(in: context.workspace, of: template.location.origin))
        switch template.content {
        case .config(let config, let runners):
            manifests.expectedGems = config.blocks.reduce(0) { $0 + ($1.enabled ? $1.gems.count : 0) }
            for block in config.blocks where block.enabled {
                if let only, !only.contains(block.name) { continue }
                blocksRun.append(block.name)
                if let runner = runners[block.name] {
                    _ = try interpreter.run(runner.program, filePath: runner.url.path)
                }
                // By index: a gem's parts are read in place instead of copying (and destroying)
                // the whole entry once per gem.
                for index in block.gems.indices where block.gems[index].enabled {
                    try manifests.addGem(block.gems[index].declaration, at: block.gems[index].location)
                    try callback(block.gems[index].callbackName)
                }
                for package in block.packages where package.enabled {
                    try manifests.addPackage(package)
                    try callback(package.callbackName)
                }
                for pod in block.pods where pod.enabled {
                    try manifests.addPod(pod)
                    try callback(pod.callbackName)
                }
            }
        case .singleFile(let runner):
            _ = try interpreter.run(runner.program, filePath: runner.url.path)
        }
        if appliedAs != nil { context.log.indentLevel -= 1 }
        try runQueuedBlocks()
        // A `--set` no question took is a typo the user must hear about (exit 2, nothing kept).
        if checksUnclaimedAnswers, let unclaimed = context.prompter.unclaimedAnswers() { throw unclaimed }
        try ProjectRecord.save(in: context.workspace, template: template, blocks: blocksRun, answers: context.prompter.savedAnswers,
            prompts: context.prompter.promptAnswers, typed: context.prompter.typedAnAnswer, creating: createsProject)
    }

    /// A migration's runner (`_migrations:` in config.yml, docs/updating.md) against the workspace:
    /// the template's declared questions take `saved` (the new version's answers) and its prompts
    /// `prompts`, then the file runs as a block's runner does, with the same actions, paths and
    /// consent, and the `after_bundle` and `at_exit` blocks it queued. The record is not touched.
    public func runMigration(_ program: Program, filePath: String, saved: [String: String], prompts: [String: String]) throws {
        context.prompter.savedPrompts = prompts
        try askDeclaredQuestions(saved: saved)
        _ = try interpreter.run(program, filePath: filePath)
        try runQueuedBlocks()
    }

    /// Declared questions are all answered before the first runner writes anything.
    private func askDeclaredQuestions(saved: [String: String]) throws {
        guard case .config(let config, _) = template.content, !config.questions.isEmpty else { return }
        try DeclaredQuestions(questions: config.questions, configPath: config.path, saved: saved)
            .ask(with: context.prompter, interpreter: interpreter)
    }

    /// The queued `after_bundle` blocks, in the order they were queued (a block may queue more),
    /// then the `at_exit` blocks, newest first: Ruby runs them when the process ends, after
    /// everything the generator did, so here after the last `after_bundle` block and before the
    /// final flush.
    private func runQueuedBlocks() throws {
        try RailsActions.runAfterBundleCallbacks(context)
        while let block = context.atExit.popLast() {
            _ = try block.call([])
        }
    }

    /// `<gem>_callback`, when any runner run so far defined it.
    private func callback(_ name: String) throws {
        _ = try interpreter.callMethodIfDefined(name)
    }

    /// `apply "file.rb"` from a runner: parse (unless the check did) and run another file of the template.
    private func runFile(_ url: URL) throws {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw RuntimeError("RuntimeError", "cannot read \(url.path)", code: .ioError)
        }
        let source = SourceText.ruby(path: template.displayPath(url), data: data)
        _ = try interpreter.run(try interpreter.parsedPrograms.parse(source), filePath: url.path)
    }
}

