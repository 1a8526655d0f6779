import Foundation

/// The character-set arguments of `tr`, `delete`, `squeeze` and `count`: "a-z" ranges, a leading "^"
/// negates, "\\-" and "\\^" are literal.
enum CharacterSets {
    struct CharacterSet {
        var members: [Unicode.Scalar]
        var negated: Bool
        func contains(_ c: Unicode.Scalar) -> Bool { members.contains(c) != negated }
    }

    static func parse(_ spec: String) -> CharacterSet {
        var scalars = Array(spec.unicodeScalars)
        var negated = false
        if scalars.count > 1, scalars.first == "^" { negated = true; scalars.removeFirst() }
        return CharacterSet(members: expand(scalars), negated: negated)
    }

    /// Expands ranges ("a-e" → abcde); a "-" at either end or escaped is literal.
    static func expand(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        var i = 0
        while i < scalars.count {
            var c = scalars[i]
            if c == "\\", i + 1 < scalars.count { i += 1; c = scalars[i]; out.append(c); i += 1; continue }
            if i + 2 < scalars.count, scalars[i + 1] == "-" {
                let end = scalars[i + 2]
                if c.value <= end.value {
                    for v in c.value...min(end.value, c.value + 0x10000) { if let s = Unicode.Scalar(v) { out.append(s) } }
                }
                i += 3
                continue
            }
            out.append(c)
            i += 1
        }
        return out
    }

    /// A character is selected when every set contains it (Ruby intersects multiple set arguments).
    static func matchesAll(_ specs: [String], _ c: Unicode.Scalar) -> Bool {
        specs.allSatisfy { parse($0).contains(c) }
    }

    static func translate(_ text: String, from: String, to: String, squeeze: Bool) -> String {
        let source = parse(from)
        let target = expand(Array(to.unicodeScalars))
        var out = String.UnicodeScalarView()
        var lastTranslated: Unicode.Scalar?
        for c in text.unicodeScalars {
            guard source.contains(c) else { out.append(c); lastTranslated = nil; continue }
            guard let replacementEnd = target.last else { continue }  // empty target deletes
            let replacement: Unicode.Scalar
            if source.negated {
                replacement = replacementEnd
            } else {
                let index = source.members.lastIndex(of: c) ?? 0
                replacement = index < target.count ? target[index] : replacementEnd
            }
            if squeeze && lastTranslated == replacement { continue }
            out.append(replacement)
            lastTranslated = replacement
        }
        return String(out)
    }

    static func squeeze(_ text: String, _ specs: [String]) -> String {
        var out = String.UnicodeScalarView()
        for c in text.unicodeScalars {
            if let last = out.last, last == c, specs.isEmpty || matchesAll(specs, c) { continue }
            out.append(c)
        }
        return String(out)
    }
}

/// The lenient number prefixes of `to_i`/`to_f`/`hex`/`oct`: leading whitespace, a sign, digits with single
/// underscores between them; anything after is ignored and no digits give 0.
enum NumberPrefix {
    static func integer(_ text: String, base: Int) -> Int {
        var scalars = Substring(text).unicodeScalars.drop { " \t\n\r\u{0B}\u{0C}".unicodeScalars.contains($0) }
        var negative = false
        if let f = scalars.first, f == "-" || f == "+" { negative = f == "-"; scalars = scalars.dropFirst() }
        var radix = base
        let lowered = String(String.UnicodeScalarView(scalars.prefix(2))).lowercased()
        let prefixes: [(String, Int)] = [("0x", 16), ("0b", 2), ("0o", 8)]
        for (p, r) in prefixes where lowered == p && (base == r || (base == 8 && p == "0o")) {
            radix = r
            scalars = scalars.dropFirst(2)
        }
        var value = 0
        var previousUnderscore = true
        for c in scalars {
            if c == "_" {
                if previousUnderscore { break }
                previousUnderscore = true
                continue
            }
            guard let digit = Int(String(c), radix: radix) else { break }
            let (m, o1) = value.multipliedReportingOverflow(by: radix)
            let (a, o2) = m.addingReportingOverflow(digit)
            if o1 || o2 { return negative ? Int.min : Int.max }
            value = a
            previousUnderscore = false
        }
        return negative ? -value : value
    }

    static func float(_ text: String) -> Double {
        let scalars = Array(Substring(text).unicodeScalars.drop { " \t\n\r\u{0B}\u{0C}".unicodeScalars.contains($0) })
        var out = ""
        var i = 0
        func digits() {
            var lastWasDigit = false
            while i < scalars.count {
                let c = scalars[i]
                if ("0"..."9").contains(c) { out.unicodeScalars.append(c); lastWasDigit = true; i += 1 }
                else if c == "_", lastWasDigit, i + 1 < scalars.count, ("0"..."9").contains(scalars[i + 1]) { lastWasDigit = false; i += 1 }
                else { break }
            }
        }
        if i < scalars.count, scalars[i] == "-" || scalars[i] == "+" { out.unicodeScalars.append(scalars[i]); i += 1 }
        digits()
        if i + 1 < scalars.count, scalars[i] == ".", ("0"..."9").contains(scalars[i + 1]) {
            out += "."
            i += 1
            digits()
        }
        if i + 1 < scalars.count, scalars[i] == "e" || scalars[i] == "E" {
            var exponent = "e"
            var j = i + 1
            if j < scalars.count, scalars[j] == "-" || scalars[j] == "+" { exponent.unicodeScalars.append(scalars[j]); j += 1 }
            if j < scalars.count, ("0"..."9").contains(scalars[j]) {
                out += exponent
                i = j
                digits()
            }
        }
        return Double(out) ?? 0
    }
}
