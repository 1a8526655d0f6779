import Foundation
import TestOracles
import XCTest

/// Every recording made by a script kept beside it (`record.sh`) is what the reference answers
/// now, where the reference is installed: each script is run again in a copy of the repository's
/// test folders, and what it writes must be what is checked in, byte for byte. A recording that
/// has gone stale (the code or the fixture it records changed since) fails here, on every machine
/// with the oracles (CI installs them), instead of the tests quietly comparing against it.
///
/// Recorders whose tests check them against the live answer case by case are listed apart
/// (`checkedByTheirTests`), and a recorder in neither list fails `testEveryRecorderIsChecked`.
final class RecordingFreshnessTests: XCTestCase {
    private enum Oracle { case ruby, rails }

    /// Recorders run again here, with the oracle each needs (Thor and ActiveSupport come with Rails).
    private static let rerun: [(script: String, needs: Oracle)] = [
        ("Tests/BootstrapKitTests/Fixtures/actions/erb/record.sh", .ruby),
        ("Tests/BootstrapKitTests/Fixtures/actions/files/record.sh", .rails),
        ("Tests/BootstrapKitTests/Fixtures/actions/templates/record.sh", .rails),
        ("Tests/BootstrapKitTests/Fixtures/gemfile/record.sh", .rails),
        ("Tests/BootstrapKitTests/Fixtures/rails/record.sh", .rails),
        ("Tests/EndToEndTests/Fixtures/record.sh", .rails),
        ("Tests/EndToEndTests/Fixtures/appname/record.sh", .rails),
        ("Tests/EndToEndTests/Fixtures/erb-binding/record.sh", .ruby),
        ("Tests/EndToEndTests/Fixtures/thor-edits/record.sh", .rails),
        ("Tests/EndToEndTests/Fixtures/rails-surface/record.sh", .rails),
        ("Tests/EndToEndTests/Fixtures/rails-surface/exercise/record.sh", .rails),
        ("Tests/EndToEndTests/Fixtures/rails-example/record.sh", .rails),
        ("Tests/EndToEndTests/Fixtures/rails-status/record.sh", .rails),
        ("Tests/EndToEndTests/Fixtures/script-names/record.sh", .rails),
    ]

    /// Recorders whose tests compare each recording with the live answer themselves, and why.
    private static let checkedByTheirTests: [String: String] = [
        "Tests/RunnerLanguageTests/Conformance/record.sh": "ConformanceTests runs every case with Ruby too",
        "Tests/LiquidTests/Conformance/record.sh": "LiquidConformanceTests records into a scratch folder and compares",
        "Tests/BootstrapKitTests/Fixtures/double-quoted/record.sh": "DoubleQuotedScalarTests runs record.rb and compares",
        "Tests/XcodeProjectTests/Oracle/record.sh": "OracleTests compares every recorded summary with pbxproj's",
        "Tests/EndToEndTests/Fixtures/xcode-gen/record.sh": "XcodeProjectReadBack compares every recorded reading with pbxproj's",
        // Its rspec-rails files come from `apt-get download`, which needs the network.
        "Tests/Fixtures/record-rails-skeleton.sh": "needs the network (apt-get download of rspec-rails)",
    ]

    private static let root = BootstrapProcess.repositoryRoot

    func testEveryRecorderIsChecked() throws {
        let tests = Self.root.appendingPathComponent("Tests")
        let found = try XCTUnwrap(FileManager.default.enumerator(atPath: tests.path)).compactMap { $0 as? String }
            .filter { ($0 as NSString).lastPathComponent.hasPrefix("record") && $0.hasSuffix(".sh") }
            .map { "Tests/" + $0 }.sorted()
        let known = Set(Self.rerun.map(\.script)).union(Self.checkedByTheirTests.keys)
        XCTAssertEqual(found.filter { !known.contains($0) }, [], "a recorder neither run again here nor checked by its tests")
        XCTAssertEqual(known.filter { !found.contains($0) }.sorted(), [], "a listed recorder that no longer exists")
    }

    func testRecordingsMadeWithRubyAreCurrent() throws {
        guard Oracles.ruby != nil else { throw XCTSkip("no Ruby 3.1: the recordings are checked as they are") }
        try checkFresh(Self.rerun.filter { $0.needs == .ruby }.map(\.script))
    }

    func testRecordingsMadeWithRailsAreCurrent() throws {
        guard Oracles.rails != nil else { throw XCTSkip("no Rails 6.1: the recordings are checked as they are") }
        try checkFresh(Self.rerun.filter { $0.needs == .rails }.map(\.script))
    }

    /// Runs each script in a copy of Tests/ and examples/, then compares every file of its folder
    /// with the checked-in one (files only: git keeps no empty folder, and the recorders that make
    /// some list the tree in a file of their own).
    private func checkFresh(_ scripts: [String]) throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("recordings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: copy) }
        for folder in ["Tests", "examples"] {
            try FileManager.default.copyItem(at: Self.root.appendingPathComponent(folder), to: copy.appendingPathComponent(folder))
        }
        for script in scripts {
            let output = try XCTUnwrap(Oracles.run("/bin/sh", [copy.appendingPathComponent(script).path], in: copy))
            XCTAssertEqual(output.status, 0, "\(script) failed:\n\(output.stderr)")
            let folder = (script as NSString).deletingLastPathComponent
            let recorded = files(under: Self.root.appendingPathComponent(folder))
            let fresh = files(under: copy.appendingPathComponent(folder))
            XCTAssertEqual(fresh.keys.sorted(), recorded.keys.sorted(), "\(script) now records other files: run it")
            for (path, bytes) in recorded where fresh[path] != nil && fresh[path] != bytes {
                XCTFail("\(folder)/\(path) is no longer what \(script) records: run it")
            }
        }
    }

    /// Path → bytes of every regular file below `folder`.
    private func files(under folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        while let relative = enumerator.nextObject() as? String {
            let url = folder.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            result[relative] = FileManager.default.contents(atPath: url.path)
        }
        return result
    }
}
