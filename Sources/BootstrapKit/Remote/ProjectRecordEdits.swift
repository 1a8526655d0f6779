import BootstrapYAML
import Diagnostics
import Foundation

/// The edits `apply` and `update` make to an existing `.bootstrap.yml`, line by line, so that every
/// line they do not change (comments, answers as written) stays as it is: names added to one
/// entry's `blocks:`, answers to its `answers:` or `prompts:`, an entry written anew, one more
/// entry — which turns the one-template form into the list form.
extension ProjectRecordFile {
    /// `blocks` that entry `index` does not list yet, appended to its `blocks:`.
    func adding(blocks: [String], to index: Int) -> String {
        let entry = templates[index]
        var seen = Set(entry.blocks)
        let missing = blocks.filter { seen.insert($0).inserted }
        guard !missing.isEmpty else { return text }
        let pad = String(repeating: " ", count: entry.keyColumn)
        let added = missing.map { pad + "  - " + ProjectRecord.quoted($0) }
        var lines = self.lines
        guard let (key, end) = section("blocks", of: index) else {
            lines.insert(contentsOf: [pad + "blocks:"] + added, at: contentEnd(of: index))
            return joined(lines)
        }
        if lines[key].trimmingCharacters(in: .whitespaces) == "blocks: []" { lines[key] = pad + "blocks:" }
        lines.insert(contentsOf: added, at: end)
        return joined(lines)
    }

    /// The answers entry `index` does not hold yet added under `section` (`answers` or `prompts`);
    /// recorded answers are kept as they are. `answers` are the lines by name, as written at the
    /// one-template form's depth.
    func adding(_ answers: [(name: String, line: String)], under name: String, to index: Int) -> String {
        let entry = templates[index]
        let recorded = Set((entry.body?[name]?.mappingPairs ?? []).compactMap { $0.key.scalarText })
        let missing = answers.filter { !recorded.contains($0.name) }
        guard !missing.isEmpty else { return text }
        let pad = String(repeating: " ", count: entry.keyColumn)
        let added = missing.map { pad + $0.line }
        var lines = self.lines
        guard let (_, end) = section(name, of: index) else {
            lines.insert(contentsOf: [pad + name + ":"] + added, at: contentEnd(of: index))
            return joined(lines)
        }
        lines.insert(contentsOf: added, at: end)
        return joined(lines)
    }

    /// Entry `index` of the list replaced by `entry` (its lines as `ProjectRecord.entryLines` makes them).
    func replacing(_ index: Int, with entry: [String]) -> String {
        var lines = self.lines
        lines.replaceSubrange(templates[index].lines.lowerBound..<contentEnd(of: index), with: entry)
        return joined(lines)
    }

    /// One more template after the others: appended to the list, or the one-template form
    /// rewritten as a list of its template and this one.
    func appending(_ entry: [String]) throws -> String {
        guard isList else { return try listForm(adding: entry) }
        var lines = self.lines
        if let last = templates.indices.last {
            lines.insert(contentsOf: entry, at: contentEnd(of: last))
        } else if let key = root?.mappingPairs?.first(where: { $0.key.scalarText == "templates" })?.key {
            let line = key.mark.line - 1
            lines[line] = "templates:"
            lines.insert(contentsOf: entry, at: line + 1)
        }
        return joined(lines)
    }

    /// The one-template form as the list form: the `template:` fields and the `blocks:`,
    /// `answers:` and `prompts:` sections, moved line by line into the list's first entry (so
    /// every answer keeps the text it was written with), then `entry`, then every other top-level
    /// key as it was. The result must read back as the same template, or nothing is written.
    private func listForm(adding entry: [String]) throws -> String {
        let pairs = root?.mappingPairs ?? []
        let moved: Set<String> = ["template", "blocks", "answers", "prompts"]
        var first: [String] = []
        var sections: [String] = []
        var kept: [String] = []
        for (offset, pair) in pairs.enumerated() {
            let start = pair.key.mark.line - 1
            let end = offset + 1 < pairs.count ? pairs[offset + 1].key.mark.line - 1 : lines.count
            let block = Array(lines[start..<max(start, end)])
            guard let name = pair.key.scalarText, moved.contains(name) else {
                kept += block
                continue
            }
            if name == "template" {
                first = templateFields(block, value: pair.value)
            } else {
                // A top-level section, one entry deeper: its key at column 4, its items below it.
                sections += block.map { $0.isEmpty ? $0 : "    " + $0 }
            }
        }
        var entryLines = first + sections
        if let head = entryLines.first {
            entryLines[0] = "  - " + head.drop { $0 == " " }
        }
        let text = joined([ProjectRecord.listHeader, "templates:"] + entryLines + entry + kept)
        let converted = try ProjectRecordFile(text)
        guard converted.isList, converted.templates.count == 2, let old = templates.first,
              converted.templates[0].sameRecord(as: old)
        else {
            throw Diagnostic(
                code: .ioError,
                message: "\(ProjectRecord.fileName) could not be rewritten as a list of templates (it does not read back the same); add the template to it by hand (docs/bootstrap-yml.md)")
        }
        return text
    }

    /// The `template:` section's fields, at the entry's column (4): its lines moved when they are
    /// a block mapping, else written from what they say.
    private func templateFields(_ block: [String], value: Node) -> [String] {
        let children = block.dropFirst().filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        if case .mapping = value, block.first?.trimmingCharacters(in: .whitespaces) == "template:",
           let indent = children.first?.prefix(while: { $0 == " " }).count, indent > 0 {
            return children.map { line in
                let own = line.prefix { $0 == " " }.count
                return String(repeating: " ", count: 4 + max(0, own - indent)) + line.dropFirst(min(own, indent))
            }
        }
        return (value.mappingPairs ?? []).compactMap { key, value in
            guard let name = key.scalarText, let text = value.scalarText else { return nil }
            let written = value.bool != nil && value.scalar?.style == .plain ? text : ProjectRecord.quoted(text)
            return "    \(name): \(written)"
        }
    }
}

extension RecordedTemplate {
    /// The same template, blocks and answers (where it was written aside).
    func sameRecord(as other: RecordedTemplate) -> Bool {
        source == other.source && url == other.url && ref == other.ref && commit == other.commit && subdir == other.subdir
            && builtin == other.builtin && builtinName == other.builtinName && applied == other.applied && blocks == other.blocks
            && answers("answers") == other.answers("answers") && answers("prompts") == other.answers("prompts")
    }
}
