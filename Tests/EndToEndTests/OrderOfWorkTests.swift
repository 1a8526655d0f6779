import Foundation
import XCTest

/// One order of work for every template, whatever its size: the whole template is parsed, then
/// checked, then run. No statement runs before the last line is parsed and the check has passed,
/// so a template that does not parse or does not pass is refused at once, even when its first
/// statement would never end (`loop do end`) or take long (`sleep`).
final class OrderOfWorkTests: XCTestCase {
    /// 150 KB of plain statements: well past every size from which the load and the check share
    /// their work between two threads.
    private let padding = String(repeating: "padding = \"a statement that makes the template larger\"\n", count: 2_800)

    /// `bootstrap ARGUMENTS` in `folder`, killed if it has not ended within `seconds`: the outcome,
    /// and how long it took.
    private func run(_ arguments: [String], in folder: TemporaryFolder, within seconds: Double = 20,
                     file: StaticString = #filePath, line: UInt = #line) throws -> (BootstrapProcess.Result, Double) {
        let process = Process()
        process.executableURL = BootstrapProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = folder.url.appendingPathComponent("stdout.txt"), err = folder.url.appendingPathComponent("stderr.txt")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        let started = Date()
        try process.run()
        while process.isRunning, Date().timeIntervalSince(started) < seconds { usleep(20_000) }
        if process.isRunning {
            kill(-process.processIdentifier, SIGKILL)
            process.terminate()
            process.waitUntilExit()
            XCTFail("still running after \(seconds) s: the template ran before it was parsed and checked", file: file, line: line)
        }
        process.waitUntilExit()
        let elapsed = Date().timeIntervalSince(started)
        let result = BootstrapProcess.Result(
            status: process.terminationStatus, stdout: folder.file("stdout.txt") ?? "", stderr: folder.file("stderr.txt") ?? "")
        try FileManager.default.removeItem(at: out)
        try FileManager.default.removeItem(at: err)
        return (result, elapsed)
    }

    func testALargeFileWithAnEndlessLoopFirstAndASyntaxErrorLastIsRefusedAtOnce() throws {
        for size in ["small", "large"] {
            let folder = try TemporaryFolder()
            let lines = "loop do end\n" + (size == "large" ? padding : "") + "x = [1, 2\nputs x\n"
            try folder.write("t.rb", lines)
            try folder.write("demo/README.md", "# demo\n")
            let (result, seconds) = try run(["apply", "-m", "t.rb", "--path", "demo"], in: folder)
            let lastLine = size == "large" ? 2_803 : 3
            XCTAssertEqual(result.status, 2, "\(size): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("t.rb:\(lastLine):1: unexpected 'puts'"), "\(size): \(result.stderr)")
            XCTAssertLessThan(seconds, 10, size)
            XCTAssertEqual(folder.file("demo/README.md"), "# demo\n")
        }
    }

    func testALargeConfigTemplateWithAnEndlessLoopFirstAndASyntaxErrorLastIsRefusedAtOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("t/config.yml", "first: true\nmiddle: true\nlast: true\n")
        try folder.write("t/runners/first.rb", "loop do end\n")
        try folder.write("t/runners/middle.rb", padding)
        try folder.write("t/runners/last.rb", "create_file \"a.txt\", \"a\"\ndef broken(\n")
        let (result, seconds) = try run(["new", "demo", "-m", "t"], in: folder)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("t/runners/last.rb:"), result.stderr)
        XCTAssertLessThan(seconds, 10)
        XCTAssertFalse(folder.exists("demo"))
    }

    func testASleepBeforeASyntaxErrorCostsNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("t.rb", "sleep 30\n" + padding + "def (\n")
        let (result, seconds) = try run(["new", "demo", "-m", "t.rb"], in: folder)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertLessThan(seconds, 10, "the sleep ran before the syntax error was found")
        XCTAssertFalse(folder.exists("demo"))
    }

    func testALargeTemplateThatFailsTheCheckNeverStartsItsEndlessLoop() throws {
        let folder = try TemporaryFolder()
        try folder.write("t.rb", "loop do end\n" + padding + "not_a_method(1)\n")
        try folder.write("demo/README.md", "# demo\n")
        let (result, seconds) = try run(["apply", "-m", "t.rb", "--path", "demo"], in: folder)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("undefined method 'not_a_method'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("nothing was run"), result.stderr)
        XCTAssertLessThan(seconds, 10)
    }
}
