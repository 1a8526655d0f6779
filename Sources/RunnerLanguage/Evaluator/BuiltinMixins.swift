import Diagnostics

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
