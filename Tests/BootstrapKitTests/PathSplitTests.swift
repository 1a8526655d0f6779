import XCTest

@testable import BootstrapKit

/// `PathConfinement.split` cuts ASCII paths on their bytes; it must give what splitting by Character
/// gives, which non-ASCII paths still use ("/" followed by a combining mark is one Character).
final class PathSplitTests: XCTestCase {
    private func characterSplit(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
    }

    func testSplittingIsThatOfCharacters() {
        let samples = [
            "", "/", "//", ".", "..", "./", "a", "a/b", "/a/b/", "a//b", "a/./b", "a/../b", "./a/.", "..a/.b./...",
            "a\r\n/b", "config/application.rb", "é/b", "a/\u{301}b", "日本/語", "a /b ", "%name%/x.rb",
        ]
        for path in samples {
            XCTAssertEqual(PathConfinement.split(path), characterSplit(path), path.debugDescription)
        }
    }
}
