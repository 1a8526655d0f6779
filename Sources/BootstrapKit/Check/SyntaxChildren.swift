import RunnerLanguage

// The direct sub-nodes of every syntax node, so analyses that care about a few node kinds can
// walk the rest of the tree without spelling out every case again.

extension Node {
    /// Calls `visit` on every node directly below this one, in source order. The walks of a check
    /// visit every node of every runner: handing each child over, rather than building an array of
    /// them per node, was most of what walking a tree cost.
    func forEachChild(_ visit: (Node) -> Void) {
        switch kind {
        case .nilLiteral, .trueLiteral, .falseLiteral, .selfReference, .retry, .integer, .float, .symbol, .fileLiteral,
             .localVariable, .instanceVariable, .globalVariable, .alias:
            return
        case .string(let parts), .commandString(let parts), .dynamicSymbol(let parts), .regexp(let parts, _):
            parts.forEachCodeNode(visit)
        case .array(let elements), .sequence(let elements):
            for element in elements { visit(element) }
        case .hash(let entries): entries.forEachNode(visit)
        case .range(let lower, let upper, _):
            if let lower { visit(lower) }
            if let upper { visit(upper) }
        case .constant(let scope, _, _):
            if let scope { visit(scope) }
        case .assign(let target, let value), .operatorAssign(let target, _, let value):
            target.forEachNode(visit)
            visit(value)
        case .multipleAssign(let targets, let value):
            for target in targets { target.forEachNode(visit) }
            visit(value)
        case .call(let call): call.forEachChild(visit)
        case .binary(_, let left, let right), .and(let left, let right), .or(let left, let right):
            visit(left)
            visit(right)
        case .unary(_, let operand), .not(let operand), .defined(let operand), .splat(let operand):
            visit(operand)
        case .yield(let arguments, let keywords):
            for argument in arguments { visit(argument) }
            keywords?.forEachNode(visit)
        case .blockPass(let operand):
            if let operand { visit(operand) }
        case .lambda(let block): block.forEachChild(visit)
        case .if(let condition, let then, let otherwise):
            visit(condition)
            if let then { visit(then) }
            if let otherwise { visit(otherwise) }
        case .while(let condition, let body, _, _):
            visit(condition)
            if let body { visit(body) }
        case .for(let target, let sequence, let body):
            target.forEachNode(visit)
            visit(sequence)
            if let body { visit(body) }
        case .case(let subject, let whens, let otherwise):
            if let subject { visit(subject) }
            for clause in whens {
                for value in clause.values { visit(value) }
                if let body = clause.body { visit(body) }
            }
            if let otherwise { visit(otherwise) }
        case .begin(let body, let rescues, let otherwise, let ensure):
            if let body { visit(body) }
            for clause in rescues {
                for exceptionClass in clause.classes { visit(exceptionClass) }
                clause.variable?.forEachNode(visit)
                if let body = clause.body { visit(body) }
            }
            if let otherwise { visit(otherwise) }
            if let ensure { visit(ensure) }
        case .return(let value), .break(let value), .next(let value):
            if let value { visit(value) }
        case .methodDefinition(let definition):
            if let singleton = definition.singleton { visit(singleton) }
            definition.parameters.forEachDefaultNode(visit)
            if let body = definition.body { visit(body) }
        case .moduleDefinition(let path, let superclass, let body, _):
            visit(path)
            if let superclass { visit(superclass) }
            if let body { visit(body) }
        case .singletonClassBody(let target, let body):
            visit(target)
            if let body { visit(body) }
        }
    }

    /// Every node directly below this one, in source order.
    var children: [Node] {
        var nodes: [Node] = []
        forEachChild { nodes.append($0) }
        return nodes
    }
}

extension Call {
    /// The receiver, arguments, keyword entries, block argument and block, in source order.
    func forEachChild(_ visit: (Node) -> Void) {
        if let receiver { visit(receiver) }
        for argument in arguments { visit(argument) }
        keywords?.forEachNode(visit)
        if let blockArgument { visit(blockArgument) }
        block?.forEachChild(visit)
    }
}

extension BlockLiteral {
    func forEachChild(_ visit: (Node) -> Void) {
        parameters.forEachDefaultNode(visit)
        if let body { visit(body) }
    }
}

extension ParameterList {
    /// Default values of optional and keyword parameters (evaluated in the method's or block's scope).
    func forEachDefaultNode(_ visit: (Node) -> Void) {
        for parameter in optional { visit(parameter.default) }
        for parameter in keywords { if let value = parameter.default { visit(value) } }
    }
}

extension AssignTarget {
    /// Expressions evaluated to assign (receivers and index arguments).
    func forEachNode(_ visit: (Node) -> Void) {
        switch self {
        case .local, .instanceVariable, .globalVariable, .constant: return
        case .index(let receiver, let arguments):
            visit(receiver)
            for argument in arguments { visit(argument) }
        case .attribute(let receiver, _, _): visit(receiver)
        case .splat(let inner): inner?.forEachNode(visit)
        case .nested(let targets): for target in targets { target.forEachNode(visit) }
        }
    }

    /// Calls `record` with each constant this target assigns.
    func forEachConstantName(_ record: (String) -> Void) {
        switch self {
        case .constant(let name): record(name)
        case .splat(let inner): inner?.forEachConstantName(record)
        case .nested(let targets): for target in targets { target.forEachConstantName(record) }
        default: return
        }
    }
}

extension Array where Element == StringPart {
    func forEachCodeNode(_ visit: (Node) -> Void) {
        for part in self { if case .code(let node) = part { visit(node) } }
    }
}

extension Array where Element == HashEntry {
    func forEachNode(_ visit: (Node) -> Void) {
        for entry in self {
            switch entry {
            case .pair(let key, let value):
                visit(key)
                visit(value)
            case .doubleSplat(let value): visit(value)
            }
        }
    }
}
