import Foundation

/// One large file parsed in two halves on two threads: a single-file template of thousands of
/// lines was parsed on one core while the other waited (the 20,000-line benchmark runner: 115 M of
/// its thread's 160 M instructions). The second half starts at a line near the middle that looks
/// like the start of a top-level statement; the tree is spliced only when that guess is proved
/// right, so the result is always the tree of a parse from the start:
///   - the first half's parser, parsing from the start, reached that very byte as the start of a
///     top-level statement, with nothing open and its lexer in the state the second half's lexer
///     started in (so both read the same tokens from there);
///   - no name the second half took for a method call at the top level (not a local variable) was
///     assigned as a local in the first half, and the second half renamed no block-local variable
///     (the names of those count on from the first half's).
/// Otherwise, and when the second half meets a syntax error, the first half's parser simply goes
/// on from the split point, as a parse of the whole file would: a wrong guess costs only the other
/// core's work.
extension RunnerParser {
    /// From this size a file's parse is split (below it a second thread does not pay).
    static let minimumSplitBytes = 64 << 10

    /// The body of `map`'s source parsed in halves split at the byte `split` (`splitPoint`), and
    /// whether the second half's statements were taken (rather than the first half's parser going
    /// on from there). Throws the first syntax error, as a parse from the start does.
    static func parseInHalves(_ map: SourceMap, at split: Int) throws -> (body: Node?, spliced: Bool) {
        // A map of its own: the lexer appends each token's literal value to its map's
        // `tokenPayloads`, which two threads cannot share.
        let secondMap = SourceMap(path: map.path, bytes: map.bytes, replacedInvalidUTF8: map.replacedInvalidUTF8)
        let second = SecondHalf()
        let parser = try Parser(map: map)
        var statements: [Node] = []
        let stopped = try BigStackThread.alongside(stackSize: parserStackSize, { second.parse(secondMap, from: split) }) {
            try parser.parseStatements(until: Terminators.endOfInput, stoppingAt: split) { statements.append($0) }
        }
        if stopped, let rest = second.statements, parser.canSplice(second, at: split) {
            return (parser.sequence(statements + rest), true)
        }
        try parser.parseRest(into: &statements)
        return (parser.sequence(statements), false)
    }

    /// The start of the first line from the middle on (from `percent` of the file) that begins at
    /// column 0 with a lower-case word (not one that continues or ends a statement: `end`, `else`,
    /// `rescue`, `do`, `and`, …), after a line that does not continue (ends in none of
    /// `, \ ( [ { | & + - * / . =`); nil when the second half would be under a quarter of the file.
    static func splitPoint(in bytes: [UInt8], fromPercent percent: Int = 50) -> Int? {
        var index = bytes.count * percent / 100
        let limit = bytes.count - bytes.count / 4
        while index < limit {
            guard let newline = bytes[index..<limit].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            let start = newline + 1
            index = start
            guard start < bytes.count, startsStatement(bytes, at: start), !continues(bytes, lineEndingAt: newline) else { continue }
            return start
        }
        return nil
    }

    private static func startsStatement(_ bytes: [UInt8], at start: Int) -> Bool {
        let first = bytes[start]
        guard first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") || first == UInt8(ascii: "_") else { return false }
        // Words that continue a statement begun above, or end one.
        for word in continuingWords where bytes[start...].starts(with: word.utf8) {
            let after = start + word.utf8.count
            if after == bytes.count || !bytes[after].isWordByte { return false }
        }
        return true
    }

    private static let continuingWords = ["end", "else", "elsif", "when", "in", "rescue", "ensure", "then", "do", "and", "or", "not"]
    private static let continuingLineEnds = Array(",\\([{|&+-*/.=".utf8)

    private static func continues(_ bytes: [UInt8], lineEndingAt newline: Int) -> Bool {
        var index = newline - 1
        while index >= 0, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\r") {
            index -= 1
        }
        guard index >= 0 else { return false }
        return continuingLineEnds.contains(bytes[index])
    }
}

private extension UInt8 {
    /// A byte that makes a continuing word part of a longer word (`ending`), a method name
    /// (`end?`, `do!`) or a label (`in:`): the lexer's identifier bytes and those three.
    var isWordByte: Bool {
        isIdentifierChar(self) || self == UInt8(ascii: "?") || self == UInt8(ascii: "!") || self == UInt8(ascii: ":")
    }
}

/// The second half of a split parse, handed from its thread once both halves are done.
final class SecondHalf: @unchecked Sendable {
    /// nil: it met a syntax error (from its guessed start, perhaps not the file's).
    var statements: [Node]?
    var missedTopLevelNames: Set<String> = []
    var renamedBlockLocals = false
    /// Its first token and its lexer right after reading it.
    var firstToken: Token?
    var lexerAfterFirstToken: Lexer?

    func parse(_ map: SourceMap, from start: Int) {
        do {
            let parser = try Parser(map: map, start: start)
            firstToken = parser.tok
            lexerAfterFirstToken = parser.lexer
            parser.missedTopLevelNames = []
            var list: [Node] = []
            _ = try parser.parseStatements(until: Terminators.endOfInput, stoppingAt: .max) { list.append($0) }
            guard parser.tok.isEndOfFile else { return }
            statements = list
            missedTopLevelNames = parser.missedTopLevelNames ?? []
            renamedBlockLocals = parser.blockLocalCount > 0
        } catch {
            // A syntax error from a guessed start: `statements` stays nil, and the first half's
            // parser reads on from the split point.
        }
    }
}

extension Parser {
    /// Reads on to the end of the file (where a split parse's first half stopped, or at its end
    /// already), adding each statement to `statements`; throws unless the file ends there.
    func parseRest(into statements: inout [Node]) throws {
        _ = try parseStatements(until: Terminators.endOfInput, stoppingAt: .max) { statements.append($0) }
        guard tok.isEndOfFile else { throw unexpected() }
    }

    /// Whether the second half's statements are what this parser, stopped at `split`, would read
    /// from there (see SplitParse.swift).
    func canSplice(_ second: SecondHalf, at split: Int) -> Bool {
        guard tok.start == split, scopes.count == 1, openers.isEmpty, interpolationOpeners.isEmpty, depth == 0,
              !second.renamedBlockLocals || blockLocalCount == 0,
              let first = second.firstToken, let lexed = second.lexerAfterFirstToken,
              first.kind == tok.kind, first.start == tok.start, first.length == tok.length,
              first.spaceBefore == tok.spaceBefore, first.argumentStart == tok.argumentStart, first.code == tok.code,
              lexer.sameState(as: lexed)
        else { return false }
        return second.missedTopLevelNames.allSatisfy { !scopes[0].names.contains($0) }
    }
}

extension Lexer {
    /// The same position and the same state: from here both read the same tokens.
    func sameState(as other: Lexer) -> Bool {
        pos == other.pos && end == other.end && depth == other.depth && state == other.state
            && identifierPending == other.identifierPending && afterDot == other.afterDot && afterDef == other.afterDef
            && afterQuestion == other.afterQuestion && heredocResume == other.heredocResume
            && aliasNamesPending == other.aliasNamesPending
    }
}
