import Diagnostics
import Foundation

// Classes and modules a template defines (`class Foo < Bar`, `module Helpers`, `Struct.new`), and
// the instances of those classes. Built-in classes stay `ClassObject`s; a template class may inherit
// from one (`class MyError < StandardError`), which is how its instances become raisable.

enum Visibility {
    case `public`, `private`, protected
}

/// How a method of a template class runs.
enum UserMethodBody {
    /// A `def`.
    case code(DefinedMethod)
    /// `attr_reader :name` / `attr_writer :name` (the name without `@` and `=`).
    case reader(String)
    case writer(String)
    /// `define_method(:name) { … }`.
    case block(ProcValue)
}

struct UserMethod {
    let name: String
    let body: UserMethodBody
    var visibility: Visibility
    /// The module the method was defined in: where `super` continues the search.
    unowned let owner: RubyModule
}

/// The lexical nesting of `class`/`module` bodies a piece of code is written in (Ruby's cref),
/// innermost first: where constants are looked up before the ancestors.
final class ModuleNesting {
    let module: RubyModule
    let parent: ModuleNesting?
    init(_ module: RubyModule, parent: ModuleNesting?) {
        self.module = module
        self.parent = parent
    }
}

/// Instance variables in the order they were first set, as `inspect` and `instance_variables` list them.
struct InstanceVariables {
    private(set) var names: [String] = []
    private var values: [String: Value] = [:]
    subscript(name: String) -> Value? {
        get { values[name] }
        set {
            if values[name] == nil, newValue != nil { names.append(name) }
            if newValue == nil { names.removeAll { $0 == name } }
            values[name] = newValue
        }
    }
}

/// A template-defined class or module.
final class RubyModule: ObjectValue, HostMethodNames {
    /// The constant path (`Helpers::Inner`); nil until an anonymous class (`Struct.new`) is assigned to a constant.
    var name: String?
    let isClass: Bool
    /// A template class or a built-in class (`StandardError`, `Object`); nil for modules.
    var superclass: Value?
    var instanceMethods: [String: UserMethod] = [:]
    var singletonMethods: [String: UserMethod] = [:]
    /// `include M`, most recent first (Ruby searches the last included module first).
    var includes: [RubyModule] = []
    /// Built-in modules included (`Comparable`, `Enumerable`): they give methods built on `<=>` and `each`.
    var builtinIncludes: [String] = []
    /// `extend M` (and `extend self`), most recent first.
    var extends: [RubyModule] = []
    var constants: [String: Value] = [:]
    var classVariables: [String: Value] = [:]
    /// The class's own instance variables (`@x` in a class body or a `def self.x`).
    var instanceVariables = InstanceVariables()
    /// `Struct.new(:a, :b)`: the members, in order.
    var structMembers: [String]?
    var structKeywordInit = false
    /// A namespace the host provides (`Rails`) that the template reopened: it answers what the module does not.
    var hostObject: ObjectValue?
    let identifier: Int
    unowned let interpreter: Interpreter

    init(name: String?, isClass: Bool, superclass: Value?, interpreter: Interpreter) {
        self.name = name
        self.isClass = isClass
        self.superclass = superclass
        self.interpreter = interpreter
        self.identifier = interpreter.makeIdentifier()
    }

    override var className: String { isClass ? "Class" : "Module" }
    override var inspectText: String { name ?? "#<Class:\(RubyModule.address(identifier))>" }
    var displayName: String { inspectText }

    var methodNames: [String] {
        Array(singletonMethods.keys) + extends.flatMap { Array($0.instanceMethods.keys) } + ["new", "name", "ancestors"]
    }

    var superclassModule: RubyModule? {
        if case .object(let parent as RubyModule)? = superclass { return parent }
        return nil
    }

    /// The built-in class at the top of this class's chain (`Object` unless it inherits from one such as StandardError).
    var builtinBase: String {
        var current: RubyModule? = self
        while let module = current {
            if case .object(let base as ClassObject)? = module.superclass { return base.name }
            if module.structMembers != nil, module.superclass == nil { return "Struct" }
            current = module.superclassModule
        }
        return "Object"
    }

    /// Template modules and classes in method-resolution order: the class, its included modules, then
    /// its superclass's, and so on up to the first built-in class.
    var ancestors: [RubyModule] {
        var result: [RubyModule] = []
        var current: RubyModule? = self
        var steps = 0
        while let module = current, steps < 256 {
            result.append(module)
            for included in module.includes { appendIncluded(included, to: &result) }
            current = module.superclassModule
            steps += 1
        }
        return result
    }

    private func appendIncluded(_ module: RubyModule, to result: inout [RubyModule]) {
        guard !result.contains(where: { $0 === module }) else { return }
        result.append(module)
        for included in module.includes { appendIncluded(included, to: &result) }
    }

    /// The names of every class and module this one is, for `is_a?` and `rescue`.
    var ancestorNames: [String] {
        ancestors.flatMap { module in (module.name.map { [$0] } ?? []) + module.builtinIncludes }
            + interpreter.builtinAncestorNames(of: builtinBase)
    }

    func findInstanceMethod(_ name: String, after owner: RubyModule? = nil) -> UserMethod? {
        var chain = ancestors[...]
        if let owner, let index = chain.firstIndex(where: { $0 === owner }) { chain = chain[(index + 1)...] }
        for module in chain {
            if let method = module.instanceMethods[name] { return method }
        }
        return nil
    }

    /// `Foo.x`: `def self.x` of this class or a superclass, or a method of an extending module.
    func findSingletonMethod(_ name: String, after owner: RubyModule? = nil) -> UserMethod? {
        var candidates: [(RubyModule, UserMethod?)] = []
        var current: RubyModule? = self
        var steps = 0
        while let module = current, steps < 256 {
            candidates.append((module, module.singletonMethods[name]))
            for extended in module.extends {
                candidates.append((extended, extended.findInstanceMethod(name)))
            }
            current = module.superclassModule
            steps += 1
        }
        var slice = candidates[...]
        if let owner, let index = slice.firstIndex(where: { $0.1?.owner === owner }) { slice = slice[(index + 1)...] }
        return slice.lazy.compactMap(\.1).first
    }

    /// A constant of this module or its ancestors; host-registered `Name::X` constants count as this module's.
    func constant(_ constantName: String) -> Value? {
        for module in ancestors {
            if let value = module.constants[constantName] { return value }
            if let name = module.name, let value = interpreter.constants["\(name)::\(constantName)"] { return value }
        }
        return nil
    }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        if let value = try interpreter.sendToUser(.object(self), name, arguments, explicitReceiver: true, callerSelf: nil,
                                                  at: interpreter.currentLocation) {
            return value
        }
        return try interpreter.sendToModule(self, name, arguments, explicitReceiver: true)
    }

    /// An address-like identifier for `#<Foo:0x…>`: Ruby prints the object's address; ours is unique per
    /// object but otherwise arbitrary, in the same 16-digit form.
    static func address(_ identifier: Int) -> String {
        "0x" + String(format: "%016lx", 0x7f00_0000_0000 + identifier * 40)
    }
}

/// An instance of a template class.
final class RubyInstance: ObjectValue {
    let klass: RubyModule
    var instanceVariables = InstanceVariables()
    let identifier: Int

    init(klass: RubyModule) {
        self.klass = klass
        self.identifier = klass.interpreter.makeIdentifier()
    }

    override var className: String { klass.displayName }
    override var inspectText: String { (try? klass.interpreter.userText(self, "inspect")) ?? defaultInspect }
    override var toSText: String { (try? klass.interpreter.userText(self, "to_s")) ?? defaultToS }

    /// Ruby `==` as `Array#include?`, `Hash` values and `assert_equal` see it: the class's own `==`
    /// (or Struct's, or Comparable's), else identity.
    func isEqual(to other: Value) -> Bool {
        let interpreter = klass.interpreter
        guard let result = try? interpreter.binary("==", .object(self), other, at: interpreter.currentLocation) else {
            if case .object(let object) = other { return object === self }
            return false
        }
        return result.isTruthy
    }

    var defaultToS: String { "#<\(klass.displayName):\(RubyModule.address(identifier))>" }

    var defaultInspect: String {
        // An object that holds itself (`@parent = self`) prints as Ruby does: `#<Foo:0x… ...>` inside.
        let interpreter = klass.interpreter
        let key = ObjectIdentifier(self)
        guard !interpreter.objectsBeingInspected.contains(key) else {
            return klass.structMembers != nil ? "#<struct \(klass.displayName):...>" : "#<\(klass.displayName):\(RubyModule.address(identifier)) ...>"
        }
        interpreter.objectsBeingInspected.insert(key)
        defer { interpreter.objectsBeingInspected.remove(key) }
        if let members = klass.structMembers {
            let fields = members.map { "\($0)=\((instanceVariables[$0] ?? .nil).inspect)" }.joined(separator: ", ")
            let prefix = klass.name.map { "#<struct \($0)" } ?? "#<struct"
            return fields.isEmpty ? prefix + ">" : "\(prefix) \(fields)>"
        }
        let variables = instanceVariables.names.map { "@\($0)=\((instanceVariables[$0] ?? .nil).inspect)" }
        if variables.isEmpty { return defaultToS }
        return "#<\(klass.displayName):\(RubyModule.address(identifier)) \(variables.joined(separator: ", "))>"
    }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        let interpreter = klass.interpreter
        if let value = try interpreter.sendToUser(.object(self), name, arguments, explicitReceiver: true, callerSelf: nil,
                                                  at: interpreter.currentLocation) {
            return value
        }
        return try interpreter.sendToInstance(self, name, arguments, explicitReceiver: true)
    }
}
