/// Shell-style path patterns as Ruby's `Dir.glob` reads them: `*` and `?` within one path
/// component, `**/` for any number of folders, `[abc]` classes and `{a,b}` alternatives.
/// Hidden files match only when the pattern component itself starts with a dot, as in Ruby.
struct GlobPattern {
    private let alternatives: [[Substring]]

    init(_ pattern: String) {
        alternatives = Self.expandBraces(pattern).map { $0.split(separator: "/", omittingEmptySubsequences: true) }
    }

    /// The folder every match lies under (the folders before the first wildcard), so a walk can
    /// start there instead of at the root. "" when the pattern starts with a wildcard.
    var fixedPrefixes: [String] {
        alternatives.map { parts in
            parts.dropLast().prefix { !$0.contains(where: { "*?[{\\".contains($0) }) }.joined(separator: "/")
        }
    }

    func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        return alternatives.contains { Self.match(pattern: $0[...], path: components[...]) }
    }

    private static func match(pattern: ArraySlice<Substring>, path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            // `**` matches zero or more folders, never hidden ones.
            if match(pattern: pattern.dropFirst(), path: path) { return true }
            guard let head = path.first, !head.hasPrefix(".") else { return false }
            return match(pattern: pattern, path: path.dropFirst())
        }
        guard let head = path.first else { return false }
        if head.hasPrefix(".") && !first.hasPrefix(".") { return false }
        return matchComponent(Array(first.unicodeScalars)[...], Array(head.unicodeScalars)[...])
            && match(pattern: pattern.dropFirst(), path: path.dropFirst())
    }

    /// fnmatch for one component, iterative over `*` with backtracking to the last star.
    private static func matchComponent(_ p: ArraySlice<Unicode.Scalar>, _ s: ArraySlice<Unicode.Scalar>) -> Bool {
        var pi = p.startIndex, si = s.startIndex
        var star: (p: Int, s: Int)?
        while si < s.endIndex {
            if pi < p.endIndex, p[pi] == "*" {
                star = (pi, si)
                pi += 1
                continue
            }
            if pi < p.endIndex, let next = matchOne(p, pi, s[si]) {
                pi = next
                si += 1
                continue
            }
            guard let backtrack = star else { return false }
            pi = backtrack.p + 1
            si = backtrack.s + 1
            star = (backtrack.p, backtrack.s + 1)
        }
        while pi < p.endIndex, p[pi] == "*" { pi += 1 }
        return pi == p.endIndex
    }

    /// Matches one character at `pi`; returns the index after the pattern element, nil on mismatch.
    private static func matchOne(_ p: ArraySlice<Unicode.Scalar>, _ pi: Int, _ c: Unicode.Scalar) -> Int? {
        switch p[pi] {
        case "?": return pi + 1
        case "[":
            var i = pi + 1
            let negate = i < p.endIndex && (p[i] == "!" || p[i] == "^")
            if negate { i += 1 }
            var matched = false
            var first = true
            while i < p.endIndex, p[i] != "]" || first {
                first = false
                if i + 2 < p.endIndex, p[i + 1] == "-", p[i + 2] != "]" {
                    if p[i] <= c && c <= p[i + 2] { matched = true }
                    i += 3
                } else {
                    if p[i] == c { matched = true }
                    i += 1
                }
            }
            guard i < p.endIndex else { return p[pi] == c ? pi + 1 : nil }  // no closing ']': literal '['
            return matched != negate ? i + 1 : nil
        case "\\" where pi + 1 < p.endIndex:
            return p[pi + 1] == c ? pi + 2 : nil
        default:
            return p[pi] == c ? pi + 1 : nil
        }
    }

    /// `a{b,c}d` → [abd, acd], nested braces included; unbalanced braces stay literal.
    static func expandBraces(_ pattern: String) -> [String] {
        let chars = Array(pattern)
        guard let open = chars.firstIndex(of: "{") else { return [pattern] }
        var depth = 0
        var close: Int?
        var commas: [Int] = []
        for i in open..<chars.count {
            switch chars[i] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { close = i }
            case "," where depth == 1: commas.append(i)
            default: break
            }
            if close != nil { break }
        }
        guard let close else { return [pattern] }
        let head = String(chars[..<open]), tail = String(chars[(close + 1)...])
        let bounds = [open] + commas + [close]
        var results: [String] = []
        for k in 0..<(bounds.count - 1) {
            let option = String(chars[(bounds[k] + 1)..<bounds[k + 1]])
            results += expandBraces(head + option + tail)
        }
        return results
    }
}
