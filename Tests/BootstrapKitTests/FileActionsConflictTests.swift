import Foundation
import RunnerLanguage
import XCTest

@testable import BootstrapKit

/// The conflict policy of docs/actions.md: flags, pretend, the `[Ynaqdh]` question, and no terminal.
final class FileActionsConflictTests: XCTestCase {
    private func harness(_ options: RunOptions = RunOptions(), answers: [String]? = nil) throws -> ActionHarness {
        let terminal = ScriptedTerminal(interactive: answers != nil, answers: answers ?? [])
        let h = try ActionHarness(options: options, terminal: terminal)
        try "old\n".write(to: h.project.appendingPathComponent("a.txt"), atomically: false, encoding: .utf8)
        return h
    }

    private func content(_ h: ActionHarness) throws -> String? {
        try h.context.workspace.flush()
        return h.file("a.txt")
    }

    func testWithoutTerminalOrFlagAConflictIsAnErrorNamingTheFlags() throws {
        let h = try harness()
        XCTAssertThrowsError(try h.call("create_file", [text("a.txt"), text("new\n")])) { error in
            XCTAssertEqual(
                (error as? RuntimeError)?.message,
                "a.txt already exists with different content; pass --force to overwrite it or --skip to keep it")
        }
        XCTAssertEqual(h.log, "    conflict  a.txt\n")
        XCTAssertEqual(try content(h), "old\n")
    }

    func testForceSkipAndPretendFlags() throws {
        var force = RunOptions()
        force.force = true
        let f = try harness(force)
        try f.call("create_file", [text("a.txt"), text("new\n")])
        XCTAssertEqual(f.log, "       force  a.txt\n")
        XCTAssertEqual(try content(f), "new\n")

        var skip = RunOptions()
        skip.skip = true
        let s = try harness(skip)
        try s.call("create_file", [text("a.txt"), text("new\n")])
        XCTAssertEqual(s.log, "        skip  a.txt\n")
        XCTAssertEqual(try content(s), "old\n")

        var pretend = RunOptions()
        pretend.pretend = true
        let p = try harness(pretend, answers: ["y"])
        try p.call("create_file", [text("a.txt"), text("new\n")])
        XCTAssertEqual(p.log, "    conflict  a.txt\n")
        XCTAssertEqual(p.terminal.prompts, [], "pretend asks nothing")
        XCTAssertEqual(try content(p), "old\n")
    }

    func testTerminalQuestionWithDiffHelpAndYes() throws {
        let h = try harness(answers: ["d", "x", "Y"])
        try h.call("create_file", [text("a.txt"), text("new\n")])
        let prompt = "Overwrite a.txt? (enter \"h\" for help) [Ynaqdh] "
        XCTAssertEqual(h.terminal.prompts, [prompt, prompt, prompt])
        XCTAssertTrue(h.terminal.output.contains("-old\n+new\n"), h.terminal.output)
        XCTAssertTrue(h.terminal.output.contains("Retrying...\n"))
        XCTAssertTrue(h.terminal.output.contains("d - diff, show the differences between the old and the new\n"))
        XCTAssertEqual(h.log, "    conflict  a.txt\n       force  a.txt\n")
        XCTAssertEqual(try content(h), "new\n")
    }

    func testNoKeepsAndAllForcesLaterConflictsAndQuitAborts() throws {
        let n = try harness(answers: ["n"])
        try n.call("create_file", [text("a.txt"), text("new\n")])
        XCTAssertEqual(n.log, "    conflict  a.txt\n        skip  a.txt\n")

        let a = try harness(answers: ["a"])
        try "old\n".write(to: a.project.appendingPathComponent("b.txt"), atomically: false, encoding: .utf8)
        try a.call("create_file", [text("a.txt"), text("new\n")])
        try a.call("create_file", [text("b.txt"), text("new\n")])
        XCTAssertEqual(a.terminal.prompts.count, 1)
        XCTAssertEqual(a.log, "    conflict  a.txt\n       force  a.txt\n    conflict  b.txt\n       force  b.txt\n")

        let q = try harness(answers: ["q"])
        XCTAssertThrowsError(try q.call("create_file", [text("a.txt"), text("new\n")])) { error in
            XCTAssertEqual((error as? RuntimeError)?.code, .aborted)
        }
        XCTAssertEqual(try content(q), "old\n")
    }
}

/// docs/safety.md: sources never come from outside the template folder, links included.
final class FileActionsSourceConfinementTests: XCTestCase {
    func testSourceLinksOutOfTheTemplateFolderAreRefused() throws {
        let h = try ActionHarness()
        let outside = h.project.deletingLastPathComponent().appendingPathComponent("secret")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try "secret\n".write(to: outside.appendingPathComponent("key.txt"), atomically: false, encoding: .utf8)
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: h.templateRoot.appendingPathComponent("key.txt").path, withDestinationPath: outside.appendingPathComponent("key.txt").path)
        try fm.createDirectory(at: h.templateRoot.appendingPathComponent("tree"), withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: h.templateRoot.appendingPathComponent("tree/link").path, withDestinationPath: "../../secret/key.txt")
        XCTAssertThrowsError(try h.call("copy_file", [text("key.txt")])) { error in
            XCTAssertEqual((error as? RuntimeError)?.message, "refusing to read 'key.txt': it is outside the template folder")
        }
        XCTAssertThrowsError(try h.call("copy_file", [text("../secret/key.txt"), text("k.txt")])) { error in
            XCTAssertEqual((error as? RuntimeError)?.code, .refusedPath)
        }
        XCTAssertThrowsError(try h.call("directory", [text("tree")])) { error in
            // Named from the template folder, not from the folder `directory` copies.
            XCTAssertEqual((error as? RuntimeError)?.message, "refusing to read 'tree/link': it is outside the template folder")
        }
        XCTAssertThrowsError(try h.call("copy_file", [text("missing.txt")])) { error in
            XCTAssertEqual((error as? RuntimeError)?.code, .missingSource)
        }
    }

    func testBinarySourcesAreCopiedByteForByte() throws {
        let h = try ActionHarness()
        let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0xFF, 0x00, 0x10, 0xC3])
        try bytes.write(to: h.templateRoot.appendingPathComponent("logo.png"))
        try h.call("copy_file", [text("logo.png"), text("public/logo.png")])
        try h.call("copy_file", [text("logo.png"), text("public/logo.png")])
        XCTAssertEqual(h.log, "      create  public/logo.png\n   identical  public/logo.png\n")
        try h.context.workspace.flush()
        XCTAssertEqual(try Data(contentsOf: h.project.appendingPathComponent("public/logo.png")), bytes)
        XCTAssertThrowsError(try h.call("append_to_file", [text("public/logo.png"), text("x")]))
    }

    func testDiffOfChanges() throws {
        let h = try ActionHarness()
        try "a\nb\nc\n".write(to: h.project.appendingPathComponent("f.txt"), atomically: false, encoding: .utf8)
        try h.call("gsub_file", [text("f.txt"), text("b"), text("B")])
        try h.call("create_file", [text("n.txt"), text("new\n")])
        // The same text `diff -u` prints for these changes, headers aside.
        XCTAssertEqual(
            h.context.workspace.changes.map(\.diffText),
            ["--- a/f.txt\n+++ b/f.txt\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n", "--- /dev/null\n+++ b/n.txt\n@@ -0,0 +1 @@\n+new\n"])
    }
}
