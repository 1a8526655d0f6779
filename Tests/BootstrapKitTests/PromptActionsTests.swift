@testable import BootstrapKit
import Foundation
import RunnerLanguage
import XCTest

/// say, say_status, ask, yes?, no? run from runner source. Expected texts follow Thor 1.2.1's
/// shell/basic.rb: `say` adds "\n" unless the message ends in a space or tab; `say_status`
/// right-aligns the status in 12 columns and is green unless given a colour symbol; `false`
/// as the third argument prints nothing.
final class PromptActionsTests: XCTestCase {
    private var harnesses: [CommandHarness] = []

    override func tearDown() {
        harnesses.forEach { $0.removeFolder() }
    }

    private func harness(answers: [String: String] = [:], defaults: Bool = false, terminal: ScriptedTerminal = ScriptedTerminal())
        throws -> CommandHarness
    {
        var options = RunOptions()
        options.answers = answers
        options.defaults = defaults
        let h = try CommandHarness(options: options, terminal: terminal)
        ActionTable.register(PromptActions.definitions, into: h.context)
        harnesses.append(h)
        return h
    }

    func testSayAndSayStatus() throws {
        let h = try harness()
        try h.run("""
            say "Hello"
            say "Name: ", :green
            say "done\\n"
            say_status :ready, "all set"
            say_status "warn", "look", :yellow
            say_status :hidden, "not shown", false
            say
            """)
        XCTAssertEqual(h.logText, "Hello\nName: done\n       ready  all set\n        warn  look\n\n")
    }

    func testAskUsesSetAnswersByTextAndName() throws {
        let h = try harness(answers: ["Database name?": "blog", "port": "4000"])
        try h.run("""
            db = ask("Database name?")
            port = ask("Which port should the server use?", default: "3000", name: "port")
            say "#{db}:#{port}"
            """)
        XCTAssertEqual(h.logText, "blog:4000\n")
    }

    func testAskTakesTheDefaultWithoutATerminal() throws {
        let h = try harness()
        try h.run("say ask(\"Port?\", default: 3000)")
        XCTAssertEqual(h.logText, "3000\n")
    }

    func testAskOnTheTerminalWithLimitedTo() throws {
        let terminal = ScriptedTerminal(interactive: true, answers: ["mongo", "pg"])
        let h = try harness(terminal: terminal)
        try h.run("say ask(\"Database?\", limited_to: %w[pg mysql])")
        XCTAssertEqual(terminal.prompts, ["Database? [pg, mysql] ", "Database? [pg, mysql] "])
        XCTAssertEqual(h.logText, "pg\n")
    }

    func testUnansweredAskIsAnErrorAtTheCallSite() throws {
        let h = try harness()
        XCTAssertThrowsError(try h.run("say 'before'\nname = ask(\"App name?\")\n")) { error in
            guard let error = error as? RuntimeError else { return XCTFail("\(error)") }
            XCTAssertEqual(
                error.diagnostic.rendered.split(separator: "\n").first,
                "runners/test.rb:2:8: no answer to \"App name?\" and no default (there is no terminal to ask on): pass --set \"App name?=VALUE\"")
        }
    }

    func testYesAndNo() throws {
        let h = try harness(answers: ["Use Redis?": "yes", "Add tests?": "no"])
        try h.run("""
            say "redis" if yes?("Use Redis?")
            say "no tests" if no?("Add tests?")
            say "tests" if yes?("Add tests?")
            """)
        XCTAssertEqual(h.logText, "redis\nno tests\n")
    }

    func testUnansweredYesUnderDefaultsIsAnError() throws {
        let h = try harness(defaults: true, terminal: ScriptedTerminal(interactive: true, answers: ["y"]))
        XCTAssertThrowsError(try h.run("yes?(\"Use Redis?\", name: \"redis\")")) { error in
            XCTAssertEqual(
                (error as? RuntimeError)?.message,
                "no answer to \"Use Redis?\" and no default (--defaults was given): pass --set \"Use Redis?=yes\" or --set redis=yes")
        }
    }
}
