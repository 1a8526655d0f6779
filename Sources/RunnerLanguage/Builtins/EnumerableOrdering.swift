import Foundation

/// Sorting and min/max with Ruby's `<=>`, raising `comparison of X with Y failed` as Ruby does.
enum EnumerableOrdering {
    static func order(_ a: Value, _ b: Value, _ c: BuiltinCall) throws -> Int {
        if let n = Value.compare(a, b) { return n }
        // Host objects and template classes may define <=> themselves.
        if case .object = a, case .integer(let n) = try c.context.send(a, "<=>", Arguments(positional: [b])) { return n }
        throw c.error("ArgumentError", "comparison of \(a.className) with \(NumericMethods.comparisonName(b)) failed")
    }

    /// Comparable#clamp(min, max) or clamp(range).
    static func clamp(_ receiver: Value, _ c: BuiltinCall) throws -> Value {
        try c.expect(1, 2)
        var low = c.arg(0), high = c.arg(1)
        if c.count == 1, case .range(let r) = c.arg(0) { low = r.lower; high = r.upper }
        if !low.isNil, !high.isNil, try order(low, high, c) > 0 {
            throw c.error("ArgumentError", "min argument must be less than or equal to max argument")
        }
        if !low.isNil, try order(receiver, low, c) < 0 { return low }
        if !high.isNil, try order(receiver, high, c) > 0 { return high }
        return receiver
    }

    /// The result of a comparison block, which must be an Integer (or Float) like `<=>` returns.
    static func blockOrder(_ block: ProcValue, _ a: Value, _ b: Value, _ c: BuiltinCall) throws -> Int {
        let r = try block.call([a, b])
        switch r {
        case .integer(let n): return n
        case .float(let f): return f < 0 ? -1 : (f > 0 ? 1 : 0)
        default: throw c.error("ArgumentError", "comparison of \(r.className) with 0 failed")
        }
    }

    static func sort(_ items: [Value], _ c: BuiltinCall) throws -> [Value] {
        if let block = c.block { return try mergeSort(items) { try blockOrder(block, $0, $1, c) } }
        return try mergeSort(items) { try order($0, $1, c) }
    }

    static func sortBy(_ items: [Value], _ c: BuiltinCall) throws -> [Value] {
        let block = try c.requireBlock()
        let keyed = try items.map { ($0, try block.call([$0])) }
        return try mergeSort(keyed) { try order($0.1, $1.1, c) }.map { $0.0 }
    }

    /// A stable merge sort that always compares an earlier item with a later one, so a failed
    /// comparison is reported in the order Ruby reports it (`comparison of Integer with String failed`),
    /// and equal items keep their order.
    static func mergeSort<T>(_ items: [T], _ compare: (T, T) throws -> Int) throws -> [T] {
        guard items.count > 1 else { return items }
        let middle = items.count / 2
        let left = try mergeSort(Array(items[..<middle]), compare)
        let right = try mergeSort(Array(items[middle...]), compare)
        var out: [T] = []
        out.reserveCapacity(items.count)
        var i = 0, j = 0
        while i < left.count && j < right.count {
            if try compare(left[i], right[j]) <= 0 { out.append(left[i]); i += 1 } else { out.append(right[j]); j += 1 }
        }
        out += left[i...]
        out += right[j...]
        return out
    }

    /// `min`/`max`, with an optional count and an optional comparison block.
    static func minMax(_ items: [Value], _ c: BuiltinCall) throws -> Value {
        try c.expect(0, 1)
        var sorted = try sort(items, c)
        if c.name == "max" { sorted.reverse() }
        if c.count == 1 { return .arr(Array(sorted.prefix(max(0, try c.int(0))))) }
        return sorted.first ?? .nil
    }

    static func minMaxBy(_ items: [Value], _ c: BuiltinCall) throws -> Value {
        try c.expect(0, 1)
        var sorted = try sortBy(items, c)
        if c.name == "max_by" { sorted = try stableReverseByKey(items, c) }
        if c.count == 1 { return .arr(Array(sorted.prefix(max(0, try c.int(0))))) }
        return sorted.first ?? .nil
    }

    /// Items ordered by descending key, keeping the first of equal keys first (as `max_by` picks it).
    private static func stableReverseByKey(_ items: [Value], _ c: BuiltinCall) throws -> [Value] {
        let block = try c.requireBlock()
        let keyed = try items.map { ($0, try block.call([$0])) }
        return try mergeSort(keyed) { try order($1.1, $0.1, c) }.map { $0.0 }
    }
}
