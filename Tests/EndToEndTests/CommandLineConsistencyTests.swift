import XCTest

/// The command line answers every combination alike: help when help is asked for, else a clear
/// exit 2 that names the mistake, and nothing written.
final class CommandLineConsistencyTests: XCTestCase {
    struct Case {
        var arguments: [String]
        var status: Int32
        /// Text that must appear in stdout (help), else in the output (`check` reports on stdout).
        var message: String
        /// Text that must not appear anywhere.
        var absent: [String] = []
    }

    static let longName = String(repeating: "n", count: 240)

    static let cases: [Case] = [
        Case(arguments: ["new", "--help"], status: 0, message: "Usage: bootstrap new PATH [options]"),
        Case(arguments: ["new", "p", "-h"], status: 0, message: "Usage: bootstrap new PATH [options]"),
        Case(arguments: ["apply", "-h"], status: 0, message: "Usage: bootstrap apply [options]"),
        Case(arguments: ["apply", "--bogus", "--help"], status: 0, message: "--only BLOCK,..."),
        Case(arguments: ["check", "--help"], status: 0, message: "--syntax-only"),
        Case(arguments: ["gen", "-h"], status: 0, message: "Usage: bootstrap gen MODULE TEMPLATE [options]"),
        Case(arguments: ["smoke", "--help"], status: 0, message: "--junit FILE"),
        Case(arguments: ["help", "apply"], status: 0, message: "Usage: bootstrap apply [options]"),
        Case(arguments: ["check", "--force"], status: 2, message: "unknown option '--force' for 'check'"),
        Case(arguments: ["check", "--allow-run"], status: 2, message: "unknown option '--allow-run' for 'check'"),
        Case(arguments: ["check", "--set", "a=b"], status: 2, message: "unknown option '--set' for 'check'"),
        Case(arguments: ["check", "-p"], status: 2, message: "unknown option '-p' for 'check'"),
        Case(arguments: ["check", "--diff"], status: 2, message: "unknown option '--diff' for 'check'"),
        Case(arguments: ["new", "p", "--allow-run", "--no-run"], status: 2, message: "--allow-run and --no-run cannot be combined"),
        Case(arguments: ["apply", "--no-run", "--allow-run"], status: 2, message: "--allow-run and --no-run cannot be combined"),
        Case(arguments: ["new", "p", "--force", "--skip"], status: 2, message: "--force and --skip cannot be combined"),
        Case(arguments: ["update", "--check", "--diff"], status: 2, message: "--check and --diff cannot be combined"),
        Case(arguments: ["update", "--template", ""], status: 2, message: "--template takes a template's name, source or URL, not empty"),
        Case(arguments: ["update", "--help"], status: 0, message: "--template NAME|URL"),
        Case(arguments: ["check", "--check"], status: 2, message: "unknown option '--check' for 'check'"),
        Case(arguments: ["apply", "--only", ""], status: 2, message: "--only takes block names separated by commas, none empty, got ''"),
        Case(arguments: ["apply", "--only=a,"], status: 2, message: "--only takes block names"),
        Case(arguments: ["new", ""], status: 2, message: "new PATH: the path is empty; name the project folder to create"),
        Case(
            arguments: ["new", longName, "--no-run"], status: 2,
            message: "the folder name is 240 bytes long; a project name may be at most 200 bytes", absent: [".bootstrap-"]),
        Case(arguments: ["new", "p", "--no-run", "--set", "kind=app"], status: 2, message: "is not one of: library, tool"),
        Case(arguments: ["check", "-m", "nothere"], status: 2, message: "template 'nothere' does not exist"),
        Case(arguments: ["new", "p", "-m", "nothere"], status: 2, message: "template 'nothere' does not exist"),
        Case(arguments: ["new", "p", "--force=yes"], status: 2, message: "--force takes no value"),
        Case(arguments: ["version", "extra"], status: 2, message: "unexpected argument 'extra'"),
    ]

    func testEachCombinationGetsHelpOrAClearExitTwo() throws {
        for test in Self.cases {
            let folder = try TemporaryFolder()
            let result = try BootstrapProcess.run(test.arguments, in: folder.url)
            let label = "\(test.arguments)\nstdout: \(result.stdout)\nstderr: \(result.stderr)"
            XCTAssertEqual(result.status, test.status, label)
            XCTAssertTrue((test.status == 0 ? result.stdout : result.stderr + result.stdout).contains(test.message), label)
            for text in test.absent { XCTAssertFalse((result.stdout + result.stderr).contains(text), label) }
            XCTAssertFalse(result.stderr.contains("Fatal error"), label)
            XCTAssertEqual(folder.listing(), [], label)
        }
    }

    /// One template beside the project: `new` run from the parent and `apply` run inside the
    /// project name its files alike, relative to where the user stands; and an incomplete `<%=`
    /// is reported at its `%>`, not as a `)` the user never wrote.
    func testNewAndApplyNameTemplateFilesRelativeToTheCurrentFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("tpl/config.yml", "files: true\n")
        try folder.write("tpl/runners/files.rb", "template \"broken.txt.tt\", \"broken.txt\"\n")
        try folder.write("tpl/broken.txt.tt", "x <%= 1 + %> y\n")
        try folder.write("proj/README.md", "hello\n")
        let before = folder.snapshot()
        let located = "tpl/broken.txt.tt:1:11: unexpected '%>': the Ruby expression of this <%= tag is incomplete\nx <%= 1 + %> y\n          ^"

        let new = try BootstrapProcess.run(["new", "p", "-m", "tpl", "--no-run"], in: folder.url)
        XCTAssertEqual(new.status, 2, new.stderr)
        XCTAssertTrue(new.stderr.contains("\n" + located) || new.stderr.hasPrefix(located), new.stderr)

        let apply = try BootstrapProcess.run(["apply", "-m", "../tpl", "--no-run"], in: folder.url.appendingPathComponent("proj"))
        XCTAssertEqual(apply.status, 2, apply.stderr)
        XCTAssertTrue(apply.stderr.contains("../" + located), apply.stderr)
        XCTAssertFalse(apply.stderr.contains(folder.url.path), apply.stderr)

        let check = try BootstrapProcess.run(["check", "-m", "tpl"], in: folder.url)
        XCTAssertEqual(check.status, 1, check.stdout)
        XCTAssertTrue(check.stdout.contains(located), check.stdout)
        for output in [new.stderr, apply.stderr, check.stdout] { XCTAssertFalse(output.contains("unexpected ')'"), output) }
        XCTAssertEqual(folder.snapshot(), before)
    }
}
