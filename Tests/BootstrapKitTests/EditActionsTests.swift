import Foundation
import RunnerLanguage
import XCTest

@testable import BootstrapKit

/// Where we say more than Thor (docs/actions.md, "Editing files"): edits that find nothing to edit
/// and text already present print Thor's lines and a note beside them; missing targets, refused paths.
final class EditActionsTests: XCTestCase {
    private func harness(_ options: RunOptions = RunOptions()) throws -> ActionHarness {
        let h = try ActionHarness(options: options)
        try "class Config\nend\n".write(to: h.project.appendingPathComponent("config.rb"), atomically: false, encoding: .utf8)
        return h
    }

    func testMissingAnchorPrintsThorsLinesAndNotesTheAnchor() throws {
        let h = try harness()
        try h.call("insert_into_file", [text("config.rb"), text("x\n")], [("after", text("module Nope\n"))])
        try h.call("gsub_file", [text("config.rb"), regexp("nothing"), text("y")])
        XCTAssertEqual(h.log, "File unchanged! The supplied flag value not found!  config.rb\n        gsub  config.rb\n")
        XCTAssertEqual(
            h.notes.split(separator: "\n").filter { $0.hasPrefix("runners/") },
            ["runners/test.rb:1:1: warning: insert_into_file changed nothing in config.rb: after: \"module Nope\\n\" not found",
             "runners/test.rb:2:1: warning: gsub_file changed nothing in config.rb: /nothing/ not found"])
        try h.context.workspace.flush()
        XCTAssertEqual(h.file("config.rb"), "class Config\nend\n")
    }

    func testBangVariantsAndStrictMakeUnchangedAnError() throws {
        let h = try harness()
        XCTAssertThrowsError(try h.call("gsub_file!", [text("config.rb"), text("absent"), text("y")])) { error in
            XCTAssertEqual(
                (error as? RuntimeError)?.description,
                "runners/test.rb:1:1: gsub_file! changed nothing in config.rb: \"absent\" not found\ngsub_file! ...\n^")
        }
        var strict = RunOptions()
        strict.strict = true
        let s = try harness(strict)
        XCTAssertThrowsError(try s.call("inject_into_file", [text("config.rb"), text("x")], [("before", text("zzz"))])) { error in
            XCTAssertEqual((error as? RuntimeError)?.code, .unchanged)
        }
    }

    func testTextAlreadyPresentIsNotInsertedTwice() throws {
        let h = try harness()
        try h.call("insert_into_file", [text("config.rb"), text("  x = 1\n")], [("after", text("class Config\n"))])
        try h.call("insert_into_file", [text("config.rb"), text("  x = 1\n")], [("after", text("class Config\n"))])
        try h.call("append_to_file", [text("config.rb"), text("# end\n")])
        try h.call("append_file", [text("config.rb"), text("# end\n")])
        let unchanged = "File unchanged! The supplied flag value not found!  config.rb\n"
        XCTAssertEqual(h.log, "      insert  config.rb\n" + unchanged + "      append  config.rb\n" + unchanged)
        XCTAssertEqual(h.notes.components(separatedBy: "the text is already there").count, 3, h.notes)
        try h.call("insert_into_file", [text("config.rb"), text("  x = 1\n")], [("after", text("class Config\n")), ("force", .true)])
        try h.context.workspace.flush()
        XCTAssertEqual(h.file("config.rb"), "class Config\n  x = 1\n  x = 1\nend\n# end\n")
    }

    func testInsertsAtEveryMatchAndAtTheEndsOfTheFile() throws {
        let h = try harness()
        try "a\nb\na\n".write(to: h.project.appendingPathComponent("list.txt"), atomically: false, encoding: .utf8)
        func regexp(_ source: String) throws -> Value {
            .regexp(RegexpValue(source: source, options: "", compiled: try NSRegularExpression(pattern: source)))
        }
        try h.call("insert_into_file", [text("list.txt"), text("+\n")], [("after", text("a\n"))])
        try h.call("insert_into_file", [text("list.txt"), text("top\n")], [("before", try regexp("\\A"))])
        try h.call("insert_into_file", [text("list.txt"), text("bottom\n")], [("after", try regexp("\\z"))])
        XCTAssertEqual(h.log, "      insert  list.txt\n     prepend  list.txt\n      append  list.txt\n")
        try h.context.workspace.flush()
        // Thor's gsub-based insert puts the text after every match.
        XCTAssertEqual(h.file("list.txt"), "top\na\n+\nb\na\n+\nbottom\n")
    }

    func testASymbolAnchorIsItsNameAsThorTakesIt() throws {
        let h = try harness()
        try "start\nend\n".write(to: h.project.appendingPathComponent("words.txt"), atomically: false, encoding: .utf8)
        try h.call("insert_into_file", [text("words.txt"), text("> ")], [("before", .symbol("start"))])
        try h.call("insert_into_file", [text("words.txt"), text(" <")], [("after", .symbol("end"))])
        try h.context.workspace.flush()
        XCTAssertEqual(h.file("words.txt"), "> start\nend <\n")
    }

    func testMissingTargetIsAnErrorExceptUnderPretend() throws {
        let h = try harness()
        XCTAssertThrowsError(try h.call("append_to_file", [text("nope.rb"), text("x")])) { error in
            XCTAssertEqual((error as? RuntimeError)?.message, "the file nope.rb does not exist")
            XCTAssertEqual((error as? RuntimeError)?.location?.line, 1)
        }
        var pretend = RunOptions()
        pretend.pretend = true
        let p = try harness(pretend)
        XCTAssertNoThrow(try p.call("append_to_file", [text("nope.rb"), text("x")]))
        XCTAssertEqual(p.log, "")
    }

    func testEditOutsideTheProjectIsRefusedAtTheCall() throws {
        let h = try harness()
        XCTAssertThrowsError(try h.call("create_file", [text("../outside.txt"), text("x")])) { error in
            XCTAssertEqual(
                (error as? RuntimeError)?.description,
                "runners/test.rb:1:1: refusing to write '../outside.txt': it is outside the project\ncreate_file ...\n^")
        }
        XCTAssertThrowsError(try h.call("remove_dir", [text("/tmp")])) { error in
            XCTAssertEqual((error as? RuntimeError)?.message, "refusing to remove '/tmp': it is outside the project")
        }
        XCTAssertThrowsError(try h.call("inside", [text("..")], block: block(""))) { error in
            XCTAssertEqual((error as? RuntimeError)?.code, .refusedPath)
        }
    }

    func testBadArgumentsAreErrorsNotCrashes() throws {
        let h = try harness()
        let options = Value.hash(HashBox([(.symbol("verbose"), .false)]))
        XCTAssertThrowsError(try h.call("chmod", [text("config.rb"), options]))
        XCTAssertThrowsError(try h.call("comment_lines", [text("config.rb"), options]))
        XCTAssertThrowsError(try h.call("gsub_file", [text("config.rb"), .integer(3), text("x")]))
        XCTAssertThrowsError(try h.call("chmod", [text("config.rb"), text("u+x")])) { error in
            XCTAssertEqual((error as? RuntimeError)?.className, "ArgumentError")
        }
        XCTAssertThrowsError(try h.call("create_file", [.arr([])]))
    }

    func testThousandsOfAppendsStayInMemory() throws {
        let h = try harness()
        for i in 0..<3000 { try h.call("append_to_file", [text("config.rb"), text("line \(i)\n")]) }
        XCTAssertEqual(h.file("config.rb"), "class Config\nend\n", "nothing written before the flush")
        try h.context.workspace.flush()
        XCTAssertEqual(h.file("config.rb")?.split(separator: "\n").count, 3002)
    }
}
