import BootstrapCLI
import BootstrapKit
import XCTest

/// Help is derived from the declarations: a small declared tool gives exactly this text, and
/// every real command's help shows exactly the flags declared for it.
final class HelpTextTests: XCTestCase {
    static let tool: CommandLineParser = {
        let commands = [
            CommandDeclaration(
                "fetch", summary: "fetch a thing", discussion: "Fetches THING into the cache.",
                arguments: [CommandLineArgument("THING", help: "what to fetch", as: .text) { $0.path = $1 }]
            ) { _, _ in .success },
            CommandDeclaration("list", summary: "list things", discussion: "") { _, _ in .success },
        ]
        let flags: [CommandLineFlag] = [
            .flag("-f", "--force", help: "fetch again", for: ["fetch"]) { $0.options.force = true },
            .option("--set", value: "KEY=VALUE", help: "a setting\nread before fetching", for: ["fetch"], repeatable: true, as: .keyValue) {
                $0.options.answers[$1.key] = $1.value
            },
            .option("--a-very-long-option-name", value: "VALUE", help: "long", for: ["fetch"], as: .text) { $0.template = $1 },
        ]
        return CommandLineParser(commands: commands, flags: flags, aliases: ["-V": "list"])
    }()

    func testTheHelpOfADeclaredCommand() {
        let help = HelpText(parser: Self.tool, title: "tool", footer: "bye")
        XCTAssertEqual(help.help(for: Self.tool.command(named: "fetch")!), """
            Usage: bootstrap fetch THING [options]

            Fetches THING into the cache.

            Arguments:
              THING  what to fetch

            Options:
              -f, --force          fetch again
                  --set KEY=VALUE  a setting
                                   read before fetching; repeatable
                  --a-very-long-option-name VALUE
                                   long
              -h, --help           show this help

            """)
        XCTAssertEqual(help.help(for: Self.tool.command(named: "list")!), """
            Usage: bootstrap list

            Options:
              -h, --help  show this help

            """)
    }

    func testTheOverviewListsEveryCommandAndAlias() {
        let help = HelpText(parser: Self.tool, title: "tool", footer: "bye")
        XCTAssertEqual(help.overview, """
            tool

            Usage:
              bootstrap fetch THING [options]  fetch a thing
              bootstrap list                   list things
              bootstrap -V  (the same as list)

            bye

            Run 'bootstrap help COMMAND' or 'bootstrap COMMAND --help' for the options of a command.

            """)
    }

    func testADeclaredToolParsesItsOwnFlags() throws {
        guard case .run(let command, let request) = try Self.tool.parse(["fetch", "x", "-f", "--set", "a=1"]) else {
            return XCTFail("not a run")
        }
        XCTAssertEqual(command.name, "fetch")
        XCTAssertEqual(request.path, "x")
        XCTAssertTrue(request.options.force)
        XCTAssertEqual(request.options.answers, ["a": "1"])
        XCTAssertThrowsError(try Self.tool.parse(["list", "-f"]))
        guard case .run(let alias, _) = try Self.tool.parse(["-V"]) else { return XCTFail("alias") }
        XCTAssertEqual(alias.name, "list")
    }

    /// Each real command's help lists the flags declared for it, each with its help, and no other.
    func testEveryCommandsHelpShowsExactlyItsDeclaredFlags() {
        let parser = BootstrapCommandLine.parser
        for command in parser.commands {
            let help = BootstrapCommandLine.helpText.help(for: command)
            let optionLines = help.components(separatedBy: "Options:\n")[1].split(separator: "\n").map(String.init)
            let shown = Set(optionLines.flatMap { line in
                line.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
                    .prefix { $0.hasPrefix("-") }
            })
            let declared = Set(parser.flags(of: command.name).flatMap(\.names) + ["-h", "--help"])
            XCTAssertEqual(shown, declared, command.name)
            for flag in parser.flags(of: command.name) {
                XCTAssertTrue(help.contains(flag.help.components(separatedBy: "\n")[0]), "\(command.name) \(flag.name)")
            }
            for argument in command.arguments { XCTAssertTrue(help.contains("  \(argument.name)  "), "\(command.name) \(argument.name)") }
        }
    }

    func testTheOverviewShowsEveryCommand() {
        let overview = BootstrapCommandLine.helpText.overview
        for command in BootstrapCommandLine.parser.commands {
            XCTAssertTrue(overview.contains(BootstrapCommandLine.helpText.usageLine(command) + " "), command.name)
            XCTAssertTrue(overview.contains(command.summary), command.name)
        }
        XCTAssertTrue(overview.contains("Exit codes"))
    }

    /// The declarations hold together: every `for:` names a command, no command has one name twice,
    /// every excluded flag is one that some command of the flag also takes.
    func testTheDeclarationsAreConsistent() {
        let parser = BootstrapCommandLine.parser
        let names = Set(parser.commands.map(\.name))
        XCTAssertEqual(names.count, parser.commands.count, "a command declared twice")
        for flag in parser.flags {
            XCTAssertTrue(flag.commands.isSubset(of: names), "\(flag.name) names \(flag.commands.subtracting(names))")
            XCTAssertFalse(flag.names.contains("-h") || flag.names.contains("--help"), "\(flag.name) takes the help flag")
            for other in flag.excludes {
                let shared = flag.commands.contains { parser.flags(of: $0).contains { $0.names.contains(other) } }
                XCTAssertTrue(shared, "\(flag.name) excludes \(other), which no command of it takes")
            }
        }
        for command in parser.commands {
            let spellings = parser.flags(of: command.name).flatMap(\.names)
            XCTAssertEqual(spellings.count, Set(spellings).count, "\(command.name) has a flag name twice")
            let many = command.arguments.firstIndex { $0.arity == .many }
            if let many { XCTAssertEqual(many, command.arguments.count - 1, "\(command.name): only the last argument takes many") }
        }
    }

    /// `main` prints the help asked for and a usage error with exit 2, through the given outputs.
    func testMainWritesHelpAndUsageErrors() {
        var out = "", err = ""
        let output = CommandOutput { out += $0 }
        XCTAssertEqual(BootstrapCommandLine.main(["apply", "-h"], output: output, errorOutput: { err += $0 }), .success)
        XCTAssertEqual(out, BootstrapCommandLine.helpText.help(for: BootstrapCommandLine.parser.command(named: "apply")!))
        XCTAssertTrue(out.hasPrefix("Usage: bootstrap apply [options]\n"))
        XCTAssertEqual(err, "")
        out = ""
        XCTAssertEqual(BootstrapCommandLine.main(["help", "smoke"], output: output, errorOutput: { err += $0 }), .success)
        XCTAssertTrue(out.contains("--junit FILE"), out)
        out = ""
        XCTAssertEqual(BootstrapCommandLine.main(["check", "--set", "a=b"], output: output, errorOutput: { err += $0 }), .badInput)
        XCTAssertEqual(out, "")
        XCTAssertEqual(err, "bootstrap: unknown option '--set' for 'check' (--set is an option of new, apply, update, gen, smoke)\nRun 'bootstrap help check' for usage.\n")
    }
}
