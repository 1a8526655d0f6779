import Diagnostics

// Running `class Foo < Bar … end`, `module A::B … end` and `class << self … end`: finding or making
// the module, then running the body with the module as `self`, the place `def` defines, and the
// innermost lexical scope for constants.

extension Interpreter {
    func defineModule(_ path: Node, superclass superclassNode: Node?, body: Node?, isClass: Bool, _ scope: Scope,
                      at location: SourceLocation) throws -> Value {
        guard case .constant(let containerNode, let name, let topLevel) = path.kind else {
            throw error("TypeError", "class/module name must be a constant", at: location)
        }
        let container: RubyModule?
        if let containerNode {
            let value = try evaluate(containerNode, scope)
            switch value {
            case .object(let module as RubyModule): container = module
            case .object(let object) where object === templateObject: container = nil
            case .object(let klass as ClassObject) where klass.name == "Object": container = nil
            default:
                throw error("TypeError", "\(value.inspect) is not a class/module", at: containerNode.location)
            }
        } else {
            container = topLevel ? nil : scope.activation.nesting?.module
        }
        let superclass = try superclassNode.map { try evaluate($0, scope) }
        if let superclass {
            switch superclass {
            case .object(let parent as RubyModule) where parent.isClass: break
            case .object(let parent as ClassObject) where parent.className == "Class": break
            default:
                throw error("TypeError", "superclass must be an instance of Class (given an instance of \(superclass.className))",
                            at: superclassNode?.location ?? location)
            }
        }
        let module = try openModule(name, in: container, isClass: isClass, superclass: superclass, at: location)
        guard let body else { return .nil }
        let activation = Activation(methodName: nil, block: nil, selfValue: .object(module), owner: module,
                                    nesting: ModuleNesting(module, parent: scope.activation.nesting))
        let bodyScope = Scope(parent: nil, activation: activation, file: scope.file, returnTarget: makeIdentifier())
        moduleBodyActivations.append(activation)
        defer { moduleBodyActivations.removeLast() }
        return try evaluate(body, bodyScope)
    }

    /// The existing module of that name (reopened), or a new one stored as a constant of its container.
    private func openModule(_ name: String, in container: RubyModule?, isClass: Bool, superclass: Value?,
                            at location: SourceLocation) throws -> RubyModule {
        let existing = container.map { $0.constants[name] } ?? constants[name]
        let keyword = isClass ? "class" : "module"
        switch existing {
        case .object(let module as RubyModule)?:
            guard module.isClass == isClass else {
                throw error("TypeError", "\(name) is not a \(keyword)", at: location)
            }
            if let superclass, !Value.isEql(superclass, module.superclass ?? .nil) {
                throw error("TypeError", "superclass mismatch for class \(name)", at: location)
            }
            return module
        case .object(let klass as ClassObject)?:
            // Methods added to String or Hash would have to reach every built-in call; refused instead.
            throw error("NotImplementedError", "reopening the built-in \(klass.className.lowercased()) \(klass.name) is not supported in templates; define a method or a module of your own instead",
                        at: location, code: .unsupported)
        case .some(let value):
            guard case .object(let host) = value, host.className == "Module" || host.className == "Class" else {
                throw error("TypeError", "\(name) is not a \(keyword)", at: location)
            }
            // A namespace the host provides (`Rails`): the template's module answers first, the host object after.
            let module = newModule(name, in: container, isClass: isClass, superclass: superclass)
            module.hostObject = host
            return module
        case nil:
            return newModule(name, in: container, isClass: isClass, superclass: superclass)
        }
    }

    private func newModule(_ name: String, in container: RubyModule?, isClass: Bool, superclass: Value?) -> RubyModule {
        let fullName = container.map { "\($0.displayName)::\(name)" } ?? name
        let module = RubyModule(name: fullName, isClass: isClass, superclass: superclass, interpreter: self)
        storeConstant(name, .object(module), in: container)
        if !isClass, mainModulePaths.contains(fullName) { mainIncludes.insert(module, at: 0) }
        return module
    }

    /// `X = value` in a class body (or at top level when `container` is nil); names an anonymous class.
    func storeConstant(_ name: String, _ value: Value, in container: RubyModule?) {
        if case .object(let module as RubyModule) = value, module.name == nil {
            module.name = container.map { "\($0.displayName)::\(name)" } ?? name
        }
        if case .object(let module as RubyModule) = value, let fullName = module.name { userModules[fullName] = module }
        if let container {
            container.constants[name] = value
        } else {
            constants[name] = value
        }
    }

    /// `class << self … end`: in a class body, `def` there defines class methods.
    func defineSingletonClassBody(_ target: Node, body: Node?, _ scope: Scope, at location: SourceLocation) throws -> Value {
        let value = try evaluate(target, scope)
        guard let body else { return .nil }
        switch value {
        case .object(let module as RubyModule):
            let activation = Activation(methodName: nil, block: nil, selfValue: value, owner: module,
                                        nesting: scope.activation.nesting, definesSingletons: true)
            moduleBodyActivations.append(activation)
            defer { moduleBodyActivations.removeLast() }
            return try evaluate(body, Scope(parent: nil, activation: activation, file: scope.file, returnTarget: makeIdentifier()))
        case .object(let object) where object === templateObject:
            // At the template's top level the methods are main's own, as `def self.x` there is.
            let activation = Activation(methodName: nil, block: nil)
            return try evaluate(body, Scope(parent: nil, activation: activation, file: scope.file, returnTarget: makeIdentifier()))
        default:
            throw error("NotImplementedError", "'class << object' is supported for classes, modules and main only",
                        at: location, code: .unsupported)
        }
    }

    /// `def` inside a class or module body (or a method of one): where it goes, and with what visibility.
    /// Returns nil when the `def` is the template's own (top level, `def self.x` at top level).
    func defineModuleMethod(_ definition: MethodDefinition, _ scope: Scope, at location: SourceLocation) throws -> Value? {
        let activation = scope.activation
        guard let module = activation.owner else { return nil }
        let method = DefinedMethod(definition: definition, file: scope.file, nesting: activation.nesting)
        if let singleton = definition.singleton {
            guard case .selfReference = singleton.kind else {
                throw error("NotImplementedError", "singleton methods on objects other than self are not supported in templates",
                            at: location, code: .unsupported)
            }
        }
        let onClass = definition.singleton != nil || activation.definesSingletons
        // A `def` inside a method body defines on the class of the object (Ruby's rule); a `def self.x` there, on that object's class.
        let target: RubyModule = module
        if onClass || (!activation.isModuleBody && isModuleSelf(activation)) {
            target.singletonMethods[definition.name] = UserMethod(name: definition.name, body: .code(method), visibility: .public, owner: target)
        } else {
            // Ruby makes `initialize` private whatever the body's visibility.
            let alwaysPrivate = ["initialize", "initialize_copy", "respond_to_missing?"].contains(definition.name)
            let visibility = alwaysPrivate ? .private : (activation.isModuleBody ? activation.visibility : .public)
            let isModuleFunction = activation.isModuleBody && activation.moduleFunction
            target.instanceMethods[definition.name] = UserMethod(
                name: definition.name, body: .code(method), visibility: isModuleFunction ? .private : visibility, owner: target)
            if isModuleFunction {
                target.singletonMethods[definition.name] = UserMethod(name: definition.name, body: .code(method), visibility: .public, owner: target)
            }
        }
        return .symbol(definition.name)
    }

    private func isModuleSelf(_ activation: Activation) -> Bool {
        if case .object(let object)? = activation.selfValue { return object is RubyModule }
        return false
    }

    /// `Class.new(StandardError) { … }` / `Module.new { … }`: a class named by the constant it is assigned to.
    func makeAnonymousModule(isClass: Bool, _ arguments: Arguments, at location: SourceLocation) throws -> Value {
        let superclass = isClass ? arguments.positional.first : nil
        if let superclass {
            switch superclass {
            case .object(let parent as RubyModule) where parent.isClass: break
            case .object(let parent as ClassObject) where parent.className == "Class": break
            default:
                throw error("TypeError", "superclass must be an instance of Class (given an instance of \(superclass.className))", at: location)
            }
        }
        let module = RubyModule(name: nil, isClass: isClass, superclass: superclass, interpreter: self)
        if let block = arguments.block { try runModuleBlock(module, block) }
        return .object(module)
    }
}
