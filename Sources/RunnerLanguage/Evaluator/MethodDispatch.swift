import Diagnostics

// Template-defined methods: `def`, `alias`, and invoking them with a fresh scope.

extension Interpreter {
    func defineMethod(_ definition: MethodDefinition, _ scope: Scope, at location: SourceLocation) throws -> Value {
        if let value = try defineModuleMethod(definition, scope, at: location) { return value }
        if let singleton = definition.singleton, case .selfReference = singleton.kind {
            // `def self.x` at top level defines a method on main, callable as `x`/`self.x`.
        } else if definition.singleton != nil {
            throw error("NotImplementedError", "singleton methods on objects other than self are not supported in templates",
                        at: location, code: .unsupported)
        }
        addMethod(DefinedMethod(definition: definition, file: scope.file), named: definition.name)
        return .symbol(definition.name)
    }

    func aliasMethod(_ new: String, _ old: String, at location: SourceLocation) throws {
        if let method = methods[old] {
            addMethod(method, named: new)
            return
        }
        if let proc = procMethods[old] {
            procMethods[new] = proc
            return
        }
        if let action = actions[old] {
            var copy = action
            copy.name = new
            register(copy)
            return
        }
        throw error("NameError", "undefined method '\(old)' for class 'Object'", at: location, code: .unknownMethod)
    }

    /// Runs a `def` body: its own scope (no outer locals), its own `return` target and block.
    func invoke(_ method: DefinedMethod, _ arguments: Arguments, at location: SourceLocation,
                selfValue: Value? = nil, owner: RubyModule? = nil) throws -> Value {
        let definition = method.definition
        try enterFrame(at: location)
        callSites.append(location)
        let savedBreakTag = breakTag
        let savedFile = currentFile
        breakTag = nil
        currentFile = method.file
        defer {
            depth -= 1
            callSites.removeLast()
            breakTag = savedBreakTag
            currentFile = savedFile
        }
        let target = makeIdentifier()
        let activation = Activation(methodName: definition.name, block: arguments.block, arguments: arguments,
                                    selfValue: selfValue, owner: owner, nesting: method.nesting)
        activation.definition = definition
        let scope = Scope(parent: nil, activation: activation, file: method.file, returnTarget: target)
        try bindParameters(definition.parameters, arguments, scope, strict: true, at: location)
        guard let body = definition.body else { return .nil }
        do {
            return try evaluate(body, scope)
        } catch let signal as ReturnSignal where signal.target == target {
            return signal.value
        }
    }

    /// Counts one more nested invocation; too many is Ruby's SystemStackError rather than a crash.
    func enterFrame(at location: SourceLocation) throws {
        guard depth < maximumDepth else {
            throw error("SystemStackError", "stack level too deep", at: location, code: .stackTooDeep)
        }
        try tick(at: location)
        depth += 1
    }

    /// `method(:name)`: a lambda that calls the template method, built-in or action by name.
    func methodObject(_ name: String, at location: SourceLocation) throws -> ProcValue {
        let arity: Int
        if let method = methods[name] {
            arity = Interpreter.arity(of: method.definition.parameters)
        } else if let proc = procMethods[name] {
            arity = proc.arity
        } else if let action = actions[name] {
            let signature = action.signature
            arity = signature.optional > 0 || signature.acceptsRest ? -(signature.required + 1) : signature.required
        } else if Interpreter.kernelNameSet.contains(name) {
            arity = -1
        } else {
            throw error("NameError", "undefined method '\(name)' for class 'Object'", at: location, code: .unknownMethod)
        }
        return ProcValue(isLambda: true, arity: arity, parameterCount: max(arity, 0), location: location) { [self] arguments in
            try callFunction(name, arguments, at: location, hasParentheses: true)
        }
    }

    /// What a bare `super` passes: the current values of the method's parameters, as Ruby does
    /// (`def initialize(msg = "default"); super; end` passes "default"). Nil for destructuring parameters.
    func zsuperArguments(_ scope: Scope) -> Arguments? {
        guard let parameters = scope.activation.parameters else { return nil }
        var positional: [Value] = []
        for target in parameters.required {
            guard case .local(let name) = target else { return nil }
            positional.append(scope.lookup(name) ?? .nil)
        }
        for (name, _) in parameters.optional { positional.append(scope.lookup(name) ?? .nil) }
        if let rest = parameters.rest {
            guard !rest.isEmpty else { return nil }
            if case .array(let list)? = scope.lookup(rest) { positional += list.elements }
        }
        for target in parameters.post {
            guard case .local(let name) = target else { return nil }
            positional.append(scope.lookup(name) ?? .nil)
        }
        var arguments = Arguments(positional: positional, block: scope.activation.block)
        if !parameters.keywords.isEmpty || parameters.keywordRest != nil {
            let keywords = HashBox()
            for (name, _) in parameters.keywords { keywords[.symbol(name)] = scope.lookup(name) ?? .nil }
            if let rest = parameters.keywordRest, !rest.isEmpty, case .hash(let extra)? = scope.lookup(rest) {
                for (key, value) in extra.pairs { keywords[key] = value }
            }
            arguments.keywords = keywords
        }
        return arguments
    }

    /// `super` in a template method: the Kernel method or action the `def` overrides (`def source_paths;
    /// [__dir__] + Array(super); end`). A bare `super` passes the method's own arguments.
    func callSuper(_ call: Call, _ arguments: Arguments, _ scope: Scope, at location: SourceLocation) throws -> Value {
        guard let name = scope.activation.methodName else {
            throw error("RuntimeError", "super called outside of method", at: location)
        }
        var passed = arguments
        if !call.hasParentheses, call.arguments.isEmpty, call.keywords == nil, let original = scope.activation.arguments {
            passed = zsuperArguments(scope) ?? original
            if arguments.block != nil { passed.block = arguments.block }
        }
        if scope.activation.owner != nil, scope.activation.selfValue != nil { return try callUserSuper(name, passed, scope, at: location) }
        if let value = try callKernel(name, passed, at: location, scope: scope) { return value }
        if let action = actions[name] {
            // Rare (a method of the template overriding an action calls super): wrapped as a builtin
            // so that every action call goes through one `callAction`.
            return try callAction(of: BuiltinFunction(name: name, isKernelMethod: false, action: action), passed, at: location)
        }
        throw error("NoMethodError", "super: no superclass method '\(name)'", at: location, code: .unknownMethod)
    }
}
