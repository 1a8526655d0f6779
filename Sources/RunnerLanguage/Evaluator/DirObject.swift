import Diagnostics

/// `Dir`: globbing and existence checks, through the host.
final class DirObject: ObjectValue, HostMethodNames {
    let host: ScriptHost
    init(host: ScriptHost) { self.host = host }
    override var className: String { "Class" }
    override var inspectText: String { "Dir" }
    var methodNames: [String] { ["glob", "[]", "exist?", "exists?", "pwd", "getwd", "home", "mkdir", "chdir"] }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        let location = context.location
        switch name {
        case "glob", "[]":
            // Integer flags (`File::FNM_DOTMATCH`) are not patterns.
            let patternValues = arguments.positional.filter { if case .integer = $0 { return false } else { return true } }
            var patterns = try HostArguments.flatStrings(patternValues, context)
            if let base = arguments.option("base"), !base.isNil {
                let prefix = try HostArguments.string(base, context)
                patterns = patterns.map { FileObject.join([prefix, $0]) }
                let matches = try patterns.flatMap { try host.glob($0, at: location) }
                let stripped = matches.map { $0.hasPrefix(prefix + "/") ? String($0.dropFirst(prefix.count + 1)) : $0 }
                return try yieldEach(stripped, arguments.block)
            }
            let matches = try patterns.flatMap { try host.glob($0, at: location) }
            return try yieldEach(matches, arguments.block)
        case "exist?", "exists?":
            let path = try HostArguments.first(try arguments.positional.map { try HostArguments.string($0, context) }, name, context)
            return .bool(try host.fileKind(path, at: location) == .directory)
        case "pwd", "getwd":
            return .str(host.expandPath(".", relativeTo: nil))
        case "home":
            return .str(host.environment["HOME"] ?? "/")
        case "mkdir":
            // Dir.mkdir(path[, mode]): FileUtils.mkdir's checks, then `0`, as Ruby returns.
            let path = try HostArguments.first(try arguments.positional.prefix(1).map { try HostArguments.string($0, context) }, name, context)
            _ = try FileUtilsObject(host: host).callMethod("mkdir", Arguments(positional: [.str(path)]), context)
            return .integer(0)
        case "chdir":
            // Only with a block: the block runs in that folder of the project, as `inside` does.
            return try FileUtilsObject(host: host).callMethod("chdir", arguments, context)
        case "rmdir", "delete", "unlink", "entries", "children", "each_child":
            throw context.error("NotImplementedError", "Dir.\(name) is not supported in templates; use Dir.glob, FileUtils or inside")
        default: return nil
        }
    }

    private func yieldEach(_ paths: [String], _ block: ProcValue?) throws -> Value {
        let values = paths.map { Value.str($0) }
        guard let block else { return .arr(values) }
        for value in values { _ = try block.call([value]) }
        return .nil
    }
}

/// `ENV`: the host's environment, read-only.
final class EnvObject: ObjectValue, HostMethodNames {
    let host: ScriptHost
    init(host: ScriptHost) { self.host = host }
    override var className: String { "Object" }
    override var inspectText: String { "ENV" }
    var methodNames: [String] { ["[]", "fetch", "key?", "has_key?", "include?", "member?", "to_h", "to_hash", "keys", "values", "empty?", "size", "length", "each", "each_pair"] }
    override var toSText: String { "ENV" }

    private var sortedPairs: [(String, String)] { host.environment.sorted { $0.key < $1.key } }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        let positional = arguments.positional
        let environment = host.environment
        switch name {
        case "[]":
            guard let key = positional.first else { return nil }
            return environment[try HostArguments.string(key, context)].map { .str($0) } ?? .nil
        case "fetch":
            guard let key = positional.first else { return nil }
            let name = try HostArguments.string(key, context)
            if let value = environment[name] { return .str(value) }
            if let block = arguments.block { return try block.call([key]) }
            if positional.count > 1 { return positional[1] }
            throw context.error("KeyError", "key not found: \(key.inspect)")
        case "key?", "has_key?", "include?", "member?":
            guard let key = positional.first else { return nil }
            return .bool(environment[try HostArguments.string(key, context)] != nil)
        case "to_h", "to_hash":
            return .hash(HashBox(sortedPairs.map { (.str($0.0), .str($0.1)) }))
        case "keys": return .arr(sortedPairs.map { .str($0.0) })
        case "values": return .arr(sortedPairs.map { .str($0.1) })
        case "empty?": return .bool(environment.isEmpty)
        case "size", "length": return .integer(environment.count)
        case "each", "each_pair":
            guard let block = arguments.block else { return nil }
            for (key, value) in sortedPairs { _ = try block.call([.str(key), .str(value)]) }
            return .object(self)
        case "[]=", "store", "delete", "clear", "update", "merge!", "replace":
            throw context.error("NotImplementedError", "ENV is read-only in templates")
        default: return nil
        }
    }
}
