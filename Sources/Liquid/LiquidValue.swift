import Foundation
import RubyText

/// A value a template sees: what Ruby's Liquid handles as nil, booleans, Integer, Float, String,
/// Array, Hash and Range, plus drops (objects answering lookups, like `forloop`).
public enum LiquidValue: Sendable, Equatable {
    case `nil`
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([LiquidValue])
    case hash(LiquidHash)
    case range(Int, Int)
    case drop(LiquidDrop)

    /// Liquid truthiness: only nil and false are false (0 and "" are true, as in Ruby).
    public var isTruthy: Bool {
        switch self {
        case .nil, .bool(false): return false
        default: return true
        }
    }

    public var isNil: Bool { if case .nil = self { return true } else { return false } }

    /// What `{{ value }}` writes: Ruby's `to_s`, arrays joined (flattened), nil as nothing.
    public var outputText: String {
        switch self {
        case .nil: return ""
        case .array(let items): return items.map(\.outputText).joined()
        default: return rubyToS
        }
    }

    /// Ruby's `to_s` (an array's is its `inspect`, as in Ruby).
    public var rubyToS: String {
        switch self {
        case .nil: return ""
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return RubyFloat.text(d)
        case .string(let s): return s
        case .array, .hash: return rubyInspect
        case .range(let a, let b): return "\(a)..\(b)"
        case .drop(let drop): return drop.text
        }
    }

    /// Ruby's `inspect`, for arrays and hashes written out.
    public var rubyInspect: String {
        switch self {
        case .nil: return "nil"
        case .string(let s): return Self.rubyInspectString(s)
        case .array(let items): return "[" + items.map(\.rubyInspect).joined(separator: ", ") + "]"
        case .hash(let hash): return "{" + hash.pairs.map { Self.rubyInspectString($0.key) + "=>" + $0.value.rubyInspect }.joined(separator: ", ") + "}"
        default: return rubyToS
        }
    }


    static func rubyInspectString(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "#": out += "#"
            default:
                if scalar.value < 0x20 { out += String(format: "\\x%02X", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// The Ruby class name, for error messages such as `comparison of Integer with String failed`.
    var rubyClassName: String {
        switch self {
        case .nil: return "NilClass"
        case .bool(let b): return b ? "TrueClass" : "FalseClass"
        case .int: return "Integer"
        case .double: return "Float"
        case .string: return "String"
        case .array: return "Array"
        case .hash: return "Hash"
        case .range: return "Range"
        case .drop: return "Liquid::Drop"
        }
    }

    /// Ruby's `==`: numbers across Integer and Float, arrays and hashes element by element.
    public static func == (lhs: LiquidValue, rhs: LiquidValue) -> Bool {
        switch (lhs, rhs) {
        case (.nil, .nil): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.hash(let a), .hash(let b)): return a.pairs.count == b.pairs.count && a.pairs.allSatisfy { b[$0.key] == $0.value && b.keys.contains($0.key) }
        case (.range(let a1, let a2), .range(let b1, let b2)): return a1 == b1 && a2 == b2
        case (.drop(let a), .drop(let b)): return a === b
        default: return false
        }
    }

    /// Ruby's `eql?`, used by `uniq` (1 and 1.0 are different there).
    func strictlyEquals(_ other: LiquidValue) -> Bool {
        switch (self, other) {
        case (.int, .double), (.double, .int): return false
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.strictlyEquals($1) }
        default: return self == other
        }
    }

    /// Ruby's `<=>`: nil when the two cannot be compared.
    func compare(_ other: LiquidValue) -> Int? {
        switch (self, other) {
        case (.int(let a), .int(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.int, .double), (.double, .int), (.double, .double):
            guard let a = numeric, let b = other.numeric, !a.isNaN, !b.isNaN else { return nil }
            return a < b ? -1 : (a == b ? 0 : 1)
        case (.string(let a), .string(let b)):
            // Ruby compares strings byte by byte.
            let x = Array(a.utf8), y = Array(b.utf8)
            return x.lexicographicallyPrecedes(y) ? -1 : (x == y ? 0 : 1)
        case (.array(let a), .array(let b)):
            for (x, y) in zip(a, b) {
                guard let c = x.compare(y) else { return nil }
                if c != 0 { return c }
            }
            return a.count < b.count ? -1 : (a.count == b.count ? 0 : 1)
        case (.nil, .nil): return 0
        case (.bool(let a), .bool(let b)): return a == b ? 0 : nil
        default: return nil
        }
    }

    var numeric: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    /// The elements `for` and the array filters walk: an array's items, a range's numbers.
    var elements: [LiquidValue]? {
        switch self {
        case .array(let items): return items
        case .range(let a, let b): return a <= b ? (a...b).map { .int($0) } : []
        default: return nil
        }
    }
}

/// A hash with string keys that keeps insertion order, as Ruby's does.
public struct LiquidHash: Sendable, Equatable {
    public private(set) var pairs: [(key: String, value: LiquidValue)] = []

    public init(_ pairs: [(String, LiquidValue)] = []) {
        for (key, value) in pairs { self[key] = value }
    }

    public var keys: [String] { pairs.map(\.key) }

    public func contains(_ key: String) -> Bool { pairs.contains { $0.key == key } }

    public subscript(key: String) -> LiquidValue? {
        get { pairs.first { $0.key == key }?.value }
        set {
            if let index = pairs.firstIndex(where: { $0.key == key }) {
                if let newValue { pairs[index].value = newValue } else { pairs.remove(at: index) }
            } else if let newValue {
                pairs.append((key, newValue))
            }
        }
    }

    public static func == (lhs: LiquidHash, rhs: LiquidHash) -> Bool {
        LiquidValue.hash(lhs) == LiquidValue.hash(rhs)
    }
}

/// An object that answers `name.key` lookups itself (Liquid's `Drop`), like `forloop`.
public protocol LiquidDrop: AnyObject, Sendable {
    func value(for key: String) -> LiquidValue
    /// What `{{ drop }}` writes.
    var text: String { get }
}

extension LiquidValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByFloatLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(arrayLiteral elements: LiquidValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, LiquidValue)...) { self = .hash(LiquidHash(elements)) }
}

extension LiquidValue {
    /// A value from JSON-like Foundation objects (what JSONSerialization returns), for assigns read from files.
    public init(json: Any?) {
        switch json {
        case nil, is NSNull: self = .nil
        case let number as NSNumber:
            let type = String(cString: number.objCType)
            if type == "c" || type == "B" {
                self = .bool(number.boolValue)
            } else if type == "d" || type == "f" {
                self = .double(number.doubleValue)
            } else {
                self = .int(number.intValue)
            }
        case let string as String: self = .string(string)
        case let array as [Any]: self = .array(array.map { LiquidValue(json: $0) })
        case let dictionary as [String: Any]:
            // JSONSerialization forgets key order; sorted keys keep renders reproducible.
            self = .hash(LiquidHash(dictionary.keys.sorted().map { ($0, LiquidValue(json: dictionary[$0])) }))
        default: self = .nil
        }
    }
}
