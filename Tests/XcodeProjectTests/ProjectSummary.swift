import Foundation
import XCTest
@testable import XcodeProject

/// What a project file holds, in the shape `Oracle/pbxproj_summary.py` prints it: objects by ID,
/// groups (display-name trails) with their children, each target's phases with their files, file
/// references and where they point. Made either by PyPI's `pbxproj` (the independent reader) or
/// by our own reader, so the two can be compared.
struct ProjectSummary: Codable, Equatable {
    var objects: [String: String]
    var groups: [String: [String?]]
    var phases: [String: [String: [String?]]]
    var files: [String: [String?]]
    var paths: [String: String?]

    static let oracle = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Oracle")
    static let script = oracle.appendingPathComponent("pbxproj_summary.py")

    /// Whether `python3` can import `pbxproj`; asked once.
    static let pythonAvailable: Bool = {
        let status = run(["-c", "import pbxproj"])?.status
        if status != 0 {
            print("note: python3 with PyPI's pbxproj is not installed; project files are checked against the summaries it recorded in Oracle/expected")
        }
        return status == 0
    }()

    /// PyPI's `pbxproj` reading of `bytes`, or nil when it is not installed.
    static func python(_ bytes: [UInt8]) throws -> ProjectSummary? {
        guard pythonAvailable else { return nil }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("summary-\(UUID().uuidString).pbxproj")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        guard let result = run([script.path, file.path]), result.status == 0 else {
            XCTFail("pbxproj could not read the file: \(run([script.path, file.path])?.error ?? "")")
            return nil
        }
        return try JSONDecoder().decode(ProjectSummary.self, from: result.output)
    }

    /// The summary recorded under `name` by `Oracle/record.sh`; with `XCODEPROJECT_RECORD=1`
    /// (what record.sh sets) it is written from PyPI's `pbxproj` first.
    static func recorded(_ name: String, bytes: [UInt8]) throws -> ProjectSummary {
        let url = oracle.appendingPathComponent("expected").appendingPathComponent(name + ".json")
        if ProcessInfo.processInfo.environment["XCODEPROJECT_RECORD"] == "1" {
            guard let fresh = try python(bytes) else { throw XCTSkip("recording needs python3 with pbxproj") }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (encoder.encode(fresh) + Data("\n".utf8)).write(to: url)
        }
        return try JSONDecoder().decode(ProjectSummary.self, from: Data(contentsOf: url))
    }

    /// The independent reading of `bytes`: PyPI's `pbxproj` when installed (and then the recorded
    /// summary must still agree with it), else the summary it recorded.
    static func independent(_ name: String, bytes: [UInt8]) throws -> ProjectSummary {
        let recorded = try recorded(name, bytes: bytes)
        if let live = try python(bytes) {
            XCTAssertEqual(live, recorded, "\(name): the recorded summary is stale; run Tests/XcodeProjectTests/Oracle/record.sh")
            return live
        }
        return recorded
    }

    /// Our own reader's summary of a project.
    static func ours(_ project: XcodeProjectFile) -> ProjectSummary {
        let document = project.document
        var summary = ProjectSummary(objects: [:], groups: [:], phases: [:], files: [:], paths: [:])
        for (id, entry) in document.objectsByID {
            summary.objects[id] = entry.value["isa"]?.string
            if entry.value["isa"]?.string == "PBXFileReference" {
                summary.files[id] = ["path", "sourceTree", "lastKnownFileType"].map { entry.value[$0]?.string }
            }
        }
        func display(_ node: PlistNode) -> String? { node["name"]?.string ?? node["path"]?.string }
        func walk(_ id: String, _ trail: [String], _ folder: String?) {
            guard let group = document.object(id) else { return }
            var names: [String?] = []
            for child in group["children"]?.strings ?? [] {
                guard let node = document.object(child) else { continue }
                names.append(display(node))
                let location = ProjectPaths.resolved(node, inside: folder)
                let trail = trail + [display(node) ?? ""]
                switch node["isa"]?.string {
                case "PBXGroup": walk(child, trail, location)
                case "PBXFileReference": summary.paths[trail.joined(separator: "/")] = .some(location)
                default: break
                }
            }
            summary.groups[trail.joined(separator: "/")] = names
        }
        if let rootID = document.root["rootObject"]?.string, let root = document.object(rootID),
           let main = root["mainGroup"]?.string, let mainNode = document.object(main) {
            walk(main, [], ProjectPaths.resolved(mainNode, inside: ProjectPaths.normalized(root["projectDirPath"]?.string ?? "")))
        }
        for target in document.ids(isa: "PBXNativeTarget") {
            guard let node = document.object(target), let name = node["name"]?.string else { continue }
            var phases: [String: [String?]] = [:]
            for phase in node["buildPhases"]?.strings ?? [] {
                guard let phaseNode = document.object(phase), let isa = phaseNode["isa"]?.string else { continue }
                phases[isa, default: []] += (phaseNode["files"]?.strings ?? []).map { build in
                    document.object(build)?["fileRef"]?.string.flatMap { document.object($0) }.flatMap(display)
                }
            }
            summary.phases[name] = phases
        }
        return summary
    }

    private static func run(_ arguments: [String]) -> (status: Int32, output: Data, error: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, data, message)
    }
}
