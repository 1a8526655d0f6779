import Diagnostics

// Binding call arguments to a parameter list, Ruby's way. Methods and lambdas are strict about
// counts; blocks pad missing arguments with nil, drop extras and spread a single array argument.

extension Interpreter {
    func bindParameters(
        _ parameters: ParameterList, _ arguments: Arguments, _ scope: Scope, strict: Bool, at location: SourceLocation
    ) throws {
        if strict, arguments.keywords == nil, bindPlainParameters(parameters, arguments.positional, scope) { return }
        var positional = arguments.positional
        let takesKeywords = !parameters.keywords.isEmpty || parameters.keywordRest != nil
        if !takesKeywords, let keywords = arguments.keywords {
            // Ruby 3: a method without keyword parameters receives the braceless hash as its last argument.
            positional.append(.hash(keywords))
        }
        let preCount = parameters.required.count
        let postCount = parameters.post.count
        let required = preCount + postCount
        if !strict, positional.count == 1, case .array(let array) = positional[0], Interpreter.spreadsSingleArray(parameters) {
            positional = array.elements
        }
        let given = positional.count
        if strict, given < required || (parameters.rest == nil && given > required + parameters.optional.count) {
            throw error("ArgumentError", wrongArgumentCount(parameters, given: given, keywords: arguments.keywords),
                        at: location, code: .wrongArguments)
        }
        for (index, target) in parameters.required.enumerated() {
            try bindParameter(target, index < given ? positional[index] : .nil, scope, at: location)
        }
        let remaining = max(0, given - preCount)
        let postTaken = min(postCount, remaining)
        let middleStart = min(preCount, given)
        let middleEnd = given - postTaken
        var cursor = middleStart
        for (name, defaultNode) in parameters.optional {
            if cursor < middleEnd {
                scope.define(name, positional[cursor])
                cursor += 1
            } else {
                scope.define(name, try evaluate(defaultNode, scope))
            }
        }
        if let rest = parameters.rest, !rest.isEmpty {
            scope.define(rest, .array(ArrayBox(cursor < middleEnd ? Array(positional[cursor..<middleEnd]) : [])))
        }
        for (index, target) in parameters.post.enumerated() {
            let position = middleEnd + index
            try bindParameter(target, position < given ? positional[position] : .nil, scope, at: location)
        }
        if takesKeywords {
            try bindKeywords(parameters, arguments.keywords, scope, strict: strict, at: location)
        }
        if let blockName = parameters.block, !blockName.isEmpty {
            scope.define(blockName, arguments.block.map { .proc($0) } ?? .nil)
        }
    }

    /// The usual method (`def step(n)`): only plain required names, given exactly as many arguments.
    /// Binds them and answers true; false leaves everything to the general rules above.
    private func bindPlainParameters(_ parameters: ParameterList, _ positional: [Value], _ scope: Scope) -> Bool {
        guard positional.count == parameters.required.count, parameters.optional.isEmpty, parameters.rest == nil,
              parameters.post.isEmpty, parameters.keywords.isEmpty, parameters.keywordRest == nil, parameters.block == nil,
              parameters.required.allSatisfy({ if case .local = $0 { true } else { false } })
        else { return false }
        for (target, value) in zip(parameters.required, positional) {
            if case .local(let name) = target { scope.define(name, value) }
        }
        return true
    }

    private func bindParameter(_ target: AssignTarget, _ value: Value, _ scope: Scope, at location: SourceLocation) throws {
        switch target {
        case .local(let name): scope.define(name, value)
        default: try assign(target, value, scope, at: location, defining: true)
        }
    }

    private func bindKeywords(
        _ parameters: ParameterList, _ given: HashBox?, _ scope: Scope, strict: Bool, at location: SourceLocation
    ) throws {
        let given = given ?? HashBox()
        var used = Set<String>()
        var missing: [String] = []
        for (name, defaultNode) in parameters.keywords {
            if let value = given[.symbol(name)] {
                scope.define(name, value)
                used.insert(name)
            } else if let defaultNode {
                scope.define(name, try evaluate(defaultNode, scope))
            } else {
                missing.append(name)
            }
        }
        if !missing.isEmpty {
            let list = missing.map { ":" + $0 }.joined(separator: ", ")
            throw error("ArgumentError", "missing keyword\(missing.count > 1 ? "s" : ""): \(list)", at: location,
                        code: .wrongArguments)
        }
        let extra = HashBox()
        for (key, value) in given.pairs {
            if case .symbol(let name) = key, used.contains(name) { continue }
            extra[key] = value
        }
        if let rest = parameters.keywordRest {
            if !rest.isEmpty { scope.define(rest, .hash(extra)) }
        } else if extra.count > 0, strict {
            let list = extra.keys.map(\.inspect).joined(separator: ", ")
            throw error("ArgumentError", "unknown keyword\(extra.count > 1 ? "s" : ""): \(list)", at: location,
                        code: .wrongArguments)
        }
    }

    /// `wrong number of arguments (given 1, expected 2)`, with Ruby's `1..2` / `1+` and missing required keywords.
    private func wrongArgumentCount(_ parameters: ParameterList, given: Int, keywords: HashBox?) -> String {
        let required = parameters.required.count + parameters.post.count
        let expected: String
        if parameters.rest != nil {
            expected = "\(required)+"
        } else if parameters.optional.isEmpty {
            expected = "\(required)"
        } else {
            expected = "\(required)..\(required + parameters.optional.count)"
        }
        let missingKeywords = parameters.keywords.filter { $0.default == nil && keywords?[.symbol($0.name)] == nil }
        var message = "wrong number of arguments (given \(given), expected \(expected)"
        if !missingKeywords.isEmpty {
            message += "; required keyword\(missingKeywords.count > 1 ? "s" : ""): "
                + missingKeywords.map(\.name).joined(separator: ", ")
        }
        return message + ")"
    }

    /// Whether a block spreads a single array argument over its parameters (`|k, v|`, `|a, |`, `|a, *b|`).
    static func spreadsSingleArray(_ parameters: ParameterList) -> Bool {
        let named = parameters.required.count + parameters.optional.count + parameters.post.count
        return named > 1 || parameters.hasTrailingComma || (parameters.rest != nil && named > 0)
    }

    /// Ruby's `arity`: the required count, or -(required + 1) when optional or rest parameters exist.
    static func arity(of parameters: ParameterList) -> Int {
        let required = parameters.required.count + parameters.post.count
        let requiredKeywords = parameters.keywords.contains { $0.default == nil } ? 1 : 0
        if parameters.rest != nil || !parameters.optional.isEmpty {
            return -(required + requiredKeywords + 1)
        }
        if parameters.hasTrailingComma { return required }
        return required + requiredKeywords
    }
}
