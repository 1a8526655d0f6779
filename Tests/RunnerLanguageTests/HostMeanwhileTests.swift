import Foundation
import XCTest
@testable import RunnerLanguage

/// `BigStackThread.whileHosting`: the calling thread's work while a host thread runs the command.
final class HostMeanwhileTests: XCTestCase {
    override func tearDown() {
        BigStackThread.whileHosting = nil
        super.tearDown()
    }

    func testRunsOnTheCallingThreadWhileTheHostWorksAndSeesItFinish() throws {
        let caller = Thread.current
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        var ranOnCaller = false
        var finishedWhileWorking: Bool?
        var finishedAfterwards: Bool?
        BigStackThread.whileHosting = { hostFinished in
            ranOnCaller = Thread.current == caller
            started.wait()
            finishedWhileWorking = hostFinished()
            release.signal()
            // The host thread ends soon after it is released; the test turns true then, and stays so.
            let deadline = Date().addingTimeInterval(10)
            while !hostFinished() && Date() < deadline { usleep(1_000) }
            finishedAfterwards = hostFinished() && hostFinished()
        }
        let result = try BigStackThread.host { () -> Int in
            XCTAssertNotEqual(Thread.current, caller)
            started.signal()
            release.wait()
            return 42
        }
        XCTAssertEqual(result, 42)
        XCTAssertTrue(ranOnCaller)
        XCTAssertEqual(finishedWhileWorking, false)
        XCTAssertEqual(finishedAfterwards, true)
        XCTAssertNil(BigStackThread.whileHosting, "taken by the one host")
    }

    func testTheHostsErrorStillReachesTheCaller() {
        var calls = 0
        BigStackThread.whileHosting = { _ in calls += 1 }
        XCTAssertThrowsError(try BigStackThread.host { () -> Int in throw RuntimeError("RuntimeError", "boom") }) { error in
            XCTAssertTrue("\(error)".contains("boom"), "\(error)")
        }
        XCTAssertNoThrow(try BigStackThread.host { 1 })
        XCTAssertEqual(calls, 1, "a later host only waits")
    }
}
