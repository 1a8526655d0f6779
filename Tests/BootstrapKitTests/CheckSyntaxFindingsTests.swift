import BootstrapKit
import Diagnostics
import XCTest

/// YAML, config type, runner syntax and ERB syntax errors are findings of `check`, each located.
final class CheckSyntaxFindingsTests: XCTestCase {
    private func summaries(_ files: [String: String]) throws -> [String] {
        try TemporaryTemplate(files: files).findings().map { finding in
            "\(finding.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-") \(finding.severity.rawValue)"
        }
    }

    func testYAMLSyntaxErrorIsLocated() throws {
        let found = try summaries(["config.yml": "app: true\nother: [1, 2\n"])
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].hasPrefix("config.yml:"), "\(found)")
        XCTAssertTrue(found[0].hasSuffix(" error"), "\(found)")
    }

    func testConfigTypeErrorIsLocatedAtTheValue() throws {
        // `gems` must be a list or a mapping; the error points at the value written.
        let found = try summaries(["config.yml": "app:\n  gems: 3\n"])
        XCTAssertEqual(found, ["config.yml:2:9 error"])
    }

    func testRunnerSyntaxErrorIsLocated() throws {
        let found = try summaries(["config.yml": "app: true\n", "runners/app.rb": "create_file \"a\"\nputs(1\n"])
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].hasPrefix("runners/app.rb:"), "\(found)")
    }

    func testERBCodeSyntaxErrorIsLocatedInTheTemplateFile() throws {
        let template = try TemporaryTemplate(files: [
            "config.yml": "app: true\n",
            "templates/page.html.tt": "<h1><%= app_name %></h1>\n<% if true %>\nyes\n",
        ])
        let found = template.findings()
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertEqual(found.first?.code, .erbSyntax)
        XCTAssertEqual(found.first?.location?.file, "templates/page.html.tt")
        XCTAssertEqual(found.first?.location?.line, 2)
    }

    func testBinarySourcesAreNotCompiled() throws {
        let template = try TemporaryTemplate(files: ["config.yml": "app: true\n"])
        try Data([0xFF, 0xFE, 0x3C, 0x25]).write(to: template.url.appendingPathComponent("logo.png.tt"))
        XCTAssertEqual(template.findings().map(\.rendered), [])
    }
}
