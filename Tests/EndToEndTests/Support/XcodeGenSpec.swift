import BootstrapYAML
import Foundation

/// XcodeGen's documented project.yml keys (Fixtures/xcodegen-spec/documented-keys.yml, copied from
/// its ProjectSpec.md), and a checker of a project.yml against them.
struct XcodeGenSpec {
    struct Section {
        var keys: Set<String>
        var required: [String]
        var extra: [String: [String]]
    }

    var sections: [String: Section]

    static func load() throws -> XcodeGenSpec {
        let url = BootstrapProcess.fixtures.appendingPathComponent("xcodegen-spec/documented-keys.yml")
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let root = try YAMLLoader.load(text, path: url.path), let pairs = root.mappingPairs else {
            throw CocoaError(.fileReadCorruptFile)
        }
        var sections: [String: Section] = [:]
        for (key, value) in pairs {
            func list(_ name: String) -> [String] { value[name]?.sequenceItems?.compactMap(\.scalarText) ?? [] }
            var extra: [String: [String]] = [:]
            for (field, _) in value.mappingPairs ?? [] {
                if let name = field.scalarText, !["keys", "required"].contains(name) { extra[name] = list(name) }
            }
            sections[key.scalarText ?? ""] = Section(keys: Set(list("keys")), required: list("required"), extra: extra)
        }
        return XcodeGenSpec(sections: sections)
    }

    /// One message per departure from the spec, in the file's order; empty when it follows it.
    func violations(in root: Node) -> [String] {
        var found: [String] = []
        func check(_ node: Node, _ section: String, at path: String) {
            guard let spec = sections[section], let pairs = node.mappingPairs else {
                found.append("\(path): expected a mapping")
                return
            }
            let names = pairs.compactMap { $0.key.scalarText }
            for required in spec.required where !names.contains(required) {
                found.append("\(path): missing required '\(required)'")
            }
            for name in names where !spec.keys.contains(name) {
                found.append("\(path): '\(name)' is not a documented key")
            }
        }
        check(root, "project", at: "project")
        if let options = root["options"] { check(options, "options", at: "options") }
        let packageNames = Set(root["packages"]?.mappingPairs?.compactMap { $0.key.scalarText } ?? [])
        for (key, package) in root["packages"]?.mappingPairs ?? [] {
            let path = "packages.\(key.scalarText ?? "")"
            check(package, "remotePackage", at: path)
            let names = package.mappingPairs?.compactMap { $0.key.scalarText } ?? []
            let versions = names.filter { (sections["remotePackage"]?.extra["versions"] ?? []).contains($0) }
            if versions.count != 1 {
                found.append("\(path): needs exactly one version form, has \(versions.joined(separator: ", "))")
            }
            if names.contains("minVersion") != names.contains("maxVersion") {
                found.append("\(path): minVersion and maxVersion go together")
            }
        }
        for (key, target) in root["targets"]?.mappingPairs ?? [] {
            let path = "targets.\(key.scalarText ?? "")"
            check(target, "target", at: path)
            if let settings = target["settings"] { checkSettings(settings, at: path + ".settings", &found) }
            if let info = target["info"] { check(info, "plist", at: path + ".info") }
            if let scheme = target["scheme"] { check(scheme, "targetScheme", at: path + ".scheme") }
            for (index, source) in (target["sources"]?.sequenceItems ?? []).enumerated() where source.scalarText == nil {
                check(source, "targetSource", at: "\(path).sources[\(index)]")
            }
            for (index, dependency) in (target["dependencies"]?.sequenceItems ?? []).enumerated() {
                let at = "\(path).dependencies[\(index)]"
                check(dependency, "dependency", at: at)
                let kinds = (dependency.mappingPairs ?? []).compactMap { $0.key.scalarText }
                    .filter { (sections["dependency"]?.extra["kinds"] ?? []).contains($0) }
                if kinds.count != 1 { found.append("\(at): needs exactly one kind, has \(kinds.joined(separator: ", "))") }
                if let package = dependency["package"]?.scalarText, !packageNames.contains(package) {
                    found.append("\(at): package '\(package)' is not in packages:")
                }
            }
        }
        if let settings = root["settings"] { checkSettings(settings, at: "settings", &found) }
        return found
    }

    /// Settings are build settings (upper-case names) or the documented base/configs/groups.
    private func checkSettings(_ node: Node, at path: String, _ found: inout [String]) {
        for (key, _) in node.mappingPairs ?? [] {
            guard let name = key.scalarText, name.first?.isLowercase == true else { continue }
            if !(sections["settings"]?.keys.contains(name) ?? false) { found.append("\(path): '\(name)' is not a documented key") }
        }
    }
}
