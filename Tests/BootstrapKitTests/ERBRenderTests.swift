import Diagnostics
import Foundation
import RunnerLanguage
import XCTest

@testable import BootstrapKit

/// A host for running templates in tests: no files, output collected.
final class TestScriptHost: ScriptHost {
    var written = ""
    func write(_ text: String) { written += text }
    func readFile(_ path: String, at location: SourceLocation) throws -> String {
        throw RuntimeError("RuntimeError", "no files in this test", at: location)
    }
    func fileKind(_ path: String, at location: SourceLocation) throws -> FileKind? { nil }
    func glob(_ pattern: String, at location: SourceLocation) throws -> [String] { [] }
    func expandPath(_ path: String, relativeTo base: String?) -> String { path }
    var environment: [String: String] { [:] }
}

/// Every Fixtures/actions/erb/NAME.tt rendered by our interpreter must equal NAME.out, which
/// record.sh produced with Ruby's ERB (trim_mode "-") in the same context.
final class ERBRenderTests: XCTestCase {
    private func interpreter() throws -> Interpreter {
        let interpreter = Interpreter(host: TestScriptHost())
        let setup = "def app_name\n  \"demo\"\nend\n@items = [\"a\", \"b\"]\n"
        _ = try interpreter.run(source: SourceText(path: "setup.rb", text: setup), filePath: "setup.rb")
        return interpreter
    }

    func testFixturesRenderAsRubyERBDoes() throws {
        let folder = actionFixture("erb")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tt") }.sorted()
        XCTAssertEqual(names.count, 5)
        let renderer = TemplateRenderer(interpreter: try interpreter())
        for name in names {
            let template = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let expected = try String(contentsOf: folder.appendingPathComponent(String(name.dropLast(3)) + ".out"), encoding: .utf8)
            do {
                XCTAssertEqual(try renderer.render(template, path: name), expected, name)
            } catch {
                XCTFail("\(name): \(error)")
            }
        }
    }

    func testErrorsPointAtTheTemplateLine() throws {
        let renderer = TemplateRenderer(interpreter: try interpreter())
        XCTAssertThrowsError(try renderer.render("line one\nvalue: <%= undefined_thing %>\n", path: "templates/x.yml.tt")) { error in
            let text = "\(error)"
            // Column 12 is where `undefined_thing` stands in the template, not in the generated script.
            XCTAssertTrue(text.hasPrefix("templates/x.yml.tt:2:12:"), text)
            XCTAssertTrue(text.contains("value: <%= undefined_thing %>"), text)
        }
        XCTAssertThrowsError(try renderer.render("a\n  <% if x\n", path: "t.tt")) { error in
            XCTAssertEqual((error as? Diagnostic)?.location, SourceLocation(file: "t.tt", line: 2, column: 3))
        }
    }

    func testErrorColumnsAreTheTemplatesAfterTextAndCodeOnTheSameLine() throws {
        let renderer = TemplateRenderer(interpreter: try interpreter())
        let cases: [(String, Int, Int)] = [
            ("<%= modul_name %>\n", 1, 5),
            ("x\n<% items = [1] %><%= items.frobnicate %>\n", 2, 22),  // the receiver, as for runner errors
            ("a <%= app_name %> b <%= nope %>\n", 1, 25),
            ("<% [1].each do |i| %>\n  <%= i.zork %>\n<% end %>\n", 2, 7),
        ]
        for (template, line, column) in cases {
            XCTAssertThrowsError(try renderer.render(template, path: "t.tt"), template) { error in
                let location = (error as? RuntimeError)?.location ?? (error as? Diagnostic)?.location
                XCTAssertEqual(location, SourceLocation(file: "t.tt", line: line, column: column), "\(template): \(error)")
            }
        }
    }
}
