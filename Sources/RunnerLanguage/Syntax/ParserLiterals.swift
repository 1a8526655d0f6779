// Bracketed literals: `(a; b)`, `[1, *xs, k: v]`, `{ a: 1, "b" => 2, "c": 3, **h, x: }`.

extension Parser {
    func parseParenthesized() throws -> Node {
        let open = tok
        return try opened("(", closer: ")", at: open) {
            try advance()
            let body = try insideBrackets { try parseStatements(until: Terminators.parenthesis) }
            try expect(")")
            return body ?? node(.nilLiteral, open)
        }
    }

    func parseArrayLiteral() throws -> Node {
        let open = tok
        return try opened("[", closer: "]", at: open) {
            try advance()
            let list = try insideBrackets { try parseArgumentList(closer: "]") }
            try skipNewlines()
            try expect("]")
            if list.blockArgument != nil { throw SyntaxError(message: "a block argument is not allowed in an array", offset: open.start) }
            var elements = list.positional
            // `[a: 1]` is an array holding one hash.
            if let keywords = list.keywords { elements.append(Node(.hash(keywords), at: location(open))) }
            return node(.array(elements), open)
        }
    }

    func parseHashLiteral() throws -> Node {
        let open = tok
        return try opened("{", closer: "}", at: open) {
            try advance()
            let entries = try insideBrackets { try parseHashEntries() }
            try expect("}")
            return node(.hash(entries), open)
        }
    }

    func parseHashEntries() throws -> [HashEntry] {
        var entries: [HashEntry] = []
        while true {
            try skipNewlines()
            if tok.isOp("}") { break }
            let t = tok
            switch t.kind {
            case .label:
                try advance()
                try skipNewlines()
                let key = node(.symbol(t.text), t)
                if tok.isOp(",") || tok.isOp("}") {
                    entries.append(.pair(key: key, value: shorthandValue(t)))
                } else {
                    entries.append(.pair(key: key, value: try parseNotOrExpression()))
                }
            case .stringLabel:
                try advance()
                try skipNewlines()
                entries.append(.pair(key: try symbolNode(t.parts, at: t), value: try parseNotOrExpression()))
            case .op where t.isOp("**"):
                try advance()
                entries.append(.doubleSplat(try parseTernary()))
            default:
                let key = try parseExpression()
                try skipNewlines()
                guard tok.isOp("=>") else { throw unexpected(expecting: "=>") }
                try advance()
                try skipNewlines()
                entries.append(.pair(key: key, value: try parseNotOrExpression()))
            }
            try skipNewlines()
            guard tok.isOp(",") else { break }
            try advance()
        }
        return entries
    }
}
