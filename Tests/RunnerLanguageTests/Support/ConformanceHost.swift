import Diagnostics
import Foundation
import RunnerLanguage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's glob(3), under a name that does not collide with `ScriptHost.glob`.
private func systemGlob(_ pattern: String, _ matches: inout glob_t) -> Int32 {
    #if canImport(Glibc)
    return Glibc.glob(pattern, 0, nil, &matches)
    #else
    return Darwin.glob(pattern, 0, nil, &matches)
    #endif
}

/// The ScriptHost the conformance corpus runs under: it captures what a script prints, and lets
/// it read only inside the corpus, relative to the script's own folder (the folder `ruby` is run
/// from when the expected outputs are recorded, so relative paths mean the same thing to both).
/// The environment is empty so that no output can depend on the machine.
final class ConformanceHost: ScriptHost {
    /// Everything written by `puts`, `print` and `p`, in order.
    private(set) var output = ""
    /// The script's folder: relative paths are resolved from here.
    let currentDirectory: URL
    /// Reads outside this folder are refused.
    let root: URL

    init(currentDirectory: URL, root: URL) {
        self.currentDirectory = currentDirectory.standardizedFileURL
        self.root = root.standardizedFileURL
    }

    func write(_ text: String) {
        output += text
    }

    func readFile(_ path: String, at location: SourceLocation) throws -> String {
        let url = try confined(path, at: location)
        guard let data = FileManager.default.contents(atPath: url.path),
            let text = String(data: data, encoding: .utf8)
        else {
            // Ruby's wording, so a script that rescues it prints the same thing.
            throw RuntimeError("Errno::ENOENT", "No such file or directory @ rb_sysopen - \(path)", at: location)
        }
        return text
    }

    func fileKind(_ path: String, at location: SourceLocation) throws -> FileKind? {
        let url = try confined(path, at: location)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue ? .directory : .file
    }

    func glob(_ pattern: String, at location: SourceLocation) throws -> [String] {
        // An absolute pattern inside the corpus (`File.join(__dir__, "x", "*.rb")`) is matched as written.
        let inside = pattern.hasPrefix(root.path + "/")
        if (pattern.hasPrefix("/") && !inside) || pattern.split(separator: "/").contains("..") {
            throw refusal(pattern, at: location)
        }
        let prefix = currentDirectory.path.hasSuffix("/") ? currentDirectory.path : currentDirectory.path + "/"
        var matches = glob_t()
        defer { globfree(&matches) }
        guard systemGlob(inside ? pattern : prefix + pattern, &matches) == 0 else { return [] }
        var paths: [String] = []
        for index in 0..<Int(matches.gl_pathc) {
            guard let cString = matches.gl_pathv[index] else { continue }
            let match = String(cString: cString)
            // Spelled relative, the way the pattern was written.
            paths.append(!inside && match.hasPrefix(prefix) ? String(match.dropFirst(prefix.count)) : match)
        }
        return paths.sorted()
    }

    func expandPath(_ path: String, relativeTo base: String?) -> String {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL.path }
        let baseURL = base.map { expandPath($0, relativeTo: nil) }.map(URL.init(fileURLWithPath:)) ?? currentDirectory
        return baseURL.appendingPathComponent(path).standardizedFileURL.path
    }

    var environment: [String: String] { [:] }

    private func confined(_ path: String, at location: SourceLocation) throws -> URL {
        let url = URL(fileURLWithPath: expandPath(path, relativeTo: nil))
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard url.path == root.path || url.path.hasPrefix(rootPath) else { throw refusal(path, at: location) }
        return url
    }

    private func refusal(_ path: String, at location: SourceLocation) -> RuntimeError {
        RuntimeError(
            "RuntimeError", "refusing to read '\(path)': it is outside the conformance corpus", at: location,
            code: .refusedPath)
    }
}
