import Foundation
import XCTest

/// A project file as PyPI's `pbxproj` reads it (Tests/XcodeProjectTests/Oracle/pbxproj_summary.py):
/// objects by ID, groups with their children, each target's phases with their files, and where
/// each file reference points. Live when python3 can import pbxproj, and then the recording
/// (Fixtures/xcode-gen/record.sh) must be that same reading of the same bytes; else the reading it
/// recorded of the very same bytes, known by their fingerprint.
struct XcodeProjectReadBack: Codable, Equatable {
    var objects: [String: String]
    var groups: [String: [String?]]
    var phases: [String: [String: [String?]]]
    var paths: [String: String?]

    private struct Recorded: Codable {
        var fingerprint: String
        var summary: XcodeProjectReadBack
    }

    static let script = BootstrapProcess.repositoryRoot.appendingPathComponent("Tests/XcodeProjectTests/Oracle/pbxproj_summary.py")
    static let expected = BootstrapProcess.repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/xcode-gen/expected")

    static let pythonAvailable: Bool = {
        let available = python(["-c", "import pbxproj"])?.status == 0
        if !available {
            print("note: python3 with PyPI's pbxproj is not installed; gen's project files are checked against its recorded readings")
        }
        return available
    }()

    /// pbxproj's reading of the file at `url`, recorded as `name` (and re-recorded under
    /// XCODEPROJECT_RECORD=1).
    static func read(_ url: URL, as name: String) throws -> XcodeProjectReadBack {
        let bytes = try Data(contentsOf: url)
        let file = expected.appendingPathComponent(name + ".json")
        if pythonAvailable {
            guard let result = python([script.path, url.path]), result.status == 0 else {
                throw XCTSkip("pbxproj could not read \(url.path)")
            }
            let live = try JSONDecoder().decode(XcodeProjectReadBack.self, from: result.output)
            if ProcessInfo.processInfo.environment["XCODEPROJECT_RECORD"] == "1" {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                try (encoder.encode(Recorded(fingerprint: fingerprint(bytes), summary: live)) + Data("\n".utf8)).write(to: file)
            } else {
                // The recording must be this very reading of these very bytes, or it has gone stale.
                let recorded = try? JSONDecoder().decode(Recorded.self, from: Data(contentsOf: file))
                XCTAssertEqual(recorded?.fingerprint, fingerprint(bytes), "\(name): gen wrote other bytes than were recorded; run Fixtures/xcode-gen/record.sh")
                XCTAssertTrue(recorded?.summary == live, "\(name): the recorded reading is not pbxproj's; run Fixtures/xcode-gen/record.sh")
            }
            return live
        }
        let recorded = try JSONDecoder().decode(Recorded.self, from: Data(contentsOf: file))
        XCTAssertEqual(recorded.fingerprint, fingerprint(bytes), "\(name): gen wrote other bytes than were recorded; run Fixtures/xcode-gen/record.sh")
        return recorded.summary
    }

    /// Length and 64-bit FNV-1a of the bytes: which file a recorded reading belongs to.
    static func fingerprint(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return "\(data.count):" + String(hash, radix: 16)
    }

    private static func python(_ arguments: [String]) -> (status: Int32, output: Data)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }
}
