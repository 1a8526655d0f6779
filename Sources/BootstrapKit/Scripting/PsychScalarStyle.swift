import BootstrapYAML

/// How Psych (Ruby's YAML) writes a string: its visitor's choice, then libyaml's emitter's
/// checks of whether that style can hold the text (`yaml_emitter_analyze_scalar`).
enum PsychScalarStyle: Equatable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    /// `<<` is written `!!str '<<'` so it is not read back as a merge key.
    case taggedSingleQuoted

    static func choose(for s: String, isKey: Bool) -> PsychScalarStyle {
        let analysis = Analysis(s)
        if analysis.special { return .doubleQuoted }
        var requested: PsychScalarStyle = .plain
        if hasInnerBreak(s) {
            requested = .literal
        } else if s == "<<" {
            return .taggedSingleQuoted
        } else if s == "y" || s == "n" {
            return .doubleQuoted
        } else if let first = s.first, !isWord(first), !s.dropFirst().contains("\"") {
            return .doubleQuoted
        } else if resolvesToNonString(s) {
            requested = .singleQuoted
        }
        switch requested {
        case .literal:
            // A key cannot be a block scalar, nor can text with spaces next to its line breaks.
            return isKey || analysis.spaceNextToBreak ? .doubleQuoted : .literal
        case .plain where analysis.plainAllowed:
            return .plain
        default:
            return analysis.hasBreak ? .doubleQuoted : .singleQuoted
        }
    }

    /// libyaml's own choice for a scalar emitted with no preferred style (Psych does this for symbols):
    /// plain when it can be, else single quotes, else double.
    static func emitterChoice(for s: String) -> PsychScalarStyle {
        let analysis = Analysis(s)
        if analysis.special || analysis.hasBreak { return .doubleQuoted }
        return analysis.plainAllowed ? .plain : .singleQuoted
    }

    /// Psych's `/\n(?!\Z)/`: a line break that is not the last character, nor the one before a final break.
    private static func hasInnerBreak(_ s: String) -> Bool {
        let scalars = Array(s.unicodeScalars)
        let n = scalars.count
        for (i, c) in scalars.enumerated() where c == "\n" {
            if i == n - 1 || (i == n - 2 && scalars[n - 1] == "\n") { continue }
            return true
        }
        return false
    }

    /// `[[:word:]]` in Ruby: letters, marks, digits and connector punctuation such as `_`.
    private static func isWord(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c.unicodeScalars.first?.properties.generalCategory == .connectorPunctuation
    }

    /// Whether Psych's scalar scanner would read the text back as something other than a string
    /// (nil, a boolean, a number, a date or time, a base-60 number), so it has to be quoted.
    static func resolvesToNonString(_ s: String) -> Bool {
        if YAMLResolution.isNull(s) || YAMLResolution.bool(s) != nil { return true }
        if YAMLResolution.int(s) != nil || YAMLResolution.float(s) != nil { return true }
        if YAMLResolution.looksLikeDate(s) || YAMLResolution.isSexagesimal(s) { return true }
        // Psych also quotes text starting like `0[0-7]*[89]`, which Ruby would misread as octal.
        let bytes = Array(s.utf8)
        if bytes.first == 0x30, let other = bytes.dropFirst().first(where: { !(0x30...0x37).contains($0) }),
            other == 0x38 || other == 0x39
        {
            return true
        }
        return false
    }

    /// The parts of libyaml's scalar analysis that decide between plain, single and double quotes.
    private struct Analysis {
        var special = false
        var hasBreak = false
        var spaceNextToBreak = false
        var plainAllowed = true

        init(_ s: String) {
            let scalars = Array(s.unicodeScalars)
            guard !scalars.isEmpty else {
                plainAllowed = false
                return
            }
            if s.hasPrefix("---") || s.hasPrefix("...") { plainAllowed = false }
            if scalars.first == " " || scalars.last == " " { plainAllowed = false }
            for (i, c) in scalars.enumerated() {
                let next = i + 1 < scalars.count ? scalars[i + 1] : nil
                let followedByBlank = next == nil || next == " " || next == "\t" || next == "\n"
                if c == "\n" {
                    hasBreak = true
                    plainAllowed = false
                    if i > 0, scalars[i - 1] == " " { spaceNextToBreak = true }
                    if next == " " { spaceNextToBreak = true }
                } else if !Self.isPrintable(c) || c == "\u{85}" || c == "\u{2028}" || c == "\u{2029}" || c == "\u{FEFF}" {
                    special = true
                }
                if i == 0 {
                    if "#,[]{}&*!|>'\"%@`".unicodeScalars.contains(c) { plainAllowed = false }
                    if (c == "?" || c == ":" || c == "-") && followedByBlank { plainAllowed = false }
                } else {
                    if c == ":" && followedByBlank { plainAllowed = false }
                    if c == "#" && (scalars[i - 1] == " " || scalars[i - 1] == "\t") { plainAllowed = false }
                }
            }
        }

        /// libyaml's IS_PRINTABLE (tab is not printable for it, so tabs force double quotes).
        static func isPrintable(_ c: Unicode.Scalar) -> Bool { DoubleQuotedScalar.isPrintable(c) }
    }
}
