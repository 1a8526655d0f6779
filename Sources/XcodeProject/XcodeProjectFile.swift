import Diagnostics
import Foundation

/// An Xcode project file (`NAME.xcodeproj/project.pbxproj`), read and edited in place.
///
/// ```swift
/// var project = try XcodeProjectFile(contentsOf: url, displayPath: "App.xcodeproj/project.pbxproj")
/// try project.addFile(path: "App/Login/View/LoginView.swift",      // relative to the folder of App.xcodeproj
///                     groupPath: ["App", "Login", "View"],          // groups from the main group, made when missing
///                     targets: ["App"], phase: .automatic)          // .sources, .resources, .none or .automatic
/// try project.bytes.write(to: url)                                  // or hand `bytes` to a journal
/// ```
///
/// - Reading: `PlistParser` reads the OpenStep format; a syntax error is a `Diagnostic` located at
///   `FILE:LINE:COL` with the line and a caret.
/// - Editing only inserts text: a `PBXFileReference` in its section (sorted by ID, one line, with
///   `/* name */` comments as Xcode writes them), the `PBXGroup`s of `groupPath` that are missing
///   (each with `path = folder`, appended to its parent's children), and a `PBXBuildFile` in each
///   target's Sources or Resources phase (a Resources phase is made when the target has none).
///   Every byte of the original outside the inserted ranges stays as it was.
/// - New IDs are 24 hex digits, derived from the file's path, group and target (the same edit of
///   the same file gives the same IDs) and never equal to an ID already in the file.
/// - Adding a file that is already there (same group, same resolved path, already in the phase)
///   changes nothing: `addFile` returns false and `bytes` stay the same. So does a file inside
///   one of Xcode 16's synchronized folders (`synchronizedFolders`), which Xcode builds by itself.
/// - Targets: `nativeTargets` lists them with their product types, so a caller can pick defaults
///   (`firstTarget(productType:)`).
public struct XcodeProjectFile: Sendable {
    /// The file's current bytes (the original plus every edit made so far).
    public private(set) var bytes: [UInt8]
    /// How errors name the file.
    public let path: String
    private(set) var document: ProjectDocument

    /// A native target of the project.
    public struct Target: Equatable, Sendable {
        public var id: String
        public var name: String
        /// E.g. `com.apple.product-type.application`, `com.apple.product-type.bundle.unit-test`.
        public var productType: String?
    }

    public static let applicationProductType = "com.apple.product-type.application"
    public static let unitTestProductType = "com.apple.product-type.bundle.unit-test"

    public init(bytes: [UInt8], path: String) throws {
        self.bytes = bytes
        self.path = path
        document = try ProjectDocument(bytes: bytes, path: path)
    }

    public init(contentsOf url: URL, displayPath: String? = nil) throws {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Diagnostic(code: DiagnosticCode.pbxprojUnreadable, message: "cannot read \(displayPath ?? url.path)")
        }
        try self.init(bytes: [UInt8](data), path: displayPath ?? url.path)
    }

    /// `objectVersion` (46 for Xcode 3.2–8, 48 for 9, 50–56 for 10–14, 60 and 77 for 15–16).
    public var objectVersion: String? { document.root["objectVersion"]?.string }

    /// Every `PBXNativeTarget`, in the order the project lists them.
    public var nativeTargets: [Target] {
        let listed = project?["targets"]?.strings ?? document.ids(isa: "PBXNativeTarget")
        return listed.compactMap { id in
            guard document.isa(id) == "PBXNativeTarget", let object = document.object(id) else { return nil }
            return Target(id: id, name: object["name"]?.string ?? id, productType: object["productType"]?.string)
        }
    }

    /// The first native target of a product type, e.g. the app or its unit tests.
    public func firstTarget(productType: String) -> Target? {
        nativeTargets.first { $0.productType == productType }
    }

    private var project: PlistNode? {
        document.root["rootObject"]?.string.flatMap { document.object($0) }
    }

    // MARK: - Adding a file

    /// Adds the file at `path` (relative to the folder holding the `.xcodeproj`) under the groups
    /// `groupPath` (names from the main group down; missing ones are made with `path = name`),
    /// and builds it in `phase` of each of `targets`. Returns whether anything changed.
    /// Throws a `Diagnostic` for an unknown target or an unusable path, before changing anything.
    @discardableResult
    public mutating func addFile(path filePath: String, groupPath: [String], targets: [String], phase: BuildPhase = .automatic) throws -> Bool {
        let file = ProjectPaths.normalized(filePath)
        guard !file.isEmpty, !filePath.hasPrefix("/"), !file.hasPrefix("../"), file != ".." else {
            throw Diagnostic(code: DiagnosticCode.pbxprojPath, message: "cannot add '\(filePath)' to \(path): a file is named relative to the project's folder")
        }
        let resolvedPhase = phase == .automatic ? FileTypes.defaultPhase(forPath: file) : phase
        let targetIDs = try targets.map { name -> String in
            guard let target = nativeTargets.first(where: { $0.name == name }) else {
                let known = nativeTargets.map(\.name)
                var notes = ["the targets are: " + (known.isEmpty ? "none" : known.joined(separator: ", "))]
                if let suggestion = Suggestions.didYouMean(name, in: known) { notes.insert(suggestion, at: 0) }
                throw Diagnostic(code: DiagnosticCode.unknownTarget, message: "\(path) has no target '\(name)'", notes: notes)
            }
            return target.id
        }
        // Xcode 16 builds every file inside a synchronized folder by itself: a reference would be a duplicate.
        if synchronizedFolders.contains(where: { file.hasPrefix($0 + "/") || $0.isEmpty }) { return false }
        let before = bytes
        var (groupID, folder) = try mainGroup()
        var madePath: [String] = []
        for component in groupPath where !component.isEmpty {
            madePath.append(component)
            if let child = childGroup(named: component, of: groupID) {
                groupID = child
                folder = ProjectPaths.folder(of: document.object(child)!, inside: folder)
            } else {
                let groupFolder = folder.flatMap { ProjectPaths.folder(named: component, from: $0, toward: file) }
                groupID = try makeGroup(component, folder: groupFolder, in: groupID, seed: madePath.joined(separator: "/"))
                // A group with no folder of that name is logical: its files resolve from the parent's folder.
                folder = groupFolder.map { ProjectPaths.join(folder ?? "", $0) } ?? folder
            }
        }
        let reference = try fileReference(file, in: groupID, folder: folder)
        if let phaseISA = resolvedPhase.isa {
            for (name, targetID) in zip(targets, targetIDs) {
                try addBuildFile(reference, file: file, target: targetID, targetName: name, phaseISA: phaseISA)
            }
        }
        return bytes != before
    }

    /// The folders of Xcode 16's `PBXFileSystemSynchronizedRootGroup`s (relative to the folder
    /// holding the `.xcodeproj`): Xcode builds the files inside them without references.
    public var synchronizedFolders: [String] {
        guard let (main, folder) = try? mainGroup() else { return [] }
        var found: [String] = []
        func walk(_ id: String, _ folder: String?, depth: Int) {
            // A group listed inside itself would loop; Xcode nests nowhere near this deep.
            guard depth < 64 else { return }
            for child in document.object(id)?["children"]?.strings ?? [] {
                guard let node = document.object(child) else { continue }
                let location = ProjectPaths.resolved(node, inside: folder)
                switch document.isa(child) {
                case "PBXGroup": walk(child, location, depth: depth + 1)
                case "PBXFileSystemSynchronizedRootGroup": if let location { found.append(location) }
                default: break
                }
            }
        }
        walk(main, folder, depth: 0)
        return found
    }

    private func mainGroup() throws -> (String, String?) {
        guard let project, let id = project["mainGroup"]?.string, document.isa(id) == "PBXGroup", let group = document.object(id) else {
            throw Diagnostic(code: DiagnosticCode.pbxprojStructure, message: "\(path) has no main group (its project object names no PBXGroup `mainGroup`)")
        }
        let projectFolder = ProjectPaths.normalized(project["projectDirPath"]?.string ?? "")
        return (id, ProjectPaths.folder(of: group, inside: projectFolder))
    }

    private func childGroup(named name: String, of groupID: String) -> String? {
        document.object(groupID)?["children"]?.strings.first { id in
            guard document.isa(id) == "PBXGroup", let child = document.object(id) else { return false }
            // Xcode shows a group by its name when it has one, else by its path.
            if let shown = child["name"]?.string { return shown == name }
            guard let path = child["path"]?.string else { return false }
            return path == name || (path as NSString).lastPathComponent == name
        }
    }

    /// A new group named `name`; `folder` is its `path` (relative to the parent's folder), nil
    /// for a logical group. Xcode shows a group by its `name`, else by its `path`.
    private mutating func makeGroup(_ name: String, folder: String?, in parentID: String, seed: String) throws -> String {
        var ids = ObjectIDs(taken: Set(document.objectsByID.keys))
        let id = ids.make("PBXGroup", seed)
        var fields: [(String, PBXObjectText.Value)] = [("children", .list([])), ("sourceTree", .string("<group>"))]
        if let folder { fields.append(("path", .string(folder))) }
        if folder != name { fields.append(("name", .string(name))) }
        let object = PBXObjectText(isa: "PBXGroup", fields: fields)
        try edit([document.insertObject(id, comment: name, object)] + appendChild(id, comment: name, to: parentID, key: "children"))
        return id
    }

    /// The file's reference among the group's children, made when it is not there yet.
    private mutating func fileReference(_ file: String, in groupID: String, folder: String?) throws -> String {
        let children = document.object(groupID)?["children"]?.strings ?? []
        for id in children where document.isa(id) == "PBXFileReference" {
            if let object = document.object(id), ProjectPaths.resolved(object, inside: folder) == file { return id }
        }
        let name = (file as NSString).lastPathComponent
        var fields: [(String, PBXObjectText.Value)] = [("lastKnownFileType", .string(FileTypes.lastKnownFileType(forPath: file)))]
        if let folder, let relative = ProjectPaths.relative(file, to: folder) {
            if relative != name { fields.append(("name", .string(name))) }
            fields += [("path", .string(relative)), ("sourceTree", .string("<group>"))]
        } else {
            fields += [("name", .string(name)), ("path", .string(file)), ("sourceTree", .string("SOURCE_ROOT"))]
        }
        var ids = ObjectIDs(taken: Set(document.objectsByID.keys))
        let id = ids.make("PBXFileReference", file, groupID)
        let object = PBXObjectText(isa: "PBXFileReference", fields: fields)
        try edit([document.insertObject(id, comment: name, object)] + appendChild(id, comment: name, to: groupID, key: "children"))
        return id
    }

    private mutating func addBuildFile(_ reference: String, file: String, target: String, targetName: String, phaseISA: String) throws {
        let phaseID = try buildPhase(phaseISA, of: target, targetName: targetName)
        let files = document.object(phaseID)?["files"]?.strings ?? []
        if files.contains(where: { document.object($0)?["fileRef"]?.string == reference }) { return }
        let name = document.displayName(reference) ?? (file as NSString).lastPathComponent
        let comment = "\(name) in \(document.displayName(phaseID) ?? "Sources")"
        var ids = ObjectIDs(taken: Set(document.objectsByID.keys))
        let id = ids.make("PBXBuildFile", file, target, phaseISA)
        let object = PBXObjectText(isa: "PBXBuildFile", fields: [("fileRef", .reference(reference, name))])
        try edit([document.insertObject(id, comment: comment, object)] + appendChild(id, comment: comment, to: phaseID, key: "files"))
    }

    /// The target's phase of one ISA; a Resources phase is made (and listed last) when missing.
    private mutating func buildPhase(_ isa: String, of target: String, targetName: String) throws -> String {
        let phases = document.object(target)?["buildPhases"]?.strings ?? []
        if let id = phases.first(where: { document.isa($0) == isa }) { return id }
        guard isa == "PBXResourcesBuildPhase" else {
            throw Diagnostic(code: DiagnosticCode.pbxprojStructure, message: "target '\(targetName)' of \(path) has no \(isa) to add sources to")
        }
        var ids = ObjectIDs(taken: Set(document.objectsByID.keys))
        let id = ids.make(isa, target)
        let object = PBXObjectText(isa: isa, fields: [
            ("buildActionMask", .string("2147483647")), ("files", .list([])), ("runOnlyForDeploymentPostprocessing", .string("0")),
        ])
        try edit([document.insertObject(id, comment: "Resources", object)] + appendChild(id, comment: "Resources", to: target, key: "buildPhases"))
        return id
    }

    private func appendChild(_ id: String, comment: String, to owner: String, key: String) throws -> [TextInsertion] {
        guard let list = document.object(owner)?[key], list.array != nil else {
            throw Diagnostic(code: DiagnosticCode.pbxprojStructure, message: "object \(owner) of \(path) has no `\(key) = ( … );` list")
        }
        return document.append(id, comment: comment, to: list)
    }

    /// Applies one step's insertions and reads the result back, so the next step sees it (and a
    /// step that would leave the file unreadable fails here, before anything is written).
    private mutating func edit(_ insertions: [TextInsertion]) throws {
        let edited = TextInsertion.apply(insertions, to: bytes)
        document = try ProjectDocument(bytes: edited, path: path)
        bytes = edited
    }
}
