import RunnerLanguage

/// The walk of one file that collects its definitions (`TemplateDefinitions.collect`): every node,
/// in source order. The kinds that define something, and the commonest, are handled in one switch
/// that binds only what it reads; the rest go through `Node.forEachChild(into:depth:)`.
struct DefinitionWalk: SyntaxWalk {
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

    /// Walks some of a file's top-level statements, each as the walk of the whole file reaches it
    /// (one large file is walked in two halves), and returns their calls that may run another file.
    mutating func walk(_ statements: ArraySlice<Node>, file: String, withCallbacks: Bool) -> [Call] {
        self.file = file
        self.withCallbacks = withCallbacks
        for statement in statements { visit(statement, depth: 1) }
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
                noteSourcePathsChange(call.name, receiver)
                visit(receiver, depth: next)
            } else {
                recordDynamicDefinition(call)
                noteFollowedCall(call)
            }
            visitArguments(of: call, depth: next)
        case .sequence(let statements):
            for statement in statements { visit(statement, depth: next) }
        case .string(let parts):
            parts.forEachCodeNode(into: &self, depth: next)
        case .methodDefinition(let definition):
            recordMethod(definition)
            if let singleton = definition.singleton { visit(singleton, depth: next) }
            definition.forEachDefaultNode(into: &self, depth: next)
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
            target.forEachNode(into: &self, depth: next)
            visit(value, depth: next)
        case .operatorAssign(let target, _, let value):
            recordConstants(of: target)
            target.forEachNode(into: &self, depth: next)
            visit(value, depth: next)
        case .binary("<<", let list, _):
            noteSourcePathsChange("<<", list)
            node.forEachChild(into: &self, depth: next)
        case .multipleAssign(let targets, let value):
            for target in targets { recordConstants(of: target) }
            for target in targets { target.forEachNode(into: &self, depth: next) }
            visit(value, depth: next)
        default:
            node.forEachChild(into: &self, depth: next)
        }
    }

    mutating func walkChild(_ node: Node, depth: Int) { visit(node, depth: depth) }

    /// `source_paths.unshift(dir)` (or `@source_paths << dir` …) changes where sources are found, as
    /// a `def source_paths` does: recorded as such, so check does not call its sources missing.
    private mutating func noteSourcePathsChange(_ name: String, _ receiver: Node) {
        guard Self.listChanges.contains(name) else { return }
        switch receiver.kind {
        case .call(let inner) where inner.receiver == nil && inner.name == "source_paths": methods.append("source_paths")
        case .instanceVariable("@source_paths"): methods.append("source_paths")
        default: return
        }
    }

    static let listChanges: Set<String> = ["unshift", "prepend", "push", "append", "<<", "insert", "concat", "replace", "clear", "delete", "map!", "reject!", "select!"]

    /// A call's arguments, keyword entries, block argument and block (its receiver is visited first).
    private mutating func visitArguments(of call: Call, depth: Int) {
        for argument in call.arguments { visit(argument, depth: depth) }
        call.keywords?.forEachNode(into: &self, depth: depth)
        if let blockArgument = call.blockArgument { visit(blockArgument, depth: depth) }
        call.block?.forEachChild(into: &self, depth: depth)
    }

    /// A receiver-less `apply`, `require_relative` or `require` with an argument; only their names'
    /// lengths are compared for most calls.
    private mutating func noteFollowedCall(_ call: Call) {
        guard call.receiver == nil else { return }
        switch call.name.utf8.count {
        case 4, 5, 7, 16: break
        default: return
        }
        switch call.name {
        case "apply", "require_relative", "require", "load":
            if !call.arguments.isEmpty { followedCalls.append(call) }
        default:
            return
        }
    }
}
