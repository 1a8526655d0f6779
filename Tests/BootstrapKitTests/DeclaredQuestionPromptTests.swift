@testable import BootstrapKit
import Diagnostics
import RunnerLanguage
import XCTest

/// A declared choice on the terminal lists numbered options and takes a number or the option;
/// an answer it does not accept is refused and asked again.
final class DeclaredQuestionPromptTests: XCTestCase {
    private func question(_ kind: QuestionDeclaration.Kind, choices: [String] = []) -> QuestionDeclaration {
        var question = QuestionDeclaration(name: "database", kind: kind, location: SourceLocation(file: "config.yml", line: 2, column: 3))
        question.choices = choices
        question.help = "Database?"
        return question
    }

    func testChoiceIsAskedWithNumberedOptions() {
        let terminal = ScriptedTerminal(interactive: true, answers: ["3", "2"])
        let prompter = Prompter(answers: [:], useDefaults: false, terminal: terminal)
        let choice = question(.choice, choices: ["sqlite", "postgres"])
        let value = prompter.askDeclared(
            choice.prompt, default: "sqlite", choices: choice.choices, accept: choice.convert, accepts: choice.accepts)
        XCTAssertEqual(value.map(QuestionDeclaration.text(of:)), "postgres")
        XCTAssertEqual(
            terminal.output,
            "  1) sqlite\n  2) postgres\nDatabase? (sqlite) 3\nYour response must be one of: sqlite, postgres. Please try again.\nDatabase? (sqlite) 2\n")
    }

    func testEnterTakesTheDefaultAndMultichoiceTakesNumbers() {
        let terminal = ScriptedTerminal(interactive: true, answers: ["", "1, 3"])
        let prompter = Prompter(answers: [:], useDefaults: false, terminal: terminal)
        let choice = question(.choice, choices: ["sqlite", "postgres"])
        XCTAssertEqual(
            prompter.askDeclared(choice.prompt, default: "sqlite", choices: choice.choices, accept: choice.convert, accepts: choice.accepts)
                .map(QuestionDeclaration.text(of:)), "sqlite")
        let many = question(.multichoice, choices: ["rspec", "rubocop", "docker"])
        XCTAssertEqual(
            prompter.askDeclared(many.prompt, default: nil, choices: many.choices, accept: many.convert, accepts: many.accepts)
                .map(QuestionDeclaration.text(of:)), "rspec,docker")
    }

    func testConversionByType() {
        var number = question(.int)
        number.minimum = 1
        number.maximum = 8
        XCTAssertNil(number.convert("9"))
        XCTAssertNil(number.convert("two"))
        XCTAssertEqual(number.convert("8").map(QuestionDeclaration.text(of:)), "8")
        XCTAssertEqual(question(.bool).convert("yes").map(QuestionDeclaration.text(of:)), "true")
        XCTAssertNil(question(.bool).convert("maybe"))
        XCTAssertEqual(question(.float).convert("2.5").map(QuestionDeclaration.text(of:)), "2.5")
        var text = question(.str)
        text.pattern = "^[a-z]+$"
        XCTAssertNil(text.convert("Blog"))
        XCTAssertNotNil(text.convert("blog"))
    }
}
