import Diagnostics

// Loops, `case`/`when`, `begin`/`rescue`/`else`/`ensure`, and `defined?`.

extension Interpreter {
    /// `while`/`until` and `begin … end while`; `break` leaves the loop, `next` skips to the condition.
    func loop(_ condition: Node, _ body: Node?, isUntil: Bool, doWhile: Bool, _ scope: Scope) throws -> Value {
        let tag = makeIdentifier()
        let savedBreakTag = breakTag
        breakTag = tag
        defer { breakTag = savedBreakTag }
        func runBody() throws {
            guard let body else { return }
            do {
                _ = try evaluate(body, scope)
            } catch is NextSignal {
                return
            }
        }
        do {
            if doWhile { try runBody() }
            while try evaluate(condition, scope).isTruthy != isUntil {
                try tick(at: condition.location)
                try runBody()
            }
        } catch let signal as BreakSignal where signal.tag == tag {
            return signal.value
        }
        return .nil
    }

    /// `for x in list`: like `list.each`, but the loop variable lives in the enclosing scope.
    func forLoop(_ target: AssignTarget, _ sequenceNode: Node, _ body: Node?, _ scope: Scope, at location: SourceLocation) throws -> Value {
        let sequence = try evaluate(sequenceNode, scope)
        let tag = makeIdentifier()
        let block = ProcValue(isLambda: false, arity: 1, parameterCount: 1, location: location) { [self] arguments in
            let value: Value = arguments.positional.count == 1 ? arguments.positional[0] : .arr(arguments.positional)
            try assign(target, value, scope, at: location)
            let savedBreakTag = breakTag
            breakTag = tag
            defer { breakTag = savedBreakTag }
            guard let body else { return .nil }
            do {
                return try evaluate(body, scope)
            } catch let signal as NextSignal {
                return signal.value
            }
        }
        do {
            return try sendLocated(sequence, "each", Arguments(block: block), at: location)
        } catch let signal as BreakSignal where signal.tag == tag {
            return signal.value
        }
    }

    func caseWhen(_ subjectNode: Node?, _ whens: [WhenClause], _ elseBranch: Node?, _ scope: Scope) throws -> Value {
        let subject = try subjectNode.map { try evaluate($0, scope) }
        for clause in whens {
            for pattern in try evaluateList(clause.values, scope) {
                let matched: Bool
                if let subject {
                    matched = try caseEquals(pattern, subject, at: clause.values.first?.location ?? currentLocation)
                } else {
                    matched = pattern.isTruthy
                }
                if matched { return try clause.body.map { try evaluate($0, scope) } ?? .nil }
            }
        }
        return try elseBranch.map { try evaluate($0, scope) } ?? .nil
    }

    /// `pattern === value`, as `when` and `rescue` use it.
    func caseEquals(_ pattern: Value, _ value: Value, at location: SourceLocation) throws -> Bool {
        switch pattern {
        case .object(let object as ClassObject):
            return isA(value, object.name)
        case .regexp:
            guard case .string = value else {
                if case .symbol(let name) = value { return try matchPosition(pattern, .str(name), at: location).isTruthy }
                return false
            }
            return try matchPosition(pattern, value, at: location).isTruthy
        case .proc(let proc):
            return try proc.call([value]).isTruthy
        case .integer, .float, .string, .symbol, .nil, .bool:
            return Value.equal(pattern, value)
        default:
            setLocation(location)
            return try sendLocated(pattern, "===", Arguments(positional: [value]), at: location).isTruthy
        }
    }

    func beginRescue(_ body: Node?, _ rescues: [RescueClause], _ elseBranch: Node?, _ ensure: Node?, _ scope: Scope) throws -> Value {
        // `ensure` runs on every way out (errors and break/next/return signals); its value is discarded.
        let result: Value
        do {
            result = try rescuing(body, rescues, elseBranch, scope)
        } catch {
            if let ensure { _ = try evaluate(ensure, scope) }
            throw error
        }
        if let ensure { _ = try evaluate(ensure, scope) }
        return result
    }

    private func rescuing(_ body: Node?, _ rescues: [RescueClause], _ elseBranch: Node?, _ scope: Scope) throws -> Value {
        while true {
            if let value = try rescuingOnce(body, rescues, elseBranch, scope) { return value }
        }
    }

    /// One run of the body; nil when the matching clause said `retry` (only a clause's own `retry` counts).
    private func rescuingOnce(_ body: Node?, _ rescues: [RescueClause], _ elseBranch: Node?, _ scope: Scope) throws -> Value? {
        let value: Value
        do {
            value = try body.map { try evaluate($0, scope) } ?? .nil
        } catch let failure as RuntimeError {
            guard !rescues.isEmpty else { throw failure }
            for clause in rescues where try rescueMatches(clause, failure, scope) {
                host.rescued(failure)
                let exception = exceptionObject(for: failure)
                if let variable = clause.variable {
                    try assign(variable, .object(exception), scope, at: clause.location)
                }
                let saved = currentException
                currentException = exception.error
                defer { currentException = saved }
                do {
                    return try clause.body.map { try evaluate($0, scope) } ?? .nil
                } catch is RetrySignal {
                    return nil
                }
            }
            throw failure
        }
        if let elseBranch { return try evaluate(elseBranch, scope) }
        return value
    }

    private func rescueMatches(_ clause: RescueClause, _ failure: RuntimeError, _ scope: Scope) throws -> Bool {
        // The run's time is up: no `rescue` may keep it going.
        if failure.code == .timedOut { return false }
        if clause.classes.isEmpty { return isSubclass(failure.className, of: "StandardError") }
        for pattern in try evaluateList(clause.classes, scope) {
            switch pattern {
            case .object(let object as ClassObject):
                if isSubclass(failure.className, of: object.name) { return true }
            case .object(let module as RubyModule):
                if isSubclass(failure.className, of: module.displayName) { return true }
            default:
                throw error("TypeError", "class or module required for rescue clause", at: clause.location)
            }
        }
        return false
    }

    /// `defined?(x)`: what kind of thing `x` is, without evaluating it (except receivers of calls).
    func defined(_ node: Node, _ scope: Scope) throws -> Value {
        switch node.kind {
        case .localVariable(let name):
            // The parser saw an assignment, so it is a local even if that assignment has not run (`z = 5 if false`).
            if scope.isDefined(name) || !isCallable(name) { return .str("local-variable") }
            return .str("method")
        case .instanceVariable(let name):
            if name.hasPrefix("@@") {
                let bare = Interpreter.bare(name, "@")
                return classVariableOwner(bare, scope)?.classVariables[bare] != nil ? .str("class variable") : .nil
            }
            let receiver = scope.activation.selfValue ?? .object(templateObject)
            return instanceVariable(Interpreter.bare(name, "@"), of: receiver) != nil ? .str("instance-variable") : .nil
        case .globalVariable(let name):
            let bare = Interpreter.bare(name, "$")
            return globals[bare] != nil || ["~", "!", "0", "PROGRAM_NAME"].contains(bare) ? .str("global-variable") : .nil
        case .constant:
            do {
                _ = try evaluate(node, scope)
                return .str("constant")
            } catch is RuntimeError {
                return .nil
            }
        case .call(let call):
            // Like Ruby, every argument must be defined too (`defined?(puts(nope))` is nil).
            guard try allDefined(call.arguments, scope) else { return .nil }
            guard let receiverNode = call.receiver else {
                if !call.hasParentheses, call.arguments.isEmpty, scope.isDefined(call.name) { return .str("local-variable") }
                let isSelfMethod = scope.activation.selfValue.map { findUserMethod($0, call.name) != nil } ?? false
                return isCallable(call.name) || isSelfMethod ? .str("method") : .nil
            }
            guard try !defined(receiverNode, scope).isNil else { return .nil }
            do {
                let receiver = try evaluate(receiverNode, scope)
                return respondsTo(receiver, call.name) ? .str("method") : .nil
            } catch is RuntimeError {
                return .nil
            }
        case .binary(_, let left, let right):
            return try allDefined([left, right], scope) ? .str("method") : .nil
        case .unary(_, let operand), .not(let operand):
            return try allDefined([operand], scope) ? .str("method") : .nil
        case .array(let elements):
            return try allDefined(elements, scope) ? .str("expression") : .nil
        case .splat(let operand):
            return try defined(operand, scope)
        case .selfReference: return .str("self")
        case .nilLiteral: return .str("nil")
        case .trueLiteral: return .str("true")
        case .falseLiteral: return .str("false")
        case .assign, .operatorAssign, .multipleAssign: return .str("assignment")
        case .yield: return scope.activation.block != nil ? .str("yield") : .nil
        default: return .str("expression")
        }
    }

    private func allDefined(_ nodes: [Node], _ scope: Scope) throws -> Bool {
        for node in nodes where try defined(node, scope).isNil { return false }
        return true
    }

    func isCallable(_ name: String) -> Bool {
        methods[name] != nil || procMethods[name] != nil || actions[name] != nil || Interpreter.kernelNameSet.contains(name)
            || (!mainIncludes.isEmpty && mainIncludedMethod(name) != nil)
    }
}
