import Foundation

/// Methods that change an Array in place. Bang methods return nil when nothing changed, as Ruby's do.
enum ArrayMutation {
    static let names: Set<String> = [
        "push", "append", "<<", "pop", "shift", "unshift", "prepend", "insert", "concat", "[]=", "delete",
        "delete_at", "delete_if", "keep_if", "select!", "filter!", "reject!", "map!", "collect!", "compact!",
        "uniq!", "flatten!", "sort!", "sort_by!", "reverse!", "rotate!", "shuffle!", "clear", "replace", "fill",
        "slice!", "extract_options!",
    ]

    static func call(_ a: ArrayBox, _ c: BuiltinCall) throws -> Value? {
        guard names.contains(c.name) else { return nil }
        try Mutation.check(a, c.context)
        switch c.name {
        case "push", "append": a.elements += c.argsWithHash; return .array(a)
        case "<<": try c.expect(1); a.elements.append(c.arg(0)); return .array(a)
        case "pop", "shift":
            try c.expect(0, 1)
            if c.count == 1 {
                let n = try c.int(0)
                guard n >= 0 else { throw c.error("ArgumentError", "negative array size") }
                let taken = c.name == "pop" ? Array(a.elements.suffix(n)) : Array(a.elements.prefix(n))
                if c.name == "pop" { a.elements.removeLast(taken.count) } else { a.elements.removeFirst(taken.count) }
                return .arr(taken)
            }
            if a.elements.isEmpty { return .nil }
            return c.name == "pop" ? a.elements.removeLast() : a.elements.removeFirst()
        case "unshift", "prepend": a.elements.insert(contentsOf: c.argsWithHash, at: 0); return .array(a)
        case "insert":
            try c.expect(1, -1)
            var i = try c.int(0)
            if c.count == 1 { return .array(a) }
            if i < 0 { i += a.elements.count + 1 }
            guard i >= 0 else {
                throw c.error("IndexError", "index \(i - a.elements.count - 1) too small for array; minimum: -\(a.elements.count + 1)")
            }
            try Limits.checkSize(i, c)
            try Limits.checkElements(Limits.add(max(i, a.elements.count), c.count - 1), c)
            while a.elements.count < i { a.elements.append(.nil) }
            a.elements.insert(contentsOf: c.args.dropFirst(), at: i)
            return .array(a)
        case "concat":
            let added = try c.args.flatMap { try Convert.array($0, c.context) }
            a.elements += added
            return .array(a)
        case "[]=": return try assign(a, c)
        case "delete":
            try c.expect(1)
            let before = a.elements.count
            a.elements.removeAll { Value.equal($0, c.arg(0)) }
            if a.elements.count != before { return c.arg(0) }
            return try c.block.map { try $0.call([c.arg(0)]) } ?? .nil
        case "delete_at":
            try c.expect(1)
            var i = try c.int(0)
            if i < 0 { i += a.elements.count }
            guard i >= 0, i < a.elements.count else { return .nil }
            return a.elements.remove(at: i)
        case "delete_if", "reject!", "keep_if", "select!", "filter!":
            try c.expect(0)
            let block = try c.requireBlock()
            let keepWhenTrue = c.name == "keep_if" || c.name == "select!" || c.name == "filter!"
            let before = a.elements.count
            a.elements = try a.elements.filter { try block.call([$0]).isTruthy == keepWhenTrue }
            let changed = a.elements.count != before
            return (c.name.hasSuffix("!") && !changed) ? .nil : .array(a)
        case "map!", "collect!":
            try c.expect(0)
            let block = try c.requireBlock()
            a.elements = try a.elements.map { try block.call([$0]) }
            return .array(a)
        case "compact!":
            try c.expect(0)
            let before = a.elements.count
            a.elements.removeAll { $0.isNil }
            return a.elements.count == before ? .nil : .array(a)
        case "uniq!":
            let unique = try Enumerable.call(a.elements, .array(a), BuiltinCall(name: "uniq", arguments: c.arguments, context: c.context))
            guard case .array(let u)? = unique, u.elements.count != a.elements.count else { return .nil }
            a.elements = u.elements
            return .array(a)
        case "flatten!":
            try c.expect(0, 1)
            let flat = try ArrayMethods.flatten(a.elements, depth: c.optionalInt(0) ?? -1, c)
            let changed = flat.count != a.elements.count || a.elements.contains { if case .array = $0 { return true }; return false }
            a.elements = flat
            return changed ? .array(a) : .nil
        case "sort!": try c.expect(0); a.elements = try EnumerableOrdering.sort(a.elements, c); return .array(a)
        case "sort_by!": try c.expect(0); a.elements = try EnumerableOrdering.sortBy(a.elements, c); return .array(a)
        case "reverse!": try c.expect(0); a.elements.reverse(); return .array(a)
        case "rotate!":
            try c.expect(0, 1)
            guard !a.elements.isEmpty else { return .array(a) }
            let k = Arithmetic.floorModulo(try c.optionalInt(0) ?? 1, a.elements.count)
            a.elements = Array(a.elements[k...] + a.elements[..<k])
            return .array(a)
        case "shuffle!": try c.expect(0); a.elements.shuffle(); return .array(a)
        case "clear": try c.expect(0); a.elements.removeAll(); return .array(a)
        case "replace":
            try c.expect(1)
            a.elements = try Convert.array(c.arg(0), c.context)
            return .array(a)
        case "fill": return try fill(a, c)
        case "slice!":
            let taken = try ArrayMethods.call(a, BuiltinCall(name: "slice", arguments: c.arguments, context: c.context)) ?? .nil
            switch try Indexing.select(c.args, count: a.elements.count, c) {
            case .position(let i) where i < a.elements.count: a.elements.remove(at: i)
            case .span(let r): a.elements.removeSubrange(r)
            default: break
            }
            return taken
        case "extract_options!":
            try c.expect(0)
            if case .hash? = a.elements.last { return a.elements.removeLast() }
            return .hash(HashBox())
        default: return nil
        }
    }

    /// `fill(v)`, `fill(v, start)`, `fill(v, start, length)`, `fill(v, range)`, or the same with a block
    /// computing each element from its index.
    private static func fill(_ a: ArrayBox, _ c: BuiltinCall) throws -> Value {
        let block = c.block
        try c.expect(block == nil ? 1 : 0, block == nil ? 3 : 2)
        let selector = block == nil ? Array(c.args.dropFirst()) : c.args
        let count = a.elements.count
        var span = 0..<count
        if let first = selector.first, case .range(let r) = first {
            var start = r.lower.isNil ? 0 : try Convert.int(r.lower, c.context)
            if start < 0 { start += count }
            var end = r.upper.isNil ? count : try Convert.int(r.upper, c.context)
            if end < 0 { end += count }
            if !r.exclusive && !r.upper.isNil { end = Limits.add(end, 1) }
            guard start >= 0 else { throw c.error("RangeError", "\(first.inspect) out of range") }
            span = start..<max(start, end)
        } else if let first = selector.first, !first.isNil {
            var start = try Convert.int(first, c.context)
            if start < 0 { start = max(0, start + count) }
            let length = selector.count > 1 ? try Convert.int(selector[1], c.context) : max(0, count - start)
            span = start..<Limits.add(start, max(0, length))
        }
        try Limits.checkSize(span.upperBound, c)
        try Limits.checkElements(span.upperBound, c)
        while a.elements.count < span.upperBound { a.elements.append(.nil) }
        for i in span {
            a.elements[i] = try block.map { try $0.call([.integer(i)]) } ?? c.arg(0)
        }
        return .array(a)
    }

    /// `a[i] = v`, `a[start, len] = v`, `a[range] = v`: spans are replaced by v's elements (or v itself).
    private static func assign(_ a: ArrayBox, _ c: BuiltinCall) throws -> Value {
        try c.expect(2, 3)
        let value = c.args[c.count - 1]
        let selector = Array(c.args.dropLast())
        let count = a.elements.count
        if selector.count == 1, case .range(let r) = selector[0] {
            // A range may start past the end (the gap fills with nil) but not before the beginning.
            var start = r.lower.isNil ? 0 : try Convert.int(r.lower, c.context)
            if start < 0 { start += count }
            guard start >= 0 else { throw c.error("RangeError", "\(selector[0].inspect) out of range") }
            var end = r.upper.isNil ? count : try Convert.int(r.upper, c.context)
            if end < 0 { end += count }
            if !r.exclusive && !r.upper.isNil { end = Limits.add(end, 1) }
            try Limits.checkSize(start, c)
            try Limits.checkElements(start, c)
            return replace(a, start..<max(start, min(end, max(count, start))), value)
        }
        if selector.count == 2 {
            var start = try Convert.int(selector[0], c.context)
            let length = try Convert.int(selector[1], c.context)
            if start < 0 { start += count }
            guard start >= 0 else {
                throw c.error("IndexError", "index \(start - count) too small for array; minimum: -\(count)")
            }
            guard length >= 0 else { throw c.error("IndexError", "negative length (\(length))") }
            try Limits.checkSize(start, c)
            try Limits.checkElements(start, c)
            while a.elements.count < start { a.elements.append(.nil) }
            return replace(a, start..<min(Limits.add(start, length), a.elements.count), value)
        }
        var i = try Convert.int(selector[0], c.context)
        if i < 0 { i += count }
        guard i >= 0 else {
            throw c.error("IndexError", "index \(i - count) too small for array; minimum: -\(count)")
        }
        try Limits.checkSize(i, c)
        try Limits.checkElements(Limits.add(i, 1), c)
        while a.elements.count <= i { a.elements.append(.nil) }
        a.elements[i] = value
        return value
    }

    private static func replace(_ a: ArrayBox, _ span: Range<Int>, _ value: Value) -> Value {
        while a.elements.count < span.lowerBound { a.elements.append(.nil) }
        let upper = min(span.upperBound, a.elements.count)
        let replacement: [Value]
        if case .array(let v) = value { replacement = v.elements } else { replacement = [value] }
        a.elements.replaceSubrange(span.lowerBound..<upper, with: replacement)
        return value
    }
}
