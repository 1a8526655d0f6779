@testable import BootstrapKit
import XCTest

/// Package.swift edits are idempotent like Gemfile lines (docs/actions.md, "Swift packages"):
/// what is there already is not written again, and a changed requirement replaces its entry in place.
final class PackageManifestIdempotenceTests: XCTestCase {
    private let argumentParserURL = "https://github.com/apple/swift-argument-parser"

    func testApplyingTwiceIsIdenticalAndChangesNoByte() throws {
        let document = try PackageManifestDocument(text: PackageManifestDocumentTests.templateManifest)
        let dependency = packageDependency(products: ["ArgumentParser"])
        XCTAssertEqual(try document.add(dependency), .added)
        let once = document.text
        XCTAssertEqual(try document.add(dependency), .identical)
        XCTAssertEqual(Array(document.text.utf8), Array(once.utf8))
        XCTAssertEqual(once.components(separatedBy: ".package(url:").count, 2)
        XCTAssertEqual(once.components(separatedBy: #".product(name: "ArgumentParser""#).count, 2)
    }

    /// Same package, other version: the entry is replaced where it stood, the product not added again.
    func testChangingTheVersionReplacesTheEntryInPlace() throws {
        let document = try PackageManifestDocument(text: """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "MyTool",
                dependencies: [
                    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.2.0"), // the CLI
                    .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
                ],
                targets: [
                    .executableTarget(name: "MyTool", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
                ]
            )

            """)
        XCTAssertEqual(try document.add(packageDependency("swift-argument-parser", url: argumentParserURL, .exact("1.3.1"), products: ["ArgumentParser"])), .replaced)
        let expected = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "MyTool",
                dependencies: [
                    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.3.1"), // the CLI
                    .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
                ],
                targets: [
                    .executableTarget(name: "MyTool", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
                ]
            )

            """
        XCTAssertEqual(document.text, expected)
        try assertManifestLoads(expected, url: argumentParserURL, products: ["MyTool": ["ArgumentParser"]], sourceTargets: ["MyTool"])
    }

    /// Matching is by package identity too: the same repository under another URL spelling is one
    /// package (SwiftPM refuses two with one identity), so its entry is replaced, not doubled.
    func testTheSamePackageUnderAnotherURLIsReplaced() throws {
        let document = try PackageManifestDocument(text: """
            let package = Package(
                name: "MyTool",
                dependencies: [.package(url: "git@github.com:apple/swift-argument-parser.git", from: "1.3.0")],
                targets: [.target(name: "MyTool")]
            )
            """)
        XCTAssertEqual(try document.add(packageDependency(products: [])), .replaced)
        XCTAssertEqual(document.text, """
            let package = Package(
                name: "MyTool",
                dependencies: [.package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.0")],
                targets: [.target(name: "MyTool")]
            )
            """)
    }

    /// An entry that says the same thing in other spelling (spacing, a raw string) is identical.
    func testAnEquivalentlySpelledEntryIsIdentical() throws {
        let text = """
            let package = Package(
                name: "MyTool",
                dependencies: [
                    .package( url: #"https://github.com/apple/swift-argument-parser"#,from:"1.3.0" )
                ],
                targets: [.target(name: "MyTool", dependencies: [.product(name: "ArgumentParser", package: "Swift-Argument-Parser")])]
            )
            """
        let document = try PackageManifestDocument(text: text)
        XCTAssertEqual(try document.add(packageDependency(products: ["ArgumentParser"])), .identical)
        XCTAssertEqual(document.text, text)
    }

    /// A product already there (by name, as SwiftPM resolves it) is not added twice; a new one of the
    /// same package is, and the package being identical the change is `added`.
    func testOnlyMissingProductsAreAdded() throws {
        let document = try PackageManifestDocument(text: """
            let package = Package(
                name: "App",
                dependencies: [.package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0")],
                targets: [.target(name: "App", dependencies: ["Collections"])]
            )
            """)
        let collections = packageDependency(
            "swift-collections", url: "https://github.com/apple/swift-collections.git", .from("1.1.0"),
            products: ["Collections", "OrderedCollections", "Collections"])
        XCTAssertEqual(try document.add(collections), .added)
        XCTAssertEqual(document.text, """
            let package = Package(
                name: "App",
                dependencies: [.package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0")],
                targets: [.target(name: "App", dependencies: ["Collections", .product(name: "OrderedCollections", package: "swift-collections")])]
            )
            """)
    }

    func testASwitchedOffPackageChangesNothing() throws {
        let document = try PackageManifestDocument(text: PackageManifestDocumentTests.templateManifest)
        XCTAssertEqual(try document.add(packageDependency("Legacy", url: "", nil, enabled: false)), .identical)
        XCTAssertEqual(document.text, PackageManifestDocumentTests.templateManifest)
    }
}
