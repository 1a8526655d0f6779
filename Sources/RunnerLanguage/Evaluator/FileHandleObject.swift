import Diagnostics
import RubyText

/// What `File.open`/`File.new` return: a file open for reading (its text read once, through the
/// host's confined reads) or for writing/appending (each write goes straight to the host's
/// `ScriptFileSystem`, so it is staged in the project like an action's write; "w" empties the
/// file when it is opened, as Ruby does).
final class FileHandleObject: ObjectValue, HostMethodNames {
    enum Mode {
        case read
        case write
        case append
    }

    let path: String
    let mode: Mode
    private let host: ScriptHost
    private var text: String
    /// Where the next read starts (`read`, `gets`, `each_line` consume from here).
    private var position: String.Index
    private var closed = false

    init(path: String, mode: Mode, host: ScriptHost, at location: SourceLocation) throws {
        self.path = path
        self.mode = mode
        self.host = host
        if mode == .read {
            text = try host.readFile(path, at: location)
        } else {
            guard let files = host as? ScriptFileSystem else {
                throw RuntimeError("RuntimeError", "refusing to write '\(path)': scripts may only read here", at: location, code: .refusedPath)
            }
            try files.confine(path, forRemoval: false, at: location)
            try FileUtilsOperation.requireParent(of: path, "rb_sysopen", host: host, at: location)
            try files.writeFile(path, "", append: mode == .append, at: location)
            text = ""
        }
        position = text.startIndex
    }

    /// Ruby's mode strings: "r", "w", "a", with "b"/"t" and an encoding (`"w:UTF-8"`) accepted.
    static func mode(_ value: Value?, _ context: CallContext) throws -> Mode {
        guard let value, !value.isNil else { return .read }
        let text = try HostArguments.string(value, context)
        let letters = text.split(separator: ":").first.map { $0.filter { $0 != "b" && $0 != "t" } } ?? ""
        switch letters {
        case "r": return .read
        case "w": return .write
        case "a": return .append
        default:
            throw context.error("ArgumentError", "file mode \(text.debugDescription) is not supported in templates (use \"r\", \"w\" or \"a\")")
        }
    }

    override var className: String { "File" }
    override var inspectText: String { closed ? "#<File:\(path) (closed)>" : "#<File:\(path)>" }
    var methodNames: [String] {
        ["write", "puts", "print", "<<", "read", "readlines", "each_line", "each", "gets", "close", "closed?", "path", "to_path", "flush", "eof?"]
    }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        switch name {
        case "path", "to_path": return .str(path)
        case "closed?": return .bool(closed)
        case "close":
            closed = true
            return .nil
        case "flush", "sync": return .object(self)
        default: break
        }
        guard !closed else { throw context.error("IOError", "closed stream") }
        switch name {
        case "write", "print", "<<", "puts":
            guard mode != .read else { throw context.error("IOError", "not opened for writing") }
            guard let interpreter = context as? Interpreter else { return nil }
            var out = ""
            if name == "puts" {
                if arguments.positional.isEmpty { out = "\n" }
                for value in arguments.positional { try interpreter.appendPutsLines(value, to: &out, at: context.location, depth: 0) }
            } else {
                out = try arguments.positional.map { try interpreter.toS($0, at: context.location) }.joined()
            }
            try (host as? ScriptFileSystem)?.writeFile(path, out, append: true, at: context.location)
            switch name {
            case "write": return .integer(out.utf8.count)
            case "<<": return .object(self)
            default: return .nil
            }
        case "read", "readlines", "each_line", "each", "gets", "eof?":
            guard mode == .read else { throw context.error("IOError", "not opened for reading") }
            return try read(name, arguments, context)
        default: return nil
        }
    }

    private func read(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value {
        let rest = String(text[position...])
        switch name {
        case "eof?": return .bool(rest.isEmpty)
        case "read":
            position = text.endIndex
            return .str(rest)
        case "gets":
            guard let line = RubyLines.lines(rest).first else { return .nil }
            position = text.utf8.index(position, offsetBy: line.utf8.count)
            return .str(line)
        default:
            position = text.endIndex
            let chomp = arguments.option("chomp")?.isTruthy ?? false
            let lines = RubyLines.lines(rest, chomp: chomp).map { Value.str($0) }
            guard name != "readlines", let block = arguments.block else { return .arr(lines) }
            for line in lines { _ = try block.call([line]) }
            return .object(self)
        }
    }
}
