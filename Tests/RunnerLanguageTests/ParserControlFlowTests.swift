import XCTest
@testable import RunnerLanguage

/// Conditionals, loops, `case`, `begin`/`rescue`, `def`, jumps, and the small statements.
final class ParserControlFlowTests: ParserTestCase {
    func testIfElsifElse() {
        assertParses("if a then b elsif c then d else e end", "(if (call nil a) (call nil b) (if (call nil c) (call nil d) (call nil e)))")
        assertParses("if a\n  b\nelsif c\n  d\nend", "(if (call nil a) (call nil b) (if (call nil c) (call nil d) nil))")
        assertParses("if a; end", "(if (call nil a) nil nil)")
        assertParses("x = if a then 1 else 2 end", "(= x (if (call nil a) 1 2))")
    }

    func testUnlessSwapsBranches() {
        assertParses("unless a\n  b\nelse\n  c\nend", "(if (call nil a) (call nil c) (call nil b))")
    }

    func testModifiers() {
        assertParses("puts x if y", "(if (call nil y) (call nil puts (call nil x)) nil)")
        assertParses("puts x unless y", "(if (call nil y) nil (call nil puts (call nil x)))")
        assertParses("x += 1 while x < 3", "(while (< (lvar x) 3) (op= + x 1))")
        assertParses("x = 1 if a && !b || c", "(if (or (and (call nil a) (not (call nil b))) (call nil c)) (= x 1) nil)")
        assertParses("a if b if c", "(if (call nil c) (if (call nil b) (call nil a) nil) nil)")
        assertParses("return if done?", "(if (call nil done?) (return) nil)")
    }

    func testLoops() {
        assertParses("while x do y end", "(while (call nil x) (call nil y))")
        assertParses("until x\n y\nend", "(until (call nil x) (call nil y))")
        assertParses("while a.any? do\n  a.pop\nend", "(while (call (call nil a) any?) (call (call nil a) pop))")
        assertParses("begin\n  x\nend while y", "(do-while (call nil y) (begin (call nil x)))")
        assertParses("begin\n  x\nend until y", "(do-until (call nil y) (begin (call nil x)))")
        assertParses("for a, b in h do p a end", "(for (mlhs a b) (call nil h) (call nil p (lvar a)))")
        assertParses("for x in 1..3\n  puts x\nend", "(for x (range 1 3) (call nil puts (lvar x)))")
    }

    func testCase() {
        assertParses(
            "case x\nwhen 1, 2 then :a\nwhen *list then :b\nwhen 1..5, /re/, String\n  :c\nelse :d\nend",
            #"(case (call nil x) (when (1 2) (sym a)) (when ((* (call nil list))) (sym b)) (when ((range 1 5) (regexp "re") (const String)) (sym c)) (sym d))"#)
        assertParses("case\nwhen a then 1\nend", "(case nil (when ((call nil a)) 1) nil)")
    }

    func testBeginRescueElseEnsure() {
        assertParses(
            "begin\n  a\nrescue A, B => e\n  b\nrescue => e\n  c\nelse\n  d\nensure\n  f\nend",
            "(begin (call nil a) (rescue ((const A) (const B)) e (call nil b)) (rescue () e (call nil c)) (else (call nil d)) (ensure (call nil f)))")
        assertParses("begin; a; rescue; b; end", "(begin (call nil a) (rescue () nil (call nil b)))")
        assertParses("begin\n  a\nrescue Foo::Error then b\nend", "(begin (call nil a) (rescue ((const (const Foo) Error)) nil (call nil b)))")
    }

    func testDefinitions() {
        assertParses(
            "def name(a, b = 1, *rest, c, key:, opt: 2, **kw, &blk)\n  a\nend",
            "(def name (params a (opt b 1) (* rest) c (key key) (key opt 2) (** kw) (& blk)) (lvar a))")
        assertParses("def name a, b\n  b\nend", "(def name (params a b) (lvar b))")
        assertParses("def self.name; end", "(defs self name (params) nil)")
        assertParses("def name?; end; def name!; end; def name=(v); end", "(seq (def name? (params) nil) (def name! (params) nil) (def name= (params v) nil))")
        assertParses("def ==(o); end; def [](k); end", "(seq (def == (params o) nil) (def [] (params k) nil))")
        assertParses("def x = 42", "(def x (params) 42)")
        assertParses("def f(a) = a + 1", "(def f (params a) (+ (lvar a) 1))")
        assertParses("def f(*, **, &); end", "(def f (params (*) (**) (&)) nil)")
        // Required parameters after optional ones are bound from the end, like post parameters.
        assertParses("def f(a, b = 1, c); end", "(def f (params a (opt b 1) c) nil)")
        assertParses("foo { |a, b = 1, (c, d)| }", "(call nil foo (block (params a (opt b 1) (mlhs c d)) nil))")
        assertParses("def source_paths\n  [__dir__]\nend", "(def source_paths (params) (array (call nil __dir__)))")
        assertParses("def Config.load; end; def task.run(x); end", "(seq (defs (const Config) load (params) nil) (defs (call nil task) run (params x) nil))")
    }

    func testRescueInsideDefAndDoBodies() {
        assertParses(
            "def f\n  foo\nrescue A, B => e\n  e\nelse\n  1\nensure\n  2\nend",
            "(def f (params) (begin (call nil foo) (rescue ((const A) (const B)) e (lvar e)) (else 1) (ensure 2)))")
        assertParses("foo do\n  x\nrescue\n  y\nend", "(call nil foo (block (params) (begin (call nil x) (rescue () nil (call nil y)))))")
    }

    func testJumps() {
        assertParses("return a, b", "(return (array (call nil a) (call nil b)))")
        assertParses("return -1", "(return -1)")
        assertParses("next; break; return", "(seq (next) (break) (return))")
        assertParses("break x", "(break (call nil x))")
        assertParses("next [1]", "(next (array 1))")
        assertParses("return {} if x", "(if (call nil x) (return (hash)) nil)")
        assertParses("return list.map do |v| v end", "(return (call (call nil list) map (block (params v) (lvar v))))")
    }

    func testSmallStatements() {
        assertParses("raise \"x\"", #"(call nil raise (str "x"))"#)
        assertParses("alias new old; alias :a :b", "(seq (alias new old) (alias a b))")
        assertParses("alias eql? ==\nalias []= add\nalias x= y=\nalias << concat", "(seq (alias eql? ==) (alias []= add) (alias x= y=) (alias << concat))")
        assertParses("not x", "(not (call nil x))")
    }

    func testCommentsAndDocumentationBlocksAndEnd() {
        assertParses("# c\n=begin\ndoc\n=end\na = 1; b = 2 # trailing\n__END__\nnot code(", "(seq (= a 1) (= b 2))")
        assertParses("", "nil")
        assertParses("\n\n# only comments\n", "nil")
    }
}
