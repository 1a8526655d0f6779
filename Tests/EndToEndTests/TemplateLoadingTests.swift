import Foundation
import XCTest

/// A template's own Ruby files loaded as Rails templates load them — by a computed path
/// (`Dir[File.join(__dir__, "lib/*.rb")].each { |f| require f }`), from `$LOAD_PATH`, with `load` —
/// in the run and in `check` (which cannot know the path, so counts every Ruby file of the template
/// folder); a library the runner language lacks is a located LoadError; the files stay confined;
/// ERB with `binding` prints what real Ruby prints (Fixtures/erb-binding, recorded by its record.sh).
final class TemplateLoadingTests: XCTestCase {
    private func template(_ code: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("tpl/template.rb", code)
        try folder.write("tpl/lib/greeting.rb", "module Greeting\n  def self.text = \"hello from lib\"\nend\n")
        try folder.write("tpl/lib/farewell.rb", "module Farewell\n  def self.text = \"bye from lib\"\nend\n")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("app"), withIntermediateDirectories: true)
        return folder
    }

    private func checkAndApply(_ folder: TemporaryFolder) throws -> (BootstrapProcess.Result, BootstrapProcess.Result) {
        (try BootstrapProcess.run(["check", "-m", "tpl/template.rb"], in: folder.url),
         try BootstrapProcess.run(["apply", "--path", "app", "-m", "tpl/template.rb"], in: folder.url))
    }

    func testFilesRequiredByAComputedPathAreLoadedAndCheckKnowsTheirDefinitions() throws {
        let folder = try template("""
            Dir[File.join(__dir__, "lib/*.rb")].sort.each { |file| require file }
            create_file "out.txt", "#{Greeting.text}, #{Farewell.text}\\n"

            """)
        let (check, apply) = try checkAndApply(folder)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertEqual(apply.status, 0, apply.stderr)
        XCTAssertEqual(folder.file("app/out.txt"), "hello from lib, bye from lib\n")
    }

    func testLoadPathAndLoad() throws {
        let folder = try template("""
            $LOAD_PATH.unshift File.expand_path("lib", __dir__)
            require "greeting"
            load File.join(__dir__, "lib", "farewell.rb")
            create_file "out.txt", "#{Greeting.text}; #{Farewell.text}\\n"

            """)
        let (check, apply) = try checkAndApply(folder)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertEqual(apply.status, 0, apply.stderr)
        XCTAssertEqual(folder.file("app/out.txt"), "hello from lib; bye from lib\n")
    }

    func testALibraryTheLanguageLacksIsALocatedLoadError() throws {
        let folder = try template("create_file \"before.txt\", \"x\"\nrequire \"net/http\"\n")
        let (_, apply) = try checkAndApply(folder)
        XCTAssertNotEqual(apply.status, 0)
        XCTAssertTrue(apply.stderr.contains("tpl/template.rb:2:1: cannot load such file -- net/http"), apply.stderr)
        XCTAssertTrue(apply.stderr.contains("(LoadError)"), apply.stderr)
        XCTAssertFalse(folder.exists("app/before.txt"), "a failed run keeps nothing")
        // A LoadError is rescued as in Ruby.
        let rescued = try template("begin\n  require \"tty-prompt\"\nrescue LoadError\n  create_file \"fallback.txt\", \"plain\\n\"\nend\n")
        let (_, second) = try checkAndApply(rescued)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(rescued.file("app/fallback.txt"), "plain\n")
    }

    func testCodeOutsideTheTemplateFolderAndProjectIsNotLoaded() throws {
        let folder = try template("require \"/etc/passwd\"\n")
        let (_, apply) = try checkAndApply(folder)
        XCTAssertNotEqual(apply.status, 0)
        XCTAssertTrue(apply.stderr.contains("refusing to read"), apply.stderr)
        let climbing = try template("load File.join(__dir__, \"..\", \"..\", \"outside.rb\")\n")
        let (_, second) = try checkAndApply(climbing)
        XCTAssertNotEqual(second.status, 0)
        XCTAssertTrue(second.stderr.contains("refusing to read") || second.stderr.contains("cannot load such file"), second.stderr)
    }

    func testERBWithBindingIsWhatRubyPrints() throws {
        let fixture = BootstrapProcess.fixtures.appendingPathComponent("erb-binding")
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("app"), withIntermediateDirectories: true)
        let result = try BootstrapProcess.run(
            ["apply", "--path", "app", "-m", fixture.appendingPathComponent("template.rb").path], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, try String(contentsOf: fixture.appendingPathComponent("expected.txt"), encoding: .utf8))
    }
}
