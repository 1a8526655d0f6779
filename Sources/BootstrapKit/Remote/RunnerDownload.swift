import Diagnostics
import Foundation
import RunnerLanguage

/// What a runner's `apply URL` and `get URL, DEST` download, through the same fetcher as `-m`:
/// the user's URL rewrites, the cache (`--offline` reads only it), the size limit. A template may
/// name only http(s) URLs; only the user's own rewrites lead to a `file://` or local path, and
/// what they lead to is confined to the rewrite's folder (no `..`, no link out of it).
public enum RunnerDownload {
    /// The bytes at `url`; a failure is a located error with the code `download-failed` (exit 2).
    /// `consent` is asked only before a request goes to the network (a rewrite to a local folder
    /// and an `--offline` read of the cache send none); when it says no, nothing is fetched and
    /// the result is nil. What it throws (no consent possible, the user quit) is passed on as it is.
    public static func fetch(
        _ url: String, options: RemoteOptions, at location: SourceLocation?, consent: () throws -> Bool = { true }
    ) throws -> Data? {
        func failure(_ message: String) -> RuntimeError {
            RuntimeError("RuntimeError", message, at: location, code: DiagnosticCode.downloadFailed)
        }
        guard url.range(of: "^https?://", options: [.regularExpression, .caseInsensitive]) != nil else {
            throw failure("refusing to download \(url): a template may download only http and https URLs")
        }
        do {
            let configuration = try UserConfiguration.load(options)
            let match = configuration.rewriteMatch(url)
            if let match, let path = TemplateSource.localPath(match.result) {
                return try readRewritten(path, replacement: match.replacement, url: url)
            }
            let target = match?.result ?? url
            let cache = TemplateCache(options)
            if options.offline {
                guard let data = cache.cachedFile(for: target).flatMap({ FileManager.default.contents(atPath: $0.path) }) else {
                    throw FetchError("\(url) is not in the cache, and --offline fetches nothing")
                }
                return data
            }
            guard try consent() else { return nil }
            let data = try HTTPDownload.fetch(target, limit: options.maxDownloadSize, environment: options.environment)
            // Kept for a later --offline run; a cache that cannot be written does not fail the download.
            _ = try? cache.store(data, for: target)
            return data
        } catch let error as FetchError {
            throw failure(error.message)
        } catch let diagnostic as Diagnostic {
            throw failure(diagnostic.rendered)
        }
    }

    /// A rewrite to the local disk: the file below the rewrite's folder, confined to it.
    private static func readRewritten(_ path: String, replacement: String, url: String) throws -> Data {
        guard let base = TemplateSource.localPath(replacement) else { throw FetchError("\(replacement) is not a local path") }
        var isDirectory: ObjCBool = false
        let baseIsFolder = FileManager.default.fileExists(atPath: base, isDirectory: &isDirectory) && isDirectory.boolValue
        let root = baseIsFolder ? base : (base as NSString).deletingLastPathComponent
        let relative = path.hasPrefix(root) ? String(path.dropFirst(root.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/")) : path
        let confinement = PathConfinement(root: URL(fileURLWithPath: root))
        let inside: String
        do { inside = try confinement.resolve(relative, from: "", access: .read, at: nil) } catch {
            throw FetchError("refusing to read \(url): its rewrite leads out of \(root)")
        }
        let file = confinement.realRoot + (inside.isEmpty ? "" : "/" + inside)
        guard let data = FileManager.default.contents(atPath: file) else {
            throw FetchError("cannot download \(url): its rewrite \(path) does not exist")
        }
        return data
    }
}
