import BootstrapYAML
import Diagnostics

/// One entry of `_migrations:` in config.yml (docs/updating.md, "Migrations"): the runner that
/// `update` runs once when a project passes `version` — from a version before it to this one or
/// a later one — on the project `before` the merge or on the merged result `after` it.
public struct MigrationDeclaration {
    public enum When: String, CaseIterable {
        case before
        case after
    }

    /// As written (`2.0.0`, `v2.0`).
    public var version: String
    /// `version` as three numbers, compared as versions.
    public var number: [Int]
    /// The runner's path in the template folder, as written.
    public var runner: String
    public var when: When
    /// Where the entry is, and where its runner is named.
    public var location: SourceLocation
    public var runnerLocation: SourceLocation

    static let knownKeys = ["runner", "version", "when"]
}

extension ConfigValidation {
    /// `_migrations:` — a list of `{version, runner, when}` mappings. Every problem is reported,
    /// located; an entry with one is left out.
    func migrations(_ node: Node) -> [MigrationDeclaration] {
        guard case .sequence(let items, _) = node else {
            error(
                .configMigration, "'_migrations' must be a list of mappings with 'version:' and 'runner:', not \(node.kindDescription)",
                at: node)
            return []
        }
        return items.compactMap(migration)
    }

    private func migration(_ node: Node) -> MigrationDeclaration? {
        guard case .mapping(let pairs, _) = node else {
            error(.configMigration, "a migration must be a mapping with 'version:' and 'runner:', not \(node.kindDescription)", at: node)
            return nil
        }
        var version: (String, [Int])?
        var runner: (String, Node)?
        var when = MigrationDeclaration.When.after
        var valid = true
        for (key, value) in pairs {
            guard let name = keyName(key, "a migration key") else { continue }
            switch name {
            case "version":
                guard let text = string(value), let number = VersionTag.parse(text) else {
                    error(
                        .configMigration,
                        "migration version \(describe(value)) is not a version: write one to three numbers, like 2.0.0 or v2.0", at: value)
                    valid = false
                    continue
                }
                version = (text, number)
            case "runner":
                guard let text = string(value), !text.isEmpty else {
                    error(.configMigration, "a migration's runner must be the path of a .rb file in the template, not \(describe(value))", at: value)
                    valid = false
                    continue
                }
                if text.hasPrefix("/") || text.split(separator: "/").contains("..") {
                    error(
                        .configMigration,
                        "migration runner '\(text)' is outside the template: it must be a path inside the template folder, like migrations/2.0.0.rb",
                        at: value)
                    valid = false
                }
                runner = (text, value)
            case "when":
                guard let text = string(value), let parsed = MigrationDeclaration.When(rawValue: text) else {
                    error(.configMigration, "a migration's when must be before or after, not \(describe(value))", at: value)
                    valid = false
                    continue
                }
                when = parsed
            default:
                unknownKey("migration key", key, known: MigrationDeclaration.knownKeys)
            }
        }
        guard let version else {
            if valid { error(.configMigration, "a migration needs 'version:', the version that needs it (like 2.0.0)", at: node) }
            return nil
        }
        guard let runner else {
            if valid { error(.configMigration, "migration \(version.0) needs 'runner:', the path of its .rb file in the template", at: node) }
            return nil
        }
        guard valid else { return nil }
        return MigrationDeclaration(
            version: version.0, number: version.1, runner: runner.0, when: when, location: location(node),
            runnerLocation: location(runner.1))
    }

    /// A value as a message shows it: quoted text, or what kind of value it is.
    private func describe(_ node: Node) -> String {
        if let text = node.scalarText, !node.isNull { return "'\(text)'" }
        return node.kindDescription
    }
}
