// Keyword constructs: literals like `nil`/`self`, `if`/`unless`/`while`/`until`/`for`/`case`,
// `begin`/`rescue`/`ensure`, `def`, `return`/`break`/`next`, `yield`, `alias`, and the
// constructs templates may not use (`BEGIN`, `END`), which get a clear error. `class`/`module` are in ParserModules.swift.

extension Parser {
    func parseKeywordExpression() throws -> Node {
        let t = tok
        switch t.code {
        case Token.pack("nil"): try advance(); return node(.nilLiteral, t)
        case Token.pack("true"): try advance(); return node(.trueLiteral, t)
        case Token.pack("false"): try advance(); return node(.falseLiteral, t)
        case Token.pack("self"): try advance(); return node(.selfReference, t)
        case Token.pack("__FILE__"): try advance(); return node(.fileLiteral, t)
        case Token.pack("__LINE__"): try advance(); return node(.integer(map.line(of: t.start)), t)
        case Token.pack("if"), Token.pack("unless"): return try parseIf()
        case Token.pack("while"), Token.pack("until"): return try parseWhile()
        case Token.pack("for"): return try parseFor()
        case Token.pack("case"): return try parseCase()
        case Token.pack("begin"): return try parseBegin()
        case Token.pack("def"): return try parseDef()
        case Token.pack("return"), Token.pack("break"), Token.pack("next"): return try parseJump()
        case Token.pack("yield"): return try parseYield()
        case Token.pack("super"):
            try advance()
            return try parseCallRest(receiver: nil, name: "super", at: t, safeNavigation: false)
        case Token.pack("alias"): return try parseAlias()
        case Token.pack("defined?"): return try parseDefined()
        case Token.pack("class"), Token.pack("module"): return try parseModuleDefinition()
        case Token.pack("BEGIN"), Token.pack("END"): throw error("'\(t.text)' blocks are not supported in templates", at: t)
        case Token.pack("retry"): try advance(); return node(.retry, t)
        case Token.pack("undef"), Token.pack("redo"), Token.pack("__ENCODING__"): throw error("'\(t.text)' is not supported in templates", at: t)
        default: throw unexpected()
        }
    }

    /// After a condition: `then`, a newline or `;`.
    func expectThen() throws {
        if tok.isKeyword("then") {
            try advance()
        } else if case .newline = tok.kind {
            try advance()
        } else {
            throw unexpected(expecting: "then")
        }
    }

    func parseIf() throws -> Node {
        let t = tok
        return try opened(t.spelling, closer: "end", at: t) {
            try advance()
            let condition = try parseExpr()
            try expectThen()
            let body = try parseStatements(until: Terminators.ifBranch)
            let rest = t.isKeyword("if") ? try parseIfRest() : try parseElse()
            try expectKeyword("end")
            if t.isKeyword("unless") {
                return node(.if(condition: condition, then: rest, else: body), t)
            }
            return node(.if(condition: condition, then: body, else: rest), t)
        }
    }

    /// `elsif … else …` as nested `if` nodes.
    func parseIfRest() throws -> Node? {
        guard tok.isKeyword("elsif") else { return try parseElse() }
        let t = tok
        return try nested {
            try advance()
            let condition = try parseExpr()
            try expectThen()
            let body = try parseStatements(until: Terminators.ifBranch)
            return node(.if(condition: condition, then: body, else: try parseIfRest()), t)
        }
    }

    func parseElse() throws -> Node? {
        guard tok.isKeyword("else") else { return nil }
        try advance()
        return try parseStatements(until: Terminators.end)
    }

    /// A loop condition, where `do` is the loop's keyword, not a block.
    func parseLoopCondition() throws -> Node {
        let saved = doAllowed
        doAllowed = false
        defer { doAllowed = saved }
        let condition = try parseExpr()
        if tok.isKeyword("do") {
            try advance()
        } else if case .newline = tok.kind {
            try advance()
        } else {
            throw unexpected(expecting: "do")
        }
        return condition
    }

    func parseWhile() throws -> Node {
        let t = tok
        return try opened(t.spelling, closer: "end", at: t) {
            try advance()
            let condition = try parseLoopCondition()
            let body = try parseStatements(until: Terminators.end)
            try expectKeyword("end")
            return node(.while(condition: condition, body: body, isUntil: t.isKeyword("until"), doWhile: false), t)
        }
    }

    func parseFor() throws -> Node {
        let t = tok
        return try opened("for", closer: "end", at: t) {
            try advance()
            var targets: [AssignTarget] = []
            while true {
                targets.append(try parseMultipleAssignmentTarget())
                guard tok.isOp(",") else { break }
                try advance()
            }
            try expectKeyword("in")
            let sequence = try parseLoopCondition()
            let body = try parseStatements(until: Terminators.end)
            try expectKeyword("end")
            let target = targets.count == 1 ? targets[0] : .nested(targets)
            return node(.for(target, in: sequence, body: body), t)
        }
    }

    func parseCase() throws -> Node {
        let t = tok
        return try opened("case", closer: "end", at: t) {
            try advance()
            var subject: Node?
            if case .newline = tok.kind {} else { subject = try parseExpr() }
            try skipNewlines()
            var whens: [WhenClause] = []
            while tok.isKeyword("when") {
                try advance()
                var values: [Node] = []
                while true {
                    try skipNewlines()
                    values.append(try parseSplatOrExpression())
                    guard tok.isOp(",") else { break }
                    try advance()
                }
                try expectThen()
                let body = try parseStatements(until: Terminators.whenBranch)
                whens.append(WhenClause(values: values, body: body))
            }
            if whens.isEmpty {
                if tok.isKeyword("in") { throw error("pattern matching ('case … in') is not supported in templates", at: tok) }
                throw unexpected(expecting: "when")
            }
            let otherwise = try parseElse()
            try expectKeyword("end")
            return node(.case(subject: subject, whens: whens, else: otherwise), t)
        }
    }

    func parseBegin() throws -> Node {
        let t = tok
        let block = try opened("begin", closer: "end", at: t) { () throws -> Node in
            try advance()
            let parts = try parseRescueParts()
            try expectKeyword("end")
            return node(.begin(body: parts.body, rescues: parts.rescues, else: parts.otherwise, ensure: parts.ensure), t)
        }
        lastBeginBlock = block
        return block
    }

    struct RescueParts {
        var body: Node?
        var rescues: [RescueClause] = []
        var otherwise: Node?
        var ensure: Node?
    }

    /// A body that may have `rescue`/`else`/`ensure` clauses (`begin`, `def`, `do` blocks).
    func parseRescueParts() throws -> RescueParts {
        var parts = RescueParts(body: try parseStatements(until: Terminators.rescuedBody))
        while tok.isKeyword("rescue") {
            let r = tok
            try advance()
            var classes: [Node] = []
            var variable: AssignTarget?
            if !tok.isOp("=>") && !tok.isKeyword("then") && !isNewline(tok) {
                while true {
                    classes.append(try parseSplatOrExpression())
                    guard tok.isOp(",") else { break }
                    try advance()
                    try skipNewlines()
                }
            }
            if tok.isOp("=>") {
                try advance()
                let targetToken = tok
                guard let target = try assignTarget(try parsePostfix(try parsePrimary())) else {
                    throw error("cannot assign the exception to this expression", at: targetToken)
                }
                variable = target
            }
            if tok.isKeyword("then") { try advance() }
            let body = try parseStatements(until: Terminators.rescuedBody)
            parts.rescues.append(RescueClause(classes: classes, variable: variable, body: body, at: location(r)))
        }
        if tok.isKeyword("else") {
            try advance()
            parts.otherwise = try parseStatements(until: Terminators.elseBody)
        }
        if tok.isKeyword("ensure") {
            try advance()
            parts.ensure = try parseStatements(until: Terminators.end)
        }
        return parts
    }

    /// Like `parseRescueParts`, wrapping the body in `.begin` only when there are clauses.
    func parseBodyWithRescue(at start: Token) throws -> Node? {
        let parts = try parseRescueParts()
        if parts.rescues.isEmpty && parts.otherwise == nil && parts.ensure == nil { return parts.body }
        return node(.begin(body: parts.body, rescues: parts.rescues, else: parts.otherwise, ensure: parts.ensure), start)
    }

    func parseDef() throws -> Node {
        let t = tok
        return try opened("def", closer: "end", at: t) {
            try advance()
            var singleton: Node?
            let receiver = tok
            if isReceiverBeforeDot(receiver) {
                singleton = try singletonReceiver(receiver)
                try advance()
                try expect(".")
            }
            let nameToken = tok
            switch tok.kind {
            case .identifier, .constant: try advance()
            default: throw unexpected()
            }
            return try withScope(methodBoundary: true) {
                var parameters = ParameterList()
                if tok.isOp("(") && !tok.spaceBefore || tok.isOp("(") {
                    let open = tok
                    parameters = try opened("(", closer: ")", at: open) {
                        try advance()
                        let list = try parseParameterList(closer: ")", isBlock: false)
                        try skipNewlines()
                        try expect(")")
                        return list
                    }
                } else if !isNewline(tok) && !tok.isOp("=") {
                    parameters = try parseParameterList(closer: nil, isBlock: false)
                }
                let body: Node?
                if tok.isOp("=") {
                    // Endless `def name(args) = expression`.
                    try advance()
                    try skipNewlines()
                    body = try parseStatement()
                } else {
                    body = try parseBodyWithRescue(at: t)
                    try expectKeyword("end")
                }
                let definition = MethodDefinition(
                    name: nameToken.text, singleton: singleton, parameters: parameters, body: body, at: location(t))
                return node(.methodDefinition(definition), t)
            }
        }
    }

    /// Whether the token after `def` is a receiver (`def self.x`, `def Config.x`, `def task.x`):
    /// the lexer marks those by leaving the next character a `.`.
    func isReceiverBeforeDot(_ t: Token) -> Bool {
        switch t.kind {
        case .identifier, .constant, .keyword:
            return lexer.pos < lexer.end && lexer.bytes[lexer.pos] == ascii(".") && t.start + t.text.utf8.count == lexer.pos
        default:
            return false
        }
    }

    func singletonReceiver(_ t: Token) throws -> Node {
        switch t.kind {
        case .keyword where t.isKeyword("self"): return node(.selfReference, t)
        case .constant: return node(.constant(scope: nil, name: t.text, topLevel: false), t)
        case .identifier:
            if isLocal(t.text) { return node(.localVariable(localName(t.text)), t) }
            return node(.call(Call(receiver: nil, name: t.text)), t)
        default: throw unexpected()
        }
    }

    /// `return`, `break`, `next` with no value, one value, or several (an array).
    func parseJump() throws -> Node {
        let t = tok
        try advance()
        var value: Node?
        if canStartCommandArgument(tok) || tok.isOp("(") || tok.isOp("[") || tok.isOp("{") {
            // Unlike a command, `return list.map do … end` gives the block to `map`.
            let arguments = try parseArgumentList(closer: nil)
            var values = arguments.positional
            if let keywords = arguments.keywords { values.append(node(.hash(keywords), t)) }
            if values.count == 1, !isSplat(values[0]) {
                value = values[0]
            } else if !values.isEmpty {
                value = Node(.array(values), at: values[0].location)
            }
        }
        switch t.text {
        case "return": return node(.return(value), t)
        case "break": return node(.break(value), t)
        default: return node(.next(value), t)
        }
    }

    func isSplat(_ n: Node) -> Bool {
        if case .splat = n.kind { return true }
        return false
    }

    func parseYield() throws -> Node {
        let t = tok
        try advance()
        var arguments = ArgumentList()
        if tok.isOp("(") && !tok.spaceBefore {
            arguments = try parseParenthesizedArguments()
        } else if canStartCommandArgument(tok) {
            arguments = try parseCommandArguments()
        }
        return node(.yield(arguments.positional, keywords: arguments.keywords), t)
    }

    /// `alias new old`, `alias :new :old`, `alias $new $old`.
    func parseAlias() throws -> Node {
        let t = tok
        try advance()
        let new = try aliasName()
        let old = try aliasName()
        return node(.alias(new: new, old: old), t)
    }

    func aliasName() throws -> String {
        let t = tok
        switch t.kind {
        case .identifier, .constant, .globalVariable, .keyword, .op:
            try advance()
            return t.text
        case .symbol:
            try advance()
            return t.symbolName
        default:
            throw unexpected()
        }
    }
}
