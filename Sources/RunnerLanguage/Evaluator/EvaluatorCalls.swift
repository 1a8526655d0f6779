import Diagnostics

// Evaluating a call node: the receiver, the arguments, the block, then dispatch.

extension Interpreter {
    func evaluateCall(_ call: Call, _ node: Node, _ scope: Scope) throws -> Value {
        var receiver: Value?
        if let receiverNode = call.receiver {
            let value = try evaluate(receiverNode, scope)
            if call.safeNavigation, value.isNil { return .nil }
            receiver = value
        } else if call.arguments.isEmpty, call.keywords == nil, call.block == nil, call.blockArgument == nil,
                  !call.hasParentheses, let local = scope.lookup(call.name) {
            return local
        }
        var arguments = Arguments(positional: try evaluateList(call.arguments, scope))
        if let entries = call.keywords {
            let keywords = try evaluateHash(entries, scope)
            // `foo(**{})` passes no keywords at all, as in Ruby.
            if keywords.count > 0 || entries.contains(where: { if case .pair = $0 { return true } else { return false } }) {
                arguments.keywords = keywords
            }
        }
        var homeTag: Int?
        if let literal = call.block {
            let tag = makeIdentifier()
            homeTag = tag
            // `lambda { }` makes a lambda from its literal block (unless the template defined its own `lambda`).
            let isLambda = receiver == nil && call.name == "lambda" && methods["lambda"] == nil
            arguments.block = makeBlock(literal, scope, isLambda: isLambda, breakTag: tag)
        } else if let blockNode = call.blockArgument {
            arguments.block = try blockArgument(try evaluate(blockNode, scope), at: blockNode.location)
        }
        setLocation(node.location)
        do {
            if let receiver {
                if let selfValue = scope.activation.selfValue, let receiverNode = call.receiver {
                    // `self.x` may call a private method; any receiver may call a protected one from inside its class.
                    let isSelf = if case .selfReference = receiverNode.kind { true } else { false }
                    if let value = try sendToUser(receiver, call.name, arguments, explicitReceiver: !isSelf, callerSelf: selfValue, at: node.location) {
                        return value
                    }
                }
                return try send(receiver, call.name, arguments, at: node.location)
            }
            if call.name == "super" {
                return try callSuper(call, arguments, scope, at: node.location)
            }
            return try callFunction(call.name, arguments, at: node.location, hasParentheses: call.hasParentheses, scope: scope)
        } catch let signal as BreakSignal where signal.tag == homeTag {
            return signal.value
        } catch let failure as RuntimeError {
            throw located(failure, at: node.location)
        }
    }

    /// `&value`: a proc as is, a symbol as `{ |x, *a| x.sym(*a) }`, a method object, or nil for no block.
    func blockArgument(_ value: Value, at location: SourceLocation) throws -> ProcValue? {
        switch value {
        case .nil: return nil
        case .proc(let proc): return proc
        case .symbol(let name): return symbolProc(name, at: location)
        default:
            throw error("TypeError", "wrong argument type \(value.className) (expected Proc)", at: location)
        }
    }

    func symbolProc(_ name: String, at location: SourceLocation) -> ProcValue {
        ProcValue(isLambda: true, arity: -2, parameterCount: 1, location: location) { [self] arguments in
            guard let first = arguments.positional.first else {
                throw error("ArgumentError", "no receiver given", at: location)
            }
            var rest = arguments
            rest.positional.removeFirst()
            return try send(first, name, rest, at: location)
        }
    }

    /// A receiver-less call: template methods, then Kernel built-ins, then registered actions.
    func callFunction(
        _ name: String, _ arguments: Arguments, at location: SourceLocation, hasParentheses: Bool, scope: Scope? = nil
    ) throws -> Value {
        if let selfValue = scope?.activation.selfValue {
            return try callOnSelf(selfValue, name, arguments, at: location, hasParentheses: hasParentheses, scope: scope)
        }
        // A callback's calls are mostly of actions, whose names no `def` has used: no need to hash them.
        if methodNameFilter.mayContain(name), let method = methods[name] {
            return try invoke(method, arguments, at: location)
        }
        if !mainIncludes.isEmpty, let (method, module) = mainIncludedMethod(name) {
            return try invoke(method, arguments, at: location, owner: module)
        }
        if !procMethods.isEmpty, let proc = procMethods[name] {
            return try proc.body(arguments)
        }
        let builtin = builtinFunction(name)
        if builtin.isKernelMethod, let value = try callKernelMethod(name, arguments, at: location, scope: scope) {
            // `format` makes strings as String#+ does: bounded alike (Limits).
            try Limits.checkGrowth(value, self)
            return value
        }
        if builtin.action != nil {
            return try callAction(of: builtin, arguments, at: location)
        }
        throw undefinedFunction(name, arguments, hasParentheses: hasParentheses, at: location, scope: scope)
    }

    /// Calls a builtin's action, read in place: binding it to a name copied the action's fields
    /// (name, signature, handler) and destroyed them again on every action call.
    func callAction(of builtin: BuiltinFunction, _ arguments: Arguments, at location: SourceLocation) throws -> Value {
        let given = arguments.positional.count
        guard builtin.action!.signature.accepts(positionalCount: given) else {
            throw error("ArgumentError",
                        "wrong number of arguments (given \(given), expected \(builtin.action!.signature.expectedDescription))",
                        at: location, code: .wrongArguments)
        }
        setLocation(location)
        do {
            return try builtin.action!.handler(arguments, self)
        } catch let failure as RuntimeError {
            throw located(failure, at: location)
        }
    }

    func undefinedFunction(
        _ name: String, _ arguments: Arguments, hasParentheses: Bool, at location: SourceLocation, scope: Scope?
    ) -> RuntimeError {
        var candidates = methods.names + Array(procMethods.keys) + Interpreter.kernelNames + actionNames
        let isBareName = !hasParentheses && arguments.positional.isEmpty && arguments.keywords == nil && arguments.block == nil
        if isBareName, let scope { candidates += scope.allNames }
        // One- and two-letter names are too short for a typo guess to mean anything (`\`` is not a misspelt `p`).
        let hint = name.count < 3 ? "" : Suggestions.didYouMean(name, in: candidates).map { "; \($0)" } ?? ""
        if isBareName {
            return error("NameError", "undefined local variable or method '\(name)'\(hint)", at: location, code: .undefinedName)
        }
        return error("NoMethodError", "undefined method '\(name)'\(hint)", at: location, code: .unknownMethod)
    }

    /// A call on a receiver: evaluator-level methods, the built-in type's methods, host objects, then
    /// the methods every object has.
    func send(_ receiver: Value, _ name: String, _ arguments: Arguments, at location: SourceLocation) throws -> Value {
        if case .object(let object) = receiver {
            if object === templateObject {
                return try callFunction(name, arguments, at: location, hasParentheses: true)
            }
            if object is RubyInstance || object is RubyModule || object is ExceptionObject,
               let value = try sendToUser(receiver, name, arguments, explicitReceiver: true, callerSelf: nil, at: location) {
                return value
            }
        }
        if let value = try reflectiveMethod(receiver, name, arguments, at: location) {
            return value
        }
        // Host objects answer first, so they can define `==`, `to_s` or `<=>` over the universal ones.
        if case .object(let object) = receiver, let value = try object.callMethod(name, arguments, self) {
            // A host object (StringIO, Set …) may keep what it is given: bounded as built-ins are.
            try Limits.checkGrowth(value, self)
            for argument in arguments.positional { try Limits.checkGrowth(argument, self) }
            return value
        }
        if let value = try Builtins.call(receiver, name, settingMatchGlobals(receiver, name, arguments), self) {
            // `str.match(re)` sets `$~` like `=~` does.
            if name == "match" { lastMatch = value }
            return value
        }
        if let value = try universalMethod(receiver, name, arguments, at: location) {
            return value
        }
        if let value = try callMethodMissing(receiver, name, arguments, at: location) { return value }
        throw noMethod(receiver, name, at: location)
    }

    func noMethod(_ receiver: Value, _ name: String, at location: SourceLocation) -> RuntimeError {
        let owner: String
        switch receiver {
        case .nil: owner = "nil"
        case .bool(let b): owner = b ? "true" : "false"
        case .object(let object as ClassObject): owner = "class \(object.name)"
        case .object(let object) where object.className == "Class" || object.className == "Module":
            owner = "\(object.className.lowercased()) \(object.inspectText)"
        default: owner = "an instance of \(receiver.className)"
        }
        var candidates = Builtins.methodNames(of: receiver)
        if case .object(let object as HostMethodNames) = receiver { candidates += object.methodNames }
        let hint = Suggestions.didYouMean(name, in: candidates).map { "; \($0)" } ?? ""
        return error("NoMethodError", "undefined method '\(name)' for \(owner)\(hint)", at: location, code: .unknownMethod)
    }

    /// `yield a, b`: calls the block of the method the code is written in.
    func yieldToBlock(_ nodes: [Node], _ keywords: [HashEntry]?, _ scope: Scope, at location: SourceLocation) throws -> Value {
        guard let block = scope.activation.block else {
            throw error("LocalJumpError", "no block given (yield)", at: location)
        }
        var arguments = Arguments(positional: try evaluateList(nodes, scope))
        if let keywords { arguments.keywords = try evaluateHash(keywords, scope) }
        setLocation(location)
        do {
            return try block.body(arguments)
        } catch let failure as RuntimeError {
            throw located(failure, at: location)
        }
    }
}
