import Foundation
import RunnerLanguage

// Every action a template can call is one `ActionDefinition`, declared in its family's file
// (FileActions.swift: create_file, copy_file, template, get; EditActions.swift; TreeActions.swift;
// CommandActions.swift; PromptActions.swift; RailsActions.swift; ManifestActions.swift;
// TemplateActions.swift; ModuleGeneration/ModuleActions.swift: `gen`; AppBaseActions.swift, GemfileEntries.swift,
// RailsHelperActions.swift, ShellActions.swift: the rest of Rails' generator; RefusedGeneratorMethods.swift:
// what of it is refused). `ActionTable.standard` below is the one list of families.
//
// - Adding an action = adding one entry to its family's `definitions`.
// - A run registers the table once (`ActionTable.register(into:)`, called by `Generator`); each call
//   reads its arguments with `ActionCall`, as the entry's `options` says, then runs its `handler`.
// - `bootstrap check` reads the same table, running nothing: the names and signatures
//   (`CheckVocabulary`), the template sources an entry names (`source`, checked by
//   `SourceReferenceAnalysis`), the command it runs (`command`, listed by `CommandInventory`),
//   and a refusal the run always raises (`refusal`).

/// One action: its names, how it is called and read, what check can know of it, and what it does.
public struct ActionDefinition {
    typealias Handler = (ActionEnvironment, ActionCall) throws -> Value

    /// The name and its aliases (`create_file`, `add_file`, `file`), all with the same behaviour;
    /// the handler sees the one used as `ActionCall.name`.
    public var names: [String]
    public var signature: ActionSignature
    /// Where a positional Hash is read as the options.
    var options: ActionCall.OptionsHash
    /// The positional argument that names a template source (found through the source paths).
    public var source: Int?
    /// The source is rendered as ERB (`template`; `directory` renders its `.tt` files), so check
    /// checks the code in it.
    public var rendersSource: Bool
    /// The source argument may instead be an http(s) URL the action downloads (`get`, `apply`), so
    /// check lists it as a download beside the commands.
    public var downloads: Bool
    /// The commands a call runs, built from its argument words; the run builds the command it
    /// executes with it, and check lists what it says.
    var command: ((CommandWords) -> [String])?
    /// The command words join a positional Array's elements (`generate`'s `args.join(" ")`).
    var joinsArrays: Bool
    /// A message the run always fails with (`exec`), so check reports it as an error too.
    public var refusal: String?
    let handler: Handler

    init(
        _ names: [String], _ signature: ActionSignature = ActionSignature(), options: ActionCall.OptionsHash = .last(from: 0),
        source: Int? = nil, rendersSource: Bool = false, downloads: Bool = false, command: ((CommandWords) -> [String])? = nil, joinsArrays: Bool = false,
        refusal: String? = nil, handler: @escaping Handler
    ) {
        self.rendersSource = rendersSource
        self.downloads = downloads
        self.joinsArrays = joinsArrays
        self.names = names
        self.signature = signature
        self.options = options
        self.source = source
        self.command = command
        self.refusal = refusal
        self.handler = handler
    }

    init(
        _ name: String, _ signature: ActionSignature = ActionSignature(), options: ActionCall.OptionsHash = .last(from: 0),
        source: Int? = nil, rendersSource: Bool = false, downloads: Bool = false, command: ((CommandWords) -> [String])? = nil, joinsArrays: Bool = false,
        refusal: String? = nil, handler: @escaping Handler
    ) {
        self.init(
            [name], signature, options: options, source: source, rendersSource: rendersSource, downloads: downloads, command: command, joinsArrays: joinsArrays, refusal: refusal,
            handler: handler)
    }
}

/// A constant the run defines for templates (TEMPLATE_PATH, RUBY_VERSION, YAML).
public struct ConstantDefinition {
    public var name: String
    let value: (ActionEnvironment) -> Value
}

/// An action call's arguments as the words of a command: each positional `to_s` (check shows what it
/// cannot know as `#{…}`), the options in order, and the Rails executable.
struct CommandWords {
    struct Option {
        var key: String
        var text: String
        /// Whether the value is set (not nil or false); check takes a value it cannot know as set.
        var isSet: Bool
    }

    var positional: [String]
    var options: [Option]
    /// `bin/rails` when the project has one, else `rails` (check, knowing no project, says `rails`).
    var rails: String

    /// The text of a set option.
    func option(_ name: String) -> String? {
        guard let found = options.last(where: { $0.key == name }), found.isSet else { return nil }
        return found.text
    }

    func flag(_ name: String) -> Bool { option(name) != nil }
}

/// The actions and constants a run registers and check reads.
public struct ActionTable {
    public var actions: [ActionDefinition]
    public var constants: [ConstantDefinition]
    /// Modules whose methods are the template's own once it defines them: Rails runs a template on a
    /// generator that includes `Rails::Generators::Actions` (and Thor's), so a template that reopens
    /// that module (`module Rails; module Generators; module Actions; def x …`) can call `x` bare.
    public var generatorModules: [String]

    public init(actions: [ActionDefinition], constants: [ConstantDefinition] = [],
                generatorModules: [String] = ["Rails::Generators::Actions", "Thor::Actions"]) {
        self.actions = actions
        self.constants = constants
        self.generatorModules = generatorModules
    }

    /// Every action family, in the order a run registers them.
    public static let standard = ActionTable(
        actions: FileActions.definitions + EditActions.definitions + TreeActions.definitions
            + CommandActions.definitions + PromptActions.definitions + RailsActions.definitions
            + ManifestActions.definitions + TemplateActions.definitions + ModuleActions.definitions
            + AppBaseActions.definitions + GemfileEntries.definitions + RailsHelperActions.definitions + ShellActions.definitions
            + RefusedGeneratorMethods.definitions,
        constants: TemplateActions.constants)

    /// The definition for each name, aliases included.
    public var byName: [String: ActionDefinition] {
        var map: [String: ActionDefinition] = [:]
        for definition in actions { for name in definition.names { map[name] = definition } }
        return map
    }

    /// Registers every action and constant for one run.
    public func register(into environment: ActionEnvironment) {
        let context = environment.context
        for definition in actions {
            for name in definition.names {
                let (options, joinsArrays, handler) = (definition.options, definition.joinsArrays, definition.handler)
                // One closure reads the call and completes its errors (a closure around a closure cost a
                // second indirect call and context retain per action call).
                context.interpreter.register(Action(name, definition.signature) { arguments, call in
                    do {
                        return try handler(environment, ActionCall(arguments, call, name: name, options: options, joinsArrays: joinsArrays))
                    } catch let error as RuntimeError {
                        throw ActionContext.locatedAtCall(error, call)
                    }
                })
            }
        }
        for constant in constants {
            context.interpreter.defineConstant(constant.name, constant.value(environment))
        }
        for path in generatorModules { context.interpreter.includeInMain(modulePath: path) }
        environment.installInstanceVariables()
    }
}

/// What the handlers of one run share besides the `ActionContext`: the command executor (one, so
/// consent given once carries over), the prompter, the Gemfile editor, and what the run knows of
/// the project and the template.
public final class ActionEnvironment {
    public let context: ActionContext
    public let executor: CommandExecutor
    public let manifests: ManifestActions
    let prompter: Prompter
    public let project: TemplateActions.Project
    public let rubyVersion: String
    let scriptHost: ScriptHost
    /// `apply "file.rb"`: runs another file of the template in this run.
    let runFile: (URL) throws -> Void
    /// `options`: one object for the run.
    let optionsObject: OptionsObject
    /// The `rails new` command line the run stands for (the base command's, or none).
    let railsCommandLine: RailsNewCommandLine
    /// AppBase's `@extra_entries`: what `gemfile_entry` adds.
    let extraGemfileEntries = ArrayBox()
    /// AppBase's `@gem_filter`, as the blocks `add_gem_entry_filter` was given.
    var gemFilters: [ProcValue] = []

    public init(
        context: ActionContext, project: TemplateActions.Project = .init(name: "app", path: "app"),
        rubyVersion: String = "3.3.6", scriptHost: ScriptHost? = nil, runner: CommandRunner = CommandRunner(),
        trusted: Bool = false, runFile: @escaping (URL) throws -> Void = { _ in }
    ) {
        self.context = context
        self.project = project
        self.rubyVersion = rubyVersion
        self.scriptHost = scriptHost ?? ProjectScriptHost(workspace: context.workspace, templateFolder: context.templateFolder)
        self.runFile = runFile
        railsCommandLine = Self.railsCommandLine(project)
        optionsObject = OptionsObject(Self.railsOptions(project, context.options, railsCommandLine))
        executor = CommandExecutor(context: context, runner: runner, trusted: trusted)
        manifests = ManifestActions(context: context)
        prompter = context.prompter
    }
}

extension ActionTable {
    /// Registers some families for one context (tests exercise a family or two on their own).
    @discardableResult
    static func register(_ actions: [ActionDefinition], into context: ActionContext, runner: CommandRunner = CommandRunner()) -> ActionEnvironment {
        let environment = ActionEnvironment(context: context, runner: runner)
        ActionTable(actions: actions).register(into: environment)
        return environment
    }
}
