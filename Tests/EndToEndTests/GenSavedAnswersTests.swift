import Foundation
import XCTest

/// `gen` in a project made by `new` sees the answers saved in `.bootstrap.yml` as variables;
/// a `--set` still wins.
final class GenSavedAnswersTests: XCTestCase {
    func testGenReadsTheSavedAnswers() throws {
        let folder = try TemporaryFolder()
        try folder.write("tpl/config.yml", "_questions:\n  api_host:\n    type: str\n    default: api.example.com\nbase: true\n")
        try folder.write("tpl/runners/base.rb", "create_file \"README.md\", \"app\\n\"\n")
        let made = try BootstrapProcess.run(["new", "app", "-m", "tpl", "--set", "api_host=shop.test", "-q"], in: folder.url)
        XCTAssertEqual(made.status, 0, made.stderr)
        try folder.write("app/.bootstrap/templates/screen/template.yml", "name: screen\nsummary: one file\ncode_files:\n  - Client.swift.tt\n")
        try folder.write("app/.bootstrap/templates/screen/Client.swift.tt", "let host = \"<%= api_host %>\" // <%= module_name %>\n")
        let project = folder.url.appendingPathComponent("app")
        let result = try BootstrapProcess.run(["gen", "Login", "screen", "--set", "author=Ada"], in: project)
        XCTAssertEqual(result.status, 0, result.stderr)
        let written = folder.listing().filter { $0.hasSuffix("Client.swift") }
        XCTAssertEqual(written.count, 1, "\(folder.listing())")
        XCTAssertEqual(folder.file(try XCTUnwrap(written.first)), "let host = \"shop.test\" // Login\n")
        let overridden = try BootstrapProcess.run(["gen", "Login", "screen", "--force", "--set", "api_host=other.test"], in: project)
        XCTAssertEqual(overridden.status, 0, overridden.stderr)
        XCTAssertEqual(folder.file(try XCTUnwrap(written.first)), "let host = \"other.test\" // Login\n")
    }
}
