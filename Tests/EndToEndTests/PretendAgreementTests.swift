import Foundation
import XCTest

/// `--pretend` and `--diff` predict the real run (docs/safety.md, "What --pretend guarantees"):
/// for each case of the table, the preview and the real run, started from identical folders
/// without a terminal, exit with the same status and print the same status lines and errors.
final class PretendAgreementTests: XCTestCase {
    private struct Case {
        var name: String
        var runner: String
        /// `new` (into `app`) or `apply` (in `app`, which then holds a README.md "# mine").
        var apply: Bool
        var flags: [String]
        /// The preview's own flag: `--pretend`, or `--diff` where the run fails (no diff is printed).
        var preview = "--pretend"
        var status: Int32
    }

    private let cases: [Case] = [
        Case(name: "new --no-run skips git init", runner: "create_file \"README.md\", \"# app\\n\"\ngit :init\n",
             apply: false, flags: ["--no-run"], status: 0),
        Case(name: "new without consent and without a terminal fails at the command",
             runner: "create_file \"README.md\", \"# app\\n\"\nrun \"true\"\ncreate_file \"later.txt\"\n",
             apply: false, flags: [], status: 1),
        Case(name: "new --allow-run runs the command", runner: "create_file \"README.md\", \"# app\\n\"\nrun \"true\"\n",
             apply: false, flags: ["--allow-run"], status: 0),
        Case(name: "new whose runner raises", runner: "create_file \"README.md\", \"# app\\n\"\nraise \"no\"\n",
             apply: false, flags: ["--no-run"], status: 1),
        Case(name: "apply with a conflicting README and no terminal", runner: "create_file \"README.md\", \"# app\\n\"\n",
             apply: true, flags: ["--no-run"], preview: "--diff", status: 1),
        Case(name: "apply --force overwrites the README", runner: "create_file \"README.md\", \"# app\\n\"\n",
             apply: true, flags: ["--no-run", "--force"], status: 0),
        Case(name: "apply --skip keeps the README", runner: "create_file \"README.md\", \"# app\\n\"\n",
             apply: true, flags: ["--no-run", "--skip"], status: 0),
        Case(name: "apply finds the README identical", runner: "create_file \"README.md\", \"# mine\\n\"\n",
             apply: true, flags: [], status: 0),
        Case(name: "apply --no-run skips a command after an edit",
             runner: "append_to_file \"README.md\", \"more\\n\"\nrun \"true\"\n", apply: true, flags: ["--no-run"], status: 0),
    ]

    private func runCase(_ testCase: Case, preview: Bool) throws -> BootstrapProcess.Result {
        let folder = try TemporaryFolder()
        try folder.write("tpl/config.yml", "setup: true\n")
        try folder.write("tpl/runners/setup.rb", testCase.runner)
        var arguments: [String]
        let directory: URL
        if testCase.apply {
            try folder.write("app/README.md", "# mine\n")
            arguments = ["apply", "-m", "../tpl"]
            directory = folder.url.appendingPathComponent("app")
        } else {
            arguments = ["new", "app", "-m", "tpl"]
            directory = folder.url
        }
        arguments += testCase.flags + (preview ? [testCase.preview] : [])
        let before = preview ? FileSystemState.capture(folder.url) : nil
        var result = try BootstrapProcess.run(arguments, in: directory)
        if let before { XCTAssertEqual(FileSystemState.capture(folder.url), before, "\(testCase.name): the preview wrote something") }
        // `apply` names the template by its absolute path; the two runs' folders differ.
        result.stdout = result.stdout.replacingOccurrences(of: folder.url.path, with: "FOLDER")
        result.stderr = result.stderr.replacingOccurrences(of: folder.url.path, with: "FOLDER")
        return result
    }

    /// Standard error without the real run's note that it restored the project (the preview changed nothing).
    private func errors(_ stderr: String) -> String {
        stderr.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("bootstrap: the run failed;") }
            .joined(separator: "\n")
    }

    func testThePreviewAgreesWithTheRealRunOnExitStatusStatusesAndErrors() throws {
        for testCase in cases {
            let real = try runCase(testCase, preview: false)
            let preview = try runCase(testCase, preview: true)
            XCTAssertEqual(real.status, testCase.status, "\(testCase.name): the real run\n\(real.stdout)\(real.stderr)")
            XCTAssertEqual(preview.status, real.status, "\(testCase.name): the preview's exit status\n\(preview.stdout)\(preview.stderr)")
            XCTAssertEqual(preview.stdout, real.stdout, "\(testCase.name): the status lines")
            XCTAssertEqual(errors(preview.stderr), errors(real.stderr), "\(testCase.name): the errors")
        }
    }

    /// The cases, named: a conflict without a terminal fails the preview as it fails the
    /// run ("pass --force"), and `--no-run` shows `skip` for `git init`, not `run`.
    func testTheConflictAndTheSkippedCommandArePredicted() throws {
        let conflict = try runCase(cases[4], preview: true)
        XCTAssertEqual(conflict.status, 1)
        XCTAssertTrue(conflict.stdout.contains("    conflict  README.md\n"), conflict.stdout)
        XCTAssertTrue(conflict.stderr.contains("pass --force to overwrite it"), conflict.stderr)
        let skipped = try runCase(cases[0], preview: true)
        XCTAssertEqual(skipped.status, 0, skipped.stderr)
        XCTAssertTrue(skipped.stdout.contains("        skip  git init from \".\"\n"), skipped.stdout)
        XCTAssertFalse(skipped.stdout.contains(" run  git init"), skipped.stdout)
    }

    /// `--diff --format json`: every line of the output is one JSON object; each changed file's
    /// diff is one `diff` event holding the whole unified diff.
    func testDiffInJSONIsJSONLinesOnly() throws {
        let folder = try TemporaryFolder()
        try folder.write("tpl/config.yml", "setup: true\n")
        try folder.write("tpl/runners/setup.rb", "create_file \"README.md\", \"# app\\nsecond\\n\"\ncreate_file \"docs/new.md\", \"a\\nb\\n\"\n")
        try folder.write("app/README.md", "# mine\n")
        let result = try BootstrapProcess.run(
            ["apply", "-m", "../tpl", "--force", "--diff", "--format", "json"], in: folder.url.appendingPathComponent("app"))
        XCTAssertEqual(result.status, 0, result.stderr)
        var diffs: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            XCTAssertNotNil(object, "not a JSON object: \(line)")
            if object?["status"] as? String == "diff", let path = object?["message"] as? String {
                diffs[path] = object?["diff"] as? String
            }
        }
        // What GNU `diff -u --label a/README.md --label b/README.md` prints for the same change.
        XCTAssertEqual(diffs["README.md"], "--- a/README.md\n+++ b/README.md\n@@ -1 +1,2 @@\n-# mine\n+# app\n+second\n")
        XCTAssertEqual(diffs["docs/new.md"], "--- /dev/null\n+++ b/docs/new.md\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        XCTAssertEqual(diffs.count, 2)
    }
}
