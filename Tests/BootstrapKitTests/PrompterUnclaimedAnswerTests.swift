@testable import BootstrapKit
import RunnerLanguage
import XCTest

/// After a run, the prompter names every `--set` that no question took; an answer a question
/// refuses carries the bad-input code.
final class PrompterUnclaimedAnswerTests: XCTestCase {
    private let call = FixedCallContext(file: "runners/db.rb", line: 2, column: 8, sourceLine: "ask(\"Database name?\")")

    func testEveryAnswerTakenByNameOrTextLeavesNothingUnclaimed() throws {
        let prompter = Prompter(answers: ["db": "blog", "Use rspec?": "yes"], useDefaults: false, terminal: ScriptedTerminal())
        _ = try prompter.ask(.init("Database name?", name: "db"), context: call)
        _ = try prompter.confirm(.init("Use rspec?"), expectYes: true, context: call)
        XCTAssertNil(prompter.unclaimedAnswers())
    }

    /// A question asked counts for its name and its text, whichever the answer was given by, and
    /// whether or not a default answered it.
    func testAnAskedQuestionClaimsBothItsNameAndItsText() throws {
        let prompter = Prompter(answers: ["Database name?": "blog"], useDefaults: true, terminal: ScriptedTerminal())
        _ = try prompter.ask(.init("Database name?", name: "db"), context: call)
        XCTAssertNil(prompter.unclaimedAnswers())
    }

    func testAMisspelledNameIsNamedWithTheClosestQuestion() throws {
        let prompter = Prompter(answers: ["knid": "library", "zzz": "1"], useDefaults: false, terminal: ScriptedTerminal())
        _ = try prompter.ask(.init("Library only?", default: "tool", name: "kind"), context: call)
        let diagnostic = try XCTUnwrap(prompter.unclaimedAnswers())
        XCTAssertEqual(diagnostic.code, "unknown-answer")
        XCTAssertEqual(
            diagnostic.message,
            "no question took --set knid=library (did you mean 'kind'?), --set zzz=1; the questions asked were: kind, \"Library only?\"")
    }

    func testBeforeAnyQuestionEveryAnswerIsUnclaimed() throws {
        let prompter = Prompter(answers: ["name": "x"], useDefaults: false, terminal: ScriptedTerminal())
        XCTAssertEqual(prompter.unclaimedAnswers()?.message, "no question took --set name=x; the run asked no question")
    }

    func testARefusedAnswerIsBadInput() {
        let prompter = Prompter(answers: ["kind": "app", "rspec": "maybe"], useDefaults: false, terminal: ScriptedTerminal())
        XCTAssertThrowsError(try prompter.ask(.init("Kind?", limitedTo: ["library", "tool"], name: "kind"), context: call)) { error in
            XCTAssertEqual((error as? RuntimeError)?.code, Prompter.badAnswerCode)
        }
        XCTAssertThrowsError(try prompter.confirm(.init("Rspec?", name: "rspec"), expectYes: true, context: call)) { error in
            XCTAssertEqual((error as? RuntimeError)?.code, Prompter.badAnswerCode)
        }
    }
}
