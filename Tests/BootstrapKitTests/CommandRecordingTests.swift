@testable import BootstrapKit
import Foundation
import RunnerLanguage
import XCTest

/// Fixtures/rails/commands/template.rb, run by real Rails 6.1 with the shims first on PATH
/// (record.sh), against the same calls made to our actions. Rails lets a command's output go
/// straight to the terminal; we indent it under the command's status line, so the recorded
/// output lines are indented before comparing. Everything else must match byte for byte.
/// (The command strings themselves are checked too: the shims echo them.)
final class CommandRecordingTests: XCTestCase {
    func testCommandActionsPrintWhatRailsPrints() throws {
        var options = RunOptions()
        options.commandPolicy = .allow
        options.skipBundle = true  // record.sh runs `rails new --skip-bundle`
        let h = try CommandHarness(options: options)
        defer { h.removeFolder() }
        ActionTable.register(CommandActions.definitions, into: h.context, runner: CommandRunner(baseEnvironment: try shimEnvironment()))
        ActionTable.register(RailsActions.definitions, into: h.context)

        // Inside `rails new -m`, the template runs under `apply`: one level of indentation.
        h.log.indentLevel = 1
        let template = try String(contentsOf: railsFixtures.appendingPathComponent("commands/template.rb"), encoding: .utf8)
        try h.run(template, file: "template.rb")
        // The engine runs the after_bundle blocks after everything else, outside any `apply`.
        h.log.indentLevel = 0
        for block in h.context.afterBundle { _ = try block.call([]) }

        let recorded = try String(contentsOf: railsFixtures.appendingPathComponent("commands/expected.log"), encoding: .utf8)
        XCTAssertEqual(h.logText, Self.indentingCommandOutput(recorded))
    }

    /// Rails' log with every line that is not a status line indented under the status line before it.
    static func indentingCommandOutput(_ log: String) -> String {
        var margin = ""
        return log.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if isStatusLine(line) {
                let statusAndSpaces = line.prefix { $0 == " " }.count + line.drop { $0 == " " }.prefix { $0 != " " }.count
                let gap = line.dropFirst(statusAndSpaces).prefix { $0 == " " }.count
                margin = String(repeating: " ", count: statusAndSpaces + gap)
                return String(line)
            }
            return line.isEmpty ? "" : margin + line
        }.joined(separator: "\n")
    }

    /// Thor's layout: a word right-aligned in 12 columns, then at least two spaces.
    private static func isStatusLine(_ line: Substring) -> Bool {
        guard line.count > 14 else { return false }
        let head = line.prefix(12)
        let word = head.drop { $0 == " " }
        return !word.isEmpty && !word.contains(" ") && line.dropFirst(12).hasPrefix("  ")
    }
}
