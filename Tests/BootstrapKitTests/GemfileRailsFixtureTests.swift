@testable import BootstrapKit
import XCTest

/// Our Gemfile text against what real Rails 6.1 writes for the same actions
/// (recorded by Fixtures/gemfile/record.sh from Fixtures/gemfile/templates/*.rb).
final class GemfileRailsFixtureTests: XCTestCase {
    private let rubygems = "source 'https://rubygems.org'\n"

    private func gem(_ name: String, _ versions: [String] = [], _ options: [(key: String, value: GemOptionValue)] = [])
        -> GemDeclaration
    {
        GemDeclaration(name: name, versions: versions, options: options)
    }

    func testEveryConfigGemFormMatchesRails() throws {
        let loaded = try ConfigLoader.load(path: FixturePaths.path("config/gems.yml"))
        let document = GemfileDocument(text: rubygems)
        for block in loaded.config.blocks where block.enabled {
            for dependency in block.gems where dependency.enabled {
                XCTAssertEqual(document.add(dependency.declaration), .added, dependency.name)
            }
        }
        XCTAssertEqual(document.text, try FixturePaths.text("gemfile/config-gems.Gemfile"))
    }

    func testGroupsGithubAndSourcesMatchRails() throws {
        let document = GemfileDocument(text: rubygems)
        document.add(gem("acts_as_api"))
        document.gemGroup(["development", "test"]) {
            document.add(gem("rspec-rails"))
            document.add(gem("pry", [], [(key: "require", value: .bool(false))]))
        }
        document.github("rails/rails", options: [(key: "branch", value: .string("main"))]) {
            document.add(gem("activesupport"))
            document.gemGroup(["test"]) {
                document.add(gem("minitest"))
            }
        }
        XCTAssertEqual(document.addSource("https://gems.example.com"), .added)
        XCTAssertEqual(document.addSource("https://gems.example.com"), .identical)
        document.addSource("https://other.example.com") {
            document.add(gem("private_gem"))
        }
        document.gemGroup(["production"], options: [(key: "optional", value: .bool(true))]) {
            document.add(gem("pg", ["~> 1.2"]))
        }
        document.gemGroup(["development"]) {
            document.github("user/tools") {
                document.add(gem("tool", [], [(key: "require", value: .bool(false))]))
            }
        }
        XCTAssertEqual(document.text, try FixturePaths.text("gemfile/blocks.Gemfile"))
    }

    func testQuotingMatchesRails() throws {
        let document = GemfileDocument(text: rubygems)
        document.add(try GemDeclaration.fromArguments(name: "it's", versions: ["~> 1.0"], options: []))
        document.add(
            try GemDeclaration.fromArguments(
                name: "escapes", versions: [],
                options: [
                    (key: "require", value: .string("a'b")),
                    (key: "foo", value: .array([.string("x"), .string("y")])),
                    (key: "platforms", value: .array([.symbol("mri"), .symbol("foo-bar")])),
                    (key: "n", value: .integer(1)),
                    (key: "flag", value: .bool(true)),
                    (key: "none", value: .nil),
                ]))
        document.add(try GemDeclaration.fromArguments(name: "hash_sign", versions: ["#{not} interpolated'"], options: []))
        XCTAssertEqual(document.text, try FixturePaths.text("gemfile/quoting.Gemfile"))
    }

    func testAppendingFollowsRailsNewlineRules() throws {
        for name in ["no-trailing-newline", "blank-lines", "empty"] {
            let start = try FixturePaths.text("gemfile/templates/\(name).start")
            let document = GemfileDocument(text: start)
            document.add(gem("faker"))
            XCTAssertEqual(document.text, try FixturePaths.text("gemfile/\(name).Gemfile"), name)
        }
    }

    /// A Gemfile with CRLF line ends: its declarations are found (byebug is not added again), and
    /// what is added is what Rails adds to it, LF-terminated lines among the CRLF ones.
    func testACRLFGemfileGetsWhatRailsAdds() throws {
        let document = GemfileDocument(text: try FixturePaths.text("gemfile/templates/crlf.start"))
        document.gemGroup(["development", "test"]) { XCTAssertEqual(document.add(gem("byebug")), .identical) }
        XCTAssertEqual(document.add(gem("rails", ["~> 6.1"])), .identical)
        XCTAssertEqual(document.add(gem("faker")), .added)
        document.gemGroup(["test"]) { XCTAssertEqual(document.add(gem("capybara")), .added) }
        XCTAssertEqual(Array(document.text.utf8), Array(try FixturePaths.text("gemfile/crlf.Gemfile").utf8))
    }

    func testGemsOfARailsSkeletonAreNotDuplicated() throws {
        let skeleton = try FixturePaths.text("gemfile/rails-new.Gemfile")
        let document = GemfileDocument(text: skeleton)
        XCTAssertEqual(document.add(gem("puma", ["~> 5.0"])), .identical)
        XCTAssertEqual(document.add(gem("sqlite3", ["~> 1.4"])), .identical)
        XCTAssertEqual(document.add(gem("bootsnap", [">= 1.4.4"], [(key: "require", value: .bool(false))])), .identical)
        // Inside `group :development, :test do`, indented: still the same declaration.
        let byebug = gem("byebug", [], [(key: "platforms", value: .array([.symbol("mri"), .symbol("mingw"), .symbol("x64_mingw")]))])
        XCTAssertEqual(document.add(byebug), .identical)
        XCTAssertEqual(document.text, skeleton)
    }

    func testCommentedOutGemDoesNotCount() throws {
        let skeleton = try FixturePaths.text("gemfile/rails-new.Gemfile")
        let document = GemfileDocument(text: skeleton)
        // The skeleton has `# gem 'redis', '~> 4.0'`: a comment, not a declaration.
        XCTAssertEqual(document.add(gem("redis", ["~> 4.0"])), .added)
        XCTAssertEqual(document.text, skeleton + "gem 'redis', '~> 4.0'\n")
    }

    /// The Rails 6.1 skeleton (recorded by `rails new`) declares `gem 'capybara', '>= 3.26'` in its
    /// test group: a template's `gem_group :test do gem 'capybara' end` asks for nothing that line
    /// lacks, so the line keeps its version and the Gemfile stays byte-for-byte the skeleton.
    func testGemAlreadyDeclaredWithMoreKeepsTheExistingLine() throws {
        let skeleton = try FixturePaths.text("gemfile/rails-new.Gemfile")
        let document = GemfileDocument(text: skeleton)
        let change = document.gemGroup(["test"]) {
            XCTAssertEqual(document.add(gem("capybara")), .identical)
            XCTAssertEqual(document.add(gem("capybara", [">= 3.26"])), .identical)
        }
        XCTAssertEqual(change, .identical)
        XCTAssertEqual(document.text, skeleton)
        XCTAssertEqual(document.declarationLine(of: "capybara"), "  gem 'capybara', '>= 3.26'")
        // bootsnap is `'>= 1.4.4', require: false`: the option alone is already there too.
        XCTAssertEqual(document.add(gem("bootsnap", [], [(key: "require", value: .bool(false))])), .identical)
        // A version the line does not carry still replaces it in place.
        XCTAssertEqual(document.add(gem("capybara", ["~> 3.30"])), .replaced)
        XCTAssertEqual(document.declarationLine(of: "capybara"), "  gem 'capybara', '~> 3.30'")
        XCTAssertEqual(document.add(gem("bootsnap", [], [(key: "require", value: .bool(true))])), .replaced)
    }

    func testChangedVersionReplacesTheLineInPlace() throws {
        let skeleton = try FixturePaths.text("gemfile/rails-new.Gemfile")
        let document = GemfileDocument(text: skeleton)
        XCTAssertEqual(document.add(gem("puma", ["~> 6.0"])), .replaced)
        XCTAssertEqual(document.text, skeleton.replacingOccurrences(of: "gem 'puma', '~> 5.0'\n", with: "gem 'puma', '~> 6.0'\n"))
        // A gem inside a group keeps the group's indentation.
        XCTAssertEqual(document.add(gem("spring", ["~> 4.0"])), .replaced)
        XCTAssertTrue(document.text.contains("\n  gem 'spring', '~> 4.0'\nend\n"))
    }

    func testApplyingTheConfigTwiceChangesNothing() throws {
        let loaded = try ConfigLoader.load(path: FixturePaths.path("config/gems.yml"))
        let expected = try FixturePaths.text("gemfile/config-gems.Gemfile")
        let document = GemfileDocument(text: expected)
        for block in loaded.config.blocks where block.enabled {
            for dependency in block.gems where dependency.enabled {
                XCTAssertEqual(document.add(dependency.declaration), .identical, dependency.name)
            }
        }
        XCTAssertEqual(document.text, expected)
    }
}
