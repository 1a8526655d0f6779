import Diagnostics
import Foundation
import RunnerLanguage

/// Runs one corpus case through OUR interpreter and judges it against its fixture.
enum ConformanceRunner {
    /// Deeply recursive scripts must not overflow the test runner's own stack before the
    /// interpreter's depth limit can report them, so each script runs on a thread with room.
    static let stackSize = 256 << 20
    /// A guard against an interpreter bug that never returns, so one hang cannot stop the whole
    /// suite from reporting; it is not a performance expectation (the corpus runs in milliseconds).
    static let hangGuardSeconds = 60.0

    /// What the interpreter did with a script.
    struct Outcome {
        var output: String
        var error: Error?
    }

    /// `#<Foo:0x00007f1d82927830>`: Ruby prints an object's address, which differs from run to run (and
    /// ours is not an address at all), so both sides are compared with every 16-digit address masked.
    static func maskingAddresses(_ text: String) -> String {
        text.replacingOccurrences(of: "0x[0-9a-f]{16}", with: "0x…", options: .regularExpression)
    }

    /// nil when the case passes, else a description of how it failed (with a line diff for output).
    static func failure(of testCase: ConformanceCase, corpusRoot: URL) -> String? {
        switch testCase.expectation {
        case .invalid(let problem):
            return "broken fixture: \(problem)"
        case .output(let recorded):
            guard var outcome = run(testCase, corpusRoot: corpusRoot) else { return hangMessage }
            let expected = maskingAddresses(recorded)
            outcome.output = maskingAddresses(outcome.output)
            if let error = outcome.error {
                var message = "raised \(describe(error))"
                if outcome.output != expected {
                    message += "\noutput up to the error:\n" + LineDiff.render(expected: expected, actual: outcome.output)
                }
                return message
            }
            return outcome.output == expected ? nil : "output differs:\n" + LineDiff.render(expected: expected, actual: outcome.output)
        case .error(let expected):
            guard let outcome = run(testCase, corpusRoot: corpusRoot) else { return hangMessage }
            guard let error = outcome.error else {
                return "expected \(expected.className) at \(expected.line):\(expected.column), but the script ran to the end"
            }
            return mismatch(of: ReportedError(error), with: expected, path: testCase.displayPath)
        }
    }

    private static var hangMessage: String {
        "did not finish within \(Int(hangGuardSeconds)) s (an endless loop in the interpreter?)"
    }

    /// Runs the script on its own large-stack thread; nil if it did not finish.
    static func run(_ testCase: ConformanceCase, corpusRoot: URL) -> Outcome? {
        let box = OutcomeBox()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let host = ConformanceHost(
                currentDirectory: testCase.script.deletingLastPathComponent(), root: corpusRoot)
            let interpreter = Interpreter(host: host)
            var failure: Error?
            do {
                _ = try interpreter.run(
                    source: SourceText(path: testCase.displayPath, text: testCase.source),
                    filePath: testCase.script.path)
            } catch {
                failure = error
            }
            box.store(Outcome(output: host.output, error: failure))
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        guard done.wait(timeout: .now() + hangGuardSeconds) == .success else { return nil }
        return box.outcome
    }

    private static func mismatch(of reported: ReportedError, with expected: ExpectedError, path: String) -> String? {
        var problems: [String] = []
        if reported.className != expected.className {
            problems.append("class is \(reported.className), expected \(expected.className)")
        }
        if let location = reported.location {
            if location.line != expected.line || location.column != expected.column {
                problems.append(
                    "located at \(location.line):\(location.column), expected \(expected.line):\(expected.column)")
            }
            if location.file != path {
                problems.append("names file '\(location.file)', expected '\(path)'")
            }
        } else {
            problems.append("has no location, expected \(expected.line):\(expected.column)")
        }
        for fragment in expected.messageFragments where !reported.fullMessage.contains(fragment) {
            problems.append("message lacks '\(fragment)'")
        }
        guard !problems.isEmpty else { return nil }
        return problems.joined(separator: "; ") + "\nthe error was: \(reported.rendered)"
    }

    private static func describe(_ error: Error) -> String {
        let reported = ReportedError(error)
        return "\(reported.className): \(reported.rendered)"
    }
}

/// The parts of a thrown error the corpus checks, whichever type carried it.
struct ReportedError {
    var className: String
    var location: SourceLocation?
    /// The message with any notes (`opened at line 3` may be a note under the caret).
    var fullMessage: String
    var rendered: String

    init(_ error: Error) {
        switch error {
        case let runtime as RuntimeError:
            self.init(
                className: runtime.className, location: runtime.location, fullMessage: runtime.message,
                rendered: runtime.diagnostic.rendered)
        case let diagnostic as Diagnostic:
            self.init(diagnostic: diagnostic)
        case let list as DiagnosticList where !list.diagnostics.isEmpty:
            self.init(diagnostic: list.diagnostics[0])
        default:
            let text = String(describing: error)
            self.init(className: String(describing: type(of: error)), location: nil, fullMessage: text, rendered: text)
        }
    }

    private init(diagnostic: Diagnostic) {
        // Syntax errors are the parser's Diagnostics; anything else thrown as one is named by its code.
        self.init(
            className: diagnostic.code == .syntaxError ? "SyntaxError" : "Diagnostic(\(diagnostic.code))",
            location: diagnostic.location,
            fullMessage: ([diagnostic.message] + diagnostic.notes).joined(separator: "\n"),
            rendered: diagnostic.rendered)
    }

    private init(className: String, location: SourceLocation?, fullMessage: String, rendered: String) {
        self.className = className
        self.location = location
        self.fullMessage = fullMessage
        self.rendered = rendered
    }
}

/// Hands the outcome from the script's thread to the test's; the semaphore orders the accesses.
private final class OutcomeBox: @unchecked Sendable {
    private(set) var outcome: Outcome?
    func store(_ outcome: Outcome) { self.outcome = outcome }
}

private typealias Outcome = ConformanceRunner.Outcome
