@testable import BootstrapKit
import Foundation
import XCTest

/// Expected values are ActiveSupport 6.1's, recorded with
/// `ruby -ractive_support/all -e 'p "…".strip_heredoc.indent(n).chomp + "\n"'` (Rails' optimize_indentation).
final class RailsActionsCodeTextTests: XCTestCase {
    func testOptimizeIndentation() {
        XCTAssertEqual(RailsCodeText.optimizeIndentation("  config.x = 1\n  config.y = 2\n", amount: 4), "    config.x = 1\n    config.y = 2\n")
        XCTAssertEqual(RailsCodeText.optimizeIndentation("    a\n\n      b\n", amount: 2), "  a\n\n    b\n")
        XCTAssertEqual(RailsCodeText.optimizeIndentation("a\r\n  b", amount: 2), "  a\r\n    b\n")
        XCTAssertEqual(RailsCodeText.optimizeIndentation("", amount: 4), "\n")
        XCTAssertEqual(RailsCodeText.optimizeIndentation(nil), "\n")
        XCTAssertEqual(RailsCodeText.optimizeIndentation("   \n  x\n", amount: 2), "   \n  x\n")
    }

    func testStripHeredocTakesRubysStringMinimumOfTheMargins() {
        XCTAssertEqual(RailsCodeText.stripHeredoc("  \tx\n\t  y\n"), "  \tx\ny\n")
    }

    func testIndentRepeatsTheFirstLeadingWhitespaceCharacter() {
        XCTAssertEqual(RailsCodeText.indent("x\n\ty", by: 2), "\t\tx\n\t\t\ty")
    }

    func testNamespacesNestTheRoute() {
        XCTAssertEqual(
            RailsCodeText.nest("resources :users", inNamespaces: ["admin", "v1"]),
            "namespace :admin do\n  namespace :v1 do\n    resources :users\n  end\nend")
    }

    func testInsertAfterTheRoutesSentinelSwallowsFollowingBlankLinesAsRailsDoes() throws {
        let pattern = try NSRegularExpression(pattern: #"\.routes\.draw do\s*\n"#)
        XCTAssertEqual(
            Anchor.insert("  get :a\n", at: pattern, placement: .after, in: "Rails.application.routes.draw do\n\n  # x\nend\n"),
            "Rails.application.routes.draw do\n\n  get :a\n  # x\nend\n")
        XCTAssertNil(Anchor.insert("x", at: pattern, placement: .after, in: "no routes here"))
    }
}
