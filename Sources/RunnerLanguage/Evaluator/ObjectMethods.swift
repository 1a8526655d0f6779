import Diagnostics
import Foundation

// Methods every value has that need the evaluator (class objects, send, respond_to?, tap …),
// and the methods of the built-in class objects themselves (`Hash.new`, `ArgumentError.new`, `Regexp.escape`).

extension Interpreter {
    func classObject(for value: Value) -> Value {
        if let klass = userClass(of: value) { return .object(klass) }
        let name: String
        if case .object(let object as ClassObject) = value {
            name = object.className
        } else {
            name = value.className
        }
        return constants[name] ?? .object(ClassObject(name: name, superclassName: "Object"))
    }

    /// The name of a class value: a built-in class object, or a host class such as `Time` or `File`.
    static func classNameOf(_ value: Value) -> String? {
        guard case .object(let object) = value else { return nil }
        if let klass = object as? ClassObject { return klass.name }
        return object.className == "Class" || object.className == "Module" ? object.inspectText : nil
    }

    /// Methods answered before the built-in type's own: they need class objects or the dispatcher.
    static let reflectiveNames: Set<String> = [
        "class", "is_a?", "kind_of?", "instance_of?", "send", "public_send", "__send__", "respond_to?", "method", "tap",
        "then", "yield_self", "itself", "to_json",
    ]

    /// A bit per first byte (0x40 to 0x7F) of the reflective names: most calls (`odd?`, `each`) are told
    /// apart by their first letter without hashing the name.
    static let reflectiveInitials: UInt64 = reflectiveNames.reduce(0) { mask, name in
        let initial = name.utf8.first ?? 0
        precondition((0x40..<0x80).contains(initial), "a reflective name starts with a letter or _")
        return mask | 1 << UInt64(initial - 0x40)
    }

    static func isReflective(_ name: String) -> Bool {
        guard let initial = name.utf8.first, (0x40..<0x80).contains(initial),
              reflectiveInitials & (1 << UInt64(initial - 0x40)) != 0 else { return false }
        return reflectiveNames.contains(name)
    }

    func reflectiveMethod(_ receiver: Value, _ name: String, _ arguments: Arguments, at location: SourceLocation) throws -> Value? {
        if case .object(let klass as ClassObject) = receiver, !Interpreter.isReflective(name) {
            return try classMethod(klass, name, arguments, at: location)
        }
        // One hash lookup instead of a dozen string comparisons on every call.
        guard Interpreter.isReflective(name) else { return nil }
        let positional = arguments.positional
        switch name {
        case "class":
            return positional.isEmpty ? classObject(for: receiver) : nil
        case "is_a?", "kind_of?", "instance_of?":
            guard positional.count == 1 else { return nil }
            guard let className = Interpreter.classNameOf(positional[0]) else {
                throw error("TypeError", "class or module required", at: location)
            }
            if name == "instance_of?" { return .bool(receiver.className == className) }
            return .bool(isA(receiver, className))
        case "send", "public_send", "__send__":
            guard let first = positional.first else {
                throw error("ArgumentError", "no method name given", at: location)
            }
            var rest = arguments
            rest.positional.removeFirst()
            // Counted like a call, so `x.send(:send, :send, …)` cannot recurse without bound.
            try enterFrame(at: location)
            defer { depth -= 1 }
            if name != "public_send", let value = try sendToUser(receiver, try methodName(first, at: location), rest,
                                                                explicitReceiver: false, callerSelf: receiver, at: location) {
                return value
            }
            return try send(receiver, try methodName(first, at: location), rest, at: location)
        case "respond_to?":
            guard let first = positional.first else { return nil }
            return .bool(respondsTo(receiver, try methodName(first, at: location)))
        case "method":
            guard positional.count == 1 else { return nil }
            let methodName = try methodName(positional[0], at: location)
            guard respondsTo(receiver, methodName) else {
                throw error("NameError", "undefined method '\(methodName)' for \(receiver.inspect)", at: location)
            }
            return .proc(ProcValue(isLambda: true, arity: -1, parameterCount: 1, location: location) { [self] arguments in
                try send(receiver, methodName, arguments, at: location)
            })
        case "tap":
            guard let block = arguments.block, positional.isEmpty else { return nil }
            _ = try block.call([receiver])
            return receiver
        case "then", "yield_self":
            guard let block = arguments.block, positional.isEmpty else { return nil }
            return try block.call([receiver])
        case "itself":
            return positional.isEmpty ? receiver : nil
        case "to_json":
            return .str(try JSONCoder.generate(receiver, pretty: false, context: self, at: location))
        default:
            break
        }
        if case .object(let klass as ClassObject) = receiver {
            return try classMethod(klass, name, arguments, at: location)
        }
        return nil
    }

    /// Methods of every object, tried after the type's own methods.
    func universalMethod(_ receiver: Value, _ name: String, _ arguments: Arguments, at location: SourceLocation) throws -> Value? {
        let positional = arguments.positional
        switch (name, positional.count) {
        case ("==", 1), ("equal?", 1), ("eql?", 1): return .bool(Value.isEql(receiver, positional[0]))
        case ("!=", 1): return .bool(!Value.isEql(receiver, positional[0]))
        case ("===", 1): return .bool(Value.equal(receiver, positional[0]))
        case ("nil?", 0): return .bool(receiver.isNil)
        case ("inspect", 0): return .str(receiver.inspect)
        case ("to_s", 0): return .str(try toS(receiver, at: location))
        case ("frozen?", 0): return .true
        case ("freeze", 0), ("dup", 0), ("clone", 0): return receiver
        case ("hash", 0): return .integer(HashKey(receiver).hashValue)
        case ("instance_variables", 0): return .arr([])
        case ("!", 0): return .bool(!receiver.isTruthy)
        default: return nil
        }
    }

    func methodName(_ value: Value, at location: SourceLocation) throws -> String {
        switch value {
        case .symbol(let name): return name
        case .string(let s): return s.value
        default: throw error("TypeError", "\(value.inspect) is not a symbol nor a string", at: location)
        }
    }

    func respondsTo(_ receiver: Value, _ name: String) -> Bool {
        if let method = findUserMethod(receiver, name) { return method.visibility == .public }
        if case .object(let module as RubyModule) = receiver, ["new", "name", "ancestors", "instance_methods"].contains(name) {
            return name != "new" || module.isClass
        }
        if case .object(let object) = receiver, object === templateObject { return isCallable(name) }
        if ["class", "is_a?", "kind_of?", "instance_of?", "send", "public_send", "respond_to?", "method", "tap", "then",
            "itself", "to_json", "nil?", "inspect", "to_s", "==", "!=", "frozen?", "freeze", "dup"].contains(name) {
            return true
        }
        if Builtins.respondsTo(receiver, name) { return true }
        if case .object(let object as HostMethodNames) = receiver, object.methodNames.contains(name) { return true }
        if case .object(let object) = receiver {
            return (try? object.callMethod("respond_to?", Arguments(positional: [.symbol(name)]), self))??.isTruthy ?? false
        }
        return false
    }

    /// `Hash.new`, `ArgumentError.new("x")`, `String === x`, `Regexp.escape` …
    private func classMethod(_ klass: ClassObject, _ name: String, _ arguments: Arguments, at location: SourceLocation) throws -> Value? {
        let positional = arguments.positional
        switch name {
        case "name", "to_s", "inspect": return .str(klass.name)
        case "===": return positional.count == 1 ? .bool(isA(positional[0], klass.name)) : nil
        case "==": return positional.count == 1 ? .bool(Value.isEql(.object(klass), positional[0])) : nil
        case "superclass": return klass.superclassName.flatMap { constants[$0] } ?? .nil
        case "<", "<=":
            guard case .object(let other as ClassObject)? = positional.first else { return nil }
            if klass.name == other.name { return .bool(name == "<=") }
            return isSubclass(klass.name, of: other.name) ? .true : (isSubclass(other.name, of: klass.name) ? .false : .nil)
        case "ancestors":
            var names: [Value] = []
            var current: String? = klass.name
            while let c = current {
                names.append(constants[c] ?? .str(c))
                for mixin in Interpreter.mixins[c] ?? [] { names.append(constants[mixin] ?? .str(mixin)) }
                current = Interpreter.superclasses[c] ?? nil
            }
            return .arr(names)
        case "new": return try instantiate(klass, arguments, at: location)
        case "[]" where klass.name == "Array": return .arr(positional)
        case "[]" where klass.name == "Hash":
            if positional.count == 1, case .hash(let source) = positional[0] { return .hash(HashBox(Array(source.pairs))) }
            if positional.count == 1, case .array(let pairs) = positional[0] {
                return .hash(HashBox(pairs.elements.map { pair in
                    let items = Interpreter.arrayForDestructuring(pair)
                    return (items.first ?? .nil, items.count > 1 ? items[1] : .nil)
                }))
            }
            guard positional.count % 2 == 0 else { throw error("ArgumentError", "odd number of arguments for Hash", at: location) }
            return .hash(HashBox(stride(from: 0, to: positional.count, by: 2).map { (positional[$0], positional[$0 + 1]) }))
        case "const_defined?", "const_get":
            guard klass.name == "Object", let first = positional.first else { return nil }
            let constantName = try methodName(first, at: location)
            if name == "const_defined?" { return .bool(constants[constantName] != nil) }
            guard let value = constants[constantName] else { throw unknownConstant(constantName, at: location) }
            return value
        case "escape", "quote":
            guard klass.name == "Regexp", let first = positional.first else { return nil }
            return .str(NSRegularExpression.escapedPattern(for: try toS(first, at: location)))
        case "last_match":
            guard klass.name == "Regexp" else { return nil }
            guard let index = positional.first else { return lastMatch }
            if lastMatch.isNil { return .nil }
            return try send(lastMatch, "[]", Arguments(positional: [index]), at: location)
        case "union":
            guard klass.name == "Regexp" else { return nil }
            let items = positional.count == 1 ? Interpreter.arrayForDestructuring(positional[0]) : positional
            let sources = try items.map { item -> String in
                if case .regexp(let r) = item { return r.source }
                return NSRegularExpression.escapedPattern(for: try toS(item, at: location))
            }
            return .regexp(try RegexpCompiler.compile(sources.joined(separator: "|"), options: ""))
        default: return nil
        }
    }

    private func instantiate(_ klass: ClassObject, _ arguments: Arguments, at location: SourceLocation) throws -> Value {
        let positional = arguments.positional
        if isSubclass(klass.name, of: "Exception"), Interpreter.superclasses[klass.name] != nil {
            let message = try positional.first.map { try toS($0, at: location) } ?? klass.name
            return .object(ExceptionObject(RuntimeError(klass.name, message)))
        }
        switch klass.name {
        case "String":
            return .str(try positional.first.map { try toS($0, at: location) } ?? "")
        case "Array":
            let count: Int
            switch positional.first {
            case .none: count = 0
            case .integer(let n)?: count = n
            case .array(let a)?: return .arr(a.elements)
            default: throw error("TypeError", "no implicit conversion into Integer", at: location)
            }
            guard count >= 0 else { throw error("ArgumentError", "negative array size", at: location) }
            // A typo like `Array.new(10**12)` must be an error, not an out-of-memory crash.
            guard count <= 10_000_000 else { throw error("ArgumentError", "array size too big", at: location) }
            // Past the collection limit, refused before the elements are made (or the block run).
            guard count <= Limits.maximumCollectionSize else {
                let what = "an Array of more than \(Limits.maximumCollectionSize) elements"
                throw error("NoMemoryError", Limits.exceededMessage(what), at: location, code: .resourceLimit)
            }
            if let block = arguments.block {
                return .arr(try (0..<count).map { try block.call([.integer($0)]) })
            }
            return .arr(Array(repeating: positional.count > 1 ? positional[1] : .nil, count: count))
        case "Hash":
            let hash = HashBox()
            hash.defaultValue = positional.first ?? .nil
            hash.defaultProc = arguments.block
            return .hash(hash)
        case "Object":
            return .object(ObjectValue())
        case "Proc":
            guard let block = arguments.block else {
                throw error("ArgumentError", "tried to create Proc object without a block", at: location)
            }
            return .proc(block)
        case "Regexp":
            guard let first = positional.first else { throw error("ArgumentError", "wrong number of arguments (given 0, expected 1..3)", at: location) }
            if case .regexp = first { return first }
            var options = ""
            if positional.count > 1 {
                switch positional[1] {
                case .integer(let flags):
                    if flags & 4 != 0 { options += "m" }
                    if flags & 1 != 0 { options += "i" }
                    if flags & 2 != 0 { options += "x" }
                case .string(let s): options = s.value
                case .bool(true): options = "i"
                default: break
                }
            }
            return .regexp(try RegexpCompiler.compile(try toS(first, at: location), options: options))
        case "Struct":
            return try makeStruct(arguments, at: location)
        case "Class", "Module":
            return try makeAnonymousModule(isClass: klass.name == "Class", arguments, at: location)
        default:
            throw error("NoMethodError", "undefined method 'new' for class \(klass.name)", at: location, code: .unknownMethod)
        }
    }
}
