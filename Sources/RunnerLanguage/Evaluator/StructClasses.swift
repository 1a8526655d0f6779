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

// `include Comparable` / `include Enumerable` in a template class: the methods those modules build
// on the class's own `<=>` and `each`.
extension Interpreter {
    static let enumerableMethodNames: Set<String> = [
        "map", "collect", "flat_map", "select", "filter", "filter_map", "reject", "find", "detect", "find_index",
        "each_with_index", "each_with_object", "each_slice", "each_cons", "to_a", "entries", "include?", "member?",
        "count", "first", "min", "max", "min_by", "max_by", "minmax", "sort", "sort_by", "sum", "reduce", "inject",
        "group_by", "partition", "any?", "all?", "none?", "one?", "zip", "uniq", "tally", "to_h", "take", "drop",
        "take_while", "drop_while", "chunk_while", "slice_when", "each_entry", "reverse_each", "lazy",
    ]

    func mixinMethod(_ instance: RubyInstance, _ name: String, _ arguments: Arguments, at location: SourceLocation) throws -> Value? {
        let names = instance.klass.ancestorNames
        let receiver = Value.object(instance)
        if names.contains("Comparable"), ["<", ">", "<=", ">=", "==", "between?", "clamp"].contains(name),
           let compare = instance.klass.findInstanceMethod("<=>") {
            func order(_ other: Value) throws -> Int {
                let result = try invokeUser(compare, on: receiver, Arguments(positional: [other]), at: location)
                guard case .integer(let n) = result else {
                    throw error("ArgumentError", "comparison of \(instance.klass.displayName) with \(other.inspect) failed", at: location)
                }
                return n
            }
            let positional = arguments.positional
            switch (name, positional.count) {
            case ("<", 1): return .bool(try order(positional[0]) < 0)
            case (">", 1): return .bool(try order(positional[0]) > 0)
            case ("<=", 1): return .bool(try order(positional[0]) <= 0)
            case (">=", 1): return .bool(try order(positional[0]) >= 0)
            case ("==", 1):
                if case .object(let other) = positional[0], other === instance { return .true }
                let result = try invokeUser(compare, on: receiver, Arguments(positional: [positional[0]]), at: location)
                return .bool(result.isNil ? false : (try order(positional[0])) == 0)
            case ("between?", 2): return .bool(try order(positional[0]) >= 0 && order(positional[1]) <= 0)
            case ("clamp", 2):
                if try order(positional[0]) < 0 { return positional[0] }
                if try order(positional[1]) > 0 { return positional[1] }
                return receiver
            default: return nil
            }
        }
        if names.contains("Enumerable"), Interpreter.enumerableMethodNames.contains(name),
           let each = instance.klass.findInstanceMethod("each") {
            var elements: [Value] = []
            let collector = ProcValue(isLambda: false, arity: -1, parameterCount: 1, location: location) { arguments in
                let values = arguments.positional
                elements.append(values.count == 1 ? values[0] : .arr(values))
                return .nil
            }
            _ = try invokeUser(each, on: receiver, Arguments(positional: [], block: collector), at: location)
            return try send(.arr(elements), name, arguments, at: location)
        }
        return nil
    }
}
