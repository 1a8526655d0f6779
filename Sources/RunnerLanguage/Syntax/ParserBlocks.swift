// Blocks (`do |a, (b, c), *r, k: 1, &blk| … end`, `{ |x| … }`), lambdas, and parameter lists
// shared with `def`.

extension Parser {
    func parseBraceBlock() throws -> BlockLiteral {
        let open = tok
        return try opened("{", closer: "}", at: open) {
            try advance()
            return try withScope(methodBoundary: false) {
                let parameters = try parseBlockParameters()
                let body = try insideBrackets { try parseStatements(until: Terminators.brace) }
                try expect("}")
                return BlockLiteral(parameters: parameters, body: body, at: location(open))
            }
        }
    }

    func parseDoBlock() throws -> BlockLiteral {
        let open = tok
        return try opened("do", closer: "end", at: open) {
            try advance()
            return try withScope(methodBoundary: false) {
                let parameters = try parseBlockParameters()
                let body = try insideBrackets { try parseBodyWithRescue(at: open) }
                try expectKeyword("end")
                return BlockLiteral(parameters: parameters, body: body, at: location(open))
            }
        }
    }

    func parseBlockParameters() throws -> ParameterList {
        if tok.isOp("||") {
            try advance()
            return ParameterList()
        }
        guard tok.isOp("|") else { return ParameterList() }
        try advance()
        let saved = inBlockParameters
        inBlockParameters = true
        defer { inBlockParameters = saved }
        var list = try parseParameterList(closer: "|", isBlock: true)
        try parseBlockLocals(into: &list)
        try expect("|")
        return list
    }

    /// Block-local variables after the parameters: `|x; y, z|`, `|;y|`, `->(x; y)`.
    func parseBlockLocals(into list: inout ParameterList) throws {
        guard case .newline = tok.kind, tok.text == ";" else { return }
        try advance()
        while case .identifier = tok.kind {
            declareBlockLocal(tok.text)
            list.blockLocals.append(tok.text)
            try advance()
            guard tok.isOp(",") else { break }
            try advance()
        }
    }

    /// Parameters up to `closer` (`)` or `|`), or to the end of the line for `def name a, b`.
    func parseParameterList(closer: String?, isBlock: Bool) throws -> ParameterList {
        var list = ParameterList()
        var seenRest = false
        while true {
            if closer == ")" { try skipNewlines() }
            if let closer, tok.isOp(spelling: closer) { break }
            // `|;y|`: no parameters, only block-local variables (read by the caller).
            if closer == "|", case .newline = tok.kind, tok.text == ";" { break }
            let t = tok
            switch t.kind {
            case .identifier:
                try advance()
                let name = identifierName(t)
                declare(name)
                if tok.isOp("=") {
                    try advance()
                    list.optional.append((name: name, default: try parseTernary()))
                } else if seenRest || !list.optional.isEmpty {
                    // `def f(a, b = 1, c)`: a required parameter after optional ones is bound from the end, like a post one.
                    list.post.append(.local(name))
                } else {
                    list.required.append(.local(name))
                }
            case .label:
                try advance()
                let name = t.text
                declare(name)
                if tok.isOp(",") || tok.isOp(spelling: closer ?? ")") || tok.isOp("|") || isNewline(tok) {
                    list.keywords.append((name: name, default: nil))
                } else {
                    list.keywords.append((name: name, default: try parseTernary()))
                }
            case .op where t.isOp("*"):
                try advance()
                list.rest = try optionalParameterName()
                seenRest = true
            case .op where t.isOp("**"):
                try advance()
                if tok.isKeyword("nil") {
                    try advance()
                } else {
                    list.keywordRest = try optionalParameterName()
                }
            case .op where t.isOp("&"):
                try advance()
                list.block = try optionalParameterName()
            case .op where t.isOp("...") && closer == ")" && !isBlock && list.rest == nil && list.keywordRest == nil:
                // `def m(a, ...)`: the rest of the arguments, keywords and block, for a call's `(...)`.
                try advance()
                for name in Parser.forwardedParameters { declare(name) }
                (list.rest, list.keywordRest, list.block) = (Parser.forwardedParameters[0], Parser.forwardedParameters[1], Parser.forwardedParameters[2])
                guard tok.isOp(spelling: ")") else { throw unexpected(expecting: ")") }
            case .op where t.isOp("("):
                let target = try parseNestedParameter()
                if seenRest || !list.optional.isEmpty { list.post.append(target) } else { list.required.append(target) }
            default:
                throw unexpected()
            }
            guard tok.isOp(",") else { break }
            try advance()
            if isBlock && tok.isOp("|") { list.hasTrailingComma = true }
        }
        return list
    }

    func isNewline(_ t: Token) -> Bool {
        if case .newline = t.kind { return true }
        return false
    }

    func optionalParameterName() throws -> String {
        guard case .identifier = tok.kind else { return "" }
        let name = tok.text
        declare(name)
        try advance()
        return name
    }

    /// `(a, (b, *c))` destructuring in block or method parameters.
    func parseNestedParameter() throws -> AssignTarget {
        let open = tok
        return try opened("(", closer: ")", at: open) {
            try advance()
            var inner: [AssignTarget] = []
            while !tok.isOp(")") {
                let t = tok
                switch t.kind {
                case .identifier:
                    try advance()
                    let name = identifierName(t)
                    declare(name)
                    inner.append(.local(name))
                case .op where t.isOp("*"):
                    try advance()
                    let name = try optionalParameterName()
                    inner.append(.splat(name.isEmpty ? nil : .local(name)))
                case .op where t.isOp("("):
                    inner.append(try nested { try parseNestedParameter() })
                default:
                    throw unexpected()
                }
                guard tok.isOp(",") else { break }
                try advance()
            }
            try expect(")")
            return .nested(inner)
        }
    }

    /// `->(x) { … }`, `-> x { … }`, `-> do … end`.
    func parseLambda() throws -> Node {
        let arrow = tok
        try advance()
        return try withScope(methodBoundary: false) {
            var parameters = ParameterList()
            if tok.isOp("(") {
                let open = tok
                parameters = try opened("(", closer: ")", at: open) {
                    try advance()
                    var list = try parseParameterList(closer: ")", isBlock: false)
                    try parseBlockLocals(into: &list)
                    try expect(")")
                    return list
                }
            } else if !tok.isOp("{") && !tok.isKeyword("do") {
                parameters = try parseParameterList(closer: nil, isBlock: false)
            }
            let open = tok
            let body: Node?
            if tok.isOp("{") {
                body = try opened("{", closer: "}", at: open) {
                    try advance()
                    let b = try insideBrackets { try parseStatements(until: Terminators.brace) }
                    try expect("}")
                    return b
                }
            } else if tok.isKeyword("do") {
                body = try opened("do", closer: "end", at: open) {
                    try advance()
                    let b = try insideBrackets { try parseBodyWithRescue(at: open) }
                    try expectKeyword("end")
                    return b
                }
            } else {
                throw unexpected(expecting: "{")
            }
            return node(.lambda(BlockLiteral(parameters: parameters, body: body, at: location(arrow))), arrow)
        }
    }
}
