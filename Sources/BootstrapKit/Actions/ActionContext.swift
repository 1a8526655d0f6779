import Diagnostics
import Foundation
import RunnerLanguage

/// What actions need from the interpreter that runs the template. The interpreter (RunnerLanguage)
/// conforms; keeping it a protocol lets BootstrapKit's actions be tested and built on their own.
public protocol ScriptInterpreter: AnyObject {
    func register(_ action: Action)
    /// Whether the template defined a method of this name (`source_paths`, `<gem>_callback`).
    func hasMethod(_ name: String) -> Bool
    /// Runs a program with the template's `self`: its methods, instance variables and actions.
    func run(_ program: Program, filePath: String) throws -> Value
    /// Defines a constant templates can read (TEMPLATE_PATH, RUBY_VERSION, YAML).
    func defineConstant(_ name: String, _ value: Value)
    /// Makes the methods of the module at this constant path, once the template defines it, callable
    /// bare from the template's top level (as if `include`d there).
    func includeInMain(modulePath: String)
    var mainObject: Value { get }
    func setGlobalVariable(_ name: String, _ value: Value)
    func mainInstanceVariable(_ name: String) -> Value?
    func setMainInstanceVariable(_ name: String, _ value: Value)
    /// A method of the template's `self` it defined itself, or through a module it included or extended.
    func templateDefines(_ name: String) -> Bool
}

/// The runner-language interpreter is what runs templates for real.
extension Interpreter: ScriptInterpreter {}

/// The state of one run, shared by every action: options, the project in memory, the log, the
/// terminal, the interpreter, and where template sources come from.
public final class ActionContext {
    public let options: RunOptions
    public let workspace: Workspace
    public let log: StatusLog
    public let terminal: Terminal
    public let interpreter: ScriptInterpreter
    /// TEMPLATE_PATH: the folder holding config.yml (or the single template file).
    public var templateRoot: URL
    /// The one door to the template folder: every source a template names is resolved through it
    /// (no `..` or link out, no credentials, nothing beside the template in a sealed folder).
    public let templateFolder: PathConfinement
    /// Thor's `@source_paths`, what `source_paths` returns until a template defines its own: Rails'
    /// app templates (`RailsAppTemplates`), looked for the first time a run needs them. The template
    /// may change the array itself (`source_paths.unshift(__dir__)`).
    public var railsSourcePaths: ArrayBox {
        if let made = madeSourcePaths { return made }
        let made = ArrayBox(railsAppTemplates.map { [Value.str($0.path)] } ?? [])
        madeSourcePaths = made
        sourcePathsAsMade = made.elements
        interpreter.setMainInstanceVariable("@source_paths", .array(made))
        return made
    }
    private var madeSourcePaths: ArrayBox?
    private var sourcePathsAsMade: [Value] = []
    /// Rails' app templates for the project's Rails, looked for once.
    private lazy var railsAppTemplates: URL? = RailsAppTemplates.locate(preferring: RailsScriptObject.projectRailsVersion(workspace))
    /// `after_bundle { }` blocks, run by the engine after the last block: Rails' `@after_bundle_callbacks`,
    /// the very array a template reads under that name.
    public let afterBundle = ArrayBox()
    /// `at_exit { }` blocks, run by the engine after the `after_bundle` blocks, last registered first (as Ruby does).
    public var atExit: [ProcValue] = []
    /// The user answered `a` (overwrite all) to a conflict question: later conflicts are forced.
    public var overwriteAll = false
    /// The commands the run skipped so far (`--no-run`, or `n` at the question), last last: an edit of
    /// a file that does not exist is then skipped with a warning naming the last one, which may
    /// have been what would make it (`generate "rspec:install"` before `spec/rails_helper.rb`).
    public var skippedCommands: [String] = []
    /// Answers `ask`/`yes?`/`no?`, and knows after the run which `--set` no question took.
    public let prompter: Prompter
    /// How messages name a file of the template: as `bootstrap check` names it (relative to the
    /// current folder). nil: relative to the template folder.
    public var displayTemplatePath: ((URL) -> String)?
    /// How the output of the run's commands names the folder `new` builds the project in.
    public var shownPaths = ShownPaths()

    public init(
        options: RunOptions, workspace: Workspace, log: StatusLog, terminal: Terminal,
        interpreter: ScriptInterpreter, templateRoot: URL, templateFolder: PathConfinement? = nil
    ) {
        self.options = options
        self.workspace = workspace
        self.log = log
        self.terminal = terminal
        self.interpreter = interpreter
        let root = templateRoot.standardizedFile
        self.templateRoot = root
        self.templateFolder = templateFolder ?? .templateFolder(root)
        self.prompter = Prompter(answers: options.answers, useDefaults: options.defaults, terminal: terminal)
    }

    /// An action's error completed with the call site: an error thrown without a location gets the
    /// runner line of the call, and its source line for the caret display.
    static func locatedAtCall(_ error: RuntimeError, _ call: CallContext) -> RuntimeError {
        var error = error
        if error.location == nil { error.location = call.location }
        if error.sourceLine == nil, error.location == call.location {
            error.sourceLine = call.error(error.className, error.message).sourceLine
        }
        return error
    }

    // MARK: - Template sources

    /// The folders sources are looked up in, first first. A template that defines `source_paths`
    /// (itself, or in a module it includes or extends) or changes Thor's array gets its own list, as
    /// Rails reads it (relative entries are relative to the template folder), with the template folder
    /// last when the list leaves it out; nil otherwise: then the template folder, and only when a
    /// source is not there, Rails' app templates (finding them is a look through the gem folders).
    public func listedSourcePaths(_ call: CallContext?) throws -> [URL]? {
        var list: [Value]
        if let call, interpreter.templateDefines("source_paths") {
            switch try call.call("source_paths", Arguments()) {
            case .array(let a): list = a.elements
            case .nil: list = []
            case let other: list = [other]
            }
        } else if let made = madeSourcePaths, !Self.sameWords(made.elements, sourcePathsAsMade) {
            list = made.elements
        } else {
            return nil
        }
        var paths = list.compactMap { item -> URL? in
            guard case .string(let s) = item else { return nil }
            return s.value.hasPrefix("/") ? URL(fileURLWithPath: s.value).standardizedFileURL : templateRoot.appendingPathComponent(s.value)
        }
        if !paths.contains(where: { $0.standardizedFileURL.path == templateRoot.path }) { paths.append(templateRoot) }
        return paths
    }

    private static func folder(_ value: Value) -> URL? {
        if case .string(let s) = value { return URL(fileURLWithPath: s.value) }
        return nil
    }

    private static func sameWords(_ a: [Value], _ b: [Value]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in
            if case .string(let s) = x, case .string(let t) = y { return s.value == t.value }
            return false
        }
    }

    /// The door a source folder is read through: Rails' app templates', with the template folder's
    /// rules (no `..` or link out of it), for a folder inside them; the template folder's for any
    /// other, which refuses a folder outside it.
    private func sourceRoot(containing folder: URL) -> PathConfinement {
        let path = folder.standardizedFileURL.path
        if madeSourcePaths != nil, let rails = railsAppTemplates, path == rails.path || path.hasPrefix(rails.path + "/") {
            return railsTemplatesFolder ?? templateFolder
        }
        return templateFolder
    }

    /// The door to Rails' app templates, made once they are found.
    private lazy var railsTemplatesFolder: PathConfinement? = railsAppTemplates.map { .templateFolder($0) }

    /// Finds a template source as Thor's `find_in_source_paths`: in each source path (inside the
    /// current `inside` directory's counterpart first, as Thor does), `name` then `name.tt`.
    /// Refuses anything that would leave the template folder (or Rails' app templates), links included.
    public func findSource(_ name: String, at location: SourceLocation, call: CallContext? = nil) throws -> URL {
        let listed = try listedSourcePaths(call)
        var searched: [String] = []
        if let found = try find(name, in: listed ?? [templateRoot], searched: &searched, at: location) { return found }
        if listed == nil, let found = try find(name, in: railsSourcePaths.elements.compactMap(Self.folder), searched: &searched, at: location) {
            return found
        }
        throw ActionError.missingSource(name, searched: searched, at: location, railsMissing: madeSourcePaths != nil && railsAppTemplates == nil)
    }

    private func find(_ name: String, in paths: [URL], searched: inout [String], at location: SourceLocation) throws -> URL? {
        let relativeRoot = workspace.currentDirectory
        for base in paths {
            let folder = relativeRoot.isEmpty ? base : base.appendingPathComponent(relativeRoot)
            // A folder outside the template folder and Rails' templates is never read (docs/safety.md).
            let confinement = sourceRoot(containing: base)
            for candidate in [name, name + ".tt"] {
                let full = candidate.hasPrefix("/") ? candidate : folder.path + "/" + candidate
                let inside = try confinement.resolve(full, from: "", access: .read, at: location, shownAs: name)
                let url = URL(fileURLWithPath: confinement.realRoot + (inside.isEmpty ? "" : "/" + inside))
                if FileManager.default.fileExists(atPath: url.path) { return url }
            }
            searched.append(folder.path)
        }
        return nil
    }

    /// The bytes of a source file (already found by `findSource`).
    func readSource(_ url: URL, at location: SourceLocation) throws -> Data {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ActionError.io("cannot read \(url.path)", at: location)
        }
        return data
    }
}
