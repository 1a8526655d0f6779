@testable import BootstrapKit
import Foundation
import RunnerLanguage
import XCTest

/// What the Rails helpers do where Rails 6.1 is silent or crashes: a missing file, a file without
/// the anchor, namespaces, blocks, `inside`, and the after_bundle queue.
final class RailsActionsEdgeTests: XCTestCase {
    private var harnesses: [CommandHarness] = []

    override func tearDown() {
        harnesses.forEach { $0.removeFolder() }
    }

    private func harness(strict: Bool = false, pretend: Bool = false, skeleton: Bool = true) throws -> CommandHarness {
        var options = RunOptions()
        options.strict = strict
        options.pretend = pretend
        options.commandPolicy = .deny
        let h = try CommandHarness(options: options, skeleton: skeleton ? FixturePaths.railsSkeleton : nil)
        ActionTable.register(ActionTable.fileFamilies, into: h.context)
        ActionTable.register(RailsActions.definitions, into: h.context)
        harnesses.append(h)
        return h
    }

    func testAMissingRoutesFileIsAnErrorAtTheCall() throws {
        let h = try harness(skeleton: false)
        XCTAssertThrowsError(try h.run("say_nothing = 1\nroute \"root to: 'home#index'\"\n")) { error in
            guard let error = error as? RuntimeError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.location?.line, 2)
            XCTAssertEqual(error.message, "the file config/routes.rb does not exist")
        }
    }

    func testAMissingFileIsNoErrorUnderPretend() throws {
        let h = try harness(pretend: true, skeleton: false)
        try h.run("environment \"config.x = 1\"\n")
        XCTAssertEqual(h.logText, "")
    }

    func testAnAnchorThatIsNotThereIsANoteBesideRailsSilence() throws {
        let h = try harness(skeleton: false)
        try h.workspace.write("config/application.rb", "module Blog\nend\n")
        try h.run("environment \"config.x = 1\"\n")
        XCTAssertEqual(h.logText, "")
        XCTAssertTrue(h.notes.hasPrefix(
            "runners/test.rb:1:1: warning: environment changed nothing in config/application.rb: 'class Application < Rails::Application' not found\n"),
            h.notes)
        XCTAssertEqual(try h.workspace.read("config/application.rb"), "module Blog\nend\n")
    }

    func testAnAnchorThatIsNotThereIsAnErrorUnderStrict() throws {
        let h = try harness(strict: true, skeleton: false)
        try h.workspace.write("config/routes.rb", "# no routes\n")
        XCTAssertThrowsError(try h.run("route 'get :x'\n")) { error in
            XCTAssertEqual((error as? RuntimeError)?.code, .unchanged)
        }
    }

    func testHelpersIgnoreInsideForTheRailsFilesButNotForNewFiles() throws {
        let h = try harness()
        try h.run("""
            inside "engine" do
              environment "config.x = 1"
              lib "tool.rb", "TOOL = 1"
            end
            """)
        try h.workspace.flush()
        XCTAssertTrue(h.file("config/application.rb")?.contains("    config.x = 1\n") ?? false)
        // Rails' lib/initializer/… use create_file relative to the current directory.
        XCTAssertEqual(h.file("engine/lib/tool.rb"), "TOOL = 1\n")
    }

    func testEnvironmentForSeveralEnvironmentsWithABlock() throws {
        let h = try harness()
        try h.run("""
            environment(nil, env: %w[development production]) do
              "config.y = 2"
            end
            """)
        try h.workspace.flush()
        for env in ["development", "production"] {
            XCTAssertTrue(h.file("config/environments/\(env).rb")?.contains("Rails.application.configure do\n  config.y = 2\n") ?? false, env)
        }
        XCTAssertFalse(h.file("config/environments/test.rb")?.contains("config.y") ?? true)
    }

    func testAfterBundleQueuesTheBlockWithoutRunningIt() throws {
        let h = try harness()
        try h.run("after_bundle do\n  say 'later'\nend\n")
        XCTAssertEqual(h.context.afterBundle.elements.count, 1)
        XCTAssertEqual(h.logText, "")
        XCTAssertThrowsError(try h.run("after_bundle\n"))
    }

    func testReadmeOfAMissingFileIsAnError() throws {
        let h = try harness()
        XCTAssertThrowsError(try h.run("readme 'NOPE'\n")) { error in
            XCTAssertEqual((error as? RuntimeError)?.code, .missingSource)
        }
    }
}
