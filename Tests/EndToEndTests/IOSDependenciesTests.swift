import BootstrapYAML
import Foundation
import XCTest

/// A config's `pods:` and `packages:` applied to an ios-viper app: Podfile lines as CocoaPods
/// documents them (Fixtures/ios-dependencies), project.yml entries with XcodeGen's documented
/// keys (Fixtures/xcodegen-spec), and a second application that changes no byte.
final class IOSDependenciesTests: XCTestCase {
    private let environment = ["BOOTSTRAP_TEMPLATE_DIR": BootstrapProcess.repositoryRoot.path]
    private let dependencies = BootstrapProcess.fixtures.appendingPathComponent("ios-dependencies")

    private func appWithDependencies() throws -> (TemporaryFolder, first: BootstrapProcess.Result, second: BootstrapProcess.Result, before: [String: Data]) {
        let folder = try TemporaryFolder()
        let created = try BootstrapProcess.run(["new", "MyApp", "-m", "ios-viper", "--defaults", "--no-run"], in: folder.url, environment: environment)
        XCTAssertEqual(created.status, 0, created.stderr)
        let apply = ["apply", "-m", dependencies.path, "--path", "MyApp", "--defaults", "--no-run"]
        let first = try BootstrapProcess.run(apply, in: folder.url, environment: environment)
        let before = folder.snapshot()
        let second = try BootstrapProcess.run(apply, in: folder.url, environment: environment)
        return (folder, first, second, before)
    }

    func testPodsAreWrittenAsCocoaPodsDocumentsThemAndASecondApplyChangesNoByte() throws {
        let (folder, first, second, before) = try appWithDependencies()
        XCTAssertEqual(first.status, 0, first.stderr)
        let expected = try String(contentsOf: dependencies.appendingPathComponent("Podfile.expected"), encoding: .utf8)
        XCTAssertEqual(folder.file("MyApp/Podfile"), expected)
        XCTAssertTrue(first.stdout.contains("     podfile  pod 'Alamofire', '~> 5.8'\n"), first.stdout)

        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(folder.snapshot(), before)
        XCTAssertTrue(second.stdout.contains("   identical  pod 'Alamofire', '~> 5.8'\n"), second.stdout)
        XCTAssertTrue(second.stdout.contains("   identical  Alamofire (from 5.8.0)\n"), second.stdout)
        XCTAssertFalse(second.stdout.contains("podfile  "), second.stdout)
    }

    func testAChangedPodIsReplacedInPlace() throws {
        let (folder, _, _, _) = try appWithDependencies()
        let template = try TemporaryFolder()
        try template.write("config.yml", "networking:\n  pods:\n    Alamofire: ~> 5.9\n")
        let result = try BootstrapProcess.run(["apply", "-m", template.url.path, "--path", "MyApp", "--no-run"], in: folder.url, environment: environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("      update  pod 'Alamofire', '~> 5.9'\n"), result.stdout)
        let podfile = try XCTUnwrap(folder.file("MyApp/Podfile"))
        XCTAssertTrue(podfile.contains("  use_frameworks!\n  pod 'Alamofire', '~> 5.9'\n  pod 'PromiseKit'"), podfile)
        XCTAssertEqual(podfile.components(separatedBy: "pod 'Alamofire'").count, 2)
    }

    func testPackagesGoIntoProjectYmlWithXcodeGensKeys() throws {
        let (folder, first, _, _) = try appWithDependencies()
        XCTAssertEqual(first.status, 0, first.stderr)
        let project = try XCTUnwrap(folder.file("MyApp/project.yml"))
        XCTAssertTrue(project.contains("""
            packages:
              Alamofire:
                url: https://github.com/Alamofire/Alamofire
                from: 5.8.0
              PromiseKit:
                url: https://github.com/mxcl/PromiseKit
                minorVersion: 8.1.0
              Kingfisher:
                url: https://github.com/onevcat/Kingfisher
                exactVersion: 7.10.0
              Yams:
                url: https://github.com/jpsim/Yams
                minVersion: 5.0.0
                maxVersion: 6.0.0
              SwiftPM:
                url: https://github.com/apple/swift-package-manager
                branch: main
              Nuke:
                url: https://github.com/kean/Nuke
                revision: 1b5fb4e

            targets:
            """), project)
        XCTAssertTrue(project.contains("""
                dependencies:
                  - package: Alamofire
                  - package: PromiseKit
                  - package: Kingfisher
                  - package: Kingfisher
                    product: KingfisherDynamic
                  - package: Yams
                  - package: SwiftPM
                    product: SwiftPMDataModel
                  - package: Nuke
            """), project)
        XCTAssertTrue(project.contains("""
                dependencies:
                  - target: MyApp
                  - package: Nuke
            """), project)
        let root = try XCTUnwrap(try YAMLLoader.load(project, path: "project.yml"))
        XCTAssertEqual(try XcodeGenSpec.load().violations(in: root), [])
    }

    /// The ios-viper template's own project.yml, before any package, against the documented keys.
    func testTheTemplatesProjectYmlUsesOnlyDocumentedKeys() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try BootstrapProcess.run(["new", "MyApp", "-m", "ios-viper", "--defaults", "--no-run"], in: folder.url, environment: environment).status, 0)
        let root = try XCTUnwrap(try YAMLLoader.load(try XCTUnwrap(folder.file("MyApp/project.yml")), path: "project.yml"))
        let spec = try XcodeGenSpec.load()
        XCTAssertEqual(spec.violations(in: root), [])
        // The checker does catch what the spec does not list.
        let broken = try XCTUnwrap(try YAMLLoader.load("name: A\ntargets:\n  A:\n    type: application\n    sources: [A]\n    infoPlist: x\npackages:\n  P:\n    url: u\n    version: 1.0.0\n    from: 1.0.0\n", path: "p.yml"))
        XCTAssertEqual(spec.violations(in: broken), [
            "packages.P: needs exactly one version form, has version, from",
            "targets.A: missing required 'platform'", "targets.A: 'infoPlist' is not a documented key",
        ])
    }
}
