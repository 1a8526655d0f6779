import Foundation

/// Methods of Hash that read it. Blocks receive ONE `[key, value]` array, which the evaluator's procs
/// splat for `|k, v|`. Mutating methods are in HashMutation; shared enumeration in Enumerable.
enum HashMethods {
    static let names: Set<String> = Enumerable.names.union(HashMutation.names).union(HashTransforms.names).union([
        "[]", "fetch", "dig", "key?", "has_key?", "include?", "member?", "value?", "has_value?", "keys", "values",
        "each", "each_pair", "each_key", "each_value", "select", "filter", "reject", "filter_map", "to_a", "to_h",
        "invert", "key", "values_at", "fetch_values", "length", "size", "empty?", "default", "inspect", "to_s",
        "==", "any?", "count", "sort", "sum", "min_by", "max_by",
    ])

    static func call(_ h: HashBox, _ c: BuiltinCall) throws -> Value? {
        if let result = try HashMutation.call(h, c) { return result }
        if let result = try HashTransforms.call(h, c) { return result }
        switch c.name {
        case "[]": try c.expect(1); return try lookup(h, c.arg(0), c)
        case "fetch":
            try c.expect(1, 2)
            if let v = h[c.arg(0)] { return v }
            if let block = c.block { return try block.call([c.arg(0)]) }
            if c.count == 2 { return c.arg(1) }
            throw keyError(c.arg(0), c)
        case "dig":
            try c.expect(1, -1)
            return try Digging.continue(from: try lookup(h, c.arg(0), c), Array(c.args.dropFirst()), c)
        case "key?", "has_key?", "include?", "member?": try c.expect(1); return .bool(h[c.arg(0)] != nil)
        case "value?", "has_value?": try c.expect(1); return .bool(h.values.contains { Value.equal($0, c.arg(0)) })
        case "keys": try c.expect(0); return .arr(h.keys)
        case "values": try c.expect(0); return .arr(h.values)
        case "each", "each_pair":
            try c.expect(0)
            guard let block = c.block else { return Enumerable.enumerator(.hash(h), c, pairs(h)) }
            // Iterate over a snapshot: Ruby forbids adding keys during iteration; we simply don't see them.
            for pair in pairs(h) { _ = try block.call([pair]) }
            return .hash(h)
        case "each_key", "each_value":
            try c.expect(0)
            guard let block = c.block else { return Enumerable.enumerator(.hash(h), c, c.name == "each_key" ? h.keys : h.values) }
            for v in (c.name == "each_key" ? h.keys : h.values) { _ = try block.call([v]) }
            return .hash(h)
        case "select", "filter", "reject":
            try c.expect(0)
            guard let block = c.block else { return Enumerable.enumerator(.hash(h), c, pairs(h)) }
            let keepWhenTrue = c.name != "reject"
            let out = HashBox()
            for (k, v) in Array(h.pairs) where try block.call([.arr([k, v])]).isTruthy == keepWhenTrue { out[k] = v }
            return .hash(out)
        case "to_a": try c.expect(0); return .arr(pairs(h))
        case "to_h":
            guard c.block != nil else { try c.expect(0); return .hash(h) }
            return try Enumerable.toHash(pairs(h), c)
        case "invert":
            try c.expect(0)
            return .hash(HashBox(h.pairs.map { ($0.1, $0.0) }))
        case "key":
            try c.expect(1)
            return h.pairs.first { Value.equal($0.1, c.arg(0)) }?.0 ?? .nil
        case "values_at": return .arr(try c.args.map { try lookup(h, $0, c) })
        case "fetch_values":
            return .arr(try c.args.map { key in
                if let v = h[key] { return v }
                if let block = c.block { return try block.call([key]) }
                throw keyError(key, c)
            })
        case "length", "size": try c.expect(0); return .integer(h.count)
        case "empty?": try c.expect(0); return .bool(h.count == 0)
        case "default":
            try c.expect(0, 1)
            if c.count == 1, let p = h.defaultProc { return try p.call([.hash(h), c.arg(0)]) }
            return h.defaultValue
        case "inspect", "to_s": try c.expect(0); return .str(Value.hash(h).inspect)
        case "==": try c.expect(1); return .bool(Value.equal(.hash(h), c.arg(0)))
        case "sort":
            return .arr(try EnumerableOrdering.sort(pairs(h), c))
        default:
            return try Enumerable.call(pairs(h), .hash(h), c)
        }
    }

    static func pairs(_ h: HashBox) -> [Value] { h.pairs.map { .arr([$0.0, $0.1]) } }

    /// `h[key]`: the value, else the default proc's result (called with the hash and key), else the default.
    static func lookup(_ h: HashBox, _ key: Value, _ c: BuiltinCall) throws -> Value {
        if let v = h[key] { return v }
        if let p = h.defaultProc { return try p.call([.hash(h), key]) }
        return h.defaultValue
    }

    static func keyError(_ key: Value, _ c: BuiltinCall) -> RuntimeError {
        c.error("KeyError", "key not found: \(key.inspect)")
    }
}

/// Methods that change a Hash in place.
enum HashMutation {
    static let names: Set<String> = [
        "[]=", "store", "delete", "delete_if", "keep_if", "select!", "filter!", "reject!", "merge!", "update",
        "clear", "replace", "default=", "transform_values!", "transform_keys!", "compact!", "shift",
        "symbolize_keys!", "stringify_keys!", "deep_merge!", "reverse_merge!", "except!", "slice!", "extract!",
    ]

    static func call(_ h: HashBox, _ c: BuiltinCall) throws -> Value? {
        guard names.contains(c.name) else { return nil }
        try Mutation.check(h, c.context)
        switch c.name {
        case "[]=", "store": try c.expect(2); h[c.arg(0)] = c.arg(1); return c.arg(1)
        case "delete":
            try c.expect(1)
            if let v = h[c.arg(0)] { h[c.arg(0)] = nil; return v }
            return try c.block.map { try $0.call([c.arg(0)]) } ?? .nil
        case "delete_if", "keep_if", "select!", "filter!", "reject!":
            try c.expect(0)
            let block = try c.requireBlock()
            let keepWhenTrue = c.name == "keep_if" || c.name == "select!" || c.name == "filter!"
            var changed = false
            for (k, v) in Array(h.pairs) where try block.call([.arr([k, v])]).isTruthy != keepWhenTrue {
                h[k] = nil
                changed = true
            }
            return (c.name.hasSuffix("!") && !changed) ? .nil : .hash(h)
        case "merge!", "update":
            for other in c.argsWithHash { try HashTransforms.merge(into: h, try Convert.hash(other, c.context), c) }
            return .hash(h)
        case "clear": try c.expect(0); h.removeAll(); return .hash(h)
        case "replace":
            try c.expect(1)
            let other = try Convert.hash(c.argsWithHash[0], c.context)
            let copied = Array(other.pairs)
            h.removeAll()
            for (k, v) in copied { h[k] = v }
            return .hash(h)
        case "default=": try c.expect(1); h.defaultValue = c.arg(0); return c.arg(0)
        case "shift":
            try c.expect(0)
            guard let k = h.keys.first, let v = h.values.first else { return .nil }
            h[k] = nil
            return .arr([k, v])
        case "compact!":
            try c.expect(0)
            let nilKeys = h.pairs.filter { $0.1.isNil }.map { $0.0 }
            for k in nilKeys { h[k] = nil }
            return nilKeys.isEmpty ? .nil : .hash(h)
        case "except!":
            for k in c.args { h[k] = nil }
            return .hash(h)
        case "slice!", "extract!":
            // ActiveSupport: slice! keeps the given keys and returns the removed pairs; extract! the reverse.
            let keys = Set(c.args.map(HashKey.init))
            let removed = HashBox()
            for (k, v) in Array(h.pairs) where keys.contains(HashKey(k)) == (c.name == "extract!") {
                removed[k] = v
                h[k] = nil
            }
            return .hash(removed)
        default:
            // The `!` transforms: compute the new hash, then replace the contents.
            let plain = String(c.name.dropLast())
            guard let result = try HashTransforms.call(h, BuiltinCall(name: plain, arguments: c.arguments, context: c.context)),
                case .hash(let transformed) = result else { return nil }
            let copied = Array(transformed.pairs)
            h.removeAll()
            for (k, v) in copied { h[k] = v }
            return .hash(h)
        }
    }
}

/// `dig` through nested values: each step must be something with `dig` (arrays, hashes, host objects).
enum Digging {
    static func `continue`(from value: Value, _ rest: [Value], _ c: BuiltinCall) throws -> Value {
        if rest.isEmpty || value.isNil { return value }
        switch value {
        case .array, .hash, .object: return try c.context.send(value, "dig", Arguments(positional: rest))
        default: throw c.error("TypeError", "\(value.className) does not have #dig method")
        }
    }
}
