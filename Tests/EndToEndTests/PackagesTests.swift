import XCTest

/// `packages:` entries become Package.swift lines, idempotently, and the result still loads.
final class PackagesTests: XCTestCase {
    func testAPackageAppliedTwiceGivesOneValidDependency() throws {
        let folder = try TemporaryFolder()
        let builtIn = ["BOOTSTRAP_TEMPLATE_DIR": BootstrapProcess.repositoryRoot.path]
        XCTAssertEqual(try BootstrapProcess.run(["new", "MyTool", "--no-run"], in: folder.url, environment: builtIn).status, 0)
        let template = BootstrapProcess.fixtures.appendingPathComponent("packages").path
        let project = folder.url.appendingPathComponent("MyTool")

        let first = try BootstrapProcess.run(["apply", "-m", template], in: project)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("     package  swift-argument-parser (from 1.3.0)\n"), first.stdout)
        XCTAssertFalse(first.stdout.contains("swift-docc-plugin"), "a disabled package must not be written")
        let afterFirst = folder.snapshot("MyTool")

        let second = try BootstrapProcess.run(["apply", "-m", template], in: project)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stdout.contains("   identical  swift-argument-parser (from 1.3.0)\n"), second.stdout)
        let manifest = try XCTUnwrap(folder.file("MyTool/Package.swift"))
        XCTAssertEqual(
            manifest.components(separatedBy: #".package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.0")"#).count - 1, 1,
            manifest)
        XCTAssertEqual(
            manifest.components(separatedBy: #".product(name: "ArgumentParser", package: "swift-argument-parser")"#).count - 1, 1,
            manifest)
        // The callback runs on every apply, and append_to_file does not append text already there:
        // the README holds the line once, and the second apply changed no byte.
        XCTAssertEqual(folder.file("MyTool/README.md")?.components(separatedBy: "swift-argument-parser").count, 2)
        XCTAssertEqual(folder.snapshot("MyTool"), afterFirst)

        // SwiftPM itself loads the manifest (offline: dump-package resolves nothing).
        let dump = Process()
        dump.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        dump.arguments = ["swift", "package", "--package-path", project.path, "dump-package"]
        let out = Pipe()
        dump.standardOutput = out
        dump.standardError = Pipe()
        try dump.run()
        let json = out.fileHandleForReading.readDataToEndOfFile()
        dump.waitUntilExit()
        XCTAssertEqual(dump.terminationStatus, 0)
        let text = String(decoding: json, as: UTF8.self)
        XCTAssertTrue(text.contains("https://github.com/apple/swift-argument-parser"), text)
        XCTAssertTrue(text.contains("ArgumentParser"), text)
    }
}
