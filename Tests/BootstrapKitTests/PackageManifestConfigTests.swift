@testable import BootstrapKit
import XCTest

/// Packages as the config loader reads them (docs/template-format.md, "Packages") written into a manifest,
/// one after another in config order, as the engine adds a block's dependencies.
final class PackageManifestConfigTests: XCTestCase {
    func testTheConfigFixturesPackages() throws {
        let config = try ConfigLoader.load(path: FixturePaths.path("config/packages.yml")).config
        let packages = try XCTUnwrap(config.block(named: "networking")).packages
        let document = try PackageManifestDocument(text: """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "App",
                targets: [
                    .target(name: "App"),
                    .testTarget(name: "AppTests", dependencies: ["App"]),
                ]
            )

            """)
        XCTAssertEqual(try packages.map { try document.add($0) }, [.added, .added, .added, .identical])
        XCTAssertEqual(
            packages.map(PackageManifestDocument.statusMessage(for:)),
            ["Alamofire (from 5.8.0)", "swift-collections (1.0.0..<2.0.0)", "Pinned (revision abc123)", "Legacy"])
        let expected = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [
                    .package(url: "https://github.com/Alamofire/Alamofire.git", from: "5.8.0"),
                    .package(url: "https://github.com/apple/swift-collections.git", "1.0.0"..<"2.0.0"),
                    .package(url: "https://example.com/pinned.git", revision: "abc123"),
                ],
                targets: [
                    .target(name: "App", dependencies: [.product(name: "Alamofire", package: "Alamofire"), .product(name: "Collections", package: "swift-collections"), .product(name: "DequeModule", package: "swift-collections"), .product(name: "Pinned", package: "pinned")]),
                    .testTarget(name: "AppTests", dependencies: ["App", .product(name: "Collections", package: "swift-collections"), .product(name: "DequeModule", package: "swift-collections")]),
                ]
            )

            """
        XCTAssertEqual(document.text, expected)
        let json = try assertManifestLoads(
            expected, url: "https://example.com/pinned.git",
            products: ["App": ["Alamofire", "Collections", "DequeModule", "Pinned"], "AppTests": ["Collections", "DequeModule"]],
            sourceTargets: ["App", "AppTests"])
        XCTAssertEqual(
            SwiftPackageDump.dependencies(json).map(\.url),
            ["https://github.com/Alamofire/Alamofire.git", "https://github.com/apple/swift-collections.git", "https://example.com/pinned.git"])
    }

    /// The example of the task: `targets: [MyTool]` names the executable target.
    func testTheArgumentParserExample() throws {
        let config = try ConfigLoader.load(text: """
            cli:
              packages:
                swift-argument-parser:
                  url: https://github.com/apple/swift-argument-parser
                  from: 1.3.0
                  products: [ArgumentParser]
                  targets: [MyTool]
            """, path: "config.yml").config
        let dependency = try XCTUnwrap(config.block(named: "cli")?.packages.first)
        let document = try PackageManifestDocument(text: """
            let package = Package(
                name: "MyTool",
                dependencies: [
                ],
                targets: [
                    .target(name: "MyToolKit"),
                    .executableTarget(name: "MyTool", dependencies: ["MyToolKit"]),
                ]
            )
            """)
        XCTAssertEqual(try document.add(dependency), .added)
        XCTAssertEqual(document.text, """
            let package = Package(
                name: "MyTool",
                dependencies: [
                    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.0"),
                ],
                targets: [
                    .target(name: "MyToolKit"),
                    .executableTarget(name: "MyTool", dependencies: ["MyToolKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
                ]
            )
            """)
        XCTAssertEqual(PackageManifestDocument.statusMessage(for: dependency), "swift-argument-parser (from 1.3.0)")
    }
}
