import Foundation

/// Methods of Array that read it; the mutating ones are in ArrayMutation, the shared
/// enumeration in Enumerable.
enum ArrayMethods {
    static let names: Set<String> = Enumerable.names.union(ArrayMutation.names).union([
        "each", "index", "rindex", "last", "[]", "slice", "at", "dig", "fetch", "values_at", "flatten", "compact",
        "sort", "reverse", "rotate", "join", "+", "-", "*", "&", "|", "<=>", "==", "length", "size", "empty?",
        "to_a", "to_ary", "inspect", "to_s", "transpose", "assoc", "rassoc", "product", "combination",
        "second", "third", "fourth", "fifth", "forty_two", "second_to_last", "third_to_last", "from", "to",
        "sample", "shuffle", "each_index", "difference", "union", "intersection", "intersect?",
        "hash", "cycle", "in_groups_of", "to_sentence", "shelljoin",
    ])

    static func call(_ a: ArrayBox, _ c: BuiltinCall) throws -> Value? {
        if let result = try ArrayMutation.call(a, c) { return result }
        let items = a.elements
        switch c.name {
        case "each":
            try c.expect(0)
            guard let block = c.block else { return Enumerable.enumerator(.array(a), c, items) }
            // Iterate by index over the live array, as Ruby does when the block appends.
            var i = 0
            while i < a.elements.count { _ = try block.call([a.elements[i]]); i += 1 }
            return .array(a)
        case "each_index":
            guard let block = c.block else { return Enumerable.enumerator(.array(a), c, items.indices.map { .integer($0) }) }
            for i in items.indices { _ = try block.call([.integer(i)]) }
            return .array(a)
        case "index", "find_index", "rindex":
            try c.expect(0, 1)
            let order = c.name == "rindex" ? Array(items.indices.reversed()) : Array(items.indices)
            for i in order where try c.count == 1 ? Value.equal(items[i], c.arg(0)) : Enumerable.test(items[i], c) {
                return .integer(i)
            }
            return .nil
        case "first":
            try c.expect(0, 1)
            guard c.count == 1 else { return items.first ?? .nil }
            let n = try c.int(0)
            guard n >= 0 else { throw c.error("ArgumentError", "negative array size") }
            return .arr(Array(items.prefix(n)))
        case "last":
            try c.expect(0, 1)
            guard c.count == 1 else { return items.last ?? .nil }
            let n = try c.int(0)
            guard n >= 0 else { throw c.error("ArgumentError", "negative array size") }
            return .arr(Array(items.suffix(n)))
        case "[]", "slice":
            switch try Indexing.select(c.args, count: items.count, c) {
            case .position(let i): return i < items.count ? items[i] : .nil
            case .span(let r): return .arr(Array(items[r]))
            case .outside: return .nil
            }
        case "at": try c.expect(1); return try element(items, c.int(0)) ?? .nil
        case "second", "third", "fourth", "fifth", "forty_two", "second_to_last", "third_to_last":
            try c.expect(0)
            let positions = ["second": 1, "third": 2, "fourth": 3, "fifth": 4, "forty_two": 41, "second_to_last": -2, "third_to_last": -3]
            return element(items, positions[c.name] ?? 0) ?? .nil
        case "from": try c.expect(1); let n = try c.int(0); return .arr(n >= 0 ? Array(items.dropFirst(n)) : Array(items.suffix(-n)))
        case "to":
            try c.expect(1)
            var n = try c.int(0)
            if n < 0 { n += items.count }
            return .arr(n < 0 ? [] : Array(items.prefix(Limits.add(n, 1))))
        case "dig":
            try c.expect(1, -1)
            guard let first = element(items, try c.int(0)) else { return .nil }
            return try Digging.continue(from: first, Array(c.args.dropFirst()), c)
        case "fetch":
            try c.expect(1, 2)
            let i = try c.int(0)
            if let v = element(items, i) { return v }
            if let block = c.block { return try block.call([c.arg(0)]) }
            if c.count == 2 { return c.arg(1) }
            throw c.error("IndexError", "index \(i) outside of array bounds: \(-items.count)...\(items.count)")
        case "values_at":
            var out: [Value] = []
            for arg in c.args {
                guard case .range(let r) = arg else { out.append(element(items, try Convert.int(arg, c.context)) ?? .nil); continue }
                // A range past the end pads with nil: [1, 2].values_at(1..3) is [2, nil, nil].
                var start = r.lower.isNil ? 0 : try Convert.int(r.lower, c.context)
                if start < 0 { start += items.count }
                guard start >= 0 else { continue }
                var end = r.upper.isNil ? items.count - 1 : try Convert.int(r.upper, c.context)
                if end < 0 { end += items.count }
                if r.exclusive && !r.upper.isNil { end -= 1 }
                if start <= end { for i in start...end { out.append(element(items, i) ?? .nil) } }
            }
            return .arr(out)
        case "flatten":
            try c.expect(0, 1)
            return .arr(try flatten(items, depth: c.optionalInt(0) ?? -1, c))
        case "compact": try c.expect(0); return .arr(items.filter { !$0.isNil })
        case "reverse": try c.expect(0); return .arr(items.reversed())
        case "rotate":
            try c.expect(0, 1)
            guard !items.isEmpty else { return .arr([]) }
            let k = Arithmetic.floorModulo(try c.optionalInt(0) ?? 1, items.count)
            return .arr(Array(items[k...] + items[..<k]))
        case "join":
            try c.expect(0, 1)
            let separator = c.count == 1 && !c.arg(0).isNil ? try c.string(0) : ""
            return .str(try join(a, separator, c))
        case "+":
            try c.expect(1)
            let others = try Convert.array(c.arg(0), c.context)
            try Limits.checkElements(Limits.add(items.count, others.count), c)
            return .arr(items + others)
        case "-", "difference":
            let others = try c.args.flatMap { try Convert.array($0, c.context) }
            let excluded = Set(others.map(HashKey.init))
            return .arr(items.filter { !excluded.contains(HashKey($0)) })
        case "*":
            try c.expect(1)
            if case .string(let s) = c.arg(0) { return .str(try join(a, s.value, c)) }
            let n = try c.int(0)
            guard n >= 0 else { throw c.error("ArgumentError", "negative argument") }
            try Limits.checkSize(n, unit: items.count, c)
            try Limits.checkElements(Limits.multiply(n, items.count), c)
            return .arr(Array([[Value]](repeating: items, count: n).joined()))
        case "&", "intersection":
            var result = Enumerable.unique(items)
            for other in c.args {
                let keep = Set(try Convert.array(other, c.context).map(HashKey.init))
                result = result.filter { keep.contains(HashKey($0)) }
            }
            return .arr(result)
        case "intersect?":
            try c.expect(1)
            let other = Set(try Convert.array(c.arg(0), c.context).map(HashKey.init))
            return .bool(items.contains { other.contains(HashKey($0)) })
        case "|", "union":
            return .arr(Enumerable.unique(items + (try c.args.flatMap { try Convert.array($0, c.context) })))
        case "<=>": try c.expect(1); return Value.compare(.array(a), c.arg(0)).map { .integer($0) } ?? .nil
        case "length", "size": try c.expect(0); return .integer(items.count)
        case "empty?": try c.expect(0); return .bool(items.isEmpty)
        case "to_a", "to_ary", "entries": try c.expect(0); return .array(a)
        case "inspect", "to_s": try c.expect(0); return .str(Value.array(a).inspect)
        case "transpose":
            try c.expect(0)
            let rows = try items.map { try Convert.array($0, c.context) }
            guard let width = rows.first?.count else { return .arr([]) }
            for row in rows where row.count != width {
                throw c.error("IndexError", "element size differs (\(row.count) should be \(width))")
            }
            return .arr((0..<width).map { col in .arr(rows.map { $0[col] }) })
        case "assoc", "rassoc":
            try c.expect(1)
            let column = c.name == "assoc" ? 0 : 1
            for item in items {
                if case .array(let pair) = item, pair.elements.count > column, Value.equal(pair.elements[column], c.arg(0)) { return item }
            }
            return .nil
        case "product":
            // As many rows as the sizes multiplied: counted before any is made.
            let lists = try c.args.map { try Convert.array($0, c.context) }
            try Limits.checkElements(lists.reduce(items.count) { Limits.multiply($0, $1.count) }, c)
            var rows: [[Value]] = items.map { [$0] }
            for values in lists {
                rows = rows.flatMap { row in values.map { row + [$0] } }
            }
            return .arr(rows.map { .arr($0) })
        case "combination":
            try c.expect(1)
            let k = try c.int(0)
            try Limits.checkElements(combinationCount(items.count, k), c)
            let combos = combinations(items, k).map { Value.arr($0) }
            guard let block = c.block else { return Enumerable.enumerator(.array(a), c, combos) }
            for combo in combos { _ = try block.call([combo]) }
            return .array(a)
        case "sample": try c.expect(0); return items.randomElement() ?? .nil
        case "shuffle": try c.expect(0); return .arr(items.shuffled())
        case "cycle":
            try c.expect(1)
            let block = try c.requireBlock()
            for _ in 0..<max(0, try c.int(0)) { for item in items { _ = try block.call([item]) } }
            return .nil
        case "in_groups_of":
            try c.expect(1, 2)
            let n = try c.int(0)
            guard n > 0 else { throw c.error("ArgumentError", "Group size must be a positive integer, was \(n)") }
            let pad = c.optional(1) ?? .nil
            var fill = true
            if case .bool(false) = pad { fill = false }
            // Each group is padded to `n`: the groups and their elements are counted first.
            if fill && !items.isEmpty { try Limits.checkElements(n, c) }
            var groups: [Value] = []
            for start in stride(from: 0, to: items.count, by: n) {
                var group = Array(items[start..<min(start + n, items.count)])
                if fill { while group.count < n { group.append(pad) } }
                groups.append(.arr(group))
            }
            guard let block = c.block else { return .arr(groups) }
            for g in groups { _ = try block.call([g]) }
            return .nil
        // shellwords.rb's Array#shelljoin.
        case "shelljoin": try c.expect(0); return try ShellwordsObject.join(.array(a), c.context)
        case "to_sentence":
            try c.expect(0, 1)
            return .str(ActiveSupportText.toSentence(items.map { $0.toS }, c))
        case "hash": try c.expect(0); return .integer(HashKey(.array(a)).hashValue)
        default:
            return try Enumerable.call(items, .array(a), c)
        }
    }

    static func element(_ items: [Value], _ index: Int) -> Value? {
        let i = index < 0 ? index + items.count : index
        return i >= 0 && i < items.count ? items[i] : nil
    }

    static func flatten(_ items: [Value], depth: Int, _ c: BuiltinCall, seen: Set<ObjectIdentifier> = []) throws -> [Value] {
        var out: [Value] = []
        for item in items {
            if case .array(let inner) = item, depth != 0 {
                let id = ObjectIdentifier(inner)
                if seen.contains(id) { throw c.error("ArgumentError", "tried to flatten recursive array") }
                if seen.count >= Inspector.maximumDepth { throw c.error("SystemStackError", "stack level too deep") }
                out += try flatten(inner.elements, depth: depth - 1, c, seen: seen.union([id]))
            } else {
                out.append(item)
            }
            // Shared inner arrays can make far more elements than they hold: counted as they come.
            try Limits.checkElements(out.count, c)
        }
        return out
    }

    /// `join`: nested arrays are joined with the same separator, other elements by `to_s`.
    static func join(_ a: ArrayBox, _ separator: String, _ c: BuiltinCall, seen: Set<ObjectIdentifier> = []) throws -> String {
        let id = ObjectIdentifier(a)
        if seen.contains(id) { throw c.error("ArgumentError", "recursive array join") }
        if seen.count >= Inspector.maximumDepth { throw c.error("SystemStackError", "stack level too deep") }
        var parts: [String] = []
        // The result's bytes, counted as the parts are made (`[s] * 1000` of a 1 MB `s`).
        var bytes = 0
        let separatorBytes = separator.utf8.count
        for item in a.elements {
            switch item {
            case .array(let inner): parts.append(try join(inner, separator, c, seen: seen.union([id])))
            case .object: parts.append(try c.context.send(item, "to_s", Arguments()).toS)
            default: parts.append(item.toS)
            }
            bytes = Limits.add(bytes, Limits.add(parts[parts.count - 1].utf8.count, parts.count > 1 ? separatorBytes : 0))
            try Limits.checkStringBytes(bytes, c)
        }
        return parts.joined(separator: separator)
    }

    /// n choose k (0 outside 0...n), saturating at `Int.max`.
    static func combinationCount(_ n: Int, _ k: Int) -> Int {
        guard k >= 0, k <= n else { return 0 }
        let k = min(k, n - k)
        var result = 1
        for i in 0..<k {
            // result * (n - i) / (i + 1) stays whole at every step.
            let (product, overflow) = result.multipliedReportingOverflow(by: n - i)
            if overflow { return Int.max }
            result = product / (i + 1)
        }
        return result
    }

    static func combinations(_ items: [Value], _ k: Int) -> [[Value]] {
        guard k >= 0, k <= items.count else { return [] }
        if k == 0 { return [[]] }
        var out: [[Value]] = []
        func build(_ start: Int, _ current: [Value]) {
            if current.count == k { out.append(current); return }
            guard start < items.count, out.count < 1_000_000 else { return }
            for i in start..<items.count { build(i + 1, current + [items[i]]) }
        }
        build(0, [])
        return out
    }
}
