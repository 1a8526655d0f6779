import Diagnostics
import Foundation
import RunnerLanguage

/// Generates one module: renders every file of a module template in memory, checks every
/// destination, and only then writes them all through a `Workspace` (all or nothing).
///
/// An existing module — any destination that already exists — is refused without `--force`,
/// before anything is written; `--pretend` prints the same status lines and writes nothing.
public final class ModuleGenerator {
    /// One file of the module, rendered and placed.
    public struct PlannedFile: Equatable {
        /// Project-relative path, confined to the project.
        public var path: String
        public var content: FileContent
        /// What is there now: nothing, the same bytes, or something else.
        public var existing: Existing
        /// A code or a test file of the template (which Xcode target builds it).
        public var role: ModuleTemplate.FileRole = .code

        public enum Existing: Equatable {
            case none
            case identical
            case different
        }
    }

    public let template: ModuleTemplate
    public let variables: ModuleVariables
    public let workspace: Workspace
    public let options: RunOptions
    public let log: StatusLog
    let interpreter: Interpreter
    let host: ProjectScriptHost
    /// The module template folder's one door: every source is read through it.
    let templateFolder: PathConfinement

    public init(template: ModuleTemplate, variables: ModuleVariables, workspace: Workspace, options: RunOptions, log: StatusLog) {
        self.template = template
        self.variables = variables
        self.workspace = workspace
        self.options = options
        self.log = log
        // ERB runs with the same confinement as a project template: it may read the template
        // folder and the project, nothing else.
        templateFolder = .templateFolder(template.root, ownFile: template.root.appendingPathComponent(ModuleTemplate.manifestName))
        host = ProjectScriptHost(workspace: workspace, templateFolder: templateFolder)
        interpreter = Interpreter(host: host)
        host.output = { [unowned log] text in log.output(text) }
        variables.register(into: interpreter)
    }

    /// Renders every file and resolves every destination, touching nothing.
    /// Throws a Diagnostic for a template problem (unknown placeholder, ERB syntax, two files
    /// with one destination) and a RuntimeError for a run problem (ERB raising, a refused path).
    public func plan() throws -> [PlannedFile] {
        var planned: [PlannedFile] = []
        var origin: [String: ModuleTemplate.File] = [:]
        for file in template.files {
            let path = try destination(of: file)
            if let first = origin[path] {
                throw Diagnostic(
                    code: .moduleTemplate, message: "two files go to \(path) (the other is listed at line \(first.location.line))",
                    at: file.location, in: template.manifest)
            }
            origin[path] = file
            let content = try render(file)
            let existing: PlannedFile.Existing
            if !workspace.exists(path) {
                existing = .none
            } else {
                existing = (try? workspace.content(path)) == content ? .identical : .different
            }
            planned.append(PlannedFile(path: path, content: content, existing: existing, role: file.role))
        }
        try ModuleClashCheck.check(planned, module: variables.value("module_name") ?? "", workspace: workspace)
        return planned
    }

    /// Plans, refuses an existing module unless `--force`, then writes every file and flushes.
    public func generate() throws -> [PlannedFile] {
        let files = try plan()
        let existing = files.filter { $0.existing != .none }
        if !existing.isEmpty, !options.force {
            let list = existing.prefix(5).map(\.path).joined(separator: ", ") + (existing.count > 5 ? ", …" : "")
            throw RuntimeError(
                "RuntimeError",
                "the module \(variables.value("module_name") ?? "") already exists (\(list)); nothing was written. Pass --force to overwrite it",
                code: .moduleExists)
        }
        for file in files {
            switch file.existing {
            case .none: log.status("create", file.path)
            case .identical: log.status("identical", file.path)
            case .different: log.status("force", file.path)
            }
            if file.existing != .identical { try workspace.write(file.path, file.content) }
        }
        // A failed flush is undone by the run around the generator (`AllOrNothingRun`), as any failure.
        try workspace.flush()
        return files
    }

    /// The project-relative path of `file`: root and destination with placeholders replaced, confined.
    private func destination(of file: ModuleTemplate.File) throws -> String {
        let root = try variables.expand(template.destinationRoot(for: file.role), at: file.location, in: template.manifest)
        let relative = try variables.expand(file.destination, at: file.location, in: template.manifest)
        let joined = root.isEmpty ? relative : root + "/" + relative
        do {
            let path = try workspace.resolve(joined, for: .write, at: file.location)
            guard !path.isEmpty else { throw ActionError.refusedPath(joined, access: .write, at: file.location) }
            return path
        } catch var error as RuntimeError {
            error.sourceLine = template.manifest.line(file.location.line).map(String.init)
            throw error
        }
    }

    /// A `.tt` source rendered as ERB with the module's variables; any other source, its bytes.
    private func render(_ file: ModuleTemplate.File) throws -> FileContent {
        let confinement = templateFolder
        let inside = try confinement.resolve(file.source, from: "", access: .read, at: file.location)
        let url = URL(fileURLWithPath: confinement.realRoot + "/" + inside)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ActionError.io("cannot read \(file.source) of the module template", at: file.location)
        }
        guard file.rendered else { return FileContent(data) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Diagnostic(code: .invalidUTF8, message: "\(file.source) is not valid UTF-8, so it cannot be rendered", at: file.location, in: template.manifest)
        }
        let shown = (template.manifest.path as NSString).deletingLastPathComponent
        let path = shown.isEmpty ? file.source : shown + "/" + file.source
        return .text(try TemplateRenderer(interpreter: interpreter).render(text, path: path, filePath: url.path))
    }
}
