import Diagnostics
import Foundation

/// A parsed `project.pbxproj`: its bytes, the tree read from them, the objects by ID and
/// Xcode's `/* Begin X section */` markers, plus the helpers that turn "add this object" or
/// "append to this list" into a text insertion at the right byte offset.
struct ProjectDocument {
    let bytes: [UInt8]
    let path: String
    let root: PlistNode
    let objects: PlistNode
    let objectsByID: [String: PlistEntry]
    /// Section name (an ISA) → the `Begin` and `End` comments.
    let sections: [(isa: String, begin: Range<Int>, end: Range<Int>)]
    /// One level of indentation as the file uses it (a tab in Xcode's files).
    let unit: String

    init(bytes: [UInt8], path: String) throws {
        var parser = PlistParser(bytes: bytes, path: path)
        let root = try parser.parseDocument()
        self.bytes = bytes
        self.path = path
        self.root = root
        func fail(_ message: String, _ offset: Int) -> Diagnostic {
            let location = PlistParser.location(of: offset, in: bytes, path: path)
            let source = SourceText(path: path, text: String(decoding: bytes, as: UTF8.self))
            return Diagnostic(code: DiagnosticCode.pbxprojStructure, message: message, at: location, in: source)
        }
        guard root.entries != nil else { throw fail("a project file is a dictionary `{ … }`", root.range.lowerBound) }
        guard let objects = root["objects"], let entries = objects.entries else {
            throw fail("the project file has no `objects = { … };` dictionary", root.range.lowerBound)
        }
        var byID: [String: PlistEntry] = [:]
        for entry in entries {
            guard entry.value.entries != nil, entry.value["isa"]?.string != nil else {
                throw fail("object \(entry.key) is not a dictionary with an `isa`", entry.keyStart)
            }
            byID[entry.key] = entry
        }
        self.objects = objects
        self.objectsByID = byID
        var sections: [(String, Range<Int>, Range<Int>)] = []
        var open: [String: Range<Int>] = [:]
        for comment in parser.comments where objects.range.contains(comment.range.lowerBound) {
            let words = comment.text.split(separator: " ")
            guard words.count == 5, words[0] == "/*", words[3] == "section", words[4] == "*/" else { continue }
            let isa = String(words[2])
            if words[1] == "Begin" {
                open[isa] = comment.range
            } else if words[1] == "End", let begin = open.removeValue(forKey: isa) {
                sections.append((isa, begin, comment.range))
            }
        }
        self.sections = sections
        let firstLine = entries.first.map { Self.leadingWhitespace(bytes, before: $0.keyStart) } ?? nil
        if let lead = firstLine, lead.count >= 2, lead.count % 2 == 0, lead.prefix(lead.count / 2) == lead.suffix(lead.count / 2) {
            unit = String(lead.prefix(lead.count / 2))
        } else {
            unit = "\t"
        }
    }

    // MARK: - Reading

    func object(_ id: String) -> PlistNode? { objectsByID[id]?.value }

    func isa(_ id: String) -> String? { object(id)?["isa"]?.string }

    /// The IDs of objects of one ISA, in file order.
    func ids(isa: String) -> [String] {
        (objects.entries ?? []).filter { $0.value["isa"]?.string == isa }.map(\.key)
    }

    /// The name Xcode shows for an object in the navigator and in `/* … */` comments.
    func displayName(_ id: String) -> String? {
        guard let object = object(id) else { return nil }
        if let name = object["name"]?.string { return name }
        if let path = object["path"]?.string { return path }
        switch isa(id) {
        case "PBXSourcesBuildPhase": return "Sources"
        case "PBXResourcesBuildPhase": return "Resources"
        case "PBXFrameworksBuildPhase": return "Frameworks"
        case "PBXHeadersBuildPhase": return "Headers"
        case "PBXCopyFilesBuildPhase": return "CopyFiles"
        case "PBXShellScriptBuildPhase": return "ShellScript"
        default: return nil
        }
    }

    // MARK: - Where text goes

    /// The whitespace between the start of the line and `offset`, or nil when something else
    /// stands before `offset` on its line.
    static func leadingWhitespace(_ bytes: [UInt8], before offset: Int) -> String? {
        var index = offset
        while index > 0, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { index -= 1 }
        guard index == 0 || bytes[index - 1] == 0x0A else { return nil }
        return String(decoding: bytes[index..<offset], as: UTF8.self)
    }

    /// The text to insert for `line` so that it becomes a line of its own just before the
    /// line holding `offset` (when only whitespace precedes `offset` there), or is put inline
    /// right before `offset` otherwise.
    func insertion(_ line: (String) -> String, before offset: Int, indentDelta: String) -> TextInsertion {
        if let lead = Self.leadingWhitespace(bytes, before: offset) {
            return TextInsertion(offset: offset - lead.utf8.count, text: line(lead + indentDelta) + "\n")
        }
        return TextInsertion(offset: offset, text: line("") + " ")
    }

    /// Appends `ID /* comment */` to the array `node` (`children`, `files`, `buildPhases`):
    /// on a line of its own before the closing `)` in Xcode's layout, inline otherwise.
    func append(_ id: String, comment: String?, to node: PlistNode) -> [TextInsertion] {
        let close = node.range.upperBound - 1
        let item = PlistWriter.reference(id, comment)
        var edits: [TextInsertion] = []
        // Xcode ends every item with a comma; another writer may leave the last one bare.
        if let last = node.array?.last, !hasComma(after: last.range.upperBound, before: close) {
            let ownLine = Self.leadingWhitespace(bytes, before: close) != nil
            edits.append(TextInsertion(offset: last.range.upperBound, text: ownLine ? "," : ", "))
        }
        edits.append(insertion({ "\($0)\(item)," }, before: close, indentDelta: unit))
        return edits
    }

    private func hasComma(after start: Int, before end: Int) -> Bool {
        // Only comments and whitespace may stand between an item and its comma.
        var index = start
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: ","): return true
            case UInt8(ascii: "/") where index + 1 < end && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < end, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
            default: index += 1
            }
        }
        return false
    }

    /// Inserts a new object in its `/* Begin ISA section */`, before the first object with a
    /// greater ID (Xcode keeps each section sorted by ID); makes the section, in alphabetical
    /// place among the others, when the file has none for this ISA yet.
    func insertObject(_ id: String, comment: String?, _ object: PBXObjectText) -> TextInsertion {
        let singleLine = object.isa == "PBXBuildFile" || object.isa == "PBXFileReference"
        func line(_ indent: String) -> String {
            "\(indent)\(PlistWriter.reference(id, comment)) = \(object.written(singleLine: singleLine, indent: indent, unit: unit));"
        }
        let objectIndent = unit + unit
        let entries = objects.entries ?? []
        if let section = sections.first(where: { $0.isa == object.isa }) {
            let inside = entries.filter { section.begin.upperBound <= $0.keyStart && $0.keyStart < section.end.lowerBound }
            if let next = inside.first(where: { $0.key > id }) {
                return insertion(line, before: next.keyStart, indentDelta: "")
            }
            return insertion({ _ in line(objectIndent) }, before: section.end.lowerBound, indentDelta: "")
        }
        let text = "/* Begin \(object.isa) section */\n\(line(objectIndent))\n/* End \(object.isa) section */"
        if let next = sections.filter({ $0.isa > object.isa }).min(by: { $0.begin.lowerBound < $1.begin.lowerBound }) {
            return TextInsertion(offset: next.begin.lowerBound, text: text + "\n\n")
        }
        if let last = sections.max(by: { $0.end.lowerBound < $1.end.lowerBound }) {
            return TextInsertion(offset: last.end.upperBound, text: "\n\n" + text)
        }
        // A file without section markers: the object goes last in `objects`, bare.
        return insertion({ _ in line(objectIndent) }, before: objects.range.upperBound - 1, indentDelta: "")
    }
}

/// Text to put at a byte offset of the original file.
struct TextInsertion {
    var offset: Int
    var text: String

    /// Applies insertions to `bytes`; several at one offset keep their order.
    static func apply(_ insertions: [TextInsertion], to bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        let ordered = insertions.enumerated().sorted { ($0.element.offset, $0.offset) > ($1.element.offset, $1.offset) }
        for (_, insertion) in ordered {
            out.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
        }
        return out
    }
}
