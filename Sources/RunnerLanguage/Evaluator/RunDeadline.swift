import Diagnostics
import Foundation

/// `--timeout DURATION` as the interpreter sees it: the moment a run must stop. Every 256th frame
/// entered and loop turn taken compares the clock with it, so `loop do end` or endless recursion
/// ends within microseconds of the deadline with an error located where the template was — one
/// no `rescue` catches (not even `rescue Exception`); `ensure` clauses still run, and stop too
/// at their first check. The host sets it (once, before the run) and does the rest: stopping a
/// running command, and the last-resort stop of a run stuck where nothing checks.
extension Interpreter {
    /// The deadline in `DispatchTime` nanoseconds; `UInt64.max` (the default) is none.
    public nonisolated(unsafe) static var deadline = UInt64.max
    /// How the limit is named in the error: `--timeout 30s`.
    public nonisolated(unsafe) static var deadlineName = "--timeout"

    /// Whether the deadline has passed.
    public static var deadlinePassed: Bool { deadline != .max && DispatchTime.now().uptimeNanoseconds >= deadline }

    /// The error of a run stopped by its deadline, located at `location`.
    public static func timedOut(at location: SourceLocation?) -> RuntimeError {
        RuntimeError("Timeout::Error", "the run took longer than \(deadlineName) and was stopped", at: location, code: .timedOut)
    }

    @inline(__always)
    func tick(at location: SourceLocation) throws {
        ticks &+= 1
        guard ticks & 255 == 0 else { return }
        if Self.deadlinePassed {
            var failure = Self.timedOut(at: location)
            failure.sourceLine = sources[location.file]?.line(location.line).map(String.init)
            throw failure
        }
        // Memory grown in small pieces (never a large value at once) is looked at now and then
        // too: about every million calls and loop turns (Limits.maximumResidentBytes).
        if ticks & 0xF_FFFF == 0, let resident = Limits.residentBytes(), resident > Limits.maximumResidentBytes {
            var failure = error(
                "NoMemoryError", Limits.exceededMessage("the template made bootstrap hold \(resident >> 20) MiB, more than the \(Limits.maximumResidentBytes >> 20) MiB allowed"),
                at: location, code: .resourceLimit)
            failure.sourceLine = sources[location.file]?.line(location.line).map(String.init)
            throw failure
        }
    }
}
