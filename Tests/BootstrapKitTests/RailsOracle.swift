import Foundation
import XCTest

/// Real Ruby with Rails 6.1, where it is installed: a test re-asks it what a recording holds, and is
/// skipped (the recording alone checked) where it is not.
enum RailsOracle {
    /// The standard output of `ruby ARGUMENTS`; skips the test when Ruby or Rails is missing (a failing run).
    static func output(_ arguments: [String], environment extra: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ruby"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw XCTSkip("ruby is not installed; the recording alone is checked") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw XCTSkip("Rails 6.1 is not installed; the recording alone is checked") }
        return output
    }
}
