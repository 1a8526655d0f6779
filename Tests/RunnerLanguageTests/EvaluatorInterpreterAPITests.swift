import Diagnostics
import XCTest

@testable import RunnerLanguage

/// The public `Interpreter` API as the engine (BootstrapKit) uses it.
final class EvaluatorInterpreterAPITests: XCTestCase {
    private func run(_ interpreter: Interpreter, _ source: String, path: String = "runners/app.rb") throws -> Value {
        try interpreter.run(source: SourceText(path: path, text: source), filePath: "/template/" + path)
    }

    func testActionsAreRegisteredInOrderAndCalledWithArgumentsKeywordsAndBlocks() throws {
        let host = EvaluatorTestHost()
        let interpreter = Interpreter(host: host)
        var calls: [String] = []
        interpreter.register(Action("gem", ActionSignature(required: 1, acceptsRest: true, acceptsAnyKeyword: true)) { arguments, _ in
            let group = arguments.option("group")?.inspect ?? "-"
            calls.append("gem \(arguments.positional.map(\.inspect).joined(separator: " ")) group=\(group)")
            return .nil
        })
        interpreter.register(Action("inside", ActionSignature(required: 1, takesBlock: true)) { arguments, _ in
            calls.append("inside \(arguments.positional[0].toS)")
            return try arguments.block?.call([]) ?? .nil
        })
        XCTAssertEqual(interpreter.actionNames, ["gem", "inside"])
        XCTAssertNotNil(interpreter.action(named: "inside"))
        XCTAssertNil(interpreter.action(named: "nope"))
        let result = try run(interpreter, """
        gem "rspec-rails", "~> 6.0", group: [:test, :development]
        gem 'faker', :group => :test
        inside "app" do
          gem "pry"
          "block value"
        end
        """)
        XCTAssertEqual(calls, [
            "gem \"rspec-rails\" \"~> 6.0\" group=[:test, :development]",
            "gem \"faker\" group=:test",
            "inside app",
            "gem \"pry\" group=-",
        ])
        XCTAssertEqual(result.toS, "block value")
    }

    func testCurrentLocationIsTheCallSiteWhileAnActionRuns() throws {
        let interpreter = Interpreter(host: EvaluatorTestHost())
        var seen: [String] = []
        interpreter.register(Action("mark") { _, context in
            seen.append(context.location.description)
            seen.append(interpreter.currentLocation.description)
            return .nil
        })
        _ = try run(interpreter, "x = 1\n  mark\n")
        XCTAssertEqual(seen, ["runners/app.rb:2:3", "runners/app.rb:2:3"])
    }

    func testConstantsFromTheHostAndFilePaths() throws {
        let host = EvaluatorTestHost()
        let interpreter = Interpreter(host: host)
        interpreter.defineConstant("TEMPLATE_PATH", .str("/template"))
        interpreter.defineConstant("RUBY_VERSION", .str("3.1.2"))
        _ = try run(interpreter, "puts TEMPLATE_PATH, RUBY_VERSION, __FILE__, __dir__\n")
        XCTAssertEqual(host.output, "/template\n3.1.2\n/template/runners/app.rb\n/template/runners\n")
    }

    func testCallbacksDefinedInOneRunnerAreCalledLaterWithArguments() throws {
        let host = EvaluatorTestHost()
        let interpreter = Interpreter(host: host)
        _ = try run(interpreter, """
        def rspec_rails_callback(name = "default")
          puts "callback #{name} #{@seen}"
          name.upcase
        end
        def failing_callback
          nil.boom
        end
        @seen = "ivar"
        """, path: "runners/testing.rb")
        XCTAssertTrue(interpreter.hasMethod("rspec_rails_callback"))
        XCTAssertFalse(interpreter.hasMethod("faker_callback"))
        XCTAssertEqual(interpreter.definedMethodNames, ["failing_callback", "rspec_rails_callback"])
        XCTAssertEqual(try interpreter.callMethod("rspec_rails_callback", Arguments(positional: [.str("x")])).toS, "X")
        XCTAssertEqual(try interpreter.callMethod("rspec_rails_callback").toS, "DEFAULT")
        XCTAssertEqual(host.output, "callback x ivar\ncallback default ivar\n")
        XCTAssertThrowsError(try interpreter.callMethod("failing_callback")) { error in
            let failure = error as? RuntimeError
            XCTAssertEqual(failure?.location?.description, "runners/testing.rb:6:3")
            XCTAssertEqual(failure?.sourceLine, "  nil.boom")
        }
    }

    func testIvarsAndGlobalsPersistAcrossRunsButLocalsDoNot() throws {
        let host = EvaluatorTestHost()
        let interpreter = Interpreter(host: host)
        _ = try run(interpreter, "@name = 'app'\n$count = 1\nlocal = 2\n")
        _ = try run(interpreter, "p @name, $count, defined?(local)\n", path: "runners/second.rb")
        XCTAssertEqual(host.output, "\"app\"\n1\nnil\n")
    }

    func testStoredBlocksCanBeCalledAfterTheRun() throws {
        let host = EvaluatorTestHost()
        let interpreter = Interpreter(host: host)
        var stored: [ProcValue] = []
        interpreter.register(Action("after_bundle", ActionSignature(takesBlock: true)) { arguments, _ in
            if let block = arguments.block { stored.append(block) }
            return .nil
        })
        _ = try run(interpreter, "name = 'late'\nafter_bundle { puts \"after #{name}\" }\nafter_bundle { break }\n")
        XCTAssertEqual(stored.count, 2)
        _ = try stored[0].call([])
        XCTAssertEqual(host.output, "after late\n")
        XCTAssertThrowsError(try stored[1].call([])) { error in
            XCTAssertEqual((error as? RuntimeError)?.className, "LocalJumpError")
        }
    }

    func testActionsCanCallBackIntoTemplateMethods() throws {
        let interpreter = Interpreter(host: EvaluatorTestHost())
        interpreter.register(Action("source_paths") { _, _ in .arr([.str("/default")]) })
        interpreter.register(Action("first_source") { _, context in
            guard case .array(let paths) = try context.call("source_paths", Arguments()) else { return .nil }
            return try context.send(paths.elements[0], "upcase", Arguments())
        })
        XCTAssertEqual(try run(interpreter, "first_source\n").toS, "/DEFAULT")
        XCTAssertEqual(try run(interpreter, "def source_paths = [__dir__] + Array(super)\nfirst_source\n").toS, "/TEMPLATE/RUNNERS")
    }

    func testSyntaxErrorsAreThrownAsDiagnostics() {
        let interpreter = Interpreter(host: EvaluatorTestHost())
        XCTAssertThrowsError(try run(interpreter, "def broken(\n")) { error in
            XCTAssertTrue(error is Diagnostic, "\(type(of: error))")
        }
    }

    func testWithLargeStackRunsWorkAndReturnsItsValue() throws {
        XCTAssertEqual(try Interpreter.withLargeStack { 21 * 2 }, 42)
        XCTAssertThrowsError(try Interpreter.withLargeStack { throw RuntimeError("RuntimeError", "inside") })
    }

    func testNamesForStaticChecks() {
        let interpreter = Interpreter(host: EvaluatorTestHost())
        interpreter.defineConstant("YAML", .nil)
        XCTAssertTrue(interpreter.constantNames.contains("YAML"))
        XCTAssertTrue(interpreter.constantNames.contains("File"))
        XCTAssertTrue(interpreter.constantNames.contains("ArgumentError"))
        XCTAssertTrue(Interpreter.kernelMethodNames.contains("require_relative"))
    }
}
