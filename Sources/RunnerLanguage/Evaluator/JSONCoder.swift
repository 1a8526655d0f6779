import Diagnostics
import Foundation

/// `JSON`: parse, generate/dump and pretty_generate, printing exactly as Ruby 3.1's json 2.6 does.
final class JSONObject: ObjectValue, HostMethodNames {
    override var className: String { "Module" }
    override var inspectText: String { "JSON" }
    var methodNames: [String] { ["parse", "load", "generate", "dump", "pretty_generate"] }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        let location = context.location
        switch name {
        case "parse", "load":
            guard let first = arguments.positional.first else {
                throw context.error("ArgumentError", "wrong number of arguments (given 0, expected 1..2)")
            }
            guard case .string(let text) = first else {
                if first.isNil, name == "load" { return .nil }
                throw context.error("TypeError", "no implicit conversion of \(first.className) into String")
            }
            let symbolize = arguments.option("symbolize_names")?.isTruthy ?? false
            var parser = JSONCoder.Parser(text: text.value, symbolizeNames: symbolize)
            do {
                return try parser.parseDocument()
            } catch let failure as JSONCoder.ParseFailure {
                throw context.error("JSON::ParserError", "unexpected token at '\(failure.rest)'")
            }
        case "generate", "dump":
            guard let first = arguments.positional.first else { return nil }
            return .str(try JSONCoder.generate(first, pretty: false, context: context, at: location))
        case "pretty_generate":
            guard let first = arguments.positional.first else { return nil }
            return .str(try JSONCoder.generate(first, pretty: true, context: context, at: location))
        default: return nil
        }
    }
}

public enum JSONCoder {
    static func generate(_ value: Value, pretty: Bool, context: CallContext, at location: SourceLocation) throws -> String {
        var out = ""
        try write(value, pretty: pretty, indent: "", into: &out, context: context, depth: 0)
        return out
    }

    private static func write(_ value: Value, pretty: Bool, indent: String, into out: inout String, context: CallContext, depth: Int) throws {
        guard depth < 100 else { throw context.error("JSON::NestingError", "nesting of 100 is too deep") }
        switch value {
        case .nil: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .integer(let i): out += String(i)
        case .float(let f):
            guard f.isFinite else { throw context.error("JSON::GeneratorError", "\(value.toS) not allowed in JSON") }
            out += value.toS
        case .string(let s): out += quote(s.value)
        case .symbol(let s): out += quote(s)
        case .array(let array):
            if array.elements.isEmpty {
                out += pretty ? "[\n\n\(indent)]" : "[]"
                return
            }
            let inner = indent + "  "
            out += pretty ? "[\n" : "["
            for (index, element) in array.elements.enumerated() {
                if index > 0 { out += pretty ? ",\n" : "," }
                if pretty { out += inner }
                try write(element, pretty: pretty, indent: inner, into: &out, context: context, depth: depth + 1)
            }
            out += pretty ? "\n\(indent)]" : "]"
        case .hash(let hash):
            if hash.count == 0 {
                out += pretty ? "{\n\(indent)}" : "{}"
                return
            }
            let inner = indent + "  "
            out += pretty ? "{\n" : "{"
            for (index, (key, element)) in hash.pairs.enumerated() {
                if index > 0 { out += pretty ? ",\n" : "," }
                if pretty { out += inner }
                let keyText: String
                switch key {
                case .string(let s): keyText = s.value
                case .object(let o): keyText = o.toSText
                default: keyText = key.toS
                }
                out += quote(keyText) + (pretty ? ": " : ":")
                try write(element, pretty: pretty, indent: inner, into: &out, context: context, depth: depth + 1)
            }
            out += pretty ? "\n\(indent)}" : "}"
        case .object(let object): out += quote(object.toSText)
        default: out += quote(value.toS)
        }
    }

    /// JSON string quoting as Ruby's generator does: `"` `\` and control characters escaped, `/` and non-ASCII kept.
    /// Also what `--format json` event lines use, so there is one JSON string writer.
    public static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    struct ParseFailure: Error {
        let rest: String
    }

    /// A strict JSON parser producing ordered hashes; depth-bounded so hostile input cannot exhaust the stack.
    struct Parser {
        let scalars: [Unicode.Scalar]
        var position = 0
        let symbolizeNames: Bool

        init(text: String, symbolizeNames: Bool) {
            self.scalars = Array(text.unicodeScalars)
            self.symbolizeNames = symbolizeNames
        }

        mutating func parseDocument() throws -> Value {
            skipWhitespace()
            let value = try parseValue(depth: 0)
            skipWhitespace()
            if position < scalars.count { throw failure() }
            return value
        }

        private func failure() -> ParseFailure {
            var rest = ""
            rest.unicodeScalars.append(contentsOf: scalars[min(position, scalars.count)...])
            return ParseFailure(rest: rest)
        }

        private mutating func skipWhitespace() {
            while position < scalars.count, [" ", "\n", "\r", "\t"].contains(scalars[position]) { position += 1 }
        }

        private mutating func consume(_ word: String) -> Bool {
            let wordScalars = Array(word.unicodeScalars)
            guard position + wordScalars.count <= scalars.count,
                  Array(scalars[position..<position + wordScalars.count]) == wordScalars else { return false }
            position += wordScalars.count
            return true
        }

        private mutating func parseValue(depth: Int) throws -> Value {
            guard depth < 100, position < scalars.count else { throw failure() }
            switch scalars[position] {
            case "{": return try parseObject(depth: depth)
            case "[": return try parseArray(depth: depth)
            case "\"": return .str(try parseString())
            case "t": if consume("true") { return .true }
            case "f": if consume("false") { return .false }
            case "n": if consume("null") { return .nil }
            default:
                if scalars[position] == "-" || ("0"..."9").contains(scalars[position]) { return try parseNumber() }
            }
            throw failure()
        }

        private mutating func parseObject(depth: Int) throws -> Value {
            let start = position
            position += 1
            let hash = HashBox()
            skipWhitespace()
            if position < scalars.count, scalars[position] == "}" {
                position += 1
                return .hash(hash)
            }
            while true {
                skipWhitespace()
                guard position < scalars.count, scalars[position] == "\"" else { position = start; throw failure() }
                let key = try parseString()
                skipWhitespace()
                guard position < scalars.count, scalars[position] == ":" else { position = start; throw failure() }
                position += 1
                skipWhitespace()
                let value = try parseValue(depth: depth + 1)
                hash[symbolizeNames ? .symbol(key) : .str(key)] = value
                skipWhitespace()
                guard position < scalars.count else { position = start; throw failure() }
                if scalars[position] == "," { position += 1; continue }
                if scalars[position] == "}" { position += 1; return .hash(hash) }
                throw failure()
            }
        }

        private mutating func parseArray(depth: Int) throws -> Value {
            let start = position
            position += 1
            var elements: [Value] = []
            skipWhitespace()
            if position < scalars.count, scalars[position] == "]" {
                position += 1
                return .arr(elements)
            }
            while true {
                skipWhitespace()
                elements.append(try parseValue(depth: depth + 1))
                skipWhitespace()
                guard position < scalars.count else { position = start; throw failure() }
                if scalars[position] == "," { position += 1; continue }
                if scalars[position] == "]" { position += 1; return .arr(elements) }
                throw failure()
            }
        }

        private mutating func parseString() throws -> String {
            let start = position
            position += 1
            var out = String.UnicodeScalarView()
            while position < scalars.count {
                let scalar = scalars[position]
                position += 1
                switch scalar {
                case "\"": return String(out)
                case "\\":
                    guard position < scalars.count else { break }
                    let escape = scalars[position]
                    position += 1
                    switch escape {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "r": out.append("\r")
                    case "b": out.append("\u{08}")
                    case "f": out.append("\u{0C}")
                    case "u":
                        guard let code = readHex4() else { position = start; throw failure() }
                        if (0xD800...0xDBFF).contains(code), consume("\\u"), let low = readHex4(),
                           let combined = Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)) {
                            out.append(combined)
                        } else if let decoded = Unicode.Scalar(code) {
                            out.append(decoded)
                        }
                    default: out.append(escape)
                    }
                default: out.append(scalar)
                }
            }
            position = start
            throw failure()
        }

        private mutating func readHex4() -> UInt32? {
            guard position + 4 <= scalars.count else { return nil }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[position..<position + 4])
            guard let code = UInt32(text, radix: 16) else { return nil }
            position += 4
            return code
        }

        private mutating func parseNumber() throws -> Value {
            let start = position
            var isFloat = false
            if scalars[position] == "-" { position += 1 }
            while position < scalars.count {
                let scalar = scalars[position]
                if ("0"..."9").contains(scalar) { position += 1 }
                else if scalar == "." || scalar == "e" || scalar == "E" || ((scalar == "+" || scalar == "-") && isFloat) {
                    isFloat = true
                    position += 1
                } else { break }
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[start..<position])
            if !isFloat, let integer = Int(text) { return .integer(integer) }
            if let double = Double(text) { return .float(double) }
            position = start
            throw failure()
        }
    }
}
