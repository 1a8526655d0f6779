import Diagnostics

/// A built-in class named by a constant (`String`, `Hash`, `ArgumentError` …), so that `x.is_a?(String)`,
/// `x.class == Hash`, `when Integer` and `rescue NameError` work. Template classes are `RubyModule`s.
final class ClassObject: ObjectValue {
    let name: String
    let superclassName: String?
    init(name: String, superclassName: String?) {
        self.name = name
        self.superclassName = superclassName
    }
    override var className: String { name == "Kernel" || name == "Comparable" || name == "Enumerable" ? "Module" : "Class" }
    override var inspectText: String { name }
}

extension Interpreter {
    /// Each built-in class and its superclass (Ruby 3.1's hierarchy, trimmed to what templates meet).
    static let classHierarchy: [(String, String?)] = [
        ("BasicObject", nil), ("Object", "BasicObject"), ("Module", "Object"), ("Class", "Module"),
        ("Kernel", nil), ("Comparable", nil), ("Enumerable", nil),
        ("Numeric", "Object"), ("Integer", "Numeric"), ("Float", "Numeric"),
        ("String", "Object"), ("Symbol", "Object"), ("Array", "Object"), ("Hash", "Object"), ("Range", "Object"),
        ("Regexp", "Object"), ("MatchData", "Object"), ("Proc", "Object"), ("Method", "Object"), ("Enumerator", "Object"), ("Struct", "Object"),
        ("NilClass", "Object"), ("TrueClass", "Object"), ("FalseClass", "Object"),
        ("Exception", "Object"), ("ScriptError", "Exception"), ("LoadError", "ScriptError"),
        ("NotImplementedError", "ScriptError"), ("SyntaxError", "ScriptError"),
        ("StandardError", "Exception"), ("ArgumentError", "StandardError"), ("UncaughtThrowError", "ArgumentError"),
        ("EncodingError", "StandardError"), ("Encoding::CompatibilityError", "EncodingError"), ("FiberError", "StandardError"), ("IOError", "StandardError"),
        ("EOFError", "IOError"), ("IndexError", "StandardError"), ("KeyError", "IndexError"),
        ("StopIteration", "IndexError"), ("LocalJumpError", "StandardError"), ("NameError", "StandardError"),
        ("NoMethodError", "NameError"), ("RangeError", "StandardError"), ("FloatDomainError", "RangeError"),
        ("RegexpError", "StandardError"), ("RuntimeError", "StandardError"), ("FrozenError", "RuntimeError"),
        ("SystemCallError", "StandardError"), ("ThreadError", "StandardError"), ("TypeError", "StandardError"),
        ("ZeroDivisionError", "StandardError"), ("SystemExit", "Exception"), ("SystemStackError", "Exception"),
        ("NoMemoryError", "Exception"), ("SecurityError", "Exception"), ("SignalException", "Exception"),
        ("Interrupt", "SignalException"),
    ]

    static let superclasses: [String: String?] = Dictionary(classHierarchy + hostClassHierarchy, uniquingKeysWith: { first, _ in first })

    /// Modules mixed into the built-in classes, for `is_a?(Enumerable)` / `is_a?(Comparable)`.
    static let mixins: [String: [String]] = [
        "Array": ["Enumerable"], "Hash": ["Enumerable"], "Range": ["Enumerable"], "Enumerator": ["Enumerable"],
        "String": ["Comparable"], "Integer": ["Comparable"], "Float": ["Comparable"], "Numeric": ["Comparable"],
        "Object": ["Kernel"],
    ]

    func installBuiltinConstants() {
        for (name, superclass) in Interpreter.classHierarchy {
            constants[name] = .object(ClassObject(name: name, superclassName: superclass))
        }
        installHostObjects()
    }

    /// Whether class `name` is `ancestor` or inherits from or mixes it in. Exception names the
    /// hierarchy does not know (raised by actions or templates) count as StandardErrors.
    func isSubclass(_ name: String, of ancestor: String) -> Bool {
        if let module = userModules[name] { return module.ancestorNames.contains(ancestor) }
        var current: String? = name
        var steps = 0
        while let candidate = current, steps < 64 {
            if candidate == ancestor || Interpreter.mixins[candidate]?.contains(ancestor) == true { return true }
            if let known = Interpreter.superclasses[candidate] {
                current = known
            } else {
                current = "StandardError"
            }
            steps += 1
        }
        return false
    }

    /// The built-in classes and mixins from `name` up, in Ruby's order (`StandardError, Exception, Object, Kernel, BasicObject`).
    func builtinAncestorNames(of name: String?) -> [String] {
        var names: [String] = []
        var current: String? = name
        while let candidate = current, names.count < 64 {
            names.append(candidate)
            names += Interpreter.mixins[candidate] ?? []
            current = Interpreter.superclasses[candidate] ?? nil
        }
        return names
    }

    func isA(_ value: Value, _ className: String) -> Bool {
        if case .object(let instance as RubyInstance) = value { return instance.klass.ancestorNames.contains(className) }
        if case .object(let object as ExceptionObject) = value { return isSubclass(object.error.className, of: className) }
        if case .object(let object) = value, !(object is ClassObject), Interpreter.superclasses[object.className] == nil {
            // Host objects (File, ENV …) are Objects.
            return className == object.className || isSubclass("Object", of: className)
        }
        return isSubclass(value.className, of: className)
    }

    /// `Name`, `A::B`, `::Name`: the constant table (host constants may be registered as "A::B"), then the scope object.
    func lookupConstant(_ scopeNode: Node?, _ name: String, topLevel: Bool, at location: SourceLocation, _ scope: Scope) throws -> Value {
        guard let scopeNode else {
            // Lexical first (the class bodies the code is written in, innermost first), then the
            // innermost one's ancestors, then the top level.
            if !topLevel, let nesting = scope.activation.nesting {
                var current: ModuleNesting? = nesting
                while let level = current {
                    if let value = level.module.constants[name] { return value }
                    current = level.parent
                }
                if let value = nesting.module.constant(name) { return value }
            }
            if let value = constants[name] { return value }
            throw unknownConstant(name, at: location)
        }
        if case .constant(let inner, let innerName, _) = scopeNode.kind, inner == nil, let value = constants["\(innerName)::\(name)"] {
            return value
        }
        let owner = try evaluate(scopeNode, scope)
        if case .object(let module as RubyModule) = owner {
            if let value = module.constant(name) { return value }
            if let host = module.hostObject, let value = try host.callMethod(name, Arguments(), self) { return value }
            throw unknownConstant("\(module.displayName)::\(name)", at: location)
        }
        if case .object(let object as ClassObject) = owner, object.name == "Object", let value = constants[name] {
            return value
        }
        if case .object(let object) = owner, let value = try object.callMethod(name, Arguments(), self) {
            return value
        }
        throw unknownConstant("\(owner.inspect)::\(name)", at: location)
    }

    func unknownConstant(_ name: String, at location: SourceLocation) -> RuntimeError {
        let hint = Suggestions.didYouMean(name, in: constants.keys).map { "; \($0)" } ?? ""
        return error("NameError", "unknown constant \(name)\(hint)", at: location, code: .undefinedConstant)
    }
}
