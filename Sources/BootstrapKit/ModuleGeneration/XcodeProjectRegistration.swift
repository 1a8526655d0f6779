import BootstrapYAML
import Diagnostics
import Foundation
import XcodeProject

/// `gen --target NAME` and `--test-target NAME`: the Xcode targets a module's files are built in.
public struct XcodeTargetChoice: Sendable, Equatable {
    public var target: String?
    public var testTarget: String?

    public init(target: String? = nil, testTarget: String? = nil) {
        self.target = target
        self.testTarget = testTarget
    }
}

/// Adds the files a run writes to the project's Xcode project (docs/xcode-projects.md).
///
/// - The project is the one `.xcodeproj` at the project's root (with several, the one named like
///   the project folder, or `xcode: project:` in `.bootstrap.yml`). A project with a `project.yml`
///   is left alone: XcodeGen makes its `.xcodeproj` from the folders.
/// - Targets: `--target`/`--test-target`, else `xcode: target:`/`test_target:` in `.bootstrap.yml`,
///   else the first application target and the first unit-test target. Without a unit-test
///   target, test files are added to their groups only, with a warning.
/// - `project.pbxproj` is edited in memory and written through the workspace like every other
///   file of the run, so the journal restores it with them when anything fails.
public struct XcodeProjectRegistration {
    /// One file to add: its path relative to the project, the groups it goes in (nil: the groups
    /// of its folders below the folder holding the .xcodeproj), the targets that build it and the phase.
    public struct Entry {
        public var path: String
        public var groupPath: [String]?
        public var targets: [String]
        public var phase: BuildPhase

        public init(path: String, groupPath: [String]? = nil, targets: [String], phase: BuildPhase = .automatic) {
            self.path = path
            self.groupPath = groupPath
            self.targets = targets
            self.phase = phase
        }
    }

    /// `NAME.xcodeproj/project.pbxproj`, relative to the project.
    public let projectFile: String
    /// The target code files are built in.
    public let codeTarget: String
    /// The unit-test target test files are built in; nil when the project has none.
    public let testTarget: String?
    public private(set) var project: XcodeProjectFile

    static let settingsFile = ".bootstrap.yml"

    /// The registration for the project in `workspace`, or nil when there is no Xcode project to
    /// add files to. Throws a Diagnostic (bad input) for an unreadable project file, an unknown
    /// target or a malformed `xcode:` setting, before anything is written.
    /// `projectPath` (`App.xcodeproj`, relative to the project; a Rambafile's `xcodeproj_path`)
    /// names the project instead of looking for one; a missing one is then an error.
    public static func prepare(workspace: Workspace, choice: XcodeTargetChoice, projectPath: String? = nil) throws -> XcodeProjectRegistration? {
        guard !workspace.exists("project.yml") else { return nil }
        let settings = try XcodeSettings.load(workspace: workspace)
        let projectFile: String
        if let projectPath {
            projectFile = projectPath.hasSuffix("/project.pbxproj") ? projectPath : projectPath + "/project.pbxproj"
            guard workspace.isFile(projectFile) else {
                throw Diagnostic(code: DiagnosticCode.xcodeProject, message: "no Xcode project file at \(projectFile)")
            }
        } else {
            guard let found = try locateProject(workspace: workspace, named: settings.project) else { return nil }
            projectFile = found
        }
        guard let content = try workspace.content(projectFile) else { return nil }
        let project = try XcodeProjectFile(bytes: [UInt8](content.data), path: projectFile)
        let targets = project.nativeTargets.map(\.name)
        func check(_ name: String, from setting: XcodeSettings.Value?) throws -> String {
            guard !targets.contains(name) else { return name }
            var notes = ["the targets of \(projectFile) are: " + (targets.isEmpty ? "none" : targets.joined(separator: ", "))]
            if let suggestion = Suggestions.didYouMean(name, in: targets) { notes.insert(suggestion, at: 0) }
            if let setting {
                throw Diagnostic(code: DiagnosticCode.unknownTarget, message: "\(projectFile) has no target '\(name)'", at: setting.location,
                                 in: settings.source, notes: notes)
            }
            throw Diagnostic(code: DiagnosticCode.unknownTarget, message: "\(projectFile) has no target '\(name)'", notes: notes)
        }
        let code: String
        if let name = choice.target {
            code = try check(name, from: nil)
        } else if let setting = settings.target {
            code = try check(setting.text, from: setting)
        } else if let first = project.firstTarget(productType: XcodeProjectFile.applicationProductType)
            ?? project.nativeTargets.first(where: { !($0.productType ?? "").contains("test") }) {
            code = first.name
        } else {
            throw Diagnostic(code: DiagnosticCode.unknownTarget, message: "\(projectFile) has no target to add the module to; name one with --target")
        }
        var test: String?
        if let name = choice.testTarget {
            test = try check(name, from: nil)
        } else if let setting = settings.testTarget {
            test = try check(setting.text, from: setting)
        } else {
            test = project.firstTarget(productType: XcodeProjectFile.unitTestProductType)?.name
        }
        return XcodeProjectRegistration(projectFile: projectFile, codeTarget: code, testTarget: test, project: project)
    }

    /// `NAME.xcodeproj/project.pbxproj` at the project's root: the one there is, the one `named`,
    /// or (with several) the one named like the project folder.
    static func locateProject(workspace: Workspace, named: XcodeSettings.Value?) throws -> String? {
        if let named {
            let path = named.text.hasSuffix("/project.pbxproj") ? named.text : named.text + "/project.pbxproj"
            guard workspace.isFile(path) else {
                throw Diagnostic(code: DiagnosticCode.xcodeProject, message: "no Xcode project file at \(path)", at: named.location, in: named.source)
            }
            return path
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: workspace.absolute(""))) ?? [])
            .filter { $0.hasSuffix(".xcodeproj") && workspace.isFile($0 + "/project.pbxproj") }
            .sorted()
        if names.count <= 1 { return names.first.map { $0 + "/project.pbxproj" } }
        let folder = workspace.root.lastPathComponent + ".xcodeproj"
        guard names.contains(folder) else {
            throw Diagnostic(
                code: DiagnosticCode.xcodeProject,
                message: "the project holds several Xcode projects (\(names.joined(separator: ", "))); name one in \(settingsFile) as `xcode: project: NAME.xcodeproj`")
        }
        return folder + "/project.pbxproj"
    }

    /// The entries for a module's files: code files in the code target, test files in the test
    /// target (groups only without one), each under the groups of its folders.
    public func entries(for files: [ModuleGenerator.PlannedFile]) -> [Entry] {
        files.map { file in
            let targets = file.role == .test ? (testTarget.map { [$0] } ?? []) : [codeTarget]
            return Entry(path: file.path, targets: targets, phase: targets.isEmpty ? .none : .automatic)
        }
    }

    /// Adds `entries` to the project and writes `project.pbxproj` through the workspace, then
    /// flushes. On any failure the workspace is rolled back — the files written before are
    /// restored or removed with the project file — and the error is rethrown.
    public mutating func register(_ entries: [Entry], workspace: Workspace, log: StatusLog) throws {
        do {
            var changed = false
            // Xcode names files from the folder holding the .xcodeproj, which may be below the project's root.
            let sourceRoot = (projectFile as NSString).deletingLastPathComponent.split(separator: "/").dropLast().joined(separator: "/")
            for entry in entries {
                var path = entry.path
                if !sourceRoot.isEmpty {
                    guard path.hasPrefix(sourceRoot + "/") else {
                        throw Diagnostic(code: DiagnosticCode.xcodeProject, message: "\(path) lies outside \(sourceRoot)/, the folder of \(projectFile), so Xcode cannot hold it")
                    }
                    path.removeFirst(sourceRoot.count + 1)
                }
                let folders = path.split(separator: "/").dropLast().map(String.init)
                changed = try project.addFile(
                    path: path, groupPath: entry.groupPath ?? folders, targets: entry.targets, phase: entry.phase) || changed
            }
            if changed {
                log.status("update", projectFile)
                try workspace.write(projectFile, FileContent(Data(project.bytes)))
            } else {
                log.status("identical", projectFile)
            }
            try workspace.flush()
        } catch {
            try? workspace.rollback()
            throw error
        }
    }
}

/// The `xcode:` mapping of `.bootstrap.yml`: `project`, `target`, `test_target`, all optional.
struct XcodeSettings {
    struct Value {
        var text: String
        var location: SourceLocation
        var source: SourceText
    }

    var project: Value?
    var target: Value?
    var testTarget: Value?
    var source: SourceText?

    static func load(workspace: Workspace) throws -> XcodeSettings {
        let path = XcodeProjectRegistration.settingsFile
        guard let content = try workspace.content(path) else { return XcodeSettings() }
        let data = [UInt8](content.data)
        let root = try YAMLLoader.load(bytes: data, path: path)
        let source = SourceText(path: path, text: String(decoding: data, as: UTF8.self))
        var settings = XcodeSettings(source: source)
        func location(_ node: Node) -> SourceLocation { source.location(line: node.mark.line, column: node.mark.column) }
        guard let xcode = root?["xcode"] else { return settings }
        guard let pairs = xcode.mappingPairs else {
            throw Diagnostic(code: DiagnosticCode.xcodeSettings, message: "`xcode:` must be a mapping of project, target and test_target, not \(xcode.kindDescription)",
                             at: location(xcode), in: source)
        }
        for (key, value) in pairs {
            let name = key.scalarText ?? ""
            guard ["project", "target", "test_target"].contains(name) else {
                var notes: [String] = []
                if let suggestion = Suggestions.didYouMean(name, in: ["project", "target", "test_target"]) { notes.append(suggestion) }
                throw Diagnostic(code: DiagnosticCode.xcodeSettings, message: "unknown key '\(name)' in `xcode:` (project, target, test_target)",
                                 at: location(key), in: source, notes: notes)
            }
            guard let text = value.scalarText, !value.isNull, !text.isEmpty else {
                throw Diagnostic(code: DiagnosticCode.xcodeSettings, message: "`xcode: \(name):` must be a name, not \(value.kindDescription)",
                                 at: location(value), in: source)
            }
            let setting = Value(text: text, location: location(value), source: source)
            switch name {
            case "project": settings.project = setting
            case "target": settings.target = setting
            default: settings.testTarget = setting
            }
        }
        return settings
    }
}
