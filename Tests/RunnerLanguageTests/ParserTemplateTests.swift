import Diagnostics
import XCTest
@testable import RunnerLanguage

/// A long template written like public Rails application templates must parse, with nodes on
/// the lines where they are written.
final class ParserTemplateTests: ParserTestCase {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("ParserFixtures/rails_template.rb")

    func loadTemplate() throws -> [Node] {
        let text = try String(contentsOf: Self.fixture, encoding: .utf8)
        let program = try RunnerParser.parse(SourceText(path: "rails_template.rb", text: text))
        guard case .sequence(let statements)? = program.body?.kind else {
            XCTFail("expected several statements")
            return []
        }
        return statements
    }

    /// The top-level `def` of this name.
    func definition(_ name: String, in statements: [Node]) -> (Node, MethodDefinition)? {
        for statement in statements {
            if case .methodDefinition(let d) = statement.kind, d.name == name { return (statement, d) }
        }
        return nil
    }

    func testTemplateParsesWithNodesOnTheirLines() throws {
        let statements = try loadTemplate()
        XCTAssertEqual(statements.count, 15)  // a constant, 11 defs, 3 calls
        XCTAssertEqual(SExpression.render(statements[0]), #"(= RAILS_REQUIREMENT (call (str "~> 6.1.0") freeze))"#)
        XCTAssertEqual(statements[0].location.line, 8)
        XCTAssertEqual(statements[0].location.file, "rails_template.rb")

        let sourcePaths = try XCTUnwrap(definition("source_paths", in: statements))
        XCTAssertEqual(sourcePaths.0.location.line, 10)
        XCTAssertEqual(SExpression.render(sourcePaths.1.body), "(+ (array (call nil __dir__)) (call() nil Array (call nil super)))")

        let last = try XCTUnwrap(statements.last)
        XCTAssertEqual(last.location.line, 116)
        guard case .call(let afterBundle) = last.kind, let block = afterBundle.block,
              case .sequence(let body)? = block.body?.kind
        else { return XCTFail("expected after_bundle with a block") }
        XCTAssertEqual(afterBundle.name, "after_bundle")
        let caseNode = try XCTUnwrap(body.first { if case .case = $0.kind { return true } else { return false } })
        XCTAssertEqual(caseNode.location.line, 131)
        XCTAssertEqual(caseNode.location.column, 3)
        let beginNode = try XCTUnwrap(body.first { if case .begin = $0.kind { return true } else { return false } })
        guard case .begin(_, let rescues, _, _) = beginNode.kind else { return XCTFail("expected begin") }
        XCTAssertEqual(rescues.first?.location.line, 142)
        XCTAssertEqual(SExpression.render(body.last), #"(if (call() (const ENV) [] (str "CI")) nil (call nil say (str "  bin/dev")))"#)
    }

    func testTemplateHeredocsAndBlocks() throws {
        let statements = try loadTemplate()
        let users = try XCTUnwrap(definition("add_users", in: statements))
        guard case .sequence(let body)? = users.1.body?.kind else { return XCTFail("expected a body") }
        let inject = try XCTUnwrap(body.last)
        XCTAssertEqual(inject.location.line, 52)
        XCTAssertEqual(
            SExpression.render(inject),
            #"(call nil inject_into_file (str "app/models/user.rb") (kw (sym after) (str "class User < ApplicationRecord\n")) (block (params) (str "  has_person_name\n")))"#)

        let readme = try XCTUnwrap(definition("add_readme", in: statements))
        XCTAssertEqual(
            SExpression.render(readme.1.body),
            ##"(call nil create_file (str "README.md") (call (str "# " (call (call nil app_name) titleize) "\n\nRun `bin/setup` then `bin/dev`.\n") strip) (kw (sym force) true))"##)

        let generators = try XCTUnwrap(definition("configure_generators", in: statements))
        XCTAssertEqual(
            SExpression.render(generators.1.body),
            #"(call nil initializer (str "generators.rb") (call (str "    Rails.application.config.generators do |g|\n      g.test_framework :rspec, fixtures: false\n      g.helper false\n    end\n") strip_heredoc))"#)

        let version = try XCTUnwrap(definition("assert_minimum_rails_version", in: statements))
        guard case .sequence(let checks)? = version.1.body?.kind else { return XCTFail("expected a body") }
        XCTAssertEqual(
            SExpression.render(checks[3]),
            #"(= prompt (str "This template requires Rails " (const RAILS_REQUIREMENT) ". " "You are using " (lvar rails_version) ". Continue anyway?"))"#)
        XCTAssertEqual(checks[3].location.line, 19)
    }
}
