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

    /// The YAML tree is handed to `ProcessLifetime` once the config is made from it: a large
    /// config's tree is thousands of nodes, and the executable exits without taking them apart.
    /// (Freed on the thread that parses the runners instead, its frees took that thread's malloc
    /// arena lock against the run's allocations, node by node: at 1,000 gems both threads passed
    /// the lock back and forth for about 1.5 ms.)
    /// `keepingErrors`: shape errors are returned with what of the config could be read instead
    /// of thrown, so a template's loader can report them with its runners' findings at once.
    static func load(bytes: [UInt8], path: String, keepingErrors: Bool = false) throws -> LoadedConfig {
        let tree = try YAMLLoader.load(bytes: bytes, path: path)
        let validation = ConfigValidation(path: path, bytes: bytes)
        let config = validation.config(tree)
        ProcessLifetime.keep(tree as Any)
        if !validation.errors.isEmpty && !keepingErrors {
            throw DiagnosticList(validation.errors)
        }
        return LoadedConfig(config: config, warnings: validation.warnings, errors: validation.errors)
    }
}
