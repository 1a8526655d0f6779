import BootstrapYAML
import Diagnostics
import Foundation

/// Reads `_questions:` into declarations, reporting every mistake at its key or value: an unknown
/// type, a choice without choices, a `validate:` that does not fit the type, a literal default its
/// own validation refuses, and a `when:` that names a question not declared before it. These are
/// config errors, so `bootstrap check` reports them and no run starts with them.
extension ConfigValidation {
    static let questionKeys = ["type", "help", "default", "choices", "validate", "when"]

    func questions(_ node: Node) -> [QuestionDeclaration] {
        guard case .mapping(let pairs, _) = node else {
            error(.configQuestion, "'_questions' must be a mapping of question names, not \(node.kindDescription)", at: node)
            return []
        }
        var result: [QuestionDeclaration] = []
        for (key, value) in pairs {
            guard let name = keyName(key, "a question name") else { continue }
            guard name.range(of: "^[A-Za-z_][A-Za-z0-9_]*$", options: .regularExpression) != nil else {
                error(.configQuestion, "question name '\(name)' must be letters, digits and '_' (it is read as answers[:\(name)])", at: key)
                continue
            }
            if let question = question(name, key: key, value: value, earlier: result.map(\.name)) { result.append(question) }
        }
        return result
    }

    private func question(_ name: String, key: Node, value: Node, earlier: [String]) -> QuestionDeclaration? {
        guard case .mapping(let pairs, _) = value else {
            error(.configQuestion, "question '\(name)' must be a mapping with at least 'type:', not \(value.kindDescription)", at: value)
            return nil
        }
        var question = QuestionDeclaration(name: name, kind: .str, location: location(key))
        var defaultNode: Node?
        var kindGiven = false
        for (optionKey, optionValue) in pairs {
            guard let option = keyName(optionKey, "a question key") else { continue }
            switch option {
            case "type":
                let kinds = QuestionDeclaration.Kind.allCases.map(\.rawValue)
                guard let text = string(optionValue), let kind = QuestionDeclaration.Kind(rawValue: text) else {
                    var message = "question '\(name)': unknown type '\(optionValue.scalarText ?? optionValue.kindDescription)'"
                    if let suggestion = Suggestions.closest(to: optionValue.scalarText ?? "", in: kinds) { message += " (did you mean '\(suggestion)'?)" }
                    error(.configQuestion, message + "; the types are: \(kinds.joined(separator: ", "))", at: optionValue)
                    return nil
                }
                question.kind = kind
                kindGiven = true
            case "help": question.help = string(optionValue)
            case "default":
                defaultNode = optionValue
                question.defaultText = optionValue.sequenceItems.map { items in items.compactMap(\.scalarText).joined(separator: ",") }
                    ?? optionValue.scalarText
            case "choices": question.choices = stringList(optionValue, key: "choices") ?? []
            case "validate": validation(optionValue, into: &question)
            case "when":
                question.condition = string(optionValue)
                checkCondition(optionValue, of: name, earlier: earlier)
            default: unknownKey("question key", optionKey, known: Self.questionKeys)
            }
        }
        if !kindGiven { error(.configQuestion, "question '\(name)' has no 'type:' (one of: \(QuestionDeclaration.Kind.allCases.map(\.rawValue).joined(separator: ", ")))", at: key) }
        if [.choice, .multichoice].contains(question.kind), question.choices.isEmpty {
            error(.configQuestion, "question '\(name)' is a \(question.kind.rawValue) and needs 'choices:'", at: key)
        }
        if let pattern = question.pattern, (try? NSRegularExpression(pattern: pattern)) == nil {
            error(.configQuestion, "question '\(name)': 'validate' is not a valid regular expression: /\(pattern)/", at: key)
        }
        // A default with ERB depends on earlier answers and is checked when it is rendered.
        if let defaultNode, let text = question.defaultText, !text.contains("<%"), question.convert(text) == nil {
            error(.configQuestion, "question '\(name)': the default '\(text)' is not accepted by the question (it accepts \(question.accepts))", at: defaultNode)
        }
        return question
    }

    private func validation(_ node: Node, into question: inout QuestionDeclaration) {
        if let pattern = string(node) {
            question.pattern = pattern.hasPrefix("/") && pattern.hasSuffix("/") && pattern.count > 1
                ? String(pattern.dropFirst().dropLast()) : pattern
            return
        }
        guard case .mapping(let pairs, _) = node else {
            error(.configQuestion, "'validate' must be a regular expression or a mapping with 'min:'/'max:', not \(node.kindDescription)", at: node)
            return
        }
        for (key, value) in pairs {
            let option = key.scalarText ?? ""
            guard ["min", "max"].contains(option) else { unknownKey("validate key", key, known: ["min", "max"]); continue }
            guard let number = value.scalarText.flatMap(Double.init) else {
                error(.configQuestion, "'validate: \(option)' must be a number, not \(value.kindDescription)", at: value)
                continue
            }
            if option == "min" { question.minimum = number } else { question.maximum = number }
        }
    }

    /// Every `answers[:x]` / `answers["x"]` in a `when:` must name a question declared before it.
    private func checkCondition(_ node: Node, of name: String, earlier: [String]) {
        guard let text = string(node) else {
            error(.configQuestion, "question '\(name)': 'when' must be a condition such as 'answers[:database] != \"none\"'", at: node)
            return
        }
        for referenced in Self.referencedAnswers(in: text) where !earlier.contains(referenced) {
            var message = "question '\(name)': 'when' reads answers[:\(referenced)], which is not a question declared before it"
            if let suggestion = Suggestions.didYouMean(referenced, in: earlier) { message += " (\(suggestion))" }
            error(.configQuestion, message, at: node)
        }
    }

    static func referencedAnswers(in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: #"answers\[\s*(?::|["'])([A-Za-z_][A-Za-z0-9_]*)"#) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
