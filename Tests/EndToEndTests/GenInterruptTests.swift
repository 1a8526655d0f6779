import Foundation
import XCTest

/// `bootstrap gen` ends a run the way `apply` does (docs/safety.md, "All or nothing"): it goes
/// through the same all-or-nothing run, so a closed standard output — the reader of `gen … | head`
/// gone before the module's files are written — stops it with exit 1 and nothing written, instead
/// of a death by SIGPIPE (141) from a run with its own, drifted copy of the protocol.
final class GenInterruptTests: XCTestCase {
    private func makeProject() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(".bootstrap/templates/screen/template.yml", """
            name: screen
            summary: two files
            code_root: "Screens"
            code_files:
              - A.swift.tt
              - Z.txt

            """)
        try folder.write(".bootstrap/templates/screen/A.swift.tt", "struct <%= module_name %> {}\n")
        try folder.write(".bootstrap/templates/screen/Z.txt", "new\n")
        try folder.write("Screens/Z.txt", "old\n")
        return folder
    }

    func testAClosedStandardOutputStopsGenBeforeAnythingIsWritten() throws {
        let folder = try makeProject()
        let before = folder.snapshot()
        let run = try PipedRun(["gen", "Login", "screen", "--force", "--set", "author=Ada"], in: folder.url)
        try run.output.fileHandleForReading.close()
        let stderr = run.drain(run.error)
        XCTAssertTrue(run.waitForExit(), "gen did not end")
        XCTAssertEqual(run.process.terminationReason, .exit, "gen died of a signal (\(run.process.terminationStatus))")
        XCTAssertEqual(run.process.terminationStatus, 1, stderr())
        XCTAssertTrue(stderr().contains("standard output was closed; the run stopped and was undone"), stderr())
        XCTAssertEqual(folder.snapshot(), before, "gen wrote a file")
    }

    /// The same project with an open output: the module is written (the test above is not
    /// passing because gen writes nothing at all).
    func testWithItsOutputOpenGenWritesTheModule() throws {
        let folder = try makeProject()
        let result = try BootstrapProcess.run(["gen", "Login", "screen", "--force", "--set", "author=Ada"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(folder.file("Screens/A.swift"), "struct Login {}\n")
        XCTAssertEqual(folder.file("Screens/Z.txt"), "new\n")
    }
}
