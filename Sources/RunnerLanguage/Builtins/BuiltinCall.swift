import Foundation

/// One call of a built-in method: the method name, its arguments and the interpreter context,
/// with the argument checks and conversions every built-in needs, so each method body reads
/// like the Ruby it mirrors and errors carry Ruby's exact wording.
struct BuiltinCall {
    let name: String
    let arguments: Arguments
    let context: CallContext

    var args: [Value] { arguments.positional }
    var count: Int { arguments.positional.count }
    var block: ProcValue? { arguments.block }

    /// The positional arguments with trailing keywords folded in as a Hash, for methods that take a hash
    /// positionally (`merge(a: 1)`, `format("%{a}", a: 1)`).
    var argsWithHash: [Value] { arguments.positionalWithOptionsHash }

    func error(_ className: String, _ message: String) -> RuntimeError {
        context.error(className, message)
    }

    /// Ruby's `wrong number of arguments (given N, expected M)`.
    func expect(_ min: Int, _ max: Int? = nil) throws {
        let given = count
        let upper = max ?? min
        if given < min || (upper >= 0 && given > upper) {
            let expected: String
            if upper < 0 { expected = "\(min)+" } else if upper == min { expected = "\(min)" } else { expected = "\(min)..\(upper)" }
            throw error("ArgumentError", "wrong number of arguments (given \(given), expected \(expected))")
        }
    }

    func arg(_ i: Int) -> Value { i < count ? args[i] : .nil }
    func optional(_ i: Int) -> Value? { i < count ? args[i] : nil }

    func requireBlock() throws -> ProcValue {
        guard let block else { throw error("LocalJumpError", "no block given (yield)") }
        return block
    }

    /// Implicit conversion to Integer (`to_int`): Integer, or Float truncated, as Ruby index arguments accept.
    func int(_ i: Int) throws -> Int { try Convert.int(arg(i), context) }
    func string(_ i: Int) throws -> String { try Convert.string(arg(i), context) }
    func optionalInt(_ i: Int) throws -> Int? { i < count ? try int(i) : nil }

    /// Calls the block with one argument and returns its value.
    func yield(_ values: Value...) throws -> Value {
        try requireBlock().call(values)
    }
}

/// Ruby's implicit conversions and the type names its error messages use.
enum Convert {
    /// How `no implicit conversion of X into Y` names a value: nil/true/false by value, others by class.
    static func typeName(_ v: Value) -> String {
        switch v {
        case .nil: return "nil"
        case .bool(let b): return b ? "true" : "false"
        default: return v.className
        }
    }

    static func int(_ v: Value, _ context: CallContext) throws -> Int {
        switch v {
        case .integer(let i): return i
        case .float(let f):
            guard f.isFinite, let i = Int(exactly: f.rounded(.towardZero)) else {
                throw context.error("FloatDomainError", Value.float(f).toS)
            }
            return i
        default: throw context.error("TypeError", "no implicit conversion of \(typeName(v)) into Integer")
        }
    }

    static func string(_ v: Value, _ context: CallContext) throws -> String {
        if case .string(let s) = v { return s.value }
        throw context.error("TypeError", "no implicit conversion of \(typeName(v)) into String")
    }

    static func double(_ v: Value, _ context: CallContext) throws -> Double {
        switch v {
        case .integer(let i): return Double(i)
        case .float(let f): return f
        case .nil: throw context.error("TypeError", "can't convert nil into Float")
        default: throw context.error("TypeError", "can't convert \(v.className) into Float")
        }
    }

    static func array(_ v: Value, _ context: CallContext) throws -> [Value] {
        if case .array(let a) = v { return a.elements }
        throw context.error("TypeError", "no implicit conversion of \(typeName(v)) into Array")
    }

    static func hash(_ v: Value, _ context: CallContext) throws -> HashBox {
        if case .hash(let h) = v { return h }
        throw context.error("TypeError", "no implicit conversion of \(typeName(v)) into Hash")
    }

    /// A symbol or string argument used as a name (`inject(:+)`, `send(:x)`).
    static func name(_ v: Value, _ context: CallContext) throws -> String {
        switch v {
        case .symbol(let s): return s
        case .string(let s): return s.value
        default: throw context.error("TypeError", "\(v.inspect) is not a symbol nor a string")
        }
    }
}

/// Frozen checks shared by the mutating methods.
enum Mutation {
    static func check(_ s: StringBox, _ context: CallContext) throws {
        if s.frozen { throw context.error("FrozenError", "can't modify frozen String: \(Value.string(s).inspect)") }
    }
    static func check(_ a: ArrayBox, _ context: CallContext) throws {
        if a.frozen { throw context.error("FrozenError", "can't modify frozen Array: \(Value.array(a).inspect)") }
    }
    static func check(_ h: HashBox, _ context: CallContext) throws {
        if h.frozen { throw context.error("FrozenError", "can't modify frozen Hash: \(Value.hash(h).inspect)") }
    }
}
