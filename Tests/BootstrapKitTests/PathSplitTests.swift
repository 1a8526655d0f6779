import Foundation
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

    /// A status line shows a path given relative to a folder of the project as the lexical join of
    /// the two: `.` dropped, `..` taken back, repeated slashes merged; one that climbs out is shown
    /// as given. Paths that are already in that form are shown without being split.
    func testDisplayedPathIsTheLexicalJoin() {
        let confinement = PathConfinement(root: URL(fileURLWithPath: "/project"))
        let cases: [(path: String, directory: String, shown: String)] = [
            ("README.md", "", "README.md"),
            ("config/application.rb", "", "config/application.rb"),
            ("x.rb", "lib", "lib/x.rb"),
            ("x.rb", "lib/tasks", "lib/tasks/x.rb"),
            ("...", "", "..."),
            (".hidden/..x", "", ".hidden/..x"),
            ("./x", "lib", "lib/x"),
            ("a/./b", "", "a/b"),
            ("a/../b", "", "b"),
            ("../x", "lib", "x"),
            ("a//b", "", "a/b"),
            ("a/", "", "a"),
            ("x", "lib/", "lib/x"),
            ("", "lib", "lib"),
            ("", "", ""),
            ("../x", "", "../x"),
            ("é/b", "", "é/b"),
        ]
        for (path, directory, shown) in cases {
            XCTAssertEqual(confinement.display(path, from: directory), shown, "\(path) from \(directory.debugDescription)")
        }
    }
}
