import BootstrapYAML
import Diagnostics
import Foundation
import RunnerLanguage

/// `.bootstrap.yml` at the root of a project made by `new`: where its template came from, the
/// version of bootstrap, the blocks run and the answers (docs/bootstrap-yml.md is the stable
/// format). `new` writes it; `apply` adds the blocks it ran and its answers to an existing one, and
/// creates one (marked `applied: true`) when the project has none and the user typed answers on the
/// terminal, so a second `apply` asks nothing again. Written through the workspace like every file of the
/// run, so it is part of the all-or-nothing result.
public enum ProjectRecord {
    public static let fileName = ".bootstrap.yml"

    /// Writes the record for a new project, or adds `blocks` and the answers to the entry of the
    /// template that ran in an existing one — a new entry when the project did not follow it yet
    /// (the list form from then on). `creating` on an existing record writes the template's entry
    /// anew (update's regeneration of a version), the other templates' entries as they were.
    public static func save(
        in workspace: Workspace, template: LoadedTemplate, blocks: [String], answers: [(name: String, value: Value)] = [],
        prompts: [(key: String, value: String)] = [], typed: Bool = false, creating: Bool
    ) throws {
        // At the project's root, whatever `inside` folder the run ended in.
        let saved = workspace.currentDirectory
        workspace.currentDirectory = ""
        defer { workspace.currentDirectory = saved }
        let path = try workspace.resolve(fileName, for: .write, at: nil)
        let origin = template.location.origin
        guard workspace.isFile(path), let existing = try workspace.read(path) else {
            if creating {
                try workspace.write(path, text(origin: origin, blocks: blocks, answers: answers, prompts: prompts))
                return
            }
            // A project bootstrap did not make: a record only when the user typed answers to keep.
            guard typed, !answers.isEmpty || !prompts.isEmpty, !workspace.exists(path) else { return }
            try workspace.write(path, text(origin: origin, blocks: blocks, answers: answers, prompts: prompts, applied: true))
            return
        }
        let record = try ProjectRecordFile(existing)
        let updated: String
        if let index = record.index(of: origin) {
            if creating {
                let applied = record.templates[index].applied
                updated = record.isList
                    ? record.replacing(index, with: entryLines(origin: origin, blocks: blocks, answers: answers, prompts: prompts, applied: applied))
                    : text(origin: origin, blocks: blocks, answers: answers, prompts: prompts, applied: applied)
            } else {
                let answerLines = answers.map { (name: $0.name, line: answerLine($0.name, $0.value)) }
                let promptLines = prompts.map { (name: $0.key, line: promptLine($0.key, $0.value)) }
                let withBlocks = try readBack(record.adding(blocks: blocks, to: index))
                let withAnswers = try readBack(withBlocks.adding(answerLines, under: "answers", to: index))
                updated = withAnswers.adding(promptLines, under: "prompts", to: index)
            }
        } else if record.templates.isEmpty, !record.isList {
            // A record that names no template (emptied by hand): this one's, as `apply` writes it.
            updated = text(origin: origin, blocks: blocks, answers: answers, prompts: prompts, applied: !creating)
        } else {
            // A template the project does not follow yet: `apply -m OTHER` adds it, after the others.
            updated = try record.appending(entryLines(origin: origin, blocks: blocks, answers: answers, prompts: prompts))
        }
        guard updated != existing else { return }
        // An entry written by hand in a shape the line edits do not know (a flow mapping) must not
        // become a file that no longer reads: what was added must read back.
        let written = try readBack(updated)
        guard let index = written.index(of: origin), Set(blocks).isSubset(of: written.templates[index].blocks) else {
            throw uneditable
        }
        try workspace.write(path, updated)
    }

    /// An edited record, which must still read as YAML.
    private static func readBack(_ text: String) throws -> ProjectRecordFile {
        do { return try ProjectRecordFile(text) } catch { throw uneditable }
    }

    private static var uneditable: Diagnostic {
        Diagnostic(
            code: .ioError,
            message: "\(fileName) could not be updated with this template's blocks and answers (its entry is written in a form bootstrap does not edit, such as a {…} mapping); write it in the form of docs/bootstrap-yml.md")
    }

    /// The first line of a record in the list form.
    static let listHeader =
        "# Written by bootstrap: the templates this project follows, in the order they apply (format: docs/bootstrap-yml.md)."

    /// The whole file for a new project, or (`applied`) for a project `apply` ran a template on.
    static func text(
        origin: TemplateOrigin?, blocks: [String], answers: [(name: String, value: Value)] = [],
        prompts: [(key: String, value: String)] = [], applied: Bool = false
    ) -> String {
        let header = applied
            ? "# Written by bootstrap apply: the template applied to this project and its answers (format: docs/bootstrap-yml.md)."
            : "# Written by bootstrap: the template this project was made from (format: docs/bootstrap-yml.md)."
        var lines = [header, "template:"] + fieldLines(origin: origin, applied: applied).map { "  " + $0 }
        lines += ["bootstrap:", "  version: \(quoted(BootstrapVersion.current))"]
        lines += blockLines(blocks, emptyAs: "blocks: []")
        if !answers.isEmpty { lines += ["answers:"] + answers.map { answerLine($0.name, $0.value) } }
        if !prompts.isEmpty { lines += ["prompts:"] + prompts.map { promptLine($0.key, $0.value) } }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One template of the list form: `  - source: …` and its other keys four columns in.
    static func entryLines(
        origin: TemplateOrigin?, blocks: [String], answers: [(name: String, value: Value)] = [],
        prompts: [(key: String, value: String)] = [], applied: Bool = false
    ) -> [String] {
        var keys = fieldLines(origin: origin, applied: applied)
        keys += blockLines(blocks, emptyAs: "blocks: []")
        if !answers.isEmpty { keys += ["answers:"] + answers.map { answerLine($0.name, $0.value) } }
        if !prompts.isEmpty { keys += ["prompts:"] + prompts.map { promptLine($0.key, $0.value) } }
        return keys.enumerated().map { ($0.offset == 0 ? "  - " : "    ") + $0.element }
    }

    /// `source: …`, `url: …` and the rest of a template's origin (`builtin: NAME` for a built-in one).
    private static func fieldLines(origin: TemplateOrigin?, applied: Bool) -> [String] {
        var lines: [String] = []
        if let origin, let source = origin.source {
            lines.append("source: \(quoted(source))")
            let fields: [(String, String?)] = [
                ("url", origin.url), ("ref", origin.ref), ("commit", origin.commit), ("subdir", origin.subdir),
            ]
            for (key, value) in fields { if let value { lines.append("\(key): \(quoted(value))") } }
        } else {
            lines.append("builtin: \(quoted(origin?.builtin ?? BuiltInTemplates.defaultName))")
        }
        if applied { lines.append("applied: true") }
        return lines
    }

    /// `  name: value`, typed as YAML reads it back: numbers and booleans plain, text quoted,
    /// a multichoice as a flow list of quoted texts.
    static func answerLine(_ name: String, _ value: Value) -> String {
        let written: String
        switch value {
        case .integer, .float, .bool: written = QuestionDeclaration.text(of: value)
        case .array(let list): written = "[" + list.elements.map { quoted(QuestionDeclaration.text(of: $0)) }.joined(separator: ", ") + "]"
        default: written = quoted(QuestionDeclaration.text(of: value))
        }
        return "  \(name): \(written)"
    }

    /// `  "question text": "answer"`: a runner prompt's answer under its key (a `name:` or the
    /// question's text, which may hold any character, so both are quoted).
    static func promptLine(_ key: String, _ value: String) -> String { "  \(quoted(key)): \(quoted(value))" }

    /// The answers a project's `.bootstrap.yml` records for the template `origin` names, as text a
    /// declared question converts (a list joined with commas); empty when there is no record, it
    /// does not follow that template, or has no answers. `section: "prompts"` gives the answers of
    /// runner prompts instead, by their key.
    public static func savedAnswers(in workspace: Workspace, section: String = "answers", of origin: TemplateOrigin?) -> [String: String] {
        guard let record = recordFile(in: workspace), let index = record.index(of: origin) else { return [:] }
        return record.templates[index].answers(section)
    }

    /// The answers of every template the project follows, the first template's where two answer
    /// the same name (`gen` reads them as variables).
    public static func savedAnswers(in workspace: Workspace, section: String = "answers") -> [String: String] {
        guard let record = recordFile(in: workspace) else { return [:] }
        var answers: [String: String] = [:]
        for template in record.templates { answers.merge(template.answers(section)) { first, _ in first } }
        return answers
    }

    /// The project's record, read through the workspace: a record that is a link out of the
    /// project is no record.
    /// The built-in template the project at `root` was made from, when its record's first template
    /// is one: `apply` without `-m` applies that one (an app made with `-m ios-viper` is not given
    /// the Swift package's files). Only a name among the built-ins counts.
    public static func builtinTemplate(of root: URL) -> String? {
        guard let first = recordFile(in: Workspace(root: root, pretend: true, journaling: false))?.templates.first,
              first.builtin, let name = first.builtinName, BuiltInTemplates.entry(named: name) != nil
        else { return nil }
        return name
    }

    private static func recordFile(in workspace: Workspace) -> ProjectRecordFile? {
        let saved = workspace.currentDirectory
        workspace.currentDirectory = ""
        defer { workspace.currentDirectory = saved }
        guard let path = try? workspace.resolve(fileName, for: .read, at: nil), workspace.isFile(path),
              let text = try? workspace.read(path)
        else { return nil }
        return try? ProjectRecordFile(text)
    }

    private static func blockLines(_ blocks: [String], emptyAs empty: String) -> [String] {
        blocks.isEmpty ? [empty] : ["blocks:"] + blocks.map { "  - \(quoted($0))" }
    }

    /// A YAML double-quoted scalar: every value reads back as the same string, whatever it holds.
    static func quoted(_ value: String) -> String { DoubleQuotedScalar.text(value) }
}
