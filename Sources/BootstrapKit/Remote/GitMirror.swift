import Foundation

/// One repository's bare mirror in the cache, driven through the `git` command: cloned once,
/// fetched again when a branch or tag (or the default) is asked for, used as is for a commit it
/// already has, and never contacted with `--offline`.
struct GitMirror {
    /// What git clones and fetches (the source after the user's URL rewrites).
    let remote: String
    let folder: URL
    let environment: [String: String]

    var exists: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent("HEAD").path) }

    /// Makes the mirror current for `ref`: a commit the mirror holds needs no fetch; anything else
    /// (a branch or tag can move) is fetched, unless offline.
    func update(for ref: String?, offline: Bool) throws {
        if exists {
            if let ref, Self.looksLikeCommit(ref), (try? commit(of: ref)) != nil { return }
            if offline { return }
            let result = try git(["fetch", "--quiet", "--prune", "--tags", "origin"])
            guard result.status == 0 else { throw FetchError("cannot fetch \(remote): \(result.reason)") }
            return
        }
        if offline {
            throw FetchError("\(remote) is not in the cache, and --offline fetches nothing (run once without --offline)")
        }
        let staging = try TemplateCache.staging(beside: folder)
        defer { try? FileManager.default.removeItem(at: staging) }
        let target = staging.appendingPathComponent("mirror.git")
        let result = try GitProcess.run(
            ["clone", "--mirror", "--quiet", "--", remote, target.path], in: .cache, directory: staging, environment: environment)
        guard result.status == 0 else { throw FetchError("cannot fetch \(remote): \(result.reason)") }
        try TemplateCache.install(target, at: folder)
    }

    /// The ref the user asked for, or copier's default: the newest version tag, else the default
    /// branch. Returns the ref's name and the commit it points at.
    func resolve(_ ref: String?) throws -> (ref: String, commit: String) {
        if let ref {
            guard !ref.hasPrefix("-"), !ref.isEmpty else { throw FetchError("'\(ref)' is not a tag, branch or commit") }
            for candidate in ["refs/tags/\(ref)", "refs/heads/\(ref)", ref] {
                if let commit = try commit(of: candidate) { return (ref, commit) }
            }
            throw FetchError("\(remote) has no tag, branch or commit '\(ref)'")
        }
        let tags = try git(["for-each-ref", "--format=%(refname:short)", "refs/tags"]).outputText
            .split(separator: "\n").map(String.init)
        if let newest = VersionTag.newest(tags), let commit = try commit(of: "refs/tags/\(newest)") {
            return (newest, commit)
        }
        let head = try git(["symbolic-ref", "--short", "HEAD"])
        let branch = head.status == 0 ? head.outputText : "HEAD"
        guard let commit = try commit(of: "HEAD") else { throw FetchError("\(remote) has no commits") }
        return (branch, commit)
    }

    /// The version `commit` is: `ref` when it is a version tag, else the newest version tag the
    /// commit contains (`git tag --merged`, a commit after v1.2 on a branch is 1.2); nil when none.
    func version(of commit: String, ref: String) throws -> String? {
        if VersionTag.parse(ref) != nil, try self.commit(of: "refs/tags/\(ref)") == commit { return ref }
        let merged = try git(["tag", "--list", "--merged", commit])
        guard merged.status == 0 else { return nil }
        return VersionTag.newest(merged.outputText.split(separator: "\n").map(String.init))
    }

    /// The files of `commit` in `destination` (which must not exist), through a private index so
    /// the mirror itself is never changed. Links are written as links: confinement refuses those
    /// that lead out of the template when they are used.
    func checkout(_ commit: String, into destination: URL) throws {
        let staging = try TemplateCache.staging(beside: destination)
        defer { try? FileManager.default.removeItem(at: staging) }
        let tree = staging.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: false)
        let index = ["GIT_INDEX_FILE": staging.appendingPathComponent("index").path]
        let base = ["--git-dir", folder.path, "--work-tree", tree.path, "-c", "core.symlinks=true"]
        for step in [["read-tree", commit], ["checkout-index", "--all", "--force"]] {
            let result = try GitProcess.run(base + step, in: .cache, directory: tree, environment: environment, variables: index)
            guard result.status == 0 else { throw FetchError("cannot check out \(commit) of \(remote): \(result.reason)") }
        }
        try TemplateCache.install(tree, at: destination)
    }

    /// The commit `ref` names in the mirror, nil when it names none.
    func commit(of ref: String) throws -> String? {
        let result = try git(["rev-parse", "--verify", "--quiet", "\(ref)^{commit}"])
        return result.status == 0 && !result.outputText.isEmpty ? result.outputText : nil
    }

    /// A full or abbreviated commit name: 7 to 40 hexadecimal digits.
    static func looksLikeCommit(_ ref: String) -> Bool {
        (7...40).contains(ref.count) && ref.allSatisfy { $0.isHexDigit }
    }

    private func git(_ arguments: [String]) throws -> ToolProcess.Result {
        try GitProcess.run(["--git-dir", folder.path] + arguments, in: .cache, directory: folder, environment: environment)
    }
}

/// Version tags as copier reads them: `1.2.3` or `v1.2.3` (one to three numbers); pre-releases
/// (`1.0.0-rc1`) and other tags are not versions to default to.
enum VersionTag {
    static func parse(_ tag: String) -> [Int]? {
        var text = Substring(tag)
        if text.first == "v" || text.first == "V" { text = text.dropFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(part) else { return nil }
            numbers.append(n)
        }
        return numbers + Array(repeating: 0, count: 3 - numbers.count)
    }

    /// The highest version among `tags`; of equal versions (`1.0` and `v1.0.0`) the first by name.
    static func newest(_ tags: [String]) -> String? {
        let versions = tags.sorted().compactMap { tag in parse(tag).map { (tag, $0) } }
        return versions.max { $0.1.lexicographicallyPrecedes($1.1) }?.0
    }
}
