import Foundation
import XCTest

/// A large single-file template is parsed whole, then checked, before any of it runs, as a small
/// one is: a syntax error anywhere ends the command before it writes or runs anything. Each case
/// runs the same template twice, once with 2,000 lines of code in its middle (84 KB, past the size
/// from which the load and the check share their work between two threads) and once with those
/// lines as comments (4 KB), so that every location is the same; and compares exit status, both
/// output streams, the project's files, and whether a command of the template ran.
final class LargeFileRunTests: XCTestCase {
    private let codePadding = String(repeating: "pad = \"a statement that makes the file larger\"\n", count: 2000)
    private let commentPadding = String(repeating: "#\n", count: 2000)

    /// Runs `arguments` in a fresh folder holding the template `t.rb` (`head`, the padding, `tail`)
    /// and, for `apply`, a project `demo`.
    private func outcome(_ arguments: [String], head: String, tail: String, large: Bool) throws -> FolderRunOutcome {
        let folder = try TemporaryFolder()
        try folder.write("t/t.rb", head + (large ? codePadding : commentPadding) + tail)
        if arguments.first == "apply" {
            try folder.write("demo/README.md", "# demo\n")
        }
        return try FolderRunOutcome.run(arguments, in: folder)
    }

    /// The large template's outcome, after checking it is the small one's.
    @discardableResult
    private func sameEitherWay(_ arguments: [String], head: String, tail: String,
                               file: StaticString = #filePath, line: UInt = #line) throws -> FolderRunOutcome {
        let small = try outcome(arguments, head: head, tail: tail, large: false)
        let large = try outcome(arguments, head: head, tail: tail, large: true)
        large.assertSame(as: small, file: file, line: line)
        return large
    }

    private let apply = ["apply", "-m", "t/t.rb", "--path", "demo", "--allow-run"]
    /// What a run that started too early would have done: a file written, a command run.
    private let eager = "create_file \"a.txt\", \"x\"\nrun \"touch ../ran.marker\"\n"
    private let untouched = ["demo": "(folder)", "demo/README.md": "# demo\n"]

    func testASuccessfulRunIsTheSameEitherWay() throws {
        let head = "create_file \"a.txt\", \"head\\n\"\ndef note(text)\n  append_to_file \"README.md\", text\nend\nname = \"b.txt\"\n"
        let tail = "note \"tail\\n\"\ncreate_file name, \"#{RUBY_VERSION.size > 0}\"\nappend_to_file \"a.txt\", \"tail\\n\"\n"
        let result = try sameEitherWay(apply, head: head, tail: tail)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.files["demo/a.txt"], "head\ntail\n")
        XCTAssertEqual(result.files["demo/README.md"], "# demo\ntail\n")
        XCTAssertEqual(result.files["demo/b.txt"], "true")
    }

    func testASyntaxErrorLateInTheFileStopsTheRunBeforeItWritesOrRunsAnything() throws {
        let result = try sameEitherWay(apply, head: eager, tail: "x = [1, 2\nputs x\n")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("t/t.rb:2004:1: unexpected 'puts'"), result.stderr)
        XCTAssertEqual(result.stdout, "", "no status line of the run that did not happen")
        XCTAssertEqual(result.files, untouched, "the project as it was, no command's marker")
    }

    func testASyntaxErrorLateInTheFileStopsANewBeforeItMakesTheProject() throws {
        let result = try sameEitherWay(["new", "demo", "-m", "t/t.rb", "--allow-run"], head: eager, tail: "def (\n")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.files, [:])
    }

    func testASyntaxErrorLateInTheFileWinsOverAnErrorOfTheRun() throws {
        // The file's first statements raise, or return at the top level: with a syntax error
        // further on, neither runs.
        let raising = try sameEitherWay(apply, head: eager + "raise \"boom\"\n", tail: "foo(1,, 2)\n")
        XCTAssertEqual(raising.status, 2)
        XCTAssertFalse(raising.stderr.contains("boom"), raising.stderr)
        let returning = try sameEitherWay(apply, head: eager + "return\n", tail: "foo(1,, 2)\n")
        XCTAssertEqual(returning.status, 2)
        XCTAssertEqual(returning.files, untouched)
    }

    func testAnErrorOfTheRunLateInTheFileIsReportedAsForASmallFile() throws {
        let result = try sameEitherWay(apply, head: "create_file \"a.txt\", \"x\"\n", tail: "raise \"boom\"\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("t/t.rb:2002:1: boom"), result.stderr)
        XCTAssertEqual(result.files, untouched, "restored")
    }
}
