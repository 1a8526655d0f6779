import Foundation
import XCTest

/// A temporary folder laid out for a hostile template: `tpl/` (config with one block, `hostile`,
/// and its runner), and `outside/` holding `victim.txt`, a file no run may read into the project,
/// change, remove or chmod. Tests compare the whole folder before and after a run.
struct HostileScene {
    let folder: TemporaryFolder
    var outside: URL { folder.url.appendingPathComponent("outside") }
    var outsidePath: String { outside.path }

    init(runner: String) throws {
        folder = try TemporaryFolder()
        try folder.write("outside/victim.txt", "precious\n")
        XCTAssertEqual(chmod(outside.appendingPathComponent("victim.txt").path, 0o644), 0)
        try folder.write("tpl/config.yml", "hostile: true\n")
        try setRunner(runner)
    }

    func setRunner(_ text: String) throws {
        try folder.write("tpl/runners/hostile.rb", text)
    }

    /// Runs bootstrap in `directory` (relative to the scene; "" for the scene itself).
    func run(_ arguments: [String], in directory: String = "") throws -> BootstrapProcess.Result {
        try BootstrapProcess.run(arguments, in: directory.isEmpty ? folder.url : folder.url.appendingPathComponent(directory))
    }

    /// The whole scene, for "nothing changed" checks.
    func state() -> [String: String] { FileSystemState.capture(folder.url) }

    /// Runs `arguments` and asserts a refusal: exit `status`, every `messages` part in stderr, and
    /// the whole scene (project, template, outside) exactly as before.
    func assertRefused(
        _ arguments: [String], in directory: String = "", status: Int32 = 1, messages: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let before = state()
        let result = try run(arguments, in: directory)
        XCTAssertEqual(result.status, status, "stdout:\n\(result.stdout)\nstderr:\n\(result.stderr)", file: file, line: line)
        for message in messages {
            XCTAssertTrue(result.stderr.contains(message), "expected '\(message)' in:\n\(result.stderr)", file: file, line: line)
        }
        let after = state()
        XCTAssertEqual(after, before, "the run changed the file system", file: file, line: line)
        if after != before {
            let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
            XCTFail("changed: \(changed)", file: file, line: line)
        }
    }
}

/// Path → kind, mode and bytes (or link target) of every entry below a folder, hidden ones
/// included, without following links: "nothing changed" means two captures are equal.
enum FileSystemState {
    static func capture(_ root: URL) -> [String: String] {
        var result: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [:] }
        while let relative = enumerator.nextObject() as? String {
            let path = root.appendingPathComponent(relative).path
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let mode = String(info.st_mode & 0o7777, radix: 8)
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                result[relative] = "link \(mode) -> \(target)"
            case S_IFDIR:
                result[relative] = "dir \(mode)"
            default:
                let data = FileManager.default.contents(atPath: path) ?? Data()
                result[relative] = "file \(mode) \(data.base64EncodedString())"
            }
        }
        return result
    }
}
