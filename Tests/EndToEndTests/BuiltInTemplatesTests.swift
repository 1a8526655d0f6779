import Foundation
import XCTest

/// Built-in templates by name, the `templates` command, the lookup rule for a local folder of
/// the same name, and a binary copied alone that still makes both built-ins.
final class BuiltInTemplatesTests: XCTestCase {
    func testTemplatesListsEachBuiltInOnALine() throws {
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(["templates"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, result.stdout)
        XCTAssertTrue(lines[0].hasPrefix("swift-package  a Swift package"), result.stdout)
        XCTAssertTrue(lines[1].hasPrefix("ios-viper      an iOS app in VIPER"), result.stdout)
        XCTAssertEqual(try BootstrapProcess.run(["templates", "extra"], in: folder.url).status, 2)
    }

    /// A name means the built-in even beside a folder of that name; `./NAME` means the folder.
    func testABuiltInNameWinsOverALocalFolderUnlessWrittenAsAPath() throws {
        let folder = try TemporaryFolder()
        try folder.write("swift-package/config.yml", "marker: true\n")
        try folder.write("swift-package/runners/marker.rb", "create_file 'LOCAL.txt', 'the local folder ran'\n")
        let builtIn = try BootstrapProcess.run(["new", "Pkg", "-m", "swift-package", "--defaults", "--no-run"], in: folder.url)
        XCTAssertEqual(builtIn.status, 0, builtIn.stderr)
        XCTAssertTrue(folder.exists("Pkg/Package.swift"))
        XCTAssertFalse(folder.exists("Pkg/LOCAL.txt"))
        let local = try BootstrapProcess.run(["new", "Other", "-m", "./swift-package", "--defaults", "--no-run"], in: folder.url)
        XCTAssertEqual(local.status, 0, local.stderr)
        XCTAssertEqual(folder.file("Other/LOCAL.txt"), "the local folder ran")
        XCTAssertFalse(folder.exists("Other/Package.swift"))
    }

    /// The binary alone in an empty folder (no checkout above it, no share/bootstrap beside it, no
    /// BOOTSTRAP_TEMPLATE_DIR) makes both built-in templates and a module from the compiled-in copies.
    func testABinaryCopiedAloneMakesBothBuiltInTemplates() throws {
        let folder = try TemporaryFolder()
        let bin = folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let copy = bin.appendingPathComponent("bootstrap")
        try FileManager.default.copyItem(at: BootstrapProcess.binary, to: copy)
        let temporary = folder.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = copy
            process.arguments = arguments
            process.currentDirectoryURL = folder.url
            var environment = ProcessInfo.processInfo.environment
            environment["BOOTSTRAP_TEMPLATE_DIR"] = nil
            environment["TMPDIR"] = temporary.path
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
        let package = try run(["new", "Pkg", "--defaults", "--no-run"])
        XCTAssertEqual(package.status, 0, package.output)
        XCTAssertTrue(folder.exists("Pkg/Package.swift") && folder.exists("Pkg/Sources/PkgKit/PkgKit.swift"))
        let app = try run(["new", "MyApp", "-m", "ios-viper", "--defaults", "--no-run"])
        XCTAssertEqual(app.status, 0, app.output)
        XCTAssertTrue(folder.exists("MyApp/MyApp/UserStories/StartScreen/Factory/StartScreenFactory.swift"), app.output)
        let module = try run(["gen", "Login", "viper", "--path", "MyApp"])
        XCTAssertEqual(module.status, 0, module.output)
        XCTAssertTrue(folder.exists("MyApp/MyApp/UserStories/Login/Login.storyboard"))
        // The files came from the binary: the unpacked copy is in this run's TMPDIR, not a checkout.
        let unpacked = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        XCTAssertEqual(unpacked.filter { $0.hasPrefix("bootstrap-templates-") }.count, 1, "\(unpacked)")
    }

    /// The lint criterion for the package: `new` and each `gen viper-swiftpm` leave a
    /// package its own `.swift-format` accepts.
    func testThePackageLintsCleanAfterNewAndEachGen() throws {
        let environment = ["BOOTSTRAP_TEMPLATE_DIR": BootstrapProcess.repositoryRoot.path]
        let folder = try TemporaryFolder()
        XCTAssertEqual(try BootstrapProcess.run(["new", "Shop", "--defaults", "--no-run"], in: folder.url, environment: environment).status, 0)
        let shop = folder.url.appendingPathComponent("Shop")
        try SwiftToolchain.assertLintClean(shop, after: "new Shop")
        for module in ["Login", "UserProfileSettings"] {
            let result = try BootstrapProcess.run(["gen", module, "viper-swiftpm", "--path", "Shop"], in: folder.url, environment: environment)
            XCTAssertEqual(result.status, 0, result.stderr)
            try SwiftToolchain.assertLintClean(shop, after: "gen \(module) viper-swiftpm")
        }
    }
}
