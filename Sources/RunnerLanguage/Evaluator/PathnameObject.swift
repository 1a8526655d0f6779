import Diagnostics
import Foundation

/// `Pathname` (pathname.rb): a path as an object. Its path arithmetic is computed here as Ruby
/// computes it (`+`, `join`, `parent`, `relative_path_from`, `cleanpath`); everything that touches
/// the disk is `File`'s, so it goes through the host and is confined like every other read or write.
public final class PathnameObject: ObjectValue {
    public let path: String
    let host: ScriptHost

    public init(_ path: String, host: ScriptHost) {
        self.path = path
        self.host = host
    }

    public override var className: String { "Pathname" }
    public override var inspectText: String { "#<Pathname:\(path)>" }
    public override var toSText: String { path }

    /// What `File` answers for this path (`exist?`, `read`, `basename` …), by the same name.
    static let fileMethods: Set<String> = [
        "exist?", "file?", "directory?", "read", "readlines", "basename", "dirname", "extname", "symlink?", "write", "delete", "unlink",
    ]

    func make(_ path: String) -> Value { .object(PathnameObject(path, host: host)) }

    public override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        func other(_ index: Int = 0) throws -> String {
            guard index < arguments.positional.count else { throw context.error("ArgumentError", "wrong number of arguments (given \(arguments.positional.count), expected \(index + 1))") }
            return try Self.text(arguments.positional[index], context)
        }
        switch name {
        case "to_s", "to_path", "to_str": return .str(path)
        case "+", "/": return make(Self.plus(path, try other()))
        case "join":
            var result = path
            for index in arguments.positional.indices { result = Self.plus(result, try other(index)) }
            return make(result)
        case "parent": return make(Self.plus(path, ".."))
        case "cleanpath": return make(Self.cleanpath(path))
        case "absolute?": return .bool(path.hasPrefix("/"))
        case "relative?": return .bool(!path.hasPrefix("/"))
        case "root?": return .bool(path == "/" || (!path.isEmpty && path.allSatisfy { $0 == "/" }))
        case "expand_path": return make(host.expandPath(path, relativeTo: arguments.positional.isEmpty ? nil : try other()))
        case "relative_path_from":
            guard let relative = Self.relative(path, from: try other()) else {
                throw context.error("ArgumentError", "different prefix: \(StringText.inspect(path)) and \(StringText.inspect(try other()))")
            }
            return make(relative)
        case "sub_ext":
            let ext = FileObject.extname(path)
            return make(String(path.dropLast(ext.count)) + (try other()))
        case "each_filename":
            let parts = path.split(separator: "/").map { Value.str(String($0)) }
            if let block = arguments.block { for part in parts { _ = try block.call([part]) }; return .nil }
            return .arr(parts)
        case "children", "entries":
            let pattern = FileObject.join([path, "*"])
            return .arr(try host.glob(pattern, at: context.location).map { make($0) })
        case "==", "eql?", "===":
            guard case .object(let given as PathnameObject)? = arguments.positional.first else { return .false }
            return .bool(given.path == path)
        case "<=>":
            guard case .object(let given as PathnameObject)? = arguments.positional.first else { return .nil }
            return .integer(path == given.path ? 0 : (path < given.path ? -1 : 1))
        case "hash": return .integer(path.hashValue)
        case "basename", "dirname":
            let file = FileObject(host: host)
            guard case .string(let s)? = try file.callMethod(name, Arguments(positional: [.str(path)] + arguments.positional), context) else { return nil }
            return make(s.value)
        default:
            guard Self.fileMethods.contains(name) else { return nil }
            return try FileObject(host: host).callMethod(name, Arguments(positional: [.str(path)] + arguments.positional, keywords: arguments.keywords, block: arguments.block), context)
        }
    }

    static func text(_ value: Value, _ context: CallContext) throws -> String {
        switch value {
        case .string(let s): return s.value
        case .object(let p as PathnameObject): return p.path
        default: throw context.error("TypeError", "no implicit conversion of \(value.className) into String")
        }
    }

    /// Pathname#+ (`plus`): an absolute right side wins; `..` climbs out of the left side's last
    /// component (not out of `..` or the root); `.` and doubled slashes go.
    static func plus(_ left: String, _ right: String) -> String {
        if right.hasPrefix("/") { return right }
        var prefix = left.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let absolute = left.hasPrefix("/")
        if prefix == ["."] { prefix = [] }
        for part in right.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = prefix.last, last != ".." { prefix.removeLast() } else if !absolute { prefix.append("..") }
            default: prefix.append(String(part))
            }
        }
        let joined = prefix.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Pathname#cleanpath: the same rules over one path.
    static func cleanpath(_ path: String) -> String {
        path.hasPrefix("/") ? plus("/", String(path.dropFirst())) : plus(".", path)
    }

    /// Pathname#relative_path_from: nil when one is absolute and the other is not.
    static func relative(_ path: String, from base: String) -> String? {
        guard path.hasPrefix("/") == base.hasPrefix("/") else { return nil }
        let dest = cleanpath(path).split(separator: "/").filter { $0 != "." }
        var from = cleanpath(base).split(separator: "/").filter { $0 != "." }
        var to = dest
        while let a = from.first, let b = to.first, a == b {
            from.removeFirst()
            to.removeFirst()
        }
        guard !from.contains("..") else { return nil }
        let parts = Array(repeating: "..", count: from.count) + to.map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}

/// `Pathname` itself: `Pathname.new(path)`, `Pathname.pwd`.
final class PathnameClassObject: ObjectValue, HostMethodNames {
    let host: ScriptHost
    init(host: ScriptHost) { self.host = host }
    override var className: String { "Class" }
    override var inspectText: String { "Pathname" }
    var methodNames: [String] { ["new", "pwd", "getwd"] }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        switch name {
        case "new":
            guard let first = arguments.positional.first else { throw context.error("ArgumentError", "wrong number of arguments (given 0, expected 1)") }
            return .object(PathnameObject(try PathnameObject.text(first, context), host: host))
        case "pwd", "getwd": return .object(PathnameObject(host.expandPath(".", relativeTo: nil), host: host))
        default: return nil
        }
    }
}
