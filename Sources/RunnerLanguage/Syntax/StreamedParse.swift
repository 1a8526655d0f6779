import Diagnostics
import Foundation

/// A large file streamed to its run: parsed in two parts on two threads as `parseInHalves` does,
/// except that the part before the split comes back as soon as it is parsed, the other thread
/// still parsing the rest, so the run starts on the first statements meanwhile. Parsed whole, the
/// 20,000-line benchmark runner kept its thread on the parse of its first half until the second
/// half was done too, and only then ran it all: the run's time came after both.
///
/// The split is earlier than the middle (`streamedSplitPercent`): the host thread parses the
/// smaller part, and runs it while the other thread parses the larger one, so both are done at
/// about the same time.
///
/// A file that does not parse still never runs: its run is a speculative one, checked alongside
/// (the check asks `Program.complete()` first, and refuses the run on the rest's syntax error
/// with exactly the diagnostic a parse of the whole file gives), and nothing it does leaves the
/// process before that check has passed.
extension RunnerParser {
    /// Where the split is looked for: from this share of the file on. The run of a statement costs
    /// about a third of its parse in the benchmark runner, so with the host's part at 43 % its parse
    /// and run end as the other thread's parse of the remaining 57 % does.
    static let streamedSplitPercent = 43

    static func parseStreamingOnCurrentThread(_ source: SourceText) throws -> Program {
        let bytes = Array(source.text.utf8)
        guard bytes.count >= minimumSplitBytes, let split = splitPoint(in: bytes, fromPercent: streamedSplitPercent) else {
            return try parseOnCurrentThread(source)
        }
        return try parseStreaming(source, bytes: bytes, at: split)
    }

    /// `source` (whose UTF-8 is `bytes`) streamed from a split at the byte `split`.
    static func parseStreaming(_ source: SourceText, bytes: [UInt8], at split: Int) throws -> Program {
        let map = SourceMap(path: source.path, bytes: bytes, replacedInvalidUTF8: source.replacedInvalidUTF8)
        do {
            // A map of its own for the other thread, as in `parseInHalves`.
            let secondMap = SourceMap(path: map.path, bytes: bytes, replacedInvalidUTF8: map.replacedInvalidUTF8)
            let second = SecondHalf()
            let parser = try Parser(map: map)
            let secondDone = BigStackThread.inBackground(stackSize: parserStackSize) { second.parse(secondMap, from: split) }
            var statements: [Node] = []
            let stopped = try parser.parseStatements(until: Terminators.endOfInput, stoppingAt: split) { statements.append($0) }
            guard stopped else {
                // The split fell inside a statement: this parse read on to the end, the other
                // thread's is of no use.
                try parser.parseRest(into: &statements)
                return Program(source: source, body: parser.sequence(statements))
            }
            let rest = ProgramRest(parser: parser, second: second, secondDone: secondDone, split: split, source: source)
            return Program(source: source, head: parser.sequence(statements), rest: rest)
        } catch let error as SyntaxError {
            throw diagnostic(for: error, in: map, source: source)
        }
    }
}

/// The statements of a streamed program from its split on: the other thread's, when its parse
/// from the split is the one a parse from the start would make (`Parser.canSplice`), else those
/// of the first part's parser going on from the split. Found once, by whichever thread asks
/// first (the run reaching them, or the check), the others waiting for it.
final class ProgramRest: @unchecked Sendable {
    private let parser: Parser
    private let second: SecondHalf
    private let secondDone: DispatchSemaphore
    private let split: Int
    private let source: SourceText
    private let lock = NSLock()
    /// The statements (nil: none), or the first syntax error; and the whole file's statements.
    private var outcome: Result<Node?, Diagnostic>?
    private var wholeBody: Node??

    init(parser: Parser, second: SecondHalf, secondDone: DispatchSemaphore, split: Int, source: SourceText) {
        self.parser = parser
        self.second = second
        self.secondDone = secondDone
        self.split = split
        self.source = source
    }

    /// The statements from the split to the end; throws the first syntax error there.
    func statements() throws -> Node? {
        lock.lock()
        defer { lock.unlock() }
        return try parsed().get()
    }

    /// The whole file's statements: `head`'s, then the rest's.
    func whole(after head: Node?) throws -> Node? {
        lock.lock()
        defer { lock.unlock() }
        if let wholeBody { return wholeBody }
        let rest = try parsed().get()
        let body = parser.sequence(Self.list(head) + Self.list(rest))
        wholeBody = .some(body)
        return body
    }

    private static func list(_ node: Node?) -> [Node] {
        guard let node else { return [] }
        if case .sequence(let statements) = node.kind { return statements }
        return [node]
    }

    /// Under `lock`.
    private func parsed() -> Result<Node?, Diagnostic> {
        if let outcome { return outcome }
        secondDone.wait()
        let result: Result<Node?, Diagnostic>
        if let statements = second.statements, parser.canSplice(second, at: split) {
            result = .success(parser.sequence(statements))
        } else {
            // On from the split, on a stack as big as the parse's.
            let parser = parser, source = source
            let goneOn = BigStackThread.run(stackSize: RunnerParser.parserStackSize) { () throws -> Node? in
                var statements: [Node] = []
                try parser.parseRest(into: &statements)
                return parser.sequence(statements)
            }
            switch goneOn {
            case .success(let rest)?:
                result = .success(rest)
            case .failure(let error as SyntaxError)?:
                result = .failure(RunnerParser.diagnostic(for: error, in: parser.map, source: source))
            case .failure(let error)?:
                result = .failure(Diagnostic(.error, code: .syntaxError, message: "\(source.path): \(error)"))
            case nil:
                result = .failure(Diagnostic(.error, code: .syntaxError, message: "the parser did not finish"))
            }
        }
        outcome = result
        return result
    }
}
