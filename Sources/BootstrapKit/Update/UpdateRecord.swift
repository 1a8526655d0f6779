import Diagnostics
import Foundation

/// What `update` needs from a project's `.bootstrap.yml` (docs/bootstrap-yml.md): the templates
/// the project follows, in the order they were applied — each with its source, the commit it is
/// at and the blocks it ran. The whole text is kept too: it seeds the regenerations, so their
/// declared questions take the recorded answers.
struct UpdateRecord {
    var text: String
    var templates: [RecordedTemplate]

    /// Reads the record through the (read-only) workspace of the project, so a `.bootstrap.yml`
    /// that is a link out of the project is refused like every other path.
    static func load(from workspace: Workspace) throws -> UpdateRecord {
        let name = ProjectRecord.fileName
        let path = try workspace.resolve(name, for: .read, at: nil)
        guard workspace.isFile(path), let text = try workspace.read(path) else {
            throw Diagnostic(
                code: .notUpdatable,
                message: "\(workspace.display(name)) does not exist: `update` works on a project made by `bootstrap new` from a git template")
        }
        let templates = try ProjectRecordFile(text).templates
        guard let first = templates.first else {
            throw Diagnostic(code: .notUpdatable, message: "\(name) records no template.source")
        }
        if first.applied {
            throw Diagnostic(
                code: .notUpdatable,
                message: "\(name) was written by `apply`: the project was not made from \(first.source ?? "its template"), so there is no version of it to regenerate; `update` works on a project made by `bootstrap new`")
        }
        return UpdateRecord(text: text, templates: templates)
    }

    /// Why `template` cannot be followed to another version; nil for a git template.
    static func refusal(of template: RecordedTemplate) -> Diagnostic? {
        let name = ProjectRecord.fileName
        if template.builtin {
            return Diagnostic(
                code: .notUpdatable,
                message: "\(name) records the built-in template \(template.builtinName ?? BuiltInTemplates.defaultName), which has no versions to update between; update bootstrap itself, or use `apply`")
        }
        guard let source = template.source else {
            return Diagnostic(code: .notUpdatable, message: "\(name) records no template.source")
        }
        guard template.commit != nil else {
            return Diagnostic(
                code: .notUpdatable,
                message: "\(name) records no template.commit: '\(source)' is not a git template, so the version the project was made from cannot be regenerated")
        }
        return nil
    }

    /// The templates to bring to a newer version, by index: the one `--template` names (its
    /// short name, its source as recorded, or its URL), else every git template, in list order.
    func targets(named name: String?) throws -> [Int] {
        guard let name else {
            let followed = templates.indices.filter { Self.refusal(of: templates[$0]) == nil }
            if followed.isEmpty, let refusal = templates.first.flatMap(Self.refusal) { throw refusal }
            return followed
        }
        let normalized = URLNormalization.normalize(name)
        let matching = templates.indices.filter { index in
            let template = templates[index]
            return [template.shortName, template.source, template.url].contains(name)
                || template.url.map { URLNormalization.normalize($0) == normalized } == true
        }
        let listed = templates.map { "\($0.shortName) (\($0.source ?? "built-in"))" }.joined(separator: ", ")
        guard let index = matching.first else {
            var message = "--template \(name) names no template this project follows; .bootstrap.yml records: \(listed)"
            if let suggestion = Suggestions.didYouMean(name, in: templates.map(\.shortName)) { message += " (\(suggestion))" }
            throw Diagnostic(code: .unknownTemplate, message: message)
        }
        guard matching.count == 1 else {
            throw Diagnostic(
                code: .unknownTemplate,
                message: "--template \(name) names \(matching.count) templates of .bootstrap.yml; give the source or the URL of one: \(listed)")
        }
        if let refusal = Self.refusal(of: templates[index]) { throw refusal }
        return [index]
    }

    /// How messages and conflict markers name template `index`: its short name, or its source
    /// when another template of the project has the same short name.
    func label(_ index: Int) -> String {
        let template = templates[index]
        let alike = templates.filter { $0.shortName == template.shortName }.count > 1
        return alike ? template.source ?? template.shortName : template.shortName
    }
}
