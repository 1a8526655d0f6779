import Diagnostics
import Foundation
import RubyText

/// `File` (and `IO`'s class methods): path helpers computed here, reads that go through the host so it
/// can confine them, and writes that go through the host's `ScriptFileSystem` (FileWrites).
final class FileObject: ObjectValue, HostMethodNames {
    let host: ScriptHost
    /// `File`, or `IO` (whose `read`/`write`/`readlines`/`foreach` are the same, and which has no path helpers).
    let name: String
    init(host: ScriptHost, name: String = "File") {
        self.host = host
        self.name = name
    }
    override var className: String { "Class" }
    override var inspectText: String { name }
    var methodNames: [String] { ["join", "dirname", "basename", "extname", "expand_path", "absolute_path", "exist?", "exists?", "file?", "directory?", "read", "readlines", "foreach", "absolute_path?",
                               "open", "new", "write", "delete", "unlink", "rename", "chmod", "symlink", "symlink?"] }

    /// What `IO` itself answers (`IO.read`, `IO.write` …); the rest are File's.
    static let ioMethods: Set<String> = ["read", "readlines", "foreach", "write"]

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        if self.name == "IO", !Self.ioMethods.contains(name) { return nil }
        let strings = try arguments.positional.map { try HostArguments.string($0, context) }
        let location = context.location
        switch name {
        case "join":
            return .str(FileObject.join(try HostArguments.flatStrings(arguments.positional, context)))
        case "dirname":
            return .str(FileObject.dirname(try HostArguments.first(strings, name, context)))
        case "basename":
            return .str(FileObject.basename(try HostArguments.first(strings, name, context), suffix: strings.count > 1 ? strings[1] : nil))
        case "extname":
            return .str(FileObject.extname(try HostArguments.first(strings, name, context)))
        case "expand_path", "absolute_path":
            return .str(host.expandPath(try HostArguments.first(strings, name, context), relativeTo: strings.count > 1 ? strings[1] : nil))
        case "exist?", "exists?":
            return .bool(try host.fileKind(try HostArguments.first(strings, name, context), at: location) != nil)
        case "file?":
            return .bool(try host.fileKind(try HostArguments.first(strings, name, context), at: location) == .file)
        case "directory?":
            return .bool(try host.fileKind(try HostArguments.first(strings, name, context), at: location) == .directory)
        case "read":
            return .str(try host.readFile(try HostArguments.first(strings, name, context), at: location))
        case "readlines", "foreach":
            let text = try host.readFile(try HostArguments.first(strings, name, context), at: location)
            let chomp = arguments.option("chomp")?.isTruthy ?? false
            let lines = RubyLines.lines(text, chomp: chomp).map { Value.str($0) }
            if name == "foreach", let block = arguments.block {
                for line in lines { _ = try block.call([line]) }
                return .nil
            }
            return .arr(lines)
        case "absolute_path?":
            return .bool(try HostArguments.first(strings, name, context).hasPrefix("/"))
        case "open", "new", "write", "delete", "unlink", "rename", "chmod", "symlink", "symlink?":
            return try FileWrites(host: host, context: context).perform(name, arguments)
        case "SEPARATOR", "Separator": return .str("/")
        default: return nil
        }
    }

    /// Ruby's File.join: one separator between parts, whatever slashes they bring.
    static func join(_ parts: [String]) -> String {
        var result = ""
        for (index, part) in parts.enumerated() {
            if index == 0 { result = part; continue }
            let left = result.hasSuffix("/"), right = part.hasPrefix("/")
            if left && right { result += part.dropFirst() } else if left || right { result += part } else { result += "/" + part }
        }
        return result
    }

    static func dirname(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        var head = trimmed[..<slash]
        while head.hasSuffix("/") { head = head.dropLast() }
        return head.isEmpty ? "/" : String(head)
    }

    static func basename(_ path: String, suffix: String?) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        var base = trimmed.lastIndex(of: "/").map { trimmed[trimmed.index(after: $0)...] } ?? trimmed
        if base.isEmpty { base = trimmed }
        guard let suffix else { return String(base) }
        if suffix == ".*" {
            if let dot = base.lastIndex(of: "."), dot != base.startIndex { return String(base[..<dot]) }
        } else if base.hasSuffix(suffix), base.count > suffix.count {
            return String(base.dropLast(suffix.count))
        }
        return String(base)
    }

    static func extname(_ path: String) -> String {
        let base = basename(path, suffix: nil)
        let name = base.drop { $0 == "." }
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[dot...])
    }
}

/// Argument checking shared by the host objects.
enum HostArguments {
    static func string(_ value: Value, _ context: CallContext) throws -> String {
        switch value {
        case .string(let s): return s.value
        case .symbol(let s): return s
        case .object(let o): return o.toSText
        default: return value.toS
        }
    }

    static func first(_ strings: [String], _ name: String, _ context: CallContext) throws -> String {
        guard let first = strings.first else {
            throw context.error("ArgumentError", "wrong number of arguments (given 0, expected 1+)")
        }
        return first
    }

    static func flatStrings(_ values: [Value], _ context: CallContext, depth: Int = 0) throws -> [String] {
        var result: [String] = []
        for value in values {
            if case .array(let array) = value, depth < 32 {
                result += try flatStrings(array.elements, context, depth: depth + 1)
            } else {
                result.append(try string(value, context))
            }
        }
        return result
    }
}
