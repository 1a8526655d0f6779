import Diagnostics

/// `FileUtils` (Ruby 3.1's fileutils): every change goes through the host's `ScriptFileSystem`,
/// which confines it to the project and stages it with the actions' changes. Return values,
/// `verbose:` lines (`mkdir -p a`, `rm -rf b` …) and `Errno` errors are Ruby's; `noop: true`
/// changes nothing, as there.
final class FileUtilsObject: ObjectValue, HostMethodNames {
    let host: ScriptHost
    init(host: ScriptHost) { self.host = host }
    override var className: String { "Module" }
    override var inspectText: String { "FileUtils" }
    var methodNames: [String] { Self.changing.sorted() + ["pwd", "cd", "chdir", "compare_file", "identical?", "cmp"] }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        let location = context.location
        let options = Options(arguments, name: name)
        switch name {
        case "pwd": return .str(host.expandPath(".", relativeTo: nil))
        case "cd", "chdir":
            let path = try HostArguments.first(try HostArguments.flatStrings(arguments.positional, context), name, context)
            guard let block = arguments.block else {
                throw context.error("NotImplementedError", "FileUtils.\(name) needs a block in templates (the directory is the project's)")
            }
            return try fileSystem(context).inDirectory(path, at: location) { try block.call([.str(path)]) }
        case "compare_file", "identical?", "cmp":
            let paths = try HostArguments.flatStrings(arguments.positional, context)
            guard paths.count == 2 else { throw context.error("ArgumentError", "wrong number of arguments (given \(paths.count), expected 2)") }
            return .bool(try host.readFile(paths[0], at: location) == host.readFile(paths[1], at: location))
        default: break
        }
        guard Self.changing.contains(name) else { return nil }
        let files = try fileSystem(context)
        let operation = FileUtilsOperation(host: host, files: files, context: context, options: options)
        return try operation.perform(name, arguments)
    }

    static let changing: Set<String> = [
        "mkdir_p", "makedirs", "mkpath", "mkdir", "rm", "remove", "rm_f", "safe_unlink", "rm_r", "rm_rf", "rmtree", "remove_dir",
        "remove_entry", "remove_entry_secure", "remove_file", "cp", "copy", "cp_r", "mv", "move", "touch", "ln_s", "symlink", "ln_sf",
        "chmod", "chmod_R",
    ]

    /// The host's file system, or a located refusal where scripts may change nothing.
    func fileSystem(_ context: CallContext) throws -> ScriptFileSystem {
        guard let files = host as? ScriptFileSystem else {
            throw RuntimeError("RuntimeError", "refusing to change files here: scripts may only read", at: context.location, code: .refusedPath)
        }
        return files
    }

    /// `verbose:`, `noop:` and `force:` (fileutils' common options).
    struct Options {
        var verbose: Bool
        var noop: Bool
        var force: Bool
        init(_ arguments: Arguments, name: String) {
            verbose = arguments.option("verbose")?.isTruthy ?? false
            noop = arguments.option("noop")?.isTruthy ?? false
            force = (arguments.option("force")?.isTruthy ?? false) || ["rm_f", "rm_rf", "rmtree", "safe_unlink", "ln_sf"].contains(name)
        }
    }
}

/// One FileUtils call: Ruby's checks (what must exist, what must not), then the change.
struct FileUtilsOperation {
    let host: ScriptHost
    let files: ScriptFileSystem
    let context: CallContext
    let options: FileUtilsObject.Options
    var location: SourceLocation { context.location }

    func perform(_ name: String, _ arguments: Arguments) throws -> Value {
        var positional = arguments.positional
        switch name {
        case "chmod", "chmod_R":
            guard !positional.isEmpty else { throw context.error("ArgumentError", "wrong number of arguments (given 0, expected 2)") }
            let mode = try Self.mode(positional.removeFirst(), context)
            let paths = try HostArguments.flatStrings(positional, context)
            for path in paths { try files.confine(path, forRemoval: false, at: location) }
            say("chmod \(name == "chmod_R" ? "-R " : "")\(String(mode, radix: 8)) \(paths.joined(separator: " "))")
            guard !options.noop else { return .arr(paths.map { .str($0) }) }
            for path in paths {
                guard try kind(path) != nil else { throw Self.errno("ENOENT", "No such file or directory @ apply2files - \(path)", location) }
                try files.chmod(path, mode, at: location)
            }
            return .arr(paths.map { .str($0) })
        case "cp", "copy", "cp_r", "mv", "move", "ln_s", "symlink", "ln_sf":
            return try transfer(name, positional)
        default:
            let paths = try HostArguments.flatStrings(positional, context)
            say(Self.verboseLine(name, options.force) + " " + paths.joined(separator: " "))
            if !options.noop { for path in paths { try change(name, path) } }
            // What fileutils 1.6 returns: remove_file the unlink count, remove_entry/remove_dir an empty list.
            switch name {
            case "remove_file": return .integer(1)
            case "remove_entry", "remove_entry_secure", "remove_dir": return .arr([])
            default: return .arr(paths.map { .str($0) })
            }
        }
    }

    /// mkdir, rm and touch of one path.
    private func change(_ name: String, _ path: String) throws {
        let removing = !["mkdir_p", "makedirs", "mkpath", "mkdir", "touch"].contains(name)
        try files.confine(path, forRemoval: removing, at: location)
        let isLink = try files.isLink(path, at: location)
        // A link is removed itself, wherever it points: it is not followed to see what it is.
        if removing, isLink { return try files.remove(path, at: location) }
        let found = try kind(path)
        switch name {
        case "mkdir_p", "makedirs", "mkpath":
            if found == .file { throw Self.errno("EEXIST", "File exists @ dir_s_mkdir - \(path)", location) }
            try files.makeDirectory(path, at: location)
        case "mkdir":
            if found != nil || isLink { throw Self.errno("EEXIST", "File exists @ dir_s_mkdir - \(path)", location) }
            try requireParent(path, "dir_s_mkdir")
            try files.makeDirectory(path, at: location)
        case "touch":
            if found == nil {
                try requireParent(path, "rb_sysopen")
                try files.writeFile(path, "", append: true, at: location)
            }
        default:
            // rm / rm_f (files only) and rm_r / rm_rf / remove_entry (anything).
            guard found != nil || isLink else {
                if options.force { return }
                throw Self.errno("ENOENT", "No such file or directory @ \(name.hasPrefix("remove_entry") ? "rb_file_s_lstat" : "apply2files") - \(path)", location)
            }
            let recursive = !["rm", "remove", "rm_f", "safe_unlink", "remove_file"].contains(name)
            if found == .directory, !isLink, !recursive { throw Self.errno("EISDIR", "Is a directory @ apply2files - \(path)", location) }
            try files.remove(path, at: location)
        }
    }

    /// cp / cp_r / mv / ln_s: each source to the destination, or into it when it is a folder.
    private func transfer(_ name: String, _ positional: [Value]) throws -> Value {
        guard positional.count == 2 else {
            throw context.error("ArgumentError", "wrong number of arguments (given \(positional.count), expected 2)")
        }
        let sources = try HostArguments.flatStrings([positional[0]], context)
        let destination = try HostArguments.string(positional[1], context)
        let linking = name.hasPrefix("ln") || name == "symlink"
        let flags = name == "cp_r" ? " -r" : linking ? (options.force ? " -sf" : " -s") : options.force && name.hasPrefix("m") ? " -f" : ""
        let word = linking ? "ln" : name.hasPrefix("m") ? "mv" : "cp"
        say("\(word)\(flags) \(sources.joined(separator: " ")) \(destination)")
        guard !options.noop else { return name.hasPrefix("cp") || name == "copy" ? .nil : .integer(0) }
        try files.confine(destination, forRemoval: linking, at: location)
        if name.hasPrefix("m") { for source in sources { try files.confine(source, forRemoval: true, at: location) } }
        let destinationIsLink = try files.isLink(destination, at: location)
        let intoFolder = try kind(destination) == .directory && !(linking && destinationIsLink && options.force)
        for source in sources {
            let target = intoFolder ? FileObject.join([destination, FileObject.basename(source, suffix: nil)]) : destination
            if linking {
                let occupied = try kind(target) != nil
                if !options.force, try occupied || files.isLink(target, at: location) {
                    throw Self.errno("EEXIST", "File exists @ syserr_fail2_in - \(target)", location)
                }
                try files.link(source, at: target, at: location)
                continue
            }
            guard let found = try kind(source) else {
                let place = name.hasPrefix("m") ? "rb_file_s_rename - (\(source), \(target))" : "rb_sysopen - \(source)"
                throw Self.errno("ENOENT", "No such file or directory @ \(place)", location)
            }
            if found == .directory, name == "cp" || name == "copy" { throw Self.errno("EISDIR", "Is a directory - read", location) }
            try files.copy(source, to: target, at: location)
            if name.hasPrefix("m") { try files.remove(source, at: location) }
        }
        return name.hasPrefix("cp") || name == "copy" ? .nil : .integer(0)
    }

    private func kind(_ path: String) throws -> FileKind? { try host.fileKind(path, at: location) }

    private func requireParent(_ path: String, _ call: String) throws {
        try Self.requireParent(of: path, call, host: host, at: location)
    }

    /// Ruby's ENOENT for a file or folder made in a folder that does not exist. A parent the host
    /// refuses to read is left to the write itself, whose refusal names the path and the write.
    static func requireParent(of path: String, _ call: String, host: ScriptHost, at location: SourceLocation) throws {
        let parent = FileObject.dirname(path)
        guard parent != "." else { return }
        let kind: FileKind?
        do { kind = try host.fileKind(parent, at: location) } catch { return }
        guard kind != .directory else { return }
        throw errno("ENOENT", "No such file or directory @ \(call) - \(path)", location)
    }

    private func say(_ line: String) {
        if options.verbose { host.write(line + "\n") }
    }

    /// The command each method echoes under `verbose: true`, as fileutils spells it.
    static func verboseLine(_ name: String, _ force: Bool) -> String {
        switch name {
        case "mkdir_p", "makedirs", "mkpath": return "mkdir -p"
        case "mkdir": return "mkdir"
        case "touch": return "touch"
        case "rm", "remove", "rm_f", "safe_unlink", "remove_file": return force ? "rm -f" : "rm"
        case "remove_dir": return "rmdir"
        default: return force ? "rm -rf" : "rm -r"
        }
    }

    static func mode(_ value: Value, _ context: CallContext) throws -> Int {
        switch value {
        case .integer(let mode) where (0...0o7777).contains(mode): return mode
        case .string(let text):
            if let mode = Int(text.value, radix: 8), (0...0o7777).contains(mode) { return mode }
        default: break
        }
        throw context.error("ArgumentError", "invalid file mode: \(value.inspect) (symbolic modes are not supported in templates)")
    }

    static func errno(_ name: String, _ message: String, _ location: SourceLocation) -> RuntimeError {
        RuntimeError("Errno::\(name)", message, at: location, code: name == "ENOENT" ? .missingFile : .ioError)
    }
}
