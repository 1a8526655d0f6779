import Foundation

/// The process's standard output and standard error, written so that a reader going away (`| head`,
/// quitting `less`) is an ordinary failure of the run instead of death by SIGPIPE halfway through
/// it (docs/safety.md, "A closed pipe").
///
/// SIGPIPE is caught by a handler that does nothing, so a write to a closed pipe returns EPIPE.
/// Caught, not ignored: an ignored SIGPIPE would stay ignored in every command the template runs
/// (through exec), and `yes | head` in a command would then never end.
///
/// The first failed write marks the stream closed: nothing more is ever written to it, and
/// `whenClosed` (set by the all-or-nothing run while it is armed) is told once.
///
/// While a guarded run's body goes on (`buffering`; the interrupt guard is armed, so a signal
/// still gets the output out), standard output that is not a terminal is written in large pieces
/// instead of one `write(2)` per status line. The bytes and their order stay those of unbuffered
/// writes: the buffer goes out before anything else can write to the same place or wait — before
/// each write to standard error (which may be the same pipe), before a command starts
/// (`ChildProcess`), before a question waits for an answer, when an interrupt cleans up, and when
/// the body ends, while the run can still be undone if the reader has gone away.
public enum OutputStreams {
    public enum Stream: Int32, Sendable {
        case output = 1  // STDOUT_FILENO
        case error = 2  // STDERR_FILENO
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var closed: Set<Stream> = []
    nonisolated(unsafe) private static var closedHandler: ((Stream) -> Void)?
    nonisolated(unsafe) private static var sigpipeCaught = false
    /// Standard output written while buffering and not yet passed to `write(2)` (under `lock`).
    nonisolated(unsafe) private static var pending: [UInt8] = []
    /// How many `buffering` bodies are running (under `lock`).
    nonisolated(unsafe) private static var bufferingDepth = 0
    /// One flush at a time, so pieces leave in the order they were written; held during the write
    /// itself, which `lock` never is (a reader that stopped reading must not block `isClosed`).
    private static let flushLock = NSLock()
    /// A buffer this full is written at once: output stays flowing and memory bounded.
    private static let bufferLimit = 32 * 1024
    /// A person watching a terminal sees each line as it comes: a terminal is never buffered.
    private static let outputIsTerminal = isatty(STDOUT_FILENO) != 0

    /// Writes all of `text` to `stream`, or marks the stream closed when the write fails.
    public static func write(_ text: String, to stream: Stream) {
        var text = text
        text.withUTF8 { write(utf8: $0, to: stream) }
    }

    /// Writes all of `bytes` to `stream`, or marks the stream closed when the write fails.
    public static func write(utf8 bytes: UnsafeBufferPointer<UInt8>, to stream: Stream) {
        // One locking for the SIGPIPE handler, the closed check and the buffer: a status line is
        // written thousands of times a run.
        lock.lock()
        installSIGPIPEHandlerOnce()
        guard !closed.contains(stream), !bytes.isEmpty else {
            lock.unlock()
            return
        }
        let buffered = stream == .output && bufferingDepth > 0 && !outputIsTerminal
        if buffered { pending.append(contentsOf: bytes) }
        let waiting = pending.count
        lock.unlock()
        if buffered {
            if waiting >= bufferLimit { flush() }
            return
        }
        // Standard error (perhaps the same pipe) and unbuffered output keep their place behind
        // what is buffered.
        if waiting > 0 { flush() }
        if !DescriptorWrite.all(stream.rawValue, UnsafeRawBufferPointer(bytes)) { markClosed(stream) }
    }

    /// Runs `body` with standard output buffered (see above), and writes what is left when it ends.
    public static func buffering<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        bufferingDepth += 1
        lock.unlock()
        defer {
            lock.lock()
            bufferingDepth -= 1
            lock.unlock()
            flush()
        }
        return try body()
    }

    /// Writes the buffered standard output now: before something else writes to the same place
    /// (a command), or before waiting for input.
    public static func flush() {
        flushLock.lock()
        defer { flushLock.unlock() }
        guard let bytes = takePending() else { return }
        if !bytes.withUnsafeBytes({ DescriptorWrite.all(Stream.output.rawValue, $0) }) { markClosed(.output) }
    }

    /// The flush of the interrupt cleanup, on its own thread just before the process exits: skipped
    /// when the run's thread is writing (it may be stuck on a reader that stopped reading), and a
    /// closed output is only marked, since the cleanup is what anyone told would start.
    static func flushBeforeExit() {
        guard flushLock.try() else { return }
        defer { flushLock.unlock() }
        guard let bytes = takePending() else { return }
        if !bytes.withUnsafeBytes({ DescriptorWrite.all(Stream.output.rawValue, $0) }) {
            lock.lock()
            closed.insert(.output)
            lock.unlock()
        }
    }

    /// The buffered bytes, the buffer left empty; nil when there are none or the output closed.
    private static func takePending() -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        guard !pending.isEmpty else { return nil }
        let bytes = pending
        pending.removeAll(keepingCapacity: true)
        return closed.contains(.output) ? nil : bytes
    }

    /// Whether a write to `stream` failed since the process started.
    public static func isClosed(_ stream: Stream) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return closed.contains(stream)
    }

    /// Any stream closed: the command's result cannot have been seen in full.
    public static var anyClosed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !closed.isEmpty
    }

    /// Who is told (once per stream, on the writing thread) that a stream closed; nil: nobody.
    static func whenClosed(_ handler: ((Stream) -> Void)?) {
        lock.lock()
        closedHandler = handler
        lock.unlock()
    }

    /// Installs the do-nothing SIGPIPE handler (once per process).
    static func catchSIGPIPE() {
        lock.lock()
        defer { lock.unlock() }
        installSIGPIPEHandlerOnce()
    }

    /// `catchSIGPIPE` with `lock` held.
    private static func installSIGPIPEHandlerOnce() {
        guard !sigpipeCaught else { return }
        sigpipeCaught = true
        // signal() installs a handler with BSD semantics on glibc and macOS alike: it stays
        // installed, and interrupted system calls restart.
        _ = signal(SIGPIPE) { _ in }
    }

    private static func markClosed(_ stream: Stream) {
        lock.lock()
        let first = closed.insert(stream).inserted
        let handler = closedHandler
        lock.unlock()
        if first { handler?(stream) }
    }
}
