import Diagnostics
import Dispatch
import XCTest

@testable import RunnerLanguage

/// What a template can grow and how long it can run are bounded (docs/safety.md, "Limits and
/// --timeout"): reaching a bound is a located error a bare `rescue` does not catch, never a crash.
final class TemplateLimitsTests: XCTestCase {
    override func tearDown() {
        Interpreter.deadline = .max
    }

    private func limitError(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> RuntimeError? {
        let error = sourceError(source, file: file, line: line)
        XCTAssertEqual(error?.code, .resourceLimit, "\(String(describing: error))", file: file, line: line)
        XCTAssertEqual(error?.className, "NoMemoryError", file: file, line: line)
        return error
    }

    func testAStringDoubledInALoopStopsAtItsLine() {
        let error = limitError("s = \"x\"\n60.times { s = s + s }\n")
        XCTAssertEqual(error?.location, SourceLocation(file: "runners/test.rb", line: 2, column: 16))
        XCTAssertEqual(error?.message, "failed to allocate memory: a string of 134217728 bytes, more than the 67108864 a template may make")
    }

    func testOtherWaysOfGrowingAStringStopToo() {
        _ = limitError("s = +\"ab\"\n40.times { s << s }\n")
        _ = limitError("s = \"ab\"\n40.times { s = \"#{s}#{s}\" }\n")
        _ = limitError("s = [\"abc\"]\n40.times { s = [s.join(\",\") + s.join] }\n")
        _ = limitError("s = \"ab\"\n40.times { s = format(\"%s%s\", s, s) }\n")
        // What Ruby itself refuses before making it keeps Ruby's error, with the limit's code.
        for source in ["s = \"ab\" * 60_000_000\n", "s = \"ab\".ljust(200_000_000, \"-\")\n", "a = [1, 2] * 60_000_000\n"] {
            let error = sourceError(source)
            XCTAssertEqual(error?.className, "ArgumentError")
            XCTAssertEqual(error?.message, "argument too big")
            XCTAssertEqual(error?.code, .resourceLimit)
        }
    }

    func testABareRescueDoesNotKeepItGoing() {
        let error = limitError("s = \"x\"\nbegin\n  60.times { s = s + s }\nrescue => e\n  puts 'caught'\nend\n")
        XCTAssertEqual(error?.location?.line, 3)
    }

    func testCollectionsAreBounded() {
        XCTAssertEqual(limitError("a = [1]\n30.times { a = a + a }\n")?.message,
                       "failed to allocate memory: an Array of more than 1000000 elements")
        _ = limitError("a = [1]\n30.times { a.concat(a) }\n")
        _ = limitError("a = (1..600_000).to_a\na.push(*a)\n")
        _ = limitError("a = (1..600_000).to_a\nb = (600_001..1_200_000).to_a\nh = a.zip(a).to_h\nh.merge!(b.zip(b).to_h)\n")
    }

    func testMemoryHeldIsBoundedAsAWhole() {
        // Each string is within its bound; together they pass the memory limit.
        let error = limitError("s = \"x\"\n25.times { s = s + s }\na = []\n40.times { |i| a << s + i.to_s }\n")
        XCTAssertTrue(error?.message.contains("MiB, more than the 1024 MiB allowed") ?? false, "\(String(describing: error))")
    }

    func testMemoryGrownInPiecesInsideAnObjectIsSeenToo() {
        // Each piece is under 1 MiB, and the StringIO keeps them: the 64 MiB tally catches it.
        let error = limitError("require \"stringio\"\ns = \"x\" * 1_000_000\nio = StringIO.new\nloop { io << s }\n")
        XCTAssertEqual(error?.location?.line, 4)
    }

    func testOrdinaryWorkIsUnaffected() throws {
        let host = EvaluatorTestHost()
        _ = try Interpreter(host: host).run(source: SourceText(path: "t.rb", text: """
            s = "x" * 1_000_000
            a = (1..100_000).to_a
            h = a.to_h { |i| [i, i.to_s] }
            puts s.size + a.size + h.size

            """), filePath: host.root.path + "/t.rb")
        XCTAssertEqual(host.output, "1200000\n")
    }

    func testTheDeadlineStopsAnEndlessLoopWhereItRuns() {
        for (source, line) in [
            ("x = 1\nloop do end\n", 2), ("while true\nend\n", 1), ("def f(n) = f(n)\nbegin\n  f(1)\nrescue SystemStackError\n  retry\nend\n", 1),
            ("begin\n  loop { }\nrescue Exception\n  retry\nend\n", 2), ("loop do\n  sleep 1\nend\n", 2),
            ("begin\n  loop { }\nensure\n  loop { }\nend\n", 4),
        ] {
            Interpreter.deadline = DispatchTime.now().uptimeNanoseconds + 200_000_000
            Interpreter.deadlineName = "--timeout 0.2s"
            let error = sourceError(source)
            XCTAssertEqual(error?.code, .timedOut, source)
            XCTAssertEqual(error?.location?.line, line, source)
            XCTAssertEqual(error?.message, "the run took longer than --timeout 0.2s and was stopped", source)
        }
    }
}
