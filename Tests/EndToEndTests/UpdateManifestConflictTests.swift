import Foundation
import XCTest

/// `update` on manifests where the user and the new version changed the same dependency: one
/// conflict, the project's line against the template's, in the Gemfile, the Podfile and
/// Package.swift alike; a dependency the new version adds goes in once, outside the conflict;
/// under `--conflict rej` the `.rej` applies (with the real `git apply`) to the file as written;
/// the final newline stays.
final class UpdateManifestConflictTests: XCTestCase {
    private static let gemsV1 = "    rails: \"~> 6.1\"\n    puma: \"~> 5.0\"\n"
    private static let gemsV2 = "    rails: \"~> 6.1\"\n    puma: \"~> 6.0\"\n    sidekiq: true\n"

    private static func podfile(alamofire: String, extra: String = "") -> String {
        "platform :ios, '15.0'\n\ntarget 'Shop' do\n  use_frameworks!\n  pod 'Alamofire', '\(alamofire)'\n\(extra)end\n"
    }

    private static func package(parser: String, extraPackage: String = "", extraProduct: String = "") -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            dependencies: [
                .package(url: "https://github.com/apple/swift-argument-parser", from: "\(parser)"),
        \(extraPackage)    ],
            targets: [
                .executableTarget(name: "shop", dependencies: [
                    .product(name: "ArgumentParser", package: "swift-argument-parser"),
        \(extraProduct)        ]),
            ]
        )

        """
    }

    private static let logPackage = "        .package(url: \"https://github.com/apple/swift-log\", from: \"1.5.0\"),\n"
    private static let logProduct = "            .product(name: \"Logging\", package: \"swift-log\"),\n"

    /// A runner writing the Podfile and Package.swift as given (their text is the version's).
    private static func runner(podfile: String, package: String) -> String {
        func literal(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n") + "\""
        }
        return "create_file \"Podfile\", \(literal(podfile))\ncreate_file \"Package.swift\", \(literal(package))\n"
    }

    /// A project made from v1, then changed by the user on the line v2 changes in each manifest.
    private func scene() throws -> (RemoteScene, URL) {
        let scene = try RemoteScene()
        let repository = try GitRepository(at: scene.root.appendingPathComponent("tpl"))
        let versions = [
            ("v1", Self.gemsV1, Self.runner(podfile: Self.podfile(alamofire: "~> 5.8"), package: Self.package(parser: "1.2.0"))),
            ("v2", Self.gemsV2, Self.runner(
                podfile: Self.podfile(alamofire: "~> 5.9", extra: "  pod 'Kingfisher'\n"),
                package: Self.package(parser: "1.3.0", extraPackage: Self.logPackage, extraProduct: Self.logProduct))),
        ]
        for (tag, gems, runner) in versions {
            try repository.write("config.yml", "base:\n  gems:\n\(gems)")
            try repository.write("runners/base.rb", runner)
            _ = try repository.commit(tag)
            _ = try repository.git("tag", tag)
        }
        let made = try scene.bootstrap(["new", "app", "-m", repository.fileURL, "--ref", "v1", "-q"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let project = scene.work.appendingPathComponent("app")
        for (file, old, new) in [
            ("Gemfile", "gem 'puma', '~> 5.0'", "gem 'puma', '~> 5.6'"),
            ("Podfile", "pod 'Alamofire', '~> 5.8'", "pod 'Alamofire', '~> 5.8.1'"),
            ("Package.swift", "from: \"1.2.0\"", "from: \"1.2.3\""),
        ] {
            let url = project.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            XCTAssertTrue(text.contains(old), text)
            try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
        }
        return (scene, project)
    }

    private func update(_ scene: RemoteScene, _ project: URL, _ arguments: [String] = []) throws -> BootstrapProcess.Result {
        try BootstrapProcess.run(["update", "--ref", "v2"] + arguments, in: project, environment: scene.environment)
    }

    private static func conflict(_ mine: String, _ theirs: String) -> String {
        "<<<<<<< project\n\(mine)=======\n\(theirs)>>>>>>> template v2\n"
    }

    func testABumpTheUserChangedTooIsOneConflictAndTheAddedDependencyGoesInOnce() throws {
        let (scene, project) = try scene()
        let result = try update(scene, project)
        XCTAssertEqual(result.status, 3, result.stdout + result.stderr)
        let file = { (name: String) in scene.file("app/" + name) }
        XCTAssertEqual(file("Gemfile"), """
            source 'https://rubygems.org'
            gem 'rails', '~> 6.1'
            \(Self.conflict("gem 'puma', '~> 5.6'\n", "gem 'puma', '~> 6.0'\n"))gem 'sidekiq'

            """)
        XCTAssertEqual(file("Podfile"), """
            platform :ios, '15.0'

            target 'Shop' do
              use_frameworks!
            \(Self.conflict("  pod 'Alamofire', '~> 5.8.1'\n", "  pod 'Alamofire', '~> 5.9'\n"))  pod 'Kingfisher'
            end

            """)
        let parserLine = { (version: String) in "        .package(url: \"https://github.com/apple/swift-argument-parser\", from: \"\(version)\"),\n" }
        XCTAssertEqual(
            file("Package.swift"),
            Self.package(parser: "1.2.0", extraPackage: Self.logPackage, extraProduct: Self.logProduct)
                .replacingOccurrences(of: parserLine("1.2.0"), with: Self.conflict(parserLine("1.2.3"), parserLine("1.3.0"))))
        for name in ["Gemfile", "Podfile", "Package.swift"] {
            XCTAssertTrue(result.stderr.contains("\(name): 1 conflicting region(s) — resolve the <<<<<<< markers"), result.stderr)
            XCTAssertTrue(result.stdout.contains("conflict  \(name)\n"), result.stdout)
            // Keeping the project's side declares each dependency once.
            let kept = Self.resolvedToProject(try XCTUnwrap(file(name)))
            for dependency in ["gem 'puma'", "gem 'sidekiq'", "pod 'Alamofire'", "pod 'Kingfisher'", "swift-argument-parser\", from", "swift-log\", from"] {
                XCTAssertLessThanOrEqual(kept.components(separatedBy: dependency).count - 1, 1, "\(dependency) twice in \(name):\n\(kept)")
            }
        }
    }

    func testConflictRejKeepsTheProjectsLineAndTheRejAppliesToTheFileAsWritten() throws {
        let (scene, project) = try scene()
        let result = try update(scene, project, ["--conflict", "rej"])
        XCTAssertEqual(result.status, 3, result.stdout + result.stderr)
        let expected: [(name: String, kept: String, taken: String)] = [
            ("Gemfile",
             "source 'https://rubygems.org'\ngem 'rails', '~> 6.1'\ngem 'puma', '~> 5.6'\ngem 'sidekiq'\n",
             "source 'https://rubygems.org'\ngem 'rails', '~> 6.1'\ngem 'puma', '~> 6.0'\ngem 'sidekiq'\n"),
            ("Podfile",
             Self.podfile(alamofire: "~> 5.8.1", extra: "  pod 'Kingfisher'\n"), Self.podfile(alamofire: "~> 5.9", extra: "  pod 'Kingfisher'\n")),
            ("Package.swift",
             Self.package(parser: "1.2.3", extraPackage: Self.logPackage, extraProduct: Self.logProduct),
             Self.package(parser: "1.3.0", extraPackage: Self.logPackage, extraProduct: Self.logProduct)),
        ]
        for (name, kept, taken) in expected {
            XCTAssertEqual(scene.file("app/" + name), kept, name)
            XCTAssertTrue(result.stderr.contains("\(name): 1 conflicting region(s) — the template's change is in \(name).rej"), result.stderr)
            let rej = try XCTUnwrap(scene.file("app/\(name).rej"), name)
            XCTAssertEqual(rej.components(separatedBy: "\n@@ ").count - 1, 1, rej)
            // The real git applies the hunk to the file as written and gets the template's side.
            XCTAssertNoThrow(try GitRepository.run(["apply", "\(name).rej"], in: project), rej)
            XCTAssertEqual(scene.file("app/" + name), taken, name)
        }
    }

    /// The file with each conflict settled for the project's side.
    private static func resolvedToProject(_ text: String) -> String {
        var out = "", keep = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("<<<<<<< ") { keep = true; continue }
            if line == "=======" { keep = false; continue }
            if line.hasPrefix(">>>>>>> ") { keep = true; continue }
            if keep { out += line + "\n" }
        }
        return out
    }
}
