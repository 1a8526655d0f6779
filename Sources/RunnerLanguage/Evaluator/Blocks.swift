import Diagnostics

// Blocks, procs and lambdas: a ProcValue whose closure runs the literal's body in a child scope
// of the scope it was written in.

extension Interpreter {
    static let numberedParameterNames = (1...9).map { "_\($0)" }

    /// `breakTag` names the call the block was passed to (or, for a lambda, the lambda itself).
    func makeBlock(_ literal: BlockLiteral, _ scope: Scope, isLambda: Bool, breakTag: Int) -> ProcValue {
        let parameters = literal.parameters
        let named = parameters.required.count + parameters.optional.count + parameters.post.count
        let parameterCount = parameters.hasTrailingComma ? max(2, named) : named + (parameters.rest != nil ? 1 : 0)
        let proc = ProcValue(
            isLambda: isLambda, arity: Interpreter.arity(of: parameters), parameterCount: parameterCount,
            location: literal.location
        ) { [self] arguments in
            // The host may call a stored block after the run (`after_bundle { … }`): that call gets the
            // large stack and Ruby's errors for a stray break/return, like any other entry.
            if isOnEvaluationThread {
                return try invokeBlock(literal, scope, arguments, isLambda: isLambda, breakTag: breakTag)
            }
            return try enteringEvaluation {
                try self.invokeBlock(literal, scope, arguments, isLambda: isLambda, breakTag: breakTag)
            }
        }
        proc.rebinding = { [unowned self] newSelf, asLambda in
            // The locals stay the block's; only `self` (and where `def`/`@x` go) changes.
            let owner: RubyModule? = if case .object(let module as RubyModule) = newSelf { module } else { nil }
            // A block run as a class body (`Class.new do def x … end end`) is no method body, even inside one.
            let activation = Activation(methodName: owner != nil ? nil : scope.activation.methodName, block: scope.activation.block,
                                        arguments: scope.activation.arguments, selfValue: newSelf,
                                        owner: owner ?? userClass(of: newSelf), nesting: scope.activation.nesting)
            let rebound = Scope(parent: scope, activation: activation, file: scope.file, returnTarget: scope.returnTarget)
            return makeBlock(literal, rebound, isLambda: isLambda || asLambda, breakTag: asLambda ? makeIdentifier() : breakTag)
        }
        return proc
    }

    func invokeBlock(
        _ literal: BlockLiteral, _ definingScope: Scope, _ arguments: Arguments, isLambda: Bool, breakTag tag: Int
    ) throws -> Value {
        try enterFrame(at: literal.location)
        let savedBreakTag = breakTag
        defer {
            depth -= 1
            breakTag = savedBreakTag
        }
        let returnTarget = isLambda ? makeIdentifier() : nil
        let scope = Scope(blockIn: definingScope, returnTarget: returnTarget)
        if literal.parameters.isEmpty, !isLambda {
            // Numbered parameters: `_1`, `_2` … (a block without `|…|` ignores them otherwise).
            for (index, value) in arguments.positional.prefix(9).enumerated() {
                scope.define(Interpreter.numberedParameterNames[index], value)
            }
        } else {
            try bindParameters(literal.parameters, arguments, scope, strict: isLambda, at: currentLocation)
        }
        // `|x; y|`: y is a fresh nil local of each call, whatever an outer y holds.
        for name in literal.parameters.blockLocals { scope.define(name, .nil) }
        breakTag = tag
        guard let body = literal.body else { return .nil }
        do {
            return try evaluate(body, scope)
        } catch let signal as NextSignal {
            return signal.value
        } catch let signal as ReturnSignal where isLambda && signal.target == returnTarget {
            return signal.value
        } catch let signal as BreakSignal where isLambda && signal.tag == tag {
            return signal.value
        }
    }
}
