import Diagnostics

/// How a scalar was written. Only plain scalars are subject to type resolution
/// (`true`, `1`, `~`); a quoted `'true'` is always the string "true".
public enum ScalarStyle: Sendable, Equatable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded
}

/// A scalar as written: its text (libyaml's value, so `4.8` stays "4.8" and `~> 4.8` stays "~> 4.8"),
/// its style, its explicit tag if any, and where it starts.
public struct Scalar: Sendable, Equatable {
    public var text: String
    public var style: ScalarStyle
    /// The resolved tag when one was written (`!!str 1` gives "tag:yaml.org,2002:str"); nil otherwise.
    public var tag: String?
    public var mark: Mark

    public init(text: String, style: ScalarStyle = .plain, tag: String? = nil, mark: Mark) {
        self.text = text
        self.style = style
        self.tag = tag
        self.mark = mark
    }

    /// Whether type resolution applies: a plain scalar with no tag, or the non-specific `!` tag is not it.
    var isResolvable: Bool { style == .plain && tag == nil }

    /// `Node.isNull` for this scalar (callers holding a scalar spare taking the node apart again).
    /// Inlinable, as are `bool` and the node's `isNull`, `bool` and `mark`: called across modules
    /// on a node read in place, an opaque getter made the caller copy the whole node (retaining its
    /// strings) first, since the getter might have written memory; inlined, it reads the fields.
    @inlinable public var isNull: Bool {
        // The tag first: almost every scalar has none, and the comparison below costs a global's lookup.
        if let tag { return tag == YAMLTag.null }
        return style == .plain && YAMLResolution.isNull(text)
    }

    /// `Node.bool` for this scalar.
    @inlinable public var bool: Bool? {
        if let tag {
            guard tag == YAMLTag.bool else { return nil }
        } else if style != .plain {
            return nil
        }
        return YAMLResolution.bool(text)
    }
}

/// One node of a YAML document. Mappings keep their pairs in file order, because the order of
/// blocks and gems in a config is the order things run in.
public enum Node: Sendable {
    case scalar(Scalar)
    case sequence([Node], Mark)
    case mapping([(key: Node, value: Node)], Mark)

    /// Where the node starts in its file.
    @inlinable public var mark: Mark {
        switch self {
        case .scalar(let s): return s.mark
        case .sequence(_, let m), .mapping(_, let m): return m
        }
    }

    /// The text of a scalar node; nil for collections.
    public var scalarText: String? {
        if case .scalar(let s) = self { return s.text }
        return nil
    }

    public var scalar: Scalar? {
        if case .scalar(let s) = self { return s }
        return nil
    }

    /// The items of a sequence node; nil for other nodes.
    public var sequenceItems: [Node]? {
        if case .sequence(let items, _) = self { return items }
        return nil
    }

    /// The pairs of a mapping node, in file order; nil for other nodes.
    public var mappingPairs: [(key: Node, value: Node)]? {
        if case .mapping(let pairs, _) = self { return pairs }
        return nil
    }

    /// The value of a mapping's scalar key with that text (`node["gems"]`); nil when absent or not a mapping.
    public subscript(key: String) -> Node? {
        mappingPairs?.first { $0.key.scalarText == key }?.value
    }

    /// `~`, `null`, `Null`, `NULL` or nothing at all, written plain (YAML 1.1 null), or tagged `!!null`.
    @inlinable public var isNull: Bool {
        guard case .scalar(let s) = self else { return false }
        return s.isNull
    }

    /// A YAML 1.1 boolean written plain: `true/false/yes/no/on/off` (and `y/n`) in lower, Title or UPPER case.
    @inlinable public var bool: Bool? {
        guard case .scalar(let s) = self else { return nil }
        return s.bool
    }

    /// A YAML 1.1 integer written plain: decimal, `0x` hex, `0o`/leading-0 octal, `0b` binary, `_` separators.
    public var int: Int? {
        guard case .scalar(let s) = self else { return nil }
        guard s.isResolvable || s.tag == YAMLTag.int else { return nil }
        return YAMLResolution.int(s.text)
    }

    /// A YAML 1.1 float written plain: `1.5`, `1e3`, `.inf`, `-.Inf`, `.nan`.
    public var float: Double? {
        guard case .scalar(let s) = self else { return nil }
        guard s.isResolvable || s.tag == YAMLTag.float else { return nil }
        return YAMLResolution.float(s.text)
    }

    /// A short name of the node's kind for error messages: "a mapping", "a list", "a string", "true", "null".
    public var kindDescription: String {
        switch self {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            if isNull { return "null" }
            if let b = bool { return b ? "true" : "false" }
            if int != nil { return "a number" }
            if float != nil { return "a number" }
            return "a string"
        }
    }
}

/// The standard tags libyaml reports for explicit `!!x` tags.
public enum YAMLTag {
    public static let null = "tag:yaml.org,2002:null"
    public static let bool = "tag:yaml.org,2002:bool"
    public static let int = "tag:yaml.org,2002:int"
    public static let float = "tag:yaml.org,2002:float"
    public static let str = "tag:yaml.org,2002:str"
}

extension Array {
    /// Removes `self[start...]` and returns it in order, each element popped off the end and moved
    /// into place from the back: no element is copied, so a node's strings are neither retained by
    /// a copy nor released by the removal (both tree builders collect a collection's children so).
    mutating func removeSuffixMoving(from start: Int) -> [Element] {
        let count = self.count - start
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in stride(from: count - 1, through: 0, by: -1) {
                (buffer.baseAddress! + index).initialize(to: removeLast())
            }
            initialized = count
        }
    }
}
