import BootstrapYAML
import Foundation
import RunnerLanguage

/// `.bootstrap.yml` at the root of a project made by `new`: where its template came from, the
/// version of bootstrap, the blocks run and the answers (docs/bootstrap-yml.md is the stable
/// format). `new` writes it; `apply` adds the blocks it ran and its answers to an existing one, and
/// creates one (marked `applied: true`) when the project has none and the run has answers to keep,
/// so a second `apply` asks nothing again. Written through the workspace like every file of the
/// run, so it is part of the all-or-nothing result.
public enum ProjectRecord {
    public static let fileName = ".bootstrap.yml"

    /// Writes the record for a new project, or adds `blocks` to an existing one.
    public static func save(
        in workspace: Workspace, template: LoadedTemplate, blocks: [String], answers: [(name: String, value: Value)] = [],
        prompts: [(key: String, value: String)] = [], creating: Bool
    ) throws {
        // At the project's root, whatever `inside` folder the run ended in.
        let saved = workspace.currentDirectory
        workspace.currentDirectory = ""
        defer { workspace.currentDirectory = saved }
        let path = try workspace.resolve(fileName, for: .write, at: nil)
        if creating {
            try workspace.write(path, text(origin: template.location.origin, blocks: blocks, answers: answers, prompts: prompts))
            return
        }
        guard workspace.isFile(path), let existing = try workspace.read(path) else {
            // A project bootstrap did not make: a record only when there are answers to keep.
            guard !answers.isEmpty || !prompts.isEmpty, !workspace.exists(path) else { return }
            try workspace.write(path, text(origin: template.location.origin, blocks: blocks, answers: answers, prompts: prompts, applied: true))
            return
        }
        let promptLines = prompts.map { (name: $0.key, line: promptLine($0.key, $0.value)) }
        let updated = try adding(promptLines, under: "prompts", to: try adding(
            answers.map { (name: $0.name, line: answerLine($0.name, $0.value)) }, under: "answers", to: try adding(blocks, to: existing)))
        if updated != existing { try workspace.write(path, updated) }
    }

    /// The whole file for a new project, or (`applied`) for a project `apply` ran a template on.
    static func text(
        origin: TemplateOrigin?, blocks: [String], answers: [(name: String, value: Value)] = [],
        prompts: [(key: String, value: String)] = [], applied: Bool = false
    ) -> String {
        let header = applied
            ? "# Written by bootstrap apply: the template applied to this project and its answers (format: docs/bootstrap-yml.md)."
            : "# Written by bootstrap: the template this project was made from (format: docs/bootstrap-yml.md)."
        var lines = [header, "template:"]
        if let origin, let source = origin.source {
            lines.append("  source: \(quoted(source))")
            let fields: [(String, String?)] = [
                ("url", origin.url), ("ref", origin.ref), ("commit", origin.commit), ("subdir", origin.subdir),
            ]
            for (key, value) in fields { if let value { lines.append("  \(key): \(quoted(value))") } }
        } else {
            lines.append("  builtin: true")
        }
        if applied { lines.append("  applied: true") }
        lines += ["bootstrap:", "  version: \(quoted(BootstrapVersion.current))"]
        lines += blockLines(blocks, emptyAs: "blocks: []")
        if !answers.isEmpty { lines += ["answers:"] + answers.map { answerLine($0.name, $0.value) } }
        if !prompts.isEmpty { lines += ["prompts:"] + prompts.map { promptLine($0.key, $0.value) } }
        return lines.joined(separator: "\n") + "\n"
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

    /// The answers a project's `.bootstrap.yml` records, as text a declared question converts
    /// (a list joined with commas); empty when there is no record or it has no answers.
    /// `section: "prompts"` gives the answers of runner prompts instead, by their key.
    public static func savedAnswers(in workspace: Workspace, section: String = "answers") -> [String: String] {
        let saved = workspace.currentDirectory
        workspace.currentDirectory = ""
        defer { workspace.currentDirectory = saved }
        guard workspace.isFile(fileName), let text = try? workspace.read(fileName),
            let root = try? YAMLLoader.load(text, path: fileName), let pairs = root[section]?.mappingPairs
        else { return [:] }
        var answers: [String: String] = [:]
        for (key, value) in pairs {
            guard let name = key.scalarText else { continue }
            if let items = value.sequenceItems {
                answers[name] = items.compactMap(\.scalarText).joined(separator: ",")
            } else if let scalar = value.scalarText {
                answers[name] = scalar
            }
        }
        return answers
    }

    /// The record with the answers it does not hold yet added under `section:` (`answers:` or
    /// `prompts:`; a later `apply` answered questions the first run did not ask); recorded
    /// answers are kept as they are. `lines` are the answers by name, as written.
    static func adding(_ answers: [(name: String, line: String)], under section: String, to text: String) throws -> String {
        let root = try YAMLLoader.load(text, path: fileName)
        let recorded = Set((root?[section]?.mappingPairs ?? []).compactMap { $0.key.scalarText })
        let missing = answers.filter { !recorded.contains($0.name) }
        guard !missing.isEmpty else { return text }
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        let added = missing.map(\.line)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(section + ":") }) else {
            return (lines + [section + ":"] + added).joined(separator: "\n") + "\n"
        }
        var end = start + 1
        while end < lines.count, lines[end].hasPrefix(" ") { end += 1 }
        lines.insert(contentsOf: added, at: end)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The record with the names in `blocks` that it does not list yet appended to `blocks:`;
    /// every other line (answers, comments) is kept as it is.
    static func adding(_ blocks: [String], to text: String) throws -> String {
        let root = try YAMLLoader.load(text, path: fileName)
        let listed = Set((root?["blocks"]?.sequenceItems ?? []).compactMap(\.scalarText))
        var seen = listed
        let missing = blocks.filter { seen.insert($0).inserted }
        guard !missing.isEmpty else { return text }
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        guard let start = lines.firstIndex(where: { $0.hasPrefix("blocks:") }) else {
            return (lines + blockLines(missing, emptyAs: "blocks: []")).joined(separator: "\n") + "\n"
        }
        var end = start + 1
        while end < lines.count, lines[end].hasPrefix(" ") || lines[end].hasPrefix("-") { end += 1 }
        let added = missing.map { "  - \(quoted($0))" }
        if lines[start].trimmingCharacters(in: .whitespaces) == "blocks: []" {
            lines[start] = "blocks:"
        }
        lines.insert(contentsOf: added, at: end)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func blockLines(_ blocks: [String], emptyAs empty: String) -> [String] {
        blocks.isEmpty ? [empty] : ["blocks:"] + blocks.map { "  - \(quoted($0))" }
    }

    /// A YAML double-quoted scalar: every value reads back as the same string, whatever it holds.
    static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f {
                    out += "\\x" + String(format: "%02X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
