import Diagnostics
import Foundation

/// `bootstrap cache list` (every cached repository and file, with where it came from and its size)
/// and `bootstrap cache clean` (removes the whole cache; the next run fetches again).
public struct CacheCommand {
    public var options: RemoteOptions
    public var output: (String) -> Void

    public init(options: RemoteOptions, output: @escaping (String) -> Void = { OutputStreams.write($0, to: .output) }) {
        self.options = options
        self.output = output
    }

    public func run(_ action: String) -> ExitStatus {
        let cache = TemplateCache(options)
        switch action {
        case "list":
            let entries = cache.entries(environment: options.environment)
            if cache.hasOlderLayout {
                output("older entries in \(cache.root.path) (made by an earlier bootstrap) are no longer used; `bootstrap cache clean` removes them\n")
            }
            if entries.isEmpty {
                output("the cache (\(cache.root.path)) is empty\n")
                return .success
            }
            for entry in entries {
                output("\(entry.kind)\t\(TerminalText.escaped(entry.source))\t\(Self.size(entry.bytes))\t\(entry.path.path)\n")
            }
            output("\(entries.count) entr\(entries.count == 1 ? "y" : "ies") in \(cache.root.path)\n")
            return .success
        case "clean":
            do {
                output(try cache.clean() ? "removed the cache \(cache.root.path)\n" : "the cache (\(cache.root.path)) is empty\n")
                return .success
            } catch {
                output("bootstrap: cannot remove \(cache.root.path): \(error.localizedDescription)\n")
                return .generationFailed
            }
        default:
            output("bootstrap: cache takes list or clean\n")
            return .badInput
        }
    }

    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20 { return String(format: "%.1f MiB", Double(bytes) / Double(1 << 20)) }
        if bytes >= 1 << 10 { return String(format: "%.1f KiB", Double(bytes) / Double(1 << 10)) }
        return "\(bytes) B"
    }
}
