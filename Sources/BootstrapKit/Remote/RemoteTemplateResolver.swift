import Diagnostics
import Foundation

/// Turns a `-m` source that is not a plain local path — a git repository, an http(s) file, or
/// anything a URL rewrite sends elsewhere — into a local template folder: a checkout of one commit
/// in the cache, a downloaded file, or the folder a rewrite names. Every failure is a diagnostic
/// (exit 2) raised before anything of the project exists.
struct RemoteTemplateResolver {
    let options: RemoteOptions
    let workingDirectory: URL

    /// What a fetch produced: a folder (a checkout, or a folder a rewrite names) or a single file
    /// (with the URL it was downloaded from, which messages name it by; nil for a local file).
    private enum Fetched {
        case folder(URL, described: String)
        case file(String, downloadedFrom: String?)
    }

    /// The template `argument` names, or nil when it is a local path for `TemplateLocation` to read.
    func resolve(_ argument: String) throws -> TemplateLocation? {
        guard let (fetched, origin) = try fetch(argument) else { return nil }
        return try reporting(argument) {
            var location: TemplateLocation
            switch fetched {
            case .folder(let folder, let described): location = try template(in: folder, described: described)
            case .file(let path, let url):
                location = try TemplateLocation.resolveLocal(path, argument: argument, workingDirectory: workingDirectory)
                location.downloadedFrom = url
            }
            location.origin = origin
            return location
        }
    }

    /// The folder of a module template (`bootstrap gen MODULE SOURCE`) from a remote source, nil
    /// for a local argument (the module template locator's business).
    func moduleTemplateFolder(_ argument: String) throws -> URL? {
        guard let (fetched, _) = try fetch(argument) else { return nil }
        return try reporting(argument) {
            guard case .folder(let folder, let described) = fetched else {
                throw FetchError("a module template is a folder holding \(ModuleTemplate.manifestName), not a single file")
            }
            let root = try subfolder(of: folder, described: described)
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent(ModuleTemplate.manifestName).path) else {
                throw FetchError("there is no module template in \(described): it holds no \(ModuleTemplate.manifestName)")
            }
            return root
        }
    }

    private func reporting<T>(_ argument: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as FetchError {
            throw Diagnostic(code: DiagnosticCode.remoteTemplate, message: "template '\(argument)': \(error.message)")
        }
    }

    /// Fetches what `argument` names into the cache (or finds the local folder a rewrite names);
    /// nil for a local path.
    private func fetch(_ argument: String) throws -> (Fetched, TemplateOrigin)? {
        let source = TemplateSource.classify(argument)
        let url: String
        switch source {
        case .repository(let u), .file(let u): url = u
        case .local:
            guard options.ref == nil else {
                throw Diagnostic(code: DiagnosticCode.remoteTemplate, message: "--ref needs a git repository as the template, and '\(argument)' is a local path")
            }
            return nil
        }
        let configuration = try UserConfiguration.load(options)
        let target = configuration.rewrite(url) ?? (url == argument ? nil : configuration.rewrite(argument)) ?? url
        var origin = TemplateOrigin(
            source: argument, url: URLNormalization.normalize(url), subdir: options.subdir,
            trusted: configuration.isTrusted(url))
        let fetched: Fetched = try reporting(argument) {
            if let path = TemplateSource.localPath(target) {
                // A repository's path that is gone may still be served by the cache (by commit, --offline).
                if case .repository = source, TemplateSource.isGitRepository(path) || !FileManager.default.fileExists(atPath: path) {
                    return try fromRepository(path, origin: &origin)
                }
                return try fromLocalFolder(path, origin: origin)
            }
            if case .file = source {
                guard options.ref == nil else { throw FetchError("--ref needs a git repository, and \(argument) is a single file") }
                return .file(try downloadedFile(target).path, downloadedFrom: url)
            }
            return try fromRepository(target, origin: &origin)
        }
        return (fetched, origin)
    }

    /// A git repository through its mirror in the cache: the commit `--ref` (or the default) names,
    /// checked out once into the cache.
    private func fromRepository(_ remote: String, origin: inout TemplateOrigin) throws -> Fetched {
        let cache = TemplateCache(options)
        let mirror = GitMirror(remote: remote, folder: cache.mirror(for: remote), environment: options.environment)
        try mirror.update(for: options.ref, offline: options.offline)
        let (ref, commit) = try mirror.resolve(options.ref)
        origin.ref = ref
        origin.commit = commit
        if options.findsVersion { origin.version = try mirror.version(of: commit, ref: ref) }
        let checkout = try cache.checkout(for: remote, commit: commit)
        if !FileManager.default.fileExists(atPath: checkout.path) { try mirror.checkout(commit, into: checkout) }
        return .folder(checkout, described: "\(origin.source ?? remote) at \(ref)")
    }

    /// A folder (or file) a `file://` source or a rewrite names that is not a git repository: used
    /// in place, as a local template is.
    private func fromLocalFolder(_ path: String, origin: TemplateOrigin) throws -> Fetched {
        guard options.ref == nil else { throw FetchError("--ref needs a git repository, and \(path) is not one") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FetchError("\(path) does not exist")
        }
        return isDirectory.boolValue ? .folder(URL(fileURLWithPath: path), described: origin.source ?? path) : .file(path, downloadedFrom: nil)
    }

    /// `folder`, or its `--subdir`, which must be a folder inside it.
    private func subfolder(of folder: URL, described: String) throws -> URL {
        let root = folder.standardizedFileURL
        guard let subdir = options.subdir else { return root }
        let confinement = PathConfinement(root: root)
        let inside: String
        do { inside = try confinement.resolve(subdir, from: "", access: .read, at: nil) } catch {
            throw FetchError("--subdir \(subdir) is outside the repository")
        }
        let result = URL(fileURLWithPath: confinement.realRoot + (inside.isEmpty ? "" : "/" + inside))
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: result.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FetchError("\(described) has no folder '\(subdir)'")
        }
        return result
    }

    /// The template in `folder` (or its `--subdir`): `config.yml`, else a Rails-style `template.rb`.
    /// The folder is the template's root; its config and runners must not be links out of it.
    private func template(in folder: URL, described: String) throws -> TemplateLocation {
        let root = try subfolder(of: folder, described: described)
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
        if options.offline {
            guard let cached = cache.cachedFile(for: url) else {
                throw FetchError("\(url) is not in the cache, and --offline fetches nothing (run once without --offline)")
            }
            return cached
        }
        let data = try HTTPDownload.fetch(url, limit: options.maxDownloadSize, environment: options.environment)
        return try cache.store(data, for: url)
    }
}
