import BootstrapKit
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
}
