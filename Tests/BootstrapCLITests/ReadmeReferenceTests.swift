import BootstrapCLI
import Foundation
import XCTest

/// The README's command reference names every declared command and flag, so a flag added to the
/// declarations without a word in the README fails here.
final class ReadmeReferenceTests: XCTestCase {
    func testTheCommandsSectionNamesEveryCommandAndFlag() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "## Commands\n"))
        let end = try XCTUnwrap(text.range(of: "\n## ", range: start.upperBound..<text.endIndex))
        let section = String(text[start.upperBound..<end.lowerBound])
        let help = BootstrapCommandLine.helpText
        for command in BootstrapCommandLine.parser.commands {
            XCTAssertTrue(section.contains(help.usageLine(command) + " "), "README lacks `\(help.usageLine(command))`")
        }
        for flag in BootstrapCommandLine.parser.flags {
            for name in flag.names {
                let mentioned = section.contains("`\(name)") || section.contains(", \(name)") || section.contains(" \(name) ")
                XCTAssertTrue(mentioned, "README lacks \(name)")
            }
        }
    }
}
