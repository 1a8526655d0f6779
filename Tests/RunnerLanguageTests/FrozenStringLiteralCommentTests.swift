import Diagnostics
@testable import RunnerLanguage
import XCTest

/// The magic comment is read byte by byte on ASCII lines; that reading must agree with the
/// Character-based one every other line takes.
final class FrozenStringLiteralCommentTests: XCTestCase {
    private func freezes(_ text: String) -> Bool {
        FileContext.hasFrozenStringLiteralComment(SourceText(path: "t.rb", text: text))
    }

    func testWhichLeadingCommentsFreeze() {
        XCTAssertTrue(freezes("# frozen_string_literal: true\nputs 1\n"))
        XCTAssertTrue(freezes("#!/usr/bin/env ruby\n\n  # Frozen_String_Literal:  TRUE\nx = 1\n"))
        XCTAssertTrue(freezes("# -*- frozen-string-literal: true -*-\n"))
        XCTAssertTrue(freezes("\t#\tfrozen_string_literal: true"))
        XCTAssertTrue(freezes("# frozen_string_literal: true\r\nputs 1\r\n"))
        XCTAssertFalse(freezes("# frozen_string_literal: false\n"))
        XCTAssertFalse(freezes("# frozen_string_literal:\ttrue\n"))
        XCTAssertFalse(freezes("x = 1\n# frozen_string_literal: true\n"))
        XCTAssertFalse(freezes("# callbacks of block_0000's gems\n\ndef a_callback\nend\n"))
        XCTAssertFalse(freezes(""))
        XCTAssertTrue(freezes("# é\n# frozen_string_literal: true\n"))
        XCTAssertFalse(freezes("# frozen_string_literal: trué\n"))
    }

    func testASCIIReadingAgreesWithTheCharacterReading() {
        let lines = [
            "", " ", "\t", " \t ", "#", "# ", "x", "  x # frozen_string_literal: true", "#frozen_string_literal:true",
            "# FROZEN_STRING_LITERAL: TRUE", "#  frozen string literal: true", "# frozen_string_literal: true  \t",
            "# frozen_string_literal: tru", "#\tfrozen_string_literal: true", "# frozen_string_literal:\ttrue",
            "# frozen-string-literal: True", "# xfrozen_string_literal: truex", "\r", "# a\r", "##",
            "# frozen_string_literal: true\r", "  # frozen_string_literal: true\r\nx", "# frozen__string_literal: true",
        ]
        for line in lines {
            XCTAssertEqual(FileContext.asciiLeadingLine(Substring(line)), FileContext.unicodeLeadingLine(Substring(line)), line.debugDescription)
        }
        // Random lines over the bytes that matter, every one also checked against the Character reading.
        let alphabet = Array("# \t\r_-:frozenstigla uTRUEFZ".utf8)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let length = Int.random(in: 0...30, using: &generator)
            var bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            if Bool.random(using: &generator) {
                bytes.insert(contentsOf: Array("frozen_string_literal: true".utf8), at: Int.random(in: 0...bytes.count, using: &generator))
            }
            let line = String(decoding: bytes, as: UTF8.self)
            XCTAssertEqual(FileContext.asciiLeadingLine(Substring(line)), FileContext.unicodeLeadingLine(Substring(line)), line.debugDescription)
        }
    }
}
