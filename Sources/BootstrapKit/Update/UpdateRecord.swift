import BootstrapYAML
import Diagnostics
import Foundation

/// What `update` needs from a project's `.bootstrap.yml` (docs/bootstrap-yml.md): the template's
/// source and the commit it was made from, and the blocks run, in order. The whole text is kept
/// too: it seeds both regenerations, so their declared questions take the recorded answers.
struct UpdateRecord {
    var text: String
    var source: String
    var subdir: String?
    var ref: String?
    var commit: String
    var blocks: [String]

    /// Reads the record through the (read-only) workspace of the project, so a `.bootstrap.yml`
    /// that is a link out of the project is refused like every other path.
    static func load(from workspace: Workspace) throws -> UpdateRecord {
        let name = ProjectRecord.fileName
        guard workspace.isFile(name), let text = try workspace.read(name) else {
            throw Diagnostic(
                code: .notUpdatable,
                message: "\(workspace.display(name)) does not exist: `update` works on a project made by `bootstrap new` from a git template")
        }
        let root = try YAMLLoader.load(text, path: name)
        let template = root?["template"]
        func field(_ key: String) -> String? { template?[key]?.scalarText.flatMap { $0.isEmpty ? nil : $0 } }
        if template?["builtin"]?.scalarText == "true" {
            throw Diagnostic(
                code: .notUpdatable,
                message: "\(name) records the built-in template, which has no versions to update between; update bootstrap itself, or use `apply`")
        }
        if template?["applied"]?.scalarText == "true" {
            throw Diagnostic(
                code: .notUpdatable,
                message: "\(name) was written by `apply`: the project was not made from \(field("source") ?? "its template"), so there is no version of it to regenerate; `update` works on a project made by `bootstrap new`")
        }
        guard let source = field("source") else {
            throw Diagnostic(code: .notUpdatable, message: "\(name) records no template.source")
        }
        guard let commit = field("commit") else {
            throw Diagnostic(
                code: .notUpdatable,
                message: "\(name) records no template.commit: '\(source)' is not a git template, so the version the project was made from cannot be regenerated")
        }
        let blocks = (root?["blocks"]?.sequenceItems ?? []).compactMap(\.scalarText)
        return UpdateRecord(text: text, source: source, subdir: field("subdir"), ref: field("ref"), commit: commit, blocks: blocks)
    }
}
