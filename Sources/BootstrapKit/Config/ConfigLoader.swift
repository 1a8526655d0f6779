import BootstrapYAML
import Diagnostics
import Foundation

/// Reads a `config.yml` into a `TemplateConfig`.
///
/// Errors: a YAML syntax problem is thrown as one `Diagnostic` (libyaml stops at the first);
/// problems with the config's shape are all collected and thrown together as a `DiagnosticList`.
/// Warnings (unknown keys, which are ignored) come back with the config.
public enum ConfigLoader {
    public static func load(path: String) throws -> LoadedConfig {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw Diagnostic(
                .error, code: .unreadableFile, message: "cannot read the config \(path): \(error.localizedDescription)")
        }
        return try load(bytes: [UInt8](data), path: path)
    }

    public static func load(text: String, path: String) throws -> LoadedConfig {
        try load(bytes: Array(text.utf8), path: path)
    }

    /// `releasing`: given the YAML tree once the config is made from it, to free it elsewhere (a
    /// large config's tree is thousands of nodes, whose freeing is work for a thread with time).
    static func load(bytes: [UInt8], path: String, releasing: ((AnyObject) -> Void)? = nil) throws -> LoadedConfig {
        let tree = ReleasedTree(try YAMLLoader.load(bytes: bytes, path: path))
        let validation = ConfigValidation(path: path, bytes: bytes)
        let config = validation.config(tree.root)
        releasing?(tree)
        if !validation.errors.isEmpty {
            throw DiagnosticList(validation.errors)
        }
        return LoadedConfig(config: config, warnings: validation.warnings)
    }
}

/// A YAML tree as one object, so that whoever holds it last frees the whole tree.
private final class ReleasedTree {
    let root: BootstrapYAML.Node?
    init(_ root: BootstrapYAML.Node?) { self.root = root }
}
