import Foundation

/// What became of one command.
public struct CommandResult: Equatable {
    /// The exit status; for a command killed by a signal, 128 + the signal number, as shells report it.
    public var exitStatus: Int32
    /// What the command printed that was captured (see `CommandRunner.OutputMode`); empty when streamed.
    public var output: String

    public init(exitStatus: Int32, output: String) {
        self.exitStatus = exitStatus
        self.output = output
    }

    public var succeeded: Bool { exitStatus == 0 }
}

/// Why a command could not be started at all (as opposed to starting and failing).
public struct CommandLaunchError: Error, CustomStringConvertible {
    public var command: String
    public var reason: String
    public var description: String { "could not start '\(command)': \(reason)" }
}

/// Runs one shell command with `/bin/sh -c`, as Ruby's `system` and Thor's `run` do, in a
/// process group of its own that Ctrl-C is forwarded to (see `ChildProcess`, `InterruptGuard`).
///
/// It knows nothing of consent, logging or the workspace: the command actions decide whether
/// to run, print the status line and flush the workspace; this type only runs the process and
/// hands its output over line by line, so the caller can print it under the status line as it
/// comes instead of at the end.
public struct CommandRunner {
    public enum OutputMode {
        /// stdout and stderr, merged in the order the command wrote them, go to `onLine`
        /// (`run cmd`, `system cmd`).
        case stream
        /// stdout and stderr merged into `CommandResult.output` (Thor's `run cmd, capture: true`,
        /// which uses `Open3.capture2e`).
        case captureAll
        /// stdout into `CommandResult.output`, stderr streamed to `onLine` (Ruby's backticks,
        /// where stderr still reaches the terminal).
        case captureStdout
    }

    public var shell: String
    /// The environment every command starts with: the given variables, else this process's (read
    /// only when a command needs them: most runs start none).
    public var baseEnvironment: [String: String] {
        get { givenEnvironment ?? ProcessEnvironment.variables }
        set { givenEnvironment = newValue }
    }
    private var givenEnvironment: [String: String]?

    public init(shell: String = "/bin/sh", baseEnvironment: [String: String]? = nil) {
        self.shell = shell
        self.givenEnvironment = baseEnvironment
    }

    /// Runs `command` in `directory` and waits for it. `onLine` is called on the calling thread,
    /// once per output line (without its newline), while the command still runs.
    /// Standard input is /dev/null: a command cannot read the answers meant for our own prompts,
    /// and one that waits for input gets end-of-file instead of hanging a CI run.
    public func run(
        _ command: String, in directory: URL, environment: [String: String] = [:],
        output mode: OutputMode = .stream, onLine: (String) -> Void = { _ in }
    ) throws -> CommandResult {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandLaunchError(command: command, reason: "the folder '\(directory.path)' does not exist")
        }
        let main = try Self.makePipe(command)
        let side = mode == .captureStdout ? try Self.makePipe(command) : main
        // Starting the command is a side effect an interrupt must be able to stop for good, and
        // the interrupt must know the command's process group to forward the signal to it.
        let child: ChildProcess
        do {
            child = try InterruptState.shared.performingSideEffect {
                let started = try ChildProcess.spawn(
                    executable: shell, arguments: ["-c", command], directory: directory.path,
                    environment: baseEnvironment.merging(environment) { _, new in new },
                    standardOutput: main.write, standardError: side.write)
                InterruptState.shared.commandStarted(started.pid)
                return started
            }
        } catch let error as ChildProcess.SpawnError {
            for fd in Set([main.read, main.write, side.read, side.write]) { close(fd) }
            throw CommandLaunchError(command: command, reason: error.reason)
        }
        let handoff = TerminalHandoff.begin(for: child.pid)
        // Our copies of the write ends must close, or reading never sees end-of-file.
        close(main.write)
        if side.write != main.write { close(side.write) }
        let mainHandle = FileHandle(fileDescriptor: main.read, closeOnDealloc: true)
        let sideHandle = side.read == main.read ? mainHandle : FileHandle(fileDescriptor: side.read, closeOnDealloc: true)

        var captured = ""
        switch mode {
        case .stream:
            Self.readLines(from: mainHandle, onLine)
        case .captureAll:
            captured = Self.readAll(from: mainHandle)
        case .captureStdout:
            // stdout is drained on a helper thread while stderr lines reach `onLine` here, so a
            // command filling one pipe never blocks on the other.
            let box = CapturedText()
            let done = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                box.text = Self.readAll(from: mainHandle)
                done.signal()
            }
            Self.readLines(from: sideHandle, onLine)
            done.wait()
            captured = box.text
        }
        let ending = child.waitForExit()
        handoff?.end()
        InterruptState.shared.commandEnded(child.pid)
        // Ctrl-C on the terminal went to the command alone (it had the terminal): it was meant for
        // the whole run, so bootstrap now takes it too (cleanup and exit 130 when a run is guarded).
        if handoff != nil, ending.signal == SIGINT {
            kill(getpid(), SIGINT)
            InterruptState.shared.waitForCleanupToTakeOver(upTo: 2)
        }
        InterruptState.shared.stopHereIfInterrupted()
        let status = ending.status
        return CommandResult(exitStatus: status, output: captured)
    }

    private static func makePipe(_ command: String) throws -> (read: Int32, write: Int32) {
        guard let pipe = ChildProcess.makePipe() else {
            throw CommandLaunchError(command: command, reason: String(cString: strerror(errno)))
        }
        return pipe
    }

    private final class CapturedText: @unchecked Sendable {
        var text = ""
    }

    private static func readAll(from handle: FileHandle) -> String {
        var data = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            data.append(chunk)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Splits the stream at newlines as the bytes arrive; a last line without a newline is
    /// still delivered. Bytes are decoded per line, so a multi-byte character split across
    /// two reads is not mangled.
    private static func readLines(from handle: FileHandle, _ onLine: (String) -> Void) {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                var line = pending[pending.startIndex..<newline]
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                onLine(String(decoding: line, as: UTF8.self))
                pending = Data(pending[pending.index(after: newline)...])
            }
        }
        if !pending.isEmpty { onLine(String(decoding: pending, as: UTF8.self)) }
    }
}
