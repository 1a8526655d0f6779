import Diagnostics
import XCTest

@testable import RunnerLanguage

/// The evaluator's short paths for the commonest calls (plain parameters, `@x op= v`, sigil stripping,
/// `<gem>_callback`) must answer exactly as the general paths do.
final class EvaluatorCallPathTests: XCTestCase {
    private func run(_ interpreter: Interpreter, _ source: String) throws -> Value {
        try interpreter.run(source: SourceText(path: "runners/app.rb", text: source), filePath: "/template/runners/app.rb")
    }

    private func runError(_ source: String) -> RuntimeError? {
        do {
            _ = try run(Interpreter(host: EvaluatorTestHost()), source)
            return nil
        } catch let error as RuntimeError {
            return error
        } catch {
            XCTFail("unexpected \(error)")
            return nil
        }
    }

    /// What `bare` did before it worked on bytes: the reference the byte path must agree with.
    private func bareByCharacters(_ name: String, _ sigil: Character) -> String {
        name.first == sigil ? String(name.dropFirst(name.hasPrefix("@@") ? 2 : 1)) : name
    }

    func testSigilStrippingAgreesWithTheCharacterRules() {
        let names = ["@total", "@@count", "@", "@@", "@@@x", "$stdout", "$", "$@x", "total", "", "@ünï", "@\u{301}x",
                     "@@\u{301}x", "@é", "$\u{301}", "@a\u{301}"]
        for name in names {
            XCTAssertEqual(Interpreter.bare(name, "@"), bareByCharacters(name, "@"), "@ of \(name.debugDescription)")
            XCTAssertEqual(Interpreter.bare(name, "$"), bareByCharacters(name, "$"), "$ of \(name.debugDescription)")
        }
    }

    func testInstanceVariableOperatorAssignmentReadsOnceAndShortCircuits() throws {
        let interpreter = Interpreter(host: EvaluatorTestHost())
        let result = try run(interpreter, """
        @evaluated = 0
        def bump; @evaluated += 1; 5; end
        @a ||= bump
        @a ||= bump
        @b = nil
        @b &&= bump
        @c = 2
        @c &&= bump
        @d = 10
        @d -= 3
        @@e = 1
        @@e += 1
        [@a, @b, @c, @d, @evaluated, @@e]
        """)
        XCTAssertEqual(result.inspect, "[5, nil, 5, 7, 2, 2]")
    }

    func testInstanceVariableOperatorErrorsKeepTheirLocation() {
        let error = runError("@total = nil\n@total += 1\n")
        XCTAssertEqual(error?.className, "NoMethodError")
        XCTAssertEqual(error?.location?.line, 2)
    }

    func testPlainParametersBindAndMiscountsStillRaise() throws {
        let interpreter = Interpreter(host: EvaluatorTestHost())
        let result = try run(interpreter, """
        def add(a, b)
          a + b
        end
        def pair((x, y))
          [y, x]
        end
        def opts(a, b = 2)
          [a, b]
        end
        def kw(a)
          a[:k]
        end
        [add(1, 2), pair([3, 4]), opts(1), kw(k: 1)]
        """)
        XCTAssertEqual(result.inspect, "[3, [4, 3], [1, 2], 1]")
        let error = runError("def add(a, b)\n  a + b\nend\nadd(1)\n")
        XCTAssertEqual(error?.className, "ArgumentError")
        XCTAssertEqual(error?.message, "wrong number of arguments (given 1, expected 2)")
        XCTAssertEqual(error?.location?.line, 4)
    }

    func testBareSuperPassesTheParametersCurrentValues() throws {
        let interpreter = Interpreter(host: EvaluatorTestHost())
        let result = try run(interpreter, """
        class Base
          def greet(name, punctuation = "!")
            "hello #{name}#{punctuation}"
          end
        end
        class Loud < Base
          def greet(name, punctuation = "?")
            name = name.upcase
            super
          end
        end
        Loud.new.greet("bob")
        """)
        XCTAssertEqual(result.inspect, "\"hello BOB?\"")
    }

    func testCallMethodIfDefinedCallsOnlyDefinedMethods() throws {
        let interpreter = Interpreter(host: EvaluatorTestHost())
        _ = try run(interpreter, """
        @calls = 0
        def rails_callback
          @calls += 1
        end
        define_method(:pry_callback) { @calls += 10 }
        """)
        XCTAssertEqual(try interpreter.callMethodIfDefined("rails_callback")?.inspect, "1")
        XCTAssertEqual(try interpreter.callMethodIfDefined("pry_callback")?.inspect, "11")
        XCTAssertNil(try interpreter.callMethodIfDefined("faker_callback"))
        XCTAssertNil(try interpreter.callMethodIfDefined("puts"))
    }

    /// Receiver-less calls skip looking a name up among the template's methods when no `def` used
    /// it: a `def` or `alias` made after the first call of a name must still take over from the action.
    func testMethodsDefinedAfterACallStillTakeOverFromActions() throws {
        let interpreter = Interpreter(host: EvaluatorTestHost())
        interpreter.register(Action("mark", ActionSignature(required: 1)) { arguments, _ in .str("action \(arguments.positional[0].toS)") })
        let result = try run(interpreter, """
        def call_mark(x) = mark(x)
        first = call_mark(1)
        def mark(x) = "def #{x}"
        second = call_mark(2)
        def mär(x) = "ä #{x}"
        alias märk mär
        alias mar mär
        [first, second, märk(3), mar(4), mark(5)]
        """)
        XCTAssertEqual(result.inspect, #"["action 1", "def 2", "ä 3", "ä 4", "def 5"]"#)
    }

    func testNameFilterHoldsEveryNameInserted() {
        var filter = NameFilter()
        let names = ["", "a", "mark", "mär", "bench_gem_00001_callback", String(repeating: "x", count: 300), "é", "_1"]
        for (i, name) in names.enumerated() {
            filter.insert(name)
            for earlier in names[...i] { XCTAssertTrue(filter.mayContain(earlier), earlier) }
        }
        XCTAssertFalse(NameFilter().mayContain("mark"))
    }

    /// Receiver-less calls remember the last built-in found per name length: names of one length
    /// alternating, and an action registered after its name was first called, still reach the right one.
    func testRecentBuiltinsFollowAlternatingNamesAndLateActions() throws {
        let interpreter = Interpreter(host: EvaluatorTestHost())
        interpreter.register(Action("abcd") { _, _ in .str("abcd") })
        interpreter.register(Action("wxyz") { _, _ in .str("wxyz") })
        interpreter.register(Action("efgh") { _, _ in .str("efgh") })
        XCTAssertEqual(try run(interpreter, "[abcd, wxyz, abcd, efgh, wxyz, abcd]").inspect,
                       #"["abcd", "wxyz", "abcd", "efgh", "wxyz", "abcd"]"#)
        XCTAssertEqual(try run(interpreter, "begin; late; rescue NameError; :undefined; end").inspect, ":undefined")
        interpreter.register(Action("late") { _, _ in .str("registered") })
        XCTAssertEqual(try run(interpreter, "late").inspect, #""registered""#)
    }
}
