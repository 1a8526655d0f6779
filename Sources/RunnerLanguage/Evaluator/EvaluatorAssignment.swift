import Diagnostics

// Assignment: simple, operator (`+=`, `||=`), multiple with splats and nesting, index and attribute.

extension Interpreter {
    /// `defining` is for block parameters, which shadow outer locals instead of updating them.
    func assign(_ target: AssignTarget, _ value: Value, _ scope: Scope, at location: SourceLocation, defining: Bool = false) throws {
        switch target {
        case .local(let name):
            if defining { scope.define(name, value) } else { scope.assign(name, value) }
        case .instanceVariable(let name):
            if name.hasPrefix("@@"), let owner = classVariableOwner(Interpreter.bare(name, "@"), scope) {
                owner.classVariables[Interpreter.bare(name, "@")] = value
            } else {
                writeInstanceVariable(Interpreter.bare(name, "@"), value, scope)
            }
        case .globalVariable(let name):
            let bare = Interpreter.bare(name, "$")
            if bare == "~" { lastMatch = value } else { globals[bare] = value }
        case .constant(let name):
            storeConstant(name, value, in: scope.activation.nesting?.module)
        case .index(let receiverNode, let argumentNodes):
            let receiver = try evaluate(receiverNode, scope)
            let arguments = try evaluateList(argumentNodes, scope)
            setLocation(location)
            _ = try sendLocated(receiver, "[]=", Arguments(positional: arguments + [value]), at: location)
        case .attribute(let receiverNode, let name, let safeNavigation):
            let receiver = try evaluate(receiverNode, scope)
            if safeNavigation, receiver.isNil { return }
            setLocation(location)
            _ = try sendLocated(receiver, name + "=", Arguments(positional: [value]), at: location, selfReceiver: isSelf(receiverNode, scope))
        case .splat(let inner):
            if let inner { try assign(inner, .array(ArrayBox(try splatElements(value))), scope, at: location, defining: defining) }
        case .nested(let targets):
            try destructure(targets, Interpreter.arrayForDestructuring(value), scope, at: location, defining: defining)
        }
    }

    /// `selfReceiver`: written `self.x = v` inside a template object's method, which may call a private `x=`.
    func sendLocated(_ receiver: Value, _ name: String, _ arguments: Arguments, at location: SourceLocation,
                     selfReceiver: Bool = false) throws -> Value {
        do {
            if selfReceiver, let value = try sendToUser(receiver, name, arguments, explicitReceiver: false, callerSelf: receiver, at: location) {
                return value
            }
            return try send(receiver, name, arguments, at: location)
        } catch let failure as RuntimeError {
            throw located(failure, at: location)
        }
    }

    private func isSelf(_ node: Node, _ scope: Scope) -> Bool {
        guard scope.activation.selfValue != nil, case .selfReference = node.kind else { return false }
        return true
    }

    /// `a, b = x`: an array spreads, anything else is one element.
    static func arrayForDestructuring(_ value: Value) -> [Value] {
        if case .array(let array) = value { return array.elements }
        return [value]
    }

    func destructure(
        _ targets: [AssignTarget], _ values: [Value], _ scope: Scope, at location: SourceLocation, defining: Bool
    ) throws {
        let splatIndex = targets.firstIndex { if case .splat = $0 { return true } else { return false } }
        guard let splatIndex else {
            for (index, target) in targets.enumerated() {
                try assign(target, index < values.count ? values[index] : .nil, scope, at: location, defining: defining)
            }
            return
        }
        let after = targets.count - splatIndex - 1
        for index in 0..<splatIndex {
            try assign(targets[index], index < values.count ? values[index] : .nil, scope, at: location, defining: defining)
        }
        let restEnd = max(splatIndex, values.count - after)
        let rest = splatIndex < restEnd ? Array(values[splatIndex..<restEnd]) : []
        if case .splat(let inner) = targets[splatIndex], let inner {
            try assign(inner, .array(ArrayBox(rest)), scope, at: location, defining: defining)
        }
        for offset in 0..<after {
            let index = restEnd + offset
            try assign(targets[splatIndex + 1 + offset], index < values.count ? values[index] : .nil, scope,
                       at: location, defining: defining)
        }
    }

    func multipleAssign(_ targets: [AssignTarget], _ valueNode: Node, _ scope: Scope, at location: SourceLocation) throws -> Value {
        // `a, b = 1, 2` arrives as an array literal, `a, b = *x` as a splat (which makes an array);
        // any other single value (a hash, a string) is one element.
        let value = try evaluate(valueNode, scope)
        try destructure(targets, Interpreter.arrayForDestructuring(value), scope, at: location, defining: false)
        return value
    }

    /// `x op= v`: reads the target once (receiver and index evaluated once), then writes.
    func operatorAssign(_ target: AssignTarget, _ op: String, _ valueNode: Node, _ scope: Scope, at location: SourceLocation) throws -> Value {
        if case .local(let name) = target {
            // The common case (`count += 1`, `list ||= []`) without the closures below.
            let current = scope.lookup(name) ?? .nil
            guard let value = try operatorResult(op, current, valueNode, scope, at: location) else { return current }
            scope.assign(name, value)
            return value
        }
        if case .instanceVariable(let name) = target, name.utf8.dropFirst().first != UInt8(ascii: "@") {
            // `@total += value` likewise (an `@@x`, which may be a class's, takes the general path).
            let bare = Interpreter.bare(name, "@")
            let current = readInstanceVariable(bare, scope)
            guard let value = try operatorResult(op, current, valueNode, scope, at: location) else { return current }
            writeInstanceVariable(bare, value, scope)
            return value
        }
        let read: () throws -> Value
        let write: (Value) throws -> Void
        switch target {
        case .local(let name):
            read = { scope.lookup(name) ?? .nil }
            write = { scope.assign(name, $0) }
        case .instanceVariable(let name):
            let bare = Interpreter.bare(name, "@")
            if name.hasPrefix("@@"), let owner = classVariableOwner(bare, scope) {
                read = { owner.classVariables[bare] ?? .nil }
                write = { owner.classVariables[bare] = $0 }
            } else {
                read = { self.readInstanceVariable(bare, scope) }
                write = { self.writeInstanceVariable(bare, $0, scope) }
            }
        case .globalVariable(let name):
            let bare = Interpreter.bare(name, "$")
            read = { self.readGlobal(bare) }
            write = { self.globals[bare] = $0 }
        case .constant(let name):
            let container = scope.activation.nesting?.module
            read = { (container.map { $0.constants[name] } ?? self.constants[name]) ?? .nil }
            write = { self.storeConstant(name, $0, in: container) }
        case .index(let receiverNode, let argumentNodes):
            let receiver = try evaluate(receiverNode, scope)
            let arguments = try evaluateList(argumentNodes, scope)
            read = { try self.sendLocated(receiver, "[]", Arguments(positional: arguments), at: location) }
            write = { _ = try self.sendLocated(receiver, "[]=", Arguments(positional: arguments + [$0]), at: location) }
        case .attribute(let receiverNode, let name, let safeNavigation):
            let receiver = try evaluate(receiverNode, scope)
            if safeNavigation, receiver.isNil { return .nil }
            let selfReceiver = isSelf(receiverNode, scope)
            read = { try self.sendLocated(receiver, name, Arguments(), at: location, selfReceiver: selfReceiver) }
            write = { _ = try self.sendLocated(receiver, name + "=", Arguments(positional: [$0]), at: location, selfReceiver: selfReceiver) }
        case .splat, .nested:
            throw error("SyntaxError", "cannot use \(op)= on a multiple-assignment target", at: location)
        }
        let current = try read()
        guard let value = try operatorResult(op, current, valueNode, scope, at: location) else { return current }
        try write(value)
        return value
    }

    /// The value `op=` stores given the target's current value, or nil when `||=`/`&&=` stores nothing
    /// (the value node is then not evaluated).
    private func operatorResult(
        _ op: String, _ current: Value, _ valueNode: Node, _ scope: Scope, at location: SourceLocation
    ) throws -> Value? {
        switch op {
        case "||": return current.isTruthy ? nil : try evaluate(valueNode, scope)
        case "&&": return current.isTruthy ? try evaluate(valueNode, scope) : nil
        default: return try binary(op, current, try evaluate(valueNode, scope), at: location)
        }
    }
}
