import Diagnostics

/// Renders Swift package dependencies as SwiftPM's manifest API spells them: the counterpart of
/// `GemfileLine` for Package.swift.
public enum PackageLine {
    /// `.package(url: "https://…", from: "1.3.0")`. `legacyName` is the `name:` argument of an existing
    /// entry (`.package(name:url:…)`, tools versions before 5.5), kept because targets refer to it.
    public static func packageEntry(url: String, requirement: String, legacyName: String? = nil) -> String {
        let name = legacyName.map { "name: \(stringLiteral($0)), " } ?? ""
        return ".package(\(name)url: \(stringLiteral(url)), \(requirement))"
    }

    /// `.product(name: "ArgumentParser", package: "swift-argument-parser")`.
    public static func productEntry(name: String, package: String) -> String {
        ".product(name: \(stringLiteral(name)), package: \(stringLiteral(package)))"
    }

    /// The requirement argument: `from: "1.3.0"`, `exact: "1.2.3"`, `branch: "main"`, `revision: "abc"`,
    /// or a range `"1.2.0"..<"2.0.0"` / `"1.2.0"..."2.0.0"`. Throws, at the dependency's place in the
    /// config, for a version SwiftPM would reject when it loads the manifest.
    public static func requirementArgument(for dependency: PackageDependency) throws -> String {
        guard let requirement = dependency.requirement else {
            throw configError(dependency, "needs a version requirement: one of from, exact, branch, revision, range")
        }
        switch requirement {
        case .from(let version), .exact(let version):
            guard PackageVersion(version) != nil else { throw notAVersion(version, dependency) }
            return "\(requirement.key): \(stringLiteral(version))"
        case .minor(let version):
            guard PackageVersion(version) != nil else { throw notAVersion(version, dependency) }
            return ".upToNextMinor(from: \(stringLiteral(version)))"
        case .branch(let name), .revision(let name):
            guard !name.isEmpty else { throw configError(dependency, "'\(requirement.key)' must not be empty") }
            return "\(requirement.key): \(stringLiteral(name))"
        case .range(let text):
            guard let range = PackageVersionRange(text) else {
                throw configError(
                    dependency, "range '\(text)' is not of the form \"1.2.0\"..<\"2.0.0\" or \"1.2.0\"...\"2.0.0\"")
            }
            for bound in [range.lower, range.upper] where PackageVersion(bound) == nil {
                throw notAVersion(bound, dependency)
            }
            guard range.isAscending else {
                throw configError(dependency, "range '\(text)' ends before it starts")
            }
            return "\(stringLiteral(range.lower))\(range.operator)\(stringLiteral(range.upper))"
        }
    }

    /// The package identity SwiftPM derives from a URL, which `.product(package:)` names: the last
    /// path component without `.git` (`git@host:org/repo.git` → `repo`). Empty when the URL has none.
    public static func identity(ofURL url: String) -> String {
        var trimmed = Substring(url)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let last = trimmed.split(whereSeparator: { $0 == "/" || $0 == ":" }).last ?? ""
        return last.hasSuffix(".git") ? String(last.dropLast(4)) : String(last)
    }

    /// The message of the `package` status line: `swift-argument-parser (from 1.3.0)`,
    /// `x (exact 1.2.3)`, `x (branch main)`, `x (revision abc)`, `x (1.2.0..<2.0.0)`, or the bare name.
    public static func statusMessage(for dependency: PackageDependency) -> String {
        switch dependency.requirement {
        case .from(let value)?, .minor(let value)?, .exact(let value)?, .branch(let value)?, .revision(let value)?:
            return "\(dependency.name) (\(dependency.requirement?.key ?? "") \(value))"
        case .range(let text)?:
            return "\(dependency.name) (\(text.filter { $0 != "\"" && $0 != " " }))"
        case nil:
            return dependency.name
        }
    }

    /// A Swift string literal with the characters that need it escaped.
    public static func stringLiteral(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private static func notAVersion(_ version: String, _ dependency: PackageDependency) -> Diagnostic {
        configError(dependency, "'\(version)' is not a semantic version (MAJOR.MINOR.PATCH, e.g. 1.3.0)")
    }

    private static func configError(_ dependency: PackageDependency, _ message: String) -> Diagnostic {
        Diagnostic(code: .configPackageRequirement, message: "package '\(dependency.name)' \(message)", at: dependency.location)
    }
}

/// A version as SwiftPM's `Version(stringLiteral:)` accepts it: `MAJOR.MINOR.PATCH`, optionally
/// `-prerelease` and `+build` of dot-separated alphanumerics and hyphens.
struct PackageVersion: Comparable {
    var numbers: [Int]

    init?(_ text: String) {
        let core = text.prefix { $0 != "-" && $0 != "+" }
        let parts = core.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        let suffix = text.dropFirst(core.count)
        let identifiers = suffix.isEmpty ? [] : suffix.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        for identifier in identifiers {
            let valid = identifier.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "+") }
            guard !identifier.isEmpty, valid else { return nil }
        }
        self.numbers = numbers
    }

    static func < (a: PackageVersion, b: PackageVersion) -> Bool { a.numbers.lexicographicallyPrecedes(b.numbers) }
}

/// A range requirement as written in the config: `"1.2.0"..<"2.0.0"`, `"1.2.0"..."2.0.0"`, quotes optional.
struct PackageVersionRange {
    var lower: String
    var upper: String
    /// `..<` or `...`
    var `operator`: String

    init?(_ text: String) {
        let op = text.contains("..<") ? "..<" : "..."
        let characters = Array(text)
        let opCharacters = Array(op)
        guard let split = (0..<max(0, characters.count - 2)).first(where: { Array(characters[$0..<($0 + 3)]) == opCharacters }),
            let lower = Self.bound(Substring(String(characters[..<split]))),
            let upper = Self.bound(Substring(String(characters[(split + 3)...])))
        else { return nil }
        self.lower = lower
        self.upper = upper
        self.operator = op
    }

    /// Swift's ranges trap (and the manifest fails to load) when the upper bound is below the lower.
    var isAscending: Bool {
        guard let low = PackageVersion(lower), let high = PackageVersion(upper) else { return false }
        return !(high < low)
    }

    private static func bound(_ text: Substring) -> String? {
        var bound = text.trimmingSpaces()
        if bound.count >= 2, bound.hasPrefix("\""), bound.hasSuffix("\"") { bound = bound.dropFirst().dropLast() }
        return bound.isEmpty || bound.contains("\"") || bound.contains("\\") ? nil : String(bound)
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
