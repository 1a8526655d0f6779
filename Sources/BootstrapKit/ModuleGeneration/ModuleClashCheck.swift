import BootstrapYAML
import Diagnostics
import Foundation

/// Swift wants each type name, and each file name, once per target: a module whose Swift files
/// declare a type the target already declares, or carry a file name it already has, breaks the
/// build (`bootstrap gen Settings viper` beside the ios-viper skeleton's `SettingsService`). `gen`
/// refuses such a module before writing anything, naming every clash (`module-clash`, exit 2).
///
/// The target of a file is the XcodeGen `project.yml` target whose `sources` path holds it (the
/// longest); a project without one takes SwiftPM's `Sources/T`/`Tests/T`, else the file's first
/// folder. With a `project.yml`, a Swift file that no target's sources hold is refused too: it
/// would be built by none.
enum ModuleClashCheck {
    static func check(_ files: [ModuleGenerator.PlannedFile], module: String, workspace: Workspace) throws {
        let swift = files.filter { $0.path.hasSuffix(".swift") }
        guard !swift.isEmpty else { return }
        let sources = try projectSources(workspace)
        let planned = Set(files.map(\.path))
        var clashes: [String] = []
        if let sources {
            for file in swift where target(of: file.path, sources: sources) == nil {
                clashes.append("\(file.path) is in no target of project.yml (their sources: \(sources.joined(separator: ", ")))")
            }
        }
        var targets: [String: [ModuleGenerator.PlannedFile]] = [:]
        for file in swift {
            guard let folder = sources.map({ target(of: file.path, sources: $0) }) ?? fallbackTarget(of: file.path) else { continue }
            targets[folder, default: []].append(file)
        }
        for folder in targets.keys.sorted() {
            // What the target holds already, the module's own files (a --force run) left out.
            var fileNames: [String: String] = [:], types: [String: String] = [:]
            for path in swiftFiles(below: folder, in: workspace) where !planned.contains(path) {
                fileNames[(path as NSString).lastPathComponent] = fileNames[(path as NSString).lastPathComponent] ?? path
                guard let text = try? workspace.read(path) else { continue }
                for name in declaredTypes(in: text) where types[name] == nil { types[name] = path }
            }
            // Each of the module's files against the target and the module's files before it.
            for file in targets[folder] ?? [] {
                let name = (file.path as NSString).lastPathComponent
                if let other = fileNames[name] { clashes.append("\(file.path): the file name \(name) is taken by \(other)") }
                fileNames[name] = fileNames[name] ?? file.path
                for type in declaredTypes(in: file.content.text ?? "") {
                    if let other = types[type] { clashes.append("\(file.path) declares \(type), which \(other) declares already") }
                    types[type] = types[type] ?? file.path
                }
            }
        }
        guard !clashes.isEmpty else { return }
        let shown = clashes.prefix(10).map { "  " + $0 }.joined(separator: "\n") + (clashes.count > 10 ? "\n  … (\(clashes.count - 10) more)" : "")
        throw Diagnostic(
            code: .moduleClash,
            message: "the module \(module) clashes with its target; nothing was written:\n\(shown)\nchoose another module name (like \(module)Screen)")
    }

    /// Every `sources` path of the targets of the project's `project.yml`; nil without one.
    static func projectSources(_ workspace: Workspace) throws -> [String]? {
        guard workspace.isFile("project.yml"), let text = try workspace.read("project.yml"),
            let root = try? YAMLLoader.load(text, path: "project.yml"), let targets = root["targets"]?.mappingPairs
        else { return nil }
        var paths: [String] = []
        for (_, target) in targets {
            guard let sources = target["sources"] else { continue }
            // `sources: Folder`, or a list of `- Folder` and `- path: Folder`.
            let entries = sources.sequenceItems ?? [sources]
            for entry in entries {
                if let path = entry.scalarText ?? entry["path"]?.scalarText { paths.append(normalized(path)) }
            }
        }
        return paths
    }

    private static func normalized(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// The longest sources path that holds `path`.
    static func target(of path: String, sources: [String]) -> String? {
        sources.filter { $0.isEmpty || $0 == "." || path == $0 || path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
    }

    private static func fallbackTarget(of path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count > 1 else { return "" }
        if ["Sources", "Tests"].contains(parts[0]), parts.count > 2 { return parts[0] + "/" + parts[1] }
        return parts[0]
    }

    /// The `.swift` files below `folder` (the project's root for ""), through the workspace.
    private static func swiftFiles(below folder: String, in workspace: Workspace) -> [String] {
        var found: [String] = [], pending = [folder == "." ? "" : folder]
        while let current = pending.popLast() {
            for name in workspace.children(of: current) {
                let path = current.isEmpty ? name : current + "/" + name
                if workspace.isDirectory(path) {
                    // What builds and tools keep are no sources.
                    if !name.hasPrefix("."), name != "Pods", !name.hasSuffix(".xcodeproj") { pending.append(path) }
                } else if name.hasSuffix(".swift") {
                    found.append(path)
                }
            }
        }
        return found
    }

    /// The names of the types a Swift file declares at its top level (`class`, `struct`, `enum`,
    /// `protocol`, `actor`, `typealias`), after any attributes and modifiers; an `extension`
    /// declares none, and a nested type (indented) is its enclosing type's.
    static func declaredTypes(in text: String) -> [String] {
        let keywords: Set<Substring> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
        let modifiers: Set<Substring> = ["public", "private", "fileprivate", "internal", "open", "final", "indirect", "package"]
        var names: [String] = []
        var inComment = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if inComment {
                if line.contains("*/") { inComment = false }
                continue
            }
            if line.hasPrefix("/*") {
                inComment = !line.contains("*/")
                continue
            }
            guard let first = line.first, first != " ", first != "\t" else { continue }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) { words = words.dropFirst() }
            guard let keyword = words.first, keywords.contains(keyword), let nameWord = words.dropFirst().first else { continue }
            let name = nameWord.replacingOccurrences(of: "`", with: "").prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }
}
