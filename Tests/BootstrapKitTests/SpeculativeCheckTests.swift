import Foundation
import XCTest
@testable import BootstrapKit

/// A large template's check runs alongside its run (`SpeculativeCheck`), the run's output held
/// meanwhile (`HeldTerminal`). On a terminal a person answers, a question is the way out that
/// settles the check: its prompt must come after every held line and after the check's findings,
/// exactly where it came when the check ran first. Each case runs a template padded past the size
/// from which the check runs alongside and unpadded, in process, on a scripted interactive terminal.
final class SpeculativeCheckTests: XCTestCase {
    /// Comment lines past the size from which the check runs alongside.
    private let padding = String(repeating: "# padding\n", count: RunnerParses.minimumBytes / 10 + 1)

    private struct Outcome: Equatable {
        var status: ExitStatus
        /// The terminal's whole conversation: status lines, prompts and answers, in order.
        var terminal: String
        var errors: String
        var made: String?
    }

    private func run(_ runner: String, padded: Bool, answers: [String]) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speculative-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("t/runners"), withIntermediateDirectories: true)
        try "app: true\n".write(to: folder.appendingPathComponent("t/config.yml"), atomically: true, encoding: .utf8)
        try (runner + (padded ? padding : "")).write(
            to: folder.appendingPathComponent("t/runners/app.rb"), atomically: true, encoding: .utf8)
        let terminal = ScriptedTerminal(interactive: true, answers: answers)
        var errors = ""
        let status = ProjectRun(options: RunOptions(), terminal: terminal, workingDirectory: folder, errorOutput: { errors += $0 })
            .new(path: folder.appendingPathComponent("demo").path, template: folder.appendingPathComponent("t").path)
        let made = try? String(contentsOf: folder.appendingPathComponent("demo/name.txt"), encoding: .utf8)
        return Outcome(status: status, terminal: terminal.output, errors: errors.replacingOccurrences(of: folder.path, with: "FOLDER"), made: made)
    }

    private func sameEitherWay(_ runner: String, answers: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Outcome {
        let first = try run(runner, padded: false, answers: answers)
        let alongside = try run(runner, padded: true, answers: answers)
        XCTAssertEqual(alongside, first, file: file, line: line)
        return alongside
    }

    func testTheQuestionComesAfterTheHeldLinesAndTheWarnings() throws {
        let runner = "if ENV[\"NEVER_SET_HERE\"]\n  not_a_method(1)\nend\ncreate_file \"a.txt\", \"x\"\n"
            + "name = ask(\"Project name?\")\ncreate_file \"name.txt\", name\n"
        let outcome = try sameEitherWay(runner, answers: ["shop"])
        XCTAssertEqual(outcome.status, .success, outcome.errors)
        XCTAssertEqual(outcome.made, "shop")
        XCTAssertTrue(outcome.errors.contains("warning: undefined method 'not_a_method'"), outcome.errors)
        let create = try XCTUnwrap(outcome.terminal.range(of: "create  a.txt"), outcome.terminal)
        let prompt = try XCTUnwrap(outcome.terminal.range(of: "Project name?"), outcome.terminal)
        XCTAssertLessThan(create.lowerBound, prompt.lowerBound, outcome.terminal)
    }

    func testARefusedRunNeverAsks() throws {
        let runner = "create_file \"a.txt\", \"x\"\nname = ask(\"Project name?\")\ncreate_file \"name.txt\", name\nnot_a_method(1)\n"
        let outcome = try sameEitherWay(runner, answers: ["shop"])
        XCTAssertEqual(outcome.status, .badInput)
        XCTAssertEqual(outcome.terminal, "", "neither the held status line nor the question")
        XCTAssertNil(outcome.made)
        XCTAssertTrue(outcome.errors.contains("nothing was run"), outcome.errors)
    }

    func testTheCheckOnOneThreadFindsWhatTheCheckOnTwoFinds() throws {
        // Four large runners and 200 gems: the two-thread check splits its walk, its analysis and
        // the callbacks' side; the one alongside a run does each on its own thread, in order.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("one-thread-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("t/runners"), withIntermediateDirectories: true)
        var config = ""
        for (index, block) in ["zeta", "alpha", "mid", "beta"].enumerated() {
            config += "\(block):\n  gems:\n"
            for gem in 0..<50 { config += "    - \(block)-gem-\(gem)\n" }
            let runner = "def \(block)_gem_\(index)_callback\n  undefined_in_\(block)(1)\nend\ndef no_such_\(block)_callback\nend\n"
                + "puts helper_from_beta\ncreate_file \"\(block).txt\", \"x\"\n" + (block == "beta" ? "def helper_from_beta = 2\n" : "")
            try (runner + padding).write(to: folder.appendingPathComponent("t/runners/\(block).rb"), atomically: true, encoding: .utf8)
        }
        try config.write(to: folder.appendingPathComponent("t/config.yml"), atomically: true, encoding: .utf8)
        let location = try TemplateLocation.resolve(folder.appendingPathComponent("t").path, workingDirectory: folder)
        let loaded = try LoadedTemplate.load(location, workingDirectory: folder)
        XCTAssertTrue(SpeculativeCheck.pays(for: loaded))
        let twoThreads = TemplateAnalysis.findings(for: loaded).map(\.description)
        let oneThread = TemplateAnalysis.findings(for: loaded, oneThread: true).map(\.description)
        XCTAssertEqual(oneThread, twoThreads)
        XCTAssertTrue(twoThreads.contains { $0.contains("undefined_in_mid") }, "\(twoThreads)")
        XCTAssertTrue(twoThreads.contains { $0.contains("no_such_alpha_callback") }, "\(twoThreads)")
    }

    func testAHeldTerminalKeepsOutputAndNotesInTheirOrder() {
        let base = ScriptedTerminal()
        var notes: [String] = []
        let held = HeldTerminal(base, notes: { notes.append($0 + "@" + String(base.output.count)) })
        held.write("before\n")
        held.hold()
        held.write("one\n")
        "two\n".utf8CString.withUnsafeBufferPointer { chars in
            chars.withMemoryRebound(to: UInt8.self) { held.write(utf8: UnsafeBufferPointer(rebasing: $0.dropLast())) }
        }
        held.note("a note")
        held.write("three\n")
        XCTAssertEqual(base.output, "before\n", "nothing passes while held")
        XCTAssertTrue(held.release { base.write("findings\n"); return true })
        XCTAssertEqual(base.output, "before\nfindings\none\ntwo\nthree\n")
        // The note went out between "two" and "three", after the findings.
        XCTAssertEqual(notes, ["a note@" + String("before\nfindings\none\ntwo\n".count)])
        held.write("after\n")
        XCTAssertTrue(base.output.hasSuffix("three\nafter\n"))

        let dropped = ScriptedTerminal()
        let refused = HeldTerminal(dropped, notes: { _ in XCTFail("a refused run's note") })
        refused.hold()
        refused.write("never\n")
        refused.note("never")
        XCTAssertFalse(refused.release { dropped.write("errors\n"); return false })
        XCTAssertEqual(dropped.output, "errors\n")
    }
}
