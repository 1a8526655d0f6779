/// `%name%` placeholders in file names, as Thor's `convert_encoded_instructions` reads them:
/// `directory` replaces them with template methods, `bootstrap gen` with module variables.
enum PercentPlaceholders {
    /// Replaces each `%name%` with `value(name)`; a nil value keeps the placeholder as written.
    /// A lone `%` with no closing one stays literal.
    static func expand(_ path: String, _ value: (String) throws -> String?) rethrows -> String {
        guard path.contains("%") else { return path }
        var out = ""
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "%") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "%") else {
                out += rest[open...]
                return out
            }
            out += try value(String(after[..<close])) ?? String(rest[open...close])
            rest = after[after.index(after: close)...]
        }
        return out + rest
    }
}
