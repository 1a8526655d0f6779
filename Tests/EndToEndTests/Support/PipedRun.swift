import Foundation

/// `bootstrap` started in the background with its standard output and error on two pipes the
/// test reads, or closes to play a reader that went away.
final class PipedRun {
    let process = Process()
    let output = Pipe()
    let error = Pipe()

    init(_ arguments: [String], in directory: URL) throws {
        process.executableURL = BootstrapProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// Reads standard output until it contains `needle` (false when it ended first).
    func readOutput(until needle: String) -> (found: Bool, text: String) {
        var collected = Data()
        while !String(decoding: collected, as: UTF8.self).contains(needle) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return (false, String(decoding: collected, as: UTF8.self)) }
            collected.append(chunk)
        }
        return (true, String(decoding: collected, as: UTF8.self))
    }

    /// Everything left on `pipe`, read on a thread of its own (call `collected` after the exit).
    func drain(_ pipe: Pipe) -> () -> String {
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread {
            box.data = handle.readDataToEndOfFile()
            done.signal()
        }
        return {
            done.wait()
            return String(decoding: box.data, as: UTF8.self)
        }
    }

    /// Waits for the exit; the bound only keeps a broken build from hanging the suite.
    func waitForExit() -> Bool {
        let deadline = Date(timeIntervalSinceNow: 60)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                return false
            }
            usleep(20_000)
        }
        return true
    }

    private final class Box: @unchecked Sendable {
        var data = Data()
    }
}
