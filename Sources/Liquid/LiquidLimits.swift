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
        case .string(let text) where text.utf8.count > LiquidLimits.maximumBytes:
            throw limitReached("a string of more than \(LiquidLimits.maximumBytes) bytes (the limit)")
        case .array(let items) where items.count > LiquidLimits.maximumMembers:
            throw limitReached("an array of more than \(LiquidLimits.maximumMembers) items (the limit)")
        case .range(let a, let b) where a <= b && b.subtractingReportingOverflow(a).partialValue >= LiquidLimits.maximumMembers:
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
        return LiquidError(.limit, message)
    }
}
