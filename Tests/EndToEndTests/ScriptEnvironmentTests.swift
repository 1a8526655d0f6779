import Foundation
import XCTest

/// What a script learns about its environment: the project's Rails version (Gemfile.lock first,
/// then the Gemfile), Bundler's block methods, and FileUtils' `verbose:`/`noop:` options.
final class ScriptEnvironmentTests: XCTestCase {
    private func apply(_ runner: String, project files: [String: String], arguments: [String] = []) throws -> BootstrapProcess.Result {
        let folder = try TemporaryFolder()
        for (path, text) in files { try folder.write("app/\(path)", text) }
        try folder.write("t.rb", runner)
        return try BootstrapProcess.run(["apply", "-m", "../t.rb"] + arguments, in: folder.url.appendingPathComponent("app"))
    }

    func testRailsVersionIsTheLockedOneElseTheNewestTheGemfileNames() throws {
        let script = "puts Rails.version, Rails::VERSION::MAJOR, Rails::VERSION::PRE.inspect, Rails.gem_version.prerelease?\n"
        let gemfile = "source 'https://rubygems.org'\ngem 'rails', '~> 6.1.7', '>= 6.1.7.10'\n"
        let locked = try apply(script, project: [
            "Gemfile": gemfile, "Gemfile.lock": "GEM\n  specs:\n    rails (7.0.4.rc1)\n      actioncable (= 7.0.4.rc1)\n    railties (7.0.4.rc1)\n",
        ])
        XCTAssertEqual(locked.status, 0, locked.stderr)
        XCTAssertEqual(locked.stdout, "7.0.4.rc1\n7\n\"rc1\"\ntrue\n")
        let unlocked = try apply(script, project: ["Gemfile": gemfile])
        XCTAssertEqual(unlocked.stdout, "6.1.7.10\n6\n\"10\"\nfalse\n")
        let none = try apply("puts Rails.version\n", project: ["Gemfile": "source 'https://rubygems.org'\n"])
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.stderr.contains("t.rb:1:6: Rails.version: the project's Gemfile.lock and Gemfile name no rails version"), none.stderr)
    }

    func testBundlerEnvironmentMethodsRunTheirBlock() throws {
        let result = try apply(
            "%i[with_unbundled_env with_clean_env with_original_env].each { |m| puts Bundler.send(m) { \"ran #{m}\" } }\n",
            project: ["Gemfile": "source 'https://rubygems.org'\n"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "ran with_unbundled_env\nran with_clean_env\nran with_original_env\n")
    }

    /// The lines are those Ruby 3.1's fileutils prints for the same calls (`ruby -rfileutils`).
    func testFileUtilsVerboseAndNoop() throws {
        let result = try apply("""
            FileUtils.mkdir_p "q", verbose: true
            FileUtils.touch "t", verbose: true
            FileUtils.cp "t", "t2", verbose: true
            FileUtils.mv "t2", "t3", verbose: true, force: true
            FileUtils.ln_s "t3", "l3", verbose: true
            FileUtils.rm "t3", verbose: true
            FileUtils.chmod 0755, "t", verbose: true
            FileUtils.cp_r "q", "q2", verbose: true
            FileUtils.rm_f "t", verbose: true
            FileUtils.rm_rf "q2", verbose: true, noop: true
            puts File.directory?("q2")

            """, project: ["Gemfile": "source 'https://rubygems.org'\n"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            mkdir -p q
            touch t
            cp t t2
            mv -f t2 t3
            ln -s t3 l3
            rm t3
            chmod 755 t
            cp -r q q2
            rm -f t
            rm -rf q2
            true

            """)
    }

    /// A file already at the link's path: a conflict without a terminal, replaced with `force: true`
    /// (or `--force`), kept with `skip: true`.
    func testCreateLinkOverAFileIsAConflictUnlessForcedOrSkipped() throws {
        let files = ["Gemfile": "source 'https://rubygems.org'\n", "a.txt": "a\n", "l": "in the way\n"]
        let conflict = try apply("create_link \"l\", \"a.txt\"\n", project: files)
        XCTAssertEqual(conflict.status, 1, conflict.stderr)
        XCTAssertTrue(conflict.stdout.contains("    conflict  l\n"), conflict.stdout)
        let forced = try apply("create_link \"l\", \"a.txt\", force: true\nputs File.read(\"l\")\n", project: files)
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertEqual(forced.stdout, "       force  l\na\n")
        let skipped = try apply("create_link \"l\", \"a.txt\", skip: true\nputs File.read(\"l\")\n", project: files)
        XCTAssertEqual(skipped.stdout, "        skip  l\nin the way\n")
    }

    /// `FileUtils.cp` and `cp_r` read template files too (by absolute path, as `__dir__` gives them).
    func testFileUtilsCopiesFromTheTemplateFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("app/Gemfile", "source 'https://rubygems.org'\n")
        try folder.write("tpl/files/one.txt", "one\n")
        try folder.write("tpl/files/sub/two.txt", "two\n")
        try folder.write("tpl/t.rb", "FileUtils.cp File.join(__dir__, \"files/one.txt\"), \"one.txt\"\nFileUtils.cp_r File.join(__dir__, \"files\"), \"copied\"\n")
        let result = try BootstrapProcess.run(["apply", "-m", "../tpl/t.rb"], in: folder.url.appendingPathComponent("app"))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(folder.file("app/one.txt"), "one\n")
        XCTAssertEqual(folder.file("app/copied/sub/two.txt"), "two\n")
        XCTAssertEqual(folder.file("tpl/files/one.txt"), "one\n")
    }
}
