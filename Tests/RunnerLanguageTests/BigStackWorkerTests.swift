import Foundation
import XCTest
@testable import RunnerLanguage

/// Big-stack threads park when their work is done and take the next use that needs a thread
/// (`BigStackThread.Worker`), while each use still has a whole stack to itself.
final class BigStackWorkerTests: XCTestCase {
    /// The calling thread's pthread, comparable across threads.
    private static func currentThreadID() -> UInt { UInt(pthread_self()) }

    func testConsecutiveSideWorkRunsOnTheSameParkedThread() {
        let caller = Self.currentThreadID()
        var sides: [UInt] = []
        for _ in 0..<3 {
            var side: UInt = 0
            BigStackThread.alongside({ side = Self.currentThreadID() }) {}
            sides.append(side)
        }
        XCTAssertFalse(sides.contains(caller), "side work runs on another thread")
        XCTAssertEqual(Set(sides).count, 1, "each later share took the thread the one before parked: \(sides)")
        XCTAssertGreaterThanOrEqual(BigStackThread.parkedThreads, 1)
    }

    func testSideWorkStartedFromSideWorkGetsAThreadOfItsOwn() {
        var outer: UInt = 0
        var inner: UInt = 0
        var innerRanWhileOuterWaited = false
        BigStackThread.alongside({
            outer = Self.currentThreadID()
            let release = DispatchSemaphore(value: 0)
            BigStackThread.alongside({
                inner = Self.currentThreadID()
                release.signal()
            }) {
                // The inner work must be able to run while this share waits for it: on one thread
                // this would never return.
                innerRanWhileOuterWaited = release.wait(timeout: .now() + 30) == .success
            }
        }) {}
        XCTAssertTrue(innerRanWhileOuterWaited)
        XCTAssertNotEqual(outer, 0)
        XCTAssertNotEqual(inner, 0)
        XCTAssertNotEqual(outer, inner)
    }

    func testAnIdleSideThreadTakesNestedWorkInPlaceAndABusyOneHandsItOn() {
        var side: UInt = 0
        var nested: UInt = 0
        var nestedInBusy: UInt = 0
        BigStackThread.alongside({
            side = Self.currentThreadID()
            // Side work leaves its thread idle for what it nests, as a host does: a parse it starts
            // runs right here.
            _ = BigStackThread.run(stackSize: 1 << 20) {
                nested = Self.currentThreadID()
                // This use is running, so one nested in it gets another thread, with its own stack.
                _ = BigStackThread.run(stackSize: 1 << 20) { nestedInBusy = Self.currentThreadID() }
            }
        }) {}
        XCTAssertEqual(nested, side)
        XCTAssertNotEqual(nestedInBusy, 0)
        XCTAssertNotEqual(nestedInBusy, side)
    }

    func testAUseNeverGetsAParkedThreadWithLessStackThanItAsks() {
        // In a process with no parked thread yet, the first use parks a 1 MB thread; the second
        // must not take it.
        XCTAssertEqual(Self.stackSizeOfAUse(asking: 1 << 20).map { $0 >= 1 << 20 }, true)
        let big = Self.stackSizeOfAUse(asking: 64 << 20)
        XCTAssertEqual(big.map { $0 >= 64 << 20 }, true, "\(big.map(String.init) ?? "no stack")")
    }

    /// The size of the mapping that holds the stack of a use asking for `size` bytes, from
    /// /proc/self/maps (the usable part of a thread's stack is one read-write mapping).
    private static func stackSizeOfAUse(asking size: Int) -> Int? {
        var stack: Int?
        _ = BigStackThread.run(stackSize: size) {
            var local = 0
            let address = withUnsafeMutablePointer(to: &local) { UInt(bitPattern: $0) }
            stack = mappingSize(containing: address)
        }
        return stack
    }

    private static func mappingSize(containing address: UInt) -> Int? {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
        for line in maps.split(separator: "\n") {
            let range = line.prefix { $0 != " " }.split(separator: "-")
            guard range.count == 2, let start = UInt(range[0], radix: 16), let end = UInt(range[1], radix: 16) else { continue }
            if start <= address && address < end { return Int(end - start) }
        }
        return nil
    }

    func testAHostsResultAndErrorStillReachTheCallerOnAReusedThread() {
        XCTAssertEqual(try BigStackThread.host { 1 }, 1)
        XCTAssertEqual(try BigStackThread.host { 2 }, 2)
        XCTAssertThrowsError(try BigStackThread.host { () -> Int in throw RuntimeError("RuntimeError", "boom") }) { error in
            XCTAssertTrue("\(error)".contains("boom"), "\(error)")
        }
        XCTAssertEqual(try BigStackThread.host { 3 }, 3)
    }
}
