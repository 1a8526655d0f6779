import BootstrapYAML
import Diagnostics

/// The `packages:` part of a block: Swift packages by name, each a mapping with `url` and one
/// version requirement, or `false` to keep it listed but switched off.
extension ConfigValidation {
    func packages(_ node: Node) -> [PackageDependency] {
        if node.isNull { return [] }
        guard case .mapping(let pairs, _) = node else {
            error(.configType, "'packages' must be a mapping of package names, not \(node.kindDescription)", at: node)
            return []
        }
        var result: [PackageDependency] = []
        for (key, value) in pairs {
            guard let name = keyName(key, "a package name") else { continue }
            if let package = package(name, key: key, value: value) { result.append(package) }
        }
        return result
    }

    private func package(_ name: String, key: Node, value: Node) -> PackageDependency? {
        let at = location(key)
        if value.isNull || value.bool == false {
            return PackageDependency(name: name, url: "", requirement: nil, products: [name], enabled: false, location: at)
        }
        guard case .mapping(let pairs, _) = value else {
            error(
                .configType,
                "package '\(name)' must be a mapping with 'url' and a version (from, minor, exact, branch, revision or range), or false, not \(value.kindDescription)",
                at: value)
            return nil
        }
        let errorsBefore = errors.count
        var url: String?
        var requirement: (PackageRequirement, Node)?
        var products = [name]
        var targets: [String] = []
        for (keyNode, optionValue) in pairs {
            guard let option = keyName(keyNode, "a package key") else { continue }
            switch option {
            case "url":
                url = string(optionValue)
                if url == nil || url?.isEmpty == true {
                    error(.configType, "'url' must be a non-empty string, not \(optionValue.kindDescription)", at: optionValue)
                }
            case "from", "minor", "exact", "branch", "revision", "range":
                guard let text = string(optionValue) else {
                    error(.configType, "'\(option)' must be a string, not \(optionValue.kindDescription)", at: optionValue)
                    continue
                }
                if let (earlier, _) = requirement {
                    error(
                        .configPackageRequirement,
                        "package '\(name)' has both '\(earlier.key)' and '\(option)': give only one version requirement",
                        at: keyNode)
                    continue
                }
                requirement = (Self.requirement(option, text), keyNode)
            case "products":
                if let list = stringList(optionValue, key: option) { products = list }
            case "targets":
                if let list = stringList(optionValue, key: option) { targets = list }
            default:
                unknownKey("package key", keyNode, known: PackageDependency.knownKeys)
            }
        }
        if url == nil, errors.count == errorsBefore {
            error(.configPackageURL, "package '\(name)' needs a 'url'", at: key)
        }
        if requirement == nil {
            error(
                .configPackageRequirement,
                "package '\(name)' needs a version requirement: one of from, minor, exact, branch, revision, range", at: key)
        }
        guard errors.count == errorsBefore, let url, let requirement else { return nil }
        return PackageDependency(
            name: name, url: url, requirement: requirement.0, products: products, targets: targets, enabled: true, location: at)
    }

    private static func requirement(_ key: String, _ text: String) -> PackageRequirement {
        switch key {
        case "exact": return .exact(text)
        case "minor": return .minor(text)
        case "branch": return .branch(text)
        case "revision": return .revision(text)
        case "range": return .range(text)
        default: return .from(text)
        }
    }
}
