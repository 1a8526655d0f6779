import Diagnostics
import Foundation

/// `SecureRandom`: hex, uuid, alphanumeric, random_number, base64 from the system generator.
final class SecureRandomObject: ObjectValue, HostMethodNames {
    override var className: String { "Module" }
    override var inspectText: String { "SecureRandom" }
    var methodNames: [String] { ["hex", "uuid", "alphanumeric", "base64", "urlsafe_base64", "random_number", "rand"] }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        var generator = SystemRandomNumberGenerator()
        let count: Int
        switch arguments.positional.first {
        case .integer(let n)?:
            guard n >= 0 else { throw context.error("ArgumentError", "negative string size (or size too big)") }
            count = min(n, 1 << 20)
        default: count = 16
        }
        func bytes(_ n: Int) -> [UInt8] { (0..<n).map { _ in UInt8.random(in: 0...255, using: &generator) } }
        switch name {
        case "hex":
            return .str(bytes(count).map { String(format: "%02x", $0) }.joined())
        case "uuid":
            var b = bytes(16)
            b[6] = (b[6] & 0x0f) | 0x40
            b[8] = (b[8] & 0x3f) | 0x80
            let hex = b.map { String(format: "%02x", $0) }.joined()
            let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
                String(hex.dropFirst(range.lowerBound).prefix(range.count))
            }
            return .str(parts.joined(separator: "-"))
        case "alphanumeric":
            let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            return .str(String((0..<count).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }))
        case "base64", "urlsafe_base64":
            var text = Data(bytes(count)).base64EncodedString()
            if name == "urlsafe_base64" {
                text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
                    .replacingOccurrences(of: "=", with: "")
            }
            return .str(text)
        case "random_number", "rand":
            switch arguments.positional.first {
            case .integer(let n)? where n > 0: return .integer(Int.random(in: 0..<n, using: &generator))
            case .float(let f)? where f > 0 && f.isFinite: return .float(Double.random(in: 0..<f, using: &generator))
            case .range(let r)?:
                if case .integer(let low) = r.lower, case .integer(let high) = r.upper {
                    let top = r.exclusive ? high - 1 : high
                    guard top >= low else { return .nil }
                    return .integer(Int.random(in: low...top, using: &generator))
                }
                throw context.error("ArgumentError", "invalid argument - \(r.lower.inspect)..\(r.upper.inspect)")
            default: return .float(Double.random(in: 0..<1, using: &generator))
            }
        default: return nil
        }
    }
}
