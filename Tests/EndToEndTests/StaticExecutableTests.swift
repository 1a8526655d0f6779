import Foundation
import XCTest

/// `make release` links a static executable (Package.swift), which the test suite's debug build is
/// not: a libc function looked up at run time (`dlsym`, `dlopen`) finds nothing there, and the
/// failure shows only in the released binary (it once made every command fail to start in another
/// folder). So no source may look anything up by name; a GNU extension is linked through CSpawn.
final class StaticExecutableTests: XCTestCase {
    func testNoSourceLooksUpASymbolAtRunTime() throws {
        let sources = BootstrapProcess.repositoryRoot.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var offenders: [String] = []
        var checked = 0
        for case let url as URL in files where ["swift", "c", "h"].contains(url.pathExtension) {
            checked += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            for call in ["dlsym(", "dlopen("] where text.contains(call) {
                offenders.append("\(url.path.dropFirst(sources.path.count + 1)): \(call)")
            }
        }
        XCTAssertGreaterThan(checked, 200, "the sources were not found at \(sources.path)")
        XCTAssertEqual(offenders, [], "a static executable cannot look symbols up at run time")
    }
}
