import Diagnostics

/// The `File` class methods that change files or open them: `File.open`/`File.new` (with or
/// without a block), `File.write` (`mode: "a"` appends), `File.delete`/`unlink`, `File.rename`,
/// `File.symlink`, `File.chmod`, and `File.symlink?`. Changes go through the host's
/// `ScriptFileSystem`, confined and staged like the actions'; return values and `Errno` errors are Ruby's.
struct FileWrites {
    let host: ScriptHost
    let context: CallContext
    var location: SourceLocation { context.location }

    func perform(_ name: String, _ arguments: Arguments) throws -> Value {
        let positional = arguments.positional
        switch name {
        case "open", "new":
            let path = try string(positional.first, name)
            let mode = try FileHandleObject.mode(positional.count > 1 ? positional[1] : arguments.option("mode"), context)
            let handle = try FileHandleObject(path: path, mode: mode, host: host, at: location)
            guard name == "open", let block = arguments.block else { return .object(handle) }
            // The block's value is open's value; the file is closed however the block ends.
            defer { _ = try? handle.callMethod("close", Arguments(), context) }
            return try block.call([.object(handle)])
        case "write":
            let path = try string(positional.first, name)
            guard positional.count >= 2 else { throw context.error("ArgumentError", "wrong number of arguments (given 1, expected 2..3)") }
            let text = try HostArguments.string(positional[1], context)
            let mode = try FileHandleObject.mode(arguments.option("mode") ?? .str("w"), context)
            guard mode != .read else { throw context.error("IOError", "not opened for writing") }
            _ = try FileHandleObject(path: path, mode: mode, host: host, at: location)
            try files().writeFile(path, text, append: true, at: location)
            return .integer(text.utf8.count)
        case "delete", "unlink":
            let paths = try HostArguments.flatStrings(positional, context)
            for path in paths {
                try files().confine(path, forRemoval: true, at: location)
                if try files().isLink(path, at: location) {
                    try files().remove(path, at: location)
                    continue
                }
                let kind = try host.fileKind(path, at: location)
                guard kind != nil else { throw errno("ENOENT", "No such file or directory @ apply2files - \(path)") }
                if kind == .directory { throw errno("EISDIR", "Is a directory @ apply2files - \(path)") }
                try files().remove(path, at: location)
            }
            return .integer(paths.count)
        case "rename":
            guard positional.count == 2 else { throw context.error("ArgumentError", "wrong number of arguments (given \(positional.count), expected 2)") }
            let (from, to) = (try string(positional[0], name), try string(positional[1], name))
            try files().confine(from, forRemoval: true, at: location)
            try files().confine(to, forRemoval: false, at: location)
            guard try host.fileKind(from, at: location) != nil else {
                throw errno("ENOENT", "No such file or directory @ rb_file_s_rename - (\(from), \(to))")
            }
            if try host.fileKind(to, at: location) != nil { try files().remove(to, at: location) }
            try files().copy(from, to: to, at: location)
            try files().remove(from, at: location)
            return .integer(0)
        case "symlink":
            guard positional.count == 2 else { throw context.error("ArgumentError", "wrong number of arguments (given \(positional.count), expected 2)") }
            let (target, path) = (try string(positional[0], name), try string(positional[1], name))
            try files().confine(path, forRemoval: true, at: location)
            let occupied = try host.fileKind(path, at: location) != nil
            if try occupied || files().isLink(path, at: location) {
                throw errno("EEXIST", "File exists @ rb_file_s_symlink - (\(target), \(path))")
            }
            try files().link(target, at: path, at: location)
            return .integer(0)
        case "symlink?":
            guard let files = host as? ScriptFileSystem else { return .false }
            return .bool(try files.isLink(try string(positional.first, name), at: location))
        default:
            // chmod(mode, *paths)
            guard let first = positional.first else { throw context.error("ArgumentError", "wrong number of arguments (given 0, expected 1+)") }
            let mode = try FileUtilsOperation.mode(first, context)
            let paths = try HostArguments.flatStrings(Array(positional.dropFirst()), context)
            for path in paths {
                try files().confine(path, forRemoval: false, at: location)
                guard try host.fileKind(path, at: location) != nil else { throw errno("ENOENT", "No such file or directory @ apply2files - \(path)") }
                try files().chmod(path, mode, at: location)
            }
            return .integer(paths.count)
        }
    }

    private func string(_ value: Value?, _ name: String) throws -> String {
        guard let value else { throw context.error("ArgumentError", "wrong number of arguments (given 0, expected 1+)") }
        return try HostArguments.string(value, context)
    }

    private func files() throws -> ScriptFileSystem {
        try FileUtilsObject(host: host).fileSystem(context)
    }

    private func errno(_ name: String, _ message: String) -> RuntimeError {
        FileUtilsOperation.errno(name, message, location)
    }
}
