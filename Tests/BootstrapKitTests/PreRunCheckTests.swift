import BootstrapKit
import Diagnostics
import Foundation
import XCTest

/// Before `new`/`apply`, only what is certain to fail refuses the run: an unknown name or missing
/// source in code that may never run (a branch, a `rescue`, a method or lambda body) is a warning,
/// while `bootstrap check` keeps reporting it as an error.
final class PreRunCheckTests: XCTestCase {
    private func findings(_ runner: String, beforeRun: Bool) throws -> [String] {
        let template = try TemporaryTemplate(files: ["config.yml": "app: true\n", "runners/app.rb": runner])
        let location = try TemplateLocation.resolve(".", workingDirectory: template.url)
        let loaded = try LoadedTemplate.load(location, workingDirectory: template.url)
        return TemplateAnalysis.findings(for: loaded, beforeRun: beforeRun).map {
            "\($0.location?.line ?? 0) \($0.severity.rawValue) \($0.code)"
        }
    }

    func testCodeThatMayNotRunWarnsBeforeARunAndCodeThatAlwaysRunsRefuses() throws {
        let runner = """
            if ENV["NEVER"]
              nope_method(1)
            end
            def later
              missing_thing
            end
            begin
              create_file "a.txt"
            rescue
              handle_it(1)
            end
            ok = ENV["X"] && also_missing(1)
            later_too = -> { template "absent.tt" }
            creat_file "x"
            template "absent.tt"
            """
        XCTAssertEqual(try findings(runner, beforeRun: true), [
            "2 warning unknown-method", "5 warning undefined-name", "10 warning unknown-method",
            "12 warning unknown-method", "13 warning missing-source", "14 error unknown-method", "15 error missing-source",
        ])
        XCTAssertEqual(try findings(runner, beforeRun: false), [
            "2 error unknown-method", "5 error undefined-name", "10 error unknown-method",
            "12 error unknown-method", "13 error missing-source", "14 error unknown-method", "15 error missing-source",
        ])
    }

    func testTheBodyOfABeginEndWhileRunsOnce() throws {
        XCTAssertEqual(try findings("begin\n  nope(1)\nend while false\n", beforeRun: true), ["2 error unknown-method"])
    }

    func testNamesAfterAnApplyTheCheckCannotReadWarnBeforeARun() throws {
        // The applied URL (or computed path) may define them; before it, nothing can.
        let runner = """
            from_nowhere(1)
            apply "https://example.com/base.rb"
            add_gems(%w(a b))
            HELPERS.each { |h| say h }
            apply File.join(__dir__, ENV["PART"].to_s)
            creat_file "x", "y"
            template "absent.tt"
            """
        XCTAssertEqual(try findings(runner, beforeRun: true), [
            "1 error unknown-method", "2 note downloads-url", "3 warning unknown-method", "4 warning undefined-constant",
            "6 warning unknown-method", "7 error missing-source",
        ])
        XCTAssertEqual(try findings(runner, beforeRun: false).filter { $0.hasPrefix("3 ") || $0.hasPrefix("4 ") }, [
            "3 error unknown-method", "4 error undefined-constant",
        ])
    }
}
