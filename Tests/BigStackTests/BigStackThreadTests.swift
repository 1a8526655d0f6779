import Foundation
import XCTest

@testable import BigStack

/// The big-stack threads: a host's nested uses run on it, side work on another thread, a use
/// nested in a use on a thread of its own; threads park when their work is done and take the next
/// use; every one has the whole stack.
final class BigStackThreadTests: XCTestCase {
    /// The calling thread, comparable across threads (Foundation's Thread object of each thread).
    private static func current() -> ObjectIdentifier { ObjectIdentifier(Thread.current) }

    func testAHostRunsItsWorkOnABigStackThreadAndReturnsItsResult() {
        let caller = Self.current()
        var host: ObjectIdentifier?
        var nested: ObjectIdentifier?
        let result = BigStackThread.host { () -> Int in
            host = Self.current()
            // A parse or an evaluation the host's work starts runs right there.
            _ = BigStackThread.run { nested = Self.current() }
            return 42
        }
        XCTAssertEqual(result, 42)
        XCTAssertNotEqual(host, caller)
        XCTAssertEqual(nested, host)
    }

    func testConsecutiveSideWorkRunsOnTheSameParkedThread() {
        let caller = Self.current()
        var sides: [ObjectIdentifier] = []
        for _ in 0..<3 {
            var side: ObjectIdentifier?
            BigStackThread.alongside({ side = Self.current() }) {}
            sides.append(side!)
        }
        XCTAssertFalse(sides.contains(caller), "side work runs on another thread")
        XCTAssertEqual(Set(sides).count, 1, "each later share took the thread the one before parked: \(sides)")
        XCTAssertGreaterThanOrEqual(BigStackThread.parkedThreads, 1)
    }

    func testSideWorkStartedFromSideWorkGetsAThreadOfItsOwn() {
        var outer: ObjectIdentifier?
        var inner: ObjectIdentifier?
        var innerRanWhileOuterWaited = false
        BigStackThread.alongside({
            outer = Self.current()
            let release = DispatchSemaphore(value: 0)
            BigStackThread.alongside({
                inner = Self.current()
                release.signal()
            }) {
                // The inner work must be able to run while this share waits for it: on one thread
                // this would never return.
                innerRanWhileOuterWaited = release.wait(timeout: .now() + 30) == .success
            }
        }) {}
        XCTAssertTrue(innerRanWhileOuterWaited)
        XCTAssertNotNil(outer)
        XCTAssertNotNil(inner)
        XCTAssertNotEqual(outer, inner)
    }

    func testAnIdleSideThreadTakesNestedWorkInPlaceAndABusyOneHandsItOn() {
        var side: ObjectIdentifier?
        var nested: ObjectIdentifier?
        var nestedInBusy: ObjectIdentifier?
        BigStackThread.alongside({
            side = Self.current()
            // Side work leaves its thread idle for what it nests, as a host does: a parse it starts
            // runs right here.
            _ = BigStackThread.run {
                nested = Self.current()
                // This use is running, so one nested in it gets another thread, with its own stack.
                _ = BigStackThread.run { nestedInBusy = Self.current() }
            }
        }) {}
        XCTAssertEqual(nested, side)
        XCTAssertNotNil(nestedInBusy)
        XCTAssertNotEqual(nestedInBusy, side)
    }

    func testRunHereRunsOnlyOnAnIdleBigStackThread() {
        var ranHere = false
        XCTAssertFalse(BigStackThread.runHere { ranHere = true }, "the test's own thread is no big-stack thread")
        XCTAssertFalse(ranHere)
        let onHost = BigStackThread.host { () -> (Bool, Bool) in
            let idle = BigStackThread.runHere {}
            var busy = true
            _ = BigStackThread.run { busy = BigStackThread.runHere {} }
            return (idle, busy)
        }
        XCTAssertTrue(onHost.0, "an idle host runs the work itself")
        XCTAssertFalse(onHost.1, "a use running on it is not interrupted by another")
    }

    func testErrorsAndResultsReachTheCallerOnReusedThreads() {
        struct Boom: Error {}
        for round in 0..<3 {
            XCTAssertEqual(try BigStackThread.run { round }.get(), round)
            XCTAssertThrowsError(try BigStackThread.run { () throws -> Int in throw Boom() }.get()) { XCTAssertTrue($0 is Boom) }
            XCTAssertEqual(BigStackThread.host { round * 2 }, round * 2)
        }
    }

    /// Recursion that uses far more stack than a default 8 MB thread has (16 MB here: 16,000 frames
    /// of a kilobyte each) ends normally on every kind of big-stack thread: a host, side work, a
    /// nested use. (Few frames of a kilobyte rather than many small ones: a thread sanitizer
    /// keeps a shadow stack of at most 64 K frames.)
    func testEveryBigStackThreadHoldsDeepRecursion() {
        let depth = 16_000
        XCTAssertGreaterThan(BigStackThread.host { Self.stackUsed(depth) }, 12 << 20)
        var side = 0
        BigStackThread.alongside({ side = Self.stackUsed(depth) }) {}
        XCTAssertGreaterThan(side, 12 << 20)
        XCTAssertGreaterThan((try? BigStackThread.run { Self.stackUsed(depth) }.get()) ?? 0, 12 << 20)
        let nested = BigStackThread.host { () -> Int in
            (try? BigStackThread.run { (try? BigStackThread.run { Self.stackUsed(depth) }.get()) ?? 0 }.get()) ?? 0
        }
        XCTAssertGreaterThan(nested, 12 << 20)
    }

    /// How many bytes of stack `depth` nested frames of a kilobyte took: from a local here to one
    /// in the deepest frame.
    private static func stackUsed(_ depth: Int) -> Int {
        var top = 0
        let start = withUnsafeMutablePointer(to: &top) { UInt(bitPattern: $0) }
        return Int(bitPattern: start &- deepestAddress(depth))
    }

    @inline(never)
    private static func deepestAddress(_ n: Int) -> UInt {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { buffer in
            buffer[0] = UInt8(truncatingIfNeeded: n)
            let here = UInt(bitPattern: buffer.baseAddress)
            return n == 0 ? here : deepestAddress(n - 1) &+ UInt(buffer[0] & 0)
        }
    }
}
