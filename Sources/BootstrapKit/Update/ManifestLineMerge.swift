/// The dependency lines of a manifest merged by what they declare, before the line merge:
/// a gem, pod or package the new version bumps is replaced where it stands in the project, one it
/// drops is removed where the user kept the template's line, one it adds goes after the line it
/// follows in the new version. The same changes are made to the base, so the line merge that
/// follows sees them as done and merges only the rest; a line the user added has no base line
/// and is never touched.
enum ManifestLineMerge {
    /// What a line of this manifest declares (`gem:rails`), or nil for other lines and other files.
    static func keyer(for path: String) -> ((Substring) -> String?)? {
        switch path.split(separator: "/").last.map(String.init) ?? path {
        case "Gemfile": return { GemfileLine.declaredGemName(in: $0).map { "gem:" + $0 } }
        case "Podfile": return { PodfileDocument.podName($0.trimmingCharacters(in: .whitespaces)).map { "pod:" + $0 } }
        case "Package.swift": return packageKey
        default: return nil
        }
    }

    /// `.package(url: "…"` lines by the package's identity, `.product(name: "X", package: "p")` by both names.
    static func packageKey(_ line: Substring) -> String? {
        let code = line.trimmingCharacters(in: .whitespaces)
        if code.hasPrefix(".package("), let url = literal(after: "url:", in: code) { return "package:" + PackageLine.identity(ofURL: url) }
        if code.hasPrefix(".product("), let name = literal(after: "name:", in: code) {
            return "product:" + name + ":" + (literal(after: "package:", in: code) ?? "")
        }
        return nil
    }

    private static func literal(after label: String, in code: String) -> String? {
        guard let labelRange = code.range(of: label) else { return nil }
        let rest = code[labelRange.upperBound...].drop { $0 == " " }
        guard rest.first == "\"" else { return nil }
        let body = rest.dropFirst()
        guard let close = body.firstIndex(of: "\"") else { return nil }
        return String(body[..<close])
    }

    struct Outcome {
        var base: [String]
        var ours: [String]
        /// What the user will want to know: a dependency kept because the user changed it.
        var notes: [String]
    }

    static func prepare(path: String, base: [String], ours: [String], theirs: [String]) -> Outcome {
        var outcome = Outcome(base: base, ours: ours, notes: [])
        guard let key = keyer(for: path) else { return outcome }
        let old = unique(base, key), new = unique(theirs, key)
        // In the new version's order, so each added line finds the ones before it already in place.
        var order = theirs.compactMap { key(TextLines.content($0)) }.filter { new[$0] != nil }
        order += base.compactMap { key(TextLines.content($0)) }.filter { new[$0] == nil && old[$0] != nil }
        var seen = Set<String>()
        for name in order where seen.insert(name).inserted {
            let was = old[name], now = new[name]
            guard was != now else { continue }
            let mine = index(of: name, in: outcome.ours, key)
            let current = mine.map { outcome.ours[$0] }
            switch (was, now) {
            case (let was?, let now?):
                // Bumped: replaced where the user keeps it; left to the line merge (a conflict) when
                // the user changed it too; a line the user removed stays removed.
                guard current == nil || current == was || current == now else { continue }
                if current == was, let mine { outcome.ours[mine] = now }
                if let at = index(of: name, in: outcome.base, key) { outcome.base[at] = now }
            case (_?, nil):
                // Dropped: removed where the user kept the template's line; a changed one is the user's.
                if current != nil, current == was, let mine { outcome.ours.remove(at: mine) }
                if let current, current != was {
                    outcome.notes.append("kept \(TextLines.content(current).trimmingCharacters(in: .whitespaces)): the new version drops it, the project changed it")
                }
                if let at = index(of: name, in: outcome.base, key) { outcome.base.remove(at: at) }
            case (nil, let now?):
                // Added: after the line before it in the new version; the user's own line for it wins.
                if current == nil { insert(now, following: name, theirs: theirs, into: &outcome.ours, key) }
                insert(now, following: name, theirs: theirs, into: &outcome.base, key)
            case (nil, nil):
                continue
            }
        }
        return outcome
    }

    /// Key → line for keys declared once (a gem in two groups is left to the line merge).
    private static func unique(_ lines: [String], _ key: (Substring) -> String?) -> [String: String] {
        var found: [String: String] = [:], doubled = Set<String>()
        for line in lines {
            guard let name = key(TextLines.content(line)) else { continue }
            if found[name] != nil { doubled.insert(name) }
            found[name] = line
        }
        for name in doubled { found[name] = nil }
        return found
    }

    private static func index(of name: String, in lines: [String], _ key: (Substring) -> String?) -> Int? {
        let matches = lines.indices.filter { key(TextLines.content(lines[$0])) == name }
        return matches.count == 1 ? matches[0] : nil
    }

    /// Puts `line` after the nearest line before it in `theirs` that `lines` holds once, else
    /// before the nearest one after it, else at the end. A dependency line is found by what it
    /// declares, so a line added after a gem both sides changed follows the gem as it stands.
    private static func insert(_ line: String, following name: String, theirs: [String], into lines: inout [String], _ key: (Substring) -> String?) {
        guard let position = theirs.firstIndex(where: { key(TextLines.content($0)) == name }) else { return }
        func place(of neighbour: String) -> Int? {
            if let declared = key(TextLines.content(neighbour)) { return index(of: declared, in: lines, key) }
            let matches = lines.indices.filter { lines[$0] == neighbour }
            return matches.count == 1 ? matches[0] : nil
        }
        for earlier in theirs[..<position].reversed() {
            if let at = place(of: earlier) {
                lines.insert(line, at: at + 1)
                return
            }
        }
        for later in theirs[(position + 1)...] {
            if let at = place(of: later) {
                lines.insert(line, at: at)
                return
            }
        }
        if let last = lines.last, !last.hasSuffix("\n") { lines[lines.count - 1] = last + "\n" }
        lines.append(line)
    }
}
