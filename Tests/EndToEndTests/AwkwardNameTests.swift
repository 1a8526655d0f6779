import Foundation
import XCTest

/// Names a user may type that do not fit Swift as they are: each either becomes a project whose
/// every generated `.swift` file parses (`swiftc -parse`), or stops with exit 2, the rule stated,
/// and nothing written. The built-in template derives identifiers as Rails does (`my app` →
/// MyApp / my-app) and refuses what it cannot derive one from (a leading digit, no letter).
final class AwkwardNameTests: XCTestCase {
    private let builtIn = ["BOOTSTRAP_TEMPLATE_DIR": BootstrapProcess.repositoryRoot.path]

    /// Every `.swift` file below `root`, relative paths.
    private func swiftFiles(in root: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        return ((enumerator?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// `swiftc -parse` of each file: the output of the ones that fail (empty when all parse).
    private func parseFailures(_ files: [String], in root: URL) throws -> String {
        var failures = ""
        for file in files {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-parse", file]
            process.currentDirectoryURL = root
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failures += "\(file):\n" + String(decoding: output, as: UTF8.self) }
        }
        return failures
    }

    /// name → the rule its refusal states, or nil when the name makes a project.
    private let projectNames: [(String, String?)] = [
        ("123tool", "must start with a letter"),
        ("my app", nil),
        ("Ünïcode", nil),
        ("日本語", nil),
        ("lib-a", nil),
        ("a.b", nil),
        ("x'y\"z", nil),
        ("___", "must start with a letter"),
        ("class", nil),
        ("Self", nil),
        ("MyTool", nil),
    ]

    func testEveryAwkwardProjectNameParsesOrIsRefused() throws {
        for (name, rule) in projectNames {
            let folder = try TemporaryFolder()
            let result = try BootstrapProcess.run(["new", name, "--no-run"], in: folder.url, environment: builtIn)
            if let rule {
                XCTAssertEqual(result.status, 2, "\(name): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains(rule), "\(name): \(result.stderr)")
                XCTAssertEqual(folder.listing(), [], name)
                continue
            }
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            let project = folder.url.appendingPathComponent(name)
            let files = swiftFiles(in: project)
            XCTAssertEqual(files.count, 4, "\(name): \(files)")
            XCTAssertEqual(try parseFailures(files, in: project), "", name)
            let dockerfile = folder.file("\(name)/Dockerfile") ?? ""
            let product = try XCTUnwrap(dockerfile.firstMatch(of: #/--product (\S+) /#)?.1, name)
            XCTAssertTrue(
                (folder.file("\(name)/Package.swift") ?? "").contains(#".executableTarget(name: "\#(product)""#),
                "\(name): the Dockerfile's product \(product) is no target")
        }
    }

    /// The executable's name follows one rule in any script: the package name's words, lowercased,
    /// joined by '-' — and SwiftPM reads the manifest (dump-package, offline).
    func testExecutableNamesFollowOneRuleInAnyScript() throws {
        let expected = [
            ("café-tool", "café-tool"), ("naïve tool", "naïve-tool"), ("MyTool", "my-tool"), ("my app", "my-app"),
            ("XMLParser", "xml-parser"), ("École", "école"),
        ]
        let folder = try TemporaryFolder()
        for (name, executable) in expected {
            let result = try BootstrapProcess.run(["new", name, "--no-run", "-q"], in: folder.url, environment: builtIn)
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            let manifest = folder.file("\(name)/Package.swift") ?? ""
            XCTAssertTrue(manifest.contains(#".executable(name: "\#(executable)", targets: ["\#(executable)"])"#), "\(name):\n\(manifest)")
            XCTAssertTrue(folder.exists("\(name)/Sources/\(executable)/main.swift"), name)
        }
        let dump = try SwiftToolchain.run("swift", ["package", "dump-package"], in: folder.url.appendingPathComponent("café-tool"))
        XCTAssertEqual(dump.status, 0, dump.output)
        XCTAssertTrue(dump.output.contains("\"café-tool\""), dump.output)
    }

    /// `gen` in a Swift package: module names in any script, and `--set` values with quotes and
    /// backslashes, all parse; a line break in a value, or a name that is no identifier, is refused.
    func testEveryAwkwardModuleNameAndValueParsesOrIsRefused() throws {
        let cases: [(module: String, settings: [String], rule: String?)] = [
            ("Ünïcode", [], nil),
            ("日本", [], nil),
            ("user_profile", ["author=Ada \"The Countess\" O'Neil \\ Lovelace"], nil),
            ("Cart", ["author=Ada\nLovelace"], "a value must be one line"),
            ("Cart", ["author=Ada\tLovelace"], "a value must be one line"),
            ("123", [], "is not a module name"),
            ("log-in", [], "is not a module name"),
            ("my module", [], "is not a module name"),
        ]
        for (module, settings, rule) in cases {
            let folder = try TemporaryFolder()
            try folder.write(
                "Shop/Package.swift",
                "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Shop\", targets: [.target(name: \"ShopKit\")])\n")
            let before = folder.listing()
            let arguments = ["gen", module, "viper-swiftpm", "--path", "Shop"] + settings.flatMap { ["--set", $0] }
            let result = try BootstrapProcess.run(arguments, in: folder.url, environment: builtIn)
            if let rule {
                XCTAssertEqual(result.status, 2, "\(module) \(settings): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains(rule), "\(module) \(settings): \(result.stderr)")
                XCTAssertEqual(folder.listing(), before, module)
                continue
            }
            XCTAssertEqual(result.status, 0, "\(module) \(settings): \(result.stderr)")
            let project = folder.url.appendingPathComponent("Shop")
            let files = swiftFiles(in: project).filter { $0 != "Package.swift" }
            XCTAssertGreaterThan(files.count, 5, "\(module): \(files)")
            XCTAssertEqual(try parseFailures(files, in: project), "", "\(module) \(settings)")
        }
    }

    /// The README's example: a library made first, then its deploy block applied as a tool. The
    /// deploy block adds the executable its Dockerfile ships, and that product builds.
    func testALibraryThenDeployBuildsTheDockerfilesProduct() throws {
        let folder = try TemporaryFolder()
        let made = try BootstrapProcess.run(["new", "LibA", "--no-run", "--set", "kind=library"], in: folder.url, environment: builtIn)
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertFalse(folder.exists("LibA/Dockerfile"))
        let project = folder.url.appendingPathComponent("LibA")
        let applied = try BootstrapProcess.run(["apply", "--only", "deploy", "--set", "kind=tool"], in: project, environment: builtIn)
        XCTAssertEqual(applied.status, 0, applied.stderr)
        XCTAssertEqual(
            applied.stdout,
            "      insert  Package.swift\n      insert  Package.swift\n      create  Sources/lib-a/main.swift\n"
                + "      create  Dockerfile\n      create  .dockerignore\n")
        let dockerfile = try XCTUnwrap(folder.file("LibA/Dockerfile"))
        let product = try XCTUnwrap(dockerfile.firstMatch(of: #/--product (\S+) /#)?.1)
        XCTAssertEqual(product, "lib-a")

        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--product", String(product)]
        build.currentDirectoryURL = project
        let pipe = Pipe()
        build.standardOutput = pipe
        build.standardError = pipe
        try build.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        build.waitUntilExit()
        XCTAssertEqual(build.terminationStatus, 0, output)

        // Applied again, the block finds its executable and changes nothing.
        let again = try BootstrapProcess.run(["apply", "--only", "deploy", "--set", "kind=tool"], in: project, environment: builtIn)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertFalse(again.stdout.contains("insert"), again.stdout)
    }

    /// A Package.swift the deploy block cannot add an executable to is refused with the rule, and
    /// the project is left as it was.
    func testDeployRefusesAPackageItCannotAddTheExecutableTo() throws {
        let folder = try TemporaryFolder()
        try folder.write("Odd/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Odd\", targets: [.target(name: \"OddKit\")])\n")
        let before = folder.snapshot()
        let result = try BootstrapProcess.run(
            ["apply", "--only", "deploy", "--set", "kind=tool"], in: folder.url.appendingPathComponent("Odd"), environment: builtIn)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("the Dockerfile ships the executable 'odd', which Package.swift does not declare"), result.stderr)
        XCTAssertEqual(folder.snapshot(), before)
    }
}
