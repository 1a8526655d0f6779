import Foundation
import RunnerLanguage

/// The names a template can use without defining them, taken from a real interpreter set up
/// exactly as a run sets it up (`Generator.registerActions`), so `check` and a run never disagree
/// about what exists: the actions with their signatures, the Kernel methods, the constants.
public struct CheckVocabulary {
    public var actions: [String: ActionSignature]
    public var kernelMethods: Set<String>
    public var constants: Set<String>

    public init(actions: [String: ActionSignature], kernelMethods: Set<String>, constants: Set<String>) {
        self.actions = actions
        self.kernelMethods = kernelMethods
        self.constants = constants
    }

    /// Builds the vocabulary of a run of a template rooted at `templateRoot`. Nothing runs and
    /// nothing is written: the workspace is a pretend one and no action is called.
    public static func make(templateRoot: URL, rubyVersion: String = LoadedTemplate.defaultRubyVersion) -> CheckVocabulary {
        let workspace = Workspace(root: FileManager.default.temporaryDirectory, pretend: true, journaling: false)
        let host = ProjectScriptHost(workspace: workspace, templateRoot: templateRoot)
        let interpreter = Interpreter(host: host)
        let terminal = ScriptedTerminal()
        let options = RunOptions()
        let context = ActionContext(
            options: options, workspace: workspace, log: StatusLog(terminal: terminal, options: options),
            terminal: terminal, interpreter: interpreter, templateRoot: templateRoot)
        let manifests = ManifestActions(context: context)
        Generator.registerActions(
            context: context, interpreter: interpreter, host: host, manifests: manifests,
            project: TemplateActions.Project(name: "app", path: "app"), rubyVersion: rubyVersion
        ) { _ in }
        var actions: [String: ActionSignature] = [:]
        for name in interpreter.actionNames {
            if let action = interpreter.action(named: name) { actions[name] = action.signature }
        }
        return CheckVocabulary(
            actions: actions, kernelMethods: Set(Interpreter.kernelMethodNames),
            constants: Set(interpreter.constantNames))
    }
}
