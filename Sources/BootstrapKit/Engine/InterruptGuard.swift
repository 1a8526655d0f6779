import Foundation
import RunnerLanguage
#if canImport(Glibc)
import Glibc
#endif

/// Cleans up when the user presses Ctrl-C or the run is terminated: the running command (its
/// whole process group) gets the signal and is waited for, then the staging folder of `new` is
/// removed or the journaled files of `apply` are restored, and the process exits 130 (SIGINT) or
/// 143 (SIGTERM), as shells expect. A closed standard output or error (`| head`) ends the run the
/// same way, with exit 1: the command gets SIGTERM, the run is undone, nothing more is written
/// to the closed stream (see `OutputStreams`).
///
/// Only `AllOrNothingRun` arms a guard: it decides what the cleanup undoes and disarms the guard
/// inside the side effect that ends the run.
///
/// The signals are *caught* by a handler that only writes the signal number to a pipe; a thread
/// reading the pipe does the work. Catching (rather than ignoring, as a dispatch signal source
/// needs) matters: an ignored signal stays ignored in every child through exec, so a command
/// could not be stopped, while a caught one is reset to its default in the child.
final class InterruptGuard {
    private let lock = NSLock()
    private var cleanup: (() -> Void)?
    private let pipe: (read: Int32, write: Int32)
    /// Ctrl-C, `kill`, and the terminal going away (a closed terminal window or ssh session).
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    init(cleanup: @escaping () -> Void) {
        self.cleanup = cleanup
        pipe = ChildProcess.makePipe() ?? (-1, -1)
        guard pipe.write >= 0 else { return }  // no pipe: the signals keep their default (exit without cleanup)
        interruptPipeWriteEnd = pipe.write
        timeoutGuardPipe = pipe.write
        OutputStreams.catchSIGPIPE()
        OutputStreams.whenClosed { [weak self] stream in self?.streamClosed(stream) }
        let reader = pipe.read
        let thread = Thread { [weak self] in
            var number: Int32 = 0
            while true {
                let count = withUnsafeMutableBytes(of: &number) { read(reader, $0.baseAddress, MemoryLayout<Int32>.size) }
                if count < 0, errno == EINTR { continue }
                guard count == MemoryLayout<Int32>.size, number != 0 else { return }  // 0: disarmed
                self?.interrupted(by: number)
            }
        }
        thread.start()
        for signalNumber in Self.signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = interruptSignalHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signalNumber, &action, nil)
        }
    }

    /// A write to standard output or error failed (on the writing thread, the run's own): the
    /// cleanup thread takes over as for a signal. The writer waits until it has (it holds the
    /// side-effect lock from then on), so the run cannot slip through to its successful end;
    /// the run then stops at its next side effect, or when its running command has been stopped.
    private func streamClosed(_ stream: OutputStreams.Stream) {
        var marker = -stream.rawValue
        _ = withUnsafeBytes(of: &marker) { write(pipe.write, $0.baseAddress, MemoryLayout<Int32>.size) }
        InterruptState.shared.waitForCleanupToTakeOver(upTo: 2)
    }

    /// The run's end has begun (inside its last side effect): a stream closing now is no reason
    /// to undo it; what is left to write is dropped.
    func stopWatchingStreams() {
        OutputStreams.whenClosed(nil)
    }

    /// `number`: a signal, or minus the descriptor of a standard stream that closed. SIGALRM is
    /// `--timeout` (RunTimeout): the run did not stop by itself within the grace after its deadline.
    private func interrupted(by number: Int32) {
        let closedStream = number < 0 ? OutputStreams.Stream(rawValue: -number) : nil
        let timedOut = number == SIGALRM
        // First stop the run's side effects (and the command), then look at what to clean: a run
        // that finished meanwhile disarmed the guard inside a side effect, and keeps its own exit.
        // A command still running after the deadline's SIGTERM gets SIGKILL.
        InterruptState.shared.stopEverything(forwarding: closedStream != nil ? SIGTERM : timedOut ? SIGKILL : number)
        lock.lock()
        let work = cleanup
        cleanup = nil
        lock.unlock()
        guard let work else { return }
        // Plain writes: after a hangup the terminal is gone and the write fails, which must not
        // stop the cleanup; a closed standard error gets nothing more.
        let notice: String
        if let closedStream {
            let name = closedStream == .output ? "standard output" : "standard error"
            notice = "bootstrap: \(name) was closed; the run stopped and was undone\n"
        } else if timedOut {
            notice = "bootstrap: the run took longer than \(Interpreter.deadlineName) and did not stop within \(RunTimeout.grace) s; it was stopped and undone\n"
        } else {
            notice = "\ninterrupted: cleaning up\n"
        }
        // The status lines printed before the interrupt come first, as they did when unbuffered.
        OutputStreams.flushBeforeExit()
        if !OutputStreams.isClosed(.error) {
            let bytes = Array(notice.utf8)
            _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        work()
        // _exit, not exit: the main thread is still alive (blocked before its next side effect),
        // and atexit handlers running under it could crash.
        _exit(closedStream == nil && !timedOut ? 128 + number : ExitStatus.generationFailed.rawValue)
    }

    /// The run finished (either way) and did its own cleanup: signals no longer clean up, and get
    /// their default behaviour back. Call it inside the side effect that finished the run (the
    /// final rename, the rollback), so an interrupt sees either the run unfinished or disarmed.
    func disarm() {
        lock.lock()
        cleanup = nil
        lock.unlock()
        timeoutGuardPipe = -1
        stopWatchingStreams()
        for signalNumber in Self.signals { signal(signalNumber, SIG_DFL) }
        guard pipe.write >= 0 else { return }
        var stop: Int32 = 0
        _ = withUnsafeBytes(of: &stop) { write(pipe.write, $0.baseAddress, MemoryLayout<Int32>.size) }
        // The pipe stays open: a handler already running could otherwise write into a reused descriptor.
    }
}

/// The write end of the current guard's pipe, read by the signal handler (which cannot capture).
private var interruptPipeWriteEnd: Int32 = -1

/// Async-signal-safe: one `write` of the signal number, nothing else.
private func interruptSignalHandler(_ signalNumber: Int32) {
    var number = signalNumber
    _ = withUnsafeBytes(of: &number) { write(interruptPipeWriteEnd, $0.baseAddress, MemoryLayout<Int32>.size) }
}
