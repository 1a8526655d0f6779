import Diagnostics
import Foundation
import RunnerLanguage

/// `directory`, `empty_directory`, `remove_file`/`remove_dir`, `chmod`, `inside` and `in_root`.
public enum TreeActions {
    static let definitions: [ActionDefinition] = [
        ActionDefinition("empty_directory", ActionSignature(required: 1, optional: 1, keywords: ["verbose"])) { run, a in
            try emptyDirectory(run.context, a, try a.requiredText(0, "the folder"))
        },
        ActionDefinition(
            "directory",
            ActionSignature(required: 1, optional: 2, keywords: FileActions.writeKeywords + ["recursive", "exclude_pattern", "mode"], takesBlock: true),
            source: 0, rendersSource: true
        ) { run, a in
            let source = try a.requiredText(0, "the source folder")
            return try copyDirectory(run.context, a, source: source, destination: try a.text(1) ?? source)
        },
        ActionDefinition(["remove_file", "remove_dir"], ActionSignature(required: 1, optional: 1, keywords: ["verbose"])) { run, a in
            let context = run.context
            let given = try a.requiredText(0, "the path")
            let path = try context.workspace.resolve(given, for: .remove, at: a.location)
            if a.verbose { context.log.status("remove", context.workspace.display(given)) }
            try context.workspace.remove(path)
            return .str(given)
        },
        ActionDefinition("chmod", ActionSignature(required: 2, optional: 1, keywords: ["verbose"])) { run, a in
            let given = try a.requiredText(0, "the path")
            guard a.positional.count >= 2 else { throw ActionError.argument("chmod needs a path and a mode", at: a.location) }
            try FileActions.changeMode(run.context, a, path: given, mode: try mode(a.positional[1], at: a.location))
            return .nil
        },
        ActionDefinition("inside", ActionSignature(required: 0, optional: 2, keywords: ["verbose"], takesBlock: true)) { run, a in
            try inside(run.context, a, try a.text(0) ?? "", verbose: a.flag("verbose") ?? false)
        },
        ActionDefinition("in_root", ActionSignature(takesBlock: true)) { run, a in
            try inRoot(run.context) { try a.block?.call([]) ?? .nil }
        },
    ]

    /// Thor's `in_root { }`: the body works from the project root whatever `inside` says.
    static func inRoot<T>(_ context: ActionContext, _ body: () throws -> T) rethrows -> T {
        let saved = context.workspace.currentDirectory
        context.workspace.currentDirectory = ""
        defer { context.workspace.currentDirectory = saved }
        return try body()
    }

    /// A mode given as a number (`0755`) or an octal string (`"755"`, `"0755"`).
    static func mode(_ value: Value, at location: SourceLocation) throws -> Int {
        switch value {
        case .integer(let i) where (0...0o7777).contains(i): return i
        case .string(let s):
            if let i = Int(s.value.trimmingCharacters(in: .whitespaces), radix: 8), (0...0o7777).contains(i) { return i }
        default: break
        }
        throw ActionError.argument("chmod needs a numeric mode such as 0755 (symbolic modes are not supported)", at: location)
    }

    static func emptyDirectory(_ context: ActionContext, _ a: ActionCall, _ given: String) throws -> Value {
        let destination = try context.expandEncodedInstructions(given, a.call)
        let path = try context.workspace.resolve(destination, for: .write, at: a.location)
        let display = context.workspace.display(destination)
        if context.workspace.exists(path) {
            if a.verbose { context.log.status("exist", display) }
        } else {
            try context.workspace.makeDirectory(path)
            if a.verbose { context.log.status("create", display) }
        }
        return .str(destination)
    }

    /// `inside(dir) { }`: the block runs with `dir` (created if missing) as the working folder;
    /// with `verbose: true` an `inside` status and one more level of indentation, as Thor.
    static func inside(_ context: ActionContext, _ a: ActionCall, _ given: String, verbose: Bool) throws -> Value {
        let workspace = context.workspace
        let path = try workspace.resolve(given, for: .enter, at: a.location)
        if verbose {
            context.log.status("inside", given)
            context.log.indentLevel += 1
        }
        let saved = workspace.currentDirectory
        defer {
            workspace.currentDirectory = saved
            if verbose { context.log.indentLevel -= 1 }
        }
        if !workspace.exists(path) { try workspace.makeDirectory(path) }
        workspace.currentDirectory = path
        guard let block = a.block else { return .nil }
        return try block.call(block.arity == 1 ? [.str(workspace.absolute(path))] : [])
    }

    /// Thor's `directory`: the destination folder (`create`/`exist`), then every file of the
    /// source tree in sorted order — `.tt` rendered and renamed, `.empty_directory` markers made
    /// into empty folders, everything else copied. Links out of the template folder are refused.
    static func copyDirectory(_ context: ActionContext, _ a: ActionCall, source: String, destination given: String) throws -> Value {
        let root = try context.findSource(source, at: a.location, call: a.call)
        let destination = try context.expandEncodedInstructions(given, a.call)
        _ = try emptyDirectory(context, a, destination)
        let recursive = a.flag("recursive") ?? true
        let exclude = try excludePattern(a)
        for relative in try sourceFiles(context, root, recursive: recursive, at: a.location) {
            let sourcePath = root.path + "/" + relative
            if let exclude, exclude.firstMatch(in: sourcePath, range: NSRange(sourcePath.startIndex..., in: sourcePath)) != nil {
                continue
            }
            let target = destination.isEmpty || destination == "." ? relative : destination + "/" + relative
            let url = URL(fileURLWithPath: sourcePath)
            if relative.hasSuffix(".empty_directory") {
                let folder = (target as NSString).deletingLastPathComponent
                if folder == destination || folder.isEmpty { continue }
                _ = try emptyDirectory(context, a, folder)
            } else if relative.hasSuffix(".tt") {
                _ = try FileActions.render(context, a, from: url, to: String(target.dropLast(3)))
            } else {
                _ = try FileActions.copy(context, a, from: url, to: target)
            }
        }
        return .str(destination)
    }

    private static func excludePattern(_ a: ActionCall) throws -> NSRegularExpression? {
        switch a.option("exclude_pattern") {
        case .regexp(let r)?: return r.compiled
        case .string(let s)?:
            do { return try NSRegularExpression(pattern: s.value) } catch {
                throw ActionError.argument("exclude_pattern is not a valid pattern: \(s.value)", at: a.location)
            }
        case nil: return nil
        case let other?: throw ActionError.argument("exclude_pattern must be a Regexp, got \(other.className)", at: a.location)
        }
    }

    /// The files under `root` relative to it, dotfiles included, sorted bytewise as Ruby sorts
    /// `Dir.glob(…, File::FNM_DOTMATCH)`. Linked folders are not entered (as `**` does not);
    /// a link that leads out of the template folder is refused.
    static func sourceFiles(_ context: ActionContext, _ root: URL, recursive: Bool, at location: SourceLocation) throws -> [String] {
        let confinement = context.templateFolder
        var files: [String] = []
        var pending: [String] = [""]
        let fm = FileManager.default
        while let folder = pending.popLast() {
            let absoluteFolder = folder.isEmpty ? root.path : root.path + "/" + folder
            for name in (try? fm.contentsOfDirectory(atPath: absoluteFolder)) ?? [] {
                let relative = folder.isEmpty ? name : folder + "/" + name
                let absolute = root.path + "/" + relative
                // Refusals name the path from the template folder (`templates/d/host`), not from `root`.
                let shown = PathConfinement.relative(absolute, to: confinement.root)
                    ?? PathConfinement.relative(absolute, to: confinement.realRoot) ?? relative
                var info = stat()
                guard lstat(absolute, &info) == 0 else { continue }
                let type = info.st_mode & S_IFMT
                if type == S_IFLNK {
                    _ = try confinement.resolve(absolute, from: "", access: .read, at: location, shownAs: shown)
                    var target = stat()
                    if stat(absolute, &target) == 0, (target.st_mode & S_IFMT) != S_IFDIR { files.append(relative) }
                    continue
                }
                // No link on the way below `root` (already resolved): the shield's check is on names alone.
                if let reason = confinement.shieldRefusal(of: PathConfinement.split(shown), joined: shown) {
                    throw WorkspaceError.refusedPath(shown, access: .read, at: location, because: reason)
                }
                if type == S_IFDIR {
                    if recursive { pending.append(relative) }
                } else {
                    files.append(relative)
                }
            }
        }
        return files.sorted { ($0 as String).utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
