import Diagnostics
import XCTest
@testable import RunnerLanguage

/// Syntax errors: each is located (`LINE:COL`) and says what is wrong.
final class ParserErrorTests: ParserTestCase {
    func testUnexpectedTokens() {
        assertSyntaxError("end", "1:1: unexpected 'end'")
        assertSyntaxError("foo(1,,2)", "1:7: unexpected ','")
        assertSyntaxError("puts 1 2", "1:8: unexpected number")
        assertSyntaxError("x = 1 +", "1:8: unexpected end of file")
        assertSyntaxError("h = { a }", "1:9: unexpected '}', expecting '=>'")
    }

    func testUnclosedConstructsNameTheirOpener() {
        assertSyntaxError("x = 1\n\nif x\n  y", "3:1: unexpected end of file: 'if' opened at line 3 was never closed with 'end'")
        assertSyntaxError("def foo\n  bar", "1:1: unexpected end of file: 'def' opened at line 1 was never closed with 'end'")
        assertSyntaxError("foo do\n  x", "1:5: unexpected end of file: 'do' opened at line 1 was never closed with 'end'")
        assertSyntaxError("foo(1,\n 2", "1:4: unexpected end of file: '(' opened at line 1 was never closed with ')'")
        assertSyntaxError("x = [1, 2", "1:5: unexpected end of file: '[' opened at line 1 was never closed with ']'")
        assertSyntaxError("{ a: 1", "1:1: unexpected end of file: '{' opened at line 1 was never closed with '}'")
        assertSyntaxError("case x", "1:1: unexpected end of file: 'case' opened at line 1 was never closed with 'end'")
        assertSyntaxError("begin\n  x", "1:1: unexpected end of file: 'begin' opened at line 1 was never closed with 'end'")
        assertSyntaxError("while x", "1:1: unexpected end of file: 'while' opened at line 1 was never closed with 'end'")
        assertSyntaxError("class Foo\n  def x; end", "1:1: unexpected end of file: 'class' opened at line 1 was never closed with 'end'")
        assertSyntaxError("module A::\nend", "2:1: unexpected 'end', expecting 'a class or module name'")
    }

    func testInnermostUnclosedConstructIsReported() {
        assertSyntaxError("if a\n  foo do\n    if b\n    end\n", "2:7: unexpected end of file: 'do' opened at line 2 was never closed with 'end'")
    }

    func testUnterminatedLiterals() {
        assertSyntaxError("x = \"abc", "1:5: unterminated string meets end of file")
        assertSyntaxError("puts 1\ny = 'abc\n", "2:5: unterminated string meets end of file")
        assertSyntaxError("foo(1)\n\n\nfoo(<<~EOS)\n  body", "4:5: unterminated heredoc: no 'EOS' line closing the heredoc opened at line 4")
        assertSyntaxError("x = /abc", "1:5: unterminated regexp meets end of file")
        assertSyntaxError("x = %w[a b", "1:5: unterminated list meets end of file")
        assertSyntaxError("x = \"a #{b", "1:5: unterminated string meets end of file")
        assertSyntaxError("=begin\nnever closed", "1:1: unterminated '=begin' comment: no '=end' line")
    }

    func testUnsupportedConstructs() {
        assertSyntaxError("BEGIN { }", "1:1: 'BEGIN' blocks are not supported in templates")
        assertSyntaxError("x\nEND { }", "2:1: 'END' blocks are not supported in templates")
        assertSyntaxError("case x\nin 1 then 2\nend", "2:1: pattern matching ('case … in') is not supported in templates")
    }

    func testBadLiterals() {
        assertSyntaxError("\"\\u{zz}\"", "1:2: invalid Unicode escape")
        assertSyntaxError("x = 0x", "1:5: invalid number: no digits after '0x'")
        assertSyntaxError("x = 99999999999999999999", "1:5: integer literal too large")
        assertSyntaxError("@1", "1:1: '@' must be followed by a variable name")
    }

    func testErrorInsideInterpolationPointsIntoTheString() {
        assertSyntaxError("puts \"#{ ) }\"", "1:10: invalid interpolation: unexpected ')'")
        assertSyntaxError("x = \"#{1 +}\"", "1:11: invalid interpolation: unexpected '}'")
        assertSyntaxError("x = \"a #{if y}\"", "1:10: invalid interpolation: 'if' opened at line 1 was never closed with 'end'")
        assertSyntaxError("x = <<~EOS\n  #{1 2}\nEOS", "2:7: invalid interpolation: unexpected number")
    }

    func testColumnsCountCharactersNotBytes() {
        assertSyntaxError("x = \"é\" +", "1:10: unexpected end of file")
        assertSyntaxError("é = 1; )", "1:8: unexpected ')'")
    }

    func testRenderedDiagnosticShowsLineAndCaret() {
        do {
            _ = try RunnerParser.parse(SourceText(path: "runners/base.rb", text: "gem 'a'\nfoo(1,,2)\n"))
            XCTFail("expected an error")
        } catch let d as Diagnostic {
            XCTAssertEqual(d.rendered, "runners/base.rb:2:7: unexpected ','\nfoo(1,,2)\n      ^")
        } catch {
            XCTFail("unexpected \(error)")
        }
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let brackets = String(repeating: "[", count: 10_000)
        assertSyntaxError(brackets, "1:1001: too deeply nested")
        let blocks = String(repeating: "foo do\n", count: 5_000)
        assertSyntaxError(blocks, "1001:1: too deeply nested")
        let parens = "x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        assertSyntaxError(parens, "1:1004: too deeply nested")
        let interpolations = String(repeating: "\"#{", count: 3_000)
        XCTAssertThrowsError(try parse(interpolations))
        let nots = String(repeating: "!", count: 100_000) + "x"
        XCTAssertThrowsError(try parse(nots))
    }

    func testNestingWithinTheLimitParses() {
        let depth = 300
        let code = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        XCTAssertNoThrow(try parse(code))
    }
}
