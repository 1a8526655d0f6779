import Diagnostics
import Foundation

/// `StringIO` (stringio.rb): a String to write to (`puts`, `print`, `write`, `<<`, `printf`) and
/// read from (`read`, `gets`, `each_line`, `readlines`, `rewind`), its text `string`.
final class StringIOClassObject: ObjectValue, HostMethodNames {
    override var className: String { "Class" }
    override var inspectText: String { "StringIO" }
    var methodNames: [String] { ["new"] }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        guard name == "new" else { return nil }
        let text = try arguments.positional.first.map { try HostArguments.string($0, context) } ?? ""
        return .object(StringIOObject(text))
    }
}

final class StringIOObject: ObjectValue {
    private(set) var text: [UInt8]
    private var position = 0
    private var closed = false

    init(_ text: String) { self.text = Array(text.utf8) }

    override var className: String { "StringIO" }

    private func write(_ piece: String) {
        let bytes = Array(piece.utf8)
        if position > text.count { text += Array(repeating: 0, count: position - text.count) }
        let end = min(position + bytes.count, text.count)
        text.replaceSubrange(position..<end, with: bytes)
        position += bytes.count
    }

    private func toS(_ value: Value, _ context: CallContext) throws -> String {
        if case .string(let s) = value { return s.value }
        guard case .string(let s) = try context.send(value, "to_s", Arguments()) else { return "" }
        return s.value
    }

    /// `puts`'s lines: each argument (an Array's elements, flattened) on a line, nil as an empty one.
    private func putsLines(_ values: [Value], _ context: CallContext) throws -> String {
        if values.isEmpty { return "\n" }
        var out = ""
        for value in values {
            if case .array(let list) = value { out += try putsLines(list.elements, context); continue }
            let line = value.isNil ? "" : try toS(value, context)
            out += line.hasSuffix("\n") ? line : line + "\n"
        }
        return out
    }

    private func readLine() -> String? {
        guard position < text.count else { return nil }
        let end = text[position...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? text.count
        defer { position = end }
        return String(decoding: text[position..<end], as: UTF8.self)
    }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        let positional = arguments.positional
        switch name {
        case "string": return .str(String(decoding: text, as: UTF8.self))
        case "write", "print", "<<":
            let pieces = try positional.map { try toS($0, context) }
            for piece in pieces { write(piece) }
            return name == "<<" ? .object(self) : (name == "write" ? .integer(pieces.reduce(0) { $0 + $1.utf8.count }) : .nil)
        case "puts":
            write(try putsLines(positional, context))
            return .nil
        case "printf":
            guard let format = positional.first else { return .nil }
            let text = try context.send(.str(try toS(format, context)), "%", Arguments(positional: [.arr(Array(positional.dropFirst()))]))
            write(try toS(text, context))
            return .nil
        case "putc":
            if let first = positional.first { write(String(try toS(first, context).prefix(1))) }
            return positional.first ?? .nil
        case "read":
            let rest = position < text.count ? Array(text[position...]) : []
            if case .integer(let count)? = positional.first {
                guard !rest.isEmpty else { return .nil }
                let taken = Array(rest.prefix(count))
                position += taken.count
                return .str(String(decoding: taken, as: UTF8.self))
            }
            position = text.count
            return .str(String(decoding: rest, as: UTF8.self))
        case "gets", "readline":
            return readLine().map { .str($0) } ?? .nil
        case "each_line", "readlines":
            var lines: [Value] = []
            while let line = readLine() { lines.append(.str(line)) }
            if name == "readlines" { return .arr(lines) }
            guard let block = arguments.block else { return .arr(lines) }
            for line in lines { _ = try block.call([line]) }
            return .object(self)
        case "rewind":
            position = 0
            return .integer(0)
        case "pos", "tell": return .integer(position)
        case "eof?", "eof": return .bool(position >= text.count)
        case "size", "length": return .integer(text.count)
        case "truncate":
            if case .integer(let length)? = positional.first { text = Array(text.prefix(max(length, 0))) }
            return .integer(0)
        case "close", "close_write", "close_read":
            closed = true
            return .nil
        case "closed?": return .bool(closed)
        case "sync", "tty?", "isatty": return name == "sync" ? .true : .false
        case "flush", "fsync": return name == "flush" ? .object(self) : .integer(0)
        default: return nil
        }
    }
}
