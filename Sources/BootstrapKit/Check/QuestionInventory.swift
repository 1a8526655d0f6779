import Diagnostics
import RunnerLanguage

/// The questions a template's runners ask with `ask`, `yes?` and `no?`, read from their calls
/// without running them, so that every `--set` and `--answers` key and value is checked before
/// the run prints its first line (`AnswerCheck`). A call whose keys only the run knows (a computed
/// text and no literal `name:`), an `apply` of a file the check cannot read, or a template that
/// defines its own `ask` makes the list incomplete: then an unknown key is only known after the run.
public struct QuestionInventory: Sendable {
    /// One call of `ask`, `yes?` or `no?` with literal keys.
    public struct Question: Sendable {
        /// The keys a `--set` may name it by: its `name:`, then its text.
        public var keys: [String]
        /// `yes?`/`no?`: the answer must be yes or no.
        public var confirms: Bool
        /// A literal `limited_to:` list.
        public var limitedTo: [String]?
        public var location: SourceLocation
        public var source: SourceText
    }

    public var questions: [Question] = []
    /// Whether every question of the run is in `questions`.
    public var complete = true

    public var keys: [String] {
        var seen = Set<String>()
        return questions.flatMap(\.keys).filter { seen.insert($0).inserted }
    }

    mutating func add(_ other: QuestionInventory) {
        questions += other.questions
        complete = complete && other.complete
    }

    static let actions: Set<String> = ["ask", "yes?", "no?"]

    /// Notes the question a call of `ask`/`yes?`/`no?` asks; a call it cannot read leaves the list incomplete.
    mutating func note(_ call: Call, at node: Node, source: SourceText) {
        guard !call.arguments.contains(where: { if case .splat = $0.kind { return true } else { return false } }) else {
            complete = false
            return
        }
        var options = call.keywords ?? []
        // Thor's `ask(statement, color, options)`: a last positional Hash holds the options.
        if let last = call.arguments.dropFirst().last, case .hash(let entries) = last.kind { options = entries }
        var name: String?, limitedTo: [String]?
        for entry in options {
            guard case .pair(let key, let value) = entry else {
                complete = false
                return
            }
            switch key.literalName {
            case "name":
                guard let literal = value.literalName else {
                    complete = false
                    return
                }
                name = literal
            case "limited_to":
                if case .array(let elements) = value.kind {
                    let literals = elements.compactMap(\.literalName)
                    if literals.count == elements.count { limitedTo = literals }
                }
            default:
                continue
            }
        }
        let text = call.arguments.first?.literalName
        // Without a literal name, the text is the only key: one the run computes is unknown here.
        if name == nil, text == nil { complete = false }
        let keys = [name, text].compactMap { $0 }
        guard !keys.isEmpty else { return }
        questions.append(Question(keys: keys, confirms: call.name != "ask", limitedTo: limitedTo, location: node.location, source: source))
    }
}
