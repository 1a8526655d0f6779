import Foundation
import XCTest

/// The toolchain's own tools (`swiftc`, `swift format`), run on generated projects: the UIKit
/// code type-checked against the stand-in in Fixtures/uikit-stub, everything linted as the
/// generated project's CI lints it.
enum SwiftToolchain {
    /// Runs `tool` from PATH in `directory`; standard output and error together.
    static func run(_ tool: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static let objcInterop = ["-Xfrontend", "-enable-objc-interop", "-Xfrontend", "-disable-objc-attr-requires-foundation-module"]

    /// Every `.swift` file below `folder`, as absolute paths.
    static func swiftFiles(below folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        return ((enumerator?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    /// Type-checks an app's code (`code`, compiled as module `module` against the UIKit stand-in)
    /// and its tests (`tests`, which `@testable import` it), as Xcode would compile them.
    static func typeCheckUIKitApp(code: URL, tests: URL, module: String, scratch: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let modules = scratch.appendingPathComponent("modules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: modules) }
        let stub = try run("swiftc", [
            "-emit-module", "-module-name", "UIKit", "-parse-as-library", "-emit-module-path", modules.path + "/UIKit.swiftmodule",
            BootstrapProcess.fixtures.appendingPathComponent("uikit-stub/UIKit.swift").path,
        ] + objcInterop, in: scratch)
        XCTAssertEqual(stub.status, 0, stub.output, file: file, line: line)
        let codeFiles = swiftFiles(below: code)
        XCTAssertFalse(codeFiles.isEmpty, "no Swift files in \(code.path)", file: file, line: line)
        let compiled = try run("swiftc", [
            "-emit-module", "-module-name", module, "-enable-testing", "-parse-as-library", "-I", modules.path,
            "-emit-module-path", modules.path + "/\(module).swiftmodule",
        ] + objcInterop + codeFiles, in: scratch)
        XCTAssertEqual(compiled.status, 0, compiled.output, file: file, line: line)
        let testFiles = swiftFiles(below: tests)
        guard !testFiles.isEmpty else { return }
        let checked = try run("swiftc", ["-typecheck", "-I", modules.path] + objcInterop + testFiles, in: scratch)
        XCTAssertEqual(checked.status, 0, checked.output, file: file, line: line)
    }

    /// `swift format lint --strict --recursive .` in `project`, with the project's own `.swift-format`.
    static func assertLintClean(_ project: URL, after step: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent(".swift-format").path), "no .swift-format", file: file, line: line)
        let lint = try run("swift", ["format", "lint", "--strict", "--recursive", "."], in: project)
        XCTAssertEqual(lint.status, 0, "after \(step):\n\(lint.output)", file: file, line: line)
    }
}
