import Foundation

/// One value of an OpenStep (ASCII) property list, with the byte range it was read from.
///
/// Every node keeps its offsets into the original bytes so that an edit can insert text at an
/// exact place and leave everything else — comments, order, tabs — byte for byte as it was.
public struct PlistNode: Sendable {
    public enum Kind: Sendable {
        case string(String)
        case data(Data)
        case array([PlistNode])
        case dictionary([PlistEntry])
    }

    public var kind: Kind
    /// `start..<end`: from the first byte of the value (a quote, `(`, `{`, `<` or the first
    /// character of an unquoted string) to just past its last byte.
    public var range: Range<Int>

    /// The string, when this node is one.
    public var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    public var array: [PlistNode]? {
        if case .array(let items) = kind { return items }
        return nil
    }

    public var entries: [PlistEntry]? {
        if case .dictionary(let entries) = kind { return entries }
        return nil
    }

    /// The value under `key` in a dictionary (the first one, as Xcode never repeats a key).
    public subscript(key: String) -> PlistNode? {
        entries?.first { $0.key == key }?.value
    }

    /// The strings of an array of strings (IDs in `children`, `files`, `buildPhases`).
    public var strings: [String] { array?.compactMap(\.string) ?? [] }
}

/// `key = value;` in a dictionary.
public struct PlistEntry: Sendable {
    public var key: String
    /// Where the key starts (its first byte, a quote for a quoted key).
    public var keyStart: Int
    public var value: PlistNode
    /// Just past the `;` that ends the entry.
    public var end: Int
}

/// A `/* … */` or `// …` comment, kept so that Xcode's section markers can be found.
public struct PlistComment: Sendable {
    public var text: String
    /// From `/*` (or `//`) to just past `*/` (or the end of the line).
    public var range: Range<Int>
}
