import Diagnostics
import RunnerLanguage

/// The commands a template can run, as `note` findings: a reviewer sees every command before
/// trusting the template. What a call runs is what its table entry says (`ActionDefinition.command`),
/// given the call's literal words, so check lists `rake "db:migrate"` as the run executes it.
enum CommandInventory {
    /// The note for a call of an action that runs commands, and a warning when a command holds
    /// control characters; nothing for any other action.
    static func findings(for call: Call, definition: ActionDefinition, at node: Node, source: SourceText) -> [Diagnostic] {
        guard let describe = definition.command else { return [] }
        let commands = describe(words(of: call, definition)).joined(separator: "; ")
        let note = Diagnostic(.note, code: .runsCommand, message: "runs a command: \(commands)", at: node.location, in: source)
        return [note] + [controlCharacters(in: commands, what: "the command", at: node, source: source)].compactMap { $0 }
    }

    /// A backtick or `%x()` string.
    static func findings(forCommandString parts: [StringPart], at node: Node, source: SourceText) -> [Diagnostic] {
        let command = text(parts)
        let note = Diagnostic(.note, code: .runsCommand, message: "runs a command: \(command)", at: node.location, in: source)
        return [note] + [controlCharacters(in: command, what: "the command", at: node, source: source)].compactMap { $0 }
    }

    /// A warning when `text` (a command, a URL) holds characters a terminal acts on (`\e`, `\r`,
    /// bidirectional controls …): written into a template they can only serve to make the consent
    /// question show something else than what runs (docs/safety.md, "The terminal shows the truth").
    static func controlCharacters(in text: String, what: String, at node: Node, source: SourceText) -> Diagnostic? {
        var shown: [String] = []
        for scalar in text.unicodeScalars where TerminalText.isEscaped(scalar) {
            let escaped = TerminalText.escaped(String(scalar))
            if !shown.contains(escaped) { shown.append(escaped) }
        }
        guard !shown.isEmpty else { return nil }
        return Diagnostic(
            .warning, code: .controlCharacter,
            message: "\(what) holds control characters that a terminal would act on (\(shown.joined(separator: " "))): \(text)",
            at: node.location, in: source)
    }

    /// A call's arguments as command words, read as the run reads them (`ActionCall`): a positional
    /// Hash where the entry takes its options from one, then the keywords.
    static func words(of call: Call, _ definition: ActionDefinition) -> CommandWords {
        var arguments = call.arguments
        var entries = call.keywords ?? []
        let hashIndex = definition.options.index(count: arguments.count, hasKeywords: call.keywords != nil) {
            if case .hash = arguments[$0].kind { true } else { false }
        }
        if let hashIndex, case .hash(let hashEntries) = arguments[hashIndex].kind {
            entries = hashEntries
            arguments.remove(at: hashIndex)
        }
        let positional = arguments.enumerated().map { index, node in
            definition.joinsArrays && index > 0 ? joined(node) : text(node)
        }
        let options = entries.compactMap { entry -> CommandWords.Option? in
            guard case .pair(let key, let value) = entry else { return nil }
            return CommandWords.Option(key: key.literalName ?? text(key), text: text(value), isSet: isSet(value))
        }
        return CommandWords(positional: positional, options: options, rails: "rails")
    }

    /// An argument as a reviewer reads it: literals as the run turns them into text (`to_s`),
    /// anything computed as `#{…}`.
    private static func text(_ node: Node) -> String {
        switch node.kind {
        case .string(let parts): return text(parts)
        case .symbol(let name): return name
        case .integer(let value): return String(value)
        case .trueLiteral: return "true"
        case .falseLiteral: return "false"
        case .nilLiteral: return ""
        default: return "#{…}"
        }
    }

    /// `Array#join`: an Array literal's elements, flattened, joined by spaces.
    private static func joined(_ node: Node) -> String {
        if case .array(let elements) = node.kind { return elements.map(joined).joined(separator: " ") }
        return text(node)
    }

    /// Whether an option's value is set: false and nil are not; what only the run knows counts as set.
    private static func isSet(_ node: Node) -> Bool {
        switch node.kind {
        case .falseLiteral, .nilLiteral: return false
        default: return true
        }
    }

    private static func text(_ parts: [StringPart]) -> String {
        parts.map { part -> String in
            if case .text(let piece) = part { return piece }
            return "#{…}"
        }.joined()
    }
}
