import Foundation
import XCTest

@testable import BootstrapKit

/// Where the built-in templates are looked for comes from the executable's own path, which the
/// system gives (not argv[0]); only a binary inside a `.build` folder has a checkout around it.
final class ExecutablePathTests: XCTestCase {
    func testTheExecutablePathIsTheSystems() throws {
        let current = try XCTUnwrap(ExecutablePath.current)
        XCTAssertTrue(current.path.hasPrefix("/"))
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: current.path), current.path)
        // The portable answer (Foundation's) names the same file as the one Linux reads directly.
        XCTAssertEqual(ExecutablePath.portable()?.path, current.path)
        #if os(Linux)
        XCTAssertEqual(ExecutablePath.procSelfExe(), current.path)
        #endif
    }

    func testOnlyABinaryInsideABuildFolderHasACheckout() {
        XCTAssertEqual(TemplateLocation.checkout(around: URL(fileURLWithPath: "/src/bootstrap/.build/debug"))?.path, "/src/bootstrap")
        XCTAssertEqual(
            TemplateLocation.checkout(around: URL(fileURLWithPath: "/src/b/.build/x86_64-unknown-linux-gnu/release"))?.path, "/src/b")
        XCTAssertNil(TemplateLocation.checkout(around: URL(fileURLWithPath: "/usr/local/bin")))
        XCTAssertNil(TemplateLocation.checkout(around: URL(fileURLWithPath: "/home/ada/Downloads")))
        // The test binary is in .build: the checkout and the share/bootstrap beside its folder, nothing else.
        let executableFolder = ExecutablePath.current!.deletingLastPathComponent()
        XCTAssertEqual(TemplateLocation.builtInSearchFolders().filter { !$0.path.isEmpty }.suffix(2).map(\.path), [
            executableFolder.deletingLastPathComponent().appendingPathComponent("share/bootstrap").path,
            TemplateLocation.checkout(around: executableFolder)!.path,
        ])
    }
}
