import Foundation

/// Methods every built-in value answers (Object/Kernel and ActiveSupport's Object extensions).
/// The evaluator keeps `class`, `is_a?`, `respond_to?`, `send`, `tap`, `then`, `nil?`, `object_id`.
enum UniversalMethods {
    static let names: Set<String> = [
        "==", "!=", "!", "===", "=~", "!~", "eql?", "equal?", "hash", "to_s", "inspect", "dup", "clone",
        "freeze", "frozen?", "present?", "blank?", "presence", "in?", "itself",
    ]

    static func call(_ receiver: Value, _ c: BuiltinCall) throws -> Value? {
        switch c.name {
        case "==": try c.expect(1); return .bool(Value.equal(receiver, c.arg(0)))
        case "!=": try c.expect(1); return .bool(!Value.equal(receiver, c.arg(0)))
        case "!": try c.expect(0); return .bool(!receiver.isTruthy)
        case "===": try c.expect(1); return .bool(Value.equal(receiver, c.arg(0)))
        case "=~": try c.expect(1); return .nil
        case "!~":
            try c.expect(1)
            let matched = try c.context.send(receiver, "=~", Arguments(positional: [c.arg(0)]))
            return .bool(!matched.isTruthy)
        case "eql?": try c.expect(1); return .bool(Value.isEql(receiver, c.arg(0)))
        case "equal?": try c.expect(1); return .bool(isSameObject(receiver, c.arg(0)))
        case "hash": try c.expect(0); return .integer(HashKey(receiver).hashValue)
        case "to_s": try c.expect(0); return .str(receiver.toS)
        case "inspect": try c.expect(0); return .str(receiver.inspect)
        case "dup", "clone":
            let keepFrozen = c.name == "clone" && (c.arguments.option("freeze")?.isTruthy ?? true)
            return copy(receiver, keepFrozen: keepFrozen)
        case "freeze": try c.expect(0); freeze(receiver); return receiver
        case "frozen?": try c.expect(0); return .bool(isFrozen(receiver))
        case "itself": try c.expect(0); return receiver
        case "present?": try c.expect(0); return .bool(!isBlank(receiver))
        case "blank?": try c.expect(0); return .bool(isBlank(receiver))
        case "presence": try c.expect(0); return isBlank(receiver) ? .nil : receiver
        case "in?":
            try c.expect(1)
            if case .object = c.arg(0) {} else if !Builtins.respondsTo(c.arg(0), "include?") {
                throw c.error("ArgumentError", "The parameter passed to #in? must respond to #include?")
            }
            return try c.context.send(c.arg(0), "include?", Arguments(positional: [receiver]))
        default: return nil
        }
    }

    /// ActiveSupport's `blank?`: nil, false, whitespace-only strings and empty collections.
    static func isBlank(_ v: Value) -> Bool {
        switch v {
        case .nil: return true
        case .bool(let b): return !b
        case .string(let s): return s.value.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
        // Object#blank? is `empty?` for anything that has it: :"".blank? is true.
        case .symbol(let s): return s.isEmpty
        case .array(let a): return a.elements.isEmpty
        case .hash(let h): return h.count == 0
        default: return false
        }
    }

    static func isSameObject(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x === y
        case (.array(let x), .array(let y)): return x === y
        case (.hash(let x), .hash(let y)): return x === y
        case (.range(let x), .range(let y)): return x === y
        case (.regexp(let x), .regexp(let y)): return x === y
        case (.float(let x), .float(let y)): return x.bitPattern == y.bitPattern
        default: return Value.isEql(a, b)
        }
    }

    static func isFrozen(_ v: Value) -> Bool {
        switch v {
        case .string(let s): return s.frozen
        case .array(let a): return a.frozen
        case .hash(let h): return h.frozen
        case .object: return false
        default: return true
        }
    }

    static func freeze(_ v: Value) {
        switch v {
        case .string(let s): s.frozen = true
        case .array(let a): a.frozen = true
        case .hash(let h): h.frozen = true
        default: break
        }
    }

    /// A shallow copy, as `dup` makes (unfrozen) and `clone` makes (keeping the frozen state).
    static func copy(_ v: Value, keepFrozen: Bool) -> Value {
        switch v {
        case .string(let s):
            let box = StringBox(s.value)
            box.frozen = keepFrozen && s.frozen
            return .string(box)
        case .array(let a):
            let box = ArrayBox(a.elements)
            box.frozen = keepFrozen && a.frozen
            return .array(box)
        case .hash(let h):
            let box = HashCopy.copy(h)
            box.frozen = keepFrozen && h.frozen
            return .hash(box)
        default: return v
        }
    }
}

enum HashCopy {
    /// A new hash with the same pairs, default value and default proc.
    static func copy(_ h: HashBox) -> HashBox {
        let box = HashBox(Array(h.pairs))
        box.defaultValue = h.defaultValue
        box.defaultProc = h.defaultProc
        return box
    }
}
