import Foundation

/// URLs in the one form that trust and rewrites compare (RFC 3986, section 6.2.2): scheme and host
/// lowercased, a default port dropped, percent-encoding of unreserved characters decoded and every
/// other escape's hex digits uppercased, characters a URL may not hold raw percent-encoded, `.` and
/// `..` segments resolved, a trailing slash dropped, the fragment removed. `git@host:path` becomes
/// `ssh://git@host/path`.
///
/// Decoding comes before resolving, so `team/%2e%2e/evil` is `evil`, as a server that decodes the
/// path would read it. `%2F` stays encoded: it is no segment separator for matching.
///
/// Trust fails closed (`canonical` is nil, and `isWithin` false) for a URL that servers could read
/// in more than one way: a malformed escape (`%zz`, a lone `%`), a backslash (raw or `%5C`),
/// a segment that would be `.` or `..` once a server decoded its `%2F` or dropped its `;` parameter,
/// an empty segment before a `..`, control characters, a host that is not plain ASCII, more than
/// one `@` in the authority, a port that is not a number.
public enum URLNormalization {
    /// `canonical(text)`, or `text` as written when it cannot be normalized (a rewrite prefix or a
    /// cache entry then compares it as written).
    public static func normalize(_ text: String) -> String { canonical(text) ?? text }

    /// The normalized form, or nil when `text` is no URL or cannot be normalized without guessing
    /// how a server would read it (see above).
    public static func canonical(_ text: String) -> String? {
        guard let parts = parse(text) else { return nil }
        var out = parts.scheme + "://"
        if let user = parts.userinfo { out += user + "@" }
        out += parts.host
        if let port = parts.port { out += ":" + port }
        out += parts.path
        if let query = parts.query, !query.isEmpty { out += "?" + query }
        return out
    }

    /// Whether `url` is `base` or lies below it, at a path-segment boundary, both normalized:
    /// `https://h/team` holds `https://h/team/tpl` but not `https://h/team-evil/tpl`. User
    /// information is not compared (it says who asks, not where the code comes from), nor the
    /// query. Either side that cannot be normalized holds nothing and is held by nothing.
    public static func isWithin(_ url: String, base: String) -> Bool {
        guard let u = parse(url), let b = parse(base) else { return false }
        guard u.scheme == b.scheme, u.host == b.host, u.port == b.port else { return false }
        if u.path == b.path { return true }
        return u.path.hasPrefix(b.path + "/")
    }

    /// `scheme://rest` with the scheme lowercased; nil for text without a scheme.
    static func splitScheme(_ text: String) -> (String, String)? {
        guard let range = text.range(of: "://") else { return nil }
        let scheme = text[..<range.lowerBound]
        guard let first = scheme.first, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") })
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

    // MARK: - Parsing

    struct Parts {
        var scheme: String
        var userinfo: String?
        var host: String
        var port: String?
        /// `""` for the root, else `/segment/…` with no trailing slash.
        var path: String
        var query: String?
    }

    static let defaultPorts = ["http": "80", "https": "443", "ssh": "22", "git": "9418", "ftp": "21"]

    static func parse(_ text: String) -> Parts? {
        guard let (scheme, rest) = splitScheme(text) else {
            if let scp = scpLike(text) { return parse(scp) }
            return nil
        }
        // Nothing that a terminal or a server could read another way: controls, spaces, backslashes.
        guard !rest.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F || $0 == "\\" }) else { return nil }
        var remainder = Substring(rest)
        if let hash = remainder.firstIndex(of: "#") { remainder = remainder[..<hash] }
        // The authority ends at the first "/" or "?" (RFC 3986, 3.2).
        let authorityEnd = remainder.firstIndex { $0 == "/" || $0 == "?" } ?? remainder.endIndex
        let authority = remainder[..<authorityEnd]
        var path = remainder[authorityEnd...]
        var query: Substring?
        if let mark = path.firstIndex(of: "?") {
            query = path[path.index(after: mark)...]
            path = path[..<mark]
        }
        guard var parts = parseAuthority(authority, scheme: scheme) else { return nil }
        guard let normalizedPath = normalizePath(path) else { return nil }
        parts.path = normalizedPath
        if let query {
            guard let normalizedQuery = normalizeEscapes(query, decodeUnreserved: false) else { return nil }
            parts.query = normalizedQuery
        }
        return parts
    }

    /// `[userinfo@]host[:port]`: the host lowercased and plain ASCII (no IDNA: a host in another
    /// spelling is another host), one `@` at most, a numeric port (the scheme's default dropped).
    private static func parseAuthority(_ authority: Substring, scheme: String) -> Parts? {
        let ats = authority.filter { $0 == "@" }.count
        guard ats <= 1 else { return nil }
        var userinfo: String?
        var hostPort = authority
        if let at = authority.firstIndex(of: "@") {
            guard let user = normalizeEscapes(authority[..<at], decodeUnreserved: true) else { return nil }
            userinfo = user
            hostPort = authority[authority.index(after: at)...]
        }
        var host = hostPort
        var port: String?
        if hostPort.hasPrefix("[") {
            // An IPv6 literal: `[…]` then maybe `:port`.
            guard let close = hostPort.firstIndex(of: "]") else { return nil }
            host = hostPort[...close]
            let after = hostPort[hostPort.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return nil }
                port = String(after.dropFirst())
            }
        } else if let colon = hostPort.lastIndex(of: ":") {
            host = hostPort[..<colon]
            port = String(hostPort[hostPort.index(after: colon)...])
        }
        guard host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-._[]:".contains($0)) }) else { return nil }
        if let given = port {
            guard given.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            let digits = String(given.drop { $0 == "0" })
            port = given.isEmpty || digits == defaultPorts[scheme] ? nil : (digits.isEmpty ? "0" : digits)
        }
        // `file:///p` has an empty host; every other URL names one.
        guard !host.isEmpty || scheme == "file" else { return nil }
        return Parts(scheme: scheme, userinfo: userinfo, host: host.lowercased(), port: port, path: "", query: nil)
    }

    /// The path with escapes normalized and dot segments resolved; nil when a server could read a
    /// segment as `.` or `..` where the comparison does not (see the type's comment).
    private static func normalizePath(_ path: Substring) -> String? {
        guard let decoded = normalizeEscapes(path, decodeUnreserved: true) else { return nil }
        let raw = decoded.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        var segments: [Substring] = []
        var sawEmpty = false
        for (index, segment) in raw.enumerated() {
            if segment.isEmpty {
                // A trailing slash, or `//`, which some servers merge before resolving `..`.
                if index < raw.count - 1 { sawEmpty = true }
                continue
            }
            if isHiddenDotSegment(segment) { return nil }
            switch segment {
            case ".": continue
            case "..":
                if sawEmpty { return nil }
                if !segments.isEmpty { segments.removeLast() }
            default: segments.append(segment)
            }
        }
        return segments.isEmpty ? "" : "/" + segments.joined(separator: "/")
    }

    /// A segment that is not `.` or `..` here but would be once a server decoded `%2F` or `%5C`
    /// in it or dropped a `;` parameter (`..;`, `..%2F..`).
    private static func isHiddenDotSegment(_ segment: Substring) -> Bool {
        guard segment != ".", segment != ".." else { return false }
        let decoded = segment.replacingOccurrences(of: "%2F", with: "/").replacingOccurrences(of: "%5C", with: "/")
        return decoded.split(separator: "/", omittingEmptySubsequences: false).contains { piece in
            let bare = piece.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? piece
            return bare == "." || bare == ".."
        }
    }

    /// Escapes with uppercase hex; with `decodeUnreserved`, `%41`-style escapes of unreserved
    /// characters (letters, digits, `-._~`) decoded; characters a URL may not hold raw encoded as
    /// UTF-8. nil for a malformed escape (`%zz`, a lone `%`) or an encoded backslash.
    static func normalizeEscapes(_ text: Substring, decodeUnreserved: Bool) -> String? {
        let bytes = Array(text.utf8)
        var out = ""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else { return nil }
                let value = high << 4 | low
                if value == UInt8(ascii: "\\") { return nil }
                if decodeUnreserved, isUnreserved(value) {
                    out.unicodeScalars.append(Unicode.Scalar(value))
                } else {
                    out += String(format: "%%%02X", value)
                }
                index += 3
                continue
            }
            if byte < 0x80, isUnreserved(byte) || "!$&'()*+,;=:@/?".utf8.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += String(format: "%%%02X", byte)
            }
            index += 1
        }
        return out
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
