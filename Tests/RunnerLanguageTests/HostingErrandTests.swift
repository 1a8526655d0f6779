import Foundation
import XCTest
@testable import RunnerLanguage

/// `BigStackThread.handToHostingThread`: the thread waiting for a host thread runs what the host
/// thread hands it, after its `whileHosting` work, and nothing once the host thread has finished.
final class HostingErrandTests: XCTestCase {
    override func tearDown() {
        BigStackThread.whileHosting = nil
        super.tearDown()
    }

    func testAnErrandRunsOnTheWaitingThreadAfterItsWarmUpWhileTheHostWaitsForIt() throws {
        let caller = pthread_self()
        var order: [String] = []
        let lock = NSLock()
        func note(_ step: String) {
            lock.lock()
            order.append(step)
            lock.unlock()
        }
        BigStackThread.whileHosting = { _ in note("warm-up") }
        var ranOnCaller = false
        let result = try BigStackThread.host { () -> Int in
            let done = DispatchSemaphore(value: 0)
            let handed = BigStackThread.handToHostingThread {
                ranOnCaller = pthread_equal(pthread_self(), caller) != 0
                note("errand")
                done.signal()
            }
            XCTAssertTrue(handed)
            // The host thread goes on only once the errand has run: it cannot finish first.
            XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
            note("host")
            return 7
        }
        XCTAssertEqual(result, 7)
        XCTAssertTrue(ranOnCaller)
        XCTAssertEqual(order, ["warm-up", "errand", "host"])
    }

    func testErrandsRunInTheOrderTheyAreHanded() throws {
        var order: [Int] = []
        try BigStackThread.host {
            let done = DispatchSemaphore(value: 0)
            for index in 0..<3 { BigStackThread.handToHostingThread { order.append(index) } }
            BigStackThread.handToHostingThread { done.signal() }
            XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        }
        XCTAssertEqual(order, [0, 1, 2])
    }

    func testWithoutAHostNothingIsHanded() {
        var ran = false
        XCTAssertFalse(BigStackThread.handToHostingThread { ran = true })
        XCTAssertFalse(ran)
    }

    func testAnErrandLeftWhenTheHostFinishesIsDropped() throws {
        let release = DispatchSemaphore(value: 0)
        var late = false
        // The waiting thread is held in its warm-up until the host thread has handed an errand and
        // finished: the errand was never started, and is of no use any more.
        BigStackThread.whileHosting = { hostFinished in
            release.wait()
            let deadline = Date().addingTimeInterval(10)
            while !hostFinished() && Date() < deadline { usleep(1_000) }
        }
        try BigStackThread.host {
            XCTAssertTrue(BigStackThread.handToHostingThread { late = true })
            release.signal()
        }
        XCTAssertFalse(late)
        XCTAssertFalse(BigStackThread.handToHostingThread { late = true }, "no host runs now")
    }
}
