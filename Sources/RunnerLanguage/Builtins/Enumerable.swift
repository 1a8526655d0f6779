import Foundation

/// Ruby's Enumerable over a list of yielded items, shared by Array (items are the elements),
/// Hash (items are `[key, value]` pairs, passed to blocks as ONE array argument the evaluator's
/// procs splat for `|k, v|`) and Range (items are the members).
enum Enumerable {
    static let names: Set<String> = [
        "map", "collect", "flat_map", "collect_concat", "select", "filter", "reject", "find", "detect", "find_index",
        "any?", "all?", "none?", "one?", "count", "include?", "member?", "each_with_index", "each_with_object",
        "inject", "reduce", "sum", "min", "max", "minmax", "min_by", "max_by", "sort", "sort_by", "group_by",
        "partition", "chunk_while", "slice_when", "each_slice", "each_cons", "tally", "to_a", "entries", "first",
        "take", "drop", "take_while", "drop_while", "zip", "filter_map", "uniq", "to_h", "each_entry", "find_all",
        "grep", "grep_v", "chunk",
        "reverse_each", "to_set", "index_by", "index_with", "many?", "excluding", "without", "including", "pluck",
    ]

    /// Methods that return an Enumerator when called without a block (`map.with_index`, `select.with_index`,
    /// `reverse_each.to_a`).
    static let enumeratorWithoutBlock: Set<String> = [
        "map", "collect", "flat_map", "collect_concat", "select", "filter", "find_all", "reject", "filter_map",
        "each_entry", "reverse_each", "group_by", "partition", "sort_by", "min_by", "max_by", "uniq", "each_with_object",
        "chunk_while", "slice_when", "find_index", "find", "detect", "take_while", "drop_while", "sum",
    ]

    static func call(_ items: [Value], _ receiver: Value, _ c: BuiltinCall) throws -> Value? {
        if c.block == nil && c.count == 0, enumeratorWithoutBlock.contains(c.name) {
            switch c.name {
            case "uniq", "sum", "find_index": break
            case "reverse_each": return enumerator(receiver, c, items.reversed())
            default: return enumerator(receiver, c, items)
            }
        }
        switch c.name {
        case "map", "collect":
            try c.expect(0)
            let block = try c.requireBlock()
            return .arr(try items.map { try block.call([$0]) })
        case "flat_map", "collect_concat":
            try c.expect(0)
            let block = try c.requireBlock()
            var out: [Value] = []
            for item in items {
                let r = try block.call([item])
                if case .array(let a) = r { out += a.elements } else { out.append(r) }
                try Limits.checkElements(out.count, c)
            }
            return .arr(out)
        case "select", "filter", "find_all":
            try c.expect(0)
            let block = try c.requireBlock()
            return .arr(try items.filter { try block.call([$0]).isTruthy })
        case "reject":
            try c.expect(0)
            let block = try c.requireBlock()
            return .arr(try items.filter { try !block.call([$0]).isTruthy })
        case "filter_map":
            try c.expect(0)
            let block = try c.requireBlock()
            return .arr(try items.compactMap { let r = try block.call([$0]); return r.isTruthy ? r : nil })
        case "find", "detect":
            try c.expect(0, 1)
            let block = try c.requireBlock()
            for item in items where try block.call([item]).isTruthy { return item }
            return .nil
        case "find_index":
            try c.expect(0, 1)
            for (i, item) in items.enumerated() where try test(item, c) { return .integer(i) }
            return .nil
        case "any?":
            try c.expect(0, 1)
            for item in items where try test(item, c) { return .true }
            return .false
        case "all?":
            try c.expect(0, 1)
            for item in items where try !test(item, c) { return .false }
            return .true
        case "none?":
            try c.expect(0, 1)
            for item in items where try test(item, c) { return .false }
            return .true
        case "one?":
            try c.expect(0, 1)
            var n = 0
            for item in items where try test(item, c) { n += 1 }
            return .bool(n == 1)
        case "many?":
            try c.expect(0)
            if c.block == nil { return .bool(items.count > 1) }
            var n = 0
            for item in items where try test(item, c) { n += 1 }
            return .bool(n > 1)
        case "count":
            try c.expect(0, 1)
            if c.count == 1 { return .integer(items.filter { Value.equal($0, c.arg(0)) }.count) }
            guard let block = c.block else { return .integer(items.count) }
            return .integer(try items.filter { try block.call([$0]).isTruthy }.count)
        case "include?", "member?":
            try c.expect(1)
            return .bool(items.contains { Value.equal($0, c.arg(0)) })
        case "each_with_index":
            try c.expect(0)
            guard let block = c.block else {
                return enumerator(receiver, c, items.enumerated().map { .arr([$0.1, .integer($0.0)]) })
            }
            for (i, item) in items.enumerated() { _ = try block.call([item, .integer(i)]) }
            return receiver
        case "each_with_object":
            try c.expect(1)
            let block = try c.requireBlock()
            let memo = c.arg(0)
            for item in items { _ = try block.call([item, memo]) }
            return memo
        case "each_entry":
            let block = try c.requireBlock()
            for item in items { _ = try block.call([item]) }
            return receiver
        case "reverse_each":
            try c.expect(0)
            let block = try c.requireBlock()
            for item in items.reversed() { _ = try block.call([item]) }
            return receiver
        case "inject", "reduce": return try inject(items, c)
        case "sum": return try sum(items, c)
        case "min", "max": return try EnumerableOrdering.minMax(items, c)
        case "minmax":
            try c.expect(0)
            let sorted = try EnumerableOrdering.sort(items, c)
            return .arr([sorted.first ?? .nil, sorted.last ?? .nil])
        case "min_by", "max_by": return try EnumerableOrdering.minMaxBy(items, c)
        case "sort": try c.expect(0); return .arr(try EnumerableOrdering.sort(items, c))
        case "sort_by": try c.expect(0); return .arr(try EnumerableOrdering.sortBy(items, c))
        case "group_by":
            try c.expect(0)
            let block = try c.requireBlock()
            let groups = HashBox()
            for item in items {
                let key = try block.call([item])
                if case .array(let a)? = groups[key] { a.elements.append(item) } else { groups[key] = .arr([item]) }
            }
            return .hash(groups)
        case "index_by", "index_with":
            try c.expect(0)
            let block = try c.requireBlock()
            let out = HashBox()
            for item in items {
                let r = try block.call([item])
                if c.name == "index_by" { out[r] = item } else { out[item] = r }
            }
            return .hash(out)
        case "partition":
            try c.expect(0)
            let block = try c.requireBlock()
            var yes: [Value] = [], no: [Value] = []
            for item in items { if try block.call([item]).isTruthy { yes.append(item) } else { no.append(item) } }
            return .arr([.arr(yes), .arr(no)])
        case "chunk":
            try c.expect(0)
            let block = try c.requireBlock()
            var chunks: [Value] = []
            var currentKey: Value?
            var current: [Value] = []
            for item in items {
                let key = try block.call([item])
                // nil and :_separator drop the item and end the chunk, as Ruby's chunk does.
                if key.isNil || { if case .symbol("_separator") = key { return true }; return false }() {
                    if let k = currentKey { chunks.append(.arr([k, .arr(current)])) }
                    currentKey = nil
                    current = []
                    continue
                }
                if let k = currentKey, !Value.equal(k, key) {
                    chunks.append(.arr([k, .arr(current)]))
                    current = []
                }
                currentKey = key
                current.append(item)
            }
            if let k = currentKey { chunks.append(.arr([k, .arr(current)])) }
            return .object(EnumeratorObject(receiver: .arr(chunks), method: "each", items: chunks))
        case "chunk_while", "slice_when":
            try c.expect(0)
            let block = try c.requireBlock()
            var chunks: [Value] = []
            var current: [Value] = []
            for item in items {
                if let last = current.last {
                    let result = try block.call([last, item]).isTruthy
                    // chunk_while keeps going while the block is true; slice_when cuts where it is true.
                    if result != (c.name == "chunk_while") {
                        chunks.append(.arr(current))
                        current = []
                    }
                }
                current.append(item)
            }
            if !current.isEmpty { chunks.append(.arr(current)) }
            // Ruby answers an Enumerator over the chunks even when given the block.
            return .object(EnumeratorObject(receiver: .arr(chunks), method: "each", items: chunks))
        case "each_slice", "each_cons":
            try c.expect(1)
            let n = try c.int(0)
            guard n > 0 else { throw c.error("ArgumentError", "invalid \(c.name == "each_slice" ? "slice " : "")size") }
            var groups: [Value] = []
            if c.name == "each_slice" {
                for start in stride(from: 0, to: items.count, by: n) {
                    groups.append(.arr(Array(items[start..<min(start + n, items.count)])))
                }
            } else if items.count >= n {
                for start in 0...(items.count - n) { groups.append(.arr(Array(items[start..<(start + n)]))) }
            }
            guard let block = c.block else { return enumerator(receiver, c, groups) }
            for g in groups { _ = try block.call([g]) }
            return receiver
        case "tally":
            try c.expect(0)
            let out = HashBox()
            for item in items {
                if case .integer(let n)? = out[item] { out[item] = .integer(n + 1) } else { out[item] = .integer(1) }
            }
            return .hash(out)
        case "to_a", "entries": try c.expect(0); return .arr(items)
        case "grep", "grep_v":
            try c.expect(1)
            var out: [Value] = []
            for item in items {
                let matched = try c.context.send(c.arg(0), "===", Arguments(positional: [item])).isTruthy
                guard matched == (c.name == "grep") else { continue }
                out.append(try c.block.map { try $0.call([item]) } ?? item)
            }
            return .arr(out)
        case "to_set": try c.expect(0); return .arr(unique(items))
        case "first":
            try c.expect(0, 1)
            guard c.count == 1 else { return items.first ?? .nil }
            let n = try c.int(0)
            guard n >= 0 else { throw c.error("ArgumentError", "attempt to take negative size") }
            return .arr(Array(items.prefix(n)))
        case "take":
            try c.expect(1)
            let n = try c.int(0)
            guard n >= 0 else { throw c.error("ArgumentError", "attempt to take negative size") }
            return .arr(Array(items.prefix(n)))
        case "drop":
            try c.expect(1)
            let n = try c.int(0)
            guard n >= 0 else { throw c.error("ArgumentError", "attempt to drop negative size") }
            return .arr(Array(items.dropFirst(n)))
        case "take_while":
            let block = try c.requireBlock()
            var out: [Value] = []
            for item in items { guard try block.call([item]).isTruthy else { break }; out.append(item) }
            return .arr(out)
        case "drop_while":
            let block = try c.requireBlock()
            var i = 0
            while i < items.count, try block.call([items[i]]).isTruthy { i += 1 }
            return .arr(Array(items[i...]))
        case "zip":
            let others = try c.args.map { try elements(of: $0, c) }
            let rows: [Value] = items.enumerated().map { i, item in
                .arr([item] + others.map { i < $0.count ? $0[i] : .nil })
            }
            guard let block = c.block else { return .arr(rows) }
            for row in rows { _ = try block.call([row]) }
            return .nil
        case "uniq":
            try c.expect(0)
            guard let block = c.block else { return .arr(unique(items)) }
            var seen = Set<HashKey>()
            var out: [Value] = []
            for item in items where seen.insert(HashKey(try block.call([item]))).inserted { out.append(item) }
            return .arr(out)
        case "to_h": return try toHash(items, c)
        case "excluding", "without":
            let excluded = c.args.count == 1 ? ((try? Convert.array(c.arg(0), c.context)) ?? c.args) : c.args
            return .arr(items.filter { item in !excluded.contains { Value.equal($0, item) } })
        case "including":
            let added = c.args.count == 1 ? ((try? Convert.array(c.arg(0), c.context)) ?? c.args) : c.args
            return .arr(items + added)
        case "pluck":
            return .arr(try items.map { item in
                let values = try c.args.map { try c.context.send(item, "[]", Arguments(positional: [$0])) }
                return values.count == 1 ? values[0] : .arr(values)
            })
        default: return nil
        }
    }
}
