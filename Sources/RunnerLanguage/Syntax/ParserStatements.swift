// Statements: sequences, trailing modifiers, multiple assignment, and the `x = 1, 2` array form.

/// The keywords and brackets that end a body, as packed spellings (`Token.code`); shared so no
/// call builds a new array.
enum Terminators {
    static let endOfInput: [UInt64] = []
    static let end = [Token.pack("end")]
    static let brace = [Token.pack("}")]
    static let parenthesis = [Token.pack(")")]
    static let ifBranch = [Token.pack("elsif"), Token.pack("else"), Token.pack("end")]
    static let whenBranch = [Token.pack("when"), Token.pack("else"), Token.pack("end")]
    /// A `begin`, `def` or `do` body, which may go on with `rescue`/`else`/`ensure`.
    static let rescuedBody = [Token.pack("rescue"), Token.pack("else"), Token.pack("ensure"), Token.pack("end")]
    static let elseBody = [Token.pack("ensure"), Token.pack("end")]
}

extension Parser {
    /// Whether the current token ends a body: end of file, or a keyword/bracket in `terminators`.
    func atTerminator(_ terminators: [UInt64]) -> Bool {
        switch tok.kind {
        case .endOfFile: return true
        case .keyword, .op: return terminators.contains(tok.code)
        default: return false
        }
    }

    func parseStatements(until terminators: [UInt64]) throws -> Node? {
        // Many bodies are one statement: the list is built only when a second one comes.
        var first: Node?
        var statements: [Node] = []
        _ = try parseStatements(until: terminators, stoppingAt: .max) { statement in
            if let first {
                if statements.isEmpty {
                    statements.reserveCapacity(4)
                    statements.append(first)
                }
                statements.append(statement)
            } else {
                first = statement
            }
        }
        return statements.isEmpty ? first : sequence(statements)
    }

    /// The statements up to a terminator, each handed to `add`; or up to the first statement that
    /// starts at or past `offset` (a split parse's second half starts there: SplitParse.swift),
    /// returning true then.
    @inline(__always) func parseStatements(
        until terminators: [UInt64], stoppingAt offset: Int, _ add: (Node) -> Void
    ) throws -> Bool {
        while true {
            try skipNewlines()
            if atTerminator(terminators) { return false }
            if tok.start >= offset { return true }
            add(try parseStatement())
            if case .newline = tok.kind { continue }
            if atTerminator(terminators) { return false }
            throw unexpected()
        }
    }

    /// One statement with its trailing `if`/`unless`/`while`/`until`/`rescue` modifiers.
    func parseStatement() throws -> Node {
        var node = try parseExpressionStatement()
        while case .keyword = tok.kind {
            let modifier = tok
            switch modifier.code {
            case Token.pack("if"), Token.pack("unless"):
                try advance()
                let condition = try parseExpr()
                node = modifier.code == Token.pack("if")
                    ? Node(.if(condition: condition, then: node, else: nil), at: node.location)
                    : Node(.if(condition: condition, then: nil, else: node), at: node.location)
            case Token.pack("while"), Token.pack("until"):
                try advance()
                let condition = try parseExpr()
                let doWhile = node === lastBeginBlock
                node = Node(
                    .while(condition: condition, body: node, isUntil: modifier.code == Token.pack("until"), doWhile: doWhile),
                    at: node.location)
            case Token.pack("rescue"):
                try advance()
                let fallback = try parseExpr()
                node = rescueModifier(node, fallback: fallback, at: modifier)
            default:
                return node
            }
            node = try chained(node, at: modifier)
        }
        return node
    }

    /// `x rescue y`: a `begin` with one rescue-everything clause.
    func rescueModifier(_ body: Node, fallback: Node, at token: Token) -> Node {
        let clause = RescueClause(classes: [], variable: nil, body: fallback, at: location(token))
        return Node(.begin(body: body, rescues: [clause], else: nil, ensure: nil), at: body.location)
    }

    /// An expression statement, or a multiple assignment (`a, b = …`, `*a, b = …`, `(a, b), c = …`).
    func parseExpressionStatement() throws -> Node {
        let first = tok
        if first.isOp("*") {
            return try parseMultipleAssignment(targets: [], at: first)
        }
        if first.isOp("(") {
            // Only a statement like `(a, b), c = list` needs this. The attempt reads plain names only,
            // so it fails fast on anything else (and never nests inside itself), which is re-parsed normally.
            let saved = snapshot()
            if let targets = try? parseDestructuringTargets(), tok.isOp("=") {
                return try parseMultipleAssignment(targets: targets, at: first)
            }
            restore(saved)
        }
        let node = try parseExpr()
        guard tok.isOp(",") else { return node }
        if case .assign(let target, let value) = node.kind {
            // `x = 1, 2` assigns an array.
            var values = [value]
            while tok.isOp(",") {
                try advance()
                values.append(try parseSplatOrExpression())
            }
            return Node(.assign(target, Node(.array(values), at: value.location)), at: node.location)
        }
        guard let target = try assignTarget(node) else { throw unexpected() }
        try advance()
        return try parseMultipleAssignment(targets: [target], at: first)
    }

    /// `(a, b), *c` up to the `=`: plain variables, splats and parentheses only.
    func parseDestructuringTargets() throws -> [AssignTarget] {
        var targets: [AssignTarget] = []
        while true {
            targets.append(try parseDestructuringTarget(parenthesesAllowed: Parser.maximumDestructuringDepth))
            guard tok.isOp(",") else { return targets }
            try advance()
            if tok.isOp("=") { return targets }
        }
    }

    func parseDestructuringTarget(parenthesesAllowed: Int) throws -> AssignTarget {
        let t = tok
        switch t.kind {
        case .identifier:
            try advance()
            let name = identifierName(t)
            if !isLocal(name) { declare(name) }
            return .local(localName(name))
        case .instanceVariable:
            try advance()
            return .instanceVariable(t.text)
        case .globalVariable:
            try advance()
            return .globalVariable(t.text)
        case .constant:
            try advance()
            return .constant(t.text)
        case .op where t.isOp("*"):
            try advance()
            if tok.isOp(",") || tok.isOp(")") || tok.isOp("=") { return .splat(nil) }
            return .splat(try parseDestructuringTarget(parenthesesAllowed: parenthesesAllowed))
        case .op where t.isOp("(") && parenthesesAllowed > 0:
            try advance()
            var inner: [AssignTarget] = []
            while !tok.isOp(")") {
                inner.append(try parseDestructuringTarget(parenthesesAllowed: parenthesesAllowed - 1))
                guard tok.isOp(",") else { break }
                try advance()
            }
            try expect(")")
            return .nested(inner)
        default:
            throw unexpected()
        }
    }

    /// The rest of `a, b = …` after the targets already read (and their comma).
    func parseMultipleAssignment(targets initial: [AssignTarget], at first: Token) throws -> Node {
        var targets = initial
        while !tok.isOp("=") {
            targets.append(try parseMultipleAssignmentTarget())
            guard tok.isOp(",") else { break }
            try advance()
        }
        try expect("=")
        try skipNewlines()
        var values: [Node] = [try parseSplatOrExpression()]
        while tok.isOp(",") {
            try advance()
            values.append(try parseSplatOrExpression())
        }
        var value = values[0]
        if values.count > 1 {
            value = Node(.array(values), at: values[0].location)
        } else if case .splat = value.kind {
            value = Node(.array(values), at: values[0].location)
        }
        if tok.isKeyword("rescue") {
            let r = tok
            try advance()
            value = rescueModifier(value, fallback: try parseExpression(), at: r)
        }
        return Node(.multipleAssign(targets, value: value), at: location(first))
    }

    /// One target of a multiple assignment or `for`: `a`, `@a`, `x.y`, `h[k]`, `*rest`, `(a, b)`.
    /// Real destructuring is shallow; the limit keeps a failed attempt on `((((…` cheap.
    static let maximumDestructuringDepth = 8

    func parseMultipleAssignmentTarget(parenthesesAllowed: Int = Parser.maximumDestructuringDepth) throws -> AssignTarget {
        try nested {
            if tok.isOp("*") {
                try advance()
                if tok.isOp(",") || tok.isOp("=") || tok.isOp(")") || tok.isOp("|") || tok.isKeyword("in") {
                    return .splat(nil)
                }
                return .splat(try parseMultipleAssignmentTarget(parenthesesAllowed: parenthesesAllowed))
            }
            if tok.isOp("(") {
                guard parenthesesAllowed > 0 else { throw unexpected() }
                let open = tok
                return try opened("(", closer: ")", at: open) {
                    try advance()
                    var inner: [AssignTarget] = []
                    while !tok.isOp(")") {
                        inner.append(try parseMultipleAssignmentTarget(parenthesesAllowed: parenthesesAllowed - 1))
                        guard tok.isOp(",") else { break }
                        try advance()
                    }
                    try expect(")")
                    return .nested(inner)
                }
            }
            let start = tok
            let node = try parsePostfix(try parsePrimary())
            guard let target = try assignTarget(node) else {
                throw error("cannot assign to this expression", at: start)
            }
            return target
        }
    }

    func parseSplatOrExpression() throws -> Node {
        if tok.isOp("*") {
            let star = tok
            try advance()
            return node(.splat(try parseTernary()), star)
        }
        return try parseExpression()
    }

    /// What an expression assigns to, or nil when it cannot be assigned; declares new locals.
    /// A bare name as an assignment target: a local, declared from here on; nil for `name?` and
    /// `name!`, which cannot be assigned.
    func localTarget(named name: String) -> AssignTarget? {
        guard let last = name.utf8.last, last != UInt8(ascii: "?"), last != UInt8(ascii: "!") else { return nil }
        if !isLocal(name) { declare(name) }
        return .local(localName(name))
    }

    func assignTarget(_ node: Node) throws -> AssignTarget? {
        switch node.kind {
        case .localVariable(let name):
            return .local(name)
        case .instanceVariable(let name):
            return .instanceVariable(name)
        case .globalVariable(let name):
            return .globalVariable(name)
        case .constant(scope: nil, let name, topLevel: false):
            return .constant(name)
        case .splat(let inner):
            return .splat(try assignTarget(inner))
        case .call(let call):
            guard call.block == nil, call.blockArgument == nil else { return nil }
            if call.name == "[]", let receiver = call.receiver {
                return .index(receiver: receiver, arguments: call.arguments)
            }
            guard call.arguments.isEmpty, call.keywords == nil, !call.hasParentheses else { return nil }
            guard let receiver = call.receiver else { return localTarget(named: call.name) }
            guard let last = call.name.utf8.last, last != UInt8(ascii: "?"), last != UInt8(ascii: "!") else { return nil }
            return .attribute(receiver: receiver, name: call.name, safeNavigation: call.safeNavigation)
        default:
            return nil
        }
    }
}
