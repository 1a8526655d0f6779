import Foundation

/// This process's environment: one variable read from `environ` (`value(of:)`), or all of them,
/// read once (`variables`). `ProcessInfo.environment` builds a new dictionary from `environ` on
/// every read (about 400 K instructions with a CI machine's environment), and a run read it three
/// times before writing a file: a tenth of the small template's whole run. Nothing in bootstrap changes its own environment (no `setenv`); what a
/// template's `ENV[...] =` sets lives in its script host's copy.
public enum ProcessEnvironment {
    public static let variables = ProcessInfo.processInfo.environment

    /// `ProcessInfo.processInfo.environment[name]` without making the whole environment a
    /// dictionary: Foundation's reading of `environ` (an entry decoded as UTF-8 and cut at its
    /// first "=" Character, the last entry of a name winning), done only on the entries whose
    /// bytes begin with `name=` — for an ASCII name without "K", ";" or "`" (which have
    /// canonically equivalent non-ASCII spellings) no other entry can have that key.
    static func value(of name: String) -> String? {
        let length = name.utf8.count
        var value: String?
        var index = 0
        while let entry = environ[index] {
            index += 1
            // strncmp stops at the entry's end; past `length` matching bytes the entry goes on.
            let matches = name.withCString { strncmp(entry, $0, length) == 0 } && entry[length] == CChar(UInt8(ascii: "="))
            guard matches, let text = String(validatingUTF8: entry), let equals = text.firstIndex(of: "=") else { continue }
            if text[..<equals] == name { value = String(text[text.index(after: equals)...]) }
        }
        return value
    }
}
