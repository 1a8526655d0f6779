import XCTest
@testable import RunnerLanguage

/// Heredocs; the expected strings were checked against Ruby 3.1 (`p <<~EOS …`).
final class ParserHeredocTests: ParserTestCase {
    func testSquigglyRemovesCommonIndentation() {
        assertParses("x = <<~EOS\n  hello\n    world\nEOS", #"(= x (str "hello\n  world\n"))"#)
    }

    func testSquigglyIgnoresBlankLinesWhenMeasuring() {
        assertParses("x = <<~EOS\n    a\n\n  b\nEOS", #"(= x (str "  a\n\nb\n"))"#)
        // A whitespace-only line does not count but is dedented like the others.
        assertParses("x = <<~EOS\n  a\n        \n  b\nEOS", #"(= x (str "a\n      \nb\n"))"#)
    }

    func testSquigglyCountsTabsToTheNextMultipleOfEight() {
        assertParses("x = <<~EOS\n  \ta\n        b\nEOS", #"(= x (str "a\nb\n"))"#)
        // A tab that would cross the common width is kept.
        assertParses("x = <<~EOS\n\t\ttab\n\t  mixed\n  two\nEOS", #"(= x (str "\t\ttab\n\t  mixed\ntwo\n"))"#)
    }

    func testSquigglyInterpolationContentDoesNotCountAsIndentation() {
        assertParses("x = <<~EOS\n  #{1}  a\n    b\nEOS", #"(= x (str 1 "  a\n  b\n"))"#)
    }

    func testSquigglyInterpolationOverSeveralLinesIsCodeNotIndentation() {
        assertParses(
            "x = <<~EOS\n  list:\n    #{g.map { |v|\n  v\n    }.join(\", \")} end\n  done\nEOS",
            #"(= x (str "list:\n  " (call() (call (call nil g) map (block (params v) (lvar v))) join (str ", ")) " end\ndone\n"))"#)
        assertParses(
            "y = <<~EOS\n    #{g.map do |v|\n  v\nend.join}\n  tail\nEOS",
            #"(= y (str "  " (call (call (call nil g) map (block (params v) (lvar v))) join) "\ntail\n"))"#)
    }

    func testSquigglyInterpolation() {
        assertParses(
            "create_file \"Gemfile\", <<~RUBY\n  source \"https://rubygems.org\"\n  gem \"rails\", \"#{version}\"\nRUBY\nputs 1",
            #"(seq (call nil create_file (str "Gemfile") (str "source \"https://rubygems.org\"\ngem \"rails\", \"" (call nil version) "\"\n")) (call nil puts 1))"#)
    }

    func testDashKeepsIndentationButAllowsIndentedTerminator() {
        assertParses("y = <<-RUBY.strip_heredoc\n    keep\n    RUBY\nz", #"(seq (= y (call (str "    keep\n") strip_heredoc)) (call nil z))"#)
    }

    func testPlainHeredocInterpolatesAndNeedsTerminatorAtLineStart() {
        assertParses("z = <<EOS\nraw #{1}\n  EOS\nEOS", #"(= z (str "raw " 1 "\n  EOS\n"))"#)
    }

    func testQuotedIdentifiers() {
        assertParses("q = <<~'EOS'\n  no #{interp} \\n\nEOS", #"(= q (str "no #{interp} \\n\n"))"#)
        assertParses("q = <<~\"EOS\"\n  yes #{1}\nEOS", #"(= q (str "yes " 1 "\n"))"#)
    }

    func testSeveralHeredocsOnOneLine() {
        assertParses("foo(<<~A, <<~B)\n  a\nA\n  b\nB\nbar", #"(seq (call() nil foo (str "a\n") (str "b\n")) (call nil bar))"#)
    }

    func testCallOnTheOpenerAndBlockOnTheSameLine() {
        assertParses(
            "foo(<<~A.strip, <<~B) do |x|\n  one\nA\n  two\nB\n  x\nend",
            #"(call() nil foo (call (str "one\n") strip) (str "two\n") (block (params x) (lvar x)))"#)
    }

    func testHeredocArgumentOfCommandWithBlockOnLaterLines() {
        assertParses(
            "file 'a.rb', <<~EOS do |f|\n  body\nEOS\n  f.chmod\nend",
            #"(call nil file (str "a.rb") (str "body\n") (block (params f) (call (lvar f) chmod)))"#)
    }

    func testHeredocInsideDoBlockOfCommand() {
        assertParses(
            "inject_into_file 'config/application.rb', after: \"class Application\\n\" do <<-RUBY\n    config.x = 1\n  RUBY\nend",
            #"(call nil inject_into_file (str "config/application.rb") (kw (sym after) (str "class Application\n")) (block (params) (str "    config.x = 1\n")))"#)
    }

    func testHeredocArgumentFollowedByKeywords() {
        assertParses(
            "environment <<~RUBY, env: 'development'\n  config.x = 1\nRUBY",
            #"(call nil environment (str "config.x = 1\n") (kw (sym env) (str "development")))"#)
    }

    func testAppendOperatorIsNotAHeredoc() {
        assertParses("x << y", "(<< (call nil x) (call nil y))")
        assertParses("a = []; a <<b", "(seq (= a (array)) (<< (lvar a) (call nil b)))")
        assertParses("a = []; a << <<~X\n  s\nX", #"(seq (= a (array)) (<< (lvar a) (str "s\n")))"#)
    }

    func testLongHeredocIsOneTextPart() throws {
        let lines = (0..<5_000).map { "  line \($0)\n" }.joined()
        let program = try parse("x = <<~EOS\n" + lines + "EOS\ny")
        guard case .sequence(let statements)? = program.body?.kind,
              case .assign(_, let value) = statements[0].kind, case .string(let parts) = value.kind,
              parts.count == 1, case .text(let text) = parts[0]
        else { return XCTFail("expected one text part") }
        XCTAssertEqual(text, (0..<5_000).map { "line \($0)\n" }.joined())
        XCTAssertEqual(statements[1].location.line, 5_003)
    }

    func testHeredocLinesKeepTheirSourceLines() throws {
        let program = try parse("a = <<~EOS\n  x\nEOS\nb = 1")
        guard case .sequence(let statements)? = program.body?.kind else { return XCTFail("expected a sequence") }
        XCTAssertEqual(statements[1].location.line, 4)
    }
}
