import Diagnostics
import Foundation

/// The two sides of an update, regenerated in the update's staging folder: every template the
/// project follows at its recorded version (`old`, the merge's base), and the same templates with
/// those being updated at their new version (`new`, theirs). Both in the order of the record.
struct UpdateSides {
    let record: UpdateRecord
    /// The templates being updated, by index in the record.
    let targets: [Int]
    /// Each template at its recorded version, and as the new side has it.
    var oldTemplates: [LoadedTemplate]
    var newTemplates: [LoadedTemplate]
    var old: Regeneration.Result
    var new: Regeneration.Result
    /// Each updated template's migrations, by index in the record.
    var migrations: [Int: [MigrationStep]] = [:]

    var oldFolder: URL
    var newFolder: URL

    /// Loads and regenerates both sides into `staging`; `--set` answers go to the updated templates.
    init(record: UpdateRecord, targets: [Int], options: RunOptions, terminal: Terminal, root: URL, staging: URL) throws {
        self.record = record
        self.targets = targets
        oldFolder = staging.appendingPathComponent("old")
        newFolder = staging.appendingPathComponent("new")
        oldTemplates = try record.templates.map { try Regeneration.load($0, ref: $0.commit, options: options, workingDirectory: root) }
        newTemplates = oldTemplates
        for index in targets {
            newTemplates[index] = try Regeneration.load(record.templates[index], ref: options.remote.ref, options: options, workingDirectory: root)
            let (from, to) = (oldTemplates[index].location.origin?.version, newTemplates[index].location.origin?.version)
            migrations[index] = try Migrations.steps(of: newTemplates[index], from: from, to: to)
        }
        let regeneration = Regeneration(options: options, terminal: terminal, projectName: root.lastPathComponent, projectPath: root.path)
        var oldLayers: [Regeneration.Layer] = []
        var newLayers: [Regeneration.Layer] = []
        for (index, recorded) in record.templates.enumerated() {
            let (blocks, later) = Regeneration.blocks(of: recorded, old: oldTemplates[index], madeTheProject: index == 0)
            let layer = Regeneration.Layer(template: oldTemplates[index], blocks: blocks, later: later, madeTheProject: index == 0)
            oldLayers.append(layer)
            var newLayer = layer
            newLayer.template = newTemplates[index]
            // The old side answers from the record alone: a --set is for the new versions' questions.
            if targets.contains(index) { newLayer.answers = options.answers }
            newLayers.append(newLayer)
        }
        old = try regeneration.generate(oldLayers, record: record.text, into: oldFolder)
        for index in newLayers.indices { newLayers[index].offered = old.secrets[index] }
        new = try regeneration.generate(newLayers, record: record.text, into: newFolder)
        // A --set that no question of the updated templates took is a typo (exit 2, nothing changed).
        let given = Prompter(answers: options.answers, useDefaults: true, terminal: terminal)
        for key in new.asked { _ = given.presetAnswer(named: key) }
        if let unclaimed = given.unclaimedAnswers() { throw unclaimed }
    }

    /// The tag, branch or commit a template is at on one side, as messages name it.
    func ref(_ index: Int, new isNew: Bool) -> String {
        let origin = (isNew ? newTemplates : oldTemplates)[index].location.origin
        if !isNew || !targets.contains(index), let recorded = record.templates[index].ref { return recorded }
        if let ref = origin?.ref, ref != origin?.commit { return ref }
        return String((origin?.commit ?? record.templates[index].commit ?? "?").prefix(12))
    }

    /// The answers and prompt answers of template `index` in the new side's record (its
    /// migrations take them), with the `secret` answers it was given.
    func newAnswers(_ index: Int) -> (answers: [String: String], prompts: [String: String]) {
        guard case .text(let text)? = new.tree.files[ProjectRecord.fileName], let record = try? ProjectRecordFile(text),
              let entry = record.index(of: newTemplates[index].location.origin)
        else { return (new.secrets[index], [:]) }
        let answers = record.templates[entry].answers("answers").merging(new.secrets[index]) { recorded, _ in recorded }
        return (answers, record.templates[entry].answers("prompts"))
    }

    /// The templates that write `path`, on either side (all of them when none is known).
    func writers(of path: String) -> [Int] {
        let known = old.writers[path, default: []].union(new.writers[path, default: []])
        return known.isEmpty ? targets : known.sorted()
    }

    /// The names of a file's sides in conflict markers: the project, the templates that write it
    /// at their recorded versions, the same at their new ones. One template: `template v1`.
    func labels(of path: String) -> (ours: String, base: String, theirs: String) {
        guard record.templates.count > 1 else { return ("project", "template \(ref(0, new: false))", "template \(ref(0, new: true))") }
        let writers = writers(of: path)
        let word = writers.count == 1 ? "template " : "templates "
        let side = { (isNew: Bool) in word + writers.map { "\(record.label($0)) \(ref($0, new: isNew))" }.joined(separator: ", ") }
        return ("project", side(false), side(true))
    }

    /// `template b writes` / `templates a and b both write`, for a conflict's message.
    func whoWrites(_ path: String) -> String? {
        guard record.templates.count > 1 else { return nil }
        let names = writers(of: path).map(record.label)
        switch names.count {
        case 1: return "template \(names[0]) writes"
        case 2: return "templates \(names[0]) and \(names[1]) both write"
        default: return "templates \(names.dropLast().joined(separator: ", ")) and \(names.last!) all write"
        }
    }

    /// The base the merge compares with after the `before` migrations ran on the old side too:
    /// a file or folder a migration made counts as the old version's only where the new version
    /// makes it as well (the folder it renamed); elsewhere it is the project's own, never touched.
    func migratedBase() throws -> GeneratedTree {
        var base = try GeneratedTree.read(oldFolder)
        for path in Array(base.files.keys) where old.tree.files[path] == nil && new.tree.files[path] == nil {
            base.files[path] = nil
            base.modes[path] = nil
        }
        base.directories = base.directories.filter { old.tree.directories.contains($0) || new.tree.directories.contains($0) }
        return base
    }
}
