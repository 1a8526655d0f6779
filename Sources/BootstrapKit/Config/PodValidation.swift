import BootstrapYAML
import Diagnostics

/// The `pods:` part of a block: CocoaPods dependencies by name, each `true` (any version), a
/// version string (`~> 5.8`), `false`/null (switched off), or a mapping with `version` (a string
/// or a list), `target` and the `pod` options of CocoaPods' Podfile DSL.
extension ConfigValidation {
    func pods(_ node: Node) -> [PodDependency] {
        if node.isNull { return [] }
        guard let pairs = node.mappingPairs else {
            error(DiagnosticCode.configType, "'pods' must be a mapping of pod names, not \(node.kindDescription)", at: node)
            return []
        }
        var result: [PodDependency] = []
        for (key, value) in pairs {
            guard let name = keyName(key, "a pod name") else { continue }
            if let pod = pod(name, key: key, value: value) { result.append(pod) }
        }
        return result
    }

    private func pod(_ name: String, key: Node, value: Node) -> PodDependency? {
        let at = location(key)
        if value.isNull || value.bool == false { return PodDependency(name: name, enabled: false, location: at) }
        if value.bool == true { return PodDependency(name: name, location: at) }
        if let version = string(value) { return PodDependency(name: name, requirements: [version], location: at) }
        guard let pairs = value.mappingPairs else {
            error(DiagnosticCode.configType, "pod '\(name)' must be true, false, a version or a mapping, not \(value.kindDescription)", at: value)
            return nil
        }
        let errorsBefore = errors.count
        var pod = PodDependency(name: name, location: at)
        for (keyNode, optionValue) in pairs {
            guard let option = keyName(keyNode, "a pod option") else { continue }
            switch option {
            case "version":
                if let list = stringList(optionValue, key: option) { pod.requirements = list }
            case "target":
                pod.target = string(optionValue)
                if pod.target == nil { error(DiagnosticCode.configType, "'target' must be a string, not \(optionValue.kindDescription)", at: optionValue) }
            case _ where PodDependency.listOptions.contains(option):
                if let list = stringList(optionValue, key: option) { pod.options.append((option, .list(list))) }
            case _ where PodDependency.boolOptions.contains(option):
                guard let flag = optionValue.bool else {
                    error(DiagnosticCode.configType, "'\(option)' must be true or false, not \(optionValue.kindDescription)", at: optionValue)
                    continue
                }
                pod.options.append((option, .bool(flag)))
            case _ where PodDependency.podfileOptions.contains(option):
                guard let text = string(optionValue), !text.isEmpty else {
                    error(DiagnosticCode.configType, "'\(option)' must be a non-empty string, not \(optionValue.kindDescription)", at: optionValue)
                    continue
                }
                pod.options.append((option, .string(text)))
            default:
                unknownKey("pod option", keyNode, known: PodDependency.knownKeys)
            }
        }
        let keys = pod.options.map(\.key)
        let sources = keys.filter { ["git", "path", "podspec"].contains($0) }
        if sources.count > 1 {
            error(DiagnosticCode.configPodSource, "pod '\(name)' has \(sources.joined(separator: " and ")): give only one of git, path, podspec", at: key)
        }
        let revisions = keys.filter { ["branch", "tag", "commit"].contains($0) }
        if revisions.count > 1 {
            error(DiagnosticCode.configPodSource, "pod '\(name)' has \(revisions.joined(separator: " and ")): give only one of branch, tag, commit", at: key)
        } else if let revision = revisions.first, !keys.contains("git") {
            error(DiagnosticCode.configPodSource, "pod '\(name)' has '\(revision)' without 'git': CocoaPods reads it only with :git", at: key)
        }
        return errors.count == errorsBefore ? pod : nil
    }
}
