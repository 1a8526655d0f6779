import BigStack
import Diagnostics
import XCTest

@testable import RunnerLanguage

/// `callMethodIfDefined` runs a callback right on an idle big-stack host thread, and on a thread of
/// its own from anywhere else: both must give the same values and the same errors.
final class CallbackEntryTests: XCTestCase {
    private let runner = """
    @calls = 0
    def counting_callback
      @calls += 1
    end
    def returning_callback
      return 5
      6
    end
    def breaking_callback
      break
    end
    def raising_callback
      raise ArgumentError, "bad gem"
    end
    def deep_callback(n = 0)
      deep_callback(n + 1)
    end
    """

    /// Each callback's outcome: its value's inspect, its error's class and message, or "none".
    private func outcomes(_ interpreter: Interpreter) -> [String] {
        ["counting_callback", "returning_callback", "breaking_callback", "raising_callback", "counting_callback",
         "missing_callback", "deep_callback", "counting_callback"].map { name in
            do {
                return try interpreter.callMethodIfDefined(name)?.inspect ?? "none"
            } catch let error as RuntimeError {
                return "\(error.className): \(error.message) at \(error.location.map { "\($0.line)" } ?? "?")"
            } catch {
                return "\(error)"
            }
        }
    }

    private func loaded() throws -> Interpreter {
        let interpreter = Interpreter(host: EvaluatorTestHost())
        _ = try interpreter.run(source: SourceText(path: "runners/app.rb", text: runner), filePath: "/template/runners/app.rb")
        return interpreter
    }

    func testCallbacksRunTheSameOnTheHostThreadAsOnTheirOwn() throws {
        let expected = [
            "1", "5", "LocalJumpError: break from proc-closure at 10", "ArgumentError: bad gem at 13", "2", "none",
            "SystemStackError: stack level too deep at 16", "3",
        ]
        let own = outcomes(try loaded())
        XCTAssertEqual(own, expected)
        let interpreter = try loaded()
        let onHost = BigStackThread.host { self.outcomes(interpreter) }
        XCTAssertEqual(onHost, expected)
    }

    /// An action reached from a receiver-less call checks its argument count, then runs with the call's location.
    func testActionsCheckTheirArgumentCountBeforeRunning() throws {
        let interpreter = Interpreter(host: EvaluatorTestHost())
        var ran: [String] = []
        interpreter.register(Action("touch", ActionSignature(required: 1, optional: 1)) { arguments, context in
            ran.append("\(arguments.positional.map(\.inspect).joined(separator: " ")) at \(context.location.line)")
            return .true
        })
        let source = "touch 'a'\ntouch 'b', 'c'\ntouch\n"
        XCTAssertThrowsError(try interpreter.run(source: SourceText(path: "runners/app.rb", text: source), filePath: "/t/runners/app.rb")) { error in
            let failure = error as? RuntimeError
            XCTAssertEqual(failure?.className, "ArgumentError")
            XCTAssertEqual(failure?.message, "wrong number of arguments (given 0, expected 1..2)")
            XCTAssertEqual(failure?.location?.line, 3)
        }
        XCTAssertEqual(ran, ["\"a\" at 1", "\"b\" \"c\" at 2"])
    }
}
