import Diagnostics
import Foundation

// Binary and unary operators: Integer/Float fast paths with Ruby's floor division, modulo and
// overflow checks; everything else is a method call on the left operand.

extension Interpreter {
    func binary(_ op: String, _ a: Value, _ b: Value, at location: SourceLocation) throws -> Value {
        switch (a, b) {
        case (.integer(let x), .integer(let y)):
            if let result = try integerOperation(op, x, y, at: location) { return result }
        case (.float(let x), .float(let y)):
            if let result = floatOperation(op, x, y) { return result }
        case (.integer(let x), .float(let y)):
            if let result = floatOperation(op, Double(x), y) { return result }
        case (.float(let x), .integer(let y)):
            if let result = floatOperation(op, x, Double(y)) { return result }
        default: break
        }
        switch op {
        case "!=":
            return .bool(!(try binary("==", a, b, at: location)).isTruthy)
        case "!~":
            return .bool(!(try binary("=~", a, b, at: location)).isTruthy)
        case "=~":
            return try matchOperator(a, b, at: location)
        case "==":
            if case .object(let object) = a, let value = try object.callMethod("==", Arguments(positional: [b]), self) {
                return value
            }
            return .bool(Value.equal(a, b))
        default:
            setLocation(location)
            return try sendLocated(a, op, Arguments(positional: [b]), at: location)
        }
    }

    private func integerOperation(_ op: String, _ x: Int, _ y: Int, at location: SourceLocation) throws -> Value? {
        func checked(_ result: (partialValue: Int, overflow: Bool)) throws -> Value {
            if result.overflow {
                throw error("RangeError", "integer overflow: the result does not fit in 64 bits", at: location)
            }
            return .integer(result.partialValue)
        }
        switch op {
        case "+": return try checked(x.addingReportingOverflow(y))
        case "-": return try checked(x.subtractingReportingOverflow(y))
        case "*": return try checked(x.multipliedReportingOverflow(by: y))
        case "/", "%":
            if y == 0 { throw error("ZeroDivisionError", "divided by 0", at: location) }
            if x == Int.min, y == -1 { return op == "/" ? try checked((x, true)) : .integer(0) }
            var quotient = x / y
            var remainder = x % y
            // Ruby floors: the remainder takes the divisor's sign.
            if remainder != 0, (remainder < 0) != (y < 0) {
                quotient -= 1
                remainder += y
            }
            return .integer(op == "/" ? quotient : remainder)
        case "**":
            if y < 0 { return .float(pow(Double(x), Double(y))) }
            var result = 1
            var base = x
            var exponent = y
            while exponent > 0 {
                if exponent & 1 == 1 { result = try checked(result.multipliedReportingOverflow(by: base)).integerValue }
                exponent >>= 1
                if exponent > 0 { base = try checked(base.multipliedReportingOverflow(by: base)).integerValue }
            }
            return .integer(result)
        case "==": return .bool(x == y)
        case "!=": return .bool(x != y)
        case "<": return .bool(x < y)
        case ">": return .bool(x > y)
        case "<=": return .bool(x <= y)
        case ">=": return .bool(x >= y)
        case "<=>": return .integer(x < y ? -1 : (x == y ? 0 : 1))
        case "&": return .integer(x & y)
        case "|": return .integer(x | y)
        case "^": return .integer(x ^ y)
        case "<<":
            guard y >= 0, y < 64 else { return nil }
            // Bits shifted out would be a bignum in Ruby: report it rather than wrap.
            guard (x << y) >> y == x else {
                throw error("RangeError", "integer overflow: the result does not fit in 64 bits", at: location)
            }
            return .integer(x << y)
        case ">>": return y >= 0 && y < 64 ? .integer(x >> y) : nil
        default: return nil
        }
    }

    private func floatOperation(_ op: String, _ x: Double, _ y: Double) -> Value? {
        switch op {
        case "+": return .float(x + y)
        case "-": return .float(x - y)
        case "*": return .float(x * y)
        case "/": return .float(x / y)
        case "%":
            let r = fmod(x, y)
            return .float(r != 0 && (r < 0) != (y < 0) ? r + y : r)
        case "**": return .float(pow(x, y))
        case "==": return .bool(x == y)
        case "!=": return .bool(x != y)
        case "<": return .bool(x < y)
        case ">": return .bool(x > y)
        case "<=": return .bool(x <= y)
        case ">=": return .bool(x >= y)
        case "<=>":
            if x.isNaN || y.isNaN { return .nil }
            return .integer(x < y ? -1 : (x == y ? 0 : 1))
        default: return nil
        }
    }

    /// `a =~ b`: the match position, setting `$~` (and so `$1`…) when a regexp is involved.
    func matchOperator(_ a: Value, _ b: Value, at location: SourceLocation) throws -> Value {
        let pattern: Value, subject: Value
        switch (a, b) {
        case (.regexp, _): (pattern, subject) = (a, b)
        case (_, .regexp): (pattern, subject) = (b, a)
        default:
            setLocation(location)
            return try sendLocated(a, "=~", Arguments(positional: [b]), at: location)
        }
        if subject.isNil {
            lastMatch = .nil
            return .nil
        }
        return try matchPosition(pattern, subject, at: location)
    }

    /// Matches and records `$~`; the character offset of the match or nil.
    func matchPosition(_ pattern: Value, _ subject: Value, at location: SourceLocation) throws -> Value {
        setLocation(location)
        let match = try sendLocated(pattern, "match", Arguments(positional: [subject]), at: location)
        lastMatch = match
        if case .matchData(let data) = match { return .integer(data.range.lowerBound) }
        return .nil
    }

    func unary(_ op: String, _ value: Value, at location: SourceLocation) throws -> Value {
        switch (op, value) {
        case ("-", .integer(let x)):
            if x == Int.min { throw error("RangeError", "integer overflow: the result does not fit in 64 bits", at: location) }
            return .integer(-x)
        case ("-", .float(let x)): return .float(-x)
        case ("+", .integer), ("+", .float): return value
        case ("~", .integer(let x)): return .integer(~x)
        default:
            let name = op == "-" ? "-@" : op == "+" ? "+@" : op
            setLocation(location)
            return try sendLocated(value, name, Arguments(), at: location)
        }
    }
}

private extension Value {
    var integerValue: Int {
        if case .integer(let i) = self { return i }
        return 0
    }
}
