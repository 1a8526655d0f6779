import BootstrapKit
import Diagnostics
import XCTest

/// A scope with more locals than a short list holds (a long top level, a big block) keeps them all,
/// and ending a block or entering a `def` still hides them: what Ruby 3.1 does with the same code.
final class CheckManyLocalsTests: XCTestCase {
    func testManyLocalsStayVisibleWhereRubySeesThemAndOnlyThere() throws {
        var lines = (1...20).map { "v\($0) = \($0)" }
        lines.append("[1].each do |b|")
        lines += (1...18).map { "  w\($0) = b" }
        lines += ["  puts v20, w18, w1", "end", "puts w1", "def m", "  puts v1", "end", "puts v2O"]
        let template = try TemporaryTemplate(files: ["config.yml": "a: true\n", "runners/a.rb": lines.joined(separator: "\n") + "\n"])
        let findings = template.findings().map { finding in
            "\(finding.location.map { "\($0.line):\($0.column)" } ?? "-") \(finding.code): \(finding.message)"
        }
        XCTAssertEqual(findings, [
            "42:6 undefined-name: undefined local variable or method 'w1'",
            "44:8 undefined-name: undefined local variable or method 'v1'",
            // The suggestion comes from the locals visible there.
            "46:6 undefined-name: undefined local variable or method 'v2O'; did you mean 'v2'?",
        ])
    }
}
