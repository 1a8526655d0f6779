import XCTest
@testable import RunnerLanguage

/// Operator precedence and assignment forms, per Ruby's precedence table.
final class ParserOperatorTests: ParserTestCase {
    /// An operand followed by no operator returns straight up; each kind of follower still continues it.
    func testOperandIsContinuedOnlyByAnOperatorRangeOrTernary() {
        assertParses("f a, b\n", "(call nil f (call nil a) (call nil b))")
        assertParses("[a, b..c, d ? e : f, g + h, i]", "(array (call nil a) (range (call nil b) (call nil c)) (if (call nil d) (call nil e) (call nil f)) (+ (call nil g) (call nil h)) (call nil i))")
        assertParses("x = a if b", "(if (call nil b) (= x (call nil a)) nil)")
        // In block parameters `|` closes the list: the default is `b`, and `c | a` is the body.
        assertParses("m { |a = b | c| a }", "(call nil m (block (params (opt a (call nil b))) (| (call nil c) (lvar a))))")
    }

    func testArithmeticPrecedence() {
        assertParses("1 + 2 * 3 ** 2", "(+ 1 (* 2 (** 3 2)))")
        assertParses("2 ** 3 ** 2", "(** 2 (** 3 2))")
        assertParses("a - b - c", "(- (- (call nil a) (call nil b)) (call nil c))")
        assertParses("-a * b", "(* (unary - (call nil a)) (call nil b))")
        assertParses("-a ** 2", "(unary - (** (call nil a) 2))")
        assertParses("!a == b", "(== (not (call nil a)) (call nil b))")
        assertParses("~a + +b", "(+ (unary ~ (call nil a)) (unary + (call nil b)))")
    }

    func testShiftBitwiseComparisonEquality() {
        assertParses("a << 1 & 2 | 3 ^ 4", "(^ (| (& (<< (call nil a) 1) 2) 3) 4)")
        assertParses("a < b == c > d", "(== (< (call nil a) (call nil b)) (> (call nil c) (call nil d)))")
        assertParses("a <=> b; a === b; a =~ /x/; a !~ /y/", #"(seq (<=> (call nil a) (call nil b)) (=== (call nil a) (call nil b)) (=~ (call nil a) (regexp "x")) (!~ (call nil a) (regexp "y")))"#)
    }

    func testLogicalOperators() {
        assertParses("a && b || c && d", "(or (and (call nil a) (call nil b)) (and (call nil c) (call nil d)))")
        assertParses("a and b or c", "(or (and (call nil a) (call nil b)) (call nil c))")
        assertParses("not a == b", "(not (== (call nil a) (call nil b)))")
        // Ruby: `not(1 == 1) || true` is `(not (1 == 1)) || true`.
        assertParses("p(not(1 == 1) || true)", "(call() nil p (or (not (== 1 1)) true))")
        assertParses("x = a or b", "(or (= x (call nil a)) (call nil b))")
        assertParses("x = a || b", "(= x (or (call nil a) (call nil b)))")
    }

    func testRangeBindsLooserThanOr() {
        assertParses("a || b..c", "(range (or (call nil a) (call nil b)) (call nil c))")
    }

    func testTernary() {
        assertParses("a ? b : c", "(if (call nil a) (call nil b) (call nil c))")
        assertParses("a ? :x : :y", "(if (call nil a) (sym x) (sym y))")
        assertParses("x = 1; x ?1:2", "(seq (= x 1) (if (lvar x) 1 2))")
        assertParses("a ? b ? 1 : 2 : 3", "(if (call nil a) (if (call nil b) 1 2) 3)")
        assertParses("puts(x ? 1: 2)", "(call() nil puts (if (call nil x) 1 2))")
        assertParses("a ? b.c : d", "(if (call nil a) (call (call nil b) c) (call nil d))")
    }

    func testAssignmentForms() {
        assertParses("a = b = c", "(= a (= b (call nil c)))")
        assertParses("@a ||= 1; $g = 2; FOO = 3", "(seq (op= || @a 1) (= $g 2) (= FOO 3))")
        assertParses("h[:k] ||= []", "(op= || (index (call nil h) (sym k)) (array))")
        assertParses("obj.x += 1", "(op= + (attr (call nil obj) x) 1)")
        assertParses("obj&.x = 1", "(= (attr& (call nil obj) x) 1)")
        assertParses("x = 1; x <<= 2; x &&= 3; x **= 2", "(seq (= x 1) (op= << x 2) (op= && x 3) (op= ** x 2))")
        assertParses("obj.method = value", "(= (attr (call nil obj) method) (call nil value))")
        assertParses("x[i] = v", "(= (index (call nil x) (call nil i)) (call nil v))")
        assertParses("x[i, j]", "(call() (call nil x) [] (call nil i) (call nil j))")
    }

    /// A bare name before an assignment operator becomes a local from then on, as the call it
    /// would otherwise read as did when it was turned into the target.
    func testBareNameAssignmentDeclaresTheLocal() {
        assertParses("x += 1\nx", "(seq (op= + x 1) (lvar x))")
        assertParses("y ||= 2\ny.z", "(seq (op= || y 2) (call (lvar y) z))")
        assertParses("def f\n  v = 1 rescue 2\n  v\nend\nv", "(seq (def f (params) (seq (= v (begin 1 (rescue () nil 2))) (lvar v))) (call nil v))")
        assertParses("a = 1\na = a + 1", "(seq (= a 1) (= a (+ (lvar a) 1)))")
        assertParses("w = *r", "(= w (array (* (call nil r))))")
        assertSyntaxError("ok? = 1", "1:5: unexpected '=': the left side cannot be assigned to")
        assertSyntaxError("bang! += 1", "1:7: unexpected '+=': the left side cannot be assigned to")
    }

    func testAssignmentInsideAnOperand() {
        assertParses("a || b = 1", "(or (call nil a) (= b 1))")
        assertParses("puts x = 5", "(call nil puts (= x 5))")
    }

    func testArrayAssignmentForms() {
        assertParses("x = *list", "(= x (array (* (call nil list))))")
        assertParses("x = 1, 2", "(= x (array 1 2))")
    }

    func testMultipleAssignment() {
        assertParses("a, b = 1, 2", "(masgn (mlhs a b) (array 1 2))")
        assertParses("a, *b = list", "(masgn (mlhs a (* b)) (call nil list))")
        assertParses("*a, b = list", "(masgn (mlhs (* a) b) (call nil list))")
        assertParses("(a, b), c = x", "(masgn (mlhs (mlhs a b) c) (call nil x))")
        assertParses("(a, (b, *c)), @d = x\n[a, c]", "(seq (masgn (mlhs (mlhs a (mlhs b (* c))) @d) (call nil x)) (array (lvar a) (lvar c)))")
        assertParses("x, = list", "(masgn (mlhs x) (call nil list))")
        assertParses("@a, h[1], o.x = 1, *r", "(masgn (mlhs @a (index (call nil h) 1) (attr (call nil o) x)) (array 1 (* (call nil r))))")
    }

    func testNestedParenthesesInsideArgumentsStayLinear() {
        // Each `(` statement first tries `(a, b), c = …`; those tries must not nest inside each other.
        let depth = 60
        let code = String(repeating: "(f((", count: depth) + "x" + String(repeating: ")))", count: depth)
        XCTAssertNoThrow(try parse(code))
        let broken = String(repeating: "(f((", count: depth) + "x +"
        XCTAssertThrowsError(try parse(broken))
    }

    func testParenthesisedStatementIsNotAMultipleAssignment() {
        assertParses("(a; b)", "(seq (call nil a) (call nil b))")
        assertParses("(foo).bar\nfoo", "(seq (call (call nil foo) bar) (call nil foo))")
        assertParses("()", "nil")
    }

    func testRescueModifierInAssignment() {
        assertParses("x = foo rescue nil", "(= x (begin (call nil foo) (rescue () nil nil)))")
        assertParses("foo rescue bar", "(begin (call nil foo) (rescue () nil (call nil bar)))")
    }

    func testDefined() {
        assertParses("defined?(x)", "(defined (call nil x))")
        assertParses("defined? @x", "(defined (ivar @x))")
    }

    func testLineContinuations() {
        assertParses("x = 1 +\n  2", "(= x (+ 1 2))")
        assertParses("x = a &&\n  b ||\n  c", "(= x (or (and (call nil a) (call nil b)) (call nil c)))")
        assertParses("x =\n  1", "(= x 1)")
        assertParses("foo 1, \\\n  2", "(call nil foo 1 2)")
    }
}
