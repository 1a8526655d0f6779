import BootstrapKit
import Foundation
import XCTest

/// `update` on a terminal, run in this process with a scripted one: the recorded answers are not
/// asked again; the question new in the new version is, and the secret (never recorded) once.
final class UpdateTerminalTests: XCTestCase {
    func testOnlyTheNewQuestionAndTheSecretAreAskedOnATerminal() throws {
        let update = try UpdateScene()
        var options = RunOptions()
        options.remote.environment = update.scene.environment
        let terminal = ScriptedTerminal(interactive: true, answers: ["t0ken", "1"])
        var errors = ""
        let status = ProjectUpdate(options: options, terminal: terminal, workingDirectory: update.project, errorOutput: { errors += $0 })
            .run(path: ".")
        XCTAssertEqual(status, .success, errors + terminal.output)
        XCTAssertEqual(terminal.prompts, ["token (s3cret) ", "color (blue) "], terminal.output)
        XCTAssertTrue(terminal.output.contains("  1) red\n  2) blue\ncolor (blue) 1\n"), terminal.output)
        XCTAssertEqual(update.file("docs/color.md"), "red\n")
        let record = try XCTUnwrap(update.file(".bootstrap.yml"))
        XCTAssertTrue(record.contains("  color: \"red\"\n"), record)
        XCTAssertFalse(record.contains("t0ken"), record)
    }
}
