@testable import BootstrapKit
import Diagnostics
import XCTest

/// Every version requirement of the config, as written into `.package(url:…)` and the status line,
/// and checked against what SwiftPM makes of it.
final class PackageManifestRequirementTests: XCTestCase {
    private static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Kit",
            dependencies: [],
            targets: [.target(name: "Kit")]
        )

        """

    private static func expected(_ entry: String) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Kit",
            dependencies: [
                \(entry),
            ],
            targets: [.target(name: "Kit", dependencies: [.product(name: "Kit", package: "kit")])]
        )

        """
    }

    private let url = "https://example.com/org/kit.git"

    /// Adds `kit` with the requirement, checks the written entry, and returns the loaded manifest's
    /// requirement object for the package (as `swift package dump-package` reports it).
    private func written(_ requirement: PackageRequirement, entry: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let document = try PackageManifestDocument(text: Self.manifest)
        let dependency = packageDependency("kit", url: url, requirement, products: ["Kit"])
        XCTAssertEqual(try document.add(dependency), .added, file: file, line: line)
        XCTAssertEqual(document.text, Self.expected(entry), file: file, line: line)
        let json = try assertManifestLoads(document.text, url: url, products: ["Kit": ["Kit"]], sourceTargets: ["Kit"], file: file, line: line)
        return try XCTUnwrap(SwiftPackageDump.dependencies(json).first?.requirement, file: file, line: line)
    }

    func testFrom() throws {
        let requirement = try written(.from("1.3.0"), entry: #".package(url: "https://example.com/org/kit.git", from: "1.3.0")"#)
        let range = try XCTUnwrap((requirement["range"] as? [[String: String]])?.first)
        XCTAssertEqual(range, ["lowerBound": "1.3.0", "upperBound": "2.0.0"])
    }

    func testExact() throws {
        let requirement = try written(.exact("1.2.3"), entry: #".package(url: "https://example.com/org/kit.git", exact: "1.2.3")"#)
        XCTAssertEqual(requirement["exact"] as? [String], ["1.2.3"])
    }

    func testBranch() throws {
        let requirement = try written(.branch("main"), entry: #".package(url: "https://example.com/org/kit.git", branch: "main")"#)
        XCTAssertEqual(requirement["branch"] as? [String], ["main"])
    }

    func testRevision() throws {
        let requirement = try written(
            .revision("abc123"), entry: #".package(url: "https://example.com/org/kit.git", revision: "abc123")"#)
        XCTAssertEqual(requirement["revision"] as? [String], ["abc123"])
    }

    func testHalfOpenRangeAsTheConfigWritesIt() throws {
        let requirement = try written(
            .range(#""1.2.0"..<"2.0.0""#), entry: #".package(url: "https://example.com/org/kit.git", "1.2.0"..<"2.0.0")"#)
        let range = try XCTUnwrap((requirement["range"] as? [[String: String]])?.first)
        XCTAssertEqual(range, ["lowerBound": "1.2.0", "upperBound": "2.0.0"])
    }

    func testClosedRange() throws {
        let requirement = try written(
            .range(#""1.2.0"..."2.0.0""#), entry: #".package(url: "https://example.com/org/kit.git", "1.2.0"..."2.0.0")"#)
        XCTAssertNotNil(requirement["range"])
    }

    /// Bounds written without quotes (`range: 1.2.0..<2.0.0` in YAML) are quoted.
    func testRangeWithoutQuotesGetsThem() throws {
        _ = try written(.range("1.2.0 ..< 2.0.0"), entry: #".package(url: "https://example.com/org/kit.git", "1.2.0"..<"2.0.0")"#)
    }

    func testStatusMessages() {
        func message(_ requirement: PackageRequirement?) -> String {
            PackageManifestDocument.statusMessage(for: packageDependency("swift-argument-parser", requirement))
        }
        XCTAssertEqual(message(.from("1.3.0")), "swift-argument-parser (from 1.3.0)")
        XCTAssertEqual(message(.exact("1.2.3")), "swift-argument-parser (exact 1.2.3)")
        XCTAssertEqual(message(.branch("main")), "swift-argument-parser (branch main)")
        XCTAssertEqual(message(.revision("abc")), "swift-argument-parser (revision abc)")
        XCTAssertEqual(message(.range(#""1.2.0"..<"2.0.0""#)), "swift-argument-parser (1.2.0..<2.0.0)")
        XCTAssertEqual(message(nil), "swift-argument-parser")
    }

    /// Versions SwiftPM would refuse when loading the manifest are config errors at the package's
    /// place in the config, and the manifest is left as it was.
    func testVersionsSwiftPMRejectsAreConfigErrors() throws {
        let cases: [(PackageRequirement?, String)] = [
            (.from("1.3"), "config.yml:3:5: package 'kit' '1.3' is not a semantic version (MAJOR.MINOR.PATCH, e.g. 1.3.0)"),
            (.exact("v1.2.3"), "config.yml:3:5: package 'kit' 'v1.2.3' is not a semantic version (MAJOR.MINOR.PATCH, e.g. 1.3.0)"),
            (.range("1.2.0"), #"config.yml:3:5: package 'kit' range '1.2.0' is not of the form "1.2.0"..<"2.0.0" or "1.2.0"..."2.0.0""#),
            (.range(#""2.0.0"..<"1.0.0""#), #"config.yml:3:5: package 'kit' range '"2.0.0"..<"1.0.0"' ends before it starts"#),
            (.branch(""), "config.yml:3:5: package 'kit' 'branch' must not be empty"),
            (nil, "config.yml:3:5: package 'kit' needs a version requirement: one of from, exact, branch, revision, range"),
        ]
        for (requirement, message) in cases {
            let document = try PackageManifestDocument(text: Self.manifest)
            XCTAssertThrowsError(try document.add(packageDependency("kit", url: url, requirement, products: ["Kit"]))) { error in
                XCTAssertEqual((error as? Diagnostic)?.rendered, message)
            }
            XCTAssertEqual(document.text, Self.manifest)
        }
    }

    func testStringsAreEscapedAsSwiftLiterals() {
        XCTAssertEqual(PackageLine.stringLiteral(#"a"b\c"#), #""a\"b\\c""#)
        XCTAssertEqual(PackageLine.stringLiteral("line\nnext"), #""line\nnext""#)
    }
}
