import BigStack
import Diagnostics
import Foundation

/// Entry point of the runner language's front end.
public enum RunnerParser {
    /// Parses a whole file. Throws a `Diagnostic` (code "syntax-error") for the first syntax error.
    /// Deep nesting recurses, and a debug build's frames are large (1,000 levels, the nesting limit,
    /// need about 30 MB there), so the parse runs on a big-stack thread.
    public static func parse(_ source: SourceText) throws -> Program {
        try BigStackThread.run { try parseOnCurrentThread(source) }.get()
    }

    static func parseOnCurrentThread(_ source: SourceText) throws -> Program {
        let map = SourceMap(path: source.path, bytes: Array(source.text.utf8), replacedInvalidUTF8: source.replacedInvalidUTF8)
        do {
            if map.bytes.count >= minimumSplitBytes, let split = splitPoint(in: map.bytes) {
                return Program(source: source, body: try parseInHalves(map, at: split).body)
            }
            let parser = try Parser(map: map)
            let body = try parser.parseProgram()
            return Program(source: source, body: body)
        } catch let error as SyntaxError {
            throw diagnostic(for: error, in: map, source: source)
        }
    }

    /// A syntax error as the user sees it: located in `source`, with its line and a caret.
    static func diagnostic(for error: SyntaxError, in map: SourceMap, source: SourceText) -> Diagnostic {
        Diagnostic(
            .error, code: .syntaxError, message: error.message, at: map.location(of: error.offset),
            in: source, notes: error.notes)
    }
}

/// A recursive-descent parser over the token stream; one instance per file.
final class Parser {
    /// Local variables visible at a point: a `def` starts a fresh list, a block adds to its enclosing one.
    struct Scope {
        var names = LocalNames()
        let isMethodBoundary: Bool
        /// Block-local variables (`|x; y|`) under a name no outer variable can have, so that
        /// assigning `y` in the block leaves an outer `y` alone (the AST has no other way to say it).
        var renamed: [String: String] = [:]
    }

    /// The local variable names of one scope. Scopes hold a handful of names, and comparing a few
    /// strings is cheaper than hashing the name on every identifier; past `linearLimit` names a set
    /// takes over so a scope with very many locals stays fast.
    struct LocalNames {
        static let linearLimit = 16
        private var list: [String] = []
        private var set: Set<String>?

        func contains(_ name: String) -> Bool {
            if let set { return set.contains(name) }
            for candidate in list where candidate == name { return true }
            return false
        }

        mutating func insert(_ name: String) {
            if set != nil {
                set!.insert(name)
                return
            }
            if contains(name) { return }
            // Room for a typical scope's few names at once, not one reallocation per name.
            if list.isEmpty { list.reserveCapacity(4) }
            list.append(name)
            if list.count > LocalNames.linearLimit {
                set = Set(list)
                list = []
            }
        }
    }

    /// A construct waiting for its closing keyword or bracket, for `unexpected end of file` messages.
    struct Opener {
        let keyword: String
        let closer: String
        let offset: Int
    }

    /// Everything that backtracking must restore.
    struct Snapshot {
        let lexer: Lexer
        let token: Token
        let scopes: [Scope]
        let openers: [Opener]
        let depth: Int
    }

    static let maximumDepth = 1000

    let map: SourceMap
    @exclusivity(unchecked) var lexer: Lexer
    @exclusivity(unchecked) var tok: Token
    @exclusivity(unchecked) var scopes: [Scope] = [Scope(isMethodBoundary: true)]
    @exclusivity(unchecked) var openers: [Opener] = []
    @exclusivity(unchecked) var depth = 0
    /// False inside command arguments and loop conditions: there `do` belongs to someone else
    /// (the outermost command, or the `while … do` loop).
    @exclusivity(unchecked) var doAllowed = true
    /// True inside `|…|` block parameters, where `|` closes the list instead of being an operator.
    @exclusivity(unchecked) var inBlockParameters = false
    var blockLocalCount = 0
    /// For each `#{…}` being parsed, how many constructs were open outside it.
    @exclusivity(unchecked) var interpolationOpeners: [Int] = []
    /// Whether the token just consumed was an identifier naming a local variable (saves a second lookup).
    @exclusivity(unchecked) var previousWasLocal = false
    /// The identifier whose local-ness `advance` last looked up, and where it starts: the primary
    /// that consumes it needs the same name, and making it again would cost a second String.
    @exclusivity(unchecked) var lookedUpName = ""
    @exclusivity(unchecked) var lookedUpNameStart = -1
    /// The node of the last `begin … end`, so `begin … end while c` can be told from `x while c`.
    @exclusivity(unchecked) var lastBeginBlock: Node?

    /// The names the top-level scope was asked for and did not hold, while recording (the second
    /// half of a split parse: SplitParse.swift). nil: not recording.
    var missedTopLevelNames: Set<String>?

    /// A parser of `map` from the byte `start` on (a line start, for the second half of a split parse).
    init(map: SourceMap, start: Int = 0) throws {
        self.map = map
        lexer = try Lexer(map: map, start: start)
        tok = try lexer.next()
    }

    func parseProgram() throws -> Node? {
        let body = try parseStatements(until: Terminators.endOfInput)
        guard tok.isEndOfFile else { throw unexpected() }
        return body
    }

    // MARK: Tokens

    func advance() throws {
        var local = false
        // Only a plain identifier's local-ness matters to the lexer (not `x.name`, `def name`, `name?`).
        if lexer.identifierPending, case .identifier = tok.kind {
            let name = tok.text
            lookedUpName = name
            lookedUpNameStart = tok.start
            local = isLocal(name)
        }
        previousWasLocal = local
        tok = try lexer.next(previousIdentifierIsLocal: local)
    }

    /// An identifier token's name, reusing the one `advance` made for it when there is one.
    func identifierName(_ t: Token) -> String {
        t.start == lookedUpNameStart && Int(t.length) == lookedUpName.utf8.count ? lookedUpName : t.text
    }

    func location(_ token: Token) -> SourceLocation { map.location(of: token.start) }

    func location(ofOffset offset: Int) -> SourceLocation { map.location(of: offset) }

    func skipNewlines() throws {
        while case .newline = tok.kind { try advance() }
    }

    func expect(_ op: StaticString) throws {
        guard tok.isOp(op) else { throw unexpected(expecting: "\(op)") }
        try advance()
    }

    func expectKeyword(_ keyword: StaticString) throws {
        guard tok.isKeyword(keyword) else { throw unexpected(expecting: "\(keyword)") }
        try advance()
    }

    /// The error for the current token: at end of file, names the innermost unclosed construct.
    func unexpected(expecting: String? = nil) -> SyntaxError {
        if tok.isEndOfFile, let base = interpolationOpeners.last {
            // The end of an interpolation's code is its `}`, not the end of the file.
            if openers.count > base, let opener = openers.last {
                let line = map.line(of: opener.offset)
                return SyntaxError(
                    message: "'\(opener.keyword)' opened at line \(line) was never closed with '\(opener.closer)'",
                    offset: opener.offset)
            }
            return SyntaxError(message: "unexpected '}'", offset: tok.start)
        }
        if tok.isEndOfFile, let opener = openers.last {
            let line = map.line(of: opener.offset)
            return SyntaxError(
                message: "unexpected end of file: '\(opener.keyword)' opened at line \(line) was never closed with '\(opener.closer)'",
                offset: opener.offset)
        }
        if let expecting, !tok.isEndOfFile {
            return SyntaxError(message: "unexpected \(tok.displayName), expecting '\(expecting)'", offset: tok.start)
        }
        return SyntaxError(message: "unexpected \(tok.displayName)", offset: tok.start)
    }

    func error(_ message: String, at token: Token) -> SyntaxError { SyntaxError(message: message, offset: token.start) }

    // The helpers that run a body are inlined (`@inline(__always)`): called as generic functions,
    // they copy the body's result through value witnesses and cannot see into the closure.

    /// Runs `body` with a construct registered as open, so end of file inside it names it.
    @inline(__always) func opened<T>(_ keyword: String, closer: String, at token: Token, _ body: () throws -> T) throws -> T {
        openers.append(Opener(keyword: keyword, closer: closer, offset: token.start))
        defer { openers.removeLast() }
        return try body()
    }

    /// Bounds recursion so hostile input gets an error, not a stack overflow.
    @inline(__always) func nested<T>(_ body: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maximumDepth { throw SyntaxError(message: "too deeply nested", offset: tok.start) }
        return try body()
    }

    /// A node a loop built around the one before it (`a + b + c`, `a && b`, `a.b.c`, `a[1][2]`,
    /// `A::B::C`, `x if a if b`): such chains grow the tree without the recursion `nested` counts,
    /// so the tree's height is counted instead, with the same limit and error, at `token` (the
    /// operator that made it too tall). A tree is then at most as tall as the recursion could make it.
    @inline(__always) func chained(_ node: Node, at token: Token) throws -> Node {
        if Int(node.height) + depth > Parser.maximumDepth { throw SyntaxError(message: "too deeply nested", offset: token.start) }
        return node
    }

    /// Runs `body` with `do` and `|` back to their ordinary meaning (inside brackets and bodies).
    @inline(__always) func insideBrackets<T>(_ body: () throws -> T) rethrows -> T {
        let savedDo = doAllowed, savedPipe = inBlockParameters
        doAllowed = true
        inBlockParameters = false
        defer {
            doAllowed = savedDo
            inBlockParameters = savedPipe
        }
        return try body()
    }

    func snapshot() -> Snapshot {
        Snapshot(lexer: lexer, token: tok, scopes: scopes, openers: openers, depth: depth)
    }

    func restore(_ s: Snapshot) {
        lexer = s.lexer
        tok = s.token
        scopes = s.scopes
        openers = s.openers
        depth = s.depth
    }

    // MARK: Scopes

    // The scope walks index into `scopes` rather than iterate copies: copying a scope would
    // retain and release its name list, set and renames for every identifier looked up.
    func isLocal(_ name: String) -> Bool {
        var i = scopes.count - 1
        while i >= 0 {
            if scopes[i].names.contains(name) { return true }
            if scopes[i].isMethodBoundary {
                if i == 0 { missedTopLevelNames?.insert(name) }
                return false
            }
            i -= 1
        }
        return false
    }

    /// The AST name of a visible local variable: itself, or its block-local stand-in.
    func localName(_ name: String) -> String {
        var i = scopes.count - 1
        while i >= 0 {
            if scopes[i].names.contains(name) { return scopes[i].renamed.isEmpty ? name : scopes[i].renamed[name] ?? name }
            if scopes[i].isMethodBoundary { break }
            i -= 1
        }
        return name
    }

    func declare(_ name: String) {
        scopes[scopes.count - 1].names.insert(name)
    }

    /// `|x; y|`: `y` is a new variable of the block even if the enclosing code has a `y`.
    func declareBlockLocal(_ name: String) {
        blockLocalCount += 1
        declare(name)
        scopes[scopes.count - 1].renamed[name] = "\(name) (block-local #\(blockLocalCount))"
    }

    @inline(__always) func withScope<T>(methodBoundary: Bool, _ body: () throws -> T) rethrows -> T {
        scopes.append(Scope(isMethodBoundary: methodBoundary))
        defer { scopes.removeLast() }
        return try body()
    }

    // MARK: Nodes

    func node(_ kind: NodeKind, _ token: Token) -> Node { Node(kind, at: location(token)) }

    /// Statements as one node: nil when empty, the statement itself when single.
    func sequence(_ statements: [Node]) -> Node? {
        switch statements.count {
        case 0: return nil
        case 1: return statements[0]
        default: return Node(.sequence(statements), at: statements[0].location)
        }
    }
}
