import XCTest

@testable import BootstrapKit

/// `group: development, test` is split on bytes when ASCII; it must give what the Character split
/// gives (parts trimmed of leading blanks and trailing blanks or carriage returns, empty ones dropped).
final class CommaListSplitTests: XCTestCase {
    private func characterSplit(_ s: String) -> [String] {
        s.split(separator: ",").map { part in
            String(part.drop { $0 == " " || $0 == "\t" }.trimmingTrailingWhitespace)
        }.filter { !$0.isEmpty }
    }

    func testSplittingIsThatOfCharacters() {
        let samples = [
            "", ",", ",,", " , ", "development", "development, test", " development ,test , production ",
            "a,\tb\t", "a\r,b\r\n", "a\r\n,b", " \r, x", "\r a", "a,,b", "test,", ",test",
        ]
        for s in samples {
            XCTAssertEqual(ConfigValidation.commaSeparatedASCII(s), characterSplit(s), s.debugDescription)
        }
        XCTAssertNil(ConfigValidation.commaSeparatedASCII("dévelopment, test"))
    }
}
