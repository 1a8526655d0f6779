import RubyText
import RunnerLanguage

/// Renders declarations into Gemfile text exactly as Rails' generator actions write them
/// (railties 6.1 `gem`, `quote`; the comment lines follow Rails 7, which introduced `comment:`).
public enum GemfileLine {
    /// `gem 'name', '~> 1.0', group: [:test], require: false` without indentation or newline.
    public static func gemLine(_ gem: GemDeclaration, quoting: GemfileQuoting = .single) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(64)
        appendGemLine(gem, quoting: quoting, to: &out)
        return out.utf8Text
    }

    /// `gemLine`, appended to `out` piece by piece (name, versions, then each option, all after
    /// ", "), which makes the same text as joining the parts and costs no arrays of strings.
    static func appendGemLine(_ gem: GemDeclaration, quoting: GemfileQuoting, to out: inout [UInt8]) {
        // The separators go in byte by byte: a String's bytes are appended through a copy call.
        func comma() {
            out.append(UInt8(ascii: ","))
            out.append(UInt8(ascii: " "))
        }
        out.append(UInt8(ascii: "g"))
        out.append(UInt8(ascii: "e"))
        out.append(UInt8(ascii: "m"))
        out.append(UInt8(ascii: " "))
        quoting.appendQuoted(gem.name, to: &out)
        for index in gem.versions.indices {
            comma()
            quoting.appendQuoted(gem.versions[index], to: &out)
        }
        for index in gem.options.indices {
            comma()
            out.appendUTF8(gem.options[index].key)
            out.append(UInt8(ascii: ":"))
            out.append(UInt8(ascii: " "))
            gem.options[index].value.appendRendered(quoting, to: &out)
        }
    }

    /// The lines appended for a gem: comment lines, then the gem line, each with the indentation.
    /// Built the way Rails 7's `gem` builds its string (`each_line` of the comment, then a newline),
    /// so a comment ending in a newline leaves the same blank line Rails leaves.
    public static func render(_ gem: GemDeclaration, quoting: GemfileQuoting = .single, indentation: String = "") -> [String] {
        guard let comment = gem.comment else { return [renderedGemLine(gem, quoting: quoting, indentation: indentation)] }
        var text = ""
        for commentLine in RubyLines.lines(comment) {
            text += indentation + "# " + commentLine
        }
        text += "\n" + indentation + gemLine(gem, quoting: quoting)
        return RubyLines.pieces(text)
    }

    /// The gem line with its indentation: all that `render` makes of a gem without a comment.
    static func renderedGemLine(_ gem: GemDeclaration, quoting: GemfileQuoting, indentation: String) -> String {
        var out: [UInt8] = []
        // Room for a line with a version and two options, so the array is not grown mid-line.
        out.reserveCapacity(128)
        return renderedGemLine(gem, quoting: quoting, indentation: indentation, in: &out)
    }

    /// `renderedGemLine` laid out in `scratch` (emptied first, its room kept): a document adding
    /// gem after gem reuses one array instead of allocating and freeing one per line.
    static func renderedGemLine(
        _ gem: GemDeclaration, quoting: GemfileQuoting, indentation: String, in scratch: inout [UInt8]
    ) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.appendUTF8(indentation)
        appendGemLine(gem, quoting: quoting, to: &scratch)
        return scratch.utf8Text
    }

    /// Whether `render` makes one line that `declaredGemName` reads as the gem's own name: no
    /// comment, blank indentation, and a name of printable ASCII without `'` between single
    /// quotes (which the scan reads back unchanged, whatever follows). The document then indexes
    /// that line without scanning it.
    static func declaresItsOwnName(_ gem: GemDeclaration, quoting: GemfileQuoting, indentation: String) -> Bool {
        guard gem.comment == nil, quoting == .single else { return false }
        var indentation = indentation
        guard indentation.withUTF8({ $0.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } }) else { return false }
        var name = gem.name
        return name.withUTF8 { bytes in
            !bytes.isEmpty && bytes.allSatisfy { $0 >= 0x20 && $0 <= 0x7E && $0 != UInt8(ascii: "'") }
        }
    }

    /// The header of a `gem_group`: `:development, :test` plus options, as Rails' `gem_group` joins them.
    static func groupArguments(_ names: [String], options: [(key: String, value: GemOptionValue)], quoting: GemfileQuoting) -> String {
        var parts = names.map { SymbolText.inspect($0) }
        if !options.isEmpty {
            parts.append(options.map { "\($0.key): \($0.value.rendered(quoting))" }.joined(separator: ", "))
        }
        return parts.joined(separator: ", ")
    }

    /// Splits `gem 'x' # why` into the code and its trailing comment (with the spaces before the `#`),
    /// skipping `#` inside quoted strings, so a declaration compares equal whatever its comment says.
    static func splitTrailingComment(_ line: Substring) -> (code: Substring, comment: Substring) {
        var quote: Character?
        var escaped = false
        for index in line.indices {
            let c = line[index]
            if escaped {
                escaped = false
            } else if let open = quote {
                if c == "\\" { escaped = true } else if c == open { quote = nil }
            } else if c == "'" || c == "\"" {
                quote = c
            } else if c == "#" {
                let code = line[..<index].trimmingTrailingWhitespace
                return (code, line[code.endIndex...])
            }
        }
        return (line, line[line.endIndex...])
    }

    /// The name a line declares when it is a gem line (`gem 'x'`, `  gem "x", …`, `gem('x')`); nil otherwise,
    /// including for comments. Hand-scanned because it runs on every line of every Gemfile edited.
    public static func declaredGemName(in line: Substring) -> String? {
        if let scanned = line.utf8.withContiguousStorageIfAvailable(declaredGemName(asciiBytes:)), let answer = scanned {
            return answer
        }
        var rest = line.drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("gem") else { return nil }
        rest = rest.dropFirst(3)
        guard let separator = rest.first, separator == " " || separator == "(" || separator == "\t" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "(" }
        guard let quote = rest.first, quote == "'" || quote == "\"" else { return nil }
        rest = rest.dropFirst()
        guard let end = rest.firstIndex(of: quote) else { return nil }
        let name = rest[..<end]
        return name.isEmpty ? nil : String(name)
    }

    /// The same scan on the bytes of an all-ASCII line, where bytes and characters coincide:
    /// `.some(answer)`, or nil when the line is not ASCII and the character scan must decide.
    private static func declaredGemName(asciiBytes bytes: UnsafeBufferPointer<UInt8>) -> String?? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        func isBlank(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") }
        var i = 0
        while i < bytes.count && isBlank(bytes[i]) { i += 1 }
        guard bytes.count - i > 3, bytes[i] == UInt8(ascii: "g"), bytes[i + 1] == UInt8(ascii: "e"), bytes[i + 2] == UInt8(ascii: "m")
        else { return .some(nil) }
        i += 3
        guard isBlank(bytes[i]) || bytes[i] == UInt8(ascii: "(") else { return .some(nil) }
        i += 1
        while i < bytes.count && (isBlank(bytes[i]) || bytes[i] == UInt8(ascii: "(")) { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "'") || bytes[i] == UInt8(ascii: "\"") else { return .some(nil) }
        let quote = bytes[i]
        let nameStart = i + 1
        var end = nameStart
        while end < bytes.count && bytes[end] != quote { end += 1 }
        guard end < bytes.count, end > nameStart else { return .some(nil) }
        return .some(String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<end]), as: UTF8.self))
    }
}
