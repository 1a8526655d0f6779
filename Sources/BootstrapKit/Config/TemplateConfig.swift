import BootstrapYAML
import Diagnostics

/// A parsed and validated `config.yml`: its blocks in file order and its `_settings`.
public struct TemplateConfig {
    /// The path the config was read from, as given (diagnostics use it).
    public var path: String
    /// Top-level keys not starting with `_`, in file order: the order they run in.
    public var blocks: [Block]
    /// Top-level keys starting with `_` (`_ruby_version: 3.2.2`), name without change, value as written.
    public var settings: [(name: String, value: Node)]
    /// `_questions:`, in the order declared (docs/questions.md).
    public var questions: [QuestionDeclaration] = []
    /// `_migrations:`, in the order declared (docs/updating.md, "Migrations").
    public var migrations: [MigrationDeclaration] = []

    public init(path: String, blocks: [Block], settings: [(name: String, value: Node)]) {
        self.path = path
        self.blocks = blocks
        self.settings = settings
    }

    /// The block of that name, if the config has one.
    public func block(named name: String) -> Block? {
        blocks.first { $0.name == name }
    }

    /// The settings a config may have (docs/template-format.md, "Settings"); any other `_` key is a
    /// warning with a did-you-mean.
    public static let knownSettings = ["_base", "_migrations", "_questions", "_ruby_version"]

    /// `_base:`, the command `new` runs to make the project's starting tree (nil when unset).
    public var base: String? { setting("_base")?.scalarText }

    /// A setting's value, written with or without its leading underscore (`ruby_version` finds `_ruby_version`).
    public func setting(_ name: String) -> Node? {
        let key = name.hasPrefix("_") ? name : "_" + name
        return settings.first { $0.name == key }?.value
    }
}

/// What `ConfigLoader` returns: the config and the warnings found on the way (unknown keys …).
public struct LoadedConfig {
    public var config: TemplateConfig
    public var warnings: [Diagnostic]
    /// The shape errors, when they were asked to be kept (`config` is then what could be read).
    public var errors: [Diagnostic] = []

    public init(config: TemplateConfig, warnings: [Diagnostic], errors: [Diagnostic] = []) {
        self.config = config
        self.warnings = warnings
        self.errors = errors
    }
}
