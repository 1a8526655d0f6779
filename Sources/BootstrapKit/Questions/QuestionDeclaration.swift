import Diagnostics
import Foundation
import RubyText
import RunnerLanguage

/// One question a template declares under `_questions:` in config.yml (docs/questions.md). Unlike
/// `ask` in runner code, a declared question is known before anything runs, so all of them are
/// answered first, `bootstrap check` can validate them, and their answers are saved in
/// `.bootstrap.yml` for later runs.
public struct QuestionDeclaration {
    public enum Kind: String, CaseIterable {
        case str, int, float, bool, choice, multichoice, path, secret
    }

    public var name: String
    public var kind: Kind
    public var help: String?
    /// As written: ERB over earlier answers (`<%= answers[:app] %>_db`), rendered when asked.
    public var defaultText: String?
    public var choices: [String] = []
    /// `validate:` as a regular expression (text kinds).
    public var pattern: String?
    /// `validate: {min:, max:}` (number kinds).
    public var minimum: Double?
    public var maximum: Double?
    /// A Ruby condition over earlier answers (`answers[:database] != "none"`); false skips the question.
    public var condition: String?
    public var location: SourceLocation

    /// Secret answers are never written to `.bootstrap.yml`.
    public var isSaved: Bool { kind != .secret }

    /// The text shown on the terminal: the help when there is one, else the name.
    public var prompt: String { help ?? name }

    /// What the question accepts, for error messages: `one of: sqlite, postgres`.
    public var accepts: String {
        switch kind {
        case .str, .path, .secret:
            return pattern.map { "text matching /\($0)/" } ?? "any text"
        case .int, .float:
            var text = kind == .int ? "a whole number" : "a number"
            if let minimum { text += " from \(Self.number(minimum))" }
            if let maximum { text += " up to \(Self.number(maximum))" }
            return text
        case .bool: return "yes or no (y, yes, true, n, no, false)"
        case .choice: return "one of: \(choices.joined(separator: ", "))"
        case .multichoice: return "a comma-separated list of: \(choices.joined(separator: ", "))"
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The typed answer for `text` (from `--set`, a file, the terminal or a default), or nil when
    /// the question does not accept it.
    public func convert(_ text: String) -> Value? {
        switch kind {
        case .str, .path, .secret:
            if kind == .path, text.isEmpty { return nil }
            if let pattern, !Self.matches(pattern, text) { return nil }
            return .str(text)
        case .int:
            guard let number = Int(text.trimmingCharacters(in: .whitespaces)), inRange(Double(number)) else { return nil }
            return .integer(number)
        case .float:
            guard let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite, inRange(number) else { return nil }
            return .float(number)
        case .bool:
            return Prompter.yesOrNo(text.trimmingCharacters(in: .whitespaces)).map { .bool($0) }
        case .choice:
            return choices.contains(text) ? .str(text) : nil
        case .multichoice:
            let picked = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard picked.allSatisfy(choices.contains) else { return nil }
            return .array(ArrayBox(picked.map { .str($0) }))
        }
    }

    private func inRange(_ number: Double) -> Bool {
        if let minimum, number < minimum { return false }
        if let maximum, number > maximum { return false }
        return true
    }

    static func matches(_ pattern: String, _ text: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// The answer as text again: how it is saved and how `--set` would spell it.
    public static func text(of value: Value) -> String {
        switch value {
        case .string(let s): return s.value
        case .integer(let i): return String(i)
        case .float(let d): return RubyFloat.text(d)
        case .bool(let b): return b ? "true" : "false"
        case .array(let a): return a.elements.map { text(of: $0) }.joined(separator: ",")
        default: return ""
        }
    }
}
