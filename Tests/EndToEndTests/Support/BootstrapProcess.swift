import Foundation
import XCTest

/// Runs the built `bootstrap` binary as a user would, in a folder of the test's choosing.
struct BootstrapProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary SwiftPM built into the products folder, beside the test bundle.
    static var binary: URL {
        #if os(macOS)
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL.deletingLastPathComponent()
        #else
        let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent("bootstrap")
    }

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The `rails new shop` skeleton both test targets share (Tests/Fixtures, re-made by its record script).
    static let railsSkeleton = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/rails-skeleton")

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `executable` runs another program the same way (one that runs bootstrap itself, as script(1)).
    @discardableResult
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], input: String? = nil,
        executable: String? = nil, unsetting: [String] = []
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        for key in unsetting { env[key] = nil }
        process.environment = env
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try? inPipe.fileHandleForWriting.close()
        // Read both pipes concurrently so a chatty process cannot block on a full pipe.
        var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A fresh folder per test, removed afterwards.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("bootstrap-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: url.appendingPathComponent(path).path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    func write(_ path: String, _ text: String) throws {
        let target = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path) }

    /// Every entry below the folder (hidden ones included), sorted, for "nothing was left behind" checks.
    func listing() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return [] }
        return (enumerator.allObjects as? [String] ?? []).sorted()
    }

    /// Path → bytes of every file below `path`, to prove a second run changed no byte.
    func snapshot(_ path: String = "") -> [String: Data] {
        let base = path.isEmpty ? url : url.appendingPathComponent(path)
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [:] }
        while let relative = enumerator.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: base.appendingPathComponent(relative).path) {
                result[relative] = data
            }
        }
        return result
    }

    /// Copies the shared `rails new shop` skeleton into this folder.
    func copyRailsSkeleton(to destination: String) throws {
        try FileManager.default.copyItem(at: BootstrapProcess.railsSkeleton, to: url.appendingPathComponent(destination))
    }

    /// Copies a fixture folder into this folder.
    func copyFixture(_ name: String, to destination: String) throws {
        try FileManager.default.copyItem(
            at: BootstrapProcess.fixtures.appendingPathComponent(name), to: url.appendingPathComponent(destination))
    }
}
