import BootstrapYAML
import Diagnostics
import Foundation

/// The user's own settings, `$XDG_CONFIG_HOME/bootstrap/config.yml` (`~/.config/bootstrap/config.yml`),
/// or the file `BOOTSTRAP_CONFIG` names:
///
/// ```yaml
/// url_rewrites:                      # prefix: replacement; the longest matching prefix wins
///   "https://github.com/acme/": "https://git.mirror.example/acme/"
///   "https://raw.githubusercontent.com/acme/tpl/main/": "file:///srv/snapshots/tpl/"
/// trusted:                           # sources whose commands run without asking
///   - https://git.example.com/team
/// ```
public struct UserConfiguration: Sendable {
    public struct Rewrite: Sendable {
        public var prefix: String
        public var replacement: String
    }

    public var rewrites: [Rewrite] = []
    public var trusted: [String] = []

    public init(rewrites: [Rewrite] = [], trusted: [String] = []) {
        self.rewrites = rewrites
        self.trusted = trusted
    }

    /// The file the configuration is read from.
    public static func path(_ options: RemoteOptions) -> URL {
        if let file = options.environment["BOOTSTRAP_CONFIG"], !file.isEmpty { return URL(fileURLWithPath: file) }
        return options.xdgFolder("XDG_CONFIG_HOME", fallback: ".config").appendingPathComponent("bootstrap/config.yml")
    }

    /// Reads the configuration; a missing default file is an empty configuration, a missing
    /// `BOOTSTRAP_CONFIG` file or a malformed one is a located error (exit 2).
    public static func load(_ options: RemoteOptions) throws -> UserConfiguration {
        let url = path(options)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if options.environment["BOOTSTRAP_CONFIG"].map({ !$0.isEmpty }) == true {
                throw Diagnostic(code: DiagnosticCode.userConfig, message: "BOOTSTRAP_CONFIG names \(url.path), which cannot be read")
            }
            return UserConfiguration()
        }
        let text = String(decoding: data, as: UTF8.self)
        let source = SourceText(path: url.path, text: text)
        func error(_ message: String, _ node: Node) -> Diagnostic {
            Diagnostic(
                code: DiagnosticCode.userConfig, message: message,
                at: SourceLocation(file: url.path, line: node.mark.line, column: node.mark.column), in: source)
        }
        guard let root = try YAMLLoader.load(text, path: url.path), !root.isNull else { return UserConfiguration() }
        guard let pairs = root.mappingPairs else { throw error("the user configuration must be a mapping", root) }
        var configuration = UserConfiguration()
        for (key, value) in pairs {
            switch key.scalarText {
            case "url_rewrites":
                guard value.isNull || value.mappingPairs != nil else {
                    throw error("url_rewrites must map URL prefixes to their replacements", value)
                }
                for (prefix, replacement) in value.mappingPairs ?? [] {
                    guard let from = prefix.scalarText, !from.isEmpty, let to = replacement.scalarText, !to.isEmpty else {
                        throw error("a URL rewrite maps a prefix to a replacement, both non-empty text", prefix)
                    }
                    configuration.rewrites.append(Rewrite(prefix: from, replacement: to))
                }
            case "trusted":
                let items = value.isNull ? [] : (value.sequenceItems ?? [value])
                for item in items {
                    guard let text = item.scalarText, !text.isEmpty else { throw error("trusted lists sources as text", item) }
                    configuration.trusted.append(text)
                }
            default:
                var message = "unknown setting '\(key.scalarText ?? "?")' in the user configuration"
                if let name = key.scalarText, let suggestion = Suggestions.didYouMean(name, in: ["url_rewrites", "trusted"]) {
                    message += " (\(suggestion))"
                }
                throw error(message, key)
            }
        }
        return configuration
    }

    /// `url` with its longest matching rewrite applied, or nil when none matches. Prefixes match
    /// the URL as written and its normalized form; a prefix that does not end in `/` or `:` must end
    /// at a path-segment boundary, so `…/tpl` never rewrites `…/tpl-other` into the replacement's folder.
    public func rewrite(_ url: String) -> String? { rewriteMatch(url)?.result }

    /// The rewritten URL and the rule's replacement (the folder a `file://` rewrite is confined to).
    func rewriteMatch(_ url: String) -> (result: String, replacement: String)? {
        let forms = [url, URLNormalization.normalize(url)]
        var best: (length: Int, result: String, replacement: String)?
        for rule in rewrites {
            for form in forms {
                guard let remainder = Self.remainder(of: form, after: rule.prefix) else { continue }
                if let best, best.length >= rule.prefix.count { continue }
                best = (rule.prefix.count, Self.join(rule.replacement, remainder), rule.replacement)
            }
        }
        return best.map { ($0.result, $0.replacement) }
    }

    /// Whether commands of a template from `source` run without asking.
    public func isTrusted(_ source: String) -> Bool {
        trusted.contains { URLNormalization.isWithin(source, base: $0) }
    }

    private static func remainder(of url: String, after prefix: String) -> Substring? {
        let candidates = [prefix, URLNormalization.splitScheme(prefix) != nil ? lightNormalized(prefix) : prefix]
        for candidate in candidates where url.hasPrefix(candidate) {
            let rest = url.dropFirst(candidate.count)
            if candidate.hasSuffix("/") || candidate.hasSuffix(":") || rest.isEmpty || rest.hasPrefix("/") { return rest }
        }
        return nil
    }

    /// A prefix with its scheme and host lowercased and its trailing slash kept: the slash says where it ends.
    private static func lightNormalized(_ prefix: String) -> String {
        let normalized = URLNormalization.normalize(prefix)
        return prefix.hasSuffix("/") && !normalized.hasSuffix("/") ? normalized + "/" : normalized
    }

    private static func join(_ replacement: String, _ remainder: Substring) -> String {
        if replacement.hasSuffix("/"), remainder.hasPrefix("/") { return replacement + remainder.dropFirst() }
        return replacement + remainder
    }
}
