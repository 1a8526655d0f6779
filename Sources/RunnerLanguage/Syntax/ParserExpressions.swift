import Diagnostics

// Operator expressions, from loosest to tightest binding:
// `and or` < `not` < assignment (right-assoc, handled at the operand) < `? :` < `.. ...`
// < `||` < `&&` < comparisons < `| ^` < `&` < `<< >>` < `+ -` < `* / %` < unary `-` < `**` < `! ~ +`.

extension Parser {
    static let unaryMinusPrecedence = 11
    static let powerPrecedence = 12

    /// The binding power of a binary operator token (higher binds tighter), or nil.
    func binaryPrecedence(_ t: Token) -> Int? {
        guard case .op = t.kind else { return nil }
        let c = t.code
        switch UInt8(truncatingIfNeeded: c) {
        case ascii("|"): return c == Token.pack("||") ? 1 : c == Token.pack("|") ? 6 : nil
        case ascii("&"): return c == Token.pack("&&") ? 2 : c == Token.pack("&") ? 7 : nil
        case ascii("="):
            return c == Token.pack("==") || c == Token.pack("===") || c == Token.pack("=~") ? 4 : nil
        case ascii("!"): return c == Token.pack("!=") || c == Token.pack("!~") ? 4 : nil
        case ascii("<"):
            if c == Token.pack("<=>") { return 4 }
            if c == Token.pack("<") || c == Token.pack("<=") { return 5 }
            return c == Token.pack("<<") ? 8 : nil
        case ascii(">"):
            if c == Token.pack(">") || c == Token.pack(">=") { return 5 }
            return c == Token.pack(">>") ? 8 : nil
        case ascii("^"): return c == Token.pack("^") ? 6 : nil
        case ascii("+"), ascii("-"): return c < 0x100 ? 9 : nil
        case ascii("*"): return c == Token.pack("*") ? 10 : c == Token.pack("**") ? Parser.powerPrecedence : nil
        case ascii("/"), ascii("%"): return c < 0x100 ? 10 : nil
        default: return nil
        }
    }

    /// `=`, `+=`, `||=`, `<<=` … but not `==`, `!=`, `<=`, `>=`.
    func isAssignmentOperator(_ t: Token) -> Bool {
        guard case .op = t.kind else { return false }
        // Operator spellings are at most 3 ASCII bytes, packed first byte lowest.
        let c = t.code
        let count = c < 0x100 ? 1 : c < 0x1_0000 ? 2 : 3
        guard UInt8(truncatingIfNeeded: c >> (8 * UInt64(count - 1))) == ascii("=") else { return false }
        if count == 1 { return true }
        switch UInt8(truncatingIfNeeded: c) {
        case ascii("="), ascii("!"): return false
        case ascii("<"), ascii(">"): return count == 3
        default: return true
        }
    }

    /// `a and b or not c`: the loosest expression, as a statement or a modifier's condition.
    func parseExpr() throws -> Node {
        var left = try parseNotExpr()
        while tok.isKeyword("and") || tok.isKeyword("or") {
            let operatorToken = tok
            let isAnd = tok.isKeyword("and")
            try advance()
            try skipNewlines()
            let right = try parseNotExpr()
            left = try chained(Node(isAnd ? .and(left, right) : .or(left, right), at: left.location), at: operatorToken)
        }
        return left
    }

    func parseNotExpr() throws -> Node {
        // `not(x) || y` is `(not x) || y`: with the parenthesis right after it, `not` is an operand.
        if tok.isKeyword("not") && lexer.byte(lexer.pos) != ascii("(") {
            let notToken = tok
            try advance()
            return node(.not(try nested { try parseNotExpr() }), notToken)
        }
        return try parseExpression()
    }

    /// An argument-level expression: anything but `and`/`or`/`not` and statement modifiers.
    func parseExpression() throws -> Node {
        try parseTernary()
    }

    func parseTernary() throws -> Node {
        let operand = try parseUnary()
        // Most operands (an argument, a statement, a value assigned) are followed by `,`, `)`, a
        // newline or a keyword, which continue none of the levels above the operand: return it
        // straight up instead of through the binary, range and ternary levels that would each look
        // at the same token and hand it back unchanged.
        guard continuesOperand(tok) else { return operand }
        return try parseTernaryRest(condition: try parseRangeRest(lower: try parseBinaryRest(operand, minimum: 1)))
    }

    /// Whether `t`, after an operand, makes it the left side of a binary operator, a range or a `?:`.
    func continuesOperand(_ t: Token) -> Bool {
        guard case .op = t.kind else { return false }
        return binaryPrecedence(t) != nil || t.isOp("..") || t.isOp("...") || t.isOp("?")
    }

    /// From the `?` (if any) after `condition` on.
    func parseTernaryRest(condition: Node) throws -> Node {
        guard tok.isOp("?") else { return condition }
        try advance()
        try skipNewlines()
        let whenTrue = try nested { try parseTernary() }
        try skipNewlines()
        guard tok.isOp(":") else { throw unexpected(expecting: ":") }
        try advance()
        try skipNewlines()
        let whenFalse = try nested { try parseTernary() }
        return Node(.if(condition: condition, then: whenTrue, else: whenFalse), at: condition.location)
    }

    /// From the `..`/`...` (if any) after `lower` on.
    func parseRangeRest(lower: Node) throws -> Node {
        guard tok.isOp("..") || tok.isOp("...") else { return lower }
        let exclusive = tok.isOp("...")
        try advance()
        let upper = canStartRangeEnd(tok) ? try parseBinary(1) : nil
        return Node(.range(lower: lower, upper: upper, exclusive: exclusive), at: lower.location)
    }

    func canStartRangeEnd(_ t: Token) -> Bool {
        switch t.kind {
        case .integer, .float, .string, .symbol, .dynamicSymbol, .identifier, .constant, .instanceVariable,
             .globalVariable, .commandString, .regexp, .words, .symbolWords:
            return true
        case .keyword:
            return ["nil", "true", "false", "self", "__LINE__", "defined?"].contains(t.text)
        case .op:
            return ["(", "[", "-", "+", "!", "~", "::"].contains(t.text)
        default:
            return false
        }
    }

    func parseBinary(_ minimum: Int) throws -> Node {
        try parseBinaryRest(try parseUnary(), minimum: minimum)
    }

    /// The operators binding at least as tight as `minimum` after the operand `first`, with their operands.
    func parseBinaryRest(_ first: Node, minimum: Int) throws -> Node {
        var left = first
        while let precedence = binaryPrecedence(tok), precedence >= minimum {
            if inBlockParameters && tok.isOp("|") { break }
            let operatorToken = tok
            let op = tok.spelling, code = tok.code
            try advance()
            try skipNewlines()
            let right = try nested { try parseBinary(code == Token.pack("**") ? precedence : precedence + 1) }
            switch code {
            case Token.pack("&&"): left = Node(.and(left, right), at: left.location)
            case Token.pack("||"): left = Node(.or(left, right), at: left.location)
            default: left = Node(.binary(op: op, left, right), at: left.location)
            }
            left = try chained(left, at: operatorToken)
        }
        return left
    }

    func parseUnary() throws -> Node {
        try nested {
            let t = tok
            guard case .op = t.kind else {
                if t.isKeyword("defined?") { return try parseDefined() }
                if t.isKeyword("not") {
                    try advance()
                    if tok.isOp("(") && !tok.spaceBefore { return node(.not(try parseParenthesized()), t) }
                    return node(.not(try parseUnary()), t)
                }
                return try parseOperand()
            }
            switch t.code {
            case Token.pack("!"):
                try advance()
                return node(.not(try parseUnary()), t)
            case Token.pack("~"):
                try advance()
                return node(.unary(op: "~", try parseUnary()), t)
            case Token.pack("-"), Token.pack("+"):
                try advance()
                if let literal = try parseSignedNumber(sign: t) { return literal }
                let operand = t.isOp("-") ? try parseBinary(Parser.unaryMinusPrecedence) : try parseUnary()
                return node(.unary(op: t.spelling, operand), t)
            case Token.pack(".."), Token.pack("..."):
                try advance()
                let upper = try parseBinary(1)
                return node(.range(lower: nil, upper: upper, exclusive: t.isOp("...")), t)
            default:
                return try parseOperand()
            }
        }
    }

    /// `-1`, `-2.5.abs` and `+3` are literals (Ruby folds the sign), but `-2 ** 2` is `-(2 ** 2)`.
    func parseSignedNumber(sign: Token) throws -> Node? {
        guard tok.start == sign.start + 1 else { return nil }
        let number = tok
        let negative = sign.isOp("-")
        let literal: NodeKind
        switch number.kind {
        case .integer: literal = .integer(negative ? -number.integerValue : number.integerValue)
        case .float: literal = .float(negative ? -number.floatValue : number.floatValue)
        default: return nil
        }
        try advance()
        if tok.isOp("**") {
            try advance()
            let exponent = try parseBinary(Parser.powerPrecedence)
            let unsigned: NodeKind
            switch number.kind {
            case .integer: unsigned = .integer(number.integerValue)
            case .float: unsigned = .float(number.floatValue)
            default: return nil
            }
            let power = Node(.binary(op: "**", node(unsigned, number), exponent), at: location(number))
            return negative ? node(.unary(op: "-", power), sign) : power
        }
        return try parsePostfix(node(literal, sign))
    }

    func parseDefined() throws -> Node {
        let t = tok
        try advance()
        if tok.isOp("(") && !tok.spaceBefore {
            let open = tok
            let inner = try opened("(", closer: ")", at: open) { () throws -> Node in
                try advance()
                try skipNewlines()
                let e = try insideBrackets { try parseExpr() }
                try skipNewlines()
                try expect(")")
                return e
            }
            return try parsePostfix(node(.defined(inner), t))
        }
        return node(.defined(try parseUnary()), t)
    }

    /// A primary with its postfix calls, then an assignment if one follows (`x = …`, `h[k] ||= …`).
    func parseOperand() throws -> Node {
        let target: Node
        if case .identifier = tok.kind {
            let t = tok
            try advance()
            // `name = …`: the target is known from the name alone, without the call node that a
            // bare name would parse to and `assignTarget` would turn into it.
            if isAssignmentOperator(tok), let local = localAssignTarget(identifierName(t)) {
                return try parseAssignedValue(to: local, at: location(t))
            }
            target = try parsePostfix(try parseIdentifier(t))
        } else {
            target = try parsePostfix(try parsePrimary())
        }
        guard isAssignmentOperator(tok) else { return target }
        guard let assignable = try assignTarget(target) else {
            throw error("unexpected '\(tok.text)': the left side cannot be assigned to", at: tok)
        }
        return try parseAssignedValue(to: assignable, at: target.location)
    }

    /// `assignTarget` of what a bare identifier before an assignment operator parses to: a local
    /// variable read or a call without arguments, both assigned as a local. Nil for `name?`/`name!`
    /// (not assignable) and when the operator could start a command argument, left to the full path.
    func localAssignTarget(_ name: String) -> AssignTarget? {
        tok.argumentStart ? nil : localTarget(named: name)
    }

    /// From the assignment operator `tok` on: the value (with a `rescue` modifier) assigned to `assignable`.
    func parseAssignedValue(to assignable: AssignTarget, at location: SourceLocation) throws -> Node {
        let op = tok
        try advance()
        try skipNewlines()
        var value: Node
        if op.isOp("=") && tok.isOp("*") {
            let star = tok
            try advance()
            value = node(.array([node(.splat(try parseTernary()), star)]), star)
        } else {
            value = try parseExpression()
        }
        if tok.isKeyword("rescue") {
            let r = tok
            try advance()
            value = rescueModifier(value, fallback: try parseExpression(), at: r)
        }
        if op.isOp("=") {
            return Node(.assign(assignable, value), at: location)
        }
        return Node(.operatorAssign(assignable, op: op.compoundAssignmentOperator, value: value), at: location)
    }
}
