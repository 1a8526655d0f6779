import Foundation
import XCTest

/// A failed run reports a restore failure only for a file that differs from what the journal
/// kept: a file whose write failed was never changed, and is no failure to restore.
final class RestoreReportTests: XCTestCase {
    /// Makes `file` unwritable in place and unreplaceable: `chattr +i` where it is permitted (root),
    /// else a read-only file in a read-only folder. Returns how to undo it and the shell command
    /// that does the same; throws XCTSkip when the file stays writable (a root without chattr).
    static func makeUnwritable(_ file: URL) throws -> (undo: () -> Void, command: (String) -> String) {
        if run("chattr", ["+i", file.path]) {
            if !writable(file) { return ({ _ = run("chattr", ["-i", file.path]) }, { "chattr +i \($0)" }) }
            _ = run("chattr", ["-i", file.path])
        }
        let folder = file.deletingLastPathComponent().path
        chmod(file.path, 0o444)
        chmod(folder, 0o555)
        let undo = {
            chmod(folder, 0o755)
            chmod(file.path, 0o644)
        }
        guard !writable(file) else {
            undo()
            throw XCTSkip("cannot make a file unwritable here (chattr +i is not permitted and permissions do not stop this user)")
        }
        return (undo, { "chmod 444 \($0) && chmod 555 $(dirname \($0))" })
    }

    /// Whether the file opens for writing (without changing it).
    private static func writable(_ file: URL) -> Bool {
        let fd = open(file.path, O_WRONLY)
        guard fd >= 0 else { return false }
        close(fd)
        return true
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// The issue's case: `apply` on an app whose config/routes.rb cannot be written. The run fails
    /// on that write; the files written before it are restored, routes.rb never changed, and the
    /// user is told the project was restored — not that restoring failed.
    func testAFileWhoseWriteFailedIsNotReportedAsNotRestored() throws {
        let folder = try TemporaryFolder()
        try folder.write("tpl/template.rb", """
            create_file "README.md", "written first\\n"
            append_to_file "Gemfile", "gem 'rake'\\n"
            route "get 'x', to: 'x#show'"

            """)
        try folder.write("app/Gemfile", "source 'https://rubygems.org'\n")
        try folder.write("app/config/routes.rb", "Rails.application.routes.draw do\nend\n")
        let before = folder.snapshot("app")
        let undo = try Self.makeUnwritable(folder.url.appendingPathComponent("app/config/routes.rb")).undo
        defer { undo() }
        let result = try BootstrapProcess.run(["apply", "-m", "../tpl/template.rb"], in: folder.url.appendingPathComponent("app"))
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot write config/routes.rb"), result.stderr)
        XCTAssertFalse(result.stderr.contains("restoring the project failed"), result.stderr)
        XCTAssertTrue(result.stderr.contains("every file it changed was restored"), result.stderr)
        undo()
        XCTAssertEqual(folder.snapshot("app"), before)
    }

    /// A file the run changed and then cannot put back (a command of the run made it immutable)
    /// is still reported, by name.
    func testAFileThatDiffersAndCannotBeRestoredIsReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("probe/file", "probe\n")
        let (undoProbe, lock) = try Self.makeUnwritable(folder.url.appendingPathComponent("probe/file"))
        undoProbe()
        try folder.write("tpl/template.rb", """
            route "get 'x', to: 'x#show'"
            run "\(lock("config/routes.rb"))"
            raise "stopped after the routes were written"

            """)
        try folder.write("app/config/routes.rb", "Rails.application.routes.draw do\nend\n")
        let routes = folder.url.appendingPathComponent("app/config/routes.rb")
        defer {
            _ = Self.run("chattr", ["-i", routes.path])
            chmod(routes.deletingLastPathComponent().path, 0o755)
            chmod(routes.path, 0o644)
        }
        let result = try BootstrapProcess.run(["apply", "-m", "../tpl/template.rb", "--allow-run"], in: folder.url.appendingPathComponent("app"))
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("the run failed and restoring the project failed too: could not restore"), result.stderr)
        XCTAssertTrue(result.stderr.contains("config/routes.rb"), result.stderr)
        XCTAssertEqual(folder.file("app/config/routes.rb"), "Rails.application.routes.draw do\n  get 'x', to: 'x#show'\nend\n")
    }
}
