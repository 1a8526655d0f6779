import Foundation
import TestOracles
import XCTest

/// `new` on a base (`_base:` in config.yml, `--base`): the command makes the starting tree in the
/// staging folder, then the template runs on it, all or nothing (docs/template-format.md, "Settings").
final class NewOnABaseTests: XCTestCase {
    private static let fixture = BootstrapProcess.fixtures.appendingPathComponent("rails-base")
    private static let example = BootstrapProcess.repositoryRoot.appendingPathComponent("examples/rails")

    /// `bootstrap new myapp -m examples/rails --allow-run` (whose config says `_base: rails new …`)
    /// against real `rails new myapp -m` of the same template as one .rb file: the same tree, and
    /// the same output line for line. The commands that need gems this machine lacks are
    /// stand-ins on both sides (rails-base/standins). `--skip-bundle` tells bootstrap what the
    /// base's `rails new --skip-bundle` tells Rails' `run_bundle`.
    func testNewOnTheRailsBaseMakesTheTreeRailsNewMakes() throws {
        guard let rails = Oracles.rails else {
            throw XCTSkip("Rails 6.1 is not installed: the comparison with `rails new -m` is skipped")
        }
        let flags = try Self.baseFlags()
        let folder = try TemporaryFolder()
        let railsSide = folder.url.appendingPathComponent("rails"), ours = folder.url.appendingPathComponent("bootstrap")
        for side in [railsSide, ours] { try FileManager.default.createDirectory(at: side, withIntermediateDirectories: true) }
        let environment = Self.standInEnvironment()

        let real = try BootstrapProcess.run(
            ["new", "myapp"] + flags + ["-m", Self.fixture.appendingPathComponent("template.rb").path],
            in: railsSide, environment: environment, input: String(repeating: "\n", count: 50), executable: rails)
        XCTAssertEqual(real.status, 0, real.stderr)
        let result = try BootstrapProcess.run(
            ["new", "myapp", "-m", Self.example.path, "--allow-run", "--skip-bundle"], in: ours, environment: environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("         run  rails new myapp \(flags.joined(separator: " "))\n"), result.stdout)
        Self.assertSameOutput(rails: real.stdout, bootstrap: result.stdout)

        let want = Self.tree(railsSide.appendingPathComponent("myapp"))
        var got = Self.tree(ours.appendingPathComponent("myapp"))
        // bootstrap's own record of the run (docs/bootstrap-yml.md) is the one file Rails does not write.
        XCTAssertNotNil(got.removeValue(forKey: ".bootstrap.yml"))
        XCTAssertGreaterThan(want.count, 100)
        XCTAssertEqual(Set(got.keys).symmetricDifference(want.keys).sorted(), [])
        for (path, entry) in want where got[path] != entry {
            XCTFail("\(path) differs:\n--- rails new -m\n\(entry)\n--- bootstrap new\n\(got[path] ?? "(none)")")
        }
        // Nothing of the staging folder is left beside the project.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: ours.path), ["myapp"])
    }

    func testAFailingBaseLeavesNothing() throws {
        let folder = try TemporaryFolder()
        let template = try Self.singleFileTemplate(in: folder)
        for base in ["echo made >&2; exit 3", "mkdir elsewhere"] {
            let result = try BootstrapProcess.run(
                ["new", "myapp", "-m", template, "--allow-run", "--base", base], in: folder.url)
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted(), ["t.rb"], base)
        }
        let failed = try BootstrapProcess.run(
            ["new", "myapp", "-m", template, "--allow-run", "--base", "exit 3"], in: folder.url)
        XCTAssertTrue(failed.stderr.contains("the base command 'exit 3' failed with exit status 3; nothing was kept"), failed.stderr)
        let noFolder = try BootstrapProcess.run(
            ["new", "myapp", "-m", template, "--allow-run", "--base", "mkdir elsewhere"], in: folder.url)
        XCTAssertTrue(noFolder.stderr.contains("made no folder 'myapp' (name it with %app_path%)"), noFolder.stderr)
    }

    func testTheBaseMakesTheFolderTheTemplateRunsOn() throws {
        let folder = try TemporaryFolder()
        let template = try Self.singleFileTemplate(in: folder)
        let result = try BootstrapProcess.run(
            ["new", "my app", "-m", template, "--allow-run", "--base", "mkdir %app_path% && echo %app_name% > %app_path%/name"],
            in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        // %app_path% is the folder's name (quoted for the shell), %app_name% Rails' app_name.
        XCTAssertEqual(folder.file("my app/name"), "my_app\n")
        XCTAssertEqual(folder.file("my app/added.txt"), "after the base\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted(), ["my app", "t.rb"])
    }

    func testNoRunSkipsTheBaseWithAWarningAndPretendOnlyShowsIt() throws {
        let folder = try TemporaryFolder()
        let template = try Self.singleFileTemplate(in: folder)
        let skipped = try BootstrapProcess.run(
            ["new", "myapp", "-m", template, "--no-run", "--base", "mkdir %app_path% && touch %app_path%/from-base"], in: folder.url)
        XCTAssertEqual(skipped.status, 0, skipped.stderr)
        XCTAssertTrue(skipped.stdout.hasPrefix("        skip  mkdir myapp && touch myapp/from-base\n"), skipped.stdout)
        XCTAssertTrue(skipped.stderr.contains("warning: the base command 'mkdir myapp && touch myapp/from-base' was skipped (--no-run)"), skipped.stderr)
        XCTAssertNil(folder.file("myapp/from-base"))
        XCTAssertEqual(folder.file("myapp/added.txt"), "after the base\n")

        let pretend = try BootstrapProcess.run(
            ["new", "other", "-m", template, "--allow-run", "--pretend", "--base", "mkdir %app_path%"], in: folder.url)
        XCTAssertEqual(pretend.status, 0, pretend.stderr)
        XCTAssertTrue(pretend.stdout.hasPrefix("         run  mkdir other\n"), pretend.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("other").path))
    }

    func testWithoutConsentTheBaseIsRefusedBeforeAnythingIsMade() throws {
        let folder = try TemporaryFolder()
        try "_base: mkdir %app_path%\nextras: true\n".write(
            to: folder.url.appendingPathComponent("config.yml"), atomically: true, encoding: .utf8)
        let result = try BootstrapProcess.run(["new", "myapp", "-m", "config.yml"], in: folder.url)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.hasPrefix("config.yml:1:8: refusing to run 'mkdir myapp' without consent"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["config.yml"])
    }

    func testAnUnknownSettingIsAWarningWithADidYouMean() throws {
        let folder = try TemporaryFolder()
        try "_bsae: mkdir %app_path%\nextras: true\n".write(
            to: folder.url.appendingPathComponent("config.yml"), atomically: true, encoding: .utf8)
        let result = try BootstrapProcess.run(["check", "-m", "config.yml"], in: folder.url)
        XCTAssertTrue(result.stdout.contains("config.yml:1:1: warning: unknown setting '_bsae' (did you mean '_base'?); it is ignored"), result.stdout)
    }

    // MARK: - Helpers

    /// Rails' output against bootstrap's after its `run  rails new …` line (the base command's own
    /// output, then the template's lines under `apply`), the two templates' paths masked. The one
    /// line only bootstrap prints is its documented difference: puma, already in the Gemfile, is
    /// `identical` where Rails would write it twice (so the .rb template leaves it out).
    private static func assertSameOutput(rails: String, bootstrap: String, file: StaticString = #filePath, line: UInt = #line) {
        func lines(_ text: String) -> [String] {
            text.components(separatedBy: "\n").map { $0.hasPrefix("       apply  /") ? "       apply  TEMPLATE" : $0 }
        }
        let want = lines(rails)
        let got = lines(bootstrap).dropFirst().filter { $0 != "   identical    puma (~> 5.0)" }
        XCTAssertGreaterThan(want.count, 100, file: file, line: line)
        for (index, pair) in zip(want, got).enumerated() where pair.0 != pair.1 {
            return XCTFail("line \(index + 1): Rails printed\n\(pair.0)\nbootstrap printed\n\(pair.1)", file: file, line: line)
        }
        XCTAssertEqual(want.count, got.count, "\(got.suffix(3))", file: file, line: line)
    }

    /// The flags examples/rails gives `rails new` in its `_base:`, so the Rails side runs the same command.
    private static func baseFlags() throws -> [String] {
        let config = try String(contentsOf: example.appendingPathComponent("config.yml"), encoding: .utf8)
        let prefix = "_base: rails new %app_path% "
        let line = try XCTUnwrap(config.split(separator: "\n").first { $0.hasPrefix(prefix) }, "examples/rails has no `_base: rails new`")
        return line.dropFirst(prefix.count).split(separator: " ").map(String.init)
    }

    private static func standInEnvironment() -> [String: String] {
        let standIns = fixture.appendingPathComponent("standins")
        return [
            "PATH": standIns.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "RUBYOPT": "-r" + standIns.appendingPathComponent("hook.rb").path,
            "RAILS_BASE_EXAMPLE": example.path,
            "RAILS_BASE_SKELETON": BootstrapProcess.railsSkeleton.path,
        ]
    }

    private static func singleFileTemplate(in folder: TemporaryFolder) throws -> String {
        let url = folder.url.appendingPathComponent("t.rb")
        try "create_file 'added.txt', \"after the base\\n\"\n".write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Every path of an app with its kind, mode and content; what is random per `rails new` (the
    /// master key and the credentials it encrypts) and never the template's business is left out.
    private static func tree(_ root: URL) -> [String: String] {
        let skipped: Set<String> = [".git", "tmp", "log", "node_modules", "config/master.key", "config/credentials.yml.enc"]
        var out: [String: String] = [:]
        guard let walk = FileManager.default.enumerator(atPath: root.path) else { return out }
        while let relative = walk.nextObject() as? String {
            if skipped.contains(relative) { walk.skipDescendants(); continue }
            let path = root.appendingPathComponent(relative).path
            let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
            let mode = String((attributes[.posixPermissions] as? Int) ?? 0, radix: 8)
            if attributes[.type] as? FileAttributeType == .typeDirectory {
                out[relative + "/"] = "folder \(mode)"
            } else {
                let data = FileManager.default.contents(atPath: path) ?? Data()
                out[relative] = "file \(mode)\n" + String(decoding: data, as: UTF8.self)
            }
        }
        return out
    }
}
