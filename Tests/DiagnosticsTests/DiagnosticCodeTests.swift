import Diagnostics
import Foundation
import XCTest

/// The codes are a published vocabulary: every one is documented with an example, and the
/// documentation names no code that does not exist.
final class DiagnosticCodeTests: XCTestCase {
    static let documentation = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/diagnostics.md")

    /// The sections of docs/diagnostics.md: each "### `code`" heading with the text up to the next heading.
    private func documentedSections() throws -> [String: String] {
        let text = try String(contentsOf: Self.documentation, encoding: .utf8)
        var sections: [String: String] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                current = nil
                if line.hasPrefix("### `"), let end = line.dropFirst(5).firstIndex(of: "`") {
                    current = String(line.dropFirst(5)[..<end])
                    sections[current!] = ""
                }
            } else if let current {
                sections[current]! += line + "\n"
            }
        }
        return sections
    }

    func testEveryCodeIsDocumentedWithAnExample() throws {
        let sections = try documentedSections()
        for code in DiagnosticCode.allCases {
            guard let section = sections[code.rawValue] else {
                XCTFail("docs/diagnostics.md has no section for `\(code.rawValue)`")
                continue
            }
            XCTAssertTrue(section.contains("```"), "`\(code.rawValue)` has no example in docs/diagnostics.md")
        }
    }

    func testTheDocumentationNamesNoUnknownCode() throws {
        let known = Set(DiagnosticCode.allCases.map(\.rawValue))
        for name in try documentedSections().keys {
            XCTAssertTrue(known.contains(name), "docs/diagnostics.md documents `\(name)`, which is no DiagnosticCode")
        }
    }

    func testCodesAreLowercaseWordsJoinedByDashes() {
        for code in DiagnosticCode.allCases {
            XCTAssertNotNil(
                code.rawValue.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression), code.rawValue)
            XCTAssertEqual(code.id, code.rawValue)
            XCTAssertEqual(code.description, code.rawValue)
        }
    }

    func testTheStringFormRoundTripsThroughJSON() throws {
        let data = try JSONEncoder().encode([DiagnosticCode.undefinedConstant])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"["undefined-constant"]"#)
        XCTAssertEqual(try JSONDecoder().decode([DiagnosticCode].self, from: data), [.undefinedConstant])
    }
}
