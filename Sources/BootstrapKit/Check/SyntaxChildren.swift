import RunnerLanguage

// The direct sub-nodes of every syntax node, so analyses that care about a few node kinds can
// walk the rest of the tree without spelling out every case again.

/// A walk that `Node.forEachChild(into:depth:)` hands children to: generic rather than a closure, so
/// each walk gets its own copy of the switch, with no closure context per node, and one pattern per
/// case, so the switch binds only the payload it reads (`forEachChild(_:)` copied whole kinds).
protocol SyntaxWalk {
    mutating func walkChild(_ node: Node, depth: Int)
}

extension Node {
    /// Hands every node directly below this one to `walk`, in source order (as `forEachChild(_:)`),
    /// each at `depth`.
    func forEachChild<Walk: SyntaxWalk>(into walk: inout Walk, depth: Int) {
        switch kind {
        case .nilLiteral, .trueLiteral, .falseLiteral, .selfReference, .retry, .integer, .float, .symbol, .fileLiteral,
             .localVariable, .instanceVariable, .globalVariable, .alias:
            return
        case .string(let parts): parts.forEachCodeNode(into: &walk, depth: depth)
        case .commandString(let parts): parts.forEachCodeNode(into: &walk, depth: depth)
        case .dynamicSymbol(let parts): parts.forEachCodeNode(into: &walk, depth: depth)
        case .regexp(let parts, _): parts.forEachCodeNode(into: &walk, depth: depth)
        case .array(let elements): for element in elements { walk.walkChild(element, depth: depth) }
        case .sequence(let elements): for element in elements { walk.walkChild(element, depth: depth) }
        case .hash(let entries): entries.forEachNode(into: &walk, depth: depth)
        case .range(let lower, let upper, _):
            if let lower { walk.walkChild(lower, depth: depth) }
            if let upper { walk.walkChild(upper, depth: depth) }
        case .constant(let scope, _, _):
            if let scope { walk.walkChild(scope, depth: depth) }
        case .assign(let target, let value):
            target.forEachNode(into: &walk, depth: depth)
            walk.walkChild(value, depth: depth)
        case .operatorAssign(let target, _, let value):
            target.forEachNode(into: &walk, depth: depth)
            walk.walkChild(value, depth: depth)
        case .multipleAssign(let targets, let value):
            for target in targets { target.forEachNode(into: &walk, depth: depth) }
            walk.walkChild(value, depth: depth)
        case .call(let call): call.forEachChild(into: &walk, depth: depth)
        case .binary(_, let left, let right):
            walk.walkChild(left, depth: depth)
            walk.walkChild(right, depth: depth)
        case .and(let left, let right):
            walk.walkChild(left, depth: depth)
            walk.walkChild(right, depth: depth)
        case .or(let left, let right):
            walk.walkChild(left, depth: depth)
            walk.walkChild(right, depth: depth)
        case .unary(_, let operand): walk.walkChild(operand, depth: depth)
        case .not(let operand): walk.walkChild(operand, depth: depth)
        case .defined(let operand): walk.walkChild(operand, depth: depth)
        case .splat(let operand): walk.walkChild(operand, depth: depth)
        case .yield(let arguments, let keywords):
            for argument in arguments { walk.walkChild(argument, depth: depth) }
            keywords?.forEachNode(into: &walk, depth: depth)
        case .blockPass(let operand):
            if let operand { walk.walkChild(operand, depth: depth) }
        case .lambda(let block): block.forEachChild(into: &walk, depth: depth)
        case .if(let condition, let then, let otherwise):
            walk.walkChild(condition, depth: depth)
            if let then { walk.walkChild(then, depth: depth) }
            if let otherwise { walk.walkChild(otherwise, depth: depth) }
        case .while(let condition, let body, _, _):
            walk.walkChild(condition, depth: depth)
            if let body { walk.walkChild(body, depth: depth) }
        case .for(let target, let sequence, let body):
            target.forEachNode(into: &walk, depth: depth)
            walk.walkChild(sequence, depth: depth)
            if let body { walk.walkChild(body, depth: depth) }
        case .case(let subject, let whens, let otherwise):
            if let subject { walk.walkChild(subject, depth: depth) }
            for clause in whens {
                for value in clause.values { walk.walkChild(value, depth: depth) }
                if let body = clause.body { walk.walkChild(body, depth: depth) }
            }
            if let otherwise { walk.walkChild(otherwise, depth: depth) }
        case .begin(let body, let rescues, let otherwise, let ensure):
            if let body { walk.walkChild(body, depth: depth) }
            for clause in rescues {
                for exceptionClass in clause.classes { walk.walkChild(exceptionClass, depth: depth) }
                clause.variable?.forEachNode(into: &walk, depth: depth)
                if let body = clause.body { walk.walkChild(body, depth: depth) }
            }
            if let otherwise { walk.walkChild(otherwise, depth: depth) }
            if let ensure { walk.walkChild(ensure, depth: depth) }
        case .return(let value):
            if let value { walk.walkChild(value, depth: depth) }
        case .break(let value):
            if let value { walk.walkChild(value, depth: depth) }
        case .next(let value):
            if let value { walk.walkChild(value, depth: depth) }
        case .methodDefinition(let definition):
            if let singleton = definition.singleton { walk.walkChild(singleton, depth: depth) }
            definition.forEachDefaultNode(into: &walk, depth: depth)
            if let body = definition.body { walk.walkChild(body, depth: depth) }
        case .moduleDefinition(let path, let superclass, let body, _):
            walk.walkChild(path, depth: depth)
            if let superclass { walk.walkChild(superclass, depth: depth) }
            if let body { walk.walkChild(body, depth: depth) }
        case .singletonClassBody(let target, let body):
            walk.walkChild(target, depth: depth)
            if let body { walk.walkChild(body, depth: depth) }
        }
    }
}

extension Call {
    /// The receiver, arguments, keyword entries, block argument and block, in source order.
    func forEachChild<Walk: SyntaxWalk>(into walk: inout Walk, depth: Int) {
        if let receiver { walk.walkChild(receiver, depth: depth) }
        for argument in arguments { walk.walkChild(argument, depth: depth) }
        keywords?.forEachNode(into: &walk, depth: depth)
        if let blockArgument { walk.walkChild(blockArgument, depth: depth) }
        block?.forEachChild(into: &walk, depth: depth)
    }
}

extension BlockLiteral {
    func forEachChild<Walk: SyntaxWalk>(into walk: inout Walk, depth: Int) {
        forEachDefaultNode(into: &walk, depth: depth)
        if let body { walk.walkChild(body, depth: depth) }
    }

    /// Default values of optional and keyword parameters, read in place (handing the `ParameterList`
    /// over copied it whole).
    func forEachDefaultNode<Walk: SyntaxWalk>(into walk: inout Walk, depth: Int) {
        for parameter in parameters.optional { walk.walkChild(parameter.default, depth: depth) }
        for parameter in parameters.keywords { if let value = parameter.default { walk.walkChild(value, depth: depth) } }
    }
}

extension MethodDefinition {
    /// Default values of optional and keyword parameters (evaluated in the method's scope).
    func forEachDefaultNode<Walk: SyntaxWalk>(into walk: inout Walk, depth: Int) {
        for parameter in parameters.optional { walk.walkChild(parameter.default, depth: depth) }
        for parameter in parameters.keywords { if let value = parameter.default { walk.walkChild(value, depth: depth) } }
    }
}

extension AssignTarget {
    func forEachNode<Walk: SyntaxWalk>(into walk: inout Walk, depth: Int) {
        switch self {
        case .local, .instanceVariable, .globalVariable, .constant: return
        case .index(let receiver, let arguments):
            walk.walkChild(receiver, depth: depth)
            for argument in arguments { walk.walkChild(argument, depth: depth) }
        case .attribute(let receiver, _, _): walk.walkChild(receiver, depth: depth)
        case .splat(let inner): inner?.forEachNode(into: &walk, depth: depth)
        case .nested(let targets): for target in targets { target.forEachNode(into: &walk, depth: depth) }
        }
    }
}

extension Array where Element == StringPart {
    func forEachCodeNode<Walk: SyntaxWalk>(into walk: inout Walk, depth: Int) {
        for part in self { if case .code(let node) = part { walk.walkChild(node, depth: depth) } }
    }
}

extension Array where Element == HashEntry {
    func forEachNode<Walk: SyntaxWalk>(into walk: inout Walk, depth: Int) {
        for entry in self {
            switch entry {
            case .pair(let key, let value):
                walk.walkChild(key, depth: depth)
                walk.walkChild(value, depth: depth)
            case .doubleSplat(let value): walk.walkChild(value, depth: depth)
            }
        }
    }
}
