import Foundation

/// Bounds that keep template input from crashing or exhausting the process: index arithmetic
/// saturates instead of trapping on overflow, and results that would be enormous raise instead.
enum Limits {
    /// The most elements (or characters) one built-in call may create.
    static let maximumSize = 100_000_000
    /// The most members a range or counting method lists at once.
    static let maximumMembers = 10_000_000

    static func add(_ a: Int, _ b: Int) -> Int {
        let (r, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.max : Int.min) : r
    }

    static func subtract(_ a: Int, _ b: Int) -> Int {
        let (r, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? (b < 0 ? Int.max : Int.min) : r
    }

    /// Raises ArgumentError("argument too big") when `count` items of `unit` size each would exceed the bound.
    static func checkSize(_ count: Int, unit: Int = 1, _ c: BuiltinCall) throws {
        let (total, overflow) = count.multipliedReportingOverflow(by: max(unit, 1))
        if overflow || total > maximumSize { throw c.error("ArgumentError", "argument too big") }
    }

    /// Raises RangeError when a listing of `count` members would exceed the bound.
    static func checkMembers(_ count: Int, _ c: BuiltinCall) throws {
        if count > maximumMembers { throw c.error("RangeError", "too many elements to list (\(count))") }
    }
}
