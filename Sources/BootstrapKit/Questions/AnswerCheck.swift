import Diagnostics
import Foundation

/// Every `--set` and `--answers` answer checked against the questions a template asks, before the
/// run prints its first line: a declared question's answer must convert to its type; a `yes?`/`no?`
/// answer must be yes or no, and an `ask` answer one of a literal `limited_to:`; and, when the
/// runners' questions are all known (`QuestionInventory.complete`), every key must name one
/// (`unknown-answer`, with a did-you-mean). An answer from an `--answers` file is located in it.
/// Otherwise the run itself still reports what it meets (`Prompter`), as before.
enum AnswerCheck {
    static func findings(_ options: RunOptions, declared: [QuestionDeclaration], asked: QuestionInventory) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let declaredNames = declared.map(\.name)
        for key in options.answers.keys.sorted() {
            guard let value = options.answers[key] else { continue }
            let origin = Origin(key: key, value: value, options: options)
            if let question = declared.first(where: { $0.name == key }) {
                if question.convert(value) == nil {
                    findings.append(origin.diagnostic(
                        .badAnswer, "answer '\(value)' to question '\(key)' is not accepted: it accepts \(question.accepts)",
                        question: question.location, source: nil))
                }
                continue
            }
            let questions = asked.questions.filter { $0.keys.contains(key) }
            if let question = questions.first(where: { $0.confirms && Prompter.yesOrNo(value) == nil }) {
                findings.append(origin.diagnostic(
                    .badAnswer, "answer '\(value)' for \"\(question.keys.last ?? key)\" is not yes or no",
                    question: question.location, source: question.source))
            } else if let question = questions.first(where: { !$0.confirms && $0.limitedTo.map { !$0.contains(value) } ?? false }) {
                findings.append(origin.diagnostic(
                    .badAnswer, "answer '\(value)' for \"\(question.keys.last ?? key)\" is not one of: \((question.limitedTo ?? []).joined(separator: ", "))",
                    question: question.location, source: question.source))
            } else if questions.isEmpty, asked.complete {
                let known = declaredNames + asked.keys
                var message = "no question takes '\(key)'"
                if let suggestion = Suggestions.didYouMean(key, in: known) { message += " (\(suggestion))" }
                message += known.isEmpty ? "; the template asks no question"
                    : "; the template's questions: " + known.map { "'\($0)'" }.joined(separator: ", ")
                findings.append(origin.diagnostic(.unknownAnswer, message, question: nil, source: nil))
            }
        }
        return findings
    }

    /// Where an answer came from: `--set KEY=VALUE`, or its place in the `--answers` file.
    private struct Origin {
        let key: String
        let value: String
        let options: RunOptions

        func diagnostic(_ code: DiagnosticCode, _ message: String, question: SourceLocation?, source: SourceText?) -> Diagnostic {
            if let location = options.answerLocations[key] {
                // Fixed in the file: the error stands at the answer, and says where the question is.
                var notes: [String] = []
                if let question { notes.append("the question is asked at \(question)") }
                return Diagnostic(code: code, message: message, at: location, in: options.answersSource, notes: notes)
            }
            let message = "--set \(key)=\(value): " + message
            guard let question else { return Diagnostic(code: code, message: message) }
            return Diagnostic(code: code, message: message, at: question, in: source)
        }
    }
}
