import BootstrapCLI
import BootstrapKit
import XCTest

/// The parser against the real declarations: each kind of flag and argument lands in the request.
final class ParserTests: XCTestCase {
    let parser = BootstrapCommandLine.parser

    func request(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> (String, CommandRequest) {
        switch try parser.parse(arguments) {
        case .run(let command, let request): return (command.name, request)
        case .help(let command): XCTFail("help for \(command ?? "-") instead of a run", file: file, line: line)
        }
        throw XCTSkip("unreachable")
    }

    func testAFlagSetsItsOptionAndAnOptionItsValue() throws {
        let (command, parsed) = try request(["new", "app", "-f", "--quiet", "-m", "tpl", "--no-run"])
        XCTAssertEqual(command, "new")
        XCTAssertEqual(parsed.path, "app")
        XCTAssertTrue(parsed.options.force)
        XCTAssertTrue(parsed.options.quiet)
        XCTAssertFalse(parsed.options.skip)
        XCTAssertEqual(parsed.template, "tpl")
        XCTAssertEqual(parsed.options.commandPolicy, .deny)
    }

    func testAnOptionTakesItsValueAfterAnEqualsSign() throws {
        let (_, parsed) = try request(["apply", "--template=a=b", "--path=proj", "--only=x"])
        XCTAssertEqual(parsed.template, "a=b")
        XCTAssertEqual(parsed.path, "proj")
        XCTAssertEqual(parsed.only, ["x"])
    }

    func testRepeatableOptionsAccumulateAndKeyValueSplitsAtTheFirstEquals() throws {
        let (_, parsed) = try request(["new", "a", "--set", "kind=tool", "--set", "expr=a=b", "--set", "empty="])
        XCTAssertEqual(parsed.options.answers, ["kind": "tool", "expr": "a=b", "empty": ""])
    }

    func testChoicesAndListsAreConverted() throws {
        let (_, parsed) = try request(["apply", "--format", "json", "--only", "a, b,c"])
        XCTAssertEqual(parsed.options.format, .json)
        XCTAssertEqual(parsed.only, ["a", "b", "c"])
    }

    func testDiffImpliesPretend() throws {
        let (_, parsed) = try request(["new", "a", "--diff"])
        XCTAssertTrue(parsed.options.pretend)
        XCTAssertTrue(parsed.options.diff)
    }

    func testPositionalsFillTheDeclaredArgumentsInOrder() throws {
        let (_, gen) = try request(["gen", "Login", "viper", "--path", "ios"])
        XCTAssertEqual(gen.module, "Login")
        XCTAssertEqual(gen.moduleTemplate, "viper")
        XCTAssertEqual(gen.path, "ios")
        let (_, check) = try request(["check", "a.rb", "--syntax-only", "b.rb"])
        XCTAssertEqual(check.files, ["a.rb", "b.rb"])
        XCTAssertTrue(check.syntaxOnly)
        let (_, none) = try request(["check"])
        XCTAssertEqual(none.files, [])
    }

    func testDoubleDashEndsTheFlagsAndALoneDashIsAnArgument() throws {
        let (_, parsed) = try request(["new", "--", "-weird"])
        XCTAssertEqual(parsed.path, "-weird")
        let (_, dash) = try request(["check", "-"])
        XCTAssertEqual(dash.files, ["-"])
    }

    func testSmokeFlagsReachItsRequest() throws {
        let (_, parsed) = try request(["smoke", "--run", "swift build", "--run", "true", "--junit", "r.xml", "--keep", "--allow-run"])
        XCTAssertEqual(parsed.smokeCommands, ["swift build", "true"])
        XCTAssertEqual(parsed.junitPath, "r.xml")
        XCTAssertTrue(parsed.keep)
        XCTAssertEqual(parsed.options.commandPolicy, .allow)
    }

    func testHelpFlagsAndTheHelpCommand() throws {
        for arguments in [["new", "--help"], ["apply", "-h"], ["new", "a", "--bogus", "-h"], ["check", "--force", "--help"]] {
            guard case .help(let command) = try parser.parse(arguments) else { return XCTFail("\(arguments)") }
            XCTAssertEqual(command, arguments[0], "\(arguments)")
        }
        for arguments in [[], ["--help"], ["-h"]] {
            guard case .help(nil) = try parser.parse(arguments) else { return XCTFail("\(arguments)") }
        }
        // After `--`, -h is a name like any other.
        let (_, parsed) = try request(["new", "--", "-h"])
        XCTAssertEqual(parsed.path, "-h")
        let (command, topic) = try request(["help", "gen"])
        XCTAssertEqual(command, "help")
        XCTAssertEqual(topic.topic, "gen")
    }

    func testVersionAliases() throws {
        for spelling in ["--version", "-v", "version"] {
            XCTAssertEqual(try request([spelling]).0, "version")
        }
    }
}
