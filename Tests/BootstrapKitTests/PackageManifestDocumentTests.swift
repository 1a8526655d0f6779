@testable import BootstrapKit
import XCTest

/// Adding Swift packages to Package.swift (docs/actions.md, "Swift packages"): the `.package(url:…)`
/// entry in the package's `dependencies:`, `.product(name:package:)` in the targets, laid out as the
/// file already is. Every resulting manifest is also loaded by the real toolchain.
final class PackageManifestDocumentTests: XCTestCase {
    private let argumentParserURL = "https://github.com/apple/swift-argument-parser"

    func testAddsToEmptyArrays() throws {
        let document = try PackageManifestDocument(text: """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "MyTool",
                dependencies: [],
                targets: [
                    .executableTarget(name: "MyTool", dependencies: []),
                ]
            )

            """)
        XCTAssertEqual(try document.add(packageDependency(products: ["ArgumentParser"])), .added)
        let expected = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "MyTool",
                dependencies: [
                    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.0"),
                ],
                targets: [
                    .executableTarget(name: "MyTool", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
                ]
            )

            """
        XCTAssertEqual(document.text, expected)
        try assertManifestLoads(expected, url: argumentParserURL, products: ["MyTool": ["ArgumentParser"]], sourceTargets: ["MyTool"])
    }

    func testAddsAfterExistingEntries() throws {
        let document = try PackageManifestDocument(text: """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "MyTool",
                products: [
                    .executable(name: "my-tool", targets: ["MyTool"]),
                ],
                dependencies: [
                    .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
                ],
                targets: [
                    .executableTarget(
                        name: "MyTool",
                        dependencies: [
                            .product(name: "Logging", package: "swift-log"),
                        ]
                    ),
                    .testTarget(name: "MyToolTests", dependencies: ["MyTool"]),
                ]
            )

            """)
        XCTAssertEqual(try document.add(packageDependency(products: ["ArgumentParser"])), .added)
        let expected = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "MyTool",
                products: [
                    .executable(name: "my-tool", targets: ["MyTool"]),
                ],
                dependencies: [
                    .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
                    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.0"),
                ],
                targets: [
                    .executableTarget(
                        name: "MyTool",
                        dependencies: [
                            .product(name: "Logging", package: "swift-log"),
                            .product(name: "ArgumentParser", package: "swift-argument-parser"),
                        ]
                    ),
                    .testTarget(name: "MyToolTests", dependencies: ["MyTool"]),
                ]
            )

            """
        XCTAssertEqual(document.text, expected)
        try assertManifestLoads(
            expected, url: argumentParserURL, products: ["MyTool": ["Logging", "ArgumentParser"]], sourceTargets: ["MyTool", "MyToolTests"])
    }

    /// The built-in template's Package.swift has no `dependencies:`: it goes after `products:`, and
    /// the named target's one-line `dependencies:` array grows inline.
    func testAddsTheDependenciesArgumentAfterProducts() throws {
        let document = try PackageManifestDocument(text: """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "MyTool",
                products: [
                    .library(name: "MyToolKit", targets: ["MyToolKit"]),
                    .executable(name: "my-tool", targets: ["my-tool"]),
                ],
                targets: [
                    .target(name: "MyToolKit"),
                    .executableTarget(name: "my-tool", dependencies: ["MyToolKit"]),
                    .testTarget(name: "MyToolKitTests", dependencies: ["MyToolKit"]),
                ]
            )

            """)
        XCTAssertEqual(try document.add(packageDependency(products: ["ArgumentParser"], targets: ["my-tool"])), .added)
        let expected = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "MyTool",
                products: [
                    .library(name: "MyToolKit", targets: ["MyToolKit"]),
                    .executable(name: "my-tool", targets: ["my-tool"]),
                ],
                dependencies: [
                    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.0"),
                ],
                targets: [
                    .target(name: "MyToolKit"),
                    .executableTarget(name: "my-tool", dependencies: ["MyToolKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
                    .testTarget(name: "MyToolKitTests", dependencies: ["MyToolKit"]),
                ]
            )

            """
        XCTAssertEqual(document.text, expected)
        try assertManifestLoads(
            expected, url: argumentParserURL, products: ["my-tool": ["ArgumentParser"]],
            sourceTargets: ["MyToolKit", "my-tool", "MyToolKitTests"])
    }

    /// Without `products:` the argument goes after the last argument SwiftPM orders before it
    /// (`platforms:` here); the default target is the first `.target`, which gets `dependencies:` after `name:`.
    func testAddsTheDependenciesArgumentInSwiftPMOrderAndToATargetWithoutDependencies() throws {
        let document = try PackageManifestDocument(text: """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Tiny",
                platforms: [.macOS(.v13)],
                targets: [
                    .testTarget(name: "TinyTests", dependencies: ["Tiny"]),
                    .target(name: "Tiny"),
                ]
            )

            """)
        XCTAssertEqual(try document.add(packageDependency(products: ["ArgumentParser"])), .added)
        let expected = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Tiny",
                platforms: [.macOS(.v13)],
                dependencies: [
                    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.0"),
                ],
                targets: [
                    .testTarget(name: "TinyTests", dependencies: ["Tiny"]),
                    .target(name: "Tiny", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
                ]
            )

            """
        XCTAssertEqual(document.text, expected)
        try assertManifestLoads(expected, url: argumentParserURL, products: ["Tiny": ["ArgumentParser"]], sourceTargets: ["Tiny", "TinyTests"])
    }

    /// A target written one argument per line gets a multi-line `dependencies:` right after `name:`,
    /// one line per product; the second named target's one-line array grows inline.
    func testSeveralProductsIntoTwoTargetsWrittenOneArgumentPerLine() throws {
        let document = try PackageManifestDocument(text: """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [
                ],
                targets: [
                    .target(
                        name: "App",
                        path: "Sources/App"
                    ),
                    .testTarget(
                        name: "AppTests",
                        dependencies: ["App"]
                    ),
                ]
            )

            """)
        let collections = packageDependency(
            "swift-collections", url: "https://github.com/apple/swift-collections.git", .range(#""1.0.0"..<"2.0.0""#),
            products: ["Collections", "DequeModule"], targets: ["App", "AppTests"])
        XCTAssertEqual(try document.add(collections), .added)
        let expected = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [
                    .package(url: "https://github.com/apple/swift-collections.git", "1.0.0"..<"2.0.0"),
                ],
                targets: [
                    .target(
                        name: "App",
                        dependencies: [
                            .product(name: "Collections", package: "swift-collections"),
                            .product(name: "DequeModule", package: "swift-collections"),
                        ],
                        path: "Sources/App"
                    ),
                    .testTarget(
                        name: "AppTests",
                        dependencies: ["App", .product(name: "Collections", package: "swift-collections"), .product(name: "DequeModule", package: "swift-collections")]
                    ),
                ]
            )

            """
        XCTAssertEqual(document.text, expected)
        try assertManifestLoads(
            expected, url: "https://github.com/apple/swift-collections.git",
            products: ["App": ["Collections", "DequeModule"], "AppTests": ["Collections", "DequeModule"]],
            sourceTargets: ["App", "AppTests"])
    }

    /// Two-space indentation and a tab-indented file keep their own style.
    func testKeepsTheFilesIndentation() throws {
        let twoSpaces = try PackageManifestDocument(text: "let package = Package(\n  name: \"A\",\n  targets: [\n    .target(name: \"A\")\n  ]\n)\n")
        try twoSpaces.add(packageDependency(products: ["ArgumentParser"]))
        XCTAssertEqual(twoSpaces.text, """
            let package = Package(
              name: "A",
              dependencies: [
                .package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.0"),
              ],
              targets: [
                .target(name: "A", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")])
              ]
            )

            """)
        let tabs = try PackageManifestDocument(text: "let package = Package(\r\n\tname: \"A\",\r\n\ttargets: [.target(name: \"A\")]\r\n)\r\n")
        try tabs.add(packageDependency(products: []))
        XCTAssertEqual(
            tabs.text,
            "let package = Package(\r\n\tname: \"A\",\r\n\tdependencies: [\r\n\t\t.package(url: \"https://github.com/apple/swift-argument-parser\", from: \"1.3.0\"),\r\n\t],\r\n\ttargets: [.target(name: \"A\")]\r\n)\r\n")
    }

    static let templateManifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "MyTool",
            products: [
                .library(name: "MyToolKit", targets: ["MyToolKit"]),
            ],
            targets: [
                .target(name: "MyToolKit"),
                .testTarget(name: "MyToolKitTests", dependencies: ["MyToolKit"]),
            ]
        )

        """
}
