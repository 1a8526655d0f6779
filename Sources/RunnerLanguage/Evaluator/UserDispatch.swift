import Diagnostics

// Calling the methods of template classes: finding them (with `private`/`protected`), running them
// with their `self`, `super`, `method_missing`, and `new`.

extension Interpreter {
    /// The template class whose methods a value answers: an instance's class, or a raised `MyError`'s.
    func userClass(of value: Value) -> RubyModule? {
        guard case .object(let object) = value else { return nil }
        if let instance = object as? RubyInstance { return instance.klass }
        if let exception = object as? ExceptionObject { return exception.userClass }
        return nil
    }

    /// The template method `name` of a value (an instance method, or a class method of a template class).
    func findUserMethod(_ receiver: Value, _ name: String) -> UserMethod? {
        if let klass = userClass(of: receiver) { return klass.findInstanceMethod(name) }
        if case .object(let module as RubyModule) = receiver { return module.findSingletonMethod(name) }
        return nil
    }

    /// A call of a template method on a template object. `explicitReceiver` is false for a
    /// receiver-less or `self.` call, which may reach private methods. Nil when there is no such method.
    func sendToUser(
        _ receiver: Value, _ name: String, _ arguments: Arguments, explicitReceiver: Bool, callerSelf: Value?, at location: SourceLocation
    ) throws -> Value? {
        guard let method = findUserMethod(receiver, name) else { return nil }
        if explicitReceiver {
            switch method.visibility {
            case .public: break
            case .private:
                throw error("NoMethodError", "private method '\(name)' called for \(describeReceiver(receiver))", at: location, code: .unknownMethod)
            case .protected:
                let allowed = callerSelf.map { isA($0, method.owner.displayName) } ?? false
                guard allowed else {
                    throw error("NoMethodError", "protected method '\(name)' called for \(describeReceiver(receiver))", at: location, code: .unknownMethod)
                }
            }
        }
        return try invokeUser(method, on: receiver, arguments, at: location)
    }

    func invokeUser(_ method: UserMethod, on receiver: Value, _ arguments: Arguments, at location: SourceLocation) throws -> Value {
        switch method.body {
        case .code(let defined):
            return try invoke(defined, arguments, at: location, selfValue: receiver, owner: method.owner)
        case .reader(let variable):
            try expectArgumentCount(arguments, 0, at: location)
            return instanceVariable(variable, of: receiver) ?? .nil
        case .writer(let variable):
            try expectArgumentCount(arguments, 1, at: location)
            setInstanceVariable(variable, of: receiver, to: arguments.positional[0])
            return arguments.positional[0]
        case .block(let proc):
            let bound = proc.rebinding?(receiver, true) ?? proc
            try enterFrame(at: location)
            defer { depth -= 1 }
            return try bound.body(arguments)
        }
    }

    func expectArgumentCount(_ arguments: Arguments, _ expected: Int, at location: SourceLocation) throws {
        let given = arguments.positional.count + (arguments.keywords == nil ? 0 : 1)
        guard given == expected else {
            throw error("ArgumentError", "wrong number of arguments (given \(given), expected \(expected))", at: location, code: .wrongArguments)
        }
    }

    /// How NoMethodError names a receiver: "an instance of Foo", "class Foo", "module Helpers".
    func describeReceiver(_ receiver: Value) -> String {
        if case .object(let module as RubyModule) = receiver { return "\(module.isClass ? "class" : "module") \(module.displayName)" }
        if let klass = userClass(of: receiver) { return "an instance of \(klass.displayName)" }
        return "an instance of \(receiver.className)"
    }

    /// A template class's own `inspect`/`to_s`, for printing an instance inside an array or a string;
    /// nil when the class does not define one.
    func userText(_ instance: RubyInstance, _ name: String) throws -> String? {
        guard let method = instance.klass.findInstanceMethod(name) else { return nil }
        let value = try invokeUser(method, on: .object(instance), Arguments(), at: currentLocation)
        if case .string(let s) = value { return s.value }
        return value.toS
    }

    /// `method_missing` of a template class, called with the missing name and the arguments.
    func callMethodMissing(_ receiver: Value, _ name: String, _ arguments: Arguments, at location: SourceLocation) throws -> Value? {
        guard let method = findUserMethod(receiver, "method_missing") else { return nil }
        var passed = arguments
        passed.positional.insert(.symbol(name), at: 0)
        return try invokeUser(method, on: receiver, passed, at: location)
    }

    /// `super` inside a template class's method: the next method of that name up the ancestors, else
    /// the built-in behaviour the method overrides (`initialize`, `to_s`, `inspect`, `==`, `method_missing`).
    func callUserSuper(_ name: String, _ arguments: Arguments, _ scope: Scope, at location: SourceLocation) throws -> Value {
        let activation = scope.activation
        let receiver = activation.selfValue ?? .object(templateObject)
        let next: UserMethod?
        if let klass = userClass(of: receiver) {
            next = klass.findInstanceMethod(name, after: activation.owner)
        } else if case .object(let module as RubyModule) = receiver {
            next = module.findSingletonMethod(name, after: activation.owner)
        } else {
            next = nil
        }
        if let next { return try invokeUser(next, on: receiver, arguments, at: location) }
        if case .object(let object) = receiver {
            switch (object, name) {
            case (let exception as ExceptionObject, "initialize"):
                if let message = arguments.positional.first { exception.error.message = try toS(message, at: location) }
                return .nil
            case (let instance as RubyInstance, "initialize"):
                if instance.klass.structMembers != nil { return try initializeStruct(instance, arguments, at: location) }
                guard arguments.positional.isEmpty else {
                    throw error("ArgumentError", "wrong number of arguments (given \(arguments.positional.count), expected 0)", at: location, code: .wrongArguments)
                }
                return .nil
            case (let instance as RubyInstance, "inspect"): return .str(instance.defaultInspect)
            case (let instance as RubyInstance, "to_s"): return .str(instance.defaultToS)
            case (_, "method_missing"):
                let missing = (try? methodName(arguments.positional.first ?? .nil, at: location)) ?? "?"
                throw error("NoMethodError", "undefined method '\(missing)' for \(describeReceiver(receiver))", at: location, code: .unknownMethod)
            case (_, "respond_to_missing?"): return .false
            default: break
            }
            // The built-in methods only: going through `callMethod` would find the overriding method again.
            switch object {
            case let instance as RubyInstance:
                if let value = try sendToInstance(instance, name, arguments, explicitReceiver: false) { return value }
            case let module as RubyModule:
                if let value = try sendToModule(module, name, arguments, explicitReceiver: false) { return value }
            default:
                if let value = try object.callMethod(name, arguments, self) { return value }
            }
            if let value = try universalMethod(receiver, name, arguments, at: location) { return value }
        }
        throw error("NoMethodError", "super: no superclass method '\(name)' for \(describeReceiver(receiver))", at: location, code: .unknownMethod)
    }

    /// `Foo.new(…)`: a new instance (an exception object for a StandardError subclass), then its `initialize`.
    func instantiate(_ klass: RubyModule, _ arguments: Arguments, at location: SourceLocation) throws -> Value {
        guard klass.isClass else {
            throw error("NoMethodError", "undefined method 'new' for module \(klass.displayName)", at: location, code: .unknownMethod)
        }
        let object: Value
        let base = klass.builtinBase
        if Interpreter.superclasses[base] != nil, isSubclass(base, of: "Exception") {
            let exception = ExceptionObject(RuntimeError(klass.displayName, klass.displayName), userClass: klass)
            exception.error.exceptionObject = exception
            object = .object(exception)
        } else {
            object = .object(RubyInstance(klass: klass))
        }
        if let initialize = klass.findInstanceMethod("initialize") {
            _ = try invokeUser(initialize, on: object, arguments, at: location)
        } else {
            _ = try callUserSuper("initialize", arguments, scopeOf(object), at: location)
        }
        return object
    }

    /// A throwaway scope whose `self` is `object`, for running the built-in `initialize`.
    private func scopeOf(_ object: Value) -> Scope {
        let activation = Activation(methodName: "initialize", block: nil, selfValue: object)
        return Scope(parent: nil, activation: activation, file: currentFile ?? FileContext(path: "", source: SourceText(path: "", text: "")),
                     returnTarget: makeIdentifier())
    }

    func instanceVariable(_ name: String, of receiver: Value) -> Value? {
        guard case .object(let object) = receiver else { return nil }
        switch object {
        case let instance as RubyInstance: return instance.instanceVariables[name]
        case let module as RubyModule: return module.instanceVariables[name]
        case let exception as ExceptionObject: return exception.instanceVariables[name]
        default: return object === templateObject ? instanceVariables[name] : nil
        }
    }

    func setInstanceVariable(_ name: String, of receiver: Value, to value: Value) {
        guard case .object(let object) = receiver else { return }
        switch object {
        case let instance as RubyInstance: instance.instanceVariables[name] = value
        case let module as RubyModule: module.instanceVariables[name] = value
        case let exception as ExceptionObject: exception.instanceVariables[name] = value
        default: if object === templateObject { instanceVariables[name] = value }
        }
    }

    func instanceVariableNames(of receiver: Value) -> [String] {
        guard case .object(let object) = receiver else { return [] }
        switch object {
        case let instance as RubyInstance: return instance.klass.structMembers == nil ? instance.instanceVariables.names : []
        case let module as RubyModule: return module.instanceVariables.names
        case let exception as ExceptionObject: return exception.instanceVariables.names
        default: return object === templateObject ? instanceVariables.keys.sorted() : []
        }
    }

    /// `@x` where the code runs: the object `self` is, or the template's own (main's) variables.
    func readInstanceVariable(_ name: String, _ scope: Scope) -> Value {
        guard let receiver = scope.activation.selfValue else { return instanceVariables[name] ?? .nil }
        return instanceVariable(name, of: receiver) ?? .nil
    }

    func writeInstanceVariable(_ name: String, _ value: Value, _ scope: Scope) {
        guard let receiver = scope.activation.selfValue else {
            instanceVariables[name] = value
            return
        }
        setInstanceVariable(name, of: receiver, to: value)
    }

    /// `@@x`: the class variable of the innermost class body the code is written in (or its superclasses).
    /// At the template's top level `@@x` stays what it was before classes existed: a variable of main.
    func classVariableOwner(_ name: String, _ scope: Scope) -> RubyModule? {
        guard let innermost = scope.activation.nesting?.module ?? scope.activation.owner else { return nil }
        for module in innermost.ancestors where module.classVariables[name] != nil { return module }
        return innermost
    }
}
