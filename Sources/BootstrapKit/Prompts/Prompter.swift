import Diagnostics
import Foundation
import RunnerLanguage

/// Answers the questions a template asks (`ask`, `yes?`, `no?`), in this order:
///   1. `--set KEY=VALUE`, where KEY is the `name:` the template gave the question or, failing
///      that, the question text exactly as written (`--set "Database name?=blog"`);
///   2. the answer the project's `.bootstrap.yml` saved under the same key (`prompts:`), so a
///      later `apply` or an `update`'s regenerations do not ask the user again;
///   3. the user, on an interactive terminal (unless `--defaults`), prompted as Thor does;
///   4. the question's default.
/// Every answer but those of `echo: false` questions (passwords) is kept in `promptAnswers`,
/// for `.bootstrap.yml`.
/// A question with no answer from any of these is an error that says how to pass one, so a CI
/// run never blocks and never silently invents an answer.
///
/// Which `--set` names exist is only known by running: questions are asked by runner code, with
/// texts and names it may compute. So the prompter keeps every key a question of the run could
/// take (its name and its text), and after the run `unclaimedAnswers()` names each `--set` that no
/// question took (a typo such as `knid=library`); the run then fails as bad input and leaves
/// nothing behind, like any failed run.
public final class Prompter {
    public struct Question {
        public var text: String
        public var defaultAnswer: String?
        /// The only answers accepted (Thor's `limited_to:`), compared exactly.
        public var limitedTo: [String]?
        /// The key for `--set name=value`, for questions whose text is long or changes.
        public var name: String?
        /// Asked with `echo: false` (a password): its answer is never saved.
        public var secret: Bool

        public init(
            _ text: String, default defaultAnswer: String? = nil, limitedTo: [String]? = nil, name: String? = nil,
            secret: Bool = false
        ) {
            self.text = text
            self.defaultAnswer = defaultAnswer
            self.limitedTo = limitedTo
            self.name = name
            self.secret = secret
        }

        /// The key its answer is saved under: the `name:` when given (it stays the same when the
        /// text is reworded), else the text as written.
        public var savedKey: String { name ?? text }
    }

    private let answers: [String: String]
    private let useDefaults: Bool
    private let terminal: Terminal
    /// The names and texts of the questions asked so far, in the order asked.
    public private(set) var askedKeys: [String] = []
    /// The answers to the template's declared `_questions`, as runners and `.tt` files read them:
    /// `answers[:name]`, and `answers["name"]` through the default block.
    public let declaredAnswers: HashBox = {
        let hash = HashBox()
        hash.defaultProc = ProcValue(isLambda: false, arity: 2, parameterCount: 2, location: nil) { arguments in
            guard arguments.positional.count == 2, case .hash(let box) = arguments.positional[0],
                case .string(let key) = arguments.positional[1]
            else { return .nil }
            return box[.symbol(key.value)] ?? .nil
        }
        return hash
    }()
    /// The declared answers `.bootstrap.yml` keeps (every one but `secret` ones), in the order asked.
    public var savedAnswers: [(name: String, value: Value)] = []
    /// The answers to runner prompts that `.bootstrap.yml` saved (`prompts:`), by `savedKey`.
    /// Offered, not given: unlike a `--set`, one no question takes is no error (the new version
    /// of a template may no longer ask it).
    public var savedPrompts: [String: String] = [:]
    /// The answers to runner prompts for `.bootstrap.yml`, by `savedKey`, in the order first
    /// asked; `yes?`/`no?` answers as `yes` or `no`. Not the `echo: false` ones.
    public private(set) var promptAnswers: [(key: String, value: String)] = []
    /// Whether the user typed an answer on the terminal this run. Only such an answer makes `apply`
    /// create `.bootstrap.yml` in a project that has none: `--set`, `--answers` and `--defaults` can
    /// be given again the same way, and a project the template only edited stays as
    /// `rails app:template` leaves it.
    public private(set) var typedAnAnswer = false

    public init(answers: [String: String], useDefaults: Bool, terminal: Terminal) {
        self.answers = answers
        self.useDefaults = useDefaults
        self.terminal = terminal
    }

    /// `ask(question, default:, limited_to:, name:)`: the answer as a string.
    public func ask(_ question: Question, context: CallContext) throws -> String {
        let answer = try answer(question, context: context)
        keep(answer, for: question)
        return answer
    }

    private func answer(_ question: Question, context: CallContext) throws -> String {
        if let given = presetAnswer(for: question) {
            if let allowed = question.limitedTo, !allowed.contains(given) {
                var error = context.error(
                    "ArgumentError",
                    "the answer '\(given)' given with --set for \(quoted(question.text)) is not one of: \(allowed.joined(separator: ", "))")
                error.code = Self.badAnswerCode
                throw error
            }
            return given
        }
        // A saved answer the question no longer accepts (its `limited_to:` changed) is asked again.
        if let saved = savedPrompts[question.savedKey], question.limitedTo?.contains(saved) ?? true { return saved }
        if terminal.isInteractive && !useDefaults {
            if let typed = try askOnTerminal(question) { return typed }
        }
        if let fallback = question.defaultAnswer { return fallback }
        throw unanswered(question, example: "VALUE", context: context)
    }

    /// `yes?(question)` (`expectYes` true) or `no?(question)`: whether the answer is the one asked
    /// about. On the terminal any answer is accepted as Thor does (only y/yes, or n/no, count);
    /// an answer given with `--set` must be one of yes/y/true/no/n/false, so a typo is reported
    /// instead of silently meaning "no".
    public func confirm(_ question: Question, expectYes: Bool, context: CallContext) throws -> Bool {
        let meaning = try confirmation(question, expectYes: expectYes, context: context)
        // Saved as what the user meant, so `yes?` and `no?` of the same question read it alike.
        keep(meaning == expectYes ? "yes" : "no", for: question)
        return meaning
    }

    private func confirmation(_ question: Question, expectYes: Bool, context: CallContext) throws -> Bool {
        if let given = presetAnswer(for: question) {
            guard let meaning = Self.yesOrNo(given) else {
                var error = context.error(
                    "ArgumentError",
                    "the answer '\(given)' given with --set for \(quoted(question.text)) is not yes or no")
                error.code = Self.badAnswerCode
                throw error
            }
            return meaning == expectYes
        }
        if let saved = savedPrompts[question.savedKey].flatMap(Self.yesOrNo) { return saved == expectYes }
        let pattern = expectYes ? ["y", "yes"] : ["n", "no"]
        if terminal.isInteractive && !useDefaults, let typed = try askOnTerminal(question) {
            return pattern.contains(typed.lowercased())
        }
        if let fallback = question.defaultAnswer { return pattern.contains(fallback.lowercased()) }
        throw unanswered(question, example: "yes", context: context)
    }

    private func keep(_ answer: String, for question: Question) {
        guard !question.secret, !promptAnswers.contains(where: { $0.key == question.savedKey }) else { return }
        promptAnswers.append((question.savedKey, answer))
    }

    /// The `--set` (or `--answers` file) answer for a declared question, which counts as taking it.
    public func presetAnswer(named name: String) -> String? {
        if !askedKeys.contains(name) { askedKeys.append(name) }
        return answers[name]
    }

    /// Whether a declared question may be asked on the terminal.
    public var asksOnTerminal: Bool { terminal.isInteractive && !useDefaults }

    /// A declared question on the terminal, in the prompt style of `ask`; a choice lists numbered
    /// options and takes a number or the option itself. `accept` converts the text (nil refuses it,
    /// and the question is asked again). nil at end of input.
    public func askDeclared(
        _ text: String, default defaultAnswer: String?, choices: [String], accept: (String) -> Value?, accepts: String
    ) -> Value? {
        for (index, choice) in choices.enumerated() { terminal.write("  \(index + 1)) \(TerminalText.escaped(choice))\n") }
        let prompt = TerminalText.escaped([text, defaultAnswer.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")) + " "
        while true {
            guard let line = terminal.readLine(prompt: prompt) else { return nil }
            var answer = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if answer.isEmpty, let defaultAnswer { answer = defaultAnswer }
            if !choices.isEmpty {
                answer = answer.split(separator: ",").map { part -> String in
                    let word = part.trimmingCharacters(in: .whitespaces)
                    if let number = Int(word), number >= 1, number <= choices.count { return choices[number - 1] }
                    return word
                }.joined(separator: ",")
            }
            if let value = accept(answer) { typedAnAnswer = true; return value }
            terminal.write("Your response must be \(TerminalText.escaped(accepts)). Please try again.\n")
        }
    }

    private func presetAnswer(for question: Question) -> String? {
        for key in [question.name, question.text].compactMap({ $0 }) where !askedKeys.contains(key) { askedKeys.append(key) }
        if let name = question.name, let value = answers[name] { return value }
        return answers[question.text]
    }

    /// Thor's `ask_simply`/`ask_filtered`: `Question [a, b] (default) `, Enter takes the default,
    /// an answer outside `limited_to` is refused and asked again. nil at end of input.
    private func askOnTerminal(_ question: Question) throws -> String? {
        var text = question.text
        if let allowed = question.limitedTo { text += " [\(allowed.joined(separator: ", "))]" }
        // The question is the template's text: shown escaped (docs/safety.md, "The terminal shows the truth").
        let prompt = TerminalText.escaped([text, question.defaultAnswer.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")) + " "
        while true {
            guard let line = terminal.readLine(prompt: prompt) else { return nil }
            typedAnAnswer = true
            var answer = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if answer.isEmpty, let fallback = question.defaultAnswer { answer = fallback }
            guard let allowed = question.limitedTo else { return answer }
            if allowed.contains(answer) { return answer }
            terminal.write("Your response must be one of: [\(TerminalText.escaped(allowed.joined(separator: ", ")))]. Please try again.\n")
        }
    }

    private func unanswered(_ question: Question, example: String, context: CallContext) -> RuntimeError {
        var how = "pass --set \(shellQuoted(question.text + "=" + example))"
        if let name = question.name { how += " or --set \(name)=\(example)" }
        let why = useDefaults ? "--defaults was given"
            : terminal.isInteractive ? "the input ended" : "there is no terminal to ask on"
        var error = context.error("RuntimeError", "no answer to \(quoted(question.text)) and no default (\(why)): \(how)")
        error.code = .noAnswer
        return error
    }

    /// An answer given with `--set` that the question does not take: bad input (exit 2), as a
    /// wrong flag value is, not a failed generation.
    public static let badAnswerCode = DiagnosticCode.badAnswer

    static func yesOrNo(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "y", "yes", "true": return true
        case "n", "no", "false": return false
        default: return nil
        }
    }

    /// A bad-input error naming every `--set` that no question of the run took, each with the
    /// closest question name or text; nil when every answer was taken.
    public func unclaimedAnswers() -> Diagnostic? {
        let unclaimed = answers.keys.filter { !askedKeys.contains($0) }.sorted()
        guard !unclaimed.isEmpty else { return nil }
        let parts = unclaimed.map { key -> String in
            var part = "--set \(shellQuoted(key + "=" + answers[key]!))"
            if let suggestion = Suggestions.didYouMean(key, in: askedKeys) { part += " (\(suggestion))" }
            return part
        }
        let asked = askedKeys.isEmpty ? "the run asked no question"
            : "the questions asked were: " + askedKeys.map { shellQuoted($0) }.joined(separator: ", ")
        return Diagnostic(
            code: .unknownAnswer,
            message: "no question took \(parts.joined(separator: ", ")); \(asked)")
    }

    private func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// Double quotes as a user would type them in a shell, so the hint can be pasted as is.
    private func shellQuoted(_ text: String) -> String {
        let safe = text.allSatisfy { $0.isLetter || $0.isNumber || "_-.=/:".contains($0) }
        if safe { return text }
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "$", with: "\\$").replacingOccurrences(of: "`", with: "\\`")
        return "\"\(escaped)\""
    }
}
