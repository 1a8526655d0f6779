import Foundation
import XCTest

@testable import BootstrapKit

/// A `new` killed with SIGKILL cannot clean up: its staging folder stays. The next `new` in that
/// folder removes it (its process is gone), and leaves a staging folder whose process lives.
final class StaleStagingTests: XCTestCase {
    func testTheNextNewRemovesTheStagingFolderOfAKilledOne() throws {
        let folder = try TemporaryFolder()
        try folder.write("tpl/template.rb", "create_file \"a.txt\", \"a\\n\"\nrun \"sleep 30\"\n")
        let killed = Process()
        killed.executableURL = BootstrapProcess.binary
        killed.arguments = ["new", "app", "-m", "tpl/template.rb", "--allow-run"]
        killed.currentDirectoryURL = folder.url
        killed.standardOutput = FileHandle.nullDevice
        killed.standardError = FileHandle.nullDevice
        try killed.run()
        let staging = ".app.bootstrap-\(killed.processIdentifier)-"
        let deadline = Date().addingTimeInterval(20)
        // The command runs once the staging folder holds a.txt (flushed before it).
        while Date() < deadline, !folder.listing().contains(where: { $0.hasPrefix(staging) && $0.hasSuffix("/a.txt") }) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        // The command leads its own process group, found as the run's child before the run is
        // killed, then killed by that group's id, so nothing of the run holds on.
        let commands = children(of: killed.processIdentifier)
        kill(killed.processIdentifier, SIGKILL)
        for child in commands { kill(-child, SIGKILL) }
        killed.waitUntilExit()
        let left = folder.listing().filter { $0.hasPrefix(staging) && !$0.contains("/") }
        XCTAssertEqual(left.count, 1, "the killed run left its staging folder: \(folder.listing())")
        XCTAssertTrue(StaleStaging.processIsGone(killed.processIdentifier))

        try folder.write("tpl/quick.rb", "create_file \"b.txt\", \"b\\n\"\n")
        let next = try BootstrapProcess.run(["new", "app", "-m", "tpl/quick.rb", "--no-run"], in: folder.url)
        XCTAssertEqual(next.status, 0, next.stderr)
        XCTAssertEqual(folder.file("app/b.txt"), "b\n")
        XCTAssertEqual(folder.listing().filter { $0.hasPrefix(".app.bootstrap-") }, [], "the stale staging folder was removed")
    }

    /// The process ids whose parent is `pid` (`pgrep -P`).
    private func children(of pid: pid_t) -> [pid_t] {
        let pgrep = Process()
        pgrep.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        pgrep.arguments = ["pgrep", "-P", String(pid)]
        let out = Pipe()
        pgrep.standardOutput = out
        guard (try? pgrep.run()) != nil else { return [] }
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        pgrep.waitUntilExit()
        return text.split(separator: "\n").compactMap { pid_t($0) }
    }

    func testStagingNames() {
        XCTAssertEqual(StaleStaging.owner(ofName: ".app.bootstrap-123-456"), 123)
        XCTAssertEqual(StaleStaging.owner(ofName: ".my.bootstrap-app.bootstrap-77-1"), 77)
        XCTAssertEqual(StaleStaging.owner(ofName: ".bootstrap-staging-9-4294967295"), 9)
        for name in ["app.bootstrap-1-2", ".app.bootstrap-1", ".app.bootstrap-x-2", ".app.bootstrap-1-2-3", ".app.bootstrap--2",
                     ".app.bootstrap-0-1", ".bootstrap-staging-1", ".app.bootstrap-1-99999999999", ".app.bootstrap-١-2"] {
            XCTAssertNil(StaleStaging.owner(ofName: name), name)
        }
        XCTAssertFalse(StaleStaging.processIsGone(getpid()))
        XCTAssertFalse(StaleStaging.processIsGone(1), "init lives, whoever owns it")
    }
}
