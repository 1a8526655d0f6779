import BootstrapCLI
import XCTest

/// Every way a command line is refused, with the message the user reads.
final class ParserErrorTests: XCTestCase {
    func assertRefused(_ arguments: [String], _ message: String, command: String?, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let parsed = try BootstrapCommandLine.parser.parse(arguments)
            XCTFail("\(arguments) was accepted: \(parsed)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.message, message, "\(arguments)", file: file, line: line)
            XCTAssertEqual(error.command, command, "\(arguments)", file: file, line: line)
        }
    }

    func testUnknownCommandsAndFlagsSuggestTheClosestName() {
        assertRefused(["nwe"], "unknown command 'nwe' (did you mean 'new'?)", command: nil)
        assertRefused(["frobnicate"], "unknown command 'frobnicate'", command: nil)
        assertRefused(["new", "a", "--pretnd"], "unknown option '--pretnd' for 'new' (did you mean '--pretend'?)", command: "new")
        assertRefused(["new", "a", "--frobnicate"], "unknown option '--frobnicate' for 'new'", command: "new")
        assertRefused(["help", "aply"], "no help for unknown command 'aply' (did you mean 'apply'?)", command: nil)
    }

    func testAFlagOfOtherCommandsSaysWhichTakeIt() {
        assertRefused(["check", "--force"], "unknown option '--force' for 'check' (--force is an option of new, apply, gen)", command: "check")
        assertRefused(["check", "-p"], "unknown option '-p' for 'check' (-p is an option of new, apply, update, gen)", command: "check")
        assertRefused(["new", "a", "--only", "x"], "unknown option '--only' for 'new' (--only is an option of apply)", command: "new")
        assertRefused(["gen", "A", "b", "--diff"], "unknown option '--diff' for 'gen' (--diff is an option of new, apply, update)", command: "gen")
    }

    func testValuesMissingRefusedOrGivenToAFlag() {
        assertRefused(["new", "a", "-m"], "-m needs a value", command: "new")
        assertRefused(["new", "a", "--force=yes"], "--force takes no value", command: "new")
        assertRefused(["new", "a", "--set", "novalue"], "--set takes KEY=VALUE, got 'novalue'", command: "new")
        assertRefused(["new", "a", "--set", "=x"], "--set takes KEY=VALUE, got '=x'", command: "new")
        assertRefused(["check", "--format", "xml"], "--format takes text or json, got 'xml'", command: "check")
        assertRefused(["apply", "--only", ""], "--only takes block names separated by commas, none empty, got ''", command: "apply")
        assertRefused(["apply", "--only", "a,,b"], "--only takes block names separated by commas, none empty, got 'a,,b'", command: "apply")
        assertRefused(["apply", "-m", ""], "-m takes a template path, not empty, got ''", command: "apply")
    }

    func testAnOptionWithOneValueIsRefusedTwice() {
        assertRefused(["new", "a", "-m", "x", "--template=y"], "-m is given twice; it takes one TEMPLATE", command: "new")
        assertRefused(["check", "--format", "json", "--format", "text"], "--format is given twice; it takes one text|json", command: "check")
    }

    func testExcludedPairsAreRefusedInEitherOrder() {
        assertRefused(["new", "a", "--force", "--skip"], "--force and --skip cannot be combined", command: "new")
        assertRefused(["apply", "-s", "-f"], "-f and -s cannot be combined", command: "apply")
        assertRefused(["apply", "--no-run", "--allow-run"], "--allow-run and --no-run cannot be combined", command: "apply")
    }

    func testArgumentsMissingEmptyTooLongOrExtra() {
        assertRefused(["new"], "new needs the PATH of the project to create", command: "new")
        assertRefused(["new", ""], "new PATH: the path is empty; name the project folder to create", command: "new")
        let long = String(repeating: "n", count: 240)
        assertRefused(["new", "x/" + long], "new PATH: the folder name is 240 bytes long; a project name may be at most 200 bytes", command: "new")
        assertRefused(["new", "a", "b"], "unexpected argument 'b'", command: "new")
        assertRefused(["apply", "proj"], "unexpected argument 'proj' (use --path DIR for the project)", command: "apply")
        assertRefused(["gen", "Login"], "gen needs the MODULE name and the TEMPLATE (like: gen Login viper)", command: "gen")
        assertRefused(["gen", "A", "b", "c"], "unexpected argument 'c'", command: "gen")
        assertRefused(["version", "x"], "unexpected argument 'x'", command: "version")
    }

    func testTheRenderedErrorPointsAtTheCommandsHelp() {
        XCTAssertEqual(
            UsageError("x needs a value", command: "new").rendered,
            "bootstrap: x needs a value\nRun 'bootstrap help new' for usage.\n")
        XCTAssertEqual(UsageError("unknown command 'q'", command: nil).rendered, "bootstrap: unknown command 'q'\nRun 'bootstrap --help' for usage.\n")
    }
}
