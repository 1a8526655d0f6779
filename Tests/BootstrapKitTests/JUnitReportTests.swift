import BootstrapKit
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// The JUnit document is well-formed whatever the names and outputs hold, and reads back as written.
final class JUnitReportTests: XCTestCase {
    func testEscapedNamesAndOutputsReadBackUnchanged() throws {
        let name = "run 1: echo \"a\" 'b' <c> & d\tnext"
        let output = "line <1> & \"2\"\n]]>]]> \u{0}\u{7} done"
        let report = JUnitReport(suiteName: "bootstrap smoke <t>", testCases: [
            .init(name: "check", seconds: 0.5, outcome: .passed, output: ""),
            .init(name: name, seconds: 1, outcome: .failed(message: "exited with status 1\nsee output"), output: output),
            .init(name: "run 2", seconds: 0, outcome: .skipped(message: "no project"), output: ""),
        ])
        let document = try XMLDocument(data: Data(report.xml.utf8), options: [])
        let suite = try XCTUnwrap(document.rootElement()?.elements(forName: "testsuite").first)
        XCTAssertEqual(suite.attribute(forName: "name")?.stringValue, "bootstrap smoke <t>")
        XCTAssertEqual(suite.attribute(forName: "tests")?.stringValue, "3")
        XCTAssertEqual(suite.attribute(forName: "failures")?.stringValue, "1")
        XCTAssertEqual(suite.attribute(forName: "skipped")?.stringValue, "1")
        let cases = suite.elements(forName: "testcase")
        XCTAssertEqual(cases[1].attribute(forName: "name")?.stringValue, name)
        let failure = try XCTUnwrap(cases[1].elements(forName: "failure").first)
        XCTAssertEqual(failure.attribute(forName: "message")?.stringValue, "exited with status 1\nsee output")
        // NUL and BEL cannot appear in XML 1.0 at all: they become U+FFFD, everything else is kept.
        XCTAssertEqual(failure.stringValue, "line <1> & \"2\"\n]]>]]> \u{FFFD}\u{FFFD} done")
        XCTAssertEqual(cases[2].elements(forName: "skipped").first?.attribute(forName: "message")?.stringValue, "no project")
    }
}
