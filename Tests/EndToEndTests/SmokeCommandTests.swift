import Foundation
import XCTest

/// `bootstrap smoke` through the binary: exit codes, the JUnit file, and no temporary folder left.
final class SmokeCommandTests: XCTestCase {
    static let clean = BootstrapProcess.repositoryRoot.appendingPathComponent("Tests/BootstrapKitTests/Fixtures/check/clean").path

    private func smokeFolders() -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)) ?? []
        return Set(names.filter { $0.hasPrefix("bootstrap-smoke-") })
    }

    func testPassingSmokeExitsZeroAndWritesTheReport() throws {
        let folder = try TemporaryFolder()
        let before = smokeFolders()
        let result = try BootstrapProcess.run(
            ["smoke", "-m", Self.clean, "--run", "test -f DONE", "--junit", "junit.xml"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("PASS  run 1: test -f DONE"), result.stdout)
        XCTAssertTrue(result.stdout.contains("3 passed, 0 failed, 0 skipped\n"), result.stdout)
        let report = try XCTUnwrap(folder.file("junit.xml"))
        XCTAssertTrue(report.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"), report)
        XCTAssertTrue(report.contains("<testcase classname=\"bootstrap.smoke\" name=\"run 1: test -f DONE\""), report)
        XCTAssertEqual(smokeFolders(), before)
    }

    func testFailingCommandExitsOne() throws {
        let folder = try TemporaryFolder()
        let before = smokeFolders()
        let result = try BootstrapProcess.run(
            ["smoke", "-m", Self.clean, "--run", "echo broken >&2; exit 1", "--junit", "junit.xml"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(result.stdout.contains("FAIL  run 1: echo broken >&2; exit 1"), result.stdout)
        XCTAssertTrue(result.stdout.contains("    broken\n"), result.stdout)
        XCTAssertTrue(try XCTUnwrap(folder.file("junit.xml")).contains("<failure message=\"exited with status 1\"><![CDATA[broken\n]]></failure>"))
        XCTAssertEqual(smokeFolders(), before)
    }

    func testWrongCommandLineExitsTwo() throws {
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(["smoke", "--junti", "x.xml"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown option '--junti' for 'smoke' (did you mean '--junit'?)"), result.stderr)
    }
}
