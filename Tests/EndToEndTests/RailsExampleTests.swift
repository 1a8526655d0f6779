import XCTest

/// examples/rails applied to a real Rails 6.1 skeleton (`rails new shop --skip-bundle
/// --skip-webpack-install --skip-javascript --skip-git`, plus what `rails generate rspec:install`
/// writes) gives, file for file, what real Rails 6.1 gives for the same runners and gems
/// (Fixtures/rails-example/expected, recorded by Fixtures/rails-example/record.sh).
final class RailsExampleTests: XCTestCase {
    private let example = BootstrapProcess.repositoryRoot.appendingPathComponent("examples/rails").path

    func testTheExampleWritesWhatRails61WritesForTheSameTemplate() throws {
        let folder = try TemporaryFolder()
        try folder.copyRailsSkeleton(to: "shop")
        let result = try BootstrapProcess.run(["apply", "-m", example, "--no-run"], in: folder.url.appendingPathComponent("shop"))
        XCTAssertEqual(result.status, 0, result.stderr + result.stdout)

        let expected = try TemporaryFolder()
        try expected.copyFixture("rails-example/expected", to: "shop")
        let produced = Self.texts(folder.snapshot("shop"))
        let recorded = Self.texts(expected.snapshot("shop"))
        // No .bootstrap.yml: the one answer was the question's default, taken with no terminal.
        XCTAssertEqual(produced.keys.sorted(), recorded.keys.sorted())
        for (path, text) in recorded {
            XCTAssertEqual(produced[path], text, path)
        }
    }

    func testEveryGemFormAndBlockShowsInTheRun() throws {
        let folder = try TemporaryFolder()
        try folder.copyRailsSkeleton(to: "shop")
        let result = try BootstrapProcess.run(["apply", "-m", example, "--no-run"], in: folder.url.appendingPathComponent("shop"))
        XCTAssertEqual(result.status, 0, result.stderr + result.stdout)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // Ten gems added, one already there (identical, not duplicated), a disabled one absent.
        XCTAssertEqual(lines.filter { $0.hasPrefix("     gemfile  ") }.count, 10, result.stdout)
        XCTAssertTrue(lines.contains("   identical  puma (~> 5.0)"), result.stdout)
        XCTAssertTrue(lines.contains("     gemfile  shoulda-matchers (>= 4.0, < 6)"), result.stdout)
        XCTAssertFalse(result.stdout.contains("spring-commands-rspec"), result.stdout)
        XCTAssertEqual(folder.file("shop/Gemfile")?.components(separatedBy: "gem 'puma'").count, 2)
        // Commands are skipped under --no-run, the after_bundle ones last.
        XCTAssertTrue(lines.contains(#"        skip  git init from ".""#), result.stdout)
        XCTAssertEqual(lines.last, #"        skip  git commit -m "Initial commit from shop's template" from ".""#)
        // A callback's effects follow its gem's line.
        let gemLine = try XCTUnwrap(lines.firstIndex(of: "     gemfile  factory_girl_rails (~> 4.8)"))
        let templateLine = try XCTUnwrap(lines.firstIndex(of: "      create  spec/support/factory_girl.rb"))
        XCTAssertEqual(templateLine, gemLine + 1)
        // The disabled heroku block's runner did not run: its Procfile has a release line.
        XCTAssertEqual(folder.file("shop/Procfile"), "web: bundle exec puma -C config/puma.rb\n")
    }

    func testAnAnswerReachesTheRenderedTemplate() throws {
        let folder = try TemporaryFolder()
        try folder.copyRailsSkeleton(to: "shop")
        let result = try BootstrapProcess.run(
            ["apply", "-m", example, "--no-run", "--set", "deploy_server=app1.shop.test"], in: folder.url.appendingPathComponent("shop"))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            folder.file("shop/config/deploy/production.rb"), "server \"app1.shop.test\", user: \"deploy\", roles: %w[app db web]\n")
    }

    func testApplyingTheExampleTwiceChangesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.copyRailsSkeleton(to: "shop")
        let project = folder.url.appendingPathComponent("shop")
        XCTAssertEqual(try BootstrapProcess.run(["apply", "-m", example, "--no-run"], in: project).status, 0)
        let once = folder.snapshot("shop")
        let again = try BootstrapProcess.run(["apply", "-m", example, "--no-run"], in: project)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(Self.texts(folder.snapshot("shop")), Self.texts(once))
        XCTAssertFalse(again.stdout.contains("     gemfile  "), again.stdout)
    }

    func testNoRunFinishesOnAnAppWithoutWhatTheSkippedGeneratorWouldMake() throws {
        let folder = try TemporaryFolder()
        try folder.copyRailsSkeleton(to: "shop")
        for file in ["spec/rails_helper.rb", "spec/spec_helper.rb", ".rspec"] {
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent("shop/" + file))
        }
        let result = try BootstrapProcess.run(["apply", "-m", example, "--no-run"], in: folder.url.appendingPathComponent("shop"))
        XCTAssertEqual(result.status, 0, result.stderr + result.stdout)
        XCTAssertTrue(result.stderr.contains(
            "warning: inject_into_file skipped: spec/rails_helper.rb does not exist, and 'bin/rails generate rspec:install ', which may have made it, was skipped"),
            result.stderr)
        XCTAssertTrue(result.stderr.contains("warning: prepend_to_file skipped: spec/spec_helper.rb does not exist"), result.stderr)
        XCTAssertFalse(folder.exists("shop/spec/rails_helper.rb"))
        // What does not depend on the skipped command is there.
        XCTAssertNotNil(folder.file("shop/spec/support/factory_girl.rb"))
        XCTAssertNotNil(folder.file("shop/Procfile"))
    }

    /// Files as text, so a failure shows the differing lines instead of byte counts.
    private static func texts(_ snapshot: [String: Data]) -> [String: String] {
        snapshot.mapValues { String(decoding: $0, as: UTF8.self) }
    }
}
