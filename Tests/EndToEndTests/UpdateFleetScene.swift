import Foundation
import XCTest

/// What the tests of a project following several templates share (docs/updating.md): template
/// repositories made with the real `git`, reached as `file://`, each a list of tagged versions
/// (every version the whole set of files it holds), and a project `app` in the scene's work folder.
final class UpdateFleetScene: EditedProject {
    let scene: RemoteScene
    var project: URL { scene.work.appendingPathComponent("app") }

    init() throws {
        scene = try RemoteScene()
    }

    /// A repository `name` with one commit per version, each tagged with its name.
    @discardableResult
    func repository(_ name: String, _ versions: [(tag: String, files: [String: String])]) throws -> GitRepository {
        let repository = try GitRepository(at: scene.root.appendingPathComponent("repos").appendingPathComponent(name))
        for (index, version) in versions.enumerated() {
            if index > 0 { try repository.git("rm", "-rq", ".") }
            for (path, text) in version.files { try repository.write(path, text) }
            try repository.commit(version.tag)
            try repository.git("tag", version.tag)
        }
        return repository
    }

    /// A template of one block `name` whose runner is `runner`, beside `extra` files and config lines.
    static func template(_ block: String, runner: String, config: String = "", files: [String: String] = [:]) -> [String: String] {
        files.merging(["config.yml": config + "\(block): true\n", "runners/\(block).rb": runner]) { $1 }
    }

    /// `bootstrap ARGUMENTS` in the project.
    func run(_ arguments: [String]) throws -> BootstrapProcess.Result {
        try BootstrapProcess.run(arguments, in: project, environment: scene.environment)
    }

    func text(_ path: String) -> String? { scene.file("app/" + path) }
    func file(_ path: String) -> String? { text(path) }

    /// Every file below the project, byte for byte; and those of the whole scene but the cache.
    func snapshot() -> [String: Data] { scene.folder.snapshot("work/app") }

    /// The project's `.bootstrap.yml` read by the test, not by bootstrap: each template's keys.
    func recordedTemplates() throws -> [[String: String]] {
        let text = try XCTUnwrap(self.text(".bootstrap.yml"))
        var entries: [[String: String]] = []
        var inList = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "templates:" { inList = true; continue }
            if !line.hasPrefix(" ") { inList = false }
            guard inList else { continue }
            if line.hasPrefix("  - ") { entries.append([:]) }
            let body = line.dropFirst(4)
            guard line.hasPrefix("  - ") || (line.hasPrefix("    ") && !line.hasPrefix("     ")),
                  let colon = body.firstIndex(of: ":") else { continue }
            let value = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            entries[entries.count - 1][String(body[..<colon])] = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return entries
    }
}
