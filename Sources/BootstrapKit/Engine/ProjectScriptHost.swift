import Diagnostics
import Foundation
import RunnerLanguage

/// The world as a template's scripts see it: `File.read`, `File.exist?`, `Dir.glob` and
/// `require_relative` may read the template folder and the project being generated, nothing else
/// (safety.md). Project reads go through the workspace, so a script sees the files earlier actions
/// wrote in memory; template reads go to disk, confined to the template folder.
final class ProjectScriptHost: ScriptHost {
    let workspace: Workspace
    let template: PathConfinement
    /// Where `puts` output goes; set once the run's log exists.
    var output: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
    let environment: [String: String]

    init(workspace: Workspace, templateRoot: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.workspace = workspace
        self.template = PathConfinement(root: templateRoot)
        self.environment = environment
    }

    func write(_ text: String) { output(text) }

    /// Where a path a script names lives: the template folder (absolute paths inside it) or the project.
    private enum Place {
        case template(String)
        case project(String)
    }

    private func place(_ path: String, at location: SourceLocation) throws -> Place {
        if path.hasPrefix("/") {
            let normal = (path as NSString).standardizingPath
            for root in [template.root, template.realRoot] where normal == root || normal.hasPrefix(root + "/") {
                return .template(try template.resolve(path, from: "", access: .read, at: location))
            }
            let project = [workspace.root.path, PathConfinement(root: workspace.root).realRoot]
            guard project.contains(where: { normal == $0 || normal.hasPrefix($0 + "/") }) else {
                throw RuntimeError(
                    "RuntimeError",
                    "refusing to read '\(path)': scripts may read only the template folder and the project",
                    at: location, code: "refused-path")
            }
        }
        return .project(try workspace.resolve(path, for: .read, at: location))
    }

    func readFile(_ path: String, at location: SourceLocation) throws -> String {
        switch try place(path, at: location) {
        case .template(let relative):
            let full = template.realRoot + (relative.isEmpty ? "" : "/" + relative)
            guard let data = FileManager.default.contents(atPath: full), let text = String(data: data, encoding: .utf8) else {
                throw RuntimeError("Errno::ENOENT", "No such file or directory @ rb_sysopen - \(path)", at: location, code: "missing-file")
            }
            return text
        case .project(let relative):
            guard let text = try workspace.read(relative) else {
                throw RuntimeError("Errno::ENOENT", "No such file or directory @ rb_sysopen - \(path)", at: location, code: "missing-file")
            }
            return text
        }
    }

    func fileKind(_ path: String, at location: SourceLocation) throws -> FileKind? {
        switch try place(path, at: location) {
        case .template(let relative):
            var isDirectory: ObjCBool = false
            let full = template.realRoot + (relative.isEmpty ? "" : "/" + relative)
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else { return nil }
            return isDirectory.boolValue ? .directory : .file
        case .project(let relative):
            if workspace.isDirectory(relative) { return .directory }
            return workspace.isFile(relative) ? .file : nil
        }
    }

    func glob(_ pattern: String, at location: SourceLocation) throws -> [String] {
        let absolute = pattern.hasPrefix("/")
        let matcher = GlobPattern(pattern)
        var results: [String] = []
        for prefix in matcher.fixedPrefixes {
            let start = absolute ? "/" + prefix : prefix
            // A pattern reaching outside (absolute, or climbing out with `..`) is refused like a
            // read, not answered with an empty list that would hide the refusal.
            guard let place = try? place(start.isEmpty ? "." : start, at: location) else {
                throw RuntimeError("RuntimeError", "refusing to read '\(pattern)': scripts may read only the template folder and the project", at: location, code: "refused-path")
            }
            // Walk below the fixed prefix and keep what matches, spelled as the pattern spelled it.
            let spelledPrefix = prefix.isEmpty ? "" : prefix + "/"
            let base = absolute ? "/" + spelledPrefix : spelledPrefix
            for relative in walk(place) {
                let candidate = base + relative
                if matcher.matches(candidate) { results.append(candidate) }
            }
        }
        return Array(Set(results)).sorted()
    }

    /// Every path below a place, relative to it (folders included), bounded so a huge tree cannot hang a run.
    private func walk(_ place: Place) -> [String] {
        var found: [String] = []
        let limit = 100_000
        switch place {
        case .template(let relative):
            let root = template.realRoot + (relative.isEmpty ? "" : "/" + relative)
            guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
            while let next = enumerator.nextObject() as? String, found.count < limit { found.append(next) }
        case .project(let relative):
            var stack = [""]
            while let folder = stack.popLast(), found.count < limit {
                let full = relative.isEmpty ? folder : (folder.isEmpty ? relative : relative + "/" + folder)
                for name in workspace.children(of: full) {
                    let child = folder.isEmpty ? name : folder + "/" + name
                    found.append(child)
                    if workspace.isDirectory(full.isEmpty ? name : full + "/" + name) { stack.append(child) }
                }
            }
        }
        return found
    }

    func expandPath(_ path: String, relativeTo base: String?) -> String {
        if path.hasPrefix("/") { return (path as NSString).standardizingPath }
        if path == "~" || path.hasPrefix("~/") { return path }  // home is never ours to read; keep it visible
        let start = base ?? workspace.absolute(workspace.currentDirectory)
        let joined = start.hasPrefix("/") ? start : workspace.absolute(workspace.currentDirectory) + "/" + start
        return ((joined as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }
}
