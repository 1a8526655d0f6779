import Foundation

/// Methods of blocks, procs and lambdas.
enum ProcMethods {
    static let names: Set<String> = ["call", "()", "[]", "yield", "===", "arity", "lambda?", "to_proc"]

    static func call(_ p: ProcValue, _ c: BuiltinCall) throws -> Value? {
        switch c.name {
        case "call", "()", "[]", "yield", "===":
            if p.isLambda && p.arity >= 0 && c.count != p.arity {
                throw c.error("ArgumentError", "wrong number of arguments (given \(c.count), expected \(p.arity))")
            }
            return try p.body(Arguments(positional: c.args, keywords: c.arguments.keywords, block: c.block))
        case "arity": try c.expect(0); return .integer(p.arity)
        case "lambda?": try c.expect(0); return .bool(p.isLambda)
        case "to_proc": try c.expect(0); return .proc(p)
        default: return nil
        }
    }
}
