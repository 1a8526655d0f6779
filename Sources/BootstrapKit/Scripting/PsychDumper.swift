import BootstrapYAML
import Foundation
import RubyText
import RunnerLanguage

/// `YAML.dump(value)` as Ruby's Psych writes it over libyaml's emitter: `---` header, block
/// mappings and sequences (sequences inside mappings are not indented), two-space indentation,
/// strings quoted only when they must be, long plain and single-quoted lines folded at 80 columns.
///
/// Not reproduced: Psych's `&1`/`*1` anchors for shared objects (a value reached twice is written
/// twice; a value containing itself is an error), and folding of long double-quoted strings.
struct PsychDumper {
    struct Failure: Error {
        var className: String
        var message: String
    }

    static let maximumDepth = 200
    /// libyaml's `best_width`.
    private static let width = 80

    private var out = ""
    private var column = 0
    /// Boxes on the path from the root, to refuse cycles instead of recursing forever.
    private var path: Set<ObjectIdentifier> = []

    static func dump(_ value: Value) throws -> String {
        var dumper = PsychDumper()
        try dumper.document(value)
        return dumper.out
    }

    private mutating func document(_ value: Value) throws {
        if value.isNil {
            write("---")
        } else if let collection = nonEmptyCollection(value) {
            write("---")
            newline()
            try block(collection, indent: 0, depth: 0)
            return
        } else {
            write("--- ")
            // libyaml indents a root scalar's continuation lines by its best indent, 2.
            try inline(value, indent: 2, depth: 0)
        }
        newline()
    }

    private enum Collection {
        case hash(HashBox)
        case array(ArrayBox)
    }

    private func nonEmptyCollection(_ value: Value) -> Collection? {
        switch value {
        case .hash(let h) where h.count > 0: return .hash(h)
        case .array(let a) where !a.elements.isEmpty: return .array(a)
        default: return nil
        }
    }

    /// A mapping or sequence whose first entry starts where the output stands (after `- ` or at a line start).
    private mutating func block(_ collection: Collection, indent: Int, depth: Int) throws {
        guard depth < Self.maximumDepth else { throw Failure(className: "ArgumentError", message: "nesting too deep to dump") }
        let id: ObjectIdentifier
        switch collection {
        case .hash(let h): id = ObjectIdentifier(h)
        case .array(let a): id = ObjectIdentifier(a)
        }
        guard path.insert(id).inserted else {
            throw Failure(className: "ArgumentError", message: "cannot dump a structure that contains itself")
        }
        defer { path.remove(id) }
        switch collection {
        case .hash(let hash):
            for (key, value) in hash.pairs {
                startEntry(indent: indent)
                try self.key(key)
                write(":")
                try entryValue(value, indent: indent, depth: depth, inMapping: true)
            }
        case .array(let array):
            for value in array.elements {
                startEntry(indent: indent)
                write("-")
                try entryValue(value, indent: indent, depth: depth, inMapping: false)
            }
        }
    }

    /// What follows `key:` or `-`: nothing for nil, a scalar on the same line, or a nested block.
    private mutating func entryValue(_ value: Value, indent: Int, depth: Int, inMapping: Bool) throws {
        if value.isNil {
            newline()
            return
        }
        if let nested = nonEmptyCollection(value) {
            switch (nested, inMapping) {
            case (.hash, true):
                newline()
                try block(nested, indent: indent + 2, depth: depth + 1)
            case (.array, true):
                // Psych does not indent a sequence under a mapping key.
                newline()
                try block(nested, indent: indent, depth: depth + 1)
            case (_, false):
                write(" ")
                try block(nested, indent: indent + 2, depth: depth + 1)
            }
            return
        }
        write(" ")
        try inline(value, indent: indent + 2, depth: depth)
        newline()
    }

    /// Scalars and empty collections; `indent` is where continuation lines of a folded scalar start.
    private mutating func inline(_ value: Value, indent: Int, depth: Int) throws {
        switch value {
        case .nil: break
        case .bool(let b): write(b ? "true" : "false")
        case .integer(let i): write(String(i))
        case .float(let f): write(Self.float(f))
        case .string(let s): string(s.value, indent: indent, isKey: false)
        case .symbol(let s): symbol(s, indent: indent, isKey: false)
        case .hash: write("{}")
        case .array: write("[]")
        default:
            throw Failure(className: "TypeError", message: "can't dump \(value.className) as YAML")
        }
    }

    private mutating func key(_ key: Value) throws {
        switch key {
        case .nil: write("! ''")
        case .string(let s): string(s.value, indent: 0, isKey: true)
        case .symbol(let s): symbol(s, indent: 0, isKey: true)
        case .bool, .integer, .float: try inline(key, indent: 0, depth: 0)
        default:
            throw Failure(className: "TypeError", message: "can't dump a \(key.className) key as YAML")
        }
    }

    /// Psych writes a symbol as the text `:name` with no preferred style, leaving libyaml to choose.
    private mutating func symbol(_ name: String, indent: Int, isKey: Bool) {
        let text = ":" + name
        switch PsychScalarStyle.emitterChoice(for: text) {
        case .plain: writeFolding(text, indent: indent, allowBreaks: !isKey)
        // Quoted, the text is marked with the non-specific tag `!` (Psych's output: `! ':a: b'`).
        case .singleQuoted:
            write("! ")
            writeSingleQuoted(text, indent: indent, allowBreaks: !isKey)
        default: write("! " + DoubleQuotedScalar.text(text))
        }
    }

    private mutating func string(_ s: String, indent: Int, isKey: Bool) {
        switch PsychScalarStyle.choose(for: s, isKey: isKey) {
        case .plain:
            writeFolding(s, indent: indent, allowBreaks: !isKey)
        case .singleQuoted:
            writeSingleQuoted(s, indent: indent, allowBreaks: !isKey)
        case .taggedSingleQuoted:
            write("!!str ")
            writeSingleQuoted(s, indent: indent, allowBreaks: false)
        case .doubleQuoted:
            write(DoubleQuotedScalar.text(s))
        case .literal:
            writeLiteral(s, indent: indent)
        }
    }

    // MARK: - Writing

    private mutating func write(_ s: String) {
        out += s
        column += s.unicodeScalars.count
    }

    private mutating func newline() {
        out += "\n"
        column = 0
    }

    /// Entries start at their indentation on a fresh line; the first entry of a block nested in a
    /// sequence item continues the `- ` line instead (`- - 1`, `- a: 1`).
    private mutating func startEntry(indent: Int) {
        if column == 0 { write(String(repeating: " ", count: indent)) }
    }

    /// libyaml's plain-scalar writer: a single space past column 80 becomes a line break plus indentation.
    private mutating func writeFolding(_ s: String, indent: Int, allowBreaks: Bool) {
        let scalars = Array(s.unicodeScalars)
        for (i, c) in scalars.enumerated() {
            if c == " ", allowBreaks, column > Self.width, i > 0, scalars[i - 1] != " ",
                i + 1 < scalars.count, scalars[i + 1] != " "
            {
                newline()
                write(String(repeating: " ", count: indent))
                continue
            }
            write(String(c))
        }
    }

    private mutating func writeSingleQuoted(_ s: String, indent: Int, allowBreaks: Bool) {
        write("'")
        writeFolding(s.replacingOccurrences(of: "'", with: "''"), indent: indent, allowBreaks: allowBreaks)
        write("'")
    }

    /// `|-` (no final newline), `|` (one) or `|+` (more), with `2` when the text starts with a space.
    private mutating func writeLiteral(_ s: String, indent: Int) {
        var body = Substring(s)
        var chomp = "-"
        if body.hasSuffix("\n") {
            body = body.dropLast()
            chomp = body.hasSuffix("\n") ? "+" : ""
        }
        write("|" + (s.hasPrefix(" ") ? "2" : "") + chomp)
        let lines = (chomp == "+" ? Substring(s.dropLast()) : body).split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
            newline()
            if !line.isEmpty { write(String(repeating: " ", count: indent) + line) }
        }
    }

    /// A Float as Psych writes it: `.nan`, `.inf`, `-.inf`, else Ruby's `Float#to_s`.
    static func float(_ f: Double) -> String {
        if f.isNaN { return ".nan" }
        if f.isInfinite { return f > 0 ? ".inf" : "-.inf" }
        return RubyFloat.text(f)
    }
}
