@testable import BootstrapKit
import Foundation
import XCTest

/// The one `write(2)` loop (`DescriptorWrite.all`): every byte goes out in order, through a pipe
/// that is full again and again on a descriptor in non-blocking mode (EAGAIN), and a reader that
/// has gone away is a failure, not a signal.
final class DescriptorWriteTests: XCTestCase {
    private func pipePair() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw XCTSkip("no pipe: \(String(cString: strerror(errno)))") }
        return (fds[0], fds[1])
    }

    func testEveryByteGoesThroughAFullNonBlockingPipe() throws {
        let (reader, writer) = try pipePair()
        defer { close(reader) }
        _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK)
        // Four megabytes: many times what a pipe holds, so the writer meets EAGAIN again and again.
        let bytes = (0..<(4 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) }
        final class Received: @unchecked Sendable { var bytes: [UInt8] = [] }
        let received = Received()
        let done = DispatchSemaphore(value: 0)
        Thread {
            var chunk = [UInt8](repeating: 0, count: 7_000)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                received.bytes += chunk[0..<count]
                usleep(100)
            }
            done.signal()
        }.start()
        let wrote = bytes.withUnsafeBytes { DescriptorWrite.all(writer, $0) }
        close(writer)
        done.wait()
        XCTAssertTrue(wrote)
        XCTAssertEqual(received.bytes.count, bytes.count)
        XCTAssertTrue(received.bytes == bytes, "the bytes arrive whole and in order")
    }

    func testAReaderThatHasGoneAwayIsAFailure() throws {
        OutputStreams.catchSIGPIPE()
        let (reader, writer) = try pipePair()
        close(reader)
        defer { close(writer) }
        let wrote = Array("gone\n".utf8).withUnsafeBytes { DescriptorWrite.all(writer, $0) }
        XCTAssertFalse(wrote)
        XCTAssertEqual(errno, EPIPE)
    }

    func testNothingToWriteIsDoneAtOnce() throws {
        XCTAssertTrue(DescriptorWrite.all(-1, UnsafeRawBufferPointer(start: nil, count: 0)))
    }
}
