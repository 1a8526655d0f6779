import Foundation
import RunnerLanguage
import XCTest

@testable import BootstrapKit

/// Files edited again and again are held between edits (the Gemfile by its document, files that
/// `insert_into_file`/`append_to_file` edit by an edit buffer). Whatever mix of actions touches
/// them, the result must be what Rails 6.1 writes: the expected texts below were recorded by
/// running the same calls through Rails' AppGenerator (railties 6.1.7, thor 1.2.1).
final class HeldFileEditsTests: XCTestCase {
    /// Kept alive for the test: the actions it registers refer to it unowned.
    private var manifests: ManifestActions?

    private func harness() throws -> ActionHarness {
        let h = try ActionHarness()
        try "source 'https://rubygems.org'\n".write(to: h.project.appendingPathComponent("Gemfile"), atomically: false, encoding: .utf8)
        try "aaa\n".write(to: h.project.appendingPathComponent("list.txt"), atomically: false, encoding: .utf8)
        self.manifests = ActionTable.register(ManifestActions.definitions, into: h.context).manifests
        return h
    }

    func testGemsInterleavedWithOtherEditsOfTheGemfileAreWrittenAsRailsWritesThem() throws {
        let h = try harness()
        try h.call("gem", [text("a")])
        try h.call("append_to_file", [text("Gemfile"), text("# note\n")])
        try h.call("gem", [text("b"), text("~> 1.0")])
        try h.call("inject_into_file", [text("Gemfile"), text("gem 'c'\n")], [("after", text("# note\n"))])
        try h.call("gem", [text("d")], [("group", .arr([.symbol("test")]))])
        try h.context.workspace.flush()
        XCTAssertEqual(
            h.file("Gemfile"),
            "source 'https://rubygems.org'\ngem 'a'\n# note\ngem 'c'\ngem 'b', '~> 1.0'\ngem 'd', group: [:test]\n")
    }

    func testRepeatedInsertsFindAnchorsTheyCreatedAndSkipTextAlreadyThere() throws {
        let h = try harness()
        try h.call("inject_into_file", [text("list.txt"), text("-")], [("after", text("aa"))])
        try h.call("inject_into_file", [text("list.txt"), text("+")], [("after", text("aa"))])
        // "ba" before "a\n" makes a second "aa", which the next insert after "aa" must find.
        try h.call("inject_into_file", [text("list.txt"), text("ba")], [("before", text("a\n"))])
        try h.call("inject_into_file", [text("list.txt"), text("!")], [("after", text("aa"))])
        try h.call("append_to_file", [text("list.txt"), text("xaa")])
        try h.call("inject_into_file", [text("list.txt"), text("?")], [("after", text("aa"))])
        // Already there, across earlier insertions: nothing is inserted (the anchor is absent too).
        try h.call("inject_into_file", [text("list.txt"), text("!+-b")], [("after", text("zz"))])
        XCTAssertEqual(h.log.components(separatedBy: "\n").last(where: { !$0.isEmpty }), "File unchanged! The supplied flag value not found!  list.txt")
        try h.context.workspace.flush()
        XCTAssertEqual(h.file("list.txt"), "aa?!+-baa?!\nxaa?")
    }

    func testAReadAfterHeldEditsSeesThemAndLaterEditsContinueFromIt() throws {
        let h = try harness()
        try h.call("append_to_file", [text("list.txt"), text("b\n")])
        XCTAssertEqual(try h.context.workspace.read("list.txt"), "aaa\nb\n")
        try h.call("gsub_file", [text("list.txt"), text("b"), text("c")])
        try h.call("append_to_file", [text("list.txt"), text("d\n")])
        try h.context.workspace.flush()
        XCTAssertEqual(h.file("list.txt"), "aaa\nc\nd\n")
    }

    func testManyCallbackStyleEditsMatchTheSameEditsDoneOneByOneOnPlainText() throws {
        // A thousand appends and injections after one anchor, as a template's gem callbacks do:
        // Thor's rule (append at the end; insert after every match; skip text already present)
        // applied to a plain String gives the expected file.
        let h = try harness()
        let anchor = "class Application\n"
        try "module App\n  class Application\n  end\nend\n".write(
            to: h.project.appendingPathComponent("app.rb"), atomically: false, encoding: .utf8)
        var expectedApp = "module App\n  class Application\n  end\nend\n"
        var expectedList = "aaa\n"
        for index in 0..<1000 {
            let line = "* gem \(index % 700)\n"
            try h.call("append_to_file", [text("list.txt"), text(line)])
            if !expectedList.contains(line) { expectedList += line }
            let setting = "    config.x.gem_\(index) = true\n"
            try h.call("inject_into_file", [text("app.rb"), text(setting)], [("after", text(anchor))])
            expectedApp = expectedApp.replacingOccurrences(of: anchor, with: anchor + setting)
        }
        try h.context.workspace.flush()
        XCTAssertEqual(h.file("list.txt"), expectedList)
        XCTAssertEqual(h.file("app.rb"), expectedApp)
    }
}
