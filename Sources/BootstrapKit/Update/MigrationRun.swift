import Foundation

/// Runs an update's migrations (docs/updating.md, "Migrations"): runner code run as any block's
/// runner is, through a `Generator` on the workspace it is given — on the project, the update's
/// journaled workspace, so each action is confined to the project, journaled and undone with the
/// rest of the update when anything fails, and each command asks the one consent rule.
struct MigrationRun {
    let sides: UpdateSides
    let options: RunOptions
    let terminal: Terminal
    let root: URL

    /// Whether any updated template has a migration of that kind to run.
    func has(_ when: MigrationDeclaration.When) -> Bool {
        sides.migrations.values.contains { $0.contains { $0.declaration.when == when } }
    }

    /// The `when` migrations of each updated template, in the record's order, on the project's
    /// workspace: a `migrate` status line each, its actions' lines under it. Returns the answers
    /// its prompts were given, by template, for the same migrations on the old version.
    @discardableResult
    func onProject(_ when: MigrationDeclaration.When, workspace: Workspace, log: StatusLog) throws -> [Int: [String: String]] {
        var given: [Int: [String: String]] = [:]
        for index in sides.targets {
            for step in sides.migrations[index] ?? [] where step.declaration.when == when {
                log.status("migrate", "\(step.title) (\(when.rawValue) the merge)")
                log.indentLevel += 1
                defer { log.indentLevel -= 1 }
                let project = TemplateActions.Project(name: root.lastPathComponent, path: root.path)
                let generator = try run(step, of: index, on: workspace, options: options, project: project, log: log)
                for (key, value) in generator.context.prompter.promptAnswers { given[index, default: [:]][key] = value }
            }
        }
        return given
    }

    /// The `before` migrations on the old side's regeneration, so that the merge compares the
    /// project with its old version as migrated (a renamed folder where the project has it now).
    /// Commands are skipped there, as in every regeneration; the prompts take the project's answers.
    func onOldVersion(prompts: [Int: [String: String]]) throws {
        var quiet = options
        quiet.commandPolicy = .deny
        quiet.quiet = true
        quiet.pretend = false
        quiet.diff = false
        let workspace = Workspace(root: sides.oldFolder, pretend: false, journaling: false)
        let log = StatusLog(terminal: terminal, options: quiet)
        let project = TemplateActions.Project(name: root.lastPathComponent, path: sides.oldFolder.path)
        for index in sides.targets {
            for step in sides.migrations[index] ?? [] where step.declaration.when == .before {
                try run(step, of: index, on: workspace, options: quiet, project: project, log: log, prompts: prompts[index] ?? [:])
            }
        }
        try workspace.flush()
    }

    private func run(
        _ step: MigrationStep, of index: Int, on workspace: Workspace, options: RunOptions, project: TemplateActions.Project,
        log: StatusLog, prompts extra: [String: String] = [:]
    ) throws -> Generator {
        var options = options
        // The new version's answers are its declared questions'; a --set went to its regeneration.
        options.answers = [:]
        let template = sides.newTemplates[index]
        let generator = Generator(template: template, workspace: workspace, options: options, terminal: terminal, project: project, log: log)
        let (answers, prompts) = sides.newAnswers(index)
        try generator.runMigration(
            step.program, filePath: step.url.path, saved: answers, prompts: prompts.merging(extra) { recorded, _ in recorded })
        return generator
    }
}
