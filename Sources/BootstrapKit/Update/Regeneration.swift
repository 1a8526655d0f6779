import Diagnostics
import Foundation

/// One side of an update — the versions the project is at, or those it goes to — run again into a
/// folder of the update's disposable staging, with the project's recorded answers and blocks:
/// every template the project follows, in the order of `.bootstrap.yml`, each on what the ones
/// before it made (a file two templates write is the second's work on the first's). Each template
/// runs as it ran on the project: the `new` it was made with (every enabled block) or the `apply`
/// that added it, then each block the record lists that it did not run (added later by `apply
/// --only`), in the recorded order. Commands are skipped (`--no-run`): only the files matter, and
/// a command run twice more for one update would be neither wanted nor safe.
struct Regeneration {
    let options: RunOptions
    let terminal: Terminal
    /// The project's folder name: `app_name`, and `app_path` as `new PATH` gave it.
    let projectName: String
    /// The project's absolute path: `app_path` as `apply` gives it, for the templates it added.
    let projectPath: String

    /// One template of a side, at one version.
    struct Layer {
        var template: LoadedTemplate
        /// The blocks of its first run: nil for every enabled block but `later` (as `new` and a
        /// whole `apply` ran them), else exactly these (an `apply --only`).
        var blocks: [String]?
        /// The blocks added later by `apply --only`, each run after the first run, in order.
        var later: [String]
        /// Whether `new` made the project from it (`app_path` is then the project's name).
        var madeTheProject: Bool
        /// `--set` answers: a question of the layer may take them.
        var answers: [String: String] = [:]
        /// Answers a question may take or leave: the `secret` answers the other side was given,
        /// so a secret is asked once per update, not once per version.
        var offered: [String: String] = [:]
    }

    struct Result {
        var tree: GeneratedTree
        /// The `secret` answers each layer took.
        var secrets: [[String: String]]
        /// The question names and texts the layers' runs asked, for the `--set` nobody took.
        var asked: [String]
        /// The layers that wrote each file (created or changed it), when there are several.
        var writers: [String: Set<Int>]
    }

    /// The template of `recorded` at one version: `ref` of its recorded source (nil: the newest
    /// version tag, else the default branch, as `new` takes it), fetched through the template
    /// cache. A template without versions (a local folder, the built-in one) is taken as it is.
    static func load(_ recorded: RecordedTemplate, ref: String?, options: RunOptions, workingDirectory: URL) throws -> LoadedTemplate {
        var remote = options.remote
        remote.ref = recorded.commit == nil ? nil : ref
        remote.subdir = recorded.subdir
        remote.findsVersion = true
        // A built-in is looked up by name among the built-ins only: the record is the project's data.
        let location = try recorded.builtin
            ? TemplateLocation.builtIn(recorded.builtinName ?? BuiltInTemplates.defaultName)
            : TemplateLocation.resolve(recorded.source, workingDirectory: workingDirectory, remote: remote)
        if recorded.commit != nil, location.origin?.commit == nil {
            throw Diagnostic(
                code: .notUpdatable,
                message: "'\(recorded.source ?? "?")' is not a git template any more, so its versions cannot be regenerated")
        }
        var loaded = try LoadedTemplate.load(location, workingDirectory: workingDirectory)
        // At its recorded commit it is at its recorded ref too (its entry is written anew with it).
        if ref != nil, ref == recorded.commit, let name = recorded.ref { loaded.location.origin?.ref = name }
        return loaded
    }

    /// How `recorded` ran, read from the blocks its old version enables: a record that lists
    /// every one of them (always so for the template `new` ran) ran them all, and the rest of its
    /// list came later; else `apply --only` ran exactly the listed blocks.
    static func blocks(of recorded: RecordedTemplate, old: LoadedTemplate, madeTheProject: Bool) -> (blocks: [String]?, later: [String]) {
        guard case .config(let config, _) = old.content else { return (nil, []) }
        let enabled = config.blocks.filter(\.enabled).map(\.name)
        guard madeTheProject || Set(enabled).isSubset(of: recorded.blocks) else { return (recorded.blocks, []) }
        return (nil, recorded.blocks.filter { !enabled.contains($0) })
    }

    /// Runs `layers` in order into `folder` (created here), seeded with the project's record
    /// `record` so that declared questions take its answers; returns the files they made.
    func generate(_ layers: [Layer], record: String, into folder: URL) throws -> Result {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let workspace = Workspace(root: folder, pretend: false, journaling: false)
        try workspace.write(ProjectRecord.fileName, record)
        var result = Result(tree: GeneratedTree(files: [:], modes: [:]), secrets: [], asked: [], writers: [:])
        var before = layers.count > 1 ? try GeneratedTree.read(folder) : result.tree
        for (index, layer) in layers.enumerated() {
            let (secrets, asked) = try run(layer, in: workspace)
            result.secrets.append(secrets)
            result.asked += asked
            try workspace.flush()
            guard layers.count > 1 else { continue }
            let after = try GeneratedTree.read(folder)
            for path in Set(before.files.keys).union(after.files.keys) where before.files[path] != after.files[path] {
                result.writers[path, default: []].insert(index)
            }
            before = after
        }
        result.tree = try GeneratedTree.read(folder)
        return result
    }

    /// One layer: its first run, then each later block it has, as `apply --only`. Returns the
    /// `secret` answers it took and the keys its questions claimed.
    private func run(_ layer: Layer, in workspace: Workspace) throws -> (secrets: [String: String], asked: [String]) {
        var options = options
        options.commandPolicy = .deny
        options.skipBundle = true
        options.pretend = false
        options.diff = false
        options.quiet = true
        options.force = false
        options.skip = false
        options.answers = layer.answers.merging(layer.offered) { given, _ in given }
        let template = layer.template
        let log = StatusLog(terminal: terminal, options: options)
        let project = TemplateActions.Project(name: projectName, path: layer.madeTheProject ? projectName : projectPath)
        let first = Generator(template: template, workspace: workspace, options: options, terminal: terminal, project: project, log: log)
        first.createsProject = true
        first.checksUnclaimedAnswers = false
        // Taking an offered answer is the question's choice: the key counts as claimed either way.
        for key in layer.offered.keys where layer.answers[key] == nil { _ = first.context.prompter.presetAnswer(named: key) }
        guard case .config(let config, _) = template.content else {
            try first.run()
            return ([:], first.context.prompter.askedKeys)
        }
        try first.run(only: layer.blocks ?? config.blocks.filter { $0.enabled && !layer.later.contains($0.name) }.map(\.name))
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
        for name in layer.later where config.block(named: name)?.enabled == true {
            let generator = Generator(
                template: template, workspace: workspace, options: applyOptions, terminal: terminal, project: project, log: log)
            for key in secrets.keys { _ = generator.context.prompter.presetAnswer(named: key) }
            try generator.run(only: [name])
        }
        return (secrets, first.context.prompter.askedKeys)
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
