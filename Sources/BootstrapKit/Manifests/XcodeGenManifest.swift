import BootstrapYAML
import Diagnostics
import RubyText

/// A config's Swift packages written into XcodeGen's `project.yml`, with the keys XcodeGen's
/// project spec documents (Docs/ProjectSpec.md, "Swift Package" and "Dependency"):
///
/// ```yaml
/// packages:
///   Alamofire:
///     url: https://github.com/Alamofire/Alamofire
///     from: 5.8.0            # minorVersion, exactVersion, minVersion + maxVersion, branch, revision
/// targets:
///   MyApp:
///     dependencies:
///       - package: Alamofire
///         product: AlamofireDynamic   # only when the product is not named like the package
/// ```
///
/// The file is edited as text, so its comments and layout stay: a package already listed is
/// `identical` when its entry says the same, else its entry is replaced in place; a dependency
/// line already in the target's list is never added again. Only block-style YAML is edited (the
/// layout XcodeGen's documentation and the ios-viper template use); anything else is refused.
public final class XcodeGenManifest {
    public static let fileName = "project.yml"
    public private(set) var lines: [String]

    public var text: String { lines.joined(separator: "\n") }

    public init(text: String) throws {
        // Parsed once to refuse YAML that is broken before any text is touched.
        _ = try YAMLLoader.load(text, path: Self.fileName)
        lines = RubyLines.pieces(text)
        if lines.last == "" { lines.removeLast() }
        trailingNewline = text.hasSuffix("\n") || text.isEmpty
    }

    private let trailingNewline: Bool

    /// The file's text, ending in a newline as it did.
    public var rendered: String { text + (trailingNewline ? "\n" : "") }

    /// The package entry's lines under `packages:` (two-space indentation as XcodeGen's examples).
    public static func entryLines(for dependency: PackageDependency) throws -> [String] {
        var lines = ["  \(dependency.name):", "    url: \(scalar(dependency.url))"]
        switch dependency.requirement {
        case .from(let version)?: lines.append("    from: \(scalar(version))")
        case .minor(let version)?: lines.append("    minorVersion: \(scalar(version))")
        case .exact(let version)?: lines.append("    exactVersion: \(scalar(version))")
        case .branch(let name)?: lines.append("    branch: \(scalar(name))")
        case .revision(let hash)?: lines.append("    revision: \(scalar(hash))")
        case .range(let text)?:
            guard let range = PackageVersionRange(text), range.operator == "..<" else {
                throw Diagnostic(
                    code: DiagnosticCode.configPackageRequirement,
                    message: "package '\(dependency.name)': XcodeGen's minVersion/maxVersion is a half-open range; write it as \"1.2.0\"..<\"2.0.0\"",
                    at: dependency.location)
            }
            lines += ["    minVersion: \(scalar(range.lower))", "    maxVersion: \(scalar(range.upper))"]
        case nil:
            throw Diagnostic(code: DiagnosticCode.configPackageRequirement, message: "package '\(dependency.name)' needs a version requirement", at: dependency.location)
        }
        return lines
    }

    /// The target dependency items for the package's products.
    public static func dependencyItems(for dependency: PackageDependency) -> [[String]] {
        dependency.products.map { product in
            product == dependency.name
                ? ["- package: \(scalar(dependency.name))"]
                : ["- package: \(scalar(dependency.name))", "  product: \(scalar(product))"]
        }
    }

    /// Adds or updates the package and links its products into each of `dependency.targets`, or
    /// the first target when it names none.
    public func add(_ dependency: PackageDependency) throws -> ManifestChange {
        let before = lines
        let listed = try setPackageEntry(try Self.entryLines(for: dependency))
        let targets = dependency.targets.isEmpty ? [try firstTargetName(dependency)] : dependency.targets
        for target in targets {
            for item in Self.dependencyItems(for: dependency) {
                try addDependency(item, to: target, dependency)
            }
        }
        if lines == before { return .identical }
        return listed ? .replaced : .added
    }

    public enum ManifestChange: Equatable {
        case added, replaced, identical
    }

    // MARK: - Blocks

    /// Index of the top-level key `key:` (nothing after the colon, or a comment), or nil.
    private func topLevelKey(_ key: String) -> Int? {
        lines.firstIndex { line in
            line.hasPrefix(key + ":") && Self.valueAfterColon(line, key: key).isEmpty
        }
    }

    /// The first line after `start` whose indentation is at most `indent` and which is not blank
    /// or a comment: the end (exclusive) of the block opened at `start`.
    private func blockEnd(after start: Int, indent: Int) -> Int {
        var index = start + 1
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " }
            if !trimmed.isEmpty, !trimmed.hasPrefix("#"), Self.indentation(line) <= indent { break }
            index += 1
        }
        // Trailing blank lines and comments belong to what follows.
        while index > start + 1, lines[index - 1].drop(while: { $0 == " " }).isEmpty || lines[index - 1].drop(while: { $0 == " " }).hasPrefix("#") {
            index -= 1
        }
        return index
    }

    /// Writes the package's entry; true when `packages:` already listed the package.
    private func setPackageEntry(_ entry: [String]) throws -> Bool {
        guard let packages = topLevelKey("packages") else {
            let at = topLevelKey("targets") ?? lines.count
            lines.insert(contentsOf: ["packages:"] + entry + (at < lines.count ? [""] : []), at: at)
            return false
        }
        let end = blockEnd(after: packages, indent: 0)
        if let existing = (packages + 1..<end).first(where: { lines[$0] == entry[0] || lines[$0].hasPrefix(entry[0] + " ") }) {
            let entryEnd = blockEnd(after: existing, indent: 2)
            if Array(lines[existing..<entryEnd]) != entry { lines.replaceSubrange(existing..<entryEnd, with: entry) }
            return true
        }
        lines.insert(contentsOf: entry, at: end)
        return false
    }

    private func targetLine(_ name: String) -> (index: Int, end: Int)? {
        guard let targets = topLevelKey("targets") else { return nil }
        let end = blockEnd(after: targets, indent: 0)
        guard let index = (targets + 1..<end).first(where: { lines[$0] == "  \(Self.scalar(name)):" }) else { return nil }
        return (index, blockEnd(after: index, indent: 2))
    }

    private func firstTargetName(_ dependency: PackageDependency) throws -> String {
        if let targets = topLevelKey("targets"),
            let first = (targets + 1..<blockEnd(after: targets, indent: 0)).first(where: { Self.indentation(lines[$0]) == 2 && lines[$0].hasSuffix(":") })
        {
            return String(lines[first].dropFirst(2).dropLast())
        }
        throw Diagnostic(code: DiagnosticCode.packageManifest, message: "cannot add the Swift package \(dependency.name): project.yml has no targets", at: dependency.location)
    }

    private func addDependency(_ item: [String], to target: String, _ dependency: PackageDependency) throws {
        guard let (index, end) = targetLine(target) else {
            throw Diagnostic(
                code: DiagnosticCode.packageManifest, message: "cannot add the Swift package \(dependency.name): project.yml has no target '\(target)'",
                at: dependency.location)
        }
        let indented = item.map { "      " + $0 }
        guard let list = (index + 1..<end).first(where: { lines[$0] == "    dependencies:" }) else {
            lines.insert(contentsOf: ["    dependencies:"] + indented, at: end)
            return
        }
        let listEnd = blockEnd(after: list, indent: 4)
        var line = list + 1
        while line < listEnd {
            if lines[line] == indented[0] {
                // The package's item: the same product (or, for the package's own product, none).
                let next = line + 1 < listEnd ? lines[line + 1] : ""
                let product = next.hasPrefix("        product:") ? next : nil
                if indented.count == 1, product == nil { return }
                if indented.count == 2, product == indented[1] { return }
            }
            line += 1
        }
        lines.insert(contentsOf: indented, at: listEnd)
    }

    // MARK: - Text helpers

    static func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }

    private static func valueAfterColon(_ line: String, key: String) -> Substring {
        let rest = line.dropFirst(key.count + 1).drop { $0 == " " }
        return rest.hasPrefix("#") ? "" : rest
    }

    /// A plain YAML scalar when the text reads back as the same string, else double-quoted.
    static func scalar(_ text: String) -> String {
        let plainSafe = !text.isEmpty && text.first.map { !"!&*?|>'\"%@`{}[],#-: ".contains($0) } == true
            && !text.contains(": ") && !text.contains(" #") && !text.hasSuffix(":") && !text.hasSuffix(" ")
            && YAMLResolution.bool(text) == nil && !YAMLResolution.isNull(text) && YAMLResolution.int(text) == nil
            && YAMLResolution.float(text) == nil
        if plainSafe { return text }
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
