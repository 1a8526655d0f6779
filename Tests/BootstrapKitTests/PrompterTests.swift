@testable import BootstrapKit
import RunnerLanguage
import XCTest

final class PrompterTests: XCTestCase {
    private let call = FixedCallContext(file: "runners/db.rb", line: 2, column: 8, sourceLine: "name = ask(\"Database name?\")")

    private func prompter(_ answers: [String: String] = [:], defaults: Bool = false, terminal: ScriptedTerminal = ScriptedTerminal())
        -> Prompter
    {
        Prompter(answers: answers, useDefaults: defaults, terminal: terminal)
    }

    func testAnswerFromSetByQuestionText() throws {
        let answer = try prompter(["Database name?": "blog"]).ask(.init("Database name?"), context: call)
        XCTAssertEqual(answer, "blog")
    }

    func testAnswerFromSetByNameWinsOverText() throws {
        let p = prompter(["Database name?": "by-text", "db": "by-name"])
        XCTAssertEqual(try p.ask(.init("Database name?", name: "db"), context: call), "by-name")
    }

    func testSetAnswerIsUsedEvenOnATerminal() throws {
        let terminal = ScriptedTerminal(interactive: true, answers: ["typed"])
        XCTAssertEqual(try prompter(["Q?": "preset"], terminal: terminal).ask(.init("Q?"), context: call), "preset")
        XCTAssertEqual(terminal.prompts, [])
    }

    func testDefaultTakenWithoutATerminalOrWithDefaultsFlag() throws {
        XCTAssertEqual(try prompter().ask(.init("Port?", default: "3000"), context: call), "3000")
        let terminal = ScriptedTerminal(interactive: true, answers: ["4000"])
        XCTAssertEqual(try prompter(defaults: true, terminal: terminal).ask(.init("Port?", default: "3000"), context: call), "3000")
        XCTAssertEqual(terminal.prompts, [])
    }

    func testTerminalPromptIsThorsAndEnterTakesTheDefault() throws {
        let terminal = ScriptedTerminal(interactive: true, answers: ["", " sqlite "])
        let p = prompter(terminal: terminal)
        XCTAssertEqual(try p.ask(.init("Port?", default: "3000"), context: call), "3000")
        XCTAssertEqual(try p.ask(.init("Database?"), context: call), "sqlite")
        // Thor: `[statement, ("(#{default})" if default), nil].uniq.join(" ")`
        XCTAssertEqual(terminal.prompts, ["Port? (3000) ", "Database? "])
    }

    func testLimitedToReasksOnATerminal() throws {
        let terminal = ScriptedTerminal(interactive: true, answers: ["mongo", "pg"])
        let answer = try prompter(terminal: terminal).ask(.init("Database?", limitedTo: ["pg", "mysql"]), context: call)
        XCTAssertEqual(answer, "pg")
        XCTAssertEqual(terminal.prompts, ["Database? [pg, mysql] ", "Database? [pg, mysql] "])
        XCTAssertTrue(terminal.output.contains("Your response must be one of: [pg, mysql]. Please try again.\n"))
    }

    func testLimitedToRefusesASetAnswerOutsideTheList() {
        XCTAssertThrowsError(try prompter(["Database?": "mongo"]).ask(.init("Database?", limitedTo: ["pg", "mysql"]), context: call)) {
            XCTAssertEqual(
                ($0 as? RuntimeError)?.message,
                "the answer 'mongo' given with --set for \"Database?\" is not one of: pg, mysql")
        }
    }

    func testNoAnswerIsAnErrorSayingHowToPassOne() {
        XCTAssertThrowsError(try prompter().ask(.init("Database name?"), context: call)) { error in
            guard let error = error as? RuntimeError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.location, call.location)
            XCTAssertEqual(
                error.message,
                "no answer to \"Database name?\" and no default (there is no terminal to ask on): pass --set \"Database name?=VALUE\"")
        }
        XCTAssertThrowsError(try prompter(defaults: true).ask(.init("Database name?", name: "db"), context: call)) { error in
            XCTAssertEqual(
                (error as? RuntimeError)?.message,
                "no answer to \"Database name?\" and no default (--defaults was given): pass --set \"Database name?=VALUE\" or --set db=VALUE")
        }
    }

    func testYesAndNoFromSet() throws {
        let p = prompter(["Use Redis?": "yes", "Skip tests?": "n"])
        XCTAssertTrue(try p.confirm(.init("Use Redis?"), expectYes: true, context: call))
        XCTAssertFalse(try p.confirm(.init("Use Redis?"), expectYes: false, context: call))
        XCTAssertTrue(try p.confirm(.init("Skip tests?"), expectYes: false, context: call))
        XCTAssertThrowsError(try prompter(["Use Redis?": "sure"]).confirm(.init("Use Redis?"), expectYes: true, context: call))
    }

    func testYesOnTerminalIsThorsMatch() throws {
        let terminal = ScriptedTerminal(interactive: true, answers: ["Y", "yes", "nope", ""])
        let p = prompter(terminal: terminal)
        XCTAssertTrue(try p.confirm(.init("Use Redis?"), expectYes: true, context: call))
        XCTAssertTrue(try p.confirm(.init("Use Redis?"), expectYes: true, context: call))
        XCTAssertFalse(try p.confirm(.init("Use Redis?"), expectYes: true, context: call))
        XCTAssertFalse(try p.confirm(.init("Use Redis?"), expectYes: false, context: call))
        XCTAssertEqual(terminal.prompts.first, "Use Redis? ")
    }

    func testUnansweredYesIsAnErrorWithYesInTheHint() {
        XCTAssertThrowsError(try prompter().confirm(.init("Use Redis?"), expectYes: true, context: call)) {
            XCTAssertEqual(
                ($0 as? RuntimeError)?.message,
                "no answer to \"Use Redis?\" and no default (there is no terminal to ask on): pass --set \"Use Redis?=yes\"")
        }
    }
}
