import XCTest
@testable import RunnerLanguage

/// `class`, `module` and `class << self` parse as Ruby's grammar has them: a constant path, an
/// optional superclass expression, and a body that is a new local scope.
final class ParserModuleTests: ParserTestCase {
    func testModuleAndClassBodies() {
        assertParses("module Helpers\nend", "(module (const Helpers) nil)")
        assertParses("class Foo < Bar\n  def x; end\nend", "(class (const Foo) (const Bar) (def x (params) nil))")
        assertParses("class Foo; end", "(class (const Foo) nil nil)")
    }

    func testNestedConstantPathsAndSuperclassExpressions() {
        assertParses("module A::B\nend", "(module (const (const A) B) nil)")
        assertParses("class Err < ::StandardError; end", "(class (const Err) (const :: StandardError) nil)")
        assertParses("class self::Model\nend", "(class (const self Model) nil nil)")
    }

    func testSingletonClassBody() {
        assertParses("class << self\n  def x; end\nend", "(sclass self (def x (params) nil))")
    }

    func testBodyIsANewLocalScope() {
        // `a` assigned outside is not a local inside the body: it parses as a call there.
        assertParses("a = 1\nmodule M\n  a\nend", "(seq (= a 1) (module (const M) (call nil a)))")
    }
}
