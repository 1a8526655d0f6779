import XCTest

/// `bootstrap apply` end to end: idempotence, a real Rails skeleton, rollback, `--only`.
final class ApplyCommandTests: XCTestCase {
    func testApplyingTheSameConfigTwiceChangesNoByte() throws {
        let folder = try TemporaryFolder()
        let template = BootstrapProcess.fixtures.appendingPathComponent("every-gem-form").path
        XCTAssertEqual(try BootstrapProcess.run(["new", "demo", "-m", template], in: folder.url).status, 0)
        let before = folder.snapshot("demo")
        let again = try BootstrapProcess.run(["apply", "-m", template, "--path", "demo"], in: folder.url)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(folder.snapshot("demo"), before)
        XCTAssertTrue(again.stdout.contains("   identical  factory_girl_rails (~> 4.8)\n"), again.stdout)
        XCTAssertFalse(again.stdout.contains("gemfile  "), again.stdout)
    }

    func testApplyToARailsSkeletonAddsRailsLinesAndNeverDuplicatesAGem() throws {
        let folder = try TemporaryFolder()
        let fixture = BootstrapProcess.fixtures.appendingPathComponent("rails-apply")
        // The Gemfile of a real `rails new` (the skeleton the Rails example test applies to).
        let skeletonGemfile = BootstrapProcess.railsSkeleton.appendingPathComponent("Gemfile")
        try folder.write("app/Gemfile", try String(contentsOf: skeletonGemfile))
        let result = try BootstrapProcess.run(["apply", "-m", fixture.path], in: folder.url.appendingPathComponent("app"))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(folder.file("app/Gemfile"), try String(contentsOf: fixture.appendingPathComponent("Gemfile.expected")))
        XCTAssertTrue(result.stdout.contains("   identical  puma (~> 5.0)\n"), result.stdout)
    }

    func testAChangedVersionReplacesTheLineInPlace() throws {
        let folder = try TemporaryFolder()
        try folder.write("app/Gemfile", "source 'https://rubygems.org'\ngem 'redis', '~> 3.0'\ngem 'pg'\n")
        try folder.write("tpl/config.yml", "cache:\n  gems:\n    redis: ~> 4.0\n")
        let result = try BootstrapProcess.run(["apply", "-m", "../tpl"], in: folder.url.appendingPathComponent("app"))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(folder.file("app/Gemfile"), "source 'https://rubygems.org'\ngem 'redis', '~> 4.0'\ngem 'pg'\n")
    }

    func testOnlyRunsTheNamedBlocks() throws {
        let folder = try TemporaryFolder()
        try folder.write("app/Gemfile", "source 'https://rubygems.org'\n")
        let template = BootstrapProcess.fixtures.appendingPathComponent("every-gem-form").path
        let result = try BootstrapProcess.run(["apply", "-m", template, "--only", "listed"], in: folder.url.appendingPathComponent("app"))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(folder.file("app/Gemfile"), "source 'https://rubygems.org'\ngem 'faker'\ngem 'pry'\n")
        let unknown = try BootstrapProcess.run(["apply", "-m", template, "--only", "listd"], in: folder.url.appendingPathComponent("app"))
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("did you mean 'listed'?"), unknown.stderr)
    }

    func testAFailedApplyRestoresEveryFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("app/Gemfile", "source 'https://rubygems.org'\n")
        try folder.write("app/written-before-the-failure.txt", "original\n")
        let before = folder.snapshot("app")
        let template = BootstrapProcess.fixtures.appendingPathComponent("bad/runtime-failure").path
        let result = try BootstrapProcess.run(["apply", "-m", template, "--force"], in: folder.url.appendingPathComponent("app"))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("restored"), result.stderr)
        XCTAssertEqual(folder.snapshot("app"), before)
    }
}
