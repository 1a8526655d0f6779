import Diagnostics
import XCTest
@testable import BootstrapKit
@testable import RunnerLanguage

/// Whether a template's runners compile a regular expression when they run, which has the
/// executable set up the regular-expression engine on its idle main thread
/// (`RegularExpressionWarmUp`).
final class RegularExpressionUseTests: XCTestCase {
    private func likely(_ code: String) throws -> Bool {
        let program = try RunnerParser.parse(SourceText(path: "runner.rb", text: code))
        var walk = RegularExpressionUse()
        if let body = program.body { walk.walkChild(body, depth: 0) }
        return walk.found
    }

    func testRegexpLiteralsMatchingOperatorsAndTheRegexpConstant() throws {
        XCTAssertTrue(try likely("gsub_file 'Gemfile', /^gem 'sqlite3'$/, ''\n"))
        XCTAssertTrue(try likely("x = %r{app/(.*)}\n"))
        XCTAssertTrue(try likely("if name =~ /admin/ then say 'hi' end\n"))
        XCTAssertTrue(try likely("puts 'ok' unless app_name !~ /x/\n"))
        XCTAssertTrue(try likely("pattern = Regexp.new(ask('pattern?'))\n"))
    }

    func testActionsAndMethodsThatCompileOne() throws {
        XCTAssertTrue(try likely("route \"root to: 'home#index'\"\n"))
        XCTAssertTrue(try likely("environment 'config.x = 1', env: 'production'\n"))
        XCTAssertTrue(try likely("create_file 'README.md', \"# #{app_name.titleize}\\n\"\n"))
        XCTAssertTrue(try likely("def rspec_callback\n  name = 'a-b'.gsub('-', '_')\nend\n"))
        XCTAssertTrue(try likely("after_bundle do\n  comment_lines 'Gemfile', 'sqlite3'\nend\n"))
    }

    func testATemplateThatCompilesNone() throws {
        // The benchmark's small template: a created file, an append, an injection after a String.
        XCTAssertFalse(try likely("""
            create_file 'config/initializers/bench.rb', "# bench\\n"

            def rack_mini_profiler_callback
              append_to_file 'README.md', "* rack-mini-profiler\\n"
            end

            def pry_callback
              inject_into_file 'config/application.rb', "    config.x.pry = true\\n", after: "class Application < Rails::Application\\n"
            end

            """))
        // A local variable or a method of the template's own named like nothing here.
        XCTAssertFalse(try likely("routes = 1\nsay routes.to_s\n"))
    }

    func testNestingDeeperThanTheWalkGoesIsLeftAlone() throws {
        // The walk stops at its depth (a chain of calls nests without limit, and the walk runs on the
        // main thread's ordinary stack): a pattern below it is not seen.
        let depth = RegularExpressionUse.maximumDepth + 50
        let code = String(repeating: "[", count: depth) + "/x/" + String(repeating: "]", count: depth) + "\n"
        XCTAssertFalse(try likely(code))
        XCTAssertTrue(try likely("[[[/x/]]]\n"))
        // 100,000 chained calls: no crash, whatever lies at the bottom.
        XCTAssertFalse(try likely("x" + String(repeating: ".y", count: 100_000) + "\n"))
    }
}
