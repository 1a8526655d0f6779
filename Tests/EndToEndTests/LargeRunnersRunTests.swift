import Foundation
import XCTest

/// A config template with many kilobytes of runners has them parsed on two threads
/// (`RunnerParses`), and still every runner is parsed, then the template checked, before any of it
/// runs: a runner that does not parse ends the command as it ends for a small template. Each case
/// runs the same three-block template twice, its runners padded past the size from which they are
/// parsed on a second thread and without the padding (comment lines after everything that matters,
/// so every location is the same), and compares exit status, both output streams, the project's
/// files, and whether a command of the template ran.
final class LargeRunnersRunTests: XCTestCase {
    /// 20 KB of comments per runner: 60 KB in three files, past the 32 KB of a second parsing thread.
    private let padding = String(repeating: "# padding line that makes the runner file larger\n", count: 410)

    private static let config = """
        first:
          gems:
            - rake
        second:
          gems:
            - rspec
        third:
          gems:
            - puma

        """

    /// Runs `arguments` in a fresh folder holding the template `t` with `runners` (by block, each
    /// padded or not) and, for `apply`, a project `demo`.
    private func outcome(_ arguments: [String], config: String, runners: [String: String], padded: Bool) throws -> FolderRunOutcome {
        let folder = try TemporaryFolder()
        try folder.write("t/config.yml", config)
        for (block, text) in runners {
            let path = folder.url.appendingPathComponent("t/runners/\(block).rb")
            try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Bytes, so that a runner that is not UTF-8 can be written as well (`Latin1` below).
            let bytes = text.hasPrefix(Self.latin1) ? Data(text.dropFirst(Self.latin1.count).unicodeScalars.map { UInt8($0.value) }) : Data(text.utf8)
            try (bytes + (padded ? Data(padding.utf8) : Data())).write(to: path)
        }
        if arguments.first == "apply" {
            try folder.write("demo/README.md", "# demo\n")
            try folder.write("demo/Gemfile", "source \"https://rubygems.org\"\n")
        }
        return try FolderRunOutcome.run(arguments, in: folder)
    }

    /// The outcome of the padded template, after checking it is the unpadded one's.
    @discardableResult
    private func sameEitherWay(_ arguments: [String], config: String = config, runners: [String: String],
                               file: StaticString = #filePath, line: UInt = #line) throws -> FolderRunOutcome {
        let whole = try outcome(arguments, config: config, runners: runners, padded: false)
        let large = try outcome(arguments, config: config, runners: runners, padded: true)
        large.assertSame(as: whole, file: file, line: line)
        return large
    }

    /// A runner text starting with this is written in Latin-1, so é is a byte that is not UTF-8.
    private static let latin1 = "(latin-1)"

    /// The first block writes a file and runs a command, as a run that started too early would.
    private let eager = "create_file \"a.txt\", \"x\"\nrun \"touch ../ran.marker\"\n"
    private let untouched = ["demo": "(folder)", "demo/README.md": "# demo\n", "demo/Gemfile": "source \"https://rubygems.org\"\n"]

    func testASyntaxErrorInTheLastRunnerStopsANewBeforeItWritesOrRunsAnything() throws {
        let runners = ["first": eager, "second": "append_to_file \"a.txt\", \"y\"\n", "third": "x = [1, 2\nputs x\n"]
        let result = try sameEitherWay(["new", "demo", "-m", "t", "--allow-run"], runners: runners)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("t/runners/third.rb:"), result.stderr)
        XCTAssertEqual(result.stdout, "", "no status line of the run that did not happen")
        XCTAssertEqual(result.files, [:], "no project, no command's marker")
    }

    func testASyntaxErrorInTheFirstRunnerLeavesTheProjectAsItWas() throws {
        let runners = ["first": "def (\n", "second": eager, "third": "create_file \"b.txt\", \"z\"\n"]
        let result = try sameEitherWay(["apply", "-m", "t", "--path", "demo", "--allow-run"], runners: runners)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("t/runners/first.rb:1:"), result.stderr)
        XCTAssertEqual(result.files, untouched)
    }

    func testRunnersThatDoNotLoadAreAllReportedInBlockOrder() throws {
        // Not UTF-8 in the middle, a syntax error last: both reported, as when loaded whole.
        let runners = ["first": eager, "second": Self.latin1 + "puts \"caf\u{E9}\"\n", "third": "x = 1 +\n)\n"]
        let result = try sameEitherWay(["apply", "-m", "t", "--path", "demo", "--allow-run"], runners: runners)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.files, untouched)
        let second = try XCTUnwrap(result.stderr.range(of: "second.rb"), result.stderr)
        let third = try XCTUnwrap(result.stderr.range(of: "third.rb"), result.stderr)
        XCTAssertLessThan(second.lowerBound, third.lowerBound, result.stderr)
    }

    func testASuccessfulRunIsTheSameEitherWay() throws {
        let runners = [
            "first": "create_file \"a.txt\", \"x\"\ndef rake_callback\n  append_to_file \"README.md\", \"rake\\n\"\nend\n",
            "second": "def rspec_callback\n  append_to_file \"README.md\", \"rspec #{RUBY_VERSION.size > 0}\\n\"\nend\n",
            "third": "def puma_callback\n  append_to_file \"a.txt\", \"puma\"\nend\ncreate_file \"c.txt\", \"c\"\n",
        ]
        let result = try sameEitherWay(["apply", "-m", "t", "--path", "demo"], runners: runners)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.files["demo/README.md"], "# demo\nrake\nrspec true\n")
        XCTAssertEqual(result.files["demo/a.txt"], "xpuma")
        XCTAssertTrue(result.stdout.contains("create  c.txt"), result.stdout)
    }

    func testABaseCommandWaitsForEveryRunner() throws {
        // A base command runs before the first block: with a runner that does not parse, never.
        let config = "_base: touch base.marker && mkdir %app_path%\n" + Self.config
        let runners = ["first": eager, "second": "create_file \"b.txt\", \"y\"\n", "third": "foo(1,, 2)\n"]
        let result = try sameEitherWay(["new", "demo", "-m", "t", "--allow-run"], config: config, runners: runners)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("t/runners/third.rb:"), result.stderr)
        XCTAssertEqual(result.files, [:])
    }
}
