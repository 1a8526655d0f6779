@testable import BootstrapKit
import Foundation
import RunnerLanguage
import XCTest

/// Fixtures/rails/helpers/template.rb run by our interpreter and actions on the shared checked-in
/// skeleton of a `rails new shop`, compared with what real Rails 6.1 wrote and printed for the
/// same template (recorded by Fixtures/rails/record.sh).
final class RailsActionsRecordingTests: XCTestCase {
    private var harness: CommandHarness!

    override func setUpWithError() throws {
        var options = RunOptions()
        options.commandPolicy = .deny
        harness = try CommandHarness(
            options: options, skeleton: FixturePaths.railsSkeleton,
            template: railsFixtures.appendingPathComponent("helpers"))
        ActionTable.register(ActionTable.fileFamilies, into: harness.context)
        ActionTable.register(RailsActions.definitions, into: harness.context)
        ActionTable.register(PromptActions.definitions, into: harness.context)
        ActionTable.register(CommandActions.definitions, into: harness.context)
    }

    override func tearDown() {
        harness.removeFolder()
    }

    private func runTemplate() throws {
        let source = try String(contentsOf: harness.templateRoot.appendingPathComponent("template.rb"), encoding: .utf8)
        try harness.run(source, file: "template.rb")
        try harness.workspace.flush()
    }

    func testHelpersWriteWhatRailsWrites() throws {
        try runTemplate()
        let expected = railsFixtures.appendingPathComponent("helpers/expected")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: expected.path)).compactMap { $0 as? String }
        var checked = 0
        for relative in files.sorted() {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: expected.appendingPathComponent(relative).path, isDirectory: &isDirectory)
            if isDirectory.boolValue { continue }
            let want = try String(contentsOf: expected.appendingPathComponent(relative), encoding: .utf8)
            XCTAssertEqual(harness.file(relative), want, relative)
            checked += 1
        }
        XCTAssertEqual(checked, 10)
    }

    func testHelpersPrintWhatRailsPrints() throws {
        // Inside `rails new -m`, the template runs under `apply`: one level of indentation.
        harness.log.indentLevel = 1
        try runTemplate()
        let recorded = try String(contentsOf: railsFixtures.appendingPathComponent("helpers/expected.log"), encoding: .utf8)
        XCTAssertEqual(harness.logText, recorded)
    }

    func testRunningTheHelpersTwiceChangesNothingAndRoutesAreIdentical() throws {
        try runTemplate()
        let routes = harness.file("config/routes.rb")
        let application = harness.file("config/application.rb")
        let development = harness.file("config/environments/development.rb")
        var options = RunOptions()
        options.skip = true
        let again = try CommandHarness(options: options, template: railsFixtures.appendingPathComponent("helpers"))
        defer { again.removeFolder() }
        try FileManager.default.removeItem(at: again.project)
        try FileManager.default.copyItem(at: harness.project, to: again.project)
        ActionTable.register(ActionTable.fileFamilies, into: again.context)
        ActionTable.register(RailsActions.definitions, into: again.context)
        try again.run("route \"get 'about', to: 'pages#about'\"\nenvironment \"config.time_zone = 'UTC'\"\n")
        try again.workspace.flush()
        XCTAssertEqual(again.file("config/routes.rb"), routes)
        XCTAssertEqual(again.file("config/application.rb"), application)
        XCTAssertEqual(again.file("config/environments/development.rb"), development)
        // As Rails: the route's own line, and nothing from the insertions that found their text.
        XCTAssertEqual(again.logText, "       route  get 'about', to: 'pages#about'\n")
    }
}
