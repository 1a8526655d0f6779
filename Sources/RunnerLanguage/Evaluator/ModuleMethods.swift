import Diagnostics

// The methods every template class and module answers (`new`, `name`, `attr_accessor`, `include`,
// `private` …) and those every instance answers (`inspect`, `==`, `instance_variable_get`, Struct's).

extension Interpreter {
    /// A call on a template module that its own class methods did not answer. Nil: no such method.
    func sendToModule(_ module: RubyModule, _ name: String, _ arguments: Arguments, explicitReceiver: Bool) throws -> Value? {
        let location = currentLocation
        let positional = arguments.positional
        let receiver = Value.object(module)
        switch name {
        case "new": return try instantiate(module, arguments, at: location)
        case "name": return module.name.map { .str($0) } ?? .nil
        case "to_s", "inspect": return .str(module.displayName)
        case "class": return constants[module.className] ?? .nil
        case "===": return positional.count == 1 ? .bool(isA(positional[0], module.displayName)) : nil
        case "==", "equal?", "eql?": return positional.count == 1 ? .bool(Value.isEql(receiver, positional[0])) : nil
        case "hash": return .integer(module.identifier)
        case "superclass":
            guard module.isClass else { return nil }
            return module.superclass ?? constants["Object"] ?? .nil
        case "ancestors":
            let own = module.ancestors.flatMap { ancestor in [Value.object(ancestor)] + ancestor.builtinIncludes.compactMap { constants[$0] } }
            return .arr(own + builtinAncestorNames(of: module.isClass ? module.builtinBase : nil).compactMap { constants[$0] })
        case "include?":
            if case .object(let builtin as ClassObject)? = positional.first { return .bool(module.ancestorNames.dropFirst().contains(builtin.name)) }
            guard case .object(let other as RubyModule)? = positional.first else { return .false }
            return .bool(module !== other && module.ancestors.contains { $0 === other })
        case "<", "<=":
            guard let other = positional.first.flatMap(Interpreter.classNameOf) else { return nil }
            if other == module.displayName { return .bool(name == "<=") }
            return isSubclass(module.displayName, of: other) ? .true : .nil
        case "instance_methods", "public_instance_methods":
            let inherited = positional.first?.isTruthy ?? true
            let modules = inherited ? module.ancestors : [module]
            var seen: [String] = []
            for m in modules {
                for (methodName, method) in m.instanceMethods.sorted(by: { $0.key < $1.key })
                where method.visibility != .private && !seen.contains(methodName) {
                    seen.append(methodName)
                }
            }
            return .arr(seen.map { .symbol($0) })
        case "method_defined?", "public_method_defined?", "private_method_defined?", "instance_method":
            guard let first = positional.first else { return nil }
            let method = module.findInstanceMethod(try methodName(first, at: location))
            if name == "private_method_defined?" { return .bool(method?.visibility == .private) }
            if name == "public_method_defined?" { return .bool(method?.visibility == .public) }
            return .bool(method != nil && method?.visibility != .private)
        case "const_get", "const_defined?":
            guard let first = positional.first else { return nil }
            let constantName = try methodName(first, at: location)
            let value = module.constant(constantName) ?? constants[constantName]
            if name == "const_defined?" { return .bool(value != nil) }
            guard let value else { throw unknownConstant("\(module.displayName)::\(constantName)", at: location) }
            return value
        case "const_set":
            guard positional.count == 2 else { return nil }
            storeConstant(try methodName(positional[0], at: location), positional[1], in: module)
            return positional[1]
        case "constants":
            return .arr(module.constants.keys.sorted().map { .symbol($0) })
        case "class_variable_get":
            guard let first = positional.first else { return nil }
            return module.classVariables[Interpreter.bare(try methodName(first, at: location), "@")] ?? .nil
        case "class_variable_set":
            guard positional.count == 2 else { return nil }
            module.classVariables[Interpreter.bare(try methodName(positional[0], at: location), "@")] = positional[1]
            return positional[1]
        case "members" where module.structMembers != nil:
            return .arr((module.structMembers ?? []).map { .symbol($0) })
        default:
            if let value = try moduleBodyMethod(module, name, arguments, at: location) { return value }
            if let host = module.hostObject { return try host.callMethod(name, arguments, self) }
            return nil
        }
    }

    /// The methods a class body calls on itself: attributes, mixins and visibility.
    private func moduleBodyMethod(_ module: RubyModule, _ name: String, _ arguments: Arguments, at location: SourceLocation) throws -> Value? {
        let positional = arguments.positional
        switch name {
        case "attr_reader", "attr_writer", "attr_accessor", "attr":
            // In `class << self` the attributes are the class's own (its `@x`), not its instances'.
            let onClass = moduleBodyActivations.last(where: { $0.owner === module })?.definesSingletons ?? false
            let visibility = onClass ? .public : currentVisibility(of: module)
            var defined: [Value] = []
            func add(_ methodName: String, _ body: UserMethodBody) {
                let method = UserMethod(name: methodName, body: body, visibility: visibility, owner: module)
                if onClass { module.singletonMethods[methodName] = method } else { module.instanceMethods[methodName] = method }
                defined.append(.symbol(methodName))
            }
            for value in positional {
                let attribute = try methodName(value, at: location)
                if name != "attr_writer" { add(attribute, .reader(attribute)) }
                if name == "attr_writer" || name == "attr_accessor" { add(attribute + "=", .writer(attribute)) }
            }
            return .arr(defined)
        case "include", "prepend":
            for value in positional.reversed() {
                guard case .object(let mixin as RubyModule) = value, !mixin.isClass else {
                    if case .object(let builtin as ClassObject) = value, builtin.className == "Module" {
                        if !module.builtinIncludes.contains(builtin.name) { module.builtinIncludes.insert(builtin.name, at: 0) }
                        continue
                    }
                    // A library module (`ActiveSupport::Concern`) adds nothing a template module can use.
                    if case .object(let object) = value, object.className == "Module" { continue }
                    throw error("TypeError", "wrong argument type \(value.className) (expected Module)", at: location)
                }
                if !module.ancestors.contains(where: { $0 === mixin }) { module.includes.insert(mixin, at: 0) }
            }
            return .object(module)
        case "extend":
            for value in positional.reversed() {
                guard case .object(let mixin as RubyModule) = value, !mixin.isClass else {
                    // `extend ActiveSupport::Concern` and other library modules: nothing to add to a template module.
                    if case .object(let object) = value, object.className == "Module" { continue }
                    throw error("TypeError", "wrong argument type \(value.className) (expected Module)", at: location)
                }
                if !module.extends.contains(where: { $0 === mixin }) { module.extends.insert(mixin, at: 0) }
            }
            return .object(module)
        case "private", "public", "protected", "module_function", "private_class_method", "public_class_method":
            return try setVisibility(module, name, positional, at: location)
        case "define_method":
            guard let first = positional.first,
                  let block = arguments.block ?? { if case .proc(let p)? = positional.dropFirst().first { return p } else { return nil } }() else {
                throw error("ArgumentError", "tried to create Proc object without a block", at: location)
            }
            let methodName = try methodName(first, at: location)
            module.instanceMethods[methodName] = UserMethod(name: methodName, body: .block(block), visibility: currentVisibility(of: module), owner: module)
            return .symbol(methodName)
        case "alias_method":
            guard positional.count == 2 else { return nil }
            let new = try methodName(positional[0], at: location), old = try methodName(positional[1], at: location)
            guard let method = module.findInstanceMethod(old) else {
                throw error("NameError", "undefined method '\(old)' for class '\(module.displayName)'", at: location, code: .unknownMethod)
            }
            module.instanceMethods[new] = UserMethod(name: new, body: method.body, visibility: method.visibility, owner: module)
            return .symbol(new)
        case "private_constant", "public_constant", "freeze":
            return .object(module)
        case "instance_variable_get", "instance_variable_set", "instance_variable_defined?", "instance_variables":
            return try instanceVariableMethod(.object(module), name, positional, at: location)
        case "module_eval", "class_eval", "class_exec", "instance_eval", "instance_exec":
            guard let block = arguments.block else { return nil }
            return try (block.rebinding?(.object(module), false) ?? block).call(name.hasSuffix("exec") ? positional : [.object(module)])
        default:
            return nil
        }
    }

    /// The visibility a new method of `module` gets: what a bare `private` in the body being run switched to.
    private func currentVisibility(of module: RubyModule) -> Visibility {
        guard let activation = moduleBodyActivations.last(where: { $0.owner === module }) else { return .public }
        return activation.visibility
    }

    private func setVisibility(_ module: RubyModule, _ name: String, _ positional: [Value], at location: SourceLocation) throws -> Value {
        var names: [String] = []
        for value in positional {
            if case .array(let list) = value {
                names += try list.elements.map { try methodName($0, at: location) }
            } else {
                names.append(try methodName(value, at: location))
            }
        }
        if names.isEmpty {
            // A bare `private`: every later `def` of this body.
            if let activation = moduleBodyActivations.last(where: { $0.owner === module }) {
                switch name {
                case "private": activation.visibility = .private; activation.moduleFunction = false
                case "protected": activation.visibility = .protected; activation.moduleFunction = false
                case "public": activation.visibility = .public; activation.moduleFunction = false
                case "module_function": activation.moduleFunction = true
                default: break
                }
            }
            return .nil
        }
        for methodName in names {
            switch name {
            case "private_class_method", "public_class_method":
                guard var method = module.findSingletonMethod(methodName) else { throw undefinedMethodForModule(methodName, module, at: location) }
                method.visibility = name == "private_class_method" ? .private : .public
                module.singletonMethods[methodName] = method
            case "module_function":
                guard let method = module.findInstanceMethod(methodName) else { throw undefinedMethodForModule(methodName, module, at: location) }
                module.singletonMethods[methodName] = UserMethod(name: methodName, body: method.body, visibility: .public, owner: module)
                module.instanceMethods[methodName] = UserMethod(name: methodName, body: method.body, visibility: .private, owner: module)
            default:
                guard let method = module.findInstanceMethod(methodName) else { throw undefinedMethodForModule(methodName, module, at: location) }
                let visibility: Visibility = name == "private" ? .private : (name == "protected" ? .protected : .public)
                module.instanceMethods[methodName] = UserMethod(name: methodName, body: method.body, visibility: visibility, owner: method.owner)
            }
        }
        return positional.count == 1 ? positional[0] : .arr(positional)
    }

    private func undefinedMethodForModule(_ name: String, _ module: RubyModule, at location: SourceLocation) -> RuntimeError {
        error("NameError", "undefined method '\(name)' for \(module.isClass ? "class" : "module") '\(module.displayName)'", at: location, code: .unknownMethod)
    }

    /// `instance_variable_get(:@x)` and its kin, on any object that has instance variables.
    func instanceVariableMethod(_ receiver: Value, _ name: String, _ positional: [Value], at location: SourceLocation) throws -> Value? {
        switch name {
        case "instance_variable_get":
            guard let first = positional.first else { return nil }
            return instanceVariable(Interpreter.bare(try methodName(first, at: location), "@"), of: receiver) ?? .nil
        case "instance_variable_set":
            guard positional.count == 2 else { return nil }
            setInstanceVariable(Interpreter.bare(try methodName(positional[0], at: location), "@"), of: receiver, to: positional[1])
            return positional[1]
        case "instance_variable_defined?":
            guard let first = positional.first else { return nil }
            return .bool(instanceVariable(Interpreter.bare(try methodName(first, at: location), "@"), of: receiver) != nil)
        case "instance_variables":
            return .arr(instanceVariableNames(of: receiver).map { .symbol("@" + $0) })
        default:
            return nil
        }
    }

    /// A call on an instance of a template class that its class's methods did not answer.
    func sendToInstance(_ instance: RubyInstance, _ name: String, _ arguments: Arguments, explicitReceiver: Bool) throws -> Value? {
        let location = currentLocation
        let positional = arguments.positional
        let receiver = Value.object(instance)
        if instance.klass.structMembers != nil, let value = try structMethod(instance, name, arguments, at: location) { return value }
        if let value = try mixinMethod(instance, name, arguments, at: location) { return value }
        switch name {
        case "inspect": return .str(instance.defaultInspect)
        case "to_s": return .str(instance.defaultToS)
        case "==", "equal?", "eql?": return positional.count == 1 ? .bool(Value.isEql(receiver, positional[0])) : nil
        case "!=":
            guard positional.count == 1 else { return nil }
            return .bool(!(try binary("==", receiver, positional[0], at: location)).isTruthy)
        case "hash": return .integer(instance.identifier)
        case "object_id", "__id__": return .integer(instance.identifier)
        case "dup", "clone":
            let copy = RubyInstance(klass: instance.klass)
            copy.instanceVariables = instance.instanceVariables
            return .object(copy)
        case "frozen?": return .false
        case "freeze": return receiver
        case "instance_eval", "instance_exec":
            guard let block = arguments.block else { return nil }
            return try (block.rebinding?(receiver, false) ?? block).call(name == "instance_exec" ? positional : [receiver])
        default:
            return try instanceVariableMethod(receiver, name, positional, at: location)
        }
    }
}
