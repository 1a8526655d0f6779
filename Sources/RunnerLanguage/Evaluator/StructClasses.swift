import Diagnostics

// `Struct.new(:a, :b, keyword_init: true) do … end`: a template class with a reader and a writer per
// member, an `initialize` taking them in order (or by keyword), and Struct's `==`, `to_a`, `to_h`, `[]`.

extension Interpreter {
    func makeStruct(_ arguments: Arguments, at location: SourceLocation) throws -> Value {
        var members: [String] = []
        for value in arguments.positional {
            guard case .symbol(let member) = value else {
                throw error("TypeError", "\(value.inspect) is not a symbol", at: location)
            }
            guard !members.contains(member) else { throw error("ArgumentError", "duplicate member: \(member)", at: location) }
            members.append(member)
        }
        let klass = RubyModule(name: nil, isClass: true, superclass: constants["Struct"], interpreter: self)
        klass.structMembers = members
        klass.structKeywordInit = arguments.keywords?.option("keyword_init")?.isTruthy ?? false
        for member in members {
            klass.instanceMethods[member] = UserMethod(name: member, body: .reader(member), visibility: .public, owner: klass)
            klass.instanceMethods[member + "="] = UserMethod(name: member + "=", body: .writer(member), visibility: .public, owner: klass)
        }
        if let block = arguments.block {
            try runModuleBlock(klass, block)
        }
        return .object(klass)
    }

    /// A block run as a class body (`Struct.new(…) do def x; end end`): `def` defines methods of the class.
    func runModuleBlock(_ module: RubyModule, _ block: ProcValue) throws {
        let activation = Activation(methodName: nil, block: nil, selfValue: .object(module), owner: module)
        moduleBodyActivations.append(activation)
        defer { moduleBodyActivations.removeLast() }
        _ = try (block.rebinding?(.object(module), false) ?? block).call([.object(module)])
    }

    /// Struct's `initialize`: members in order (missing ones nil), or by keyword with `keyword_init: true`.
    func initializeStruct(_ instance: RubyInstance, _ arguments: Arguments, at location: SourceLocation) throws -> Value {
        let members = instance.klass.structMembers ?? []
        for member in members { instance.instanceVariables[member] = .nil }
        if instance.klass.structKeywordInit {
            guard arguments.positional.isEmpty else {
                throw error("ArgumentError", "wrong number of arguments (given \(arguments.positional.count), expected 0)", at: location, code: .wrongArguments)
            }
            for (key, value) in arguments.keywords?.pairs ?? HashBox().pairs {
                let name = key.toS
                guard members.contains(name) else { throw error("ArgumentError", "unknown keywords: \(name)", at: location) }
                instance.instanceVariables[name] = value
            }
            return .nil
        }
        let values = arguments.positionalWithOptionsHash
        guard values.count <= members.count else { throw error("ArgumentError", "struct size differs", at: location) }
        for (member, value) in zip(members, values) { instance.instanceVariables[member] = value }
        return .nil
    }

    func structMethod(_ instance: RubyInstance, _ name: String, _ arguments: Arguments, at location: SourceLocation) throws -> Value? {
        let members = instance.klass.structMembers ?? []
        let values = members.map { instance.instanceVariables[$0] ?? .nil }
        let positional = arguments.positional
        switch name {
        case "to_a", "deconstruct", "values": return .arr(values)
        case "to_h": return .hash(HashBox(zip(members.map { Value.symbol($0) }, values).map { ($0, $1) }))
        case "members": return .arr(members.map { .symbol($0) })
        case "==":
            guard positional.count == 1, case .object(let other as RubyInstance) = positional[0], other.klass === instance.klass else { return .false }
            for member in members {
                let equal = try binary("==", instance.instanceVariables[member] ?? .nil, other.instanceVariables[member] ?? .nil, at: location)
                if !equal.isTruthy { return .false }
            }
            return .true
        case "[]", "[]=":
            guard let key = positional.first else { return nil }
            let member: String
            switch key {
            case .integer(let index):
                let resolved = index < 0 ? index + members.count : index
                guard members.indices.contains(resolved) else {
                    throw error("IndexError", "offset \(index) too \(index < 0 ? "small" : "large") for struct(size:\(members.count))", at: location)
                }
                member = members[resolved]
            default:
                member = try methodName(key, at: location)
                guard members.contains(member) else { throw error("NameError", "no member '\(member)' in struct", at: location) }
            }
            if name == "[]" { return instance.instanceVariables[member] ?? .nil }
            guard positional.count == 2 else { return nil }
            instance.instanceVariables[member] = positional[1]
            return positional[1]
        case "each":
            guard let block = arguments.block else { return nil }
            for value in values { _ = try block.call([value]) }
            return .object(instance)
        default:
            return nil
        }
    }
}
