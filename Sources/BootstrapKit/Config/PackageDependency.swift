import Diagnostics

/// How a Swift package's version is pinned, as SwiftPM spells it in `.package(url:…)`.
public enum PackageRequirement: Equatable {
    case from(String)
    /// Up to the next minor version: `.upToNextMinor(from:)`, XcodeGen's `minorVersion`.
    case minor(String)
    case exact(String)
    case branch(String)
    case revision(String)
    /// The range as written in the config, e.g. `"1.2.0"..<"2.0.0"`.
    case range(String)

    /// The config key for this kind of requirement.
    public var key: String {
        switch self {
        case .from: return "from"
        case .minor: return "minor"
        case .exact: return "exact"
        case .branch: return "branch"
        case .revision: return "revision"
        case .range: return "range"
        }
    }

    public static let keys = ["from", "minor", "exact", "branch", "revision", "range"]
}

/// One entry of a block's `packages:`: a Swift package for `Package.swift`.
public struct PackageDependency {
    public var name: String
    public var url: String
    /// nil only for a package switched off with a bare `false`, which says nothing else about it.
    public var requirement: PackageRequirement?
    /// Products to add to the targets; defaults to the package's name.
    public var products: [String]
    /// Targets that get the products; empty means the engine's default (the main target).
    public var targets: [String]
    public var enabled: Bool
    public var location: SourceLocation

    /// The runner method called right after the package is added, as for gems.
    public var callbackName: String { callbackMethodName(for: name) }

    public init(
        name: String, url: String, requirement: PackageRequirement?, products: [String], targets: [String] = [],
        enabled: Bool, location: SourceLocation
    ) {
        self.name = name
        self.url = url
        self.requirement = requirement
        self.products = products
        self.targets = targets
        self.enabled = enabled
        self.location = location
    }

    public static let knownKeys = ["url"] + PackageRequirement.keys + ["products", "targets"]
}
