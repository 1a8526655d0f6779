import Diagnostics
import RunnerLanguage

/// `gem`, `gem_group`, `add_source` and `github`: the Gemfile actions of Rails' generators, written
/// through `GemfileDocument` so every line is Rails-exact and a gem is never declared twice.
/// The engine adds a config's gems through `addGem`, so both paths print and write the same.
public final class ManifestActions {
    let context: ActionContext
    /// The Gemfile being edited while a `gem_group`/`github`/`add_source` block is open, so the gems
    /// its body adds land inside it; nil between blocks, when each action reads the workspace afresh.
    private var openDocument: GemfileDocument?
    /// How many gems the run's config adds, set by the engine before it adds them: a Gemfile
    /// document made for them makes room for them in its index at once.
    var expectedGems = 0

    public init(context: ActionContext) {
        self.context = context
    }

    static let definitions: [ActionDefinition] = [
        ActionDefinition("gem", ActionSignature(required: 1, acceptsRest: true, acceptsAnyKeyword: true), options: .none) { run, a in
            let name = try a.string(a.argument(0), "gem name")
            let versions = try a.positional.dropFirst().map { try a.string($0, "gem version") }
            let declaration: GemDeclaration
            do {
                declaration = try GemDeclaration.fromArguments(name: name, versions: versions, options: try options(a))
            } catch let error as GemDeclarationError {
                throw a.call.error("ArgumentError", error.message)
            }
            try run.manifests.addGem(declaration, at: a.location, deeper: RailsHelperActions.indentationLevel(run))
            return .nil
        },
        ActionDefinition(
            "gem_group", ActionSignature(required: 1, acceptsRest: true, acceptsAnyKeyword: true, takesBlock: true), options: .none
        ) { run, a in
            let names = try a.positional.map { try a.string($0, "group name") }
            let options = try options(a)
            try run.manifests.editBlock(a.call) { document in
                run.context.log.status("gemfile", document.groupStatusMessage(names, options: options))
                return try document.gemGroup(names, options: options) { try run.manifests.blockBody(a.block) }
            }
            return .nil
        },
        ActionDefinition("github", ActionSignature(required: 1, acceptsAnyKeyword: true, takesBlock: true), options: .none) { run, a in
            let repo = try a.string(a.argument(0), "repository")
            let options = try options(a)
            try run.manifests.editBlock(a.call) { document in
                run.context.log.status("github", "github " + document.githubArguments(repo, options: options))
                return try document.github(repo, options: options) { try run.manifests.blockBody(a.block) }
            }
            return .nil
        },
        ActionDefinition("add_source", ActionSignature(required: 1, acceptsAnyKeyword: true, takesBlock: true), options: .none) { run, a in
            let url = try a.string(a.argument(0), "source")
            try run.manifests.editBlock(a.call) { document in
                run.context.log.status("source", url)
                if let block = a.block {
                    return try document.addSource(url) { try run.manifests.blockBody(block) }
                }
                return document.addSource(url)
            }
            return .nil
        },
    ]

    /// The body of a `gem_group`/`github`/`add_source` block between the `gsub  Gemfile` lines Rails
    /// prints for it: its opening and closing lines are appended with a `gsub_file` each
    /// (`append_file_with_newline`), which logs whatever the body holds.
    func blockBody(_ block: ProcValue?) throws {
        context.log.status("gsub", "Gemfile")
        _ = try block?.call([])
        context.log.status("gsub", "Gemfile")
    }

    /// Adds one gem line (from a `gem` call or a config dependency) and prints its status line:
    /// `gemfile` when added, `identical` when already declared so, `update` when its line was replaced.
    /// `deeper`: Rails' `@indentation` beyond the blocks the document has open (`with_indentation`).
    public func addGem(_ declaration: GemDeclaration, at location: SourceLocation?, deeper: Int = 0) throws {
        try edit(at: location) { document in
            let change = deeper > 0
                ? document.add(declaration, indentation: document.indentation + String(repeating: "  ", count: deeper))
                : document.add(declaration)
            let status: String
            switch change {
            case .added: status = "gemfile"
            case .identical: status = "identical"
            case .replaced: status = "update"
            }
            context.log.status(status) { declaration.appendStatusMessage(to: &$0) }
            return change
        }
    }

    /// Adds a config's Swift package to Package.swift (the `.package` entry and the products of its
    /// targets) and prints `package  name (from 1.3.0)`, or `identical`/`update` as for gems.
    public func addPackage(_ dependency: PackageDependency) throws {
        if try addToXcodeGenManifestIfThereIsOne(dependency) { return }
        let path = try context.workspace.resolve("Package.swift", for: .write, at: dependency.location)
        guard let text = try context.workspace.read(path) else {
            throw Diagnostic(
                code: .packageManifest,
                message: "cannot add the Swift package \(dependency.name): the project has no Package.swift",
                at: dependency.location)
        }
        let document = try PackageManifestDocument(text: text)
        let message = PackageManifestDocument.statusMessage(for: dependency)
        switch try document.add(dependency) {
        case .added:
            context.log.status("package", message)
            try context.workspace.write(path, document.text)
        case .replaced:
            context.log.status("update", message)
            try context.workspace.write(path, document.text)
        case .identical:
            context.log.status("identical", message)
        }
    }

    /// Runs `change` on the open block's document, or on the project's Gemfile. The Gemfile is
    /// parsed once and its document then holds the file's text in the workspace (`Workspace.hold`),
    /// so each further gem is an indexed append instead of a re-read, re-parse and re-render of the
    /// whole Gemfile (which made thousands of gems quadratic). Anything else that reads or edits
    /// the Gemfile takes the text back, and the next gem parses it afresh.
    private func edit(at location: SourceLocation?, _ change: (GemfileDocument) throws -> GemfileChange) throws {
        if let openDocument {
            _ = try change(openDocument)
            return
        }
        let workspace = context.workspace
        let (path, _, holder) = try workspace.editTarget("Gemfile", at: location)
        if let held = holder as? GemfileDocument {
            // Once told, the workspace keeps the Gemfile changed for as long as the document holds it.
            if try change(held) != .identical, !held.changeReported {
                workspace.holderChanged(path)
                held.changeReported = true
            }
            return
        }
        try editAfresh(path, change)
    }

    /// Parses the Gemfile from the workspace, runs `change`, and writes the result back only when
    /// `change` returns: a failing block leaves the Gemfile as it was.
    private func editAfresh(_ path: String, _ change: (GemfileDocument) throws -> GemfileChange) throws {
        let workspace = context.workspace
        let document = GemfileDocument(text: try workspace.read(path))
        document.reserveDeclarations(expectedGems)
        if try change(document) != .identical || document.isNew {
            try workspace.write(path, document.text)
        }
        try workspace.hold(path, by: document)
    }

    /// A block-shaped action: the body's gems go into the same document, written once at the end.
    /// Blocks are few, so each starts from the Gemfile's text (taken back from the held document):
    /// a block whose body raises then changes nothing, exactly as before the hold existed.
    func editBlock(_ call: CallContext, _ change: (GemfileDocument) throws -> GemfileChange) throws {
        if let openDocument {
            _ = try change(openDocument)
            return
        }
        let path = try context.workspace.resolve("Gemfile", for: .write, at: call.location)
        try editAfresh(path) { document in
            openDocument = document
            defer { openDocument = nil }
            return try change(document)
        }
    }

    /// Keyword options in the order written, converted to the values a Gemfile line can render.
    private static func options(_ a: ActionCall) throws -> [(key: String, value: GemOptionValue)] {
        guard let keywords = a.config else { return [] }
        let call = a.call
        return try keywords.pairs.map { key, value in
            let name: String
            switch key {
            case .symbol(let s): name = s
            case .string(let s): name = s.value
            default: throw call.error("ArgumentError", "gem option names must be symbols or strings")
            }
            return (key: name, value: try optionValue(value, call))
        }
    }

    private static func optionValue(_ value: Value, _ call: CallContext) throws -> GemOptionValue {
        guard let option = GemOptionValue(value) else {
            throw call.error("ArgumentError", "a Gemfile option cannot be \(value.inspect)")
        }
        return option
    }
}

/// The Gemfile's document holds the Gemfile's text while consecutive gems are added.
extension GemfileDocument: TextFileHolder {
    public var currentText: String { text }
}
