import Foundation
import XCTest

/// Edits compared byte for byte with what real Thor 1.2.1 and Rails 6.1 write for the same template:
/// Fixtures/thor-edits (a binary file and an ISO 8859-1 text file edited on their bytes, Thor's
/// errors for text edits of them, Symbol anchors as text) and the Gemfile of
/// BootstrapKitTests/Fixtures/gemfile/templates/empty-blocks.rb (empty blocks are written,
/// `with_indentation` indents the gems in it), each applied twice where bootstrap promises that a
/// second run changes nothing.
final class ThorEditsTests: XCTestCase {
    static let fixture = BootstrapProcess.fixtures.appendingPathComponent("thor-edits")

    func testEditsAreThorsOnTheSameBytes() throws {
        let folder = try TemporaryFolder()
        let project = folder.url.appendingPathComponent("project")
        try FileManager.default.copyItem(at: Self.fixture.appendingPathComponent("skeleton"), to: project)
        let result = try BootstrapProcess.run(
            ["apply", "--path", "project", "-m", Self.fixture.appendingPathComponent("template.rb").path], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, try String(contentsOf: Self.fixture.appendingPathComponent("expected.log"), encoding: .utf8))
        for name in ["Gemfile", "favicon.ico", "latin.txt"] {
            XCTAssertEqual(try Data(contentsOf: project.appendingPathComponent(name)),
                           try Data(contentsOf: Self.fixture.appendingPathComponent("expected/" + name)), name)
        }
        // bootstrap's note beside Thor's line says which anchor was not found.
        XCTAssertTrue(result.stderr.contains("after: \"no_such_word\" not found"), result.stderr)
    }

    func testEmptyBlocksAndIndentationAreRails() throws {
        let gemfiles = BootstrapProcess.repositoryRoot.appendingPathComponent("Tests/BootstrapKitTests/Fixtures/gemfile")
        let folder = try TemporaryFolder()
        try folder.write("project/Gemfile", "source 'https://rubygems.org'\n")
        let expected = try String(contentsOf: gemfiles.appendingPathComponent("empty-blocks.Gemfile"), encoding: .utf8)
        for run in 1...2 {
            let result = try BootstrapProcess.run(
                ["apply", "--path", "project", "-m", gemfiles.appendingPathComponent("templates/empty-blocks.rb").path], in: folder.url)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(folder.file("project/Gemfile"), expected, "run \(run)")
        }
    }
}
