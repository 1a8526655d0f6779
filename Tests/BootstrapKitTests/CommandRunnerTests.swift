import BootstrapKit
import Foundation
import XCTest

final class CommandRunnerTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cmdrunner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func run(_ command: String, _ mode: CommandRunner.OutputMode = .stream, env: [String: String] = [:])
        throws -> (CommandResult, [String])
    {
        var lines: [String] = []
        let result = try CommandRunner().run(command, in: folder, environment: env, output: mode) { lines.append($0) }
        return (result, lines)
    }

    func testExitStatusIsReported() throws {
        XCTAssertEqual(try run("true").0.exitStatus, 0)
        XCTAssertTrue(try run("true").0.succeeded)
        XCTAssertEqual(try run("false").0.exitStatus, 1)
        XCTAssertEqual(try run("sh -c 'exit 3'").0.exitStatus, 3)
        XCTAssertFalse(try run("sh -c 'exit 3'").0.succeeded)
    }

    func testStreamedOutputArrivesLineByLineWithStderrInOrder() throws {
        let (result, lines) = try run("echo one; echo two >&2; printf 'three'")
        XCTAssertEqual(lines, ["one", "two", "three"])
        XCTAssertEqual(result.output, "")
    }

    /// The command waits for a file that only the line handler creates: if output were buffered
    /// until the command ended, the handler would run too late and `seen` would never be printed.
    func testOutputIsStreamedWhileTheCommandRuns() throws {
        var lines: [String] = []
        let flag = folder.appendingPathComponent("flag")
        let script = "echo first; i=0; while [ ! -f flag ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i+1)); done; "
            + "[ -f flag ] && echo seen; echo second"
        _ = try CommandRunner().run(script, in: folder) { line in
            lines.append(line)
            if line == "first" { _ = FileManager.default.createFile(atPath: flag.path, contents: Data()) }
        }
        XCTAssertEqual(lines, ["first", "seen", "second"])
    }

    func testCaptureAllCollectsStdoutAndStderr() throws {
        let (result, lines) = try run("echo out; echo err >&2", .captureAll)
        XCTAssertEqual(result.output, "out\nerr\n")
        XCTAssertEqual(lines, [])
    }

    func testCaptureStdoutStreamsStderr() throws {
        let (result, lines) = try run("echo out; echo err >&2; echo more", .captureStdout)
        XCTAssertEqual(result.output, "out\nmore\n")
        XCTAssertEqual(lines, ["err"])
    }

    func testEnvironmentIsAddedToTheProcessEnvironment() throws {
        let (result, _) = try run("printf '%s %s' \"$GREETING\" \"${PATH:+has-path}\"", .captureAll, env: ["GREETING": "hello"])
        XCTAssertEqual(result.output, "hello has-path")
    }

    func testRunsInTheGivenFolder() throws {
        let sub = folder.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let result = try CommandRunner().run("pwd -P; echo x > made.txt", in: sub, output: .captureAll)
        XCTAssertEqual(result.output, sub.resolvingSymlinksInPath().path + "\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: sub.appendingPathComponent("made.txt").path))
    }

    func testCommandsCannotReadOurStandardInput() throws {
        let (result, _) = try run("read line; echo \"status $?\"", .captureAll)
        XCTAssertEqual(result.output, "status 1\n")
    }

    func testMissingFolderIsALaunchError() {
        XCTAssertThrowsError(try CommandRunner().run("true", in: folder.appendingPathComponent("nope"))) { error in
            XCTAssertTrue("\(error)".contains("could not start 'true'"), "\(error)")
        }
    }
}
