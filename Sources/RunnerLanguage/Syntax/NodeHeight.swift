// The height of a syntax node: how many levels of nodes it holds, itself included. The parser
// refuses a tree taller than its nesting limit (`Parser.chained`), so every recursive walk of a
// tree (the evaluator, `bootstrap check`, releasing the tree) has a bounded depth, whether the
// tree was built by the parser's recursion or by a loop (`a + b + c`, `a.b.c`, `x if a if b`).

extension NodeKind {
    /// The height of the tallest node directly below (0 for a leaf).
    var childHeight: Int32 {
        switch self {
        case .nilLiteral, .trueLiteral, .falseLiteral, .selfReference, .retry, .integer, .float, .symbol, .fileLiteral,
             .localVariable, .instanceVariable, .globalVariable, .alias:
            return 0
        case .string(let parts), .commandString(let parts), .dynamicSymbol(let parts), .regexp(let parts, _):
            return parts.childHeight
        case .array(let elements), .sequence(let elements): return elements.childHeight
        case .hash(let entries): return entries.childHeight
        case .range(let lower, let upper, _): return max(lower.childHeight, upper.childHeight)
        case .constant(let scope, _, _): return scope.childHeight
        case .assign(let target, let value): return max(target.childHeight, value.height)
        case .operatorAssign(let target, _, let value): return max(target.childHeight, value.height)
        case .multipleAssign(let targets, let value):
            return targets.reduce(value.height) { max($0, $1.childHeight) }
        case .call(let call): return call.childHeight
        case .binary(_, let left, let right), .and(let left, let right), .or(let left, let right):
            return max(left.height, right.height)
        case .unary(_, let operand), .not(let operand), .defined(let operand), .splat(let operand):
            return operand.height
        case .yield(let arguments, let keywords): return max(arguments.childHeight, keywords?.childHeight ?? 0)
        case .blockPass(let operand): return operand.childHeight
        case .lambda(let block): return block.childHeight
        case .if(let condition, let then, let otherwise):
            return max(condition.height, then.childHeight, otherwise.childHeight)
        case .while(let condition, let body, _, _): return max(condition.height, body.childHeight)
        case .for(let target, let sequence, let body):
            return max(target.childHeight, sequence.height, body.childHeight)
        case .case(let subject, let whens, let otherwise):
            var h = max(subject.childHeight, otherwise.childHeight)
            for clause in whens { h = max(h, clause.values.childHeight, clause.body.childHeight) }
            return h
        case .begin(let body, let rescues, let otherwise, let ensure):
            var h = max(body.childHeight, otherwise.childHeight, ensure.childHeight)
            for clause in rescues {
                h = max(h, clause.classes.childHeight, clause.variable?.childHeight ?? 0, clause.body.childHeight)
            }
            return h
        case .return(let value), .break(let value), .next(let value): return value.childHeight
        case .methodDefinition(let definition):
            return max(definition.singleton.childHeight, definition.parameters.childHeight, definition.body.childHeight)
        case .moduleDefinition(let path, let superclass, let body, _):
            return max(path.height, superclass.childHeight, body.childHeight)
        case .singletonClassBody(let target, let body): return max(target.height, body.childHeight)
        }
    }
}

extension Call {
    var childHeight: Int32 {
        max(receiver.childHeight, arguments.childHeight, keywords?.childHeight ?? 0,
            blockArgument.childHeight, block?.childHeight ?? 0)
    }
}

extension BlockLiteral {
    var childHeight: Int32 { max(parameters.childHeight, body.childHeight) }
}

extension ParameterList {
    var childHeight: Int32 {
        var h: Int32 = 0
        for parameter in optional { h = max(h, parameter.default.height) }
        for parameter in keywords { h = max(h, parameter.default.childHeight) }
        return h
    }
}

extension AssignTarget {
    var childHeight: Int32 {
        switch self {
        case .local, .instanceVariable, .globalVariable, .constant: return 0
        case .index(let receiver, let arguments): return max(receiver.height, arguments.childHeight)
        case .attribute(let receiver, _, _): return receiver.height
        case .splat(let inner): return inner?.childHeight ?? 0
        case .nested(let targets): return targets.reduce(0) { max($0, $1.childHeight) }
        }
    }
}

extension Optional where Wrapped == Node {
    /// The node's height, 0 when there is none.
    @inline(__always) var childHeight: Int32 { self?.height ?? 0 }
}

extension Array where Element == Node {
    var childHeight: Int32 { reduce(0) { Swift.max($0, $1.height) } }
}

extension Array where Element == StringPart {
    var childHeight: Int32 {
        var h: Int32 = 0
        for part in self { if case .code(let node) = part { h = Swift.max(h, node.height) } }
        return h
    }
}

extension Array where Element == HashEntry {
    var childHeight: Int32 {
        var h: Int32 = 0
        for entry in self {
            switch entry {
            case .pair(let key, let value): h = Swift.max(h, key.height, value.height)
            case .doubleSplat(let value): h = Swift.max(h, value.height)
            }
        }
        return h
    }
}
