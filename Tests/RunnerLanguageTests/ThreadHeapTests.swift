import Foundation
import XCTest
@testable import RunnerLanguage

/// The executable's huge-page heaps (ThreadHeap): once a run is expected to be large, what a
/// big-stack thread allocates lies in memory the kernel was told to back with huge pages, as
/// /proc/self/smaps reports it (VmFlags `hg`).
final class ThreadHeapTests: XCTestCase {
    func testABigStackThreadAllocatesFromAHeapAdvisedForHugePages() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage"),
                          "this kernel has no transparent huge pages")
        BigStackThread.preferHugePageHeaps()
        // As in a fresh process, whatever an earlier test found: the run is found large during
        // the host's work, not before it.
        ThreadHeap.expectingLarge = false
        // Small blocks from the calling thread's heap, freed on the host thread, go to the host
        // thread's own cache of freed blocks, as the executable's host frees what the main thread
        // read: the advice must still find the host thread's heap, not these blocks'.
        let foreign = (0..<32).map { _ in UInt(bitPattern: malloc(16)) }
        let (address, flags) = try BigStackThread.host { () -> (UInt, [String]) in
            for block in foreign { free(UnsafeMutableRawPointer(bitPattern: block)) }
            // The host thread is already running when the run is found large: its own heap is
            // advised there and then.
            BigStackThread.expectLargeHeaps()
            // Read while the block is live, from the thread that owns the heap. 16 KB: more than
            // the cache of freed blocks holds, so it comes from this thread's heap.
            let block = UnsafeMutableRawPointer.allocate(byteCount: 16 << 10, alignment: 16)
            defer { block.deallocate() }
            let address = UInt(bitPattern: block)
            return (address, try Self.mappingFlags(containing: address))
        }
        XCTAssertTrue(flags.contains("hg"), "VmFlags of the mapping holding 0x\(String(address, radix: 16)): \(flags)")
    }

    /// The VmFlags of the mapping of this process that holds `address`.
    private static func mappingFlags(containing address: UInt) throws -> [String] {
        // Read to the end: a /proc file reports a size of 0, which a whole-file read would trust.
        let handle = try XCTUnwrap(FileHandle(forReadingAtPath: "/proc/self/smaps"))
        defer { try? handle.close() }
        let smaps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        var inside = false
        for line in smaps.split(separator: "\n") {
            if let dash = line.firstIndex(of: "-"), let space = line.firstIndex(of: " "), dash < space,
               let start = UInt(line[..<dash], radix: 16), let end = UInt(line[line.index(after: dash)..<space], radix: 16) {
                inside = start <= address && address < end
            } else if inside, line.hasPrefix("VmFlags:") {
                return line.dropFirst("VmFlags:".count).split(separator: " ").map(String.init)
            }
        }
        XCTFail("no mapping holds 0x\(String(address, radix: 16))")
        return []
    }
}
