import Foundation
import XCTest

/// A reader going away (`bootstrap … | head`, quitting `less`) in the middle of a run, after a
/// command has flushed files to disk (docs/safety.md, "A closed pipe"): the run ends like any
/// failure — `new` leaves neither PATH nor its staging folder, `apply` restores every file —
/// and bootstrap exits 1, not 141 (death by SIGPIPE).
final class ClosedPipeTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var outside: String { folder.url.appendingPathComponent("outside").path }

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("outside/.keep", "")
    }

    /// Creates and appends (flushed to disk before the command runs); the command records what it
    /// saw on disk and, when `waitForGo`, waits until the test has closed the pipe; then `ending`.
    private func writeTemplate(waitForGo: Bool, ending: String) throws {
        let wait = waitForGo ? "; touch \(outside)/started; while [ ! -f \(outside)/go ]; do sleep 0.05; done" : ""
        try folder.write("tpl/config.yml", "piped: true\n")
        try folder.write("tpl/runners/piped.rb", """
            create_file "created.txt", "new\\n"
            append_to_file "existing.txt", "appended\\n" if File.exist?("existing.txt")
            run "cat created.txt existing.txt > \(outside)/seen 2>/dev/null\(wait)"
            \(ending)

            """)
    }

    private func makeProject() throws -> [String: Data] {
        try folder.write("app/existing.txt", "original\n")
        XCTAssertEqual(chmod(folder.url.appendingPathComponent("app/existing.txt").path, 0o640), 0)
        return folder.snapshot("app")
    }

    /// Standard output closes while the command runs: the next status line finds it closed.
    private func closeOutputDuringTheCommand(_ arguments: [String], in directory: URL) throws -> (status: Int32, stderr: String) {
        let run = try PipedRun(arguments, in: directory)
        let stderr = run.drain(run.error)
        let seen = run.readOutput(until: "run  cat created.txt")
        XCTAssertTrue(seen.found, "the command's status line never appeared:\n\(seen.text)")
        while !folder.exists("outside/started") {
            guard run.process.isRunning else { break }
            usleep(20_000)
        }
        try run.output.fileHandleForReading.close()
        try folder.write("outside/go", "")
        XCTAssertTrue(run.waitForExit(), "bootstrap did not end")
        XCTAssertEqual(run.process.terminationReason, .exit, "bootstrap died of a signal (\(run.process.terminationStatus))")
        return (run.process.terminationStatus, stderr())
    }

    /// Standard error is closed from the start; the run's failure after the command writes to it.
    private func closeErrorFromTheStart(_ arguments: [String], in directory: URL) throws -> (status: Int32, stdout: String) {
        let run = try PipedRun(arguments, in: directory)
        try run.error.fileHandleForReading.close()
        let stdout = run.drain(run.output)
        XCTAssertTrue(run.waitForExit(), "bootstrap did not end")
        XCTAssertEqual(run.process.terminationReason, .exit, "bootstrap died of a signal (\(run.process.terminationStatus))")
        return (run.process.terminationStatus, stdout())
    }

    func testClosedStandardOutputDuringNewRemovesTheProject() throws {
        try writeTemplate(waitForGo: true, ending: "create_file \"after.txt\", \"x\\n\"")
        let result = try closeOutputDuringTheCommand(["new", "parent/app", "-m", "tpl", "--allow-run"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("standard output was closed; the run stopped and was undone"), result.stderr)
        XCTAssertEqual(folder.file("outside/seen"), "new\n", "the command ran after the flush")
        XCTAssertEqual(
            folder.listing(),
            ["outside", "outside/.keep", "outside/go", "outside/seen", "outside/started", "tpl", "tpl/config.yml", "tpl/runners", "tpl/runners/piped.rb"],
            "neither the project, its created parent, nor the staging folder remains")
    }

    func testClosedStandardOutputDuringApplyRestoresEveryFile() throws {
        let before = try makeProject()
        try writeTemplate(waitForGo: true, ending: "create_file \"after.txt\", \"x\\n\"")
        let result = try closeOutputDuringTheCommand(["apply", "-m", "../tpl", "--allow-run"], in: folder.url.appendingPathComponent("app"))
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(folder.file("outside/seen"), "new\noriginal\nappended\n", "the files were on disk when the command ran")
        XCTAssertEqual(folder.snapshot("app"), before, "every file restored, created ones removed")
        XCTAssertEqual(folder.listing().filter { $0.hasPrefix("app") }, ["app", "app/existing.txt"])
        var info = stat()
        XCTAssertEqual(stat(folder.url.appendingPathComponent("app/existing.txt").path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o640)
    }

    func testClosedStandardErrorDuringNewRemovesTheProject() throws {
        try writeTemplate(waitForGo: false, ending: "raise \"the template gave up\"")
        let result = try closeErrorFromTheStart(["new", "parent/app", "-m", "tpl", "--allow-run"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertEqual(folder.file("outside/seen"), "new\n")
        XCTAssertEqual(
            folder.listing(), ["outside", "outside/.keep", "outside/seen", "tpl", "tpl/config.yml", "tpl/runners", "tpl/runners/piped.rb"])
    }

    func testClosedStandardErrorDuringApplyRestoresEveryFile() throws {
        let before = try makeProject()
        try writeTemplate(waitForGo: false, ending: "raise \"the template gave up\"")
        let result = try closeErrorFromTheStart(["apply", "-m", "../tpl", "--allow-run"], in: folder.url.appendingPathComponent("app"))
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertEqual(folder.file("outside/seen"), "new\noriginal\nappended\n")
        XCTAssertEqual(folder.snapshot("app"), before)
        XCTAssertEqual(folder.listing().filter { $0.hasPrefix("app") }, ["app", "app/existing.txt"])
    }

    /// `2>&1 | head -1` as a shell runs it: both streams on one pipe whose reader takes a line and
    /// leaves. Nothing more reaches the pipe, and no staging folder is left behind.
    func testNewIntoHeadLeavesNoStagingFolder() throws {
        try writeTemplate(waitForGo: true, ending: "create_file \"after.txt\", \"x\\n\"")
        // The reader takes one line, closes the pipe, and only then lets the command end (`go`).
        let reader = "{ head -1; exec 0<&-; touch \(outside)/go; }"
        let script = "'\(BootstrapProcess.binary.path)' new S1 -m tpl --allow-run 2>&1 | \(reader); echo \"status=${PIPESTATUS[0]}\""
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.arguments = ["-c", script]
        shell.currentDirectoryURL = folder.url
        let out = Pipe()
        shell.standardOutput = out
        try shell.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        XCTAssertTrue(text.hasSuffix("status=1\n"), text)
        XCTAssertEqual(text.split(separator: "\n").count, 2, "head printed one line:\n\(text)")
        XCTAssertFalse(folder.listing().contains { $0.hasPrefix(".S1") || $0.hasPrefix("S1") }, "\(folder.listing())")
    }
}
