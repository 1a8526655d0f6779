import Foundation
import TestOracles

/// Real Ruby 3.1, when the machine has it (`Oracles.ruby`): the harness re-runs every script with
/// it so that the recorded `.out`/`.err` fixtures cannot drift from what Ruby actually does.
/// Machines without it (or with `CONFORMANCE_SKIP_RUBY` set) check against the fixtures alone.
struct RubyReference {
    let executable: URL

    /// Ruby 3.1 found on PATH, unless the environment opts out.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> RubyReference? {
        guard environment["CONFORMANCE_SKIP_RUBY"] == nil, let path = Oracles.ruby else { return nil }
        return RubyReference(executable: URL(fileURLWithPath: path))
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `ruby ARGS` in `directory`, exactly as `record.sh` does.
    func run(_ arguments: [String], in directory: URL) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // Temporary files rather than pipes: a script printing more than a pipe holds cannot block Ruby.
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("conformance-ruby-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
            FileManager.default.createFile(atPath: errURL.path, contents: nil)
        else { throw CorpusError("cannot create scratch files in \(scratch.path)") }
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Run(
            status: process.terminationStatus,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }

    /// nil when Ruby agrees with the case's fixture, else what differs.
    func disagreement(with testCase: ConformanceCase) -> String? {
        let folder = testCase.script.deletingLastPathComponent()
        let file = testCase.script.lastPathComponent
        do {
            switch testCase.expectation {
            case .invalid:
                return nil
            case .output(let expected):
                let run = try self.run(["-ractive_support/all", file], in: folder)
                if run.status != 0 {
                    return "Ruby failed (exit \(run.status)) on a positive case:\n\(run.stderr)"
                }
                if ConformanceRunner.maskingAddresses(run.stdout) != ConformanceRunner.maskingAddresses(expected) {
                    return "the .out is no longer what Ruby prints (re-run Conformance/record.sh):\n"
                        + LineDiff.render(expected: run.stdout, actual: expected)
                        .replacingOccurrences(of: "- expected from Ruby, + ours", with: "- Ruby now, + .out fixture")
                }
                return nil
            case .error(let expected):
                return try errorDisagreement(expected, file: file, in: folder)
            }
        } catch {
            return "could not run Ruby: \(error)"
        }
    }

    private func errorDisagreement(_ expected: ExpectedError, file: String, in folder: URL) throws -> String? {
        if expected.isSyntaxError {
            let run = try self.run(["-c", file], in: folder)
            return run.status == 0 ? "Ruby accepts this syntax (`ruby -c` succeeds), but the case expects a SyntaxError" : nil
        }
        let run = try self.run(["-ractive_support/all", file], in: folder)
        guard run.status != 0 else { return "Ruby runs this negative case without an error" }
        // Ruby's first stderr line: `NAME.rb:LINE:in `…': message (Class)`.
        let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        var problems: [String] = []
        if !first.hasPrefix("\(file):\(expected.line):") {
            problems.append("Ruby reports another line than \(expected.line)")
        }
        if !first.hasSuffix("(\(expected.className))") {
            problems.append("Ruby raises another class than \(expected.className)")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ") + ":\n" + first
    }
}
