import Foundation

extension Workspace {
    /// `Dir.glob(pattern)` over the project as the run sees it (changes in memory included):
    /// `*`, `?`, `[set]`, `{a,b}` and `**/` (any depth), dotfiles only when the pattern names
    /// them, as Ruby does. `pattern` is relative to the current directory (already confined by
    /// the caller through `resolve` of its fixed prefix); results are project-relative, sorted.
    /// A link is listed by its own name but never looked through when it leads out of the root
    /// (the names beyond it are outside), and `**` follows no link at all, as Ruby's does not:
    /// a link to `/` neither lists the disk nor walks it.
    public func glob(_ pattern: String) -> [String] {
        var results = Set<String>()
        for expanded in Self.expandBraces(pattern) {
            let components = expanded.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            match(components[...], in: currentDirectory, into: &results)
        }
        return results.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private func match(_ components: ArraySlice<String>, in folder: String, into results: inout Set<String>) {
        guard let first = components.first else {
            results.insert(folder)
            return
        }
        let rest = components.dropFirst()
        func join(_ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }
        if first == "**" {
            // Zero folders, then each non-hidden subfolder at any depth (`**/` does not follow dots).
            match(rest, in: folder, into: &results)
            for name in children(of: folder) where !name.hasPrefix(".") && isDirectory(join(name)) && !isLink(join(name)) {
                match(components, in: join(name), into: &results)
            }
            return
        }
        if first == "." || first == ".." || !Self.hasWildcard(first) {
            let path = first == "." ? folder : (first == ".." ? Self.parent(folder) : join(first))
            if (exists(path) || path.isEmpty) && (rest.isEmpty || staysInside(path)) { match(rest, in: path, into: &results) }
            return
        }
        for name in children(of: folder) where Self.fnmatchName(first, name) {
            let path = join(name)
            if rest.isEmpty || (isDirectory(path) && staysInside(path)) { match(rest, in: path, into: &results) }
        }
    }

    /// Whether the names under `path` are the root's: it is no link, or one whose target the
    /// root's door accepts (a link out, or through one, is refused there).
    private func staysInside(_ path: String) -> Bool {
        guard isLink(path) else { return true }
        return (try? confinement.resolve(path, from: "", access: .read, at: nil)) != nil
    }

    static func hasWildcard(_ s: String) -> Bool { s.contains { "*?[".contains($0) } }

    static func parent(_ folder: String) -> String {
        guard let slash = folder.lastIndex(of: "/") else { return "" }
        return String(folder[..<slash])
    }

    /// One component against one name; a leading dot must be matched explicitly (FNM_PERIOD).
    static func fnmatchName(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, FNM_PERIOD) == 0
    }

    /// `{a,b}c` → `ac`, `bc` (nested braces expanded innermost-last, bounded by the pattern size).
    static func expandBraces(_ pattern: String) -> [String] {
        let chars = Array(pattern)
        guard let open = chars.firstIndex(of: "{") else { return [pattern] }
        var depth = 0
        var close: Int?
        var commas: [Int] = []
        for i in open..<chars.count {
            switch chars[i] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { close = i }
            case "," where depth == 1: commas.append(i)
            default: break
            }
            if close != nil { break }
        }
        guard let close else { return [pattern] }
        let head = String(chars[..<open]), tail = String(chars[(close + 1)...])
        var bounds = [open] + commas + [close]
        var out: [String] = []
        for k in 0..<(bounds.count - 1) {
            let option = String(chars[(bounds[k] + 1)..<bounds[k + 1]])
            out += expandBraces(head + option + tail)
            if out.count > 10_000 { break }
        }
        bounds.removeAll()
        return out
    }
}
