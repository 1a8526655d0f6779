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
    /// Where `copy_file`/`template`/`directory` look, first first. The template folder by default;
    /// a `source_paths` method the runner defines takes precedence over this list.
    public var sourcePaths: [URL]
    /// `after_bundle { }` blocks, run by the engine after the last block.
    public var afterBundle: [ProcValue] = []
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
        self.sourcePaths = [root]
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

    /// The folders sources are looked up in: the runner's `source_paths` when it defines one
    /// (relative entries are relative to the template folder), else `sourcePaths`.
    public func currentSourcePaths(_ call: CallContext?) throws -> [URL] {
        guard let call, interpreter.hasMethod("source_paths") else { return sourcePaths }
        let value = try call.call("source_paths", Arguments())
        var list: [Value]
        switch value {
        case .array(let a): list = a.elements
        case .nil: list = []
        default: list = [value]
        }
        return list.compactMap { item -> URL? in
            guard case .string(let s) = item else { return nil }
            return s.value.hasPrefix("/")
                ? URL(fileURLWithPath: s.value) : templateRoot.appendingPathComponent(s.value)
        }
    }

    /// Finds a template source as Thor's `find_in_source_paths`: in each source path (inside the
    /// current `inside` directory's counterpart first, as Thor does), `name` then `name.tt`.
    /// Refuses anything that would leave the template folder, links included.
    public func findSource(_ name: String, at location: SourceLocation, call: CallContext? = nil) throws -> URL {
        let confinement = templateFolder
        let paths = try currentSourcePaths(call)
        let relativeRoot = workspace.currentDirectory
        var searched: [String] = []
        for base in paths {
            let folder = relativeRoot.isEmpty ? base : base.appendingPathComponent(relativeRoot)
            for candidate in [name, name + ".tt"] {
                let full = candidate.hasPrefix("/") ? candidate : folder.path + "/" + candidate
                let inside = try confinement.resolve(full, from: "", access: .read, at: location, shownAs: name)
                let url = URL(fileURLWithPath: confinement.realRoot + (inside.isEmpty ? "" : "/" + inside))
                if FileManager.default.fileExists(atPath: url.path) { return url }
            }
            searched.append(folder.path)
        }
        throw ActionError.missingSource(name, searched: searched, at: location)
    }

    /// The bytes of a source file (already found by `findSource`).
    func readSource(_ url: URL, at location: SourceLocation) throws -> Data {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ActionError.io("cannot read \(url.path)", at: location)
        }
        return data
    }
}
