import Diagnostics
import Foundation

// The values of the runner language. Strings, arrays and hashes are mutable and shared by
// reference, as in Ruby (`s << "x"` changes every holder of `s`), so they are boxed in classes;
// the rest are immutable and stored inline.

public enum Value {
    case `nil`
    case bool(Bool)
    case integer(Int)
    case float(Double)
    case string(StringBox)
    case symbol(String)
    case array(ArrayBox)
    case hash(HashBox)
    case range(RangeValue)
    case regexp(RegexpValue)
    case matchData(MatchDataValue)
    case proc(ProcValue)
    /// Host objects with methods of their own: `File`, `Dir`, `ENV`, `Time` instances,
    /// exception objects, modules named by constants.
    case object(ObjectValue)

    public static let `true` = Value.bool(true)
    public static let `false` = Value.bool(false)

    public static func str(_ s: String) -> Value { .string(StringBox(s)) }
    public static func arr(_ a: [Value]) -> Value { .array(ArrayBox(a)) }

    /// Ruby truthiness: only nil and false are false.
    public var isTruthy: Bool {
        switch self {
        case .nil: return false
        case .bool(let b): return b
        default: return true
        }
    }

    public var isNil: Bool {
        if case .nil = self { return true }
        return false
    }

    /// The Ruby class name, as `x.class` prints and error messages name it.
    public var className: String {
        switch self {
        case .nil: return "NilClass"
        case .bool(let b): return b ? "TrueClass" : "FalseClass"
        case .integer: return "Integer"
        case .float: return "Float"
        case .string: return "String"
        case .symbol: return "Symbol"
        case .array: return "Array"
        case .hash: return "Hash"
        case .range: return "Range"
        case .regexp: return "Regexp"
        case .matchData: return "MatchData"
        case .proc: return "Proc"
        case .object(let o): return o.className
        }
    }
}

public final class StringBox {
    public var value: String
    public var frozen = false
    public init(_ value: String) { self.value = value }
}

public final class ArrayBox {
    public var elements: [Value]
    public var frozen = false
    public init(_ elements: [Value] = []) { self.elements = elements }
}

/// An insertion-ordered hash with Ruby's `eql?` key semantics (1 and 1.0 are different keys,
/// "a" and :a are different keys, equal strings are the same key).
public final class HashBox {
    public private(set) var keys: [Value] = []
    public private(set) var values: [Value] = []
    /// Where each key is, once the hash needs it: nil while the hash holds only a few Symbol and String
    /// keys (keyword options, most literals), which are found by comparing them instead. Making a
    /// dictionary for every options hash cost more than the call that passed it.
    private var index: [HashKey: Int]?
    /// The most keys looked up by comparing them.
    private static let comparedKeys = 8
    /// `Hash.new(default)`
    public var defaultValue: Value = .nil
    /// `Hash.new { |h, k| … }`
    public var defaultProc: ProcValue?
    public var frozen = false

    public init() {}

    public init(_ pairs: [(Value, Value)]) {
        for (k, v) in pairs { self[k] = v }
    }

    public var count: Int { keys.count }
    public var pairs: Zip2Sequence<[Value], [Value]> { zip(keys, values) }

    /// The position of `key`. Without an index every key is a Symbol or a (frozen) String, for which
    /// comparing is what `eql?` does and what the index would find.
    private func position(of key: Value) -> Int? {
        if let index { return index[HashKey(key)] }
        for i in keys.indices where Self.isSameWord(keys[i], key) { return i }
        return nil
    }

    private static func isSameWord(_ stored: Value, _ key: Value) -> Bool {
        switch (stored, key) {
        case (.symbol(let x), .symbol(let y)): return x == y
        case (.string(let x), .string(let y)): return x === y || x.value == y.value
        default: return false
        }
    }

    private static func isWord(_ key: Value) -> Bool {
        switch key {
        case .symbol, .string: return true
        default: return false
        }
    }

    public subscript(key: Value) -> Value? {
        get { position(of: key).map { values[$0] } }
        set {
            if let newValue {
                if let i = position(of: key) {
                    values[i] = newValue
                } else {
                    // Ruby dups and freezes string keys on insertion.
                    var stored = key
                    if case .string(let s) = key, !s.frozen {
                        let copy = StringBox(s.value)
                        copy.frozen = true
                        stored = .string(copy)
                    }
                    if index == nil, keys.count >= Self.comparedKeys || !Self.isWord(key) {
                        var built: [HashKey: Int] = [:]
                        for (i, existing) in keys.enumerated() { built[HashKey(existing)] = i }
                        index = built
                    }
                    index?[HashKey(key)] = keys.count
                    keys.append(stored)
                    values.append(newValue)
                }
            } else if let i = position(of: key) {
                index?.removeValue(forKey: HashKey(key))
                keys.remove(at: i)
                values.remove(at: i)
                if index != nil { for j in i..<keys.count { index![HashKey(keys[j])] = j } }
            }
        }
    }

    /// Convenience for host code reading keyword options: looks up `:name`, then `"name"`.
    public func option(_ name: String) -> Value? {
        // Options hashes hold a few keys: comparing them beats hashing the name twice (and making a
        // String value for the second lookup), which cost more per action call than reading the call.
        guard keys.count <= 16 else { return self[.symbol(name)] ?? self[.str(name)] }
        for (i, key) in keys.enumerated() { if case .symbol(let s) = key, s == name { return values[i] } }
        for (i, key) in keys.enumerated() { if case .string(let s) = key, s.value == name { return values[i] } }
        return nil
    }

    public func removeAll() {
        keys.removeAll()
        values.removeAll()
        index = nil
    }
}

/// Hashable wrapper giving `Value` Ruby's `eql?`/`hash` semantics for hash keys.
public struct HashKey: Hashable {
    public let value: Value
    public init(_ value: Value) { self.value = value }

    public static func == (a: HashKey, b: HashKey) -> Bool { Value.isEql(a.value, b.value) }

    public func hash(into hasher: inout Hasher) {
        hash(value, into: &hasher, depth: 0)
    }

    /// Hashes nested arrays only a few levels deep: equal values still hash equally, and a key
    /// nested thousands of levels deep (built by a loop in a script) cannot exhaust the stack.
    private func hash(_ value: Value, into hasher: inout Hasher, depth: Int) {
        switch value {
        case .nil: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .integer(let i): hasher.combine(1); hasher.combine(i)
        case .float(let f): hasher.combine(2); hasher.combine(f)
        case .string(let s): hasher.combine(3); hasher.combine(s.value)
        case .symbol(let s): hasher.combine(4); hasher.combine(s)
        case .array(let a):
            hasher.combine(5)
            hasher.combine(a.elements.count)
            guard depth < 8 else { return }
            for e in a.elements { hash(e, into: &hasher, depth: depth + 1) }
        case .hash(let h): hasher.combine(6); hasher.combine(h.count)
        case .range(let r):
            hasher.combine(7)
            hash(r.lower, into: &hasher, depth: depth + 1)
            hash(r.upper, into: &hasher, depth: depth + 1)
        case .regexp(let r): hasher.combine(8); hasher.combine(r.source)
        case .matchData(let m): hasher.combine(ObjectIdentifier(m))
        case .proc(let p): hasher.combine(ObjectIdentifier(p))
        case .object(let o): hasher.combine(ObjectIdentifier(o))
        }
    }
}

extension Value {
    /// Ruby's `eql?`: same type and same value (no Integer/Float cross-equality), used for hash keys.
    /// Nested arrays and hashes are compared with a work list instead of recursion, so a key nested
    /// thousands of levels deep cannot exhaust the stack.
    public static func isEql(_ a: Value, _ b: Value) -> Bool {
        var pending: [(Value, Value)] = [(a, b)]
        while let (x, y) = pending.popLast() {
            switch (x, y) {
            case (.array(let l), .array(let r)):
                guard l !== r else { continue }
                guard l.elements.count == r.elements.count else { return false }
                pending.append(contentsOf: zip(l.elements, r.elements))
            case (.hash(let l), .hash(let r)):
                guard l !== r else { continue }
                guard l.count == r.count else { return false }
                for (key, value) in l.pairs {
                    guard let other = r[key] else { return false }
                    pending.append((value, other))
                }
            default:
                guard isEqlScalar(x, y) else { return false }
            }
        }
        return true
    }

    /// `eql?` for everything but arrays and hashes.
    private static func isEqlScalar(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.nil, .nil): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.integer(let x), .integer(let y)): return x == y
        case (.float(let x), .float(let y)): return x == y
        case (.string(let x), .string(let y)): return x === y || x.value == y.value
        case (.symbol(let x), .symbol(let y)): return x == y
        case (.range(let x), .range(let y)): return x.exclusive == y.exclusive && isEql(x.lower, y.lower) && isEql(x.upper, y.upper)
        case (.regexp(let x), .regexp(let y)): return x.source == y.source && x.options == y.options
        case (.matchData(let x), .matchData(let y)): return x === y
        case (.proc(let x), .proc(let y)): return x === y
        case (.object(let x), .object(let y)): return x === y
        default: return false
        }
    }
}

public final class RangeValue {
    public let lower: Value
    public let upper: Value
    public let exclusive: Bool
    public init(lower: Value, upper: Value, exclusive: Bool) {
        self.lower = lower
        self.upper = upper
        self.exclusive = exclusive
    }
}

/// A compiled regular expression. Ruby syntax is translated to ICU (NSRegularExpression) once, at creation.
public final class RegexpValue {
    /// The pattern as written between the slashes (what `source` and `inspect` show).
    public let source: String
    /// Flag letters as Ruby prints them, in Ruby's order: "m", "i", "x" subset.
    public let options: String
    public let compiled: NSRegularExpression

    public init(source: String, options: String, compiled: NSRegularExpression) {
        self.source = source
        self.options = options
        self.compiled = compiled
    }
}

public final class MatchDataValue {
    /// The string matched against (a copy: later changes to the string do not move the match).
    public let string: String
    /// Capture groups: index 0 is the whole match; nil for a group that did not take part.
    public let groups: [String?]
    /// Named groups in pattern order, each with its group index.
    public let names: [(String, Int)]
    /// Character offsets (not UTF-16) of the whole match in `string`, for `pre_match`/`post_match`/`begin`.
    public let range: Range<Int>

    public init(string: String, groups: [String?], names: [(String, Int)], range: Range<Int>) {
        self.string = string
        self.groups = groups
        self.names = names
        self.range = range
    }
}

/// A block, proc, lambda or method reference. How it runs is the evaluator's business; the value
/// only holds a closure to call, so built-in methods (`each`, `map`) can call blocks without
/// knowing the evaluator.
public final class ProcValue {
    public let isLambda: Bool
    /// Number of declared parameters as Ruby's `arity` reports it.
    public let arity: Int
    /// Declared parameter count for block argument splatting: a block with two or more parameters
    /// (or a trailing comma) called with one array spreads it over them, as Ruby does.
    public let parameterCount: Int
    public let location: SourceLocation?
    /// Runs the block with the given arguments and an optional block of its own.
    public let body: (Arguments) throws -> Value
    /// The same block run with another `self` (`define_method`, `instance_eval`, `instance_exec`);
    /// nil for procs that are not a literal block.
    public var rebinding: ((_ newSelf: Value, _ asLambda: Bool) -> ProcValue)?

    public init(
        isLambda: Bool, arity: Int, parameterCount: Int, location: SourceLocation?,
        body: @escaping (Arguments) throws -> Value
    ) {
        self.isLambda = isLambda
        self.arity = arity
        self.parameterCount = parameterCount
        self.location = location
        self.body = body
    }

    public func call(_ positional: [Value], block: ProcValue? = nil) throws -> Value {
        try body(Arguments(positional: positional, block: block))
    }
}

/// Host objects. Subclasses give the class name and answer methods; the evaluator calls
/// `callMethod` for any method it does not resolve itself.
open class ObjectValue {
    public init() {}
    open var className: String { "Object" }
    /// `inspect`/`to_s` text.
    open var inspectText: String { "#<\(className)>" }
    open var toSText: String { inspectText }
    /// Returns nil when the object has no such method (the evaluator then reports NoMethodError).
    open func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? { nil }
}
