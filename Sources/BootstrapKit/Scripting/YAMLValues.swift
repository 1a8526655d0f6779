import BootstrapYAML
import RunnerLanguage

/// YAML nodes as runner-language values, resolved as Psych's safe loading resolves them:
/// plain scalars become nil, booleans, integers or floats when they look like one (YAML 1.1),
/// everything else a string; mappings become ordered hashes, sequences arrays.
enum YAMLValues {
    /// Recursion is bounded: the loader refuses trees deeper than `YAMLLoader.maximumDepth`.
    static func value(of node: BootstrapYAML.Node, symbolizeNames: Bool) -> Value {
        switch node {
        case .scalar(let scalar):
            return value(of: scalar, node: node)
        case .sequence(let items, _):
            return .arr(items.map { value(of: $0, symbolizeNames: symbolizeNames) })
        case .mapping(let pairs, _):
            let hash = HashBox()
            for (key, item) in pairs {
                var keyValue = value(of: key, symbolizeNames: symbolizeNames)
                if symbolizeNames, case .string(let s) = keyValue { keyValue = .symbol(s.value) }
                hash[keyValue] = value(of: item, symbolizeNames: symbolizeNames)
            }
            return .hash(hash)
        }
    }

    private static func value(of scalar: BootstrapYAML.Scalar, node: BootstrapYAML.Node) -> Value {
        switch scalar.tag {
        case YAMLTag.str?:
            return .str(scalar.text)
        case nil where scalar.style != .plain:
            return .str(scalar.text)
        default:
            if node.isNull { return .nil }
            if let b = node.bool { return .bool(b) }
            if let i = node.int { return .integer(i) }
            if let f = node.float { return .float(f) }
            return .str(scalar.text)
        }
    }
}
