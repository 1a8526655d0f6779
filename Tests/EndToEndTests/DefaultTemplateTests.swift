import Foundation
import XCTest

/// The built-in default template (`bootstrap new MyTool`, no -m): the package it makes builds and
/// passes its own tests, every block writes its file, and `--set` chooses what is made.
final class DefaultTemplateTests: XCTestCase {
    private let builtIn = ["BOOTSTRAP_TEMPLATE_DIR": BootstrapProcess.repositoryRoot.path]

    /// The one test that runs a real `swift build` and `swift test` of a generated package. It needs
    /// no network: the default template enables no package dependency.
    func testTheGeneratedPackageBuildsAndPassesItsTestsOffline() throws {
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(["new", "MyTool", "--no-run"], in: folder.url, environment: builtIn)
        XCTAssertEqual(result.status, 0, result.stderr + result.stdout)
        let project = folder.url.appendingPathComponent("MyTool")
        XCTAssertFalse(try XCTUnwrap(folder.file("MyTool/Package.swift")).contains(".package("), "a default dependency would need the network")

        let build = try Self.swift(["build"], in: project)
        XCTAssertEqual(build.status, 0, build.output)
        let test = try Self.swift(["test"], in: project)
        XCTAssertEqual(test.status, 0, test.output)
        XCTAssertTrue(test.output.contains("Test Suite 'MyToolKitTests' passed"), test.output)
        XCTAssertTrue(test.output.contains("Executed 3 tests, with 0 failures"), test.output)
        let run = try Self.swift(["run", "--skip-build", "my-tool", "Ada"], in: project)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.hasSuffix("Hello, Ada!\n"), run.output)
    }

    func testEveryBlockWritesItsFilesInOrder() throws {
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(["new", "MyTool", "--no-run"], in: folder.url, environment: builtIn)
        XCTAssertEqual(result.status, 0, result.stderr + result.stdout)
        // toolchain, package, git, testing, lint, documentation, ci, deploy: the order of config.yml.
        XCTAssertEqual(result.stdout, """
                  create  .swift-version
                  create  Package.swift
                  create  Sources/MyToolKit/MyToolKit.swift
                  create  Sources/my-tool/main.swift
                  create  .gitignore
                    skip  git init from "."
                  create  Tests/MyToolKitTests/MyToolKitTests.swift
                  create  .swift-format
                  create  README.md
                  create  CHANGELOG.md
                  create  Sources/MyToolKit/MyToolKit.docc/MyToolKit.md
                  create  .github/workflows/ci.yml
                  create  Dockerfile
                  create  .dockerignore

            """)
        let ignored = try XCTUnwrap(folder.file("MyTool/.gitignore")).split(separator: "\n")
        XCTAssertTrue(ignored.contains("/.build") && ignored.contains("/.swiftpm") && ignored.contains("DerivedData/"), "\(ignored)")

        // swift-format reads JSON with a version and the indentation the generated sources use.
        let format = try XCTUnwrap(folder.file("MyTool/.swift-format"))
        let settings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(format.utf8)) as? [String: Any])
        XCTAssertEqual(settings["version"] as? Int, 1)
        XCTAssertEqual((settings["indentation"] as? [String: Int])?["spaces"], 4)

        XCTAssertTrue(folder.file("MyTool/CHANGELOG.md")?.hasPrefix("# Changelog\n") ?? false)
        XCTAssertTrue(folder.file("MyTool/Sources/MyToolKit/MyToolKit.docc/MyToolKit.md")?.hasPrefix("# ``MyToolKit``\n") ?? false)

        let workflow = try XCTUnwrap(folder.file("MyTool/.github/workflows/ci.yml"))
        XCTAssertTrue(workflow.contains("container: swift:6.0\n"), workflow)
        XCTAssertTrue(workflow.contains("run: swift build\n") && workflow.contains("run: swift test\n"), workflow)

        let dockerfile = try XCTUnwrap(folder.file("MyTool/Dockerfile"))
        XCTAssertTrue(dockerfile.contains("FROM swift:6.0 AS build\n"), dockerfile)
        XCTAssertTrue(dockerfile.contains("RUN swift build -c release --product my-tool"), dockerfile)
        XCTAssertTrue(dockerfile.contains("FROM swift:6.0-slim\n"), dockerfile)
        XCTAssertTrue(dockerfile.contains("COPY --from=build /build/my-tool /usr/local/bin/my-tool\n"), dockerfile)
    }

    func testTheLibraryKindHasNoExecutableAndNoDockerfile() throws {
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(
            ["new", "Shapes", "--no-run", "--set", "kind=library", "--set", "swift_version=5.10", "--set", "swift_tools_version=5.10"],
            in: folder.url, environment: builtIn)
        XCTAssertEqual(result.status, 0, result.stderr + result.stdout)
        XCTAssertEqual(folder.file("Shapes/Package.swift"), """
            // swift-tools-version:5.10
            import PackageDescription

            let package = Package(
                name: "Shapes",
                products: [
                    .library(name: "ShapesKit", targets: ["ShapesKit"]),
                ],
                targets: [
                    .target(name: "ShapesKit"),
                    .testTarget(name: "ShapesKitTests", dependencies: ["ShapesKit"]),
                ]
            )

            """)
        XCTAssertFalse(folder.exists("Shapes/Sources/shapes"))
        XCTAssertFalse(folder.exists("Shapes/Dockerfile"))
        XCTAssertFalse(folder.exists("Shapes/.dockerignore"))
        XCTAssertTrue(result.stdout.contains("        skip  Dockerfile (a library has no executable to deploy)\n"), result.stdout)
        XCTAssertTrue(folder.exists("Shapes/Tests/ShapesKitTests/ShapesKitTests.swift"))
        XCTAssertFalse(folder.file("Shapes/README.md")?.contains("swift run") ?? true)
        XCTAssertTrue(folder.file("Shapes/.github/workflows/ci.yml")?.contains("container: swift:5.10\n") ?? false)
    }

    /// `git init` is a command: with no terminal and neither --allow-run nor --no-run, the run stops
    /// at the git runner's line and, as every failed `new`, leaves nothing behind.
    func testWithoutConsentGitInitStopsTheRunAndNothingIsLeft() throws {
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(["new", "MyTool"], in: folder.url, environment: builtIn)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("runners/git.rb:14:1: refusing to run 'git init' without consent"), result.stderr)
        XCTAssertTrue(result.stderr.contains("--allow-run") && result.stderr.contains("--no-run"), result.stderr)
        XCTAssertEqual(folder.listing(), [])
    }

    func testAllowRunMakesTheProjectAGitRepository() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { throw XCTSkip("git is not installed") }
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(["new", "MyTool", "--allow-run"], in: folder.url, environment: builtIn)
        XCTAssertEqual(result.status, 0, result.stderr + result.stdout)
        XCTAssertTrue(result.stdout.contains("         run  git init from \".\"\n"), result.stdout)
        XCTAssertTrue(folder.exists("MyTool/.git/HEAD"))
    }

    /// Every question is asked before the first file is written, so a wrong answer changes nothing.
    func testAnAnswerOutsideTheChoicesStopsBeforeAnythingIsWritten() throws {
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(["new", "MyTool", "--no-run", "--set", "kind=app"], in: folder.url, environment: builtIn)
        // A wrong answer is bad input, like a wrong flag value (exit 2).
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--set kind=app: answer 'app' for \"Library only, or library and executable?\" is not one of: library, tool"), result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(folder.listing(), [])
    }

    /// A block applied on its own finds the names and answers it shares with the others.
    func testOneBlockAppliesToAnExistingPackage() throws {
        let folder = try TemporaryFolder()
        let made = try BootstrapProcess.run(["new", "Shapes", "--no-run", "--set", "kind=library"], in: folder.url, environment: builtIn)
        XCTAssertEqual(made.status, 0, made.stderr)
        let applied = try BootstrapProcess.run(
            ["apply", "--only", "deploy", "--set", "kind=tool"], in: folder.url.appendingPathComponent("Shapes"), environment: builtIn)
        XCTAssertEqual(applied.status, 0, applied.stderr)
        // The library has no executable yet: the deploy block adds the one its Dockerfile ships.
        XCTAssertEqual(
            applied.stdout,
            "      insert  Package.swift\n      insert  Package.swift\n      create  Sources/shapes/main.swift\n"
                + "      create  Dockerfile\n      create  .dockerignore\n")
        XCTAssertTrue(folder.file("Shapes/Dockerfile")?.contains("--product shapes") ?? false)
    }

    /// The DocC plugin is off by default; switched on as config.yml's own comment says, it becomes a
    /// dependency of the package (and, being a command plugin, of no target).
    func testTheDocCPluginSwitchesOnAsConfigYmlSays() throws {
        let template = try TemporaryFolder()
        for item in ["config.yml", "runners", "templates"] {
            try FileManager.default.copyItem(
                at: BootstrapProcess.repositoryRoot.appendingPathComponent(item), to: template.url.appendingPathComponent(item))
        }
        let config = try XCTUnwrap(template.file("config.yml"))
        let lines = config.components(separatedBy: "\n")
        let disabled = try XCTUnwrap(lines.firstIndex(of: "    swift-docc-plugin: false"))
        let start = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("replace `false` with:") })
        let mapping = lines[(start + 1)..<disabled].map { "      " + $0.dropFirst("    #   ".count) }
        XCTAssertEqual(mapping.count, 3, "\(mapping)")
        var enabled = lines
        enabled.replaceSubrange(disabled...disabled, with: ["    swift-docc-plugin:"] + mapping)
        try template.write("config.yml", enabled.joined(separator: "\n"))

        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(["new", "MyTool", "--no-run", "-m", template.url.path], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("     package  swift-docc-plugin (from 1.4.0)\n"), result.stdout)
        let manifest = try XCTUnwrap(folder.file("MyTool/Package.swift"))
        XCTAssertTrue(manifest.contains(#".package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),"#), manifest)
        XCTAssertFalse(manifest.contains(".product("), manifest)
    }

    /// Runs `swift ARGS` in `directory`, stdout and stderr together (the test log shows both).
    private static func swift(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
