import BootstrapKit
import BootstrapYAML
import Diagnostics
import XCTest

/// What a valid config becomes: blocks in order, their dependencies, settings.
final class ConfigLoaderTests: XCTestCase {
    func testBlocksKeepFileOrderAndEnabledState() throws {
        let loaded = try ConfigLoader.load(path: FixturePaths.path("config/gems.yml"))
        let config = loaded.config
        XCTAssertEqual(config.blocks.map(\.name), ["rvm", "legacy", "testing", "redis", "sources", "list"])
        XCTAssertEqual(config.blocks.map(\.enabled), [true, false, true, true, true, true])
        XCTAssertTrue(loaded.warnings.isEmpty, loaded.warnings.map(\.rendered).joined(separator: "\n"))
        XCTAssertEqual(config.settings.map(\.name), ["_ruby_version"])
        XCTAssertEqual(config.setting("ruby_version")?.scalarText, "3.2.2")
    }

    func testGemEntries() throws {
        let config = try ConfigLoader.load(path: FixturePaths.path("config/gems.yml")).config
        let testing = try XCTUnwrap(config.block(named: "testing"))
        XCTAssertEqual(
            testing.gems.map(\.name),
            ["faker", "rspec-rails", "factory_girl_rails", "simplecov", "capybara", "skipped", "also_skipped"])
        XCTAssertEqual(testing.gems.map(\.enabled), [true, true, true, true, true, false, false])
        XCTAssertEqual(testing.gems[1].callbackName, "rspec_rails_callback")
        XCTAssertEqual(testing.gems[2].location, SourceLocation(file: FixturePaths.path("config/gems.yml"), line: 10, column: 5))
        let redis = try XCTUnwrap(config.block(named: "redis"))
        // Plain scalars stay as written: `0.6` is "0.6", `3` is "3".
        XCTAssertEqual(redis.gems.map(\.declaration.versions), [["~> 3.2"], ["0.6"], ["3"], ["1.0"]])
        let list = try XCTUnwrap(config.block(named: "list"))
        XCTAssertEqual(list.gems.map(\.name), ["pry", "awesome_print"])
    }

    func testPackages() throws {
        let config = try ConfigLoader.load(path: FixturePaths.path("config/packages.yml")).config
        let packages = try XCTUnwrap(config.block(named: "networking")).packages
        XCTAssertEqual(packages.map(\.name), ["Alamofire", "swift-collections", "Pinned", "Legacy"])
        XCTAssertEqual(packages[0].url, "https://github.com/Alamofire/Alamofire.git")
        XCTAssertEqual(packages[0].requirement, .from("5.8.0"))
        XCTAssertEqual(packages[0].products, ["Alamofire"])
        XCTAssertEqual(packages[0].targets, [])
        XCTAssertEqual(packages[1].requirement, .range("\"1.0.0\"..<\"2.0.0\""))
        XCTAssertEqual(packages[1].products, ["Collections", "DequeModule"])
        XCTAssertEqual(packages[1].targets, ["App", "AppTests"])
        XCTAssertEqual(packages[2].requirement, .revision("abc123"))
        XCTAssertEqual(packages.map(\.enabled), [true, true, true, false])
    }

    func testBlockValueForms() throws {
        let config = try ConfigLoader.load(text: "a: true\nb: false\nc: ~\nd:\ne: yes\nf: {}\n", path: "config.yml").config
        XCTAssertEqual(config.blocks.map(\.enabled), [true, false, false, false, true, true])
    }

    func testSettingsAreNotBlocks() throws {
        let config = try ConfigLoader.load(text: "_ruby_version: 3.2.2\napp: true\n_skip: [a, b]\n", path: "config.yml").config
        XCTAssertEqual(config.blocks.map(\.name), ["app"])
        XCTAssertEqual(config.settings.map(\.name), ["_ruby_version", "_skip"])
    }

    /// Group texts repeat across gems and the value made for a recent one is reused: every gem
    /// must still get the groups it wrote, also once more distinct texts went by than are kept.
    func testRepeatedGroupTextsEachGiveTheirOwnGroups() throws {
        let groups = [
            "development, test", "test", "development, test", "'test, development'", "[test]", "production",
            "a", "b", "c", "d", "e", "f", "g", "development, test", "test", "test,,  staging ", "production",
        ]
        let gems = groups.enumerated().map { "    g\($0.offset):\n      group: \($0.element)\n      platforms: \($0.element)\n" }
        let config = try ConfigLoader.load(text: "b:\n  gems:\n" + gems.joined(), path: "config.yml").config
        func symbols(_ names: String...) -> GemOptionValue { .array(names.map { .symbol($0) }) }
        let expected = [
            symbols("development", "test"), symbols("test"), symbols("development", "test"), symbols("test", "development"),
            symbols("test"), symbols("production"), symbols("a"), symbols("b"), symbols("c"), symbols("d"), symbols("e"),
            symbols("f"), symbols("g"), symbols("development", "test"), symbols("test"), symbols("test", "staging"),
            symbols("production"),
        ]
        let declarations = try XCTUnwrap(config.block(named: "b")).gems.map(\.declaration)
        XCTAssertEqual(declarations.map { $0.option("group") }, expected)
        XCTAssertEqual(declarations.map { $0.option("platforms") }, expected)
        XCTAssertEqual(declarations.map { $0.options.map(\.key) }, Array(repeating: ["group", "platforms"], count: groups.count))
    }

    func testUnreadableFileIsADiagnostic() {
        XCTAssertThrowsError(try ConfigLoader.load(path: "/nonexistent/config.yml")) { error in
            XCTAssertEqual((error as? Diagnostic)?.code, .unreadableFile)
        }
    }
}
