import Diagnostics
import Foundation

/// `bootstrap check` of a config's `_migrations:` (docs/updating.md, "Migrations"): the
/// declarations themselves are checked when the config loads (versions, `when:`); here each
/// runner must be a file inside the template folder, parse, and pass the checks of any runner —
/// on its own, as a migration runs in an interpreter of its own.
enum MigrationCheck {
    static func findings(for template: LoadedTemplate, config: TemplateConfig) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var checked = Set<String>()
        for migration in config.migrations {
            do {
                let (url, program) = try Migrations.read(migration, of: template)
                guard checked.insert(url.path).inserted else { continue }
                findings += TemplateAnalysis.analyze(
                    [TemplateAnalysis.File(url: url, program: program)], templateRoot: template.location.root,
                    displayPath: template.displayPath
                ).findings
            } catch let list as DiagnosticList {
                findings += list.diagnostics
            } catch {
                findings.append(Diagnostic(code: .checkFailed, message: "\(error)"))
            }
        }
        return findings
    }
}
