import RunnerLanguage

/// The walk of one file that collects its definitions (`TemplateDefinitions.collect`): every node,
/// in source order, as `Node.forEachChild` hands them over. It spells the children out itself: a
/// check visits every node of every runner, and one switch per node that binds only what it reads
/// costs a fraction of a second look at the node's kind (which copied its whole payload) and of a
/// closure per node.
struct DefinitionWalk {
    /// The names defined, in the walk's order, duplicates included.
    var methods: [String] = []
    var constants: [String] = []
    var callbacks: [TemplateDefinitions.CallbackDefinition] = []
    /// The file being walked (its real path), and whether its callbacks are recorded.
    private(set) var file = ""
    private(set) var withCallbacks = false
    /// The calls of the file being walked that may run another file, in source order.
    private var followedCalls: [Call] = []

    /// Walks one more file (see `TemplateDefinitions.collect`), and returns its calls that may run another file.
    mutating func walk(_ program: Program, file: String, withCallbacks: Bool) -> [Call] {
        guard let body = program.body else { return [] }
        self.file = file
        self.withCallbacks = withCallbacks
        visit(body, depth: 0)
        var calls: [Call] = []
        swap(&calls, &followedCalls)
        return calls
    }

    private mutating func visit(_ node: Node, depth: Int) {
        // The parser bounds nesting; this bound only keeps a hand-built tree from exhausting the stack.
        guard depth < StaticAnalyzer.maximumDepth else {
            // Finding the followed files looked at a call one level deeper than the other walks go.
            if case .call(let call) = node.kind { noteFollowedCall(call) }
            return
        }
        let next = depth + 1
        switch node.kind {
        case .nilLiteral, .trueLiteral, .falseLiteral, .selfReference, .retry, .integer, .float, .symbol, .fileLiteral,
             .localVariable, .instanceVariable, .globalVariable:
            return
        case .call(let call):
            if let receiver = call.receiver {
                if case .selfReference = receiver.kind {
                    recordDynamicDefinition(call)
                } else if call.name == "new" {
                    recordDynamicDefinition(call)
                }
                visit(receiver, depth: next)
            } else {
                recordDynamicDefinition(call)
                noteFollowedCall(call)
            }
            visitArguments(of: call, depth: next)
        case .sequence(let statements):
            for statement in statements { visit(statement, depth: next) }
        case .string(let parts):
            visit(parts, depth: next)
        case .methodDefinition(let definition):
            recordMethod(definition)
            if let singleton = definition.singleton { visit(singleton, depth: next) }
            visitDefaults(definition.parameters.optional, definition.parameters.keywords, depth: next)
            if let body = definition.body { visit(body, depth: next) }
        case .alias(let new, _):
            methods.append(new)
        case .moduleDefinition(let path, let superclass, let body, _):
            recordModule(path: path)
            visit(path, depth: next)
            if let superclass { visit(superclass, depth: next) }
            if let body { visit(body, depth: next) }
        case .assign(let target, let value):
            recordConstants(of: target)
            visit(target, depth: next)
            visit(value, depth: next)
        case .operatorAssign(let target, _, let value):
            recordConstants(of: target)
            visit(target, depth: next)
            visit(value, depth: next)
        case .multipleAssign(let targets, let value):
            for target in targets { recordConstants(of: target) }
            for target in targets { visit(target, depth: next) }
            visit(value, depth: next)
        case .commandString(let parts):
            visit(parts, depth: next)
        case .dynamicSymbol(let parts):
            visit(parts, depth: next)
        case .regexp(let parts, _):
            visit(parts, depth: next)
        case .array(let elements):
            for element in elements { visit(element, depth: next) }
        case .hash(let entries):
            visit(entries, depth: next)
        case .range(let lower, let upper, _):
            if let lower { visit(lower, depth: next) }
            if let upper { visit(upper, depth: next) }
        case .constant(let scope, _, _):
            if let scope { visit(scope, depth: next) }
        case .binary(_, let left, let right):
            visit(left, depth: next)
            visit(right, depth: next)
        case .and(let left, let right):
            visit(left, depth: next)
            visit(right, depth: next)
        case .or(let left, let right):
            visit(left, depth: next)
            visit(right, depth: next)
        case .unary(_, let operand):
            visit(operand, depth: next)
        case .not(let operand):
            visit(operand, depth: next)
        case .defined(let operand):
            visit(operand, depth: next)
        case .splat(let operand):
            visit(operand, depth: next)
        case .yield(let arguments, let keywords):
            for argument in arguments { visit(argument, depth: next) }
            if let keywords { visit(keywords, depth: next) }
        case .blockPass(let operand):
            if let operand { visit(operand, depth: next) }
        case .lambda(let block):
            visit(block, depth: next)
        case .if(let condition, let then, let otherwise):
            visit(condition, depth: next)
            if let then { visit(then, depth: next) }
            if let otherwise { visit(otherwise, depth: next) }
        case .while(let condition, let body, _, _):
            visit(condition, depth: next)
            if let body { visit(body, depth: next) }
        case .for(let target, let sequence, let body):
            visit(target, depth: next)
            visit(sequence, depth: next)
            if let body { visit(body, depth: next) }
        case .case(let subject, let whens, let otherwise):
            if let subject { visit(subject, depth: next) }
            for clause in whens {
                for value in clause.values { visit(value, depth: next) }
                if let body = clause.body { visit(body, depth: next) }
            }
            if let otherwise { visit(otherwise, depth: next) }
        case .begin(let body, let rescues, let otherwise, let ensure):
            if let body { visit(body, depth: next) }
            for clause in rescues {
                for exceptionClass in clause.classes { visit(exceptionClass, depth: next) }
                if let variable = clause.variable { visit(variable, depth: next) }
                if let body = clause.body { visit(body, depth: next) }
            }
            if let otherwise { visit(otherwise, depth: next) }
            if let ensure { visit(ensure, depth: next) }
        case .return(let value):
            if let value { visit(value, depth: next) }
        case .break(let value):
            if let value { visit(value, depth: next) }
        case .next(let value):
            if let value { visit(value, depth: next) }
        case .singletonClassBody(let target, let body):
            visit(target, depth: next)
            if let body { visit(body, depth: next) }
        }
    }

    /// A call's arguments, keyword entries, block argument and block (its receiver is visited first).
    private mutating func visitArguments(of call: Call, depth: Int) {
        for argument in call.arguments { visit(argument, depth: depth) }
        if let keywords = call.keywords { visit(keywords, depth: depth) }
        if let blockArgument = call.blockArgument { visit(blockArgument, depth: depth) }
        if let block = call.block { visit(block, depth: depth) }
    }

    private mutating func visit(_ block: BlockLiteral, depth: Int) {
        visitDefaults(block.parameters.optional, block.parameters.keywords, depth: depth)
        if let body = block.body { visit(body, depth: depth) }
    }

    /// The default values of optional and keyword parameters, handed over apart: the whole
    /// `ParameterList` was copied (and destroyed) for every `def` and block.
    private mutating func visitDefaults(
        _ optional: [(name: String, default: Node)], _ keywords: [(name: String, default: Node?)], depth: Int
    ) {
        for parameter in optional { visit(parameter.default, depth: depth) }
        for parameter in keywords { if let value = parameter.default { visit(value, depth: depth) } }
    }

    /// The expressions an assignment target evaluates (receivers and index arguments).
    private mutating func visit(_ target: AssignTarget, depth: Int) {
        switch target {
        case .local, .instanceVariable, .globalVariable, .constant: return
        case .index(let receiver, let arguments):
            visit(receiver, depth: depth)
            for argument in arguments { visit(argument, depth: depth) }
        case .attribute(let receiver, _, _): visit(receiver, depth: depth)
        case .splat(let inner): if let inner { visit(inner, depth: depth) }
        case .nested(let targets): for target in targets { visit(target, depth: depth) }
        }
    }

    private mutating func visit(_ parts: [StringPart], depth: Int) {
        for part in parts { if case .code(let node) = part { visit(node, depth: depth) } }
    }

    private mutating func visit(_ entries: [HashEntry], depth: Int) {
        for entry in entries {
            switch entry {
            case .pair(let key, let value):
                visit(key, depth: depth)
                visit(value, depth: depth)
            case .doubleSplat(let value): visit(value, depth: depth)
            }
        }
    }

    /// A receiver-less `apply`, `require_relative` or `require` with an argument; only their names'
    /// lengths are compared for most calls.
    private mutating func noteFollowedCall(_ call: Call) {
        guard call.receiver == nil else { return }
        switch call.name.utf8.count {
        case 5, 7, 16: break
        default: return
        }
        switch call.name {
        case "apply", "require_relative", "require":
            if !call.arguments.isEmpty { followedCalls.append(call) }
        default:
            return
        }
    }
}
