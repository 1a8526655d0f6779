import Foundation
import XCTest

/// What the remote-template tests share: git repositories made with the real `git`, an HTTP
/// server on 127.0.0.1, and a home, cache and configuration of their own for each child process.
final class RemoteScene {
    let folder: TemporaryFolder
    var root: URL { folder.url }
    var cache: URL { root.appendingPathComponent("cache") }
    var configFile: URL { root.appendingPathComponent("config/bootstrap/config.yml") }

    init() throws {
        folder = try TemporaryFolder()
        for name in ["home", "cache", "config", "work"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
        }
    }

    /// Where projects are made.
    var work: URL { root.appendingPathComponent("work") }

    var environment: [String: String] {
        [
            "HOME": root.appendingPathComponent("home").path, "XDG_CACHE_HOME": cache.path,
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path, "BOOTSTRAP_CONFIG": "",
        ]
    }

    @discardableResult
    func bootstrap(_ arguments: [String]) throws -> BootstrapProcess.Result {
        try BootstrapProcess.run(arguments, in: work, environment: environment)
    }

    func writeConfig(_ text: String) throws {
        try FileManager.default.createDirectory(at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: configFile, atomically: true, encoding: .utf8)
    }

    func file(_ path: String) -> String? { folder.file("work/" + path) }

    /// The names in the working folder: a failed run must leave it as it was.
    func workListing() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: work.path)) ?? []).sorted()
    }
}

/// A git repository made with the real `git` in a folder of the scene.
struct GitRepository {
    let path: URL

    init(at path: URL) throws {
        self.path = path
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        try git("init", "-q", "-b", "main")
    }

    var fileURL: String { "file://" + path.path }

    func write(_ relative: String, _ text: String) throws {
        let url = path.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Commits everything; returns the commit's name as git gives it.
    @discardableResult
    func commit(_ message: String) throws -> String {
        try git("add", "-A")
        try git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", message)
        return try git("rev-parse", "HEAD")
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        try GitRepository.run(arguments, in: path)
    }

    @discardableResult
    static func run(_ arguments: [String], in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["GIT_CONFIG_GLOBAL"] = "/dev/null"
        process.environment = env
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "git", code: Int(process.terminationStatus), userInfo: [NSLocalizedDescriptionKey: "git \(arguments) failed"])
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// `Fixtures/remote/loopback_server.py` serving a folder on 127.0.0.1 at a free port; stopped by `stop()`
/// (the tests call it in tearDown) and, failing that, by itself after 120 s. With `requestLog`, every
/// request line it receives is appended to that file.
final class LoopbackServer {
    let process = Process()
    let port: Int
    var base: String { "http://127.0.0.1:\(port)" }

    init(serving folder: URL, requestLog: URL? = nil) throws {
        let script = BootstrapProcess.fixtures.appendingPathComponent("remote/loopback_server.py")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, folder.path] + (requestLog.map { [$0.path] } ?? [])
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line is the port; reading it waits for the server to listen.
        var line = Data()
        while true {
            let byte = out.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            process.terminate()
            throw NSError(domain: "server", code: 1, userInfo: [NSLocalizedDescriptionKey: "the loopback server did not start"])
        }
        self.port = port
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    deinit { stop() }
}
