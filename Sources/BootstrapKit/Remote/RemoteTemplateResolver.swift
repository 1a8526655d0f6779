import Diagnostics
import Foundation

/// Turns a `-m` source that is not a plain local path — a git repository, an http(s) file, or
/// anything a URL rewrite sends elsewhere — into a local template folder: a checkout of one commit
/// in the cache, a downloaded file, or the folder a rewrite names. Every failure is a diagnostic
/// (exit 2) raised before anything of the project exists.
struct RemoteTemplateResolver {
    let options: RemoteOptions
    let workingDirectory: URL

    /// The template `argument` names, or nil when it is a local path for `TemplateLocation` to read.
    func resolve(_ argument: String) throws -> TemplateLocation? {
        let source = TemplateSource.classify(argument)
        if case .local = source {
            guard options.ref == nil else {
                throw Diagnostic(code: "remote-template", message: "--ref needs a git repository as the template, and '\(argument)' is a local path")
            }
            return nil
        }
        let configuration = try UserConfiguration.load(options)
        let url: String
        switch source {
        case .repository(let u), .file(let u): url = u
        case .local: return nil
        }
        let target = configuration.rewrite(url) ?? (url == argument ? nil : configuration.rewrite(argument)) ?? url
        var origin = TemplateOrigin(
            source: argument, url: URLNormalization.normalize(url), subdir: options.subdir,
            trusted: configuration.isTrusted(url))
        do {
            var location: TemplateLocation
            if let path = TemplateSource.localPath(target) {
                // A repository's path that is gone may still be served by the cache (by commit, --offline).
                if case .repository = source, TemplateSource.isGitRepository(path) || !FileManager.default.fileExists(atPath: path) {
                    location = try fromRepository(path, origin: &origin)
                } else {
                    location = try fromLocalFolder(path, origin: origin)
                }
            } else if case .file = source {
                guard options.ref == nil else { throw FetchError("--ref needs a git repository, and \(argument) is a single file") }
                location = try TemplateLocation.resolveLocal(try downloadedFile(target).path, argument: argument, workingDirectory: workingDirectory)
            } else {
                location = try fromRepository(target, origin: &origin)
            }
            location.origin = origin
            return location
        } catch let error as FetchError {
            throw Diagnostic(code: "remote-template", message: "template '\(argument)': \(error.message)")
        }
    }

    /// A git repository through its mirror in the cache: the commit `--ref` (or the default) names,
    /// checked out once into the cache.
    private func fromRepository(_ remote: String, origin: inout TemplateOrigin) throws -> TemplateLocation {
        let cache = TemplateCache(options)
        let mirror = GitMirror(remote: remote, folder: cache.mirror(for: remote), environment: options.environment)
        try mirror.update(for: options.ref, offline: options.offline)
        let (ref, commit) = try mirror.resolve(options.ref)
        origin.ref = ref
        origin.commit = commit
        let checkout = cache.checkout(for: remote, commit: commit)
        if !FileManager.default.fileExists(atPath: checkout.path) { try mirror.checkout(commit, into: checkout) }
        return try template(in: checkout, described: "\(origin.source ?? remote) at \(ref)")
    }

    /// A folder (or file) a `file://` source or a rewrite names that is not a git repository: used
    /// in place, as a local template is.
    private func fromLocalFolder(_ path: String, origin: TemplateOrigin) throws -> TemplateLocation {
        guard options.ref == nil else { throw FetchError("--ref needs a git repository, and \(path) is not one") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FetchError("\(path) does not exist")
        }
        if !isDirectory.boolValue {
            return try TemplateLocation.resolveLocal(path, argument: origin.source ?? path, workingDirectory: workingDirectory)
        }
        return try template(in: URL(fileURLWithPath: path), described: origin.source ?? path)
    }

    /// The template in `folder` (or its `--subdir`): `config.yml`, else a Rails-style `template.rb`.
    /// The folder is the template's root; its config and runners must not be links out of it.
    private func template(in folder: URL, described: String) throws -> TemplateLocation {
        var root = folder.standardizedFileURL
        if let subdir = options.subdir {
            let inside: String
            do { inside = try PathConfinement(root: root).resolve(subdir, from: "", access: .read, at: nil) } catch {
                throw FetchError("--subdir \(subdir) is outside the repository")
            }
            root = URL(fileURLWithPath: PathConfinement(root: root).realRoot + (inside.isEmpty ? "" : "/" + inside))
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw FetchError("\(described) has no folder '\(subdir)'")
            }
        }
        let confinement = PathConfinement(root: root)
        func inside(_ name: String) throws -> URL? {
            let path = root.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            do { _ = try confinement.resolve(name, from: "", access: .read, at: nil) } catch {
                throw FetchError("refusing to read \(name) of \(described): it is a link out of the template")
            }
            return URL(fileURLWithPath: path)
        }
        if let config = try inside("config.yml") {
            let runners = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("runners").path)) ?? []
            for runner in runners where runner.hasSuffix(".rb") { _ = try inside("runners/" + runner) }
            return TemplateLocation(shape: .config(config), root: root)
        }
        if let single = try inside("template.rb") {
            return TemplateLocation(shape: .singleFile(single), root: root)
        }
        let place = options.subdir.map { " (in \($0))" } ?? ""
        throw FetchError("there is no template in \(described)\(place): it holds neither config.yml nor template.rb")
    }

    /// A single file over http(s), kept in the cache; `--offline` takes the cached copy.
    private func downloadedFile(_ url: String) throws -> URL {
        let cache = TemplateCache(options)
        let final = cache.file(for: url)
        if options.offline {
            guard FileManager.default.fileExists(atPath: final.path) else {
                throw FetchError("\(url) is not in the cache, and --offline fetches nothing (run once without --offline)")
            }
            return final
        }
        let data = try HTTPDownload.fetch(url, limit: options.maxDownloadSize, environment: options.environment)
        try cache.store(data, from: url, at: final)
        return final
    }
}

extension TemplateCache {
    /// Writes a downloaded file into its cache folder (replacing an older download of it), with the
    /// URL beside it for `bootstrap cache list`.
    func store(_ data: Data, from url: String, at final: URL) throws {
        let folder = final.deletingLastPathComponent()
        let staging = try Self.staging(beside: folder)
        defer { try? FileManager.default.removeItem(at: staging) }
        try data.write(to: staging.appendingPathComponent(final.lastPathComponent))
        try Data((url + "\n").utf8).write(to: staging.appendingPathComponent(Self.sourceRecord))
        try? FileManager.default.removeItem(at: folder)
        try Self.install(staging, at: folder)
    }
}
