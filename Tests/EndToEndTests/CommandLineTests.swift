import XCTest

/// The command line itself: version, help, usage errors and their exit code 2.
final class CommandLineTests: XCTestCase {
    func testVersionPrintsTheVersionAndExitsZero() throws {
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(["--version"], in: folder.url)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("bootstrap "), result.stdout)
    }

    func testHelpListsTheCommandsAndExitCodes() throws {
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(["--help"], in: folder.url)
        XCTAssertEqual(result.status, 0)
        for text in ["bootstrap new PATH", "bootstrap apply", "bootstrap check", "Exit codes"] {
            XCTAssertTrue(result.stdout.contains(text), "help lacks \(text)")
        }
        let newHelp = try BootstrapProcess.run(["help", "new"], in: folder.url)
        XCTAssertTrue(newHelp.stdout.contains("staging folder"))
    }

    func testUnknownCommandIsAUsageErrorWithASuggestion() throws {
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(["nwe", "x"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown command 'nwe'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("did you mean 'new'?"), result.stderr)
        XCTAssertEqual(folder.listing(), [])
    }

    func testUsageErrorsExitTwoAndCreateNothing() throws {
        let folder = try TemporaryFolder()
        let cases: [([String], String)] = [
            (["new"], "new needs the PATH"),
            (["new", "a", "b"], "unexpected argument 'b'"),
            (["new", "a", "--frobnicate"], "unknown option '--frobnicate'"),
            (["new", "a", "--set", "novalue"], "--set takes KEY=VALUE"),
            (["new", "a", "--format", "xml"], "--format takes text or json"),
            (["new", "a", "-m"], "-m needs a value"),
            (["new", "a", "--force", "--skip"], "cannot be combined"),
            (["apply", "--only"], "--only needs a value"),
            (["new", "a", "--pretnd"], "did you mean '--pretend'?"),
        ]
        for (arguments, message) in cases {
            let result = try BootstrapProcess.run(arguments, in: folder.url)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(folder.listing(), [])
    }
}
