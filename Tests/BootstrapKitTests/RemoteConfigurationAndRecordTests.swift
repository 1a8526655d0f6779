import BootstrapYAML
import Diagnostics
import Foundation
import XCTest

@testable import BootstrapKit

/// The user configuration file (where it is found, what it accepts, located errors) and the
/// `.bootstrap.yml` record (written for `new`, extended by `apply`, read back by the YAML loader).
final class RemoteConfigurationAndRecordTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bootstrap-remote-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(at: folder) }

    private func options(_ environment: [String: String]) -> RemoteOptions {
        var options = RemoteOptions()
        options.environment = environment
        return options
    }

    func testWhereTheConfigurationAndTheCacheAre() {
        let home = ["HOME": "/home/ada"]
        XCTAssertEqual(UserConfiguration.path(options(home)).path, "/home/ada/.config/bootstrap/config.yml")
        XCTAssertEqual(UserConfiguration.path(options(home.merging(["XDG_CONFIG_HOME": "/cfg"]) { $1 })).path, "/cfg/bootstrap/config.yml")
        XCTAssertEqual(UserConfiguration.path(options(home.merging(["XDG_CONFIG_HOME": "relative"]) { $1 })).path,
                       "/home/ada/.config/bootstrap/config.yml", "a relative XDG folder is ignored, as the spec says")
        XCTAssertEqual(UserConfiguration.path(options(home.merging(["BOOTSTRAP_CONFIG": "/etc/bs.yml"]) { $1 })).path, "/etc/bs.yml")
        XCTAssertEqual(TemplateCache(options(home)).root.path, "/home/ada/.cache/bootstrap")
        XCTAssertEqual(TemplateCache(options(home.merging(["XDG_CACHE_HOME": "/c"]) { $1 })).root.path, "/c/bootstrap")
    }

    func testAConfigurationFile() throws {
        let file = folder.appendingPathComponent("config.yml")
        try """
            url_rewrites:
              "https://github.com/acme/": "file:///srv/acme/"
            trusted:
              - https://git.example.com/team
            """.write(to: file, atomically: true, encoding: .utf8)
        let configuration = try UserConfiguration.load(options(["BOOTSTRAP_CONFIG": file.path]))
        XCTAssertEqual(configuration.rewrite("https://github.com/acme/tpl"), "file:///srv/acme/tpl")
        XCTAssertTrue(configuration.isTrusted("https://git.example.com/team/tpl"))
        XCTAssertTrue(try UserConfiguration.load(options(["HOME": folder.path])).rewrites.isEmpty, "no file is no settings")
    }

    func testConfigurationErrorsAreLocated() throws {
        let file = folder.appendingPathComponent("config.yml")
        try "trusted:\n  - https://a\nurl_rewrite:\n  x: y\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try UserConfiguration.load(options(["BOOTSTRAP_CONFIG": file.path]))) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.rendered, """
                \(file.path):3:1: unknown setting 'url_rewrite' in the user configuration (did you mean 'url_rewrites'?)
                url_rewrite:
                ^
                """)
        }
        try "url_rewrites:\n  - https://a\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try UserConfiguration.load(options(["BOOTSTRAP_CONFIG": file.path]))) { error in
            XCTAssertEqual((error as? Diagnostic)?.location?.line, 2)
        }
        XCTAssertThrowsError(try UserConfiguration.load(options(["BOOTSTRAP_CONFIG": folder.appendingPathComponent("none.yml").path])))
    }

    func testTheRecordOfANewProjectReadsBackAsWritten() throws {
        let origin = TemplateOrigin(
            source: "gh:acme/tpl", url: "https://github.com/acme/tpl.git", ref: "v1.2.0", commit: "0123abc", subdir: "app \"x\"")
        let text = ProjectRecord.text(origin: origin, blocks: ["git", "lint"])
        let root = try XCTUnwrap(loadYAML(text))
        XCTAssertEqual(root["template"]?["source"]?.scalarText, "gh:acme/tpl")
        XCTAssertEqual(root["template"]?["subdir"]?.scalarText, "app \"x\"")
        XCTAssertEqual(root["template"]?["commit"]?.scalarText, "0123abc")
        XCTAssertEqual(root["bootstrap"]?["version"]?.scalarText, BootstrapVersion.current)
        XCTAssertEqual(root["blocks"]?.sequenceItems?.compactMap(\.scalarText), ["git", "lint"])
        XCTAssertEqual(try loadYAML(ProjectRecord.text(origin: nil, blocks: []))?["template"]?["builtin"]?.scalarText, "swift-package")
        XCTAssertEqual(
            try loadYAML(ProjectRecord.text(origin: TemplateOrigin(builtin: "ios-viper"), blocks: []))?["template"]?["builtin"]?.scalarText, "ios-viper")
    }

    func testApplyAddsOnlyNewBlocksAndKeepsEverythingElse() throws {
        let existing = "template:\n  source: \"x\"\nblocks:\n  - \"git\"\nanswers:\n  kind: tool\n"
        func adding(_ blocks: [String], to text: String) throws -> String { try ProjectRecordFile(text).adding(blocks: blocks, to: 0) }
        let updated = try adding(["git", "lint", "ci", "lint"], to: existing)
        XCTAssertEqual(updated, "template:\n  source: \"x\"\nblocks:\n  - \"git\"\n  - \"lint\"\n  - \"ci\"\nanswers:\n  kind: tool\n")
        XCTAssertEqual(try adding(["git"], to: existing), existing)
        XCTAssertEqual(try adding(["a"], to: "blocks: []\n"), "blocks:\n  - \"a\"\n")
        XCTAssertEqual(try adding(["a"], to: "template:\n  builtin: true\n"), "template:\n  builtin: true\nblocks:\n  - \"a\"\n")
    }

    private func loadYAML(_ text: String) throws -> Node? { try YAMLLoader.load(text, path: ".bootstrap.yml") }
}
