import BootstrapYAML
import Foundation

/// One template a project follows, as its `.bootstrap.yml` records it (docs/bootstrap-yml.md):
/// the `template:` of the one-template form with the file's `blocks:`, `answers:` and `prompts:`,
/// or one item of the list form's `templates:`, which holds those keys itself.
public struct RecordedTemplate {
    public var source: String?
    public var url: String?
    public var ref: String?
    public var commit: String?
    public var subdir: String?
    /// Made from a built-in template: no source, no versions.
    public var builtin = false
    /// Which built-in template (`builtin: ios-viper`); `builtin: true`, as records before the name
    /// was kept say, is the default one.
    public var builtinName: String?
    /// Applied by `apply` to a project bootstrap did not make: the project was not made from it.
    public var applied = false
    public var blocks: [String] = []
    /// The mapping holding the entry's `blocks:`, `answers:` and `prompts:` (the whole document in
    /// the one-template form).
    let body: Node?
    /// The entry's lines in the file, counted from 0: every line in the one-template form.
    let lines: Range<Int>
    /// The column of the entry's keys: 0 in the one-template form, 4 in the list.
    let keyColumn: Int

    init(fields: Node?, body: Node?, lines: Range<Int>, keyColumn: Int) {
        func field(_ key: String) -> String? { fields?[key]?.scalarText.flatMap { $0.isEmpty ? nil : $0 } }
        source = field("source")
        url = field("url")
        ref = field("ref")
        commit = field("commit")
        subdir = field("subdir")
        let builtinField = field("builtin")
        builtin = builtinField != nil && builtinField != "false"
        builtinName = builtin ? (builtinField == "true" ? BuiltInTemplates.defaultName : builtinField) : nil
        applied = field("applied") == "true"
        blocks = (body?["blocks"]?.sequenceItems ?? []).compactMap(\.scalarText)
        self.body = body
        self.lines = lines
        self.keyColumn = keyColumn
    }

    /// The answers of `section` (`answers` or `prompts`) as text a question converts: a list is
    /// joined with commas. Empty when the section is absent.
    public func answers(_ section: String) -> [String: String] {
        var answers: [String: String] = [:]
        for (key, value) in body?[section]?.mappingPairs ?? [] {
            guard let name = key.scalarText else { continue }
            if let items = value.sequenceItems {
                answers[name] = items.compactMap(\.scalarText).joined(separator: ",")
            } else if let scalar = value.scalarText {
                answers[name] = scalar
            }
        }
        return answers
    }

    /// Whether this entry records the template a run came from: the same normalized URL and
    /// subdir (a local template's URL is its folder, so a single `.rb` file also compares its
    /// name), or, for an entry without a URL, the same source; the built-in template has no origin.
    func records(_ origin: TemplateOrigin?) -> Bool {
        guard let origin, origin.source != nil else { return builtin && builtinName == (origin?.builtin ?? BuiltInTemplates.defaultName) }
        guard !builtin, subdir == origin.subdir else { return false }
        if let url, let other = origin.url {
            guard URLNormalization.normalize(url) == URLNormalization.normalize(other) else { return false }
            let file = { (source: String?) in source.flatMap { $0.hasSuffix(".rb") ? ($0 as NSString).lastPathComponent : nil } }
            return file(source) == file(origin.source)
        }
        return source == origin.source
    }

    /// How messages and `update --template` name it: the repository's (or folder's) name, with
    /// its subdir; `built-in` for the built-in template.
    public var shortName: String {
        guard let location = url ?? source else { return "built-in" }
        var name = (location as NSString).lastPathComponent
        if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
        if name.isEmpty { name = location }
        return subdir.map { name + "/" + $0 } ?? name
    }

    /// The ref and the commit it names, as the record gives them: `v1 (2986d930c8ba)`.
    public var version: String {
        let short = commit.map { String($0.prefix(12)) }
        switch (ref, short) {
        case let (ref?, short?): return ref == commit ? short : "\(ref) (\(short))"
        case let (ref?, nil): return ref
        case let (nil, short?): return short
        default: return "?"
        }
    }
}

/// A project's `.bootstrap.yml` read whole: its form and its templates, with where each one's
/// lines are, so `apply` can add to one entry and keep every other line as it is.
struct ProjectRecordFile {
    let text: String
    /// The text's lines, without the empty string after a final line break.
    let lines: [String]
    let root: Node?
    /// The list form (`templates:`); false for the one-template form (`template:`).
    let isList: Bool
    let templates: [RecordedTemplate]

    init(_ text: String) throws {
        self.text = text
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
        root = try YAMLLoader.load(text, path: ProjectRecord.fileName)
        guard let pairs = root?.mappingPairs, let index = pairs.firstIndex(where: { $0.key.scalarText == "templates" }) else {
            isList = false
            let single = root?["template"] != nil || root?["blocks"] != nil || root?["answers"] != nil || root?["prompts"] != nil
            templates = single ? [RecordedTemplate(fields: root?["template"], body: root, lines: 0..<lines.count, keyColumn: 0)] : []
            return
        }
        isList = true
        // An entry runs from its item's first line to the next item's, the last one to the next
        // top-level key (or the end).
        let sectionEnd = index + 1 < pairs.count ? pairs[index + 1].key.mark.line - 1 : lines.count
        let items = pairs[index].value.sequenceItems ?? []
        var starts = items.map { item -> Int in
            var start = item.mark.line - 1
            // `-` alone on its line, the keys below it.
            if start > 0, lines[start - 1].trimmingCharacters(in: .whitespaces) == "-" { start -= 1 }
            return start
        }
        starts.append(sectionEnd)
        templates = items.enumerated().map { offset, item in
            RecordedTemplate(
                fields: item, body: item, lines: starts[offset]..<max(starts[offset], starts[offset + 1]),
                keyColumn: max(0, item.mark.column - 1))
        }
    }

    /// The index of the entry that records the template `origin` names.
    func index(of origin: TemplateOrigin?) -> Int? { templates.firstIndex { $0.records(origin) } }

    func joined(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }

    /// The line after the last line of a section of entry `index` (its key line and the deeper
    /// lines below it, and for a list the items at the key's own column), and the key's line.
    func section(_ name: String, of index: Int) -> (key: Int, end: Int)? {
        let entry = templates[index]
        guard let key = entry.body?.mappingPairs?.first(where: { $0.key.scalarText == name })?.key else { return nil }
        let keyLine = key.mark.line - 1
        var end = keyLine + 1
        while end < entry.lines.upperBound, end < lines.count {
            let line = lines[end]
            let indent = line.prefix { $0 == " " }.count
            guard indent < line.count else { break }  // a blank line ends it, as the record is written
            let rest = line.dropFirst(indent)
            guard indent > entry.keyColumn || (indent == entry.keyColumn && rest.hasPrefix("-")) else { break }
            end += 1
        }
        return (keyLine, end)
    }

    /// The line after entry `index`'s last non-blank line.
    func contentEnd(of index: Int) -> Int {
        var end = min(templates[index].lines.upperBound, lines.count)
        while end > templates[index].lines.lowerBound, lines[end - 1].trimmingCharacters(in: .whitespaces).isEmpty { end -= 1 }
        return end
    }
}
