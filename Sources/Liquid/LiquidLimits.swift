/// Bounds on one render, so that a hostile template (`{% for i in (1..2000000000) %}`, a snippet
/// that includes itself, a string doubled in a loop) ends with a located error instead of
/// exhausting memory or running for ever (docs/safety.md, "Limits"). Ruby Liquid sets none by
/// default but the nesting depth; where it has one, the same value and words are used.
public enum LiquidLimits {
    /// Nested scopes (`for`, `include`, `render`), as Ruby Liquid's `Block::MAX_DEPTH`.
    public static let maximumDepth = 100
    /// Loop iterations (`for`, and `include`/`render` … `for`) in one render.
    public static let maximumIterations = 1_000_000
    /// Bytes of the output, and of any string a filter makes, in one render.
    public static let maximumBytes = 16 * 1024 * 1024
    /// Items of any array a filter makes, or of a range listed whole (`(1..n) | join`).
    public static let maximumMembers = 1_000_000
}

/// The checks a filter makes *before* it builds a string or an array, on the size it will make
/// (counted without overflow), so that a result past the bounds is never allocated: the same
/// located `resource-limit` error as the check on what a filter returned, and the render stops.
extension LiquidLimits {
    /// A string of `bytes` UTF-8 bytes is about to be made.
    static func checkBytes(_ bytes: Int) throws {
        if bytes > maximumBytes { throw LiquidError.limitReached("a string of more than \(maximumBytes) bytes (the limit)") }
    }

    /// An array of `count` items is about to be made.
    static func checkMembers(_ count: Int) throws {
        if count > maximumMembers { throw LiquidError.limitReached("an array of more than \(maximumMembers) items (the limit)") }
    }

    /// `b - a` for `a <= b`: Int.max when it does not fit (`(Int.min..Int.max)`).
    static func span(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = b.subtractingReportingOverflow(a)
        return overflow ? Int.max : result
    }

    /// `a + b` for sizes (never negative): Int.max instead of overflowing, which any check refuses.
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : result
    }

    /// `a * b` for sizes (never negative): Int.max instead of overflowing.
    static func product(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? Int.max : result
    }

    /// An array or hash holds at most `maximumMembers` values (nested ones counted, as the array
    /// filters flatten them) and `maximumBytes` of text (what `{{ value }}` writes): items can
    /// share one string (`a | concat: a` doubles an array of a 16 MiB string), and writing or
    /// joining them must not be where the limit is found. Walks no further than the bounds.
    static func checkHeld(_ value: LiquidValue) throws {
        var members = 0, bytes = 0
        func walk(_ value: LiquidValue) throws {
            members += 1
            if members > maximumMembers + 1 { try checkMembers(members) }
            switch value {
            case .array(let items): for item in items { try walk(item) }
            case .hash(let hash):
                for (key, item) in hash.pairs {
                    bytes = sum(bytes, key.utf8.count)
                    try walk(item)
                }
            case .string(let text): bytes = sum(bytes, text.utf8.count)
            case .nil, .bool, .int, .double, .range, .drop: bytes = sum(bytes, 44)
            }
            if bytes > maximumBytes { throw LiquidError.limitReached("an array or hash holding more than \(maximumBytes) bytes of text (the limit)") }
        }
        try walk(value)
    }

    /// The bytes of strings joined with `separator` between them, checked before joining.
    static func checkJoined(_ parts: [String], separator: String) throws {
        var bytes = product(max(0, parts.count - 1), separator.utf8.count)
        for part in parts {
            bytes = sum(bytes, part.utf8.count)
            try checkBytes(bytes)
        }
        try checkBytes(bytes)
    }
}

extension LiquidContext {
    /// Enters a nested scope; past `maximumDepth` Ruby Liquid's "Nesting too deep" (rendering goes on
    /// without the nested part, as Ruby's does).
    func enterScope() throws {
        pushScope()
        do { try checkDepth() } catch {
            popScope()
            throw error
        }
    }

    /// Ruby Liquid's `check_overflow`: the scopes of this render and of the renders it is
    /// isolated inside (`render` adds one each) past `maximumDepth`.
    func checkDepth() throws {
        // A limit error (resource-limit), but one that, as in Ruby, leaves the rest rendering.
        guard depthBase + scopes.count <= LiquidLimits.maximumDepth else { throw LiquidError(.limit, "Nesting too deep") }
    }

    /// One more loop iteration; past `maximumIterations` the render stops.
    func countIteration() throws {
        iterations += 1
        if iterations > LiquidLimits.maximumIterations {
            throw limitReached("more than \(LiquidLimits.maximumIterations) loop iterations in one render (the limit)")
        }
    }

    /// A value a filter made or a range about to be listed: within the bounds, or the render stops.
    func checkSize(_ value: LiquidValue) throws {
        switch value {
        case .string(let text): try LiquidLimits.checkBytes(text.utf8.count)
        case .array(let items):
            try LiquidLimits.checkMembers(items.count)
            try LiquidLimits.checkHeld(value)
        case .hash: try LiquidLimits.checkHeld(value)
        case .range(let a, let b) where a <= b && LiquidLimits.span(a, b) >= LiquidLimits.maximumMembers:
            throw limitReached("a range of more than \(LiquidLimits.maximumMembers) numbers listed whole (the limit)")
        default: break
        }
    }

    /// The output so far: within `maximumBytes`, or the render stops.
    func checkOutput(_ output: String) throws {
        if output.utf8.count > LiquidLimits.maximumBytes {
            throw limitReached("more than \(LiquidLimits.maximumBytes) bytes of output (the limit)")
        }
    }

    /// A limit error: it stops the whole render (as Ruby Liquid's `MemoryError` does), where any
    /// other error is written in place and rendering goes on.
    func limitReached(_ message: String) -> LiquidError {
        stopped = true
        return LiquidError.limitReached(message)
    }
}
