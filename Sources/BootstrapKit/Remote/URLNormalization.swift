import Foundation

/// URLs in the one form that trust and rewrites compare: scheme and host lowercased,
/// percent-encoding decoded, `.` and `..` segments resolved, empty segments and trailing slashes
/// dropped, the fragment removed. `git@host:path` becomes `ssh://git@host/path`.
///
/// Decoding comes before resolving, so `team/%2e%2e/evil` is `evil`, as a server that decodes
/// the path would read it; a `..` can never stay inside a URL that is compared.
public enum URLNormalization {
    public static func normalize(_ text: String) -> String {
        guard let (scheme, rest) = splitScheme(text) else {
            if let scp = scpLike(text) { return normalize(scp) }
            return text
        }
        var remainder = Substring(rest)
        if let hash = remainder.firstIndex(of: "#") { remainder = remainder[..<hash] }
        var query: Substring?
        if let mark = remainder.firstIndex(of: "?") {
            query = remainder[remainder.index(after: mark)...]
            remainder = remainder[..<mark]
        }
        // `file:///p` has an empty authority; every other URL names its host first.
        var authority = String(remainder)
        var path: Substring = ""
        if let slash = remainder.firstIndex(of: "/") {
            authority = String(remainder[..<slash])
            path = remainder[slash...]
        }
        let decoded = String(path).removingPercentEncoding ?? String(path)
        let resolved = resolveSegments(decoded)
        var out = scheme + "://" + lowercaseHost(authority) + resolved
        if let query, !query.isEmpty { out += "?" + query }
        return out
    }

    /// Whether `url` is `base` or lies below it, at a path-segment boundary, both normalized:
    /// `https://h/team` holds `https://h/team/tpl` but not `https://h/team-evil/tpl`.
    public static func isWithin(_ url: String, base: String) -> Bool {
        let u = normalize(url)
        let b = normalize(base)
        guard !b.isEmpty else { return false }
        if u == b { return true }
        if b.hasSuffix("/") { return u.hasPrefix(b) }
        return u.hasPrefix(b + "/")
    }

    /// `scheme://rest` with the scheme lowercased; nil for text without a scheme.
    static func splitScheme(_ text: String) -> (String, String)? {
        guard let range = text.range(of: "://") else { return nil }
        let scheme = text[..<range.lowerBound]
        guard let first = scheme.first, first.isLetter,
              scheme.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." })
        else { return nil }
        return (scheme.lowercased(), String(text[range.upperBound...]))
    }

    /// `user@host:path` (scp-like git syntax) as `ssh://user@host/path`; nil for anything else.
    static func scpLike(_ text: String) -> String? {
        guard let at = text.firstIndex(of: "@"), let colon = text[at...].firstIndex(of: ":") else { return nil }
        let user = text[..<at]
        let host = text[text.index(after: at)..<colon]
        guard !user.isEmpty, !host.isEmpty, !user.contains("/"), !host.contains("/") else { return nil }
        var path = text[text.index(after: colon)...]
        if path.hasPrefix("/") { path = path.dropFirst() }
        return "ssh://\(user)@\(host)/\(path)"
    }

    /// The host (and port) lowercased; user information keeps its case.
    private static func lowercaseHost(_ authority: String) -> String {
        guard let at = authority.lastIndex(of: "@") else { return authority.lowercased() }
        return String(authority[...at]) + authority[authority.index(after: at)...].lowercased()
    }

    /// An absolute path with `.`, `..` and empty segments resolved and no trailing slash
    /// (`""` for the root): `..` above the root stays at the root, as RFC 3986 says.
    static func resolveSegments(_ path: String) -> String {
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..": if !segments.isEmpty { segments.removeLast() }
            default: segments.append(segment)
            }
        }
        return segments.isEmpty ? "" : "/" + segments.joined(separator: "/")
    }
}
