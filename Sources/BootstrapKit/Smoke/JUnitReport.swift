import Foundation

/// A JUnit XML report, the format CI systems (GitHub Actions reporters, GitLab, Jenkins) read:
/// one `testsuite` whose `testcase`s passed, failed (with the captured output) or were skipped.
public struct JUnitReport {
    public enum Outcome: Equatable {
        case passed
        case failed(message: String)
        case skipped(message: String)
    }

    public struct TestCase {
        public var name: String
        public var seconds: Double
        public var outcome: Outcome
        /// What the step printed: in the `failure` element when it failed, in `system-out` otherwise.
        public var output: String

        public init(name: String, seconds: Double, outcome: Outcome, output: String) {
            self.name = name
            self.seconds = seconds
            self.outcome = outcome
            self.output = output
        }
    }

    public var suiteName: String
    public var testCases: [TestCase]

    public init(suiteName: String, testCases: [TestCase]) {
        self.suiteName = suiteName
        self.testCases = testCases
    }

    public var failureCount: Int { testCases.filter { if case .failed = $0.outcome { return true } else { return false } }.count }
    public var skippedCount: Int { testCases.filter { if case .skipped = $0.outcome { return true } else { return false } }.count }

    /// The document, UTF-8, every attribute escaped and every output in CDATA.
    public var xml: String { Self.xml(suites: [self]) }

    /// One document of several suites (`smoke --matrix`: one per combination of answers).
    public static func xml(suites: [JUnitReport]) -> String {
        let cases = suites.flatMap(\.testCases)
        let total = cases.reduce(0) { $0 + $1.seconds }
        let failures = suites.reduce(0) { $0 + $1.failureCount }
        let skipped = suites.reduce(0) { $0 + $1.skippedCount }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites tests=\"\(cases.count)\" failures=\"\(failures)\" skipped=\"\(skipped)\" time=\"\(seconds(total))\">\n"
        for suite in suites { out += suite.suiteElement }
        return out + "</testsuites>\n"
    }

    private var suiteElement: String {
        let total = testCases.reduce(0) { $0 + $1.seconds }
        var out = "  <testsuite name=\"\(Self.attribute(suiteName))\" tests=\"\(testCases.count)\" failures=\"\(failureCount)\""
        out += " errors=\"0\" skipped=\"\(skippedCount)\" time=\"\(Self.seconds(total))\">\n"
        for testCase in testCases {
            out += "    <testcase classname=\"bootstrap.smoke\" name=\"\(Self.attribute(testCase.name))\""
            out += " time=\"\(Self.seconds(testCase.seconds))\">\n"
            switch testCase.outcome {
            case .passed:
                if !testCase.output.isEmpty { out += "      <system-out>\(Self.cdata(testCase.output))</system-out>\n" }
            case .failed(let message):
                out += "      <failure message=\"\(Self.attribute(message))\">\(Self.cdata(testCase.output))</failure>\n"
            case .skipped(let message):
                out += "      <skipped message=\"\(Self.attribute(message))\"/>\n"
            }
            out += "    </testcase>\n"
        }
        return out + "  </testsuite>\n"
    }

    static func seconds(_ value: Double) -> String {
        String(format: "%.3f", max(0, value))
    }

    /// Text for an attribute value in double quotes.
    static func attribute(_ text: String) -> String {
        var out = ""
        for scalar in legal(text).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            // Literal newlines and tabs in attributes are normalised to spaces by XML parsers: keep them.
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A CDATA section holding `text`; a `]]>` inside is split across two sections.
    static func cdata(_ text: String) -> String {
        "<![CDATA[" + legal(text).replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
    }

    /// `text` without the characters XML 1.0 cannot hold at all (control characters, U+FFFE/U+FFFF),
    /// which command output may contain (colour codes' ESC, NUL); each becomes U+FFFD.
    static func legal(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let allowed = value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
                || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
            out.append(allowed ? scalar : "\u{FFFD}")
        }
        return String(out)
    }
}
