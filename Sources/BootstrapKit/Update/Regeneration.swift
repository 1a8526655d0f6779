import Diagnostics
import Foundation

/// One version of the template run again into a folder of the update's disposable staging, with
/// the project's recorded answers and blocks: the `new` it was made with (every enabled block),
/// then each block the record lists that `new` did not run (added later by `apply --only`), in
/// the recorded order. Commands are skipped (`--no-run`): only the files matter, and a command
/// run twice more for one update would be neither wanted nor safe.
struct Regeneration {
    let record: UpdateRecord
    let options: RunOptions
    let terminal: Terminal
    /// The project's folder name: `app_name` and `app_path` as `new PATH` gave them.
    let projectName: String

    /// The template of one version: the recorded source at `ref` (nil: the newest version tag,
    /// else the default branch, as `new` takes it), fetched through the template cache.
    static func load(_ record: UpdateRecord, ref: String?, options: RunOptions, workingDirectory: URL) throws -> LoadedTemplate {
        var remote = options.remote
        remote.ref = ref
        remote.subdir = record.subdir
        let location = try TemplateLocation.resolve(record.source, workingDirectory: workingDirectory, remote: remote)
        guard location.origin?.commit != nil else {
            throw Diagnostic(
                code: .notUpdatable,
                message: "'\(record.source)' is not a git template any more, so its versions cannot be regenerated")
        }
        return try LoadedTemplate.load(location, workingDirectory: workingDirectory)
    }

    /// Runs `template` into `folder` (created here) and returns its files, path → content: its
    /// enabled blocks but `later` as `new` would, then each of `later` it has, as `apply --only`.
    /// `answers` are `--set` answers (one no question takes is an error); `offered` are answers a
    /// question may take or leave: the `secret` answers the other version was given, so a secret
    /// is asked once per update, not once per version. Returns the `secret` answers this run took.
    func generate(
        _ template: LoadedTemplate, into folder: URL, later: [String], answers: [String: String], offered: [String: String] = [:]
    ) throws -> (tree: GeneratedTree, secrets: [String: String]) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var options = options
        options.commandPolicy = .deny
        options.skipBundle = true
        options.pretend = false
        options.diff = false
        options.quiet = true
        options.force = false
        options.skip = false
        options.answers = answers.merging(offered) { given, _ in given }
        let workspace = Workspace(root: folder, pretend: false, journaling: false)
        // The record seeds the run: declared questions take its answers without asking.
        try workspace.write(ProjectRecord.fileName, record.text)
        let log = StatusLog(terminal: terminal, options: options)
        let project = TemplateActions.Project(name: projectName, path: projectName)
        let first = Generator(template: template, workspace: workspace, options: options, terminal: terminal, project: project, log: log)
        first.createsProject = true
        // Taking an offered answer is the question's choice: the key counts as claimed either way.
        for key in offered.keys where answers[key] == nil { _ = first.context.prompter.presetAnswer(named: key) }
        guard case .config(let config, _) = template.content else {
            try first.run()
            try workspace.flush()
            return (try GeneratedTree.read(folder), [:])
        }
        try first.run(only: config.blocks.filter { $0.enabled && !later.contains($0.name) }.map(\.name))
        var secrets: [String: String] = [:]
        for question in config.questions where !question.isSaved {
            if let value = first.context.prompter.declaredAnswers[.symbol(question.name)] {
                secrets[question.name] = QuestionDeclaration.text(of: value)
            }
        }
        // The first run recorded every answer but the secrets, which it hands on; a --set is not
        // offered (and left unclaimed) twice.
        var applyOptions = options
        applyOptions.answers = secrets
        for name in later where config.block(named: name)?.enabled == true {
            let generator = Generator(
                template: template, workspace: workspace, options: applyOptions, terminal: terminal, project: project, log: log)
            for key in secrets.keys { _ = generator.context.prompter.presetAnswer(named: key) }
            try generator.run(only: [name])
        }
        try workspace.flush()
        return (try GeneratedTree.read(folder), secrets)
    }
}

/// The files one regeneration wrote, by project-relative path, with their modes, and its
/// folders (an empty one too: `empty_directory`).
struct GeneratedTree {
    var files: [String: FileContent]
    var modes: [String: Int]
    var directories: Set<String> = []

    static func read(_ folder: URL) throws -> GeneratedTree {
        var tree = GeneratedTree(files: [:], modes: [:])
        let base = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return tree }
        while let relative = walker.nextObject() as? String {
            let full = base + "/" + relative
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR { tree.directories.insert(relative) }
            guard (info.st_mode & S_IFMT) == S_IFREG else { continue }
            guard let data = FileManager.default.contents(atPath: full) else {
                throw Diagnostic(code: .ioError, message: "cannot read the regenerated \(relative)")
            }
            tree.files[relative] = FileContent(data)
            tree.modes[relative] = Int(info.st_mode & 0o7777)
        }
        return tree
    }
}
