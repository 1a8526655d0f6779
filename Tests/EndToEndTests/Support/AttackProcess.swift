import Foundation

/// Runs a program for an attack case with a deadline, and finds what it left running. Every
/// process of the run carries a marker in its environment (children inherit it); after the run,
/// any process still carrying it was left behind, is reported and killed.
enum AttackProcess {
    struct Outcome {
        var status: Int32
        var stdout: Data
        var stderr: Data
        var timedOut: Bool
        /// `PID command` of each marked process still running after the run ended.
        var leftRunning: [String]
    }

    static let markerName = "BOOTSTRAP_ATTACK_RUN"

    /// Foundation's `Process` is not used: on Linux it learns of the child's end through a socket
    /// the child inherits, so a process the run left behind would hold the run "open" until it
    /// ends. `posix_spawn` and `waitpid` see bootstrap's own end. The child starts in `directory`
    /// through `sh -c 'cd … && exec …'` (changing folder in spawn is not portable).
    static func run(
        executable: String = BootstrapProcess.binary.path, arguments: [String], in directory: URL,
        environment: [String: String], stdin: String?, deadline: TimeInterval
    ) throws -> Outcome {
        let marker = UUID().uuidString
        let environment = environment.merging([markerName: marker]) { _, new in new }
        var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        guard pipe(&input) == 0, pipe(&output) == 0, pipe(&errors) == 0 else { throw SpawnFailure(reason: "pipe failed") }
        // The parent's ends close on exec, so no child holds them.
        for fd in [input[1], output[0], errors[0]] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        for fd in [input[0], output[1], errors[1]] { posix_spawn_file_actions_addclose(&actions, fd) }
        let argv = (["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path, executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let failure = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
        for fd in [input[0], output[1], errors[1]] { close(fd) }
        guard failure == 0 else {
            for fd in [input[1], output[0], errors[0]] { close(fd) }
            throw SpawnFailure(reason: String(cString: strerror(failure)))
        }
        let stdout = PipeDrain(output[0]), stderr = PipeDrain(errors[0])
        let writer = FileHandle(fileDescriptor: input[1], closeOnDealloc: true)
        if let stdin, !stdin.isEmpty { try? writer.write(contentsOf: Data(stdin.utf8)) }
        try? writer.close()

        var status: Int32 = 0
        var timedOut = false
        let end = Date().addingTimeInterval(deadline)
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid || (reaped < 0 && errno != EINTR) { break }
            if Date() > end, !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(5_000)
        }
        let left = leftovers(marker: marker)
        // What is left may hold the output pipes open: the drains end once it is gone.
        stdout.wait()
        stderr.wait()
        let signalNumber = status & 0x7F
        let exit = signalNumber == 0 ? (status >> 8) & 0xFF : 128 + signalNumber
        return Outcome(status: exit, stdout: stdout.data, stderr: stderr.data, timedOut: timedOut, leftRunning: left)
    }

    struct SpawnFailure: Error {
        var reason: String
    }

    /// Marked processes still alive a moment after the run ended (a killed group takes a few
    /// milliseconds to go), each killed once found.
    private static func leftovers(marker: String) -> [String] {
        var found: [String] = []
        for _ in 0..<40 {
            let marked = markedProcesses(marker: marker)
            if marked.isEmpty { break }
            found = marked.map { "\($0.pid) \($0.command)" }
            Thread.sleep(forTimeInterval: 0.05)
        }
        for entry in markedProcesses(marker: marker) { kill(entry.pid, SIGKILL) }
        return found
    }

    private static func markedProcesses(marker: String) -> [(pid: pid_t, command: String)] {
        let needle = Data("\(markerName)=\(marker)".utf8)
        #if os(Linux)
        // /proc shows each process's environment as it was started.
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> (pid_t, String)? in
            guard let pid = pid_t(entry), pid != getpid(),
                  let environment = procFile("/proc/\(entry)/environ"), environment.range(of: needle) != nil
            else { return nil }
            let line = procFile("/proc/\(entry)/cmdline") ?? Data()
            return (pid, String(decoding: line.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self))
        }
        #else
        // ps -E appends each process's environment to its command.
        let ps = Process()
        ps.executableURL = URL(fileURLWithPath: "/bin/ps")
        ps.arguments = ["-A", "-E", "-ww", "-o", "pid=,command="]
        let out = Pipe()
        ps.standardOutput = out
        guard (try? ps.run()) != nil else { return [] }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        ps.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line -> (pid_t, String)? in
            guard line.contains(String(decoding: needle, as: UTF8.self)) else { return nil }
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
            guard let pid = parts.first.flatMap({ pid_t($0) }), pid != getpid() else { return nil }
            return (pid, String(parts.dropFirst().first ?? "").replacingOccurrences(of: String(decoding: needle, as: UTF8.self), with: ""))
        }
        #endif
    }
}

#if os(Linux)
/// A file of /proc, read to its end (its size on disk is 0, so it is read until read(2) says so).
private func procFile(_ path: String) -> Data? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    return try? handle.readToEnd()
}
#endif

/// Reads a pipe to its end on a thread of its own, so a chatty child never blocks on a full pipe.
private final class PipeDrain {
    private let lock = NSLock()
    private var bytes = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ descriptor: Int32) {
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        Thread.detachNewThread { [self] in
            let all = (try? handle.readToEnd()) ?? Data()
            lock.lock()
            bytes = all
            lock.unlock()
            done.signal()
        }
    }

    /// Waits for the end of the pipe, at most 10 s (a grandchild that escaped the marker could
    /// hold it open); what was read by then is the output.
    func wait() {
        _ = done.wait(timeout: .now() + 10)
    }

    var data: Data {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }
}
