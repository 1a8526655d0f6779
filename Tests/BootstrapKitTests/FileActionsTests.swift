import Foundation
import RunnerLanguage
import XCTest

@testable import BootstrapKit

/// The actions of Fixtures/actions/files/script.rb, called directly, must leave the same files and
/// print the same status lines as Thor 1.2.1 did for that script (recorded by record.sh).
final class FileActionsTests: XCTestCase {
    private func runFilesScript(_ h: ActionHarness) throws {
        h.interpreter.methods["app_name"] = .str("demo")
        try h.call("create_file", [text("new.txt"), text("hello\n")])
        try h.call("create_file", [text("same.txt"), text("same\n")])
        try h.call("create_file", [text("differs.txt"), text("new\n")], [("force", .true)])
        try h.call("create_file", [text("kept.txt"), text("new\n")], [("skip", .true)])
        try h.call("create_file", [text("%app_name%/x.txt"), text("x\n")])
        try h.call("add_file", [text("nested/deep/file.txt")], block: block("from block\n"))
        try h.call("copy_file", [text("plain.txt")])
        try h.call("copy_file", [text("plain.txt"), text("copies/plain.txt")])
        try h.call("copy_file", [text("script.sh"), text("bin/script")], [("mode", .symbol("preserve"))])
        try h.call("copy_file", [text("only_tt.txt")])
        try h.call("empty_directory", [text("empty")])
        try h.call("empty_directory", [text("empty")])
        try h.call("append_to_file", [text("log.txt"), text("appended\n")])
        try h.call("prepend_to_file", [text("log.txt"), text("first\n")])
        try h.call("insert_into_file", [text("config.rb"), text("  inserted = 2\n")], [("after", text("class Config\n"))])
        try h.call("inject_into_file", [text("config.rb"), text("  # before end\n")], [("before", regexp("^end"))])
        try h.call("gsub_file", [text("config.rb"), text("old_value"), text("new_value")])
        try h.call("comment_lines", [text("config.rb"), regexp("debug")])
        try h.call("uncomment_lines", [text("config.rb"), text("verbose")])
        try h.call("remove_file", [text("obsolete.txt")])
        try h.call("remove_dir", [text("old_dir")])
        try h.call("chmod", [text("bin/run"), .integer(0o755)])
        try h.call("inside", [text("sub")], [("verbose", .true)], block: ProcValue(isLambda: false, arity: 0, parameterCount: 0, location: nil) { _ in
            try h.call("create_file", [text("inner.txt"), text("inner\n")])
        })
        try h.call("inside", [text("sub")], block: ProcValue(isLambda: false, arity: 0, parameterCount: 0, location: nil) { _ in
            try h.call("empty_directory", [text("quiet")])
        })
        try h.call("in_root", [], block: ProcValue(isLambda: false, arity: 0, parameterCount: 0, location: nil) { _ in
            try h.call("create_file", [text("root.txt"), text("r\n")])
        })
        try h.call("directory", [text("tree")])
        try h.call("directory", [text("tree"), text("tree_flat")], [("recursive", .false)])
        try h.call("directory", [text("tree"), text("tree_ex")], [("exclude_pattern", regexp("nested"))])
    }

    private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    func testFilesScriptMatchesThor() throws {
        let fixture = actionFixture("files")
        let h = try ActionHarness(skeleton: fixture.appendingPathComponent("skeleton"), template: fixture.appendingPathComponent("template"))
        try runFilesScript(h)
        XCTAssertEqual(h.log, try read(fixture.appendingPathComponent("expected.log")))
        // Nothing reaches the disk before the flush…
        XCTAssertNil(h.file("new.txt"))
        XCTAssertEqual(h.file("obsolete.txt"), "bye\n")
        try h.context.workspace.flush()
        XCTAssertEqual(treeListing(h.project), try read(fixture.appendingPathComponent("tree.txt")))
        let expected = fixture.appendingPathComponent("expected")
        for line in try read(fixture.appendingPathComponent("tree.txt")).split(separator: "\n") where line.hasPrefix("f ") {
            let path = String(line.dropFirst(2))
            XCTAssertEqual(h.file(path), try read(expected.appendingPathComponent(path)), path)
        }
        XCTAssertEqual(h.mode("bin/run"), 0o755)
        var source = stat()
        stat(fixture.appendingPathComponent("template/script.sh").path, &source)
        XCTAssertEqual(h.mode("bin/script"), Int(source.st_mode & 0o7777), "mode: :preserve copies the source's mode")
    }

    func testPretendPrintsTheSameStatusesAndWritesNothing() throws {
        let fixture = actionFixture("files")
        var options = RunOptions()
        options.pretend = true
        let h = try ActionHarness(options: options, skeleton: fixture.appendingPathComponent("skeleton"), template: fixture.appendingPathComponent("template"))
        let before = treeListing(h.project)
        try runFilesScript(h)
        try h.context.workspace.flush()
        XCTAssertEqual(h.log, try read(fixture.appendingPathComponent("expected.log")))
        XCTAssertEqual(treeListing(h.project), before)
        XCTAssertEqual(h.file("log.txt"), "middle\n")
        XCTAssertTrue(h.context.workspace.changes.contains { $0.path == "new.txt" && $0.kind == .createdFile })
    }
}
