import Diagnostics
import Foundation
import RunnerLanguage

/// Answers a template's declared `_questions`, in order and before any runner runs, so a run
/// never writes a file and then stops on a question. Each answer comes from, first first:
/// `--set name=value` (or `--answers FILE.yml`), the answers saved in the project's
/// `.bootstrap.yml`, the user on a terminal (unless `--defaults`), the default (ERB over earlier
/// answers). A question whose `when:` is false is skipped and has no answer.
struct DeclaredQuestions {
    let questions: [QuestionDeclaration]
    /// config.yml as messages name it.
    let configPath: String
    /// What `.bootstrap.yml` recorded, as text (`QuestionDeclaration.text(of:)`).
    let saved: [String: String]

    func ask(with prompter: Prompter, interpreter: ScriptInterpreter) throws {
        let renderer = TemplateRenderer(interpreter: interpreter)
        for question in questions {
            if let condition = question.condition {
                let source = SourceText(path: configPath, text: condition)
                let program = try RunnerParser.parse(source)
                guard try interpreter.run(program, filePath: configPath).isTruthy else { continue }
            }
            let value = try answer(question, prompter: prompter, renderer: renderer)
            prompter.declaredAnswers[.symbol(question.name)] = value
            if question.isSaved { prompter.savedAnswers.append((question.name, value)) }
        }
    }

    private func answer(_ question: QuestionDeclaration, prompter: Prompter, renderer: TemplateRenderer) throws -> Value {
        if let given = prompter.presetAnswer(named: question.name) {
            guard let value = question.convert(given) else { throw refused(given, question, from: "--set") }
            return value
        }
        if let recorded = saved[question.name], let value = question.convert(recorded) { return value }
        let defaultText = try question.defaultText.map { try renderer.render($0, path: configPath) }
        if prompter.asksOnTerminal,
            let typed = prompter.askDeclared(
                question.prompt, default: defaultText, choices: question.choices, accept: question.convert, accepts: question.accepts)
        {
            return typed
        }
        if let defaultText {
            guard let value = question.convert(defaultText) else { throw refused(defaultText, question, from: "the default") }
            return value
        }
        throw Diagnostic(
            code: .noAnswer,
            message: "no answer to question '\(question.name)' and no default: pass --set \(question.name)=VALUE (it accepts \(question.accepts))",
            at: question.location)
    }

    private func refused(_ text: String, _ question: QuestionDeclaration, from origin: String) -> Diagnostic {
        Diagnostic(
            code: .badAnswer,
            message: "\(origin) answer '\(text)' to question '\(question.name)' is not accepted: it accepts \(question.accepts)",
            at: question.location)
    }
}
