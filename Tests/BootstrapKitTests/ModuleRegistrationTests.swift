import BootstrapKit
import Diagnostics
import XCTest

/// `.bootstrap/gen.yml`'s `register`: one element per module in a Swift list, written as
/// swift-format writes multi-line lists (checked end to end by IOSViperTemplateTests' lint).
final class ModuleRegistrationTests: XCTestCase {
    private let list = "static let all: [Factory.Type] = ["

    func testElementsAreAddedOnceWithCommasOnlyBetweenTwoOrMore() {
        var text = "enum Root {\n    static let all: [Factory.Type] = [\n        // one per module\n    ]\n}\n"
        guard case .inserted(let one) = ProjectModuleSettings.insert("A.self", intoListStartingWith: list, in: text) else {
            return XCTFail("not inserted")
        }
        XCTAssertEqual(one, "enum Root {\n    static let all: [Factory.Type] = [\n        // one per module\n        A.self\n    ]\n}\n")
        text = one
        guard case .inserted(let two) = ProjectModuleSettings.insert("B.self", intoListStartingWith: list, in: text) else {
            return XCTFail("not inserted")
        }
        XCTAssertEqual(two, "enum Root {\n    static let all: [Factory.Type] = [\n        // one per module\n        A.self,\n        B.self,\n    ]\n}\n")
        XCTAssertEqual(ProjectModuleSettings.insert("A.self", intoListStartingWith: list, in: two), .identical)
        XCTAssertEqual(ProjectModuleSettings.insert("B.self,", intoListStartingWith: list, in: two), .identical)
    }

    func testAnEmptyListIsIndentedOneLevelDeeperThanItsBracket() {
        let result = ProjectModuleSettings.insert("A.self", intoListStartingWith: list, in: "  static let all: [Factory.Type] = [\n  ]\n")
        XCTAssertEqual(result, .inserted("  static let all: [Factory.Type] = [\n      A.self\n  ]\n"))
        XCTAssertEqual(ProjectModuleSettings.insert("A.self", intoListStartingWith: list, in: "let x = 1\n"), .listNotFound)
    }

    /// `defaults:` gives every module template its variables; a template's own section wins, and
    /// a key `defaults` does not know is a located error.
    func testTheDefaultsSectionIsEveryTemplatesAndItsOwnSectionWins() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gen-defaults-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".bootstrap"), withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(ProjectModuleSettings.path)
        try "defaults:\n  variables:\n    project_name: my_shop\n    prefix: AB\nviper:\n  variables:\n    prefix: CD\n".write(to: file, atomically: true, encoding: .utf8)
        let workspace = Workspace(root: folder, pretend: true, journaling: false)
        XCTAssertEqual(try ProjectModuleSettings.load(template: "feature", workspace: workspace).variables, ["project_name": "my_shop", "prefix": "AB"])
        XCTAssertEqual(try ProjectModuleSettings.load(template: "viper", workspace: workspace).variables, ["project_name": "my_shop", "prefix": "CD"])

        try "defaults:\n  register:\n    file: x\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ProjectModuleSettings.load(template: "viper", workspace: Workspace(root: folder, pretend: true, journaling: false))) { error in
            XCTAssertTrue("\(error)".contains("unknown key in 'defaults' (known: variables)"), "\(error)")
            XCTAssertEqual((error as? Diagnostic)?.location?.line, 2)
        }
    }
}
