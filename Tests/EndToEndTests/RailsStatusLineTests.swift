import Foundation
import XCTest

/// Fixtures/rails-status/template.rb (every action, in the cases Thor words differently) under
/// `bootstrap apply`, compared line for line with what real Rails 6.1 printed for it under
/// `rails new -m` (recorded by its record.sh): without a terminal, and on one, colours and all.
/// Both run the template one `apply` level deep, so both indent it alike.
final class RailsStatusLineTests: XCTestCase {
    private static let fixture = BootstrapProcess.fixtures.appendingPathComponent("rails-status")
    /// Prints their command line, as in the recording.
    private static let shims = BootstrapProcess.fixtures
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("BootstrapKitTests/Fixtures/rails/shims")

    func testStatusLinesAreRails() throws {
        let folder = try project()
        let result = try BootstrapProcess.run(
            ["apply", "--path", "shop", "-m", Self.fixture.appendingPathComponent("outer.rb").path, "--allow-run"],
            in: folder.url, environment: ["PATH": Self.shims.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")])
        XCTAssertEqual(result.status, 0, result.stderr)
        try assertLines(result.stdout, equal: "expected.log")
        // What Thor's words leave out is said beside them, on standard error.
        XCTAssertTrue(result.stderr.contains("inject_into_file changed nothing in README.md: after: \"no such anchor\" not found"), result.stderr)
        XCTAssertTrue(result.stderr.contains("gsub_file changed nothing in README.md: \"no such text\" not found"), result.stderr)
    }

    func testStatusLinesOnATerminalAreRailsColours() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            throw XCTSkip("script(1) is not installed: no terminal to run bootstrap on")
        }
        let folder = try project()
        // script(1) gives bootstrap a pseudo-terminal, as record.sh gave Rails one.
        let command = [
            "cd", quoted(folder.url.path), "&&", "env", "-u", "NO_COLOR", "TERM=xterm",
            "PATH=" + quoted(Self.shims.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")),
            quoted(BootstrapProcess.binary.path), "apply", "--path", "shop", "-m",
            quoted(Self.fixture.appendingPathComponent("outer.rb").path), "--allow-run", "2>/dev/null",
        ].joined(separator: " ")
        let result = try BootstrapProcess.run(["-qec", command, "/dev/null"], in: folder.url, executable: "/usr/bin/script")
        XCTAssertEqual(result.status, 0, result.stdout)
        try assertLines(result.stdout.replacingOccurrences(of: "\r", with: ""), equal: "expected-color.log")
    }

    /// A `rails new shop` skeleton whose bin/rails runs the shim, as the recording's did.
    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let shop = folder.url.appendingPathComponent("shop")
        try FileManager.default.copyItem(at: BootstrapProcess.railsSkeleton, to: shop)
        let binRails = shop.appendingPathComponent("bin/rails")
        try? FileManager.default.removeItem(at: binRails)
        try "#!/bin/sh\nexec '\(Self.shims.appendingPathComponent("rails").path)' \"$@\"\n".write(to: binRails, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binRails.path)
        return folder
    }

    /// The lines after `apply  …/template.rb`, with the template folder written as record.sh writes it.
    private func assertLines(_ output: String, equal recording: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let expected = try String(contentsOf: Self.fixture.appendingPathComponent(recording), encoding: .utf8)
        let root = Self.fixture.resolvingSymlinksInPath().path + "/"
        let lines = output.replacingOccurrences(of: root, with: "<TEMPLATE>/").components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasSuffix("  <TEMPLATE>/template.rb") }) else {
            return XCTFail("no `apply  template.rb` line in:\n\(output)", file: file, line: line)
        }
        let actual = lines[(start + 1)...].joined(separator: "\n")
        let want = expected.components(separatedBy: "\n")
        let got = actual.components(separatedBy: "\n")
        for (index, pair) in zip(want, got).enumerated() where pair.0 != pair.1 {
            XCTFail("line \(index + 1): Rails printed\n\(pair.0.debugDescription)\nbootstrap printed\n\(pair.1.debugDescription)", file: file, line: line)
            break
        }
        XCTAssertEqual(actual, expected, file: file, line: line)
    }

    private func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
