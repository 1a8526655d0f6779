import Diagnostics
import Foundation
import RunnerLanguage

/// `create_file`/`add_file`/`file`, `copy_file`, `template` and `get`: actions that write a whole
/// file, with Thor 1.2.1's statuses and conflict policy (see ConflictResolver).
public enum FileActions {
    static let writeKeywords = ["force", "skip", "verbose"]

    static let definitions: [ActionDefinition] = [
        ActionDefinition(
            ["create_file", "add_file", "file"], ActionSignature(required: 1, optional: 2, keywords: writeKeywords, takesBlock: true)
        ) { run, a in
            let data = try a.blockText() ?? a.text(1) ?? ""
            return try writeFile(run.context, a, destination: a.requiredText(0, "the destination")) { .text(data) }
        },
        ActionDefinition(
            "copy_file", ActionSignature(required: 1, optional: 2, keywords: writeKeywords + ["mode"], takesBlock: true), source: 0
        ) { run, a in
            let source = try a.requiredText(0, "the source")
            let destination = try a.text(1) ?? source
            let url = try run.context.findSource(source, at: a.location, call: a.call)
            return try copy(run.context, a, from: url, to: destination)
        },
        ActionDefinition(
            "template", ActionSignature(required: 1, optional: 2, keywords: writeKeywords + ["context"], takesBlock: true), source: 0,
            rendersSource: true
        ) { run, a in
            let source = try a.requiredText(0, "the source")
            let destination = try a.text(1) ?? (source.hasSuffix(".tt") ? String(source.dropLast(3)) : source)
            let url = try run.context.findSource(source, at: a.location, call: a.call)
            return try render(run.context, a, from: url, to: destination)
        },
        ActionDefinition(["create_link", "add_link"], ActionSignature(required: 1, optional: 1, keywords: writeKeywords + ["symbolic"])) { run, a in
            try createLink(run.context, a, destination: try a.requiredText(0, "the link"), target: try a.requiredText(1, "what it links to"))
        },
        ActionDefinition("get", ActionSignature(required: 1, optional: 2, keywords: writeKeywords, takesBlock: true), source: 0, downloads: true) { run, a in
            let context = run.context
            let source = try a.requiredText(0, "the source")
            // A URL is downloaded (Thor's open-uri) through the remote fetcher; anything else is a template source.
            let isURL = source.range(of: "^[A-Za-z][A-Za-z0-9+.-]*://", options: .regularExpression) != nil
            let url = isURL ? URL(fileURLWithPath: (source as NSString).lastPathComponent) : try context.findSource(source, at: a.location, call: a.call)
            let bytes = isURL ? try run.executor.download(source, action: "get", call: a.call) : try context.readSource(url, at: a.location)
            // Not downloaded (--pretend, --no-run, answered no): nothing is written.
            guard let bytes else { return .nil }
            let content = FileContent(bytes)
            var destination = try a.text(1)
            if destination == nil, let block = a.block {
                let parameters: [Value] = block.arity == 1 ? [content.text.map { .str($0) } ?? .nil] : []
                destination = try ActionCall.text(try block.call(parameters), at: a.location)
            }
            return try writeFile(context, a, destination: destination ?? url.lastPathComponent) { content }
        },
    ]

    /// Thor's `create_link(destination, source)`: a symbolic link holding `source` (read from the
    /// link's folder, as the kernel reads it), `create`; `identical` when one already leads to the
    /// same file; otherwise `force`/`skip` as for a file, and a conflict with neither. The link
    /// must lead inside the project; hard links (`symbolic: false`) are not made.
    static func createLink(_ context: ActionContext, _ a: ActionCall, destination given: String, target: String) throws -> Value {
        let workspace = context.workspace
        if a.flag("symbolic") == false { throw ActionError.argument("create_link makes symbolic links only (symbolic: false is not supported)", at: a.location) }
        let destination = try context.expandEncodedInstructions(given, a.call)
        let path = try workspace.resolve(destination, for: .remove, at: a.location)
        let display = workspace.display(destination)
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        let resolvedTarget: String
        do { resolvedTarget = try workspace.confinement.resolve(target, from: folder, access: .link, at: a.location) } catch {
            throw ActionError.refusedPath(target, access: .link, at: a.location)
        }
        func say(_ status: String) { if a.verbose { context.log.status(status, display) } }
        if workspace.exists(path) || workspace.isLink(path) {
            let current = try? workspace.resolve(destination, for: .read, at: a.location)
            if current == resolvedTarget, workspace.exists(resolvedTarget) {
                say("identical")
                return .str(destination)
            }
            if a.flag("skip") ?? context.options.skip {
                say("skip")
                return .str(destination)
            }
            guard a.flag("force") ?? context.options.force else {
                say("conflict")
                throw ActionError.conflict(display, at: a.location)
            }
            say("force")
        } else {
            say("create")
        }
        try workspace.link(path, to: resolvedTarget)
        return .str(destination)
    }

    /// `copy_file` of a found source: bytes as they are (a block may rewrite text), then with
    /// `mode: :preserve` the source's permissions (`chmod` status, as Thor prints it).
    static func copy(_ context: ActionContext, _ a: ActionCall, from url: URL, to destination: String) throws -> Value {
        let result = try writeFile(context, a, destination: destination) {
            let content = FileContent(try context.readSource(url, at: a.location))
            guard a.block != nil else { return content }
            guard case .text(let text) = content else {
                throw ActionError.argument("copy_file with a block needs a text file, and \(url.lastPathComponent) is binary", at: a.location)
            }
            return .text(try a.blockText([.str(text)]) ?? "")
        }
        if case .symbol("preserve")? = a.option("mode") {
            let written = (try? ActionCall.text(result, at: a.location)).flatMap { $0 } ?? destination
            try changeMode(context, a, path: written, mode: try sourceMode(url, at: a.location))
        }
        return result
    }

    /// `template` of a found source: ERB rendered in the template's context (a block may rewrite it).
    static func render(_ context: ActionContext, _ a: ActionCall, from url: URL, to destination: String) throws -> Value {
        try writeFile(context, a, destination: destination) {
            let rendered = try renderTemplate(context, url, at: a.location)
            guard a.block != nil else { return .text(rendered) }
            return .text(try a.blockText([.str(rendered)]) ?? "")
        }
    }

    /// `create_file` with Thor's statuses; returns the destination as given (Thor returns it too).
    static func writeFile(
        _ context: ActionContext, _ a: ActionCall, destination given: String, content: () throws -> FileContent
    ) throws -> Value {
        let destination = try context.expandEncodedInstructions(given, a.call)
        let path = try context.workspace.resolve(destination, for: .write, at: a.location)
        try ConflictResolver(context: context).createFile(
            path: path, display: context.workspace.display(destination), verbose: a.verbose,
            force: a.flag("force"), skip: a.flag("skip"), at: a.location, content: content)
        return .str(destination)
    }

    /// `chmod` as Thor does it: status first, then the change (recursive for a folder).
    static func changeMode(_ context: ActionContext, _ a: ActionCall, path given: String, mode: Int) throws {
        let path = try context.workspace.resolve(given, for: .chmod, at: a.location)
        if a.verbose { context.log.status("chmod", context.workspace.display(given)) }
        guard context.workspace.exists(path) else {
            // Thor's chmod_R fails on a missing path; under pretend nothing is checked.
            if context.options.pretend { return }
            throw ActionError.missingFile(context.workspace.display(given), at: a.location)
        }
        try context.workspace.chmod(path, mode)
    }

    static func sourceMode(_ url: URL, at location: SourceLocation) throws -> Int {
        var info = stat()
        guard stat(url.path, &info) == 0 else { throw ActionError.io("cannot read \(url.path)", at: location) }
        return Int(info.st_mode & 0o7777)
    }

    /// Renders an ERB source with the template's context; errors name the template as the check
    /// does (`tpl/templates/Gemfile.tt:3:7: …`), else relative to the template folder.
    static func renderTemplate(_ context: ActionContext, _ url: URL, at location: SourceLocation) throws -> String {
        let data = try context.readSource(url, at: location)
        guard let text = String(data: data, encoding: .utf8) else {
            throw ActionError.io("\(url.lastPathComponent) is not a UTF-8 text file and cannot be rendered", at: location)
        }
        let root = context.templateFolder
        let shown = context.displayTemplatePath?(url)
            ?? PathConfinement.relative(url.path, to: root.realRoot) ?? PathConfinement.relative(url.path, to: root.root) ?? url.path
        return try TemplateRenderer(interpreter: context.interpreter).render(text, path: shown, filePath: url.path)
    }
}
