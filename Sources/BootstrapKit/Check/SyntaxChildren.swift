import RunnerLanguage

// The direct sub-nodes of every syntax node, so analyses that care about a few node kinds can
// walk the rest of the tree without spelling out every case again.

extension Node {
    /// Every node directly below this one, in source order.
    var children: [Node] {
        switch kind {
        case .nilLiteral, .trueLiteral, .falseLiteral, .selfReference, .retry, .integer, .float, .symbol, .fileLiteral,
             .localVariable, .instanceVariable, .globalVariable, .alias:
            return []
        case .string(let parts), .commandString(let parts), .dynamicSymbol(let parts), .regexp(let parts, _):
            return parts.codeNodes
        case .array(let elements): return elements
        case .hash(let entries): return entries.nodes
        case .range(let lower, let upper, _): return [lower, upper].compactMap { $0 }
        case .constant(let scope, _, _): return scope.map { [$0] } ?? []
        case .assign(let target, let value): return target.nodes + [value]
        case .operatorAssign(let target, _, let value): return target.nodes + [value]
        case .multipleAssign(let targets, let value): return targets.flatMap(\.nodes) + [value]
        case .call(let call): return call.childNodes
        case .binary(_, let left, let right), .and(let left, let right), .or(let left, let right): return [left, right]
        case .unary(_, let operand), .not(let operand), .defined(let operand), .splat(let operand): return [operand]
        case .yield(let arguments, let keywords): return arguments + (keywords?.nodes ?? [])
        case .blockPass(let operand): return operand.map { [$0] } ?? []
        case .lambda(let block): return block.childNodes
        case .if(let condition, let then, let otherwise): return [condition] + [then, otherwise].compactMap { $0 }
        case .while(let condition, let body, _, _): return [condition] + (body.map { [$0] } ?? [])
        case .for(let target, let sequence, let body): return target.nodes + [sequence] + (body.map { [$0] } ?? [])
        case .case(let subject, let whens, let otherwise):
            var nodes = subject.map { [$0] } ?? []
            for clause in whens { nodes += clause.values + (clause.body.map { [$0] } ?? []) }
            return nodes + (otherwise.map { [$0] } ?? [])
        case .begin(let body, let rescues, let otherwise, let ensure):
            var nodes = body.map { [$0] } ?? []
            for clause in rescues {
                nodes += clause.classes + (clause.variable?.nodes ?? []) + (clause.body.map { [$0] } ?? [])
            }
            return nodes + [otherwise, ensure].compactMap { $0 }
        case .sequence(let statements): return statements
        case .return(let value), .break(let value), .next(let value): return value.map { [$0] } ?? []
        case .methodDefinition(let definition):
            return (definition.singleton.map { [$0] } ?? []) + definition.parameters.defaultNodes
                + (definition.body.map { [$0] } ?? [])
        case .moduleDefinition(let path, let superclass, let body, _):
            return [path] + [superclass, body].compactMap { $0 }
        case .singletonClassBody(let target, let body): return [target] + (body.map { [$0] } ?? [])
        }
    }
}

extension Call {
    var childNodes: [Node] {
        var nodes = receiver.map { [$0] } ?? []
        nodes += arguments
        nodes += keywords?.nodes ?? []
        if let blockArgument { nodes.append(blockArgument) }
        if let block { nodes += block.childNodes }
        return nodes
    }
}

extension BlockLiteral {
    var childNodes: [Node] { parameters.defaultNodes + (body.map { [$0] } ?? []) }
}

extension ParameterList {
    /// Default values of optional and keyword parameters (evaluated in the method's or block's scope).
    var defaultNodes: [Node] { optional.map(\.default) + keywords.compactMap(\.default) }

    /// Every name the parameters bind.
    var boundNames: [String] {
        var names = required.flatMap(\.boundNames) + optional.map(\.name) + post.flatMap(\.boundNames)
        names += keywords.map(\.name)
        for name in [rest, keywordRest, block].compactMap({ $0 }) where !name.isEmpty { names.append(name) }
        return names
    }
}

extension AssignTarget {
    /// Expressions evaluated to assign (receivers and index arguments).
    var nodes: [Node] {
        switch self {
        case .local, .instanceVariable, .globalVariable, .constant: return []
        case .index(let receiver, let arguments): return [receiver] + arguments
        case .attribute(let receiver, _, _): return [receiver]
        case .splat(let inner): return inner?.nodes ?? []
        case .nested(let targets): return targets.flatMap(\.nodes)
        }
    }

    /// Local variables this target binds.
    var boundNames: [String] {
        switch self {
        case .local(let name): return [name]
        case .splat(let inner): return inner?.boundNames ?? []
        case .nested(let targets): return targets.flatMap(\.boundNames)
        default: return []
        }
    }

    /// Constants this target assigns.
    var constantNames: [String] {
        switch self {
        case .constant(let name): return [name]
        case .splat(let inner): return inner?.constantNames ?? []
        case .nested(let targets): return targets.flatMap(\.constantNames)
        default: return []
        }
    }
}

extension Array where Element == StringPart {
    var codeNodes: [Node] {
        compactMap { if case .code(let node) = $0 { return node } else { return nil } }
    }
}

extension Array where Element == HashEntry {
    var nodes: [Node] {
        flatMap { entry -> [Node] in
            switch entry {
            case .pair(let key, let value): return [key, value]
            case .doubleSplat(let value): return [value]
            }
        }
    }
}
