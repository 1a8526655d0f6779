import Diagnostics
import Foundation
import RunnerLanguage

/// One run of a template against a workspace, in the order product.md makes the contract:
/// for each enabled block, its runner's top-level statements, then each dependency's manifest line
/// followed by its `<name>_callback` when a runner run so far defined one; after the last block,
/// the queued `after_bundle` blocks. Knows nothing of staging or rollback: `ProjectRun` does that.
public final class Generator {
    public let template: LoadedTemplate
    public let context: ActionContext
    public let interpreter: Interpreter
    let manifests: ManifestActions
    let host: ProjectScriptHost

    public init(
        template: LoadedTemplate, workspace: Workspace, options: RunOptions, terminal: Terminal,
        project: TemplateActions.Project, log: StatusLog
    ) {
        self.template = template
        host = ProjectScriptHost(workspace: workspace, templateRoot: template.location.root)
        interpreter = Interpreter(host: host)
        context = ActionContext(
            options: options, workspace: workspace, log: log, terminal: terminal, interpreter: interpreter,
            templateRoot: template.location.root)
        host.output = { [unowned log] text in log.output(text) }
        manifests = ManifestActions(context: context)
        Generator.registerActions(
            context: context, interpreter: interpreter, host: host, manifests: manifests, project: project,
            rubyVersion: template.rubyVersion
        ) { [unowned self] url in
            try self.runFile(url)
        }
    }

    /// Registers every action family and the constants a run defines. `bootstrap check` calls this
    /// too, so the names it accepts are exactly the names a run knows.
    static func registerActions(
        context: ActionContext, interpreter: Interpreter, host: ProjectScriptHost, manifests: ManifestActions,
        project: TemplateActions.Project, rubyVersion: String, runFile: @escaping (URL) throws -> Void
    ) {
        context.registerFileActions()
        _ = CommandActions.register(into: context)
        PromptActions.register(into: context)
        RailsActions.register(into: context)
        manifests.register()
        ModuleActions.register(into: context, project: project)
        TemplateActions.register(into: context, interpreter: interpreter, project: project, rubyVersion: rubyVersion) { url, _ in
            try runFile(url)
        }
        interpreter.defineConstant("YAML", .object(YAMLScriptObject(host: host)))
    }

    /// Runs the blocks (all enabled ones, or those named in `only`, in the template's order).
    public func run(only: [String]? = nil) throws {
        switch template.content {
        case .config(let config, let runners):
            for block in config.blocks where block.enabled {
                if let only, !only.contains(block.name) { continue }
                if let runner = runners[block.name] {
                    _ = try interpreter.run(runner.program, filePath: runner.url.path)
                }
                for gem in block.gems where gem.enabled {
                    try manifests.addGem(gem.declaration, at: gem.location)
                    try callback(gem.callbackName)
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
        // Queued `after_bundle` blocks run last, in the order they were queued; a block may queue more.
        var index = 0
        while index < context.afterBundle.count {
            _ = try context.afterBundle[index].call([])
            index += 1
        }
    }

    /// `<gem>_callback`, when any runner run so far defined it.
    private func callback(_ name: String) throws {
        guard interpreter.hasMethod(name) else { return }
        _ = try interpreter.callMethod(name)
    }

    /// `apply "file.rb"` from a runner: parse and run another file of the template.
    private func runFile(_ url: URL) throws {
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw RuntimeError("RuntimeError", "cannot read \(url.path)", code: "io-error")
        }
        let source = SourceText(path: template.displayPath(url), text: text)
        _ = try interpreter.run(try RunnerParser.parse(source), filePath: url.path)
    }
}

