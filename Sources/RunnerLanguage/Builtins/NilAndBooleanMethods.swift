import Foundation

/// Methods of nil, true and false.
enum NilAndBooleanMethods {
    static let nilNames: Set<String> = ["to_s", "to_a", "to_h", "to_i", "to_f", "inspect", "nil?", "&", "|", "^"]
    static let booleanNames: Set<String> = ["to_s", "inspect", "&", "|", "^"]

    static func call(_ receiver: Value, _ c: BuiltinCall) throws -> Value? {
        let isNil = receiver.isNil
        switch c.name {
        case "to_a" where isNil: try c.expect(0); return .arr([])
        case "to_h" where isNil: try c.expect(0); return .hash(HashBox())
        case "to_i" where isNil: try c.expect(0); return .integer(0)
        case "to_f" where isNil: try c.expect(0); return .float(0)
        case "nil?": try c.expect(0); return .bool(isNil)
        case "&": try c.expect(1); return .bool(receiver.isTruthy && c.arg(0).isTruthy)
        case "|": try c.expect(1); return .bool(receiver.isTruthy || c.arg(0).isTruthy)
        case "^": try c.expect(1); return .bool(receiver.isTruthy != c.arg(0).isTruthy)
        default: return nil
        }
    }
}
