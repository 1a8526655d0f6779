import BootstrapKit
import Diagnostics
import XCTest

/// Swift packages into XcodeGen's project.yml, edited as text. The full round trip (every
/// requirement, twice, checked against XcodeGen's documented keys) is IOSDependenciesTests.
final class XcodeGenManifestTests: XCTestCase {
    private func package(_ yaml: String) throws -> PackageDependency {
        try XCTUnwrap(try ConfigLoader.load(text: "libraries:\n  packages:\n" + yaml, path: "config.yml").config.block(named: "libraries")?.packages.first)
    }

    private let project = """
        # comments stay
        name: App
        targets:
          App:
            type: application
            platform: iOS
          AppTests:
            type: bundle.unit-test
            platform: iOS
            dependencies:
              - target: App

        """

    func testAPackageGoesBeforeTargetsAndIntoTheFirstTarget() throws {
        let manifest = try XcodeGenManifest(text: project)
        let yams = try package("    Yams:\n      url: https://github.com/jpsim/Yams\n      from: \"5.0\"\n")
        XCTAssertEqual(try manifest.add(yams), .added)
        XCTAssertEqual(manifest.rendered, """
            # comments stay
            name: App
            packages:
              Yams:
                url: https://github.com/jpsim/Yams
                from: "5.0"

            targets:
              App:
                type: application
                platform: iOS
                dependencies:
                  - package: Yams
              AppTests:
                type: bundle.unit-test
                platform: iOS
                dependencies:
                  - target: App

            """)
        XCTAssertEqual(try manifest.add(yams), .identical)
        let newer = try package("    Yams:\n      url: https://github.com/jpsim/Yams\n      exact: 5.1.0\n      targets: [AppTests]\n")
        XCTAssertEqual(try manifest.add(newer), .replaced)
        XCTAssertTrue(manifest.rendered.contains("  Yams:\n    url: https://github.com/jpsim/Yams\n    exactVersion: 5.1.0\n\ntargets:"), manifest.rendered)
        XCTAssertTrue(manifest.rendered.contains("      - target: App\n      - package: Yams\n"), manifest.rendered)
    }

    func testAClosedRangeAndAMissingTargetAreErrorsAtThePackage() throws {
        let closed = try package("    Yams:\n      url: u\n      range: 5.0.0...6.0.0\n")
        XCTAssertThrowsError(try XcodeGenManifest(text: project).add(closed)) { error in
            XCTAssertEqual((error as? Diagnostic)?.location?.line, 3)
            XCTAssertTrue((error as? Diagnostic)?.message.contains("half-open range") == true)
        }
        let elsewhere = try package("    Yams:\n      url: u\n      from: 1.0.0\n      targets: [Widget]\n")
        XCTAssertThrowsError(try XcodeGenManifest(text: project).add(elsewhere)) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "cannot add the Swift package Yams: project.yml has no target 'Widget'")
        }
    }
}
