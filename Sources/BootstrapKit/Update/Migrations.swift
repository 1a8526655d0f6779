import Diagnostics
import Foundation
import RunnerLanguage

/// One migration an update runs: its declaration in the new version's `_migrations:`, its runner
/// (confined to that version's template folder) and the runner parsed.
struct MigrationStep {
    let declaration: MigrationDeclaration
    let url: URL
    let program: Program
    /// How status lines name it: `2.0.0 migrations/2.0.0.rb`.
    var title: String { "\(declaration.version) \(declaration.runner)" }
}

/// The migrations of an update (docs/updating.md, "Migrations"), as the new version declares
/// them: those whose version the project passes — after the version it is at, up to and with the
/// one it goes to — in version order, those of one version in the order declared. Every runner is
/// found and parsed before anything runs: a missing one, or one that does not parse, is bad input.
enum Migrations {
    static func steps(of template: LoadedTemplate, from: String?, to: String?) throws -> [MigrationStep] {
        guard case .config(let config, _) = template.content, !config.migrations.isEmpty,
              let target = to.flatMap(VersionTag.parse)
        else { return [] }
        // A version that reads no version tag is before all of them.
        let start = from.flatMap(VersionTag.parse) ?? [-1]
        let chosen = config.migrations.enumerated().filter { _, migration in
            migration.number.lexicographicallyPrecedes(target) || migration.number == target
        }.filter { start.lexicographicallyPrecedes($0.element.number) }
        let ordered = chosen.sorted { a, b in
            a.element.number == b.element.number ? a.offset < b.offset : a.element.number.lexicographicallyPrecedes(b.element.number)
        }.map(\.element)
        var problems: [Diagnostic] = []
        var steps: [MigrationStep] = []
        for migration in ordered {
            do {
                let (url, program) = try read(migration, of: template)
                steps.append(MigrationStep(declaration: migration, url: url, program: program))
            } catch let list as DiagnosticList {
                problems += list.diagnostics
            }
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        return steps
    }

    /// A migration's runner found (`runnerFile`) and parsed; every problem as a `DiagnosticList`.
    static func read(_ migration: MigrationDeclaration, of template: LoadedTemplate) throws -> (URL, Program) {
        let url: URL
        do { url = try runnerFile(migration, of: template) } catch let diagnostic as Diagnostic { throw DiagnosticList([diagnostic]) }
        switch RunnerRead.read(url, displayPath: template.displayPath(url)) {
        case .parsed(let program): return (url, program)
        case .failed(let diagnostics): throw DiagnosticList(diagnostics)
        case .unreadable:
            throw DiagnosticList([Diagnostic(code: .unreadableFile, message: "\(template.displayPath(url)): cannot read the migration's runner")])
        }
    }

    /// The file a migration's runner names in `template`'s folder: confined to it like every path
    /// a template names (neither `..` nor a link leads out), and a file.
    static func runnerFile(_ migration: MigrationDeclaration, of template: LoadedTemplate) throws -> URL {
        let confinement = template.location.templateFolder()
        let source = configSource(of: template)
        func refuse(_ what: String) -> Diagnostic {
            Diagnostic(
                code: .configMigration, message: "migration \(migration.version): runner '\(migration.runner)' \(what)",
                at: migration.runnerLocation, in: source)
        }
        let inside: String
        do {
            inside = try confinement.resolve(migration.runner, from: "", access: .read, at: migration.runnerLocation)
        } catch {
            throw refuse("leads out of the template folder (a runner must be a file inside it, not a link out of it)")
        }
        let url = URL(fileURLWithPath: confinement.realRoot + (inside.isEmpty ? "" : "/" + inside))
        var info = stat()
        guard stat(url.path, &info) == 0 else { throw refuse("does not exist in the template") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw refuse("is not a file") }
        return url
    }

    /// The config's text, for the source line under a located message.
    private static func configSource(of template: LoadedTemplate) -> SourceText? {
        guard case .config(let config, _) = template.content, case .config(let url) = template.location.shape,
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { return nil }
        return SourceText(path: config.path, text: text)
    }
}
