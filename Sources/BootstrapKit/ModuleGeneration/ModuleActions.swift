import Diagnostics
import Foundation
import RunnerLanguage

/// `gen "StartScreen", "viper"` in a runner: what `bootstrap gen StartScreen viper` does, inside
/// the run — the module template found as `gen` finds it (by name or path), its files rendered
/// and written through the run's workspace (so `--pretend`, the staging folder and rollback cover
/// them), the project's `.bootstrap/gen.yml` as the run has written it so far, and the module
/// registered as it says. `project_name` is what gen.yml says, else the project's name (the staging
/// folder's name would be wrong); `author` defaults to the module template's, since asking git would be running a command.
enum ModuleActions {
    static let definitions: [ActionDefinition] = [
        ActionDefinition("gen", ActionSignature(required: 2), options: .none) { run, a in
            let module = try a.text(0) ?? ""
            let name = try a.text(1) ?? ""
            try generate(module: module, template: name, context: run.context, project: run.project, at: a.location)
            return .nil
        },
    ]

    static func generate(
        module: String, template name: String, context: ActionContext, project: TemplateActions.Project, at location: SourceLocation
    ) throws {
        let workspace = context.workspace
        let locator = ModuleTemplateLocator(projectRoot: workspace.root, workingDirectory: context.templateRoot)
        // A path is the template's data: it names a folder of the template folder, through its door.
        let folder: URL
        if ModuleTemplateLocator.isPath(name) {
            let inside = try context.templateFolder.resolve(name, from: "", access: .read, at: location)
            folder = URL(fileURLWithPath: context.templateFolder.realRoot + (inside.isEmpty ? "" : "/" + inside))
        } else {
            folder = try locator.locate(name)
        }
        let template = try ModuleTemplate.load(folder: folder, displayPath: name + "/" + ModuleTemplate.manifestName)
        let settings = try ProjectModuleSettings.load(template: template.name, workspace: workspace)
        var given = settings.variables
        // The project's settings name the target its modules go in (ios-viper's `my_shop` for the
        // project my-shop), as for `bootstrap gen`; else the project's name, as `gen` takes its folder's.
        if given["project_name"] == nil { given["project_name"] = project.name }
        let variables = try ModuleVariables.make(
            module: module, template: template, projectRoot: workspace.root, settings: given, gitUserName: { nil })
        let generator = ModuleGenerator(template: template, variables: variables, workspace: workspace, options: context.options, log: context.log)
        let files = try generator.plan()
        if !context.options.force, let existing = files.first(where: { $0.existing == .different }) {
            throw ActionError.io("the module \(module) already exists (\(existing.path))", at: location)
        }
        for file in files {
            context.log.status(file.existing == .identical ? "identical" : "create", file.path)
            if file.existing != .identical { try workspace.write(file.path, file.content) }
        }
        try settings.register(variables, workspace: workspace, log: context.log)
    }
}
