import BootstrapKit
import Foundation
import XCTest

/// `update` on a terminal, run in this process with a scripted one: only the question new in the
/// new version is asked; the recorded answers are not.
final class UpdateTerminalTests: XCTestCase {
    func testOnlyTheNewQuestionIsAskedOnATerminal() throws {
        let update = try UpdateScene()
        var options = RunOptions()
        options.remote.environment = update.scene.environment
        let terminal = ScriptedTerminal(interactive: true, answers: ["1"])
        var errors = ""
        let status = ProjectUpdate(options: options, terminal: terminal, workingDirectory: update.project, errorOutput: { errors += $0 })
            .run(path: ".")
        XCTAssertEqual(status, .success, errors + terminal.output)
        XCTAssertEqual(terminal.prompts, ["color (blue) "], terminal.output)
        XCTAssertTrue(terminal.output.contains("  1) red\n  2) blue\ncolor (blue) 1\n"), terminal.output)
        XCTAssertEqual(update.file("docs/color.md"), "red\n")
        XCTAssertTrue(try XCTUnwrap(update.file(".bootstrap.yml")).contains("  color: \"red\"\n"))
    }
}
