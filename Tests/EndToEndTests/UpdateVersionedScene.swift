import Foundation
import XCTest

/// A template in a git repository made with the real `git`, with two versions tagged v1 and v2
/// (each a set of files, so a test names exactly what each version holds), and a project `app`
/// made from v1 by `bootstrap new`.
final class UpdateVersionedScene {
    let scene: RemoteScene
    let repository: GitRepository
    var project: URL { scene.work.appendingPathComponent("app") }

    /// `links` (path → where it leads) are made in the repository in both versions.
    init(v1: [String: Data], v2: [String: Data], links: [String: String] = [:], newArguments: [String] = []) throws {
        scene = try RemoteScene()
        repository = try GitRepository(at: scene.root.appendingPathComponent("tpl"))
        for (tag, files) in [("v1", v1), ("v2", v2)] {
            if tag == "v2" { try repository.git("rm", "-rq", ".") }
            for (path, data) in files {
                let url = repository.path.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            for (path, target) in links {
                try FileManager.default.createSymbolicLink(
                    atPath: repository.path.appendingPathComponent(path).path, withDestinationPath: target)
            }
            try repository.commit(tag)
            try repository.git("tag", tag)
        }
        let made = try scene.bootstrap(["new", "app", "-m", repository.fileURL, "--ref", "v1", "-q"] + newArguments)
        XCTAssertEqual(made.status, 0, made.stdout + made.stderr)
    }

    /// A template of one block `base` whose runner is `runner`, with `files` beside it.
    static func template(runner: String, files: [String: Data] = [:]) -> [String: Data] {
        files.merging(["config.yml": Data("base: true\n".utf8), "runners/base.rb": Data(runner.utf8)]) { $1 }
    }

    func update(_ arguments: [String] = []) throws -> BootstrapProcess.Result {
        try BootstrapProcess.run(["update"] + arguments, in: project, environment: scene.environment)
    }

    func url(_ path: String) -> URL { project.appendingPathComponent(path) }
    func data(_ path: String) -> Data? { FileManager.default.contents(atPath: url(path).path) }
    func text(_ path: String) -> String? { data(path).map { String(decoding: $0, as: UTF8.self) } }

    func write(_ path: String, _ data: Data) throws {
        try FileManager.default.createDirectory(at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url(path))
    }

    func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url(path).path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The permission bits of a project file.
    func mode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url(path).path)
        return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
    }

    func chmod(_ path: String, _ mode: Int) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url(path).path)
    }
}
