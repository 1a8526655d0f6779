import Foundation
import XCTest

/// Ctrl-C (SIGINT) or SIGTERM while a command runs (docs/safety.md, all or nothing): the command and
/// everything it started are stopped, `new` leaves neither PATH nor the staging folder, `apply`
/// restores every file, and the exit status is 128 + the signal, as shells report it.
final class InterruptTests: XCTestCase {
    /// `bootstrap` started in the background, its standard output collected as it arrives.
    private final class BackgroundRun: @unchecked Sendable {
        let process = Process()
        private let condition = NSCondition()
        private var collected = Data()
        private var ended = false

        /// Written to the process's standard input (for `script`, the keys typed on its terminal).
        let input = Pipe()

        init(_ arguments: [String], in directory: URL, executable: URL = BootstrapProcess.binary) throws {
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = directory
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = "1"
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            process.standardInput = input
            try process.run()
            let reader = output.fileHandleForReading
            Thread.detachNewThread { [self] in
                while true {
                    let chunk = reader.availableData
                    condition.lock()
                    if chunk.isEmpty { ended = true } else { collected.append(chunk) }
                    condition.broadcast()
                    condition.unlock()
                    if chunk.isEmpty { return }
                }
            }
        }

        var text: String {
            condition.lock()
            defer { condition.unlock() }
            return String(decoding: collected, as: UTF8.self)
        }

        /// Waits until the output contains `needle` (false when the output ended first). The bound
        /// only keeps a broken build from hanging the suite; it is not what the test measures.
        func waitFor(_ needle: String, upTo seconds: TimeInterval = 60) -> Bool {
            let deadline = Date(timeIntervalSinceNow: seconds)
            condition.lock()
            defer { condition.unlock() }
            while !String(decoding: collected, as: UTF8.self).contains(needle) {
                if ended || !condition.wait(until: deadline) { return false }
            }
            return true
        }

        /// Waits for the process to end (false if it is still running after `seconds`).
        func waitForExit(upTo seconds: TimeInterval) -> Bool {
            let deadline = Date(timeIntervalSinceNow: seconds)
            while process.isRunning {
                if Date() > deadline { return false }
                usleep(20_000)
            }
            return true
        }
    }

    /// A template whose runner writes files, then runs a 30-second command that records its
    /// shell's pid and would leave `after` in `outside` if it were allowed to finish. The sleep's
    /// duration carries a unique marker so `pgrep -f` can find it (and only it).
    private func writeSlowTemplate(in folder: TemporaryFolder, marker: String) throws {
        let outside = folder.url.appendingPathComponent("outside").path
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try folder.write("tpl/config.yml", "slow: true\n")
        try folder.write("tpl/runners/slow.rb", """
            create_file "created.txt", "new\\n"
            append_to_file "existing.txt", "appended\\n" if File.exist?("existing.txt")
            run "echo $$ > \(outside)/shell.pid; sleep \(marker); echo done > \(outside)/after"
            create_file "never.txt", "the run must stop before this\\n"

            """)
    }

    private func uniqueSleepMarker() -> String { "29.\(UInt32.random(in: 100_000...999_999))" }

    private func isRunning(pidIn file: URL) throws -> Bool {
        let text = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let pid = try XCTUnwrap(pid_t(text), "shell.pid holds '\(text)'")
        return kill(pid, 0) == 0
    }

    private func sleepIsRunning(_ marker: String) throws -> Bool {
        let pgrep = Process()
        pgrep.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
        pgrep.arguments = ["-f", "sleep \(marker)"]
        pgrep.standardOutput = FileHandle.nullDevice
        try pgrep.run()
        pgrep.waitUntilExit()
        return pgrep.terminationStatus == 0
    }

    private func assertInterruptedNew(signal signalNumber: Int32, expectedStatus: Int32, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try TemporaryFolder()
        let marker = uniqueSleepMarker()
        try writeSlowTemplate(in: folder, marker: marker)
        let run = try BackgroundRun(["new", "new-parent/app", "-m", "tpl", "--allow-run"], in: folder.url)
        XCTAssertTrue(run.waitFor("run  echo $$"), "the command's status line never appeared:\n\(run.text)", file: file, line: line)
        // The status line is printed just before the command starts; wait until the shell is there.
        XCTAssertTrue(waitForFile(folder.url.appendingPathComponent("outside/shell.pid")), file: file, line: line)
        kill(run.process.processIdentifier, signalNumber)

        XCTAssertTrue(run.waitForExit(upTo: 20), "bootstrap did not stop on the signal", file: file, line: line)
        if run.process.isRunning { run.process.terminate() }
        XCTAssertEqual(run.process.terminationReason, .exit, file: file, line: line)
        XCTAssertEqual(run.process.terminationStatus, expectedStatus, run.text, file: file, line: line)
        XCTAssertFalse(try isRunning(pidIn: folder.url.appendingPathComponent("outside/shell.pid")), "the command's shell is still running", file: file, line: line)
        XCTAssertFalse(try sleepIsRunning(marker), "the command's child (sleep) was orphaned", file: file, line: line)
        XCTAssertFalse(folder.exists("outside/after"), "the command ran to its end", file: file, line: line)
        XCTAssertFalse(run.text.contains("never.txt"), "statuses shown for actions after the interrupt:\n\(run.text)", file: file, line: line)
        XCTAssertTrue(run.text.contains("interrupted: cleaning up"), run.text, file: file, line: line)
        // Neither the project, nor its created parent, nor the staging folder remains.
        XCTAssertEqual(
            folder.listing(),
            ["outside", "outside/shell.pid", "tpl", "tpl/config.yml", "tpl/runners", "tpl/runners/slow.rb"],
            run.text, file: file, line: line)
    }

    private func waitForFile(_ url: URL) -> Bool {
        let deadline = Date(timeIntervalSinceNow: 60)
        while Date() < deadline {
            if let data = FileManager.default.contents(atPath: url.path), data.last == UInt8(ascii: "\n") { return true }
            usleep(20_000)
        }
        return false
    }

    func testCtrlCDuringACommandInNewStopsItAndLeavesNothing() throws {
        try assertInterruptedNew(signal: SIGINT, expectedStatus: 130)
    }

    func testSIGTERMDuringACommandInNewStopsItAndLeavesNothing() throws {
        try assertInterruptedNew(signal: SIGTERM, expectedStatus: 143)
    }

    /// The terminal going away (SIGHUP) cleans up like Ctrl-C.
    func testSIGHUPDuringACommandInNewStopsItAndLeavesNothing() throws {
        try assertInterruptedNew(signal: SIGHUP, expectedStatus: 129)
    }

    func testCtrlCDuringACommandInApplyRestoresEveryFile() throws {
        let folder = try TemporaryFolder()
        let marker = uniqueSleepMarker()
        try writeSlowTemplate(in: folder, marker: marker)
        try folder.write("app/existing.txt", "original\n")
        let existing = folder.url.appendingPathComponent("app/existing.txt").path
        XCTAssertEqual(chmod(existing, 0o640), 0)
        let before = folder.snapshot("app")

        let run = try BackgroundRun(["apply", "-m", "../tpl", "--allow-run"], in: folder.url.appendingPathComponent("app"))
        XCTAssertTrue(run.waitFor("run  echo $$"), run.text)
        XCTAssertTrue(waitForFile(folder.url.appendingPathComponent("outside/shell.pid")))
        // The command runs after the workspace was flushed: the changes really are on disk now.
        XCTAssertEqual(folder.file("app/existing.txt"), "original\nappended\n")
        XCTAssertTrue(folder.exists("app/created.txt"))
        kill(run.process.processIdentifier, SIGINT)

        XCTAssertTrue(run.waitForExit(upTo: 20), "bootstrap did not stop on the signal")
        if run.process.isRunning { run.process.terminate() }
        XCTAssertEqual(run.process.terminationStatus, 130, run.text)
        XCTAssertFalse(try sleepIsRunning(marker), "the command's child (sleep) was orphaned")
        XCTAssertFalse(folder.exists("outside/after"))
        XCTAssertEqual(folder.snapshot("app"), before, "every file restored byte for byte, created files removed")
        XCTAssertEqual(folder.listing().filter { $0.hasPrefix("app") }, ["app", "app/existing.txt"])
        var info = stat()
        XCTAssertEqual(stat(existing, &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o640, "the mode is restored too")
    }

    /// On a real terminal (a pseudo-terminal made by util-linux `script`): a command can ask on
    /// /dev/tty (it owns the terminal while it runs), and Ctrl-C typed while a command runs stops
    /// the command and the whole run, which cleans up and exits 130.
    func testOnATerminalACommandCanAskAndCtrlCStopsTheRun() throws {
        let script = URL(fileURLWithPath: "/usr/bin/script")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: script.path), "util-linux script is not installed")
        let folder = try TemporaryFolder()
        let marker = uniqueSleepMarker()
        try folder.write("outside/.keep", "")
        try folder.write("tpl/config.yml", "slow: true\n")
        try folder.write("tpl/runners/slow.rb", """
            create_file "created.txt", "new\\n"
            run "read answer < /dev/tty; echo got-$answer > ../outside/answer"
            run "echo $$ > ../outside/shell.pid; sleep \(marker)"
            create_file "never.txt"

            """)
        let command = "'\(BootstrapProcess.binary.path)' new app -m tpl --allow-run; echo exit-status=$?"
        let run = try BackgroundRun(["-qec", command, "/dev/null"], in: folder.url, executable: script)
        XCTAssertTrue(run.waitFor("run  read answer"), run.text)
        run.input.fileHandleForWriting.write(Data("hello\r".utf8))
        XCTAssertTrue(run.waitFor("run  echo $$"), run.text)
        XCTAssertTrue(waitForFile(folder.url.appendingPathComponent("outside/shell.pid")))
        XCTAssertEqual(folder.file("outside/answer"), "got-hello\n", "the command could not read the terminal")
        run.input.fileHandleForWriting.write(Data([0x03]))  // Ctrl-C, as typed

        XCTAssertTrue(run.waitFor("exit-status="), run.text)
        XCTAssertTrue(run.text.contains("exit-status=130"), run.text)
        XCTAssertFalse(run.text.contains("never.txt"), run.text)
        XCTAssertFalse(try sleepIsRunning(marker), "the command's child (sleep) was orphaned")
        XCTAssertFalse(try isRunning(pidIn: folder.url.appendingPathComponent("outside/shell.pid")))
        try? run.input.fileHandleForWriting.close()
        _ = run.waitForExit(upTo: 20)
        XCTAssertEqual(
            folder.listing(),
            ["outside", "outside/.keep", "outside/answer", "outside/shell.pid", "tpl", "tpl/config.yml", "tpl/runners", "tpl/runners/slow.rb"])
    }
}
