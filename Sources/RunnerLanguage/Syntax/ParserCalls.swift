// Primaries, method calls with and without parentheses, arguments, and postfix chains.
//
// A name that is not a known local variable is a call. Whether it takes command arguments
// (`puts x`, `gem 'rails', '~> 6.1'`) depends on the next token, as the lexer classified it:
// `foo -1` / `foo [1]` / `foo *a` are arguments because of the spacing, `foo - 1` is not.

extension Parser {
    /// The keywords that start a command argument (`puts nil`, `p defined?(x)`).
    static func startsCommandArgument(keyword code: UInt64) -> Bool {
        switch code {
        case Token.pack("nil"), Token.pack("true"), Token.pack("false"), Token.pack("self"), Token.pack("defined?"),
             Token.pack("__FILE__"), Token.pack("__LINE__"), Token.pack("case"), Token.pack("begin"), Token.pack("def"),
             Token.pack("yield"), Token.pack("super"), Token.pack("not"):
            return true
        default:
            return false
        }
    }

    func parsePrimary() throws -> Node {
        let t = tok
        switch t.kind {
        case .integer:
            try advance()
            return node(.integer(t.integerValue), t)
        case .float:
            try advance()
            return node(.float(t.floatValue), t)
        case .string:
            try advance()
            var all = try literalParts(t)
            // Adjacent literals concatenate: `"a" "b"`.
            while case .string = tok.kind {
                all += try literalParts(tok)
                try advance()
            }
            return node(.string(all), t)
        case .commandString:
            try advance()
            return node(.commandString(try stringParts(t.parts)), t)
        case .symbol:
            try advance()
            return node(.symbol(t.symbolName), t)
        case .dynamicSymbol:
            try advance()
            return node(.dynamicSymbol(try stringParts(t.parts)), t)
        case .regexp:
            try advance()
            let regexp = t.regexp
            return node(.regexp(try stringParts(regexp.parts), options: regexp.options), t)
        case .words:
            try advance()
            return node(.array(try t.wordList.map { node(.string(try stringParts($0)), t) }), t)
        case .symbolWords:
            try advance()
            return node(.array(try t.wordList.map { try symbolNode($0, at: t) }), t)
        case .instanceVariable:
            try advance()
            return node(.instanceVariable(t.text), t)
        case .globalVariable:
            try advance()
            return node(.globalVariable(t.text), t)
        case .constant:
            try advance()
            // `Integer("3")`, and like Ruby, `H "x"`, `Given /^x$/`: a capitalised method called with arguments.
            if (tok.isOp("(") && !tok.spaceBefore) || canStartCommandArgument(tok) {
                return try parseCallRest(receiver: nil, name: t.text, at: t, safeNavigation: false)
            }
            return node(.constant(scope: nil, name: t.text, topLevel: false), t)
        case .identifier:
            try advance()
            return try parseIdentifier(t)
        case .keyword:
            return try parseKeywordExpression()
        case .op:
            switch t.code {
            case Token.pack("("): return try parseParenthesized()
            case Token.pack("["): return try parseArrayLiteral()
            case Token.pack("{"): return try parseHashLiteral()
            case Token.pack("->"): return try parseLambda()
            case Token.pack("::"):
                try advance()
                guard case .constant = tok.kind else { throw unexpected() }
                let name = tok
                try advance()
                return node(.constant(scope: nil, name: name.text, topLevel: true), t)
            default:
                throw unexpected()
            }
        default:
            throw unexpected()
        }
    }

    /// What an identifier `t`, just consumed, starts: a local variable read or a call.
    func parseIdentifier(_ t: Token) throws -> Node {
        let name = identifierName(t)
        if previousWasLocal && !(tok.isOp("(") && !tok.spaceBefore) && !startsArgumentAfterLocal(tok) {
            return node(.localVariable(localName(name)), t)
        }
        return try parseCallRest(receiver: nil, name: name, at: t, safeNavigation: false)
    }

    func symbolNode(_ parts: [LexPart], at t: Token) throws -> Node {
        if parts.count == 1, case .text(let s) = parts[0] { return node(.symbol(s), t) }
        return node(.dynamicSymbol(try stringParts(parts)), t)
    }

    /// A string token's parts; for one plain text (most literals) the list the lexer made, shared.
    func literalParts(_ t: Token) throws -> [StringPart] {
        if case .text(let parts) = map.tokenPayloads[t.value] { return parts }
        return try stringParts(t.parts)
    }

    /// Turns lexer parts into AST parts, parsing each `#{…}` with the current scope.
    func stringParts(_ parts: [LexPart]) throws -> [StringPart] {
        if parts.count == 1, case .text(let s) = parts[0] { return [.text(s)] }
        var result: [StringPart] = []
        result.reserveCapacity(parts.count)
        for part in parts {
            switch part {
            case .text(let s):
                result.append(.text(s))
            case .code(let start, let end):
                result.append(.code(try parseEmbedded(start: start, end: end)))
            }
        }
        return result
    }

    func parseEmbedded(start: Int, end: Int) throws -> Node {
        let savedLexer = lexer, savedToken = tok
        interpolationOpeners.append(openers.count)
        defer {
            lexer = savedLexer
            tok = savedToken
            interpolationOpeners.removeLast()
        }
        do {
            lexer = try Lexer(map: map, start: start, end: end, depth: 1)
            tok = try lexer.next()
            let body = try insideBrackets { try parseStatements(until: Terminators.endOfInput) }
            guard tok.isEndOfFile else { throw unexpected() }
            return body ?? Node(.nilLiteral, at: location(ofOffset: start))
        } catch var error as SyntaxError {
            // Say where the user is: the message of a nested interpolation already does.
            if !error.message.hasPrefix("invalid interpolation") && error.message != "too deeply nested" {
                error.message = "invalid interpolation: " + error.message
            }
            throw error
        }
    }

    /// After a method name: parenthesised or command arguments, then a `{}` or `do` block.
    func parseCallRest(receiver: Node?, name: String, at start: Token, safeNavigation: Bool) throws -> Node {
        var arguments = ArgumentList()
        var hasParentheses = false
        var isCommand = false
        if tok.isOp("(") && !tok.spaceBefore {
            hasParentheses = true
            arguments = try parseParenthesizedArguments()
        } else if canStartCommandArgument(tok) {
            isCommand = true
            arguments = try parseCommandArguments()
        }
        var block: BlockLiteral?
        if tok.isOp("{") && !isCommand {
            block = try parseBraceBlock()
        } else if tok.isKeyword("do") && doAllowed {
            block = try parseDoBlock()
        }
        if block != nil && arguments.blockArgument != nil {
            throw error("both a block argument and a literal block were given", at: start)
        }
        let call = Call(
            receiver: receiver, name: name, arguments: arguments.positional, keywords: arguments.keywords,
            blockArgument: arguments.blockArgument, block: block, safeNavigation: safeNavigation,
            hasParentheses: hasParentheses)
        return Node(.call(call), at: receiver?.location ?? location(start))
    }

    /// The hidden parameters `def m(...)` binds (names no source can write), which `n(...)` passes on.
    static let forwardedParameters = ["... rest", "... keywords", "... block"]

    /// Ruby reads `x "s"`, `x 1`, `x y`, `x @a` as a call even when `x` is a local variable;
    /// only the characters that are also operators (`x -1`, `x [1]`, `x :a`) keep it a variable.
    func startsArgumentAfterLocal(_ t: Token) -> Bool {
        guard t.spaceBefore else { return false }
        switch t.kind {
        case .string, .commandString, .integer, .float, .identifier, .constant, .instanceVariable, .globalVariable:
            return true
        default:
            return false
        }
    }

    /// Whether `t`, right after a method name, begins a command argument.
    func canStartCommandArgument(_ t: Token) -> Bool {
        if t.argumentStart { return true }
        if t.isOp("->") && t.spaceBefore { return true }
        guard t.spaceBefore else { return false }
        switch t.kind {
        case .integer, .float, .string, .commandString, .symbol, .dynamicSymbol, .regexp, .words, .symbolWords,
             .identifier, .constant, .instanceVariable, .globalVariable, .label, .stringLabel:
            return true
        case .keyword:
            return Parser.startsCommandArgument(keyword: t.code)
        default:
            return false
        }
    }

    struct ArgumentList {
        var positional: [Node] = []
        var keywords: [HashEntry]?
        var blockArgument: Node?
    }

    func parseParenthesizedArguments() throws -> ArgumentList {
        let open = tok
        return try opened("(", closer: ")", at: open) {
            try advance()
            return try insideBrackets {
                let list = try parseArgumentList(closer: ")")
                try skipNewlines()
                try expect(")")
                return list
            }
        }
    }

    func parseCommandArguments() throws -> ArgumentList {
        let saved = doAllowed
        doAllowed = false
        defer { doAllowed = saved }
        return try parseArgumentList(closer: nil)
    }

    /// Comma-separated arguments: positional, `*splat`, `key: v`, `"k": v`, `k => v`, `**h`, `&blk`.
    func parseArgumentList(closer: String?) throws -> ArgumentList {
        var list = ArgumentList()
        func addKeyword(_ entry: HashEntry) {
            if list.keywords == nil { list.keywords = [] }
            list.keywords?.append(entry)
        }
        while true {
            if closer != nil { try skipNewlines() }
            if let closer, tok.isOp(spelling: closer) { break }
            let t = tok
            switch t.kind {
            case .label:
                try advance()
                try skipNewlines()
                let key = node(.symbol(t.text), t)
                if tok.isOp(",") || (closer.map { tok.isOp(spelling: $0) } ?? false) {
                    addKeyword(.pair(key: key, value: shorthandValue(t)))
                } else {
                    addKeyword(.pair(key: key, value: try parseExpression()))
                }
            case .stringLabel:
                try advance()
                try skipNewlines()
                addKeyword(.pair(key: try symbolNode(t.parts, at: t), value: try parseExpression()))
            case .op where t.isOp("*"):
                try advance()
                list.positional.append(node(.splat(try parseTernary()), t))
            case .op where t.isOp("**"):
                try advance()
                addKeyword(.doubleSplat(try parseTernary()))
            case .op where t.isOp("...") && closer == ")" && isLocal(Parser.forwardedParameters[0]):
                // `n(a, ...)` inside `def m(...)`: the arguments, keywords and block `m` was given.
                try advance()
                let (rest, keywords, block) = (Parser.forwardedParameters[0], Parser.forwardedParameters[1], Parser.forwardedParameters[2])
                list.positional.append(node(.splat(node(.localVariable(localName(rest)), t)), t))
                addKeyword(.doubleSplat(node(.localVariable(localName(keywords)), t)))
                list.blockArgument = node(.localVariable(localName(block)), t)
                guard tok.isOp(spelling: ")") else { throw unexpected(expecting: ")") }
            case .op where t.isOp("&"):
                try advance()
                if tok.isOp(",") || (closer.map { tok.isOp(spelling: $0) } ?? false) {
                    list.blockArgument = node(.blockPass(nil), t)
                } else {
                    list.blockArgument = try parseTernary()
                }
            default:
                let value = try parseNotOrExpression()
                if tok.isOp("=>") {
                    try advance()
                    try skipNewlines()
                    addKeyword(.pair(key: value, value: try parseExpression()))
                } else {
                    list.positional.append(value)
                }
            }
            if closer != nil { try skipNewlines() }
            guard tok.isOp(",") else { break }
            try advance()
        }
        return list
    }

    func parseNotOrExpression() throws -> Node {
        if tok.isKeyword("not") { return try parseNotExpr() }
        return try parseExpression()
    }

    /// `{x:}` / `f(x:)`: the value of a label written without one is the variable or method `x`.
    func shorthandValue(_ label: Token) -> Node {
        if isLocal(label.text) { return node(.localVariable(localName(label.text)), label) }
        return node(.call(Call(receiver: nil, name: label.text)), label)
    }

    /// `.name`, `&.name`, `::Name`, `[index]` after an expression, repeatedly.
    func parsePostfix(_ base: Node) throws -> Node {
        var current = base
        while case .op = tok.kind {
            let t = tok
            switch t.code {
            case Token.pack("."), Token.pack("&."):
                try advance()
                try skipNewlines()
                let nameToken = tok
                switch tok.kind {
                case .identifier, .constant, .keyword:
                    try advance()
                    current = try parseCallRest(receiver: current, name: nameToken.text, at: nameToken, safeNavigation: t.isOp("&."))
                case .op where tok.isOp("("):
                    // `callable.(x)` is `callable.call(x)`.
                    current = try parseCallRest(receiver: current, name: "call", at: nameToken, safeNavigation: t.isOp("&."))
                default:
                    throw unexpected()
                }
            case Token.pack("::"):
                try advance()
                let nameToken = tok
                switch tok.kind {
                case .constant:
                    try advance()
                    if (tok.isOp("(") && !tok.spaceBefore) || canStartCommandArgument(tok) {
                        current = try parseCallRest(receiver: current, name: nameToken.text, at: nameToken, safeNavigation: false)
                    } else {
                        current = Node(.constant(scope: current, name: nameToken.text, topLevel: false), at: current.location)
                    }
                case .identifier:
                    try advance()
                    current = try parseCallRest(receiver: current, name: nameToken.text, at: nameToken, safeNavigation: false)
                default:
                    throw unexpected()
                }
            case Token.pack("["):
                if t.argumentStart { return current }
                let arguments = try opened("[", closer: "]", at: t) { () throws -> ArgumentList in
                    try advance()
                    return try insideBrackets {
                        let list = try parseArgumentList(closer: "]")
                        try skipNewlines()
                        try expect("]")
                        return list
                    }
                }
                // `x[1] { … }` / `x[1] do … end`: Ruby hands the block to `[]`.
                var block: BlockLiteral?
                if tok.isOp("{") {
                    block = try parseBraceBlock()
                } else if tok.isKeyword("do") && doAllowed {
                    block = try parseDoBlock()
                }
                let call = Call(
                    receiver: current, name: "[]", arguments: arguments.positional, keywords: arguments.keywords,
                    blockArgument: arguments.blockArgument, block: block, hasParentheses: true)
                current = Node(.call(call), at: current.location)
            default:
                return current
            }
            current = try chained(current, at: t)
        }
        return current
    }
}
