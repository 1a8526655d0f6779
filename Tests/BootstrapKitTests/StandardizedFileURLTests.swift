import Foundation
import XCTest

@testable import BootstrapKit

/// `URL.standardizedFile` must give exactly Foundation's `standardizedFileURL`: the same URL (equal,
/// same string, same path, same directory flag, no base), for paths it answers itself and paths it
/// hands over alike. Foundation is the oracle here, run on the same inputs.
final class StandardizedFileURLTests: XCTestCase {
    /// Absolute paths of every shape `standardizingPath` treats differently, and ordinary ones.
    private static let absolutePaths: [String] = {
        let shapes = [
            "/", "/a", "/a/b", "/a/b/", "/a//b", "//a/b", "/a/./b", "/a/../b", "/a/b/..", "/a/b/.",
            "/.", "/..", "/...", "/a/.../b", "/a/.b", "/a/b.", "/a/..b", "/a/b..", "/.hidden/x",
            "/private", "/private/", "/private/tmp/x", "/privatex/y", "/var/automount", "/var/automount/x",
            "/var/automountx/y", "/private/var/automount/z", "/tmp/with space/f.rb", "/tmp/ünï/çødé",
            "/tmp/per%20cent", "/tmp/q?x", "/tmp/h#x", "/tmp/semi;colon", "/tmp/a~b", "/~x/y",
            "/tmp/bootstrap-project", "/a/b/c/d/e/f/g.txt", "/usr/local/share/bootstrap",
        ]
        return shapes
    }()

    /// Relative paths, resolved against a base folder as `URL(fileURLWithPath:relativeTo:)` does.
    private static let relativePaths = [
        "a", "a/b", "a/b/", "./a", "../a", "a/../b", "a//b", "~", "~/x", ".", "..", "", "x y/z", "é/ü",
    ]

    private func assertSame(_ url: URL, file: StaticString = #filePath, line: UInt = #line) {
        let expected = url.standardizedFileURL
        let actual = url.standardizedFile
        let label = "\(url.absoluteString) (base \(url.baseURL?.absoluteString ?? "none"))"
        XCTAssertEqual(actual, expected, label, file: file, line: line)
        XCTAssertEqual(actual.absoluteString, expected.absoluteString, label, file: file, line: line)
        XCTAssertEqual(actual.relativeString, expected.relativeString, label, file: file, line: line)
        XCTAssertEqual(actual.path, expected.path, label, file: file, line: line)
        XCTAssertEqual(actual.hasDirectoryPath, expected.hasDirectoryPath, label, file: file, line: line)
        XCTAssertEqual(actual.baseURL, expected.baseURL, label, file: file, line: line)
        XCTAssertEqual(actual.lastPathComponent, expected.lastPathComponent, label, file: file, line: line)
    }

    func testAbsolutePathsMatchFoundation() {
        for path in Self.absolutePaths {
            assertSame(URL(fileURLWithPath: path))
            assertSame(URL(fileURLWithPath: path, isDirectory: true))
            assertSame(URL(fileURLWithPath: path, isDirectory: false))
            assertSame(URL(filePath: path))
        }
    }

    func testPathsRelativeToABaseMatchFoundation() {
        let bases = [URL(fileURLWithPath: "/tmp/work", isDirectory: true), URL(fileURLWithPath: "/tmp/work/"),
                     URL(fileURLWithPath: "/"), URL(fileURLWithPath: "/a/./b/..", isDirectory: true)]
        for base in bases {
            for path in Self.relativePaths + Self.absolutePaths {
                assertSame(URL(fileURLWithPath: path, relativeTo: base))
                assertSame(URL(fileURLWithPath: path, isDirectory: true, relativeTo: base))
            }
        }
    }

    func testURLsBuiltByAppendingMatchFoundation() {
        let root = URL(fileURLWithPath: "/tmp/template", isDirectory: true)
        for component in ["runners", "runners/a.rb", "../x", "./y", "z/", "config.yml"] {
            assertSame(root.appendingPathComponent(component))
            assertSame(root.appending(path: component))
        }
    }

    func testNonFileURLsAreFoundations() {
        for string in ["https://example.com/a/../b", "https://example.com/", "git@host:repo.git", "mailto:x@y"] {
            guard let url = URL(string: string) else { continue }
            assertSame(url)
        }
    }

    /// The fast answer is only given where it is certain; these go to Foundation.
    func testWhichPathsAreAnsweredDirectly() {
        XCTAssertTrue(URL.isStandard("/a"))
        XCTAssertTrue(URL.isStandard("/tmp/with space/f.rb"))
        XCTAssertTrue(URL.isStandard("/a/.b/c.../..d"))
        for path in ["/", "", "a/b", "/a/", "/a//b", "/a/./b", "/a/../b", "/a/..", "/a/.", "/private/x", "/var/automount/x", "~/x"] {
            XCTAssertFalse(URL.isStandard(path), path)
        }
    }
}
