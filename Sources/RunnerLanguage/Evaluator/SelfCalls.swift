import Diagnostics

// Receiver-less calls whose `self` is not the template's main: inside a class body or a method of a
// template class. As in Rails, where the actions are methods of the generator, the actions and the
// template's own top-level `def`s are not methods of a template class, so they are not found there.

extension Interpreter {
    /// Kernel names that act on `self` (they answer for the object, not for main).
    static let selfDirectedNames: Set<String> = [
        "respond_to?", "send", "public_send", "__send__", "method", "tap", "then", "itself", "is_a?", "kind_of?", "nil?",
        "freeze", "frozen?", "to_s", "inspect", "class", "instance_variable_get", "instance_variable_set",
        "instance_variable_defined?", "instance_variables", "define_method", "alias_method", "private", "public",
        "protected", "module_function", "attr_accessor", "attr_reader", "attr_writer", "instance_eval", "include", "extend",
    ]

    func callOnSelf(
        _ selfValue: Value, _ name: String, _ arguments: Arguments, at location: SourceLocation, hasParentheses: Bool, scope: Scope?
    ) throws -> Value {
        if let value = try sendToUser(selfValue, name, arguments, explicitReceiver: false, callerSelf: selfValue, at: location) {
            return value
        }
        if case .object(let module as RubyModule) = selfValue,
           let value = try sendToModule(module, name, arguments, explicitReceiver: false) {
            return value
        }
        if Interpreter.selfDirectedNames.contains(name) {
            if name == "send" || name == "__send__", let first = arguments.positional.first {
                // `send` reaches private methods too.
                var rest = arguments
                rest.positional.removeFirst()
                return try callOnSelf(selfValue, try methodName(first, at: location), rest, at: location, hasParentheses: true, scope: scope)
            }
            return try send(selfValue, name, arguments, at: location)
        }
        if let value = try callKernel(name, arguments, at: location, scope: scope) {
            return value
        }
        // The object's own built-in methods (`equal?`, `hash`, `dup`, Struct's `to_a`).
        if case .object(let object) = selfValue, let value = try object.callMethod(name, arguments, self) {
            return value
        }
        if let value = try universalMethod(selfValue, name, arguments, at: location) { return value }
        if let value = try callMethodMissing(selfValue, name, arguments, at: location) { return value }
        let isBareName = !hasParentheses && arguments.positional.isEmpty && arguments.keywords == nil && arguments.block == nil
        if isBareName {
            throw error("NameError", "undefined local variable or method '\(name)' for \(describeReceiver(selfValue))",
                        at: location, code: .undefinedName)
        }
        throw error("NoMethodError", "undefined method '\(name)' for \(describeReceiver(selfValue))", at: location, code: .unknownMethod)
    }

    /// A method of a module `include`d at the template's top level, most recently included first.
    func mainIncludedMethod(_ name: String) -> (DefinedMethod, RubyModule)? {
        for module in mainIncludes {
            guard let method = module.findInstanceMethod(name), case .code(let defined) = method.body else { continue }
            return (defined, method.owner)
        }
        return nil
    }

    /// The host's way of saying that `self` already includes a module (Rails' generator includes
    /// `Rails::Generators::Actions`): when the template defines it, its methods are main's.
    public func includeInMain(modulePath: String) {
        if let existing = userModules[modulePath] {
            if !mainIncludes.contains(where: { $0 === existing }) { mainIncludes.insert(existing, at: 0) }
        } else {
            mainModulePaths.insert(modulePath)
        }
    }

    /// `include Helpers` at the template's top level.
    func includeInMain(_ arguments: Arguments, at location: SourceLocation) throws -> Value {
        for value in arguments.positional.reversed() {
            guard case .object(let module as RubyModule) = value, !module.isClass else {
                if case .object(let object) = value, object.className == "Module" { continue }
                throw error("TypeError", "wrong argument type \(value.className) (expected Module)", at: location)
            }
            if !mainIncludes.contains(where: { $0 === module }) { mainIncludes.insert(module, at: 0) }
        }
        return .object(templateObject)
    }
}
