import Diagnostics
import Foundation
import Liquid
import RunnerLanguage
import XcodeProject

/// `gen MODULE TEMPLATE` in a Generamba project: every file of the `.rambaspec` rendered with
/// Liquid and named as Generamba names it, then all written through the workspace at once.
///
/// A file's name is `{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}` (or its
/// `custom_name`, itself Liquid), where `file_basename` is the last part of its `name`; it goes
/// to `project_file_path/MODULE/<folder of name>/` (test files below `test_file_path`), or flat
/// into `project_file_path` with `create_logical_groups`. `{% include 'NAME' %}` reads the
/// template's `snippets/NAME.liquid`, as Generamba sets it up. While a file renders,
/// `module_info.file_name` is its name. A Liquid error in any file fails the run before
/// anything is written (Generamba would write "Liquid error" into the file).
struct GenerambaGeneration {
    var module: GenerambaModule
    var template: RambaspecTemplate
    var workspace: Workspace
    var options: RunOptions
    var log: StatusLog
    var now: Date

    struct PlannedFile {
        var path: String
        var content: String
        var existing: ModuleGenerator.PlannedFile.Existing
        var target: [String]
        var isResource: Bool
        /// The Xcode groups it goes in: the Rambafile's group path, then the folder of its `name`.
        var groupPath: [String]
    }

    func plan() throws -> [PlannedFile] {
        var planned: [PlannedFile] = []
        let sides: [([RambaspecTemplate.File], [String]?, String?, String?, String?)] = [
            (template.codeFiles, module.projectTargets, module.projectFilePath, module.projectGroupPath, module.projectFileRoot),
            (template.testFiles, module.testTargets, module.testFilePath, module.testGroupPath, module.testFileRoot),
        ]
        for (files, targets, directory, group, root) in sides {
            guard let targets, !targets.isEmpty, let directory, let group else { continue }
            for file in files {
                guard let written = file.path, let source = file.source else { continue }
                let folder = (file.name as NSString).deletingLastPathComponent
                var scope = module.scope(now: now)
                var info: LiquidHash = { if case .hash(let h)? = scope["module_info"] { return h } else { return LiquidHash() } }()
                info["file_basename"] = .string((file.name as NSString).lastPathComponent)
                scope["module_info"] = .hash(info)
                let nameTemplate = file.customName ?? "{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}"
                let fileName = try LiquidTemplate.parse(nameTemplate, path: template.spec.path).renderStrictly(scope)
                info["file_basename"] = nil
                info["file_name"] = .string(fileName)
                scope["module_info"] = .hash(info)
                let content = try render(source, shownAs: written, scope)
                var destination = module.createLogicalGroups ? (root ?? directory) : directory
                if !module.createLogicalGroups, !folder.isEmpty { destination += "/" + folder }
                destination += "/" + fileName
                let path = try workspace.resolve(destination, for: .write, at: file.location)
                if planned.contains(where: { $0.path == path }) {
                    throw Diagnostic(code: DiagnosticCode.moduleTemplate, message: "two files of the template go to \(path)", at: file.location, in: template.spec)
                }
                let existing: ModuleGenerator.PlannedFile.Existing =
                    !workspace.exists(path) ? .none : ((try? workspace.content(path)) == .text(content) ? .identical : .different)
                let groups = (group + (folder.isEmpty ? "" : "/" + folder)).split(separator: "/").map(String.init)
                planned.append(PlannedFile(
                    path: path, content: content, existing: existing, target: targets, isResource: file.isResource, groupPath: groups))
            }
        }
        return planned
    }

    /// Renders the file the spec names `path`, found at `url` through the template folder's door.
    private func render(_ url: URL, shownAs path: String, _ scope: LiquidHash) throws -> String {
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw Diagnostic(code: DiagnosticCode.missingSource, message: "cannot read \(path) of the template (it must be UTF-8 text)")
        }
        let shown = (template.spec.path as NSString).deletingLastPathComponent + "/" + path
        let liquid = try LiquidTemplate.parse(text, path: shown)
        // Generamba reads `{% include 'NAME' %}` from the template's snippets/NAME.liquid (the
        // folder resolved through the door; the file system keeps includes inside it).
        liquid.fileSystem = LocalLiquidFileSystem(root: template.snippets, pattern: "%s.liquid")
        return try liquid.renderStrictly(scope)
    }

    /// The Xcode project the Rambafile names (`xcodeproj_path`), read before anything is written.
    func loadProject(rambafile: Rambafile) throws -> XcodeProjectFile {
        let file = module.xcodeprojPath.hasSuffix("/") ? module.xcodeprojPath + "project.pbxproj" : module.xcodeprojPath + "/project.pbxproj"
        let path: String
        do {
            path = try workspace.resolve(file, for: .write, at: rambafile.location(of: "xcodeproj_path"))
        } catch var error as RuntimeError {
            error.sourceLine = rambafile.source.line(rambafile.location(of: "xcodeproj_path").line).map(String.init)
            throw error
        }
        guard let content = try workspace.content(path) else {
            throw Diagnostic(
                code: DiagnosticCode.xcodeProject, message: "xcodeproj_path names \(module.xcodeprojPath), which holds no project.pbxproj",
                at: rambafile.location(of: "xcodeproj_path"), in: rambafile.source)
        }
        let project = try XcodeProjectFile(bytes: [UInt8](content.data), path: path)
        let known = project.nativeTargets.map(\.name)
        for (targets, keys) in [(module.projectTargets, ["project_targets", "project_target"]), (module.testTargets, ["test_targets", "test_target"])] {
            for name in targets ?? [] where !known.contains(name) {
                let key = keys.first { rambafile.node($0) != nil } ?? keys[0]
                var notes = ["the targets of \(path) are: " + (known.isEmpty ? "none" : known.joined(separator: ", "))]
                if let suggestion = Suggestions.didYouMean(name, in: known) { notes.insert(suggestion, at: 0) }
                throw Diagnostic(
                    code: DiagnosticCode.unknownTarget, message: "\(module.xcodeprojPath) has no target '\(name)'",
                    at: rambafile.location(of: key), in: rambafile.source, notes: notes)
            }
        }
        return project
    }

    /// Plans, refuses an existing module without `--force` (nothing written), writes every file
    /// and the Xcode project with them (each new file referenced once, in groups following the
    /// Rambafile's group path, built in its targets' sources or resources phase), then flushes;
    /// any failure restores everything.
    func generate(project: XcodeProjectFile) throws -> [PlannedFile] {
        let files = try plan()
        let existing = files.filter { $0.existing != .none }
        if !existing.isEmpty, !options.force {
            let list = existing.prefix(5).map(\.path).joined(separator: ", ") + (existing.count > 5 ? ", …" : "")
            throw RuntimeError(
                "RuntimeError", "the module \(module.name) already exists (\(list)); nothing was written. Pass --force to overwrite it",
                code: DiagnosticCode.moduleExists)
        }
        var project = project
        // Paths in the project are relative to the folder holding the .xcodeproj.
        let projectFolder = ((project.path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        var changed = false
        for file in files {
            var relative = file.path
            if !projectFolder.isEmpty {
                guard relative.hasPrefix(projectFolder + "/") else {
                    throw Diagnostic(code: DiagnosticCode.xcodeProject, message: "\(file.path) is outside \(projectFolder), the folder of \(module.xcodeprojPath)")
                }
                relative.removeFirst(projectFolder.count + 1)
            }
            changed = try project.addFile(
                path: relative, groupPath: file.groupPath, targets: file.target, phase: file.isResource ? .resources : .automatic) || changed
        }
        do {
            for file in files {
                switch file.existing {
                case .none: log.status("create", file.path)
                case .identical: log.status("identical", file.path)
                case .different: log.status("force", file.path)
                }
                if file.existing != .identical { try workspace.write(file.path, .text(file.content)) }
            }
            log.status(changed ? "update" : "identical", project.path)
            if changed { try workspace.write(project.path, FileContent(Data(project.bytes))) }
            try workspace.flush()
        } catch {
            try? workspace.rollback()
            throw error
        }
        return files
    }

    /// Generamba's warnings: template dependencies the Podfile / Cartfile does not mention.
    func dependencyNotes(projectRoot: URL) -> [Diagnostic] {
        guard !template.dependencies.isEmpty else { return [] }
        var notes: [Diagnostic] = []
        func read(_ path: String?) -> String? {
            path.flatMap { FileManager.default.contents(atPath: ModuleTemplateLocator.resolve($0, in: projectRoot).path) }
                .map { String(decoding: $0, as: UTF8.self) }
        }
        if let podfile = read(module.podfilePath) {
            let pods = Set(podfile.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("pod ") else { return nil }
                let quoted = trimmed.dropFirst(4).trimmingCharacters(in: .whitespaces)
                guard let quote = quoted.first, quote == "'" || quote == "\"" else { return nil }
                let name = quoted.dropFirst().prefix { $0 != quote }
                return String(name.split(separator: " ").first ?? name[...])
            })
            let missing = template.dependencies.filter { !pods.contains($0) }
            if !missing.isEmpty {
                notes.append(Diagnostic(.warning, code: DiagnosticCode.missingDependency, message: "dependencies \(missing.joined(separator: ", ")) of template \(template.name) are missing in the Podfile"))
            }
        }
        if let cartfile = read(module.cartfilePath) {
            let missing = template.dependencies.filter { !cartfile.contains($0) }
            if !missing.isEmpty {
                notes.append(Diagnostic(.warning, code: DiagnosticCode.missingDependency, message: "dependencies \(missing.joined(separator: ", ")) of template \(template.name) are missing in the Cartfile"))
            }
        }
        return notes
    }
}

extension GenCommand {
    /// The Generamba path of `gen`: taken when the project has a Rambafile and TEMPLATE is one of
    /// its templates (installed in Templates/ or declared there); false otherwise, so bootstrap's
    /// own module templates are looked up as usual.
    func generateFromRambafile(
        module: String, template: String, projectRoot: URL, workspace: Workspace, log: StatusLog, failures: FailureReport
    ) throws -> Bool {
        guard let rambafile = try Rambafile.load(projectRoot: projectRoot),
            let folder = try RambaspecTemplate.locate(template, projectRoot: projectRoot, rambafile: rambafile)
        else { return false }
        var codeModule = try GenerambaModule.make(
            name: module, rambafile: rambafile, options: generamba,
            authorFallback: { GenerambaModule.savedUserName(home: home) ?? gitUserName() })
        // `--target`/`--test-target` stand for Generamba's `--project_targets`/`--test_targets` (one name).
        if let target = xcodeTargets.target, codeModule.projectFilePath != nil { codeModule.projectTargets = [target] }
        if let target = xcodeTargets.testTarget, codeModule.testFilePath != nil { codeModule.testTargets = [target] }
        let date = now()
        let spec = try RambaspecTemplate.load(
            folder: folder, template: template, scope: codeModule.scope(now: date),
            displayPath: TemplateLocation.displayPath(folder, workingDirectory: workingDirectory))
        let generation = GenerambaGeneration(module: codeModule, template: spec, workspace: workspace, options: options, log: log, now: date)
        let project = try generation.loadProject(rambafile: rambafile)
        generation.dependencyNotes(projectRoot: projectRoot).forEach(failures.report)
        _ = try generation.generate(project: project)
        return true
    }
}
