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

    /// Recursion far deeper than a default 8 MB thread stack holds (about 100 MB of frames here)
    /// ends normally on every kind of big-stack thread: a host, side work, a nested use.
    func testEveryBigStackThreadHoldsDeepRecursion() {
        let depth = 200_000
        XCTAssertEqual(BigStackThread.host { Self.recurse(depth) }, depth)
        var side = 0
        BigStackThread.alongside({ side = Self.recurse(depth) }) {}
        XCTAssertEqual(side, depth)
        XCTAssertEqual(try BigStackThread.run { Self.recurse(depth) }.get(), depth)
        let nested = BigStackThread.host { () -> Int in
            (try? BigStackThread.run { (try? BigStackThread.run { Self.recurse(depth) }.get()) ?? 0 }.get()) ?? 0
        }
        XCTAssertEqual(nested, depth)
    }

    /// Counts down with frames the optimizer cannot fold away (a 128-byte local whose address escapes).
    @inline(never)
    private static func recurse(_ n: Int) -> Int {
        var padding = (n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n)
        return withUnsafeMutableBytes(of: &padding) { raw in
            n == 0 ? 0 : 1 + recurse(n - 1) + Int(raw[0] & 0)
        }
    }
}
