import Foundation
/// What adding a declaration did to the Gemfile.
public enum GemfileChange: Equatable {
    /// New lines were appended.
    case added
    /// The gem was already declared exactly so: nothing was written.
    case identical
    /// The gem was declared with other versions or options: that line was replaced where it stood.
    case replaced
}

/// A Gemfile's text being edited in memory, with Rails 6.1's append rules (`append_file_with_newline`:
/// drop one trailing newline, then add `"\n" + line + "\n"`), made idempotent: a gem already
/// declared on a non-comment line is never declared twice.
///
/// The text is kept as lines (the text is `lines.joined("\n")`, so a final newline shows as a last
/// empty line) with an index from gem name to line, so adding thousands of gems stays linear.
public final class GemfileDocument {
    /// The text written for a project that has no Gemfile yet. Rails' `gem` fails on a missing
    /// Gemfile; we start one with the rubygems source, as every Rails skeleton Gemfile starts.
    public static let newGemfileText = "source 'https://rubygems.org'\n"

    private(set) var lines: [String]
    /// Gem name → index of the first line declaring it.
    private var declarations: [String: Int] = [:]
    /// The `@indentation` of Rails' actions: how many `gem_group`/`github`/`add_source` blocks are open.
    public internal(set) var nestingLevel = 0
    /// How many lines `add` has replaced in place, so a block can tell whether its body changed anything.
    private(set) var replacementCount = 0
    /// How many gems `add` was asked for, so a block can tell an empty body from one whose gems were there.
    private(set) var addCalls = 0
    public let quoting: GemfileQuoting
    /// Whether the document had no Gemfile to start from (the caller then creates the file).
    public let isNew: Bool
    /// The workspace was told that this document, holding the Gemfile, changed it. A document
    /// holds the file once (each hold starts from a new document), so once is enough.
    var changeReported = false
    /// The bytes of the gem line being laid out, reused from one added gem to the next.
    private var lineScratch: [UInt8] = []

    /// `text` is the current Gemfile, or nil when the project has none.
    public init(text: String?) {
        isNew = text == nil
        let initial = text ?? Self.newGemfileText
        lines = Self.lines(of: initial)
        quoting = Self.detectQuoting(lines)
        rebuildIndex()
    }

    /// `lines.joined(separator: "\n")`, each line's bytes copied once into the text's storage: the
    /// Gemfile of a run adding thousands of gems is rendered at its flush, and joining (or
    /// appending) Strings costs about 340 instructions a line in checks of where one ends.
    public var text: String {
        var length = max(0, lines.count - 1)
        for line in lines { length += line.utf8.count }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var offset = 0
            for (index, line) in lines.enumerated() {
                if index > 0 {
                    buffer[offset] = UInt8(ascii: "\n")
                    offset += 1
                }
                let copied = line.utf8.withContiguousStorageIfAvailable { bytes -> Int in
                    guard let from = bytes.baseAddress, let to = buffer.baseAddress else { return 0 }
                    (to + offset).update(from: from, count: bytes.count)
                    return bytes.count
                }
                if let copied {
                    offset += copied
                } else {
                    // A line without contiguous UTF-8 (bridged) is copied byte by byte.
                    for byte in line.utf8 {
                        buffer[offset] = byte
                        offset += 1
                    }
                }
            }
            return offset
        }
    }

    /// `text.split(separator: "\n", omittingEmptySubsequences: false)`, cut on the bytes: a "\n"
    /// Character is a "\n" byte not preceded by "\r" ("\r\n" is one Character, which that split
    /// does not cut), and splitting by Character cost most of reading a Gemfile.
    static func lines(of text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") && (index == 0 || bytes[index - 1] != UInt8(ascii: "\r")) {
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return lines
        }
    }

    /// Rails' `indentation`: two spaces per open block. Outside any block (every gem of a config)
    /// it is the empty literal, not a String repeated zero times.
    public var indentation: String { nestingLevel == 0 ? "" : String(repeating: "  ", count: nestingLevel) }

    /// Makes room in the gem index for `count` more gems (the run knows how many its config
    /// adds), so adding them does not rehash the index as it grows.
    func reserveDeclarations(_ count: Int) {
        declarations.reserveCapacity(declarations.count + count)
    }

    /// Whether a non-comment line declares the gem.
    public func declares(_ name: String) -> Bool { declarations[name] != nil }

    /// The line declaring the gem, without its line terminator.
    public func declarationLine(of name: String) -> String? { declarations[name].map { lines[$0] } }

    /// Adds `gem` as Rails' `gem` action would, unless the gem is already declared.
    /// `indentation` defaults to that of the blocks currently open (`gem_group` and friends).
    @discardableResult
    public func add(_ gem: GemDeclaration, indentation: String? = nil) -> GemfileChange {
        addCalls += 1
        let indentation = indentation ?? self.indentation
        if GemfileLine.declaresItsOwnName(gem, quoting: quoting, indentation: indentation) {
            // The new gem's line will be `first`: one hashing of the name both finds an earlier
            // declaration and indexes the line, which no declaration can already be at.
            let first = nextAppendedLine
            let index = Self.readOrInsert(&declarations[gem.name, default: first])
            guard index != first else {
                appendWithNewline(GemfileLine.renderedGemLine(gem, quoting: quoting, indentation: indentation, in: &lineScratch))
                return .added
            }
            return update(declaredAt: index, to: gem)
        }
        if let index = declarations[gem.name] { return update(declaredAt: index, to: gem) }
        let rendered = GemfileLine.render(gem, quoting: quoting, indentation: indentation)
        let first = appendWithNewline(rendered)
        // Only the gem line declares (comment lines start with "#"); the gem's own name was looked
        // up above and is not declared, so it is indexed without asking again.
        var ownNameIndexed = false
        for (offset, line) in rendered.enumerated() {
            guard let name = GemfileLine.declaredGemName(in: Substring(line)) else { continue }
            if !ownNameIndexed && name == gem.name {
                ownNameIndexed = true
                declarations[name] = first + offset
            } else if declarations[name] == nil {
                declarations[name] = first + offset
            }
        }
        return .added
    }

    private static func readOrInsert(_ value: inout Int) -> Int { value }

    /// The gem declared at line `index` again: the same declaration, or its line replaced.
    private func update(declaredAt index: Int, to gem: GemDeclaration) -> GemfileChange {
        // Compare without indentation or trailing comment: the same gem inside a `group` block,
        // or annotated with `# why`, is the same declaration; a replacement keeps both.
        let existing = Substring(lines[index])
        let lead = existing.prefix { $0 == " " || $0 == "\t" }
        let (code, comment) = GemfileLine.splitTrailingComment(existing.dropFirst(lead.count))
        let wanted = GemfileLine.gemLine(gem, quoting: quoting)
        if code.trimmingTrailingWhitespace == wanted { return .identical }
        // Never lose what the line says: when the template asks for nothing the line lacks
        // (no version, or only versions and options the line already carries), it stays.
        if Self.asksForNothingMore(gem, than: code, quoting: quoting) { return .identical }
        lines[index] = String(lead) + wanted + comment
        replacementCount += 1
        return .replaced
    }

    /// Whether every version and option of `gem` already stands in the existing line's code, so
    /// replacing the line could only drop something (`gem 'capybara'` on `gem 'capybara', '>= 3.26'`).
    /// Versions compare as the quoted strings of the line; options as `key: value` as Rails writes them.
    static func asksForNothingMore(_ gem: GemDeclaration, than code: Substring, quoting: GemfileQuoting) -> Bool {
        let existingParts = code.dropFirst("gem ".count).split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\"", with: "'")
        }
        func has(_ part: String) -> Bool {
            existingParts.contains(part.replacingOccurrences(of: "\"", with: "'"))
        }
        guard gem.comment == nil else { return false }
        return gem.versions.allSatisfy { has(quoting.quote($0)) }
            && gem.options.allSatisfy { has("\($0.key): \($0.value.rendered(quoting))") }
    }

    /// `append_file_with_newline`: removes one trailing newline if present, then appends
    /// `"\n" + line + "\n"` for the given lines. Returns the index of the first appended line.
    @discardableResult
    func appendWithNewline(_ newLines: [String]) -> Int {
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        let first = lines.count
        lines.append(contentsOf: newLines)
        lines.append("")
        return first
    }

    /// `appendWithNewline` of one line, without an array around it. The empty last line of a
    /// final newline is overwritten by the line instead of removed and appended again.
    func appendWithNewline(_ line: String) {
        if lines.count > 1, lines[lines.count - 1].isEmpty {
            lines[lines.count - 1] = line
        } else {
            lines.append(line)
        }
        lines.append("")
    }

    /// The index `appendWithNewline` gives its first line.
    private var nextAppendedLine: Int { lines.count > 1 && lines[lines.count - 1].isEmpty ? lines.count - 1 : lines.count }

    /// Inserts lines at the top (Thor's `prepend_file`), moving every indexed line down.
    func prepend(_ newLines: [String]) {
        lines.insert(contentsOf: newLines, at: 0)
        rebuildIndex()
    }

    /// Removes the lines from `index` on (an empty block just appended), putting back the final
    /// newline `appendWithNewline` took off when there was one. Only appended lines go, so the
    /// index of earlier declarations stays valid.
    func removeBlock(from index: Int, restoringFinalNewline: Bool) {
        lines.removeSubrange(index...)
        if restoringFinalNewline { lines.append("") }
    }

    private func rebuildIndex() {
        declarations.removeAll(keepingCapacity: true)
        for (index, line) in lines.enumerated() {
            if let name = GemfileLine.declaredGemName(in: Substring(line)), declarations[name] == nil {
                declarations[name] = index
            }
        }
    }

    /// Double quotes when the Gemfile's first `source` or `gem` line uses them (Rails 7+ style).
    private static func detectQuoting(_ lines: [String]) -> GemfileQuoting {
        for line in lines {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            for keyword in ["source ", "gem "] where trimmed.hasPrefix(keyword) {
                let rest = trimmed.dropFirst(keyword.count).drop { $0 == " " || $0 == "(" }
                if rest.first == "\"" { return .double }
                if rest.first == "'" { return .single }
            }
        }
        return .single
    }
}

extension StringProtocol {
    var trimmingTrailingWhitespace: Substring {
        var s = self[...]
        while let last = s.last, last == " " || last == "\t" || last == "\r" { s = s.dropLast() }
        return Substring(s)
    }
}
