import Diagnostics
import XCTest

@testable import RunnerLanguage

/// Every runtime error a template can cause: its Ruby class, Ruby's message, and where it points.
final class EvaluatorErrorTests: XCTestCase {
    func testWrongArgumentCountIsLocatedAtTheCallWithTheLineAndCaret() {
        let error = sourceError("def greet(name)\n  name\nend\n\ngreet(1, 2)\n")
        XCTAssertEqual(error?.description,
                       "runners/test.rb:5:1: wrong number of arguments (given 2, expected 1) (ArgumentError)\ngreet(1, 2)\n^")
    }

    func testArgumentCountMessagesForOptionalAndRestParameters() {
        XCTAssertEqual(sourceError("def g(a, b = 1); end\ng\n")?.message, "wrong number of arguments (given 0, expected 1..2)")
        XCTAssertEqual(sourceError("def h(a, *r); end\nh\n")?.message, "wrong number of arguments (given 0, expected 1+)")
        XCTAssertEqual(sourceError("def k(a, b:); end\nk\n")?.message,
                       "wrong number of arguments (given 0, expected 1; required keyword: b)")
    }

    func testKeywordErrors() {
        XCTAssertEqual(sourceError("def f(a:, b:); end\nf\n")?.message, "missing keywords: :a, :b")
        XCTAssertEqual(sourceError("def f(a:); end\nf(a: 1, c: 3, d: 4)\n")?.message, "unknown keywords: :c, :d")
        let error = sourceError("def f(a:) = a\nf(b: 1)\n")
        XCTAssertEqual(error?.message, "missing keyword: :a")
        XCTAssertEqual(error?.location?.description, "runners/test.rb:2:1")
    }

    func testUnknownMethodSuggestsTemplateMethodsKernelAndActions() {
        let interpreter = Interpreter(host: EvaluatorTestHost())
        interpreter.register(Action("create_file", ActionSignature(required: 1, optional: 1)) { _, _ in .nil })
        let error = sourceError("\n  crate_file 'a'\n", interpreter: interpreter)
        XCTAssertEqual(error?.className, "NoMethodError")
        XCTAssertEqual(error?.code, .unknownMethod)
        XCTAssertEqual(error?.description,
                       "runners/test.rb:2:3: undefined method 'crate_file'; did you mean 'create_file'? (NoMethodError)\n  crate_file 'a'\n  ^")
        XCTAssertEqual(sourceError("putz 'x'\n")?.message, "undefined method 'putz'; did you mean 'puts'?")
        XCTAssertEqual(sourceError("name = 1\nnmae\n")?.message, "undefined local variable or method 'nmae'; did you mean 'name'?")
    }

    func testNoMethodErrorNamesTheReceiver() {
        XCTAssertEqual(sourceError("nil.upcase\n")?.message, "undefined method 'upcase' for nil")
        XCTAssertEqual(sourceError("'s'.upcse\n")?.message, "undefined method 'upcse' for an instance of String; did you mean 'upcase'?")
        XCTAssertEqual(sourceError("File.foo\n")?.message, "undefined method 'foo' for class File")
        XCTAssertEqual(sourceError("File.exsit?('x')\n")?.message, "undefined method 'exsit?' for class File; did you mean 'exist?'?")
        let error = sourceError("x = [1]\n  x.frist\n")
        XCTAssertEqual(error?.location?.description, "runners/test.rb:2:3")
    }

    func testUnknownConstantAsInTheSpec() {
        let error = sourceError(String(repeating: "\n", count: 8) + "RVM.setup\n")
        XCTAssertEqual(error?.className, "NameError")
        XCTAssertEqual(error?.code, .undefinedConstant)
        XCTAssertEqual(error?.description, "runners/test.rb:9:1: unknown constant RVM (NameError)\nRVM.setup\n^")
        XCTAssertEqual(sourceError("Strnig\n")?.message, "unknown constant Strnig; did you mean 'String'?")
    }

    func testArithmeticErrors() {
        let division = sourceError("y = 1 + (2 / 0)\n")
        XCTAssertEqual(division?.className, "ZeroDivisionError")
        XCTAssertEqual(division?.message, "divided by 0")
        XCTAssertEqual(division?.location?.description, "runners/test.rb:1:10")
        XCTAssertEqual(sourceError("9223372036854775807 + 1\n")?.className, "RangeError")
        XCTAssertEqual(sourceError("4611686018427387904 * 2\n")?.className, "RangeError")
        XCTAssertEqual(sourceError("2 ** 64\n")?.className, "RangeError")
        XCTAssertEqual(sourceError("1 << 63\n")?.className, "RangeError")
        XCTAssertEqual(sourceError("(-9223372036854775807 - 1) % -1 + (-9223372036854775807 - 1) / -1\n")?.className, "RangeError")
    }

    func testRecursionTooDeepIsSystemStackError() {
        let error = sourceError("def f(n)\n  f(n + 1)\nend\nf(0)\n")
        XCTAssertEqual(error?.className, "SystemStackError")
        XCTAssertEqual(error?.message, "stack level too deep")
        XCTAssertEqual(error?.location?.line, 2)
        // Also through blocks and lambdas, which have no `def`.
        XCTAssertEqual(sourceError("g = ->(n) { g.(n + 1) }\ng.(0)\n")?.className, "SystemStackError")
        XCTAssertEqual(sourceError("h = Hash.new { |hash, k| hash[k] }\nh[1]\n")?.className, "SystemStackError")
    }

    func testUncaughtRaiseCarriesBacktraceOfTemplateCalls() {
        let error = sourceError("def inner\n  raise 'boom'\nend\ndef outer = inner\n\nouter\n")
        XCTAssertEqual(error?.description, "runners/test.rb:2:3: boom\n  raise 'boom'\n  ^")
        XCTAssertEqual(error?.backtrace.map(\.line), [4, 6])
        XCTAssertEqual(sourceError("raise ArgumentError\n")?.message, "ArgumentError")
        XCTAssertEqual(sourceError("raise KeyError.new('gone')\n")?.className, "KeyError")
    }

    func testExceptionObjectsExposeBacktraceAndFullMessage() {
        assertOutput("""
        def boom = raise(TypeError, "bad type")
        begin
          boom
        rescue TypeError => e
          p e.backtrace
          puts e.full_message
        end
        """, """
        ["runners/test.rb:1", "runners/test.rb:3"]
        runners/test.rb:1: bad type (TypeError)
        """)
    }

    func testYieldWithoutBlockIsLocalJumpError() {
        let error = sourceError("def y\n  yield\nend\ny\n")
        XCTAssertEqual(error?.className, "LocalJumpError")
        XCTAssertEqual(error?.message, "no block given (yield)")
        XCTAssertEqual(error?.location?.line, 2)
    }

    func testUnsupportedFeaturesAreClearErrorsNotRescuedByDefault() {
        // Reopening a built-in class is refused where it is written, not half-run.
        let reopened = sourceError("x = 1\nclass String\n  def shout; upcase; end\nend\n")
        XCTAssertEqual(reopened?.className, "NotImplementedError")
        XCTAssertEqual(reopened?.code, .unsupported)
        XCTAssertEqual(reopened?.location?.line, 2)
        XCTAssertEqual(reopened?.location?.column, 1)
        XCTAssertTrue(reopened?.message.contains("reopening the built-in class String") == true, reopened?.message ?? "")
        XCTAssertEqual(sourceError("class Foo < Bar; end\n")?.message, "unknown constant Bar")
        XCTAssertEqual(sourceError("class Foo < 3; end\n")?.className, "TypeError")
        XCTAssertEqual(sourceError("class Foo; end\nmodule Foo; end\n")?.message, "Foo is not a module")
        XCTAssertEqual(sourceError("class A; end\nclass B; end\nclass A < B; end\n")?.message, "superclass mismatch for class A")
        XCTAssertEqual(sourceError("x = 1\nretry\n")?.message, "Invalid retry (retry outside of a rescue clause)")
        XCTAssertEqual(sourceError("Class.new(3)\n")?.className, "TypeError")
        XCTAssertEqual(sourceError("begin\n  ENV['X'] = '1'\nrescue => e\nend\n")?.message, "ENV is read-only in templates")
        // A host that lets scripts change nothing refuses writes (the project's host stages them).
        XCTAssertEqual(sourceError("File.write('x', 'y')\n")?.message, "refusing to write 'x': scripts may only read here")
        XCTAssertEqual(sourceError("FileUtils.mkdir_p('x')\n")?.code, .refusedPath)
    }

    func testUncaughtThrowIsARescuableError() {
        XCTAssertEqual(sourceError("throw :x\n")?.message, "uncaught throw :x")
        assertOutput("begin\n  throw :x\nrescue UncaughtThrowError => e\n  p e.message\nend\n", "\"uncaught throw :x\"")
    }

    func testCommandStringsNeedTheHostsBacktickAction() {
        XCTAssertEqual(sourceError("`ls`\n")?.message, "undefined method '`'")
        let host = EvaluatorTestHost()
        let interpreter = Interpreter(host: host)
        interpreter.register(Action("`", ActionSignature(required: 1)) { arguments, _ in
            .str("ran: \(arguments.positional[0].toS)\n")
        })
        XCTAssertNoThrow(try interpreter.run(source: SourceText(path: "t.rb", text: "print `git #{'status'}`\n"), filePath: "/t.rb"))
        XCTAssertEqual(host.output, "ran: git status\n")
    }

    func testActionErrorsAreLocatedAtTheCallAndRescuable() {
        let host = EvaluatorTestHost()
        let interpreter = Interpreter(host: host)
        interpreter.register(Action("copy_file", ActionSignature(required: 1, optional: 1)) { _, context in
            throw context.error("RuntimeError", "refused path ../x")
        })
        interpreter.register(Action("remove_file", ActionSignature(required: 1)) { _, _ in
            throw RuntimeError("RuntimeError", "no location given")
        })
        let refused = sourceError("\ncopy_file '../x'\n", interpreter: interpreter)
        XCTAssertEqual(refused?.location?.description, "runners/test.rb:2:1")
        XCTAssertEqual(refused?.sourceLine, "copy_file '../x'")
        let unlocated = sourceError("x = 1\n  remove_file 'y'\n", interpreter: interpreter)
        XCTAssertEqual(unlocated?.location?.description, "runners/test.rb:2:3")
        XCTAssertEqual(sourceError("copy_file\n", interpreter: interpreter)?.message,
                       "wrong number of arguments (given 0, expected 1..2)")
        XCTAssertNoThrow(try interpreter.run(
            source: SourceText(path: "t.rb", text: "begin\n  copy_file 'a'\nrescue => e\n  puts e.message\nend\n"), filePath: "/t.rb"))
        XCTAssertEqual(host.output, "refused path ../x\n")
    }

    func testRequireRelativeErrorsPointIntoTheRequiredFile() throws {
        let host = EvaluatorTestHost()
        try host.put("lib/bad.rb", "x = 1\nundefined_helper(x)\n")
        let error = sourceError("require_relative 'lib/bad'\n", host: host)
        XCTAssertEqual(error?.description,
                       "runners/lib/bad.rb:2:1: undefined method 'undefined_helper' (NoMethodError)\nundefined_helper(x)\n^")
        XCTAssertEqual(sourceError("require_relative 'missing'\n")?.location?.description, "runners/test.rb:1:1")
    }

    func testExitStopsTheRunnerAndIsNotRescuedByABareRescue() {
        let error = sourceError("begin\n  exit\nrescue => e\n  puts 'rescued'\nend\n")
        XCTAssertEqual(error?.className, "SystemExit")
        XCTAssertEqual(error?.code, .exit)
        XCTAssertEqual(sourceError("exit 1\n")?.code, .exitFailure)
        XCTAssertEqual(sourceError("exit(false)\n")?.code, .exitFailure)
        let host = EvaluatorTestHost()
        let aborted = sourceError("abort 'no Rails here'\n", host: host)
        XCTAssertEqual(aborted?.code, .exitFailure)
        XCTAssertEqual(aborted?.message, "no Rails here")
        XCTAssertEqual(host.output, "no Rails here\n")
    }

    func testCallMethodReportsUnknownNames() {
        let interpreter = Interpreter(host: EvaluatorTestHost())
        XCTAssertThrowsError(try interpreter.callMethod("rspec_callback")) { error in
            XCTAssertEqual((error as? RuntimeError)?.className, "NoMethodError")
        }
    }

    func testHugeOrNonFiniteInputsAreErrorsNotCrashes() {
        XCTAssertEqual(sourceError("Array.new(10**12)\n")?.message, "array size too big")
        XCTAssertEqual(sourceError("rand(Float::INFINITY)\n")?.className, "ArgumentError")
        XCTAssertEqual(sourceError("rand(-9223372036854775807 - 1)\n")?.className, "ArgumentError")
        XCTAssertEqual(sourceError("Time.at(1e300)\n")?.className, "RangeError")
        XCTAssertEqual(sourceError("Time.now + Float::NAN\n")?.className, "RangeError")
        XCTAssertEqual(sourceError("Integer(Float::NAN)\n")?.className, "FloatDomainError")
        XCTAssertEqual(sourceError("sleep(Float::NAN)\n")?.className, "ArgumentError")
        XCTAssertEqual(sourceError("sleep(-1)\n")?.className, "ArgumentError")
        XCTAssertEqual(sourceError("JSON.parse('[' * 500 + ']' * 500)\n")?.className, "JSON::ParserError")
    }
}
