import Diagnostics
import Foundation
import RunnerLanguage

/// Runs `git` or `curl` for the fetcher and collects what it printed. These are bootstrap's own
/// tools, not template commands, so they need no consent; they get no terminal (stdin is
/// /dev/null) and git is told never to prompt, so a private repository fails instead of hanging.
struct ToolProcess {
    struct Result {
        var status: Int32
        var output: Data
        var errorText: String
        /// The output passed `outputLimit` and the tool was stopped.
        var exceededLimit = false

        var outputText: String { String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }

        /// git's and curl's own explanation: the last line that says what failed.
        var reason: String {
            let lines: [String] = errorText.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let fatal = lines.last { $0.hasPrefix("fatal:") || $0.hasPrefix("curl:") || $0.hasPrefix("error:") } ?? lines.last
            return fatal ?? "exit status \(status)"
        }
    }

    /// Runs `tool arguments…`; `outputLimit` stops it once its standard output passes that many bytes.
    static func run(
        _ tool: String, _ arguments: [String], environment: [String: String], directory: URL? = nil, outputLimit: Int? = nil
    ) throws -> Result {
        // A download or a clone is a way out of the run: a check still running alongside settles first.
        try SpeculativeCheck.settleFirst()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        var env = environment
        env["GIT_TERMINAL_PROMPT"] = "0"
        env["GIT_SSH_COMMAND"] = env["GIT_SSH_COMMAND"] ?? "ssh -o BatchMode=yes"
        env["LC_ALL"] = "C"
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            throw Diagnostic(code: DiagnosticCode.missingTool, message: "cannot start \(tool): \(error.localizedDescription)")
        }
        // `--timeout` stops the tool at the deadline (RunTimeout); the run then fails as timed out.
        timeoutToolProcess = process.processIdentifier
        defer { timeoutToolProcess = 0 }
        // Standard error is drained on its own thread so a chatty tool never blocks on a full pipe.
        let errorData = LockedData()
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorData.set(errors.fileHandleForReading.readDataToEndOfFile())
            drained.signal()
        }
        var collected = Data()
        var exceeded = false
        let reader = output.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            collected.append(chunk)
            if let outputLimit, collected.count > outputLimit {
                exceeded = true
                process.terminate()
                break
            }
        }
        process.waitUntilExit()
        drained.wait()
        if RunTimeout.hasPassed { throw Interpreter.timedOut(at: nil) }
        let errorText = String(decoding: errorData.get(), as: UTF8.self)
        if process.terminationStatus == 127, errorText.contains("No such file") {
            throw Diagnostic(
                code: DiagnosticCode.missingTool,
                message: "bootstrap needs the `\(tool)` command to fetch remote templates; install it (Debian: apt-get install \(tool))")
        }
        return Result(status: process.terminationStatus, output: collected, errorText: errorText, exceededLimit: exceeded)
    }
}

/// Data handed from the thread that drains a pipe to the one that waits for it.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
    func get() -> Data { lock.lock(); defer { lock.unlock() }; return data }
}
