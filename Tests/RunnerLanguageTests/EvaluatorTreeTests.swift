import Diagnostics
import XCTest

@testable import RunnerLanguage

/// Evaluator semantics on hand-built trees (independent of the parser).
final class EvaluatorTreeTests: XCTestCase {
    let t = TreeBuilder()

    func testPutsPrintsStringsOnePerLineWithoutDoublingNewlines() {
        // ruby -e 'puts "a", "b\n"; puts; puts nil' prints "a\nb\n\n\n"
        let program = t.program(t.seq(
            t.puts(t.str("a"), t.str("b\n")), t.call("puts"), t.puts(t.node(.nilLiteral))))
        XCTAssertEqual(output(of: program), "a\nb\n\n\n")
    }

    func testBlockSeesAndUpdatesEnclosingLocalsButDefDoesNot() {
        // x = "outer"; def m; defined?(x) ? "seen" : "unseen"; end; puts m; [1].each { x = "changed" }; puts x
        // Inside the def the parser sees no local `x`, so it reads as a call.
        let definedX = t.node(.if(condition: t.node(.defined(t.call("x", parens: false))), then: t.str("seen"), else: t.str("unseen")))
        let program = t.program(t.seq(
            t.assign("x", t.str("outer")),
            t.def("m", ParameterList(), definedX),
            t.puts(t.call("m", parens: false)),
            t.call("each", on: t.node(.array([t.int(1)])), block: t.block([], t.assign("x", t.str("changed")))),
            t.puts(t.local("x"))))
        XCTAssertEqual(output(of: program), "unseen\nchanged\n")
    }

    func testBlockParametersShadowOuterLocals() {
        // x = "outer"; ["inner"].each { |x| }; puts x  → outer
        let program = t.program(t.seq(
            t.assign("x", t.str("outer")),
            t.call("each", on: t.node(.array([t.str("inner")])), block: t.block(["x"], t.local("x"))),
            t.puts(t.local("x"))))
        XCTAssertEqual(output(of: program), "outer\n")
    }

    func testUndefinedMethodIsLocatedAtTheCallWithSuggestion() {
        let source = "def greet\nend\ngreat(1)\n"
        let program = t.program(t.seq(t.def("greet", ParameterList(), nil), t.call("great", [t.int(1, 3, 7)], 3, 1)), source: source)
        let error = runtimeError(of: program)
        XCTAssertEqual(error?.className, "NoMethodError")
        XCTAssertEqual(error?.message, "undefined method 'great'; did you mean 'greet'?")
        XCTAssertEqual(error?.location, t.at(3, 1))
        XCTAssertEqual(error?.sourceLine, "great(1)")
    }

    func testBareUnknownNameIsNameError() {
        let program = t.program(t.call("frobnicate", parens: false, 2, 3), source: "\n  frobnicate\n")
        let error = runtimeError(of: program)
        XCTAssertEqual(error?.className, "NameError")
        XCTAssertEqual(error?.message, "undefined local variable or method 'frobnicate'")
        XCTAssertEqual(error?.description, "runners/test.rb:2:3: undefined local variable or method 'frobnicate' (NameError)\n  frobnicate\n  ^")
    }

    func testUnknownConstantMatchesTheSpecExample() {
        let tree = TreeBuilder("runners/rvm.rb")
        let program = tree.program(tree.node(.constant(scope: nil, name: "RVM", topLevel: false), 9, 1))
        let error = runtimeError(of: program)
        XCTAssertEqual(error?.location?.description, "runners/rvm.rb:9:1")
        XCTAssertEqual(error?.message, "unknown constant RVM")
        XCTAssertEqual(error?.className, "NameError")
    }

    func testMethodArityErrorsUseRubyMessages() {
        var parameters = ParameterList()
        parameters.required = [.local("a"), .local("b")]
        let program = t.program(t.seq(t.def("two", parameters, nil), t.call("two", [t.int(1)], 2, 1)))
        XCTAssertEqual(runtimeError(of: program)?.message, "wrong number of arguments (given 1, expected 2)")

        var keywordParameters = ParameterList()
        keywordParameters.keywords = [(name: "name", default: nil)]
        let missing = t.program(t.seq(t.def("kw", keywordParameters, nil), t.call("kw", [], keywords: [], 2, 1)))
        XCTAssertEqual(runtimeError(of: missing)?.message, "missing keyword: :name")

        let unknown = t.program(t.seq(
            t.def("kw", keywordParameters, nil),
            t.call("kw", keywords: [.pair(key: t.sym("name"), value: t.int(1)), .pair(key: t.sym("x"), value: t.int(2))])))
        XCTAssertEqual(runtimeError(of: unknown)?.message, "unknown keyword: :x")
    }

    func testActionArityIsCheckedAgainstItsSignature() {
        let interpreter = Interpreter(host: EvaluatorTestHost())
        var received: [String] = []
        interpreter.register(Action("create_file", ActionSignature(required: 1, optional: 1)) { arguments, _ in
            received = arguments.positional.compactMap { if case .string(let s) = $0 { return s.value } else { return nil } }
            return .nil
        })
        let ok = t.program(t.call("create_file", [t.str("a"), t.str("b")]))
        XCTAssertNoThrow(try interpreter.run(ok, filePath: "/t/runners/test.rb"))
        XCTAssertEqual(received, ["a", "b"])
        let bad = t.program(t.call("create_file", [t.str("a"), t.str("b"), t.str("c")], 4, 2))
        let error = runtimeError(of: bad, interpreter: interpreter)
        XCTAssertEqual(error?.message, "wrong number of arguments (given 3, expected 1..2)")
        XCTAssertEqual(error?.className, "ArgumentError")
        XCTAssertEqual(error?.location, t.at(4, 2))
    }

    func testTemplateMethodsTakePrecedenceOverActionsAndPersistAcrossRuns() throws {
        let host = EvaluatorTestHost()
        let interpreter = Interpreter(host: host)
        interpreter.register(Action("say", ActionSignature(acceptsRest: true)) { _, _ in host.write("action\n"); return .nil })
        _ = try interpreter.run(t.program(t.call("say", [t.str("x")])), filePath: "/t/a.rb")
        _ = try interpreter.run(t.program(t.seq(t.def("say", ParameterList(), t.puts(t.str("def"))), t.assign("local", t.str("v")))), filePath: "/t/a.rb")
        _ = try interpreter.run(t.program(t.call("say")), filePath: "/t/b.rb")
        XCTAssertEqual(host.output, "action\ndef\n")
        XCTAssertTrue(interpreter.hasMethod("say"))
        // Top-level locals do not survive a run.
        XCTAssertEqual(try interpreter.run(t.program(t.node(.defined(t.call("local", parens: false)))), filePath: "/t/c.rb").isNil, true)
        XCTAssertEqual(try interpreter.callMethod("say").isNil, true)
        XCTAssertEqual(host.output, "action\ndef\ndef\n")
    }

    func testBreakLeavesTheCallTheBlockWasGivenTo() throws {
        // r = [1, 2, 3].each { |x| break "stopped" }; puts r
        let program = t.program(t.seq(
            t.assign("r", t.call("each", on: t.node(.array([t.int(1)])), block: t.block(["x"], t.node(.break(t.str("stopped")))))),
            t.puts(t.local("r"))))
        XCTAssertEqual(output(of: program), "stopped\n")
    }

    func testReturnInsideABlockReturnsFromTheMethod() {
        // def first_big; loop { return "found" }; "never"; end; puts first_big
        let program = t.program(t.seq(
            t.def("first_big", ParameterList(), t.seq(
                t.call("loop", block: t.block([], t.node(.return(t.str("found"))))), t.str("never"))),
            t.puts(t.call("first_big"))))
        XCTAssertEqual(output(of: program), "found\n")
    }

    func testRescueCatchesRaisedErrorsAndEnsureAlwaysRuns() {
        // begin; raise ArgumentError, "bad"; rescue StandardError => e; puts e.message; ensure; puts "done"; end
        let rescue = RescueClause(
            classes: [t.node(.constant(scope: nil, name: "StandardError", topLevel: false))], variable: .local("e"),
            body: t.puts(t.call("message", on: t.local("e"))), at: t.at(1, 1))
        let program = t.program(t.node(.begin(
            body: t.call("raise", [t.node(.constant(scope: nil, name: "ArgumentError", topLevel: false)), t.str("bad")]),
            rescues: [rescue], else: nil, ensure: t.puts(t.str("done")))))
        XCTAssertEqual(output(of: program), "bad\ndone\n")
    }

    func testUncaughtRaiseIsLocatedAtTheRaiseWithBacktrace() {
        let source = "def fail_now\n  raise \"boom\"\nend\nfail_now\n"
        let program = t.program(t.seq(
            t.def("fail_now", ParameterList(), t.call("raise", [t.str("boom")], parens: false, 2, 3)),
            t.call("fail_now", parens: false, 4, 1)), source: source)
        let error = runtimeError(of: program)
        XCTAssertEqual(error?.className, "RuntimeError")
        XCTAssertEqual(error?.message, "boom")
        XCTAssertEqual(error?.location, t.at(2, 3))
        XCTAssertEqual(error?.sourceLine, "  raise \"boom\"")
        XCTAssertEqual(error?.backtrace, [t.at(4, 1)])
    }

    func testDeepRecursionIsSystemStackErrorNotACrash() {
        let program = t.program(t.seq(t.def("f", ParameterList(), t.call("f")), t.call("f", [], 1, 1)))
        let error = runtimeError(of: program)
        XCTAssertEqual(error?.className, "SystemStackError")
        XCTAssertEqual(error?.message, "stack level too deep")
    }
}
