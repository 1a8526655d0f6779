// `class Name < Super … end`, `module A::B … end` and `class << self … end`. A body is a new
// local-variable scope (like a `def` body) and may end in `rescue`/`ensure` like one.

extension Parser {
    func parseModuleDefinition() throws -> Node {
        let t = tok
        let isClass = t.isKeyword("class")
        return try opened(t.spelling, closer: "end", at: t) {
            try advance()
            if isClass, tok.isOp("<<") {
                try advance()
                let target = try parseExpr()
                let body = try withScope(methodBoundary: true) { try parseBodyWithRescue(at: t) }
                try expectKeyword("end")
                return node(.singletonClassBody(target: target, body: body), t)
            }
            let path = try parseConstantPath()
            var superclass: Node?
            if isClass, tok.isOp("<") {
                try advance()
                superclass = try parseExpr()
            }
            let body = try withScope(methodBoundary: true) { try parseBodyWithRescue(at: t) }
            try expectKeyword("end")
            return node(.moduleDefinition(path: path, superclass: superclass, body: body, isClass: isClass), t)
        }
    }

    /// `Name`, `A::B::C` or `::Name` after `class`/`module`.
    func parseConstantPath() throws -> Node {
        let start = tok
        var topLevel = false
        if tok.isOp("::") {
            topLevel = true
            try advance()
        }
        var path: Node
        if !topLevel, tok.isKeyword("self") {
            // `class self::Model` (a class named inside the current one): `self` is the scope.
            try advance()
            guard tok.isOp("::") else { throw unexpected(expecting: "::") }
            path = node(.selfReference, start)
        } else {
            guard case .constant = tok.kind else { throw unexpected(expecting: "a class or module name") }
            path = node(.constant(scope: nil, name: tok.text, topLevel: topLevel), start)
            try advance()
        }
        while tok.isOp("::") {
            let separator = tok
            try advance()
            guard case .constant = tok.kind else { throw unexpected(expecting: "a class or module name") }
            path = try chained(node(.constant(scope: path, name: tok.text, topLevel: false), start), at: separator)
            try advance()
        }
        return path
    }
}
