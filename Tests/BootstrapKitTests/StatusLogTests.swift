import Diagnostics
import Foundation
import XCTest

@testable import BootstrapKit

/// Expected strings are Thor 1.2.1's own output (Thor::Shell::Basic and ::Color `say_status`/`say`,
/// captured with `p out.string`).
final class StatusLogTests: XCTestCase {
    private func log(colored: Bool = false, format: OutputFormat = .text, quiet: Bool = false) -> (StatusLog, () -> String) {
        final class Box { var text = "" }
        let box = Box()
        let log = StatusLog(format: format, quiet: quiet, colored: colored) { box.text += $0 }
        return (log, { box.text })
    }

    func testPlainLayoutMatchesThor() {
        let (log, output) = log()
        log.status("create", "a.txt", color: .green)
        log.status("conflict", "multi\nline\n", color: .red)
        log.indentLevel = 2
        log.status("create", "deep", color: .green)
        log.say("said")
        XCTAssertEqual(output(), "      create  a.txt\n    conflict  multi\n              line\n      create      deep\n    said\n")
    }

    func testColouredLayoutMatchesThor() {
        let (log, output) = log(colored: true)
        log.status("create", "a.txt")
        log.status("identical", "b")
        log.status("conflict", "multi\nline\n")
        log.indentLevel = 1
        log.status("force", "c")
        log.say("hello", color: .green)
        log.say("no newline ")
        log.status("averyveryverylongstatus", "x", color: .green)
        XCTAssertEqual(
            output(),
            "\u{1B}[1m\u{1B}[32m      create\u{1B}[0m  a.txt\n\u{1B}[1m\u{1B}[34m   identical\u{1B}[0m  b\n"
                + "\u{1B}[1m\u{1B}[31m    conflict\u{1B}[0m  multi\n              line\n"
                + "\u{1B}[1m\u{1B}[33m       force\u{1B}[0m    c\n  \u{1B}[32mhello\u{1B}[0m\n  no newline "
                + "\u{1B}[1m\u{1B}[32maveryveryverylongstatus\u{1B}[0m    x\n")
    }

    func testNoColoursWithoutATerminalOrWithNoColor() {
        var output = ""
        let pipe = ScriptedTerminal(interactive: false, colors: false)
        StatusLog(terminal: pipe, options: RunOptions(), environment: [:]).status("create", "x")
        output = pipe.output
        XCTAssertEqual(output, "      create  x\n")
        let tty = ScriptedTerminal(interactive: true, colors: true)
        StatusLog(terminal: tty, options: RunOptions(), environment: ["NO_COLOR": "1"]).status("create", "x")
        XCTAssertEqual(tty.output, "      create  x\n")
        let coloured = ScriptedTerminal(interactive: true, colors: true)
        StatusLog(terminal: coloured, options: RunOptions(), environment: [:]).status("create", "x")
        XCTAssertEqual(coloured.output, "\u{1B}[1m\u{1B}[32m      create\u{1B}[0m  x\n")
    }

    func testThorsOtherReasonsForNoColours() {
        // Thor 1.2.1's can_display_colors?: NO_COLOR set at all (even empty), or TERM=dumb.
        for environment in [["NO_COLOR": ""], ["TERM": "dumb"]] {
            let tty = ScriptedTerminal(interactive: true, colors: true)
            StatusLog(terminal: tty, options: RunOptions(), environment: environment).status("create", "x")
            XCTAssertEqual(tty.output, "      create  x\n", "\(environment)")
        }
    }

    // A log on a terminal lays one-line messages out as bytes; every other message goes through
    // `layout`. Both must print what `layout` prints, composed messages included.
    func testTerminalLinesAreTheLayoutsLines() {
        let terminal = ScriptedTerminal(interactive: false, colors: false)
        let log = StatusLog(terminal: terminal, options: RunOptions(), environment: [:])
        log.status("create", "a.txt")
        log.status("conflict", "multi\nline\n")
        log.status("gsub", "ends in cr\r")
        log.status("créé", "non-ASCII status")
        log.indentLevel = 1
        log.status("averyveryverylongstatus", "x")
        log.status("gemfile") { $0.appendUTF8("rails (~> 7.0)") }
        log.status("gemfile") { $0.appendUTF8("two\nlines") }
        let expected = [
            ("create", "a.txt", 0), ("conflict", "multi\nline\n", 0), ("gsub", "ends in cr\r", 0), ("créé", "non-ASCII status", 0),
            ("averyveryverylongstatus", "x", 1), ("gemfile", "rails (~> 7.0)", 1), ("gemfile", "two\nlines", 1),
        ].map { StatusLog.layout(status: $0.0, message: $0.1, indent: $0.2, color: nil) }
        XCTAssertEqual(terminal.output, expected.joined())
        XCTAssertEqual(
            expected[0] + expected[5] + expected[6],
            "      create  a.txt\n     gemfile    rails (~> 7.0)\n     gemfile    two\n                lines\n")
        let coloured = ScriptedTerminal(interactive: true, colors: true)
        StatusLog(terminal: coloured, options: RunOptions(), environment: [:]).status("gemfile") { $0.appendUTF8("rails") }
        XCTAssertEqual(coloured.output, "\u{1B}[1m\u{1B}[32m     gemfile\u{1B}[0m  rails\n")
    }

    func testProcessVariablesAreThoseFoundationReads() {
        for name in ["PATH", "HOME", "TERM", "NO_COLOR", "BOOTSTRAP_NO_SUCH_VARIABLE"] {
            XCTAssertEqual(ProcessEnvironment.value(of: name), ProcessInfo.processInfo.environment[name], name)
        }
        setenv("BOOTSTRAP_STATUS_TEST", "a=b", 1)
        defer { unsetenv("BOOTSTRAP_STATUS_TEST") }
        XCTAssertEqual(ProcessEnvironment.value(of: "BOOTSTRAP_STATUS_TEST"), "a=b")
        XCTAssertNil(ProcessEnvironment.value(of: "BOOTSTRAP_STATUS"))
    }

    func testQuietSilencesStatusesButNotErrors() {
        let (log, output) = log(quiet: true)
        log.status("create", "x")
        log.say("hello")
        log.error(Diagnostic(code: .refusedPath, message: "refusing to write '../x': it is outside the project"))
        XCTAssertEqual(output(), "refusing to write '../x': it is outside the project\n")
    }

    func testJSONEmitsOneObjectPerEvent() {
        let (log, output) = log(format: .json)
        log.status("create", "a \"b\"\n")
        let location = SourceLocation(file: "runners/x.rb", line: 3, column: 1)
        log.error(Diagnostic(code: .refusedPath, message: "nope", at: location))
        XCTAssertEqual(
            output(),
            "{\"status\":\"create\",\"message\":\"a \\\"b\\\"\\n\"}\n"
                + "{\"status\":\"error\",\"message\":\"nope\",\"code\":\"refused-path\",\"file\":\"runners/x.rb\",\"line\":3,\"column\":1}\n")
    }
}
