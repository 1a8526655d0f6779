import Foundation
#if canImport(Glibc)
import Glibc
#endif

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
public enum OutputStreams {
    public enum Stream: Int32, Sendable {
        case output = 1  // STDOUT_FILENO
        case error = 2  // STDERR_FILENO
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var closed: Set<Stream> = []
    nonisolated(unsafe) private static var closedHandler: ((Stream) -> Void)?
    nonisolated(unsafe) private static var sigpipeCaught = false

    /// Writes all of `text` to `stream`, or marks the stream closed when the write fails.
    public static func write(_ text: String, to stream: Stream) {
        var text = text
        text.withUTF8 { write(utf8: $0, to: stream) }
    }

    /// Writes all of `bytes` to `stream`, or marks the stream closed when the write fails.
    public static func write(utf8 bytes: UnsafeBufferPointer<UInt8>, to stream: Stream) {
        catchSIGPIPE()
        guard !isClosed(stream) else { return }
        if bytes.isEmpty { return }
        if !writeAll(stream.rawValue, UnsafeRawBufferPointer(bytes)) { markClosed(stream) }
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
        guard !sigpipeCaught else { return }
        sigpipeCaught = true
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGPIPE, &action, nil)
    }

    private static func markClosed(_ stream: Stream) {
        lock.lock()
        let first = closed.insert(stream).inserted
        let handler = closedHandler
        lock.unlock()
        if first { handler?(stream) }
    }

    /// `write(2)` until every byte is out; false on an error (EPIPE, EBADF, EIO …).
    private static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        guard var pointer = buffer.baseAddress else { return true }
        var remaining = buffer.count
        while remaining > 0 {
            let count = Glibc.write(fd, pointer, remaining)
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    // A non-blocking descriptor (shared with a parent that set O_NONBLOCK): wait until writable.
                    var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&poller, 1, -1)
                    continue
                }
                return false
            }
            remaining -= count
            pointer += count
        }
        return true
    }
}
