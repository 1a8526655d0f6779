@testable import BootstrapKit
import Diagnostics
import XCTest

/// Package.swift files that defeat naive text matching are edited correctly, and those that
/// cannot be edited safely are reported and left byte for byte as they were.
final class PackageManifestSafetyTests: XCTestCase {
    func testCommentsAndStringsContainingBrackets() throws {
        let before = try FixturePaths.text("package-swift/comments-and-strings.before.txt")
        let expected = try FixturePaths.text("package-swift/comments-and-strings.after.txt")
        let document = try PackageManifestDocument(text: before)
        XCTAssertEqual(try document.add(packageDependency(products: ["ArgumentParser"])), .added)
        XCTAssertEqual(document.text, expected)
        XCTAssertEqual(try document.add(packageDependency(products: ["ArgumentParser"])), .identical)
        try assertManifestLoads(
            expected, url: "https://github.com/apple/swift-argument-parser", products: ["Tool": ["Logging", "ArgumentParser"]],
            sourceTargets: ["Tool"])
    }

    func testNoPackageCallIsAnError() {
        for text in ["let package = 1\n", "// let package = Package(\nlet s = \"Package(\"\n/* Package( */\n"] {
            XCTAssertThrowsError(try PackageManifestDocument(text: text)) { error in
                XCTAssertEqual((error as? Diagnostic)?.rendered, "Package.swift: cannot edit: there is no Package( call")
            }
        }
    }

    func testUnreadableManifestsAreErrors() {
        let cases = [
            ("let package = Package(\n    name: \"A\n)\n", "Package.swift: cannot edit: unterminated string literal at line 2"),
            ("let package = Package(\n    name: \"A\"]\n)\n", "Package.swift: cannot edit: unbalanced ']' at line 2"),
            ("let package = Package(\n    name: \"A\"\n/* )\n", "Package.swift: cannot edit: unterminated /* comment at line 3"),
            ("let package = Package(\n    name: \"A\",\n", "Package.swift: cannot edit: unclosed '(' at line 1"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try PackageManifestDocument(text: text)) { error in
                XCTAssertEqual((error as? Diagnostic)?.rendered, message)
            }
        }
    }

    /// `dependencies:` built from a variable can't be edited: a located error, and no change.
    func testDependenciesThatAreNotAnArrayLiteral() throws {
        let text = """
            let deps: [Package.Dependency] = []
            let package = Package(
                name: "Tool",
                dependencies: deps,
                targets: [.target(name: "Tool")]
            )

            """
        let document = try PackageManifestDocument(text: text)
        XCTAssertThrowsError(try document.add(packageDependency())) { error in
            XCTAssertEqual(
                (error as? Diagnostic)?.rendered,
                "Package.swift:4:5: cannot add swift-argument-parser: the dependencies: argument is not an array literal\n"
                    + "    dependencies: deps,\n    ^")
        }
        XCTAssertEqual(document.text, text)
    }

    func testTargetDependenciesThatAreNotAnArrayLiteral() throws {
        let text = """
            let package = Package(
                name: "Tool",
                dependencies: [],
                targets: [.target(name: "Tool", dependencies: common + ["X"])]
            )
            """
        let document = try PackageManifestDocument(text: text)
        XCTAssertThrowsError(try document.add(packageDependency())) { error in
            XCTAssertEqual(
                (error as? Diagnostic)?.rendered,
                "Package.swift:4:37: cannot add swift-argument-parser: the dependencies: argument of target 'Tool' is not an array literal\n"
                    + "    targets: [.target(name: \"Tool\", dependencies: common + [\"X\"])]\n                                    ^")
        }
        XCTAssertEqual(document.text, text, "the package entry must not be written when the product cannot be")
    }

    func testAMissingTargetIsNamedWithASuggestion() throws {
        let document = try PackageManifestDocument(text: PackageManifestDocumentTests.templateManifest)
        XCTAssertThrowsError(try document.add(packageDependency(targets: ["MyToolKt"]))) { error in
            XCTAssertEqual(
                (error as? Diagnostic)?.rendered,
                "Package.swift: cannot add swift-argument-parser: no target named 'MyToolKt'\n"
                    + "did you mean 'MyToolKit'?\ntargets: MyToolKit, MyToolKitTests")
        }
        XCTAssertEqual(document.text, PackageManifestDocumentTests.templateManifest)
    }

    func testNoDefaultTargetIsAnError() throws {
        let document = try PackageManifestDocument(text: """
            let package = Package(name: "T", targets: [.testTarget(name: "TTests")])
            """)
        XCTAssertThrowsError(try document.add(packageDependency())) { error in
            XCTAssertEqual(
                (error as? Diagnostic)?.rendered,
                "Package.swift: cannot add swift-argument-parser: there is no .target or .executableTarget to add its products to; name one with 'targets:'")
        }
    }

    func testABinaryTargetCannotTakeProducts() throws {
        let document = try PackageManifestDocument(text: """
            let package = Package(name: "T", targets: [.binaryTarget(name: "Blob", path: "Blob.xcframework")])
            """)
        XCTAssertThrowsError(try document.add(packageDependency(targets: ["Blob"]))) { error in
            XCTAssertEqual(
                (error as? Diagnostic)?.rendered,
                "Package.swift: cannot add swift-argument-parser: target 'Blob' is a .binaryTarget, which cannot have dependencies")
        }
    }

    /// A one-line `Package(…)` call gets its argument inline.
    func testAOneLinePackageCall() throws {
        let document = try PackageManifestDocument(text: #"let package = Package(name: "T", targets: [.target(name: "T")])"#)
        try document.add(packageDependency(products: []))
        XCTAssertEqual(
            document.text,
            #"let package = Package(name: "T", dependencies: [.package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.0")], targets: [.target(name: "T")])"#)
    }

    /// Hostile nesting is refused or handled without deep recursion.
    func testDeepNestingDoesNotCrash() {
        let interpolations = "let package = Package(name: " + String(repeating: "\"\\(", count: 200) + String(repeating: ")\"", count: 200) + ")"
        XCTAssertThrowsError(try PackageManifestDocument(text: interpolations)) { error in
            XCTAssertEqual((error as? Diagnostic)?.rendered, "Package.swift: cannot edit: string interpolations nested too deeply at line 1")
        }
        let brackets = "let package = Package(name: \"T\", targets: " + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000) + ")"
        let document = try? PackageManifestDocument(text: brackets)
        XCTAssertNotNil(document)
        XCTAssertThrowsError(try document?.add(packageDependency()))
    }
}
