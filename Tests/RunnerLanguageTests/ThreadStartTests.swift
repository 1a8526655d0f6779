import CThread
import Foundation
import XCTest
@testable import RunnerLanguage

/// A big-stack thread started while its caller works on is started on another CPU than the
/// caller's (`bootstrap_thread_start`), then may run on every CPU the caller may: it must not stay
/// pinned away from the CPU it was steered off, and it must have the stack it asked for.
final class ThreadStartTests: XCTestCase {
    /// A stack size no parked thread of the other tests has, so that each use starts a new thread.
    private static var unusedStackSize = (1 << 30) + (256 << 10)

    private func newThreadSize() -> Int {
        Self.unusedStackSize += 64 << 10
        return Self.unusedStackSize
    }

    func testAThreadStartedBesideBusyWorkMayRunOnEveryCPUOfItsCaller() throws {
        let callerCPUs = bootstrap_thread_cpu_count()
        try XCTSkipIf(callerCPUs < 2, "one CPU: a thread has nowhere else to start")
        var sideCPUs: Int32 = -1
        BigStackThread.alongside(stackSize: newThreadSize(), { sideCPUs = bootstrap_thread_cpu_count() }) {
            // The caller works on while the side thread starts, as a host does while it reads the config.
            var spin = 0
            for index in 0..<100_000 { spin &+= index }
            XCTAssertNotEqual(spin, 0)
        }
        XCTAssertEqual(sideCPUs, callerCPUs)
    }

    func testAHostAndAThreadTheCallerWaitsForAlsoMayRunAnywhere() throws {
        let callerCPUs = bootstrap_thread_cpu_count()
        let hostCPUs = try BigStackThread.host(stackSize: newThreadSize()) { bootstrap_thread_cpu_count() }
        XCTAssertEqual(hostCPUs, callerCPUs)
        var nestedCPUs: Int32 = -1
        // A use nested in a busy one gets a thread its caller waits for at once.
        _ = BigStackThread.run(stackSize: newThreadSize()) {
            _ = BigStackThread.run(stackSize: self.newThreadSize()) { nestedCPUs = bootstrap_thread_cpu_count() }
        }
        XCTAssertEqual(nestedCPUs, callerCPUs)
    }

    func testANewThreadHasTheStackItAskedFor() {
        let size = newThreadSize()
        var stack = 0
        BigStackThread.alongside(stackSize: size, { stack = bootstrap_thread_stack_size() }) {}
        XCTAssertGreaterThanOrEqual(stack, size)
    }
}
