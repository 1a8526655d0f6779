import Foundation
import Diagnostics

/// Kernel's conversion functions `Integer()`, `Float()`, `String()`, `Array()`, `Hash()`, with Ruby's strictness.
enum Conversions {
    static func convert(_ name: String, _ value: Value, _ interpreter: Interpreter, at location: SourceLocation) throws -> Value {
        switch name {
        case "Integer": return try integer(value, interpreter, at: location)
        case "Float": return try float(value, interpreter, at: location)
        case "String": return .str(try interpreter.toS(value, at: location))
        case "Array":
            switch value {
            case .nil: return .arr([])
            case .array: return value
            case .hash, .range: return .arr(try interpreter.splatElements(value))
            default: return .arr([value])
            }
        default:
            switch value {
            case .nil: return .hash(HashBox())
            case .array(let a) where a.elements.isEmpty: return .hash(HashBox())
            case .hash: return value
            default: throw interpreter.error("TypeError", "can't convert \(value.className) into Hash", at: location)
            }
        }
    }

    private static func integer(_ value: Value, _ interpreter: Interpreter, at location: SourceLocation) throws -> Value {
        switch value {
        case .integer: return value
        case .float(let f):
            guard f.isFinite, f > -9.3e18, f < 9.3e18 else {
                throw interpreter.error("FloatDomainError", f.isNaN ? "NaN" : (f > 0 ? "Infinity" : "-Infinity"), at: location)
            }
            return .integer(Int(f))
        case .string(let s):
            if let parsed = parseInteger(s.value) { return .integer(parsed) }
            throw interpreter.error("ArgumentError", "invalid value for Integer(): \(value.inspect)", at: location)
        case .nil:
            throw interpreter.error("TypeError", "can't convert nil into Integer", at: location)
        default:
            throw interpreter.error("TypeError", "can't convert \(value.className) into Integer", at: location)
        }
    }

    /// Ruby's strict integer syntax: optional sign, `0x`/`0b`/`0o`/`0` prefixes, single underscores between digits.
    static func parseInteger(_ text: String) -> Int? {
        var body = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        var negative = false
        if let sign = body.first, sign == "+" || sign == "-" {
            negative = sign == "-"
            body = body.dropFirst()
        }
        var radix = 10
        let lower = body.lowercased()
        if lower.hasPrefix("0x") { radix = 16; body = body.dropFirst(2) }
        else if lower.hasPrefix("0b") { radix = 2; body = body.dropFirst(2) }
        else if lower.hasPrefix("0o") { radix = 8; body = body.dropFirst(2) }
        else if lower.hasPrefix("0d") { radix = 10; body = body.dropFirst(2) }
        else if body.count > 1, body.hasPrefix("0") { radix = 8; body = body.dropFirst() }
        guard !body.isEmpty, body.first != "_", body.last != "_", !body.contains("__") else { return nil }
        guard let magnitude = Int(body.replacingOccurrences(of: "_", with: ""), radix: radix) else { return nil }
        return negative ? -magnitude : magnitude
    }

    private static func float(_ value: Value, _ interpreter: Interpreter, at location: SourceLocation) throws -> Value {
        switch value {
        case .float: return value
        case .integer(let i): return .float(Double(i))
        case .string(let s):
            let text = s.value.trimmingCharacters(in: .whitespacesAndNewlines)
            let isNumeric = !text.isEmpty && text.allSatisfy { "0123456789+-.eE_".contains($0) } && text.first != "_"
            if isNumeric, let parsed = Double(text.replacingOccurrences(of: "_", with: "")) { return .float(parsed) }
            if let integer = parseInteger(text) { return .float(Double(integer)) }
            throw interpreter.error("ArgumentError", "invalid value for Float(): \(value.inspect)", at: location)
        case .nil:
            throw interpreter.error("TypeError", "can't convert nil into Float", at: location)
        default:
            throw interpreter.error("TypeError", "can't convert \(value.className) into Float", at: location)
        }
    }
}
