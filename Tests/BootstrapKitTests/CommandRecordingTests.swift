@testable import BootstrapKit
import Foundation
import RunnerLanguage
import XCTest

/// Fixtures/rails/commands/template.rb, run by real Rails 6.1 with the shims first on PATH
/// (record.sh), against the same calls made to our actions: byte for byte, the commands' own
/// output as they wrote it included. (The command strings themselves are checked too: the shims
/// echo them.)
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
        try RailsActions.runAfterBundleCallbacks(h.context)

        let recorded = try String(contentsOf: railsFixtures.appendingPathComponent("commands/expected.log"), encoding: .utf8)
        XCTAssertEqual(h.logText, recorded)
    }
}
