import Foundation

/// How `[]`, `[]=` and `slice` turn an index argument into a span of a sequence of `count` items,
/// shared by Array and String (whose items are characters).
enum Indexing {
    enum Selector {
        /// A single position (already made non-negative); may lie past the end.
        case position(Int)
        /// A span `start..<start+length` (clamped to the end); from `[start, len]` or a range.
        case span(Range<Int>)
        /// Outside the sequence: `[]` answers nil.
        case outside
    }

    /// Resolves `[i]`, `[start, length]` or `[range]`.
    static func select(_ args: [Value], count: Int, _ c: BuiltinCall) throws -> Selector {
        if args.count == 2 {
            var start = try Convert.int(args[0], c.context)
            let length = try Convert.int(args[1], c.context)
            if start < 0 { start += count }
            guard start >= 0, start <= count, length >= 0 else { return .outside }
            return .span(start..<min(count, Limits.add(start, length)))
        }
        guard args.count == 1 else {
            throw c.error("ArgumentError", "wrong number of arguments (given \(args.count), expected 1..2)")
        }
        if case .range(let r) = args[0] {
            return try span(r, count: count, c).map { .span($0) } ?? .outside
        }
        var i = try Convert.int(args[0], c.context)
        if i < 0 { i += count }
        return i < 0 ? .outside : .position(i)
    }

    /// The span a range selects in a sequence of `count` items, nil when its start lies outside.
    static func span(_ r: RangeValue, count: Int, _ c: BuiltinCall) throws -> Range<Int>? {
        var start = r.lower.isNil ? 0 : try Convert.int(r.lower, c.context)
        if start < 0 { start += count }
        guard start >= 0, start <= count else { return nil }
        var end: Int
        if r.upper.isNil {
            end = count
        } else {
            end = try Convert.int(r.upper, c.context)
            if end < 0 { end += count }
            if !r.exclusive { end = Limits.add(end, 1) }
        }
        end = min(end, count)
        return start..<max(start, end)
    }
}
