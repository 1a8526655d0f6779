import Foundation

/// Runs an area's cases in a child copy of the test process, so that an interpreter crash (a
/// stack overflow, a trap) fails only the case that caused it instead of killing the whole test
/// run and hiding every other area's results. The child is this same test executable started with
/// a filter that selects `ConformanceTests.testSubprocessEntryPoint`; it judges the cases in
/// order and appends one JSON line per case to a report file, each line written before the next
/// case starts, so after a crash the parent knows exactly which case was running and resumes
/// with the one after it.
enum ConformanceIsolation {
    static let reportVariable = "CONFORMANCE_CHILD_REPORT"
    static let areaVariable = "CONFORMANCE_CHILD_AREA"
    static let startVariable = "CONFORMANCE_CHILD_START"
    /// The XCTest filter that selects the child's entry point.
    static let entryPointFilter = "RunnerLanguageTests.ConformanceTests/testSubprocessEntryPoint"

    /// One line of the report: the case index, and either `started` or the finished result.
    private struct Record: Codable {
        var index: Int
        var started: Bool
        var failure: String?
    }

    /// The test executable to re-run, or nil to judge in-process (no /proc, or
    /// `CONFORMANCE_IN_PROCESS` set, e.g. to debug the interpreter under lldb).
    static var testExecutable: URL? {
        let environment = ProcessInfo.processInfo.environment
        guard environment["CONFORMANCE_IN_PROCESS"] == nil, environment[reportVariable] == nil else { return nil }
        #if os(Linux)
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return FileManager.default.isExecutableFile(atPath: executable.path) && executable.path != "/proc/self/exe"
            ? executable : nil
        #else
        // No /proc: the cases are judged in this process.
        return nil
        #endif
    }

    /// The failure (or nil for a pass) of each case, in order, judged in child processes.
    static func failures(of cases: [ConformanceCase], area: String, executable: URL) -> [String?] {
        var results = [String?](repeating: nil, count: cases.count)
        var start = 0
        while start < cases.count {
            let outcome = runChild(area: area, start: start, executable: executable)
            if outcome.records.isEmpty {
                // The child never reached the first case: the same would happen for every restart.
                let message = "the conformance child process did not run (\(outcome.termination))\n\(outcome.log)"
                for index in start..<cases.count { results[index] = message }
                break
            }
            for record in outcome.records where !record.started && record.index < cases.count {
                results[record.index] = record.failure
            }
            let finished = Set(outcome.records.filter { !$0.started }.map(\.index))
            guard let crashed = outcome.records.last(where: { $0.started && !finished.contains($0.index) }) else {
                if let missing = (start..<cases.count).first(where: { !finished.contains($0) }) {
                    // The child stopped before starting a case: report it rather than loop forever.
                    results[missing] = "the conformance child process ended before running this case\n\(outcome.log)"
                    start = missing + 1
                    continue
                }
                break
            }
            results[crashed.index] = "the interpreter crashed the process (\(outcome.termination))\n\(outcome.log)"
            start = crashed.index + 1
        }
        return results
    }

    /// The child's side: judge the area's cases from `CONFORMANCE_CHILD_START`, recording each.
    /// Returns false when this process is not a conformance child.
    static func runAsChild(corpus: ConformanceCorpus, select: ([ConformanceCase]) -> [ConformanceCase]) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        guard let reportPath = environment[reportVariable], let area = environment[areaVariable],
            let start = environment[startVariable].flatMap(Int.init),
            let report = FileHandle(forWritingAtPath: reportPath)
        else { return false }
        let cases = (try? corpus.cases(in: area)).map(select) ?? []
        let encoder = JSONEncoder()
        func append(_ record: Record) {
            guard var line = try? encoder.encode(record) else { return }
            line.append(UInt8(ascii: "\n"))
            // An unbuffered write: it is on disk even if the next case crashes the process.
            report.write(line)
        }
        for index in cases.indices where index >= start {
            append(Record(index: index, started: true, failure: nil))
            let failure = ConformanceRunner.failure(of: cases[index], corpusRoot: corpus.root)
            append(Record(index: index, started: false, failure: failure))
        }
        try? report.close()
        // Ends the child now, also stopping a script thread the hang guard gave up on.
        exit(0)
    }

    private struct ChildOutcome {
        var records: [Record]
        var termination: String
        var log: String
    }

    private static func runChild(area: String, start: Int, executable: URL) -> ChildOutcome {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("conformance-child-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let reportURL = scratch.appendingPathComponent("report.jsonl")
        let logURL = scratch.appendingPathComponent("log.txt")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: reportURL.path, contents: nil),
                FileManager.default.createFile(atPath: logURL.path, contents: nil)
            else { throw CorpusError("cannot create files in \(scratch.path)") }
            let log = try FileHandle(forWritingTo: logURL)
            defer { try? log.close() }
            let process = Process()
            process.executableURL = executable
            process.arguments = [entryPointFilter]
            var environment = ProcessInfo.processInfo.environment
            environment[reportVariable] = reportURL.path
            environment[areaVariable] = area
            environment[startVariable] = String(start)
            process.environment = environment
            process.standardOutput = log
            process.standardError = log
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            let termination =
                process.terminationReason == .uncaughtSignal
                ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
            let records = ((try? String(contentsOf: reportURL, encoding: .utf8)) ?? "")
                .split(separator: "\n")
                .compactMap { try? JSONDecoder().decode(Record.self, from: Data($0.utf8)) }
            return ChildOutcome(records: records, termination: termination, log: tail(of: logURL))
        } catch {
            return ChildOutcome(records: [], termination: "not started: \(error)", log: "")
        }
    }

    /// The last lines the child printed (a Swift trap's `Fatal error: …` lands there).
    private static func tail(of url: URL) -> String {
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        let interesting = text.split(separator: "\n").filter { line in
            !line.hasPrefix("Test Suite") && !line.hasPrefix("Test Case") && !line.contains("Executed ")
                && !line.hasPrefix("◇") && !line.hasPrefix("↳") && !line.hasPrefix("✔")
        }
        let lines = interesting.suffix(12)
        return lines.isEmpty ? "(the process printed nothing)" : "child output:\n" + lines.joined(separator: "\n")
    }
}
