import Foundation

/// Hash methods that build a new hash from this one (core Ruby and ActiveSupport).
enum HashTransforms {
    static let names: Set<String> = [
        "merge", "transform_values", "transform_keys", "slice", "except", "compact", "symbolize_keys",
        "stringify_keys", "deep_symbolize_keys", "deep_stringify_keys", "deep_merge", "reverse_merge",
        "deep_dup", "filter_map", "sum",
    ]

    static func call(_ h: HashBox, _ c: BuiltinCall) throws -> Value? {
        switch c.name {
        case "merge":
            let out = copy(h)
            for other in c.argsWithHash { try merge(into: out, try Convert.hash(other, c.context), c) }
            return .hash(out)
        case "transform_values":
            try c.expect(0)
            let block = try c.requireBlock()
            return .hash(HashBox(try h.pairs.map { ($0.0, try block.call([$0.1])) }))
        case "transform_keys":
            try c.expect(0, 1)
            let mapping = c.count == 1 ? try Convert.hash(c.arg(0), c.context) : nil
            let out = HashBox()
            for (k, v) in h.pairs {
                if let mapped = mapping?[k] { out[mapped] = v; continue }
                if let block = c.block { out[try block.call([k])] = v } else if mapping != nil { out[k] = v } else {
                    throw c.error("LocalJumpError", "no block given (yield)")
                }
            }
            return .hash(out)
        case "slice":
            let out = HashBox()
            for k in c.args { if let v = h[k] { out[k] = v } }
            return .hash(out)
        case "except":
            let out = copy(h)
            for k in c.args { out[k] = nil }
            return .hash(out)
        case "compact":
            try c.expect(0)
            return .hash(HashBox(h.pairs.filter { !$0.1.isNil }))
        case "symbolize_keys", "stringify_keys":
            try c.expect(0)
            let toSymbols = c.name == "symbolize_keys"
            return .hash(HashBox(h.pairs.map { (rekey($0.0, toSymbols: toSymbols), $0.1) }))
        case "deep_symbolize_keys", "deep_stringify_keys":
            try c.expect(0)
            return deepRekey(.hash(h), toSymbols: c.name == "deep_symbolize_keys", depth: 0)
        case "deep_merge":
            try c.expect(1)
            return .hash(try deepMerge(h, try Convert.hash(c.argsWithHash[0], c.context), c, depth: 0))
        case "reverse_merge":
            try c.expect(1)
            let out = copy(try Convert.hash(c.argsWithHash[0], c.context))
            for (k, v) in h.pairs { out[k] = v }
            return .hash(out)
        case "deep_dup": try c.expect(0); return deepDup(.hash(h), depth: 0)
        case "filter_map":
            let block = try c.requireBlock()
            return .arr(try h.pairs.compactMap { let r = try block.call([.arr([$0.0, $0.1])]); return r.isTruthy ? r : nil })
        default: return nil
        }
    }

    static func copy(_ h: HashBox) -> HashBox { HashCopy.copy(h) }

    /// Adds `other`'s pairs to `target`; with a block, conflicting keys take `block(key, old, new)`.
    static func merge(into target: HashBox, _ other: HashBox, _ c: BuiltinCall) throws {
        for (k, v) in Array(other.pairs) {
            if let block = c.block, let old = target[k] {
                target[k] = try block.call([k, old, v])
            } else {
                target[k] = v
            }
        }
    }

    /// ActiveSupport's deep_merge: nested hashes merge recursively, other values are replaced.
    static func deepMerge(_ a: HashBox, _ b: HashBox, _ c: BuiltinCall, depth: Int) throws -> HashBox {
        guard depth < 100 else { throw c.error("SystemStackError", "stack level too deep") }
        let out = copy(a)
        for (k, v) in Array(b.pairs) {
            if case .hash(let old)? = out[k], case .hash(let new) = v {
                out[k] = .hash(try deepMerge(old, new, c, depth: depth + 1))
            } else if let block = c.block, let old = out[k] {
                out[k] = try block.call([k, old, v])
            } else {
                out[k] = v
            }
        }
        return out
    }

    private static func rekey(_ k: Value, toSymbols: Bool) -> Value {
        switch (k, toSymbols) {
        case (.string(let s), true): return .symbol(s.value)
        case (.symbol(let s), false): return .str(s)
        case (_, false): return .str(k.toS)
        default: return k
        }
    }

    private static func deepRekey(_ v: Value, toSymbols: Bool, depth: Int) -> Value {
        guard depth < 100 else { return v }
        switch v {
        case .hash(let h):
            return .hash(HashBox(h.pairs.map { (rekey($0.0, toSymbols: toSymbols), deepRekey($0.1, toSymbols: toSymbols, depth: depth + 1)) }))
        case .array(let a):
            return .arr(a.elements.map { deepRekey($0, toSymbols: toSymbols, depth: depth + 1) })
        default: return v
        }
    }

    static func deepDup(_ v: Value, depth: Int) -> Value {
        guard depth < 100 else { return v }
        switch v {
        case .hash(let h):
            let out = HashBox(h.pairs.map { (deepDup($0.0, depth: depth + 1), deepDup($0.1, depth: depth + 1)) })
            out.defaultValue = h.defaultValue
            out.defaultProc = h.defaultProc
            return .hash(out)
        case .array(let a): return .arr(a.elements.map { deepDup($0, depth: depth + 1) })
        case .string(let s): return .str(s.value)
        default: return v
        }
    }
}
