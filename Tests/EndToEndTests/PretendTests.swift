import Foundation
import XCTest

/// `--pretend` (docs/safety.md): runs the whole template against the in-memory state, writes nothing,
/// runs nothing, and prints exactly the statuses a real run prints; `--diff` adds the unified diff
/// of every file that would change.
final class PretendTests: XCTestCase {
    /// A template that adds a gem, creates, appends, edits, and runs a command that prints a line
    /// and leaves a marker beside the project (`../command-ran`).
    private func writeTemplate(in folder: TemporaryFolder) throws {
        try folder.write("tpl/config.yml", "setup:\n  gems:\n    - rake\n")
        try folder.write("tpl/runners/setup.rb", """
            create_file "README.md", "# app\\nfirst\\n"
            append_to_file "README.md", "appended\\n"
            run "echo output-of-the-command && touch ../command-ran"
            create_file "config/settings.yml", "a: 1\\n"
            gsub_file "README.md", /first/, "changed"

            """)
    }

    private let commandOutput = "output-of-the-command"

    /// The real run's stdout without the lines the command printed (pretend runs no command).
    private func statusesOnly(_ stdout: String) -> String {
        stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.trimmingCharacters(in: .whitespaces) != commandOutput }
            .joined(separator: "\n")
    }

    func testPretendNewWritesNothingRunsNothingAndPrintsTheRealStatuses() throws {
        let real = try TemporaryFolder()
        try writeTemplate(in: real)
        let realRun = try BootstrapProcess.run(["new", "app", "-m", "tpl", "--allow-run"], in: real.url)
        XCTAssertEqual(realRun.status, 0, realRun.stderr)
        XCTAssertTrue(real.exists("command-ran"), "the real run runs the command")
        XCTAssertNotEqual(statusesOnly(realRun.stdout), realRun.stdout, "the real run shows the command's output")

        let pretend = try TemporaryFolder()
        try writeTemplate(in: pretend)
        let before = FileSystemState.capture(pretend.url)
        let pretendRun = try BootstrapProcess.run(["new", "app", "-m", "tpl", "--pretend", "--allow-run"], in: pretend.url)
        XCTAssertEqual(pretendRun.status, 0, pretendRun.stderr)
        XCTAssertEqual(FileSystemState.capture(pretend.url), before, "--pretend wrote something")
        XCTAssertFalse(pretend.exists("command-ran"), "--pretend ran the command")
        XCTAssertEqual(statusesOnly(pretendRun.stdout), pretendRun.stdout, "--pretend shows no command output")
        XCTAssertEqual(pretendRun.stdout, statusesOnly(realRun.stdout))
        // The plan names every kind of change, in Thor's status layout.
        for line in [
            "     gemfile  rake\n", "      create  README.md\n", "      append  README.md\n",
            "         run  echo output-of-the-command && touch ../command-ran from \".\"\n",
            "      create  config/settings.yml\n", "        gsub  README.md\n",
        ] {
            XCTAssertTrue(pretendRun.stdout.contains(line), "missing \(line) in:\n\(pretendRun.stdout)")
        }
    }

    func testPretendApplyWithDiffPrintsTheUnifiedDiffOfEveryChange() throws {
        func makeProject(_ folder: TemporaryFolder) throws {
            try writeTemplate(in: folder)
            try folder.write("app/Gemfile", "source 'https://rubygems.org'\n\ngem 'rails'\n")
            try folder.write("app/README.md", "# app\nfirst\nsecond\n")
            // A file the run removes: its diff shows every line going.
            try folder.write("app/old.txt", "to be removed\nsecond line\n")
            let runner = try XCTUnwrap(folder.file("tpl/runners/setup.rb"))
            try folder.write("tpl/runners/setup.rb", runner + "remove_file \"old.txt\"\n")
        }
        let real = try TemporaryFolder()
        try makeProject(real)
        let original = real.url.appendingPathComponent("original")
        try FileManager.default.copyItem(at: real.url.appendingPathComponent("app"), to: original)
        let realRun = try BootstrapProcess.run(["apply", "-m", "../tpl", "--allow-run", "--force"], in: real.url.appendingPathComponent("app"))
        XCTAssertEqual(realRun.status, 0, realRun.stderr)
        XCTAssertTrue(real.exists("command-ran"))

        let pretend = try TemporaryFolder()
        try makeProject(pretend)
        let before = FileSystemState.capture(pretend.url)
        let pretendRun = try BootstrapProcess.run(
            ["apply", "-m", "../tpl", "--pretend", "--diff", "--force", "--allow-run"], in: pretend.url.appendingPathComponent("app"))
        XCTAssertEqual(pretendRun.status, 0, pretendRun.stderr)
        XCTAssertEqual(FileSystemState.capture(pretend.url), before, "--pretend --diff wrote something")
        XCTAssertFalse(pretend.exists("command-ran"))

        // The reference: GNU diff -u between the project before and after the real run, with
        // git's a/ b/ names (no timestamps), for every file that changed, in path order.
        var expectedDiff = ""
        for path in ["Gemfile", "README.md", "config/settings.yml", "old.txt"] {
            let old = original.appendingPathComponent(path), new = real.url.appendingPathComponent("app/\(path)")
            let existed = FileManager.default.fileExists(atPath: old.path), exists = FileManager.default.fileExists(atPath: new.path)
            expectedDiff += try gnuDiff(
                old: existed ? old.path : "/dev/null", new: exists ? new.path : "/dev/null",
                oldLabel: existed ? "a/\(path)" : "/dev/null", newLabel: exists ? "b/\(path)" : "/dev/null")
        }
        XCTAssertTrue(expectedDiff.contains("+gem 'rake'"), expectedDiff)
        XCTAssertTrue(expectedDiff.contains("-to be removed\n-second line\n"), expectedDiff)
        XCTAssertEqual(pretendRun.stdout, statusesOnly(realRun.stdout) + expectedDiff)
    }

    private func gnuDiff(old: String, new: String, oldLabel: String, newLabel: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
        process.arguments = ["-u", "--label", oldLabel, "--label", newLabel, old, new]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
