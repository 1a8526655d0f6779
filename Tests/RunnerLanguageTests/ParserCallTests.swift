import XCTest
@testable import RunnerLanguage

/// Method calls, commands, arguments and blocks, following Ruby's binding rules.
final class ParserCallTests: ParserTestCase {
    func testCommandWithPositionalAndKeywordArguments() {
        assertParses(
            "gem 'x', '~> 1.0', group: :test",
            #"(call nil gem (str "x") (str "~> 1.0") (kw (sym group) (sym test)))"#)
        assertParses(#"say "hi", :green"#, #"(call nil say (str "hi") (sym green))"#)
    }

    func testEveryKeywordStyleInOneCall() {
        assertParses(
            #"gem 'x', :after => x, 'k' => v, "s": 1, t: 2, **o"#,
            #"(call nil gem (str "x") (kw (sym after) (call nil x) (str "k") (call nil v) (sym s) 1 (sym t) 2 (** (call nil o))))"#)
    }

    func testBracedHashStaysPositional() {
        assertParses("foo({a: 1})", "(call() nil foo (hash (sym a) 1))")
        assertParses("foo 1, { a: 1 }", "(call nil foo 1 (hash (sym a) 1))")
    }

    func testNestedCommands() {
        assertParses("puts File.join 'a', 'b'", #"(call nil puts (call (const File) join (str "a") (str "b")))"#)
        assertParses("foo.bar baz", "(call (call nil foo) bar (call nil baz))")
    }

    func testUnaryArgumentVersusBinaryMinus() {
        assertParses("foo -1", "(call nil foo -1)")
        assertParses("foo - 1", "(- (call nil foo) 1)")
        assertParses("foo-1", "(- (call nil foo) 1)")
        assertParses("puts -x", "(call nil puts (unary - (call nil x)))")
        assertParses("x = 1; x -1", "(seq (= x 1) (- (lvar x) 1))")
    }

    func testLocalVariableFollowedByAPlainArgumentIsACall() {
        // Ruby: `x = 1; x "s"` calls the method x; `x -1` and `x [1]` use the variable.
        assertParses(#"x = 1; x "s"; x y; x -1"#, #"(seq (= x 1) (call nil x (str "s")) (call nil x (call nil y)) (- (lvar x) 1))"#)
        assertParses(#"H "x""#, #"(call nil H (str "x"))"#)
    }

    func testLambdaArgumentOfACommand() {
        assertParses("layout -> { 1 }", "(call nil layout (lambda (params) 1))")
    }

    func testArrayArgumentVersusIndex() {
        assertParses("foo [1]", "(call nil foo (array 1))")
        assertParses("foo[1]", "(call() (call nil foo) [] 1)")
        assertParses("x = 1\nx [1]", "(seq (= x 1) (call() (lvar x) [] 1))")
    }

    func testSplatsAndBlockArguments() {
        assertParses("foo *args, **opts, &blk", "(call nil foo (* (call nil args)) (kw (** (call nil opts))) (& (call nil blk)))")
        assertParses("list.map(&:to_s)", "(call() (call nil list) map (& (sym to_s)))")
        assertParses("puts(*args)", "(call() nil puts (* (call nil args)))")
    }

    func testNotArgument() {
        assertParses("foo !x", "(call nil foo (not (call nil x)))")
        assertParses("a!=b", "(!= (call nil a) (call nil b))")
    }

    func testTopLevelConstantArgumentVersusScope() {
        assertParses("foo ::Bar", "(call nil foo (const :: Bar))")
        assertParses("Foo::Bar::Baz", "(const (const (const Foo) Bar) Baz)")
        assertParses("File::join('a')", #"(call() (const File) join (str "a"))"#)
    }

    func testLocalVariablesVersusCalls() {
        assertParses("foo", "(call nil foo)")
        assertParses("foo = 1\nfoo", "(seq (= foo 1) (lvar foo))")
        assertParses("foo = 1\nfoo()", "(seq (= foo 1) (call() nil foo))")
        assertParses("a, b = 1, 2\na + b", "(seq (masgn (mlhs a b) (array 1 2)) (+ (lvar a) (lvar b)))")
    }

    func testDefStartsAFreshScopeAndBlocksSeeEnclosingLocals() {
        assertParses("x = 1\ndef f\n  x\nend", "(seq (= x 1) (def f (params) (call nil x)))")
        assertParses("x = 1\n[1].each { |y| x + y }\ny", "(seq (= x 1) (call (array 1) each (block (params y) (+ (lvar x) (lvar y)))) (call nil y))")
    }

    func testRescueVariableAndForVariableBecomeLocals() {
        assertParses("begin\nrescue => e\nend\ne", "(seq (begin nil (rescue () e nil)) (lvar e))")
        assertParses("for x in list do end\nx", "(seq (for x (call nil list) nil) (lvar x))")
    }

    func testDoBindsToTheOutermostCommand() {
        assertParses("gem_group :test do\n  gem 'rspec'\nend", #"(call nil gem_group (sym test) (block (params) (call nil gem (str "rspec"))))"#)
        assertParses("foo bar do |x| end", "(call nil foo (call nil bar) (block (params x) nil))")
        assertParses("foo.bar baz do end", "(call (call nil foo) bar (call nil baz) (block (params) nil))")
        assertParses("foo a, b.each do end", "(call nil foo (call nil a) (call (call nil b) each) (block (params) nil))")
        assertParses("x = list.map do |a| a end", "(= x (call (call nil list) map (block (params a) (lvar a))))")
    }

    func testBraceBindsToTheNearestCall() {
        assertParses("foo bar { |x| x }", "(call nil foo (call nil bar (block (params x) (lvar x))))")
        assertParses("foo.bar(1) { |y| y }.baz", "(call (call() (call nil foo) bar 1 (block (params y) (lvar y))) baz)")
    }

    func testBlockParameters() {
        assertParses(
            "foo do |a, (b, c), *rest, k: 1, &blk| end",
            "(call nil foo (block (params a (mlhs b c) (* rest) (key k 1) (& blk)) nil))")
        assertParses("foo { |a, | a }", "(call nil foo (block (params a ,) (lvar a)))")
        assertParses("foo { |a, b = 1| b }", "(call nil foo (block (params a (opt b 1)) (lvar b)))")
        assertParses("foo { || 1 }", "(call nil foo (block (params) 1))")
        // Block-local variables are new variables of the block, renamed so an outer `y` is untouched.
        assertParses(
            "y = 1; [5].each { |v; y| y = v; y }; y",
            "(seq (= y 1) (call (array 5) each (block (params v) (seq (= y (block-local #1) (lvar v)) (lvar y (block-local #1))))) (lvar y))")
    }

    func testSafeNavigationAndLeadingDotChains() {
        assertParses("a&.b", "(call& (call nil a) b)")
        assertParses("foo\n  .bar\n  # note\n  &.baz(1)", "(call&() (call (call nil foo) bar) baz 1)")
        assertParses("foo.\n  bar", "(call (call nil foo) bar)")
    }

    func testKeywordsAndOperatorsAsMethodNamesAfterADot() {
        assertParses("self.class.name", "(call (call self class) name)")
        assertParses("h&.[](:k); 1.+(2)", "(seq (call&() (call nil h) [] (sym k)) (call() 1 + 2))")
    }

    func testMultiLineArguments() {
        assertParses("foo(\n  a,\n  b,\n)", "(call() nil foo (call nil a) (call nil b))")
        assertParses("foo(a,\n  b: 1,\n  c: 2)", "(call() nil foo (call nil a) (kw (sym b) 1 (sym c) 2))")
        assertParses("gem 'a',\n  require: false", #"(call nil gem (str "a") (kw (sym require) false))"#)
    }

    func testQuestionAndBangMethods() {
        assertParses(#"if yes?("Go?") then x! end"#, #"(if (call() nil yes? (str "Go?")) (call nil x!) nil)"#)
        assertParses("x = y.empty? ? 1 : 2", "(= x (if (call (call nil y) empty?) 1 2))")
    }

    func testConstantCalledLikeAMethod() {
        assertParses(#"Integer("3")"#, #"(call() nil Integer (str "3"))"#)
    }

    func testYield() {
        assertParses("yield; yield(a); yield a, k: 1", "(seq (yield) (yield (call nil a)) (yield (call nil a) (kw (sym k) 1)))")
    }

    func testLoopAndOtherPlainCallsWithBlocks() {
        assertParses("loop do\n  break\nend", "(call nil loop (block (params) (break)))")
        assertParses("block_given?", "(call nil block_given?)")
        assertParses("super(1)", "(call() nil super 1)")
    }
}
