@testable import BootstrapKit
import RunnerLanguage
import XCTest

/// Gemfile editing rules that go beyond a single Rails run: quotes, new Gemfiles, comments,
/// idempotent blocks, status messages and scale.
final class GemfileDocumentTests: XCTestCase {
    func testDoubleQuotedGemfileGetsDoubleQuotes() {
        // Rails 7+ writes double quotes; a Gemfile in that style keeps them (as Rails 7 does).
        let document = GemfileDocument(text: "source \"https://rubygems.org\"\n\ngem \"rails\", \"~> 7.0\"\n")
        XCTAssertEqual(document.quoting, .double)
        document.add(
            GemDeclaration(name: "rspec-rails", versions: ["~> 6.0"], options: [(key: "group", value: .array([.symbol("test")]))]))
        XCTAssertEqual(
            document.text,
            "source \"https://rubygems.org\"\n\ngem \"rails\", \"~> 7.0\"\ngem \"rspec-rails\", \"~> 6.0\", group: [:test]\n")
        XCTAssertEqual(document.add(GemDeclaration(name: "rails", versions: ["~> 7.0"])), .identical)
    }

    func testMissingGemfileStartsWithTheRubygemsSource() {
        let document = GemfileDocument(text: nil)
        XCTAssertTrue(document.isNew)
        document.add(GemDeclaration(name: "faker"))
        XCTAssertEqual(document.text, "source 'https://rubygems.org'\ngem 'faker'\n")
    }

    // Rails 7's `gem` with `comment:`: each comment line prefixed by the indentation and "# ",
    // then the gem line (railties 7.0 actions.rb, `comment.each_line`).
    func testCommentLinesGoAboveTheGem() {
        let document = GemfileDocument(text: "source 'https://rubygems.org'\n")
        document.add(GemDeclaration(name: "rspec", comment: "Put this comment above the gem declaration"))
        document.gemGroup(["test"]) {
            document.add(GemDeclaration(name: "capybara", comment: "Two\nlines"))
        }
        XCTAssertEqual(
            document.text,
            """
            source 'https://rubygems.org'
            # Put this comment above the gem declaration
            gem 'rspec'

            group :test do
              # Two
              # lines
              gem 'capybara'
            end

            """)
    }

    func testCommentOptionIsTakenFromArguments() throws {
        let gem = try GemDeclaration.fromArguments(
            name: "rspec", versions: [], options: [(key: "comment", value: .string("c")), (key: "group", value: .symbol("test"))])
        XCTAssertEqual(gem.comment, "c")
        XCTAssertEqual(GemfileLine.gemLine(gem), "gem 'rspec', group: :test")
    }

    func testVersionOptionBecomesVersionsOnlyWithoutPositionalOnes() throws {
        let fromOption = try GemDeclaration.fromArguments(
            name: "rails", versions: [], options: [(key: "version", value: .array([.string(">= 6"), .string("< 7")]))])
        XCTAssertEqual(GemfileLine.gemLine(fromOption), "gem 'rails', '>= 6', '< 7'")
        // Rails only deletes :version when no positional versions were given; otherwise it stays an option.
        let both = try GemDeclaration.fromArguments(
            name: "rails", versions: ["6.1"], options: [(key: "version", value: .string("7"))])
        XCTAssertEqual(GemfileLine.gemLine(both), "gem 'rails', '6.1', version: '7'")
        XCTAssertThrowsError(
            try GemDeclaration.fromArguments(name: "x", versions: [], options: [(key: "version", value: .integer(1))]))
    }

    // The status lines Rails logged while recording the fixtures: `gemfile  factory_girl_rails (~> 4.8)`.
    func testStatusMessagesAsRailsLogsThem() {
        XCTAssertEqual(GemDeclaration(name: "acts_as_api").statusMessage, "acts_as_api")
        XCTAssertEqual(GemDeclaration(name: "factory_girl_rails", versions: ["~> 4.8"]).statusMessage, "factory_girl_rails (~> 4.8)")
        XCTAssertEqual(GemDeclaration(name: "capybara", versions: [">= 3.26", "< 4"]).statusMessage, "capybara (>= 3.26, < 4)")
        let puma = GemDeclaration(
            name: "puma", options: [(key: "git", value: .string("https://github.com/puma/puma.git"))])
        XCTAssertEqual(puma.statusMessage, "https://github.com/puma/puma.git")
        let document = GemfileDocument(text: nil)
        XCTAssertEqual(document.groupStatusMessage(["development", "test"]), "group :development, :test")
    }

    func testGroupWhoseGemsAreAllPresentIsNotWrittenAgain() {
        let document = GemfileDocument(text: "source 'https://rubygems.org'\n")
        let addGroup = {
            document.gemGroup(["development", "test"]) {
                document.add(GemDeclaration(name: "rspec-rails"))
            }
        }
        XCTAssertEqual(addGroup(), .added)
        let once = document.text
        XCTAssertEqual(addGroup(), .identical)
        XCTAssertEqual(document.text, once)
        XCTAssertEqual(document.nestingLevel, 0)
    }

    func testGroupThatOnlyChangesAVersionKeepsTheChange() {
        let document = GemfileDocument(text: "source 'https://rubygems.org'\ngem 'rspec-rails', '~> 5.0'\n")
        let change = document.gemGroup(["test"]) {
            XCTAssertEqual(document.add(GemDeclaration(name: "rspec-rails", versions: ["~> 6.0"])), .replaced)
        }
        XCTAssertEqual(change, .replaced)
        XCTAssertEqual(document.text, "source 'https://rubygems.org'\ngem 'rspec-rails', '~> 6.0'\n")
        XCTAssertEqual(document.add(GemDeclaration(name: "faker")), .added)
        XCTAssertEqual(document.declarationLine(of: "faker"), "gem 'faker'")
    }

    func testEmptyGroupOnAGemfileWithoutFinalNewline() {
        let document = GemfileDocument(text: "source 'https://rubygems.org'\ngem 'rails'")
        document.gemGroup(["test"]) { document.add(GemDeclaration(name: "rails")) }
        XCTAssertEqual(document.text, "source 'https://rubygems.org'\ngem 'rails'")
    }

    func testTrailingCommentsAreIgnoredWhenComparingAndKeptWhenReplacing() {
        let document = GemfileDocument(text: "gem 'puma', '~> 5.0' # app server\ngem 'x', '#1' # '#'\n")
        XCTAssertEqual(document.add(GemDeclaration(name: "puma", versions: ["~> 5.0"])), .identical)
        XCTAssertEqual(document.add(GemDeclaration(name: "x", versions: ["#1"])), .identical)
        XCTAssertEqual(document.add(GemDeclaration(name: "puma", versions: ["~> 6.0"])), .replaced)
        XCTAssertEqual(document.text, "gem 'puma', '~> 6.0' # app server\ngem 'x', '#1' # '#'\n")
    }

    func testGemLinesAreRecognisedInTheirUsualSpellings() {
        XCTAssertEqual(GemfileLine.declaredGemName(in: "gem 'rails'"), "rails")
        XCTAssertEqual(GemfileLine.declaredGemName(in: "    gem \"rails\", '6.1'"), "rails")
        XCTAssertEqual(GemfileLine.declaredGemName(in: "gem('rails')"), "rails")
        XCTAssertEqual(GemfileLine.declaredGemName(in: "\tgem  'rails'"), "rails")
        XCTAssertNil(GemfileLine.declaredGemName(in: "# gem 'rails'"))
        XCTAssertNil(GemfileLine.declaredGemName(in: "gems 'rails'"))
        XCTAssertNil(GemfileLine.declaredGemName(in: "gem_group :test do"))
        XCTAssertNil(GemfileLine.declaredGemName(in: "gem 'unterminated"))
    }

    func testTenThousandGemsAddOnceEach() {
        let document = GemfileDocument(text: nil)
        for i in 0..<10_000 { XCTAssertEqual(document.add(GemDeclaration(name: "gem\(i)")), .added) }
        for i in 0..<10_000 where document.add(GemDeclaration(name: "gem\(i)")) != .identical {
            return XCTFail("gem\(i) was not recognised as present")
        }
        XCTAssertEqual(document.text.split(separator: "\n").count, 10_001)
    }

    // Names whose line is indexed without being read back (printable ASCII without a quote, single
    // quotes, no comment) and names whose line is read back must both be found when added again.
    func testGemsOfEveryKindOfNameAreFoundWhenAddedAgain() {
        let document = GemfileDocument(text: "source 'https://rubygems.org'\n")
        let names = ["plain", "with space", "o'quote", "dash-and.dot", "ünï"]
        for name in names { XCTAssertEqual(document.add(GemDeclaration(name: name, versions: ["1.0"])), .added, name) }
        for name in names { XCTAssertEqual(document.add(GemDeclaration(name: name, versions: ["1.0"])), .identical, name) }
        XCTAssertEqual(document.add(GemDeclaration(name: "plain", versions: ["2.0"])), .replaced)
        XCTAssertEqual(document.add(GemDeclaration(name: "o'quote", versions: ["2.0"])), .replaced)
        let commented = GemDeclaration(name: "commented", comment: "why")
        XCTAssertEqual(document.add(commented), .added)
        XCTAssertEqual(document.add(commented), .identical)
        XCTAssertEqual(
            document.text,
            "source 'https://rubygems.org'\ngem 'plain', '2.0'\ngem 'with space', '1.0'\ngem \"o'quote\", '2.0'\n"
                + "gem 'dash-and.dot', '1.0'\ngem 'ünï', '1.0'\n# why\ngem 'commented'\n")
        XCTAssertEqual(GemDeclaration(name: "g", options: [(key: "group", value: .array([.symbol("test"), .symbol("a-b")]))]).statusMessage, "g")
        XCTAssertEqual(
            GemfileLine.gemLine(GemDeclaration(name: "g", options: [(key: "group", value: .array([.symbol("_t1"), .symbol("a-b"), .symbol("ok?")]))])),
            "gem 'g', group: [:_t1, :\"a-b\", :ok?]")
    }

    func testTextIsTheLinesJoined() {
        for text in ["", "\n", "\n\n", "source 'x'\n\ngem 'é'\r\ngem 'b'", "no final newline"] {
            let document = GemfileDocument(text: text)
            XCTAssertEqual(document.text, document.lines.joined(separator: "\n"), text.debugDescription)
            XCTAssertEqual(Array(document.text.utf8), Array(text.utf8), text.debugDescription)
        }
    }

    func testLinesAreCutAtEveryNewlineAsRubyCutsThem() {
        // "\r\n" ends a line at its "\n" (the "\r" stays with the line); a lone "\r" ends none.
        let cases: [(String, [String])] = [
            ("", [""]), ("\n", ["", ""]), ("a\n\nb", ["a", "", "b"]), ("a\r\nb\n", ["a\r", "b", ""]), ("\r\n\n", ["\r", "", ""]),
            ("é\u{301}\nx\u{308}\n\n", ["é\u{301}", "x\u{308}", "", ""]), ("gem 'a'\r\ngem 'b'", ["gem 'a'\r", "gem 'b'"]),
            ("a\rb", ["a\rb"]),
        ]
        for (text, lines) in cases {
            XCTAssertEqual(GemfileDocument(text: text).lines, lines, text.debugDescription)
        }
    }

    func testScriptValuesConvertToOptionValues() {
        XCTAssertEqual(GemOptionValue(.symbol("test")), .symbol("test"))
        XCTAssertEqual(GemOptionValue(.arr([.symbol("mri"), .str("x")])), .array([.symbol("mri"), .string("x")]))
        XCTAssertEqual(GemOptionValue(.false), .bool(false))
        XCTAssertNil(GemOptionValue(.hash(HashBox())))
        XCTAssertNil(GemOptionValue(.arr([.arr([])])))
    }

    func testRubyInspectOfSymbolsAndStrings() {
        XCTAssertEqual(GemOptionValue.symbol("x64_mingw").inspect, ":x64_mingw")
        XCTAssertEqual(GemOptionValue.symbol("foo-bar").inspect, ":\"foo-bar\"")
        XCTAssertEqual(GemOptionValue.symbol("ok?").inspect, ":ok?")
        // `ruby -e 'p "a\x01b\x7f#{}\#{x}\#$ \#@"'` prints "a\u0001b\u007F\#{x}\#$ \#@".
        XCTAssertEqual(GemOptionValue.string("a\u{01}b\u{7F}#{x}#$ #@").inspect, "\"a\\u0001b\\u007F\\#{x}\\#$ \\#@\"")
    }
}
