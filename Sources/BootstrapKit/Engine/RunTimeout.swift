import Foundation
import RunnerLanguage
#if canImport(Glibc)
import Glibc
#endif

/// `--timeout DURATION` of `new`, `apply`, `update`, `gen` and `smoke` (docs/safety.md, "Limits
/// and --timeout"): the whole command stops with exit 1 once DURATION has passed, and what its
/// run changed is undone. No thread of its own does this; three things that exist anyway do:
///   1. the interpreter compares the clock with the deadline as it runs (`Interpreter.deadline`):
///      a template busy in its own code stops at once, with an error located where it was;
///   2. at the deadline a SIGALRM stops the command or the tool (git, curl) running then, with
///      SIGTERM to its process group; the run, waiting for it, sees the deadline has passed and
///      fails with an error located at the template's `run`;
///   3. `grace` seconds later, if the command has still not ended — something no check reaches,
///      a command that ignores SIGTERM, a regular expression that never returns — the alarm
///      hands over to the interrupt guard, which undoes the run as for Ctrl-C and exits 1
///      (or, before any run is guarded, bootstrap exits 1 at once: nothing is written yet).
public struct RunTimeout: Sendable, Equatable {
    public let seconds: Double
    /// As the user wrote it, for messages: `30s`.
    public let text: String

    /// `smoke` stops after 30 minutes unless told otherwise: a CI job must end.
    public static let smokeDefault = RunTimeout(seconds: 30 * 60, text: "30m")
    /// How long a run may take to stop by itself after its deadline.
    public static let grace: UInt32 = 5

    /// `30s`, `5m`, `1h`, `1.5s`, or a number of seconds; nil for anything else, zero or negative.
    public static func parse(_ text: String) -> RunTimeout? {
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
        var number = Substring(text.trimmingCharacters(in: .whitespaces))
        var factor = 1.0
        for (suffix, value) in units where number.hasSuffix(suffix) {
            number = number.dropLast(suffix.count)
            factor = value
            break
        }
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let value = Double(number), value > 0, (value * factor).isFinite, value * factor <= 100 * 24 * 3600
        else { return nil }
        return RunTimeout(seconds: value * factor, text: text)
    }

    public init(seconds: Double, text: String) {
        self.seconds = seconds
        self.text = text
    }

    /// Starts the clock for this process: once, before the command does anything.
    public func arm() {
        Interpreter.deadlineName = "--timeout \(text)"
        Interpreter.deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1_000_000_000)
        let message = Array("bootstrap: the run took longer than --timeout \(text) and was stopped\n".utf8CString)
        timeoutNotice = UnsafeMutablePointer<CChar>.allocate(capacity: message.count)
        timeoutNotice?.initialize(from: message, count: message.count)
        timeoutNoticeLength = message.count - 1
        var action = sigaction()
        #if os(Linux)
        action.__sigaction_handler.sa_handler = timeoutAlarmHandler
        #else
        action.__sigaction_u.__sa_handler = timeoutAlarmHandler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGALRM, &action, nil)
        let whole = Int(seconds)
        var timer = itimerval()
        timer.it_value.tv_sec = whole
        timer.it_value.tv_usec = .init(max(1, Int((seconds - Double(whole)) * 1_000_000)))
        #if os(Linux)
        setitimer(__itimer_which_t(ITIMER_REAL.rawValue), &timer, nil)
        #else
        setitimer(ITIMER_REAL, &timer, nil)
        #endif
    }

    /// Whether the deadline has passed (a command or tool that ended may have been stopped by it).
    public static var hasPassed: Bool { Interpreter.deadlinePassed }
}

// What the alarm's handler reads: plain values, written before the alarm can fire or by the one
// thread that starts commands, read from a signal handler (which may not take locks).

/// The process group of the command running now (InterruptState), 0 when none.
nonisolated(unsafe) var timeoutCommandGroup: pid_t = 0
/// The git or curl running now (ToolProcess), 0 when none.
nonisolated(unsafe) var timeoutToolProcess: pid_t = 0
/// The write end of the armed interrupt guard's pipe, -1 when no run is guarded (InterruptGuard).
nonisolated(unsafe) var timeoutGuardPipe: Int32 = -1
nonisolated(unsafe) private var timeoutPhase: Int32 = 0
nonisolated(unsafe) private var timeoutNotice: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var timeoutNoticeLength = 0

/// Async-signal-safe: kill, alarm, write and _exit only.
private func timeoutAlarmHandler(_ signalNumber: Int32) {
    timeoutPhase += 1
    if timeoutPhase == 1 {
        if timeoutCommandGroup > 0 { kill(-timeoutCommandGroup, SIGTERM) }
        if timeoutToolProcess > 0 { kill(timeoutToolProcess, SIGTERM) }
        alarm(RunTimeout.grace)
        return
    }
    if timeoutGuardPipe >= 0 {
        var number = signalNumber
        _ = withUnsafeBytes(of: &number) { write(timeoutGuardPipe, $0.baseAddress, MemoryLayout<Int32>.size) }
        return
    }
    if timeoutToolProcess > 0 { kill(timeoutToolProcess, SIGKILL) }
    if let timeoutNotice { _ = write(STDERR_FILENO, timeoutNotice, timeoutNoticeLength) }
    _exit(1)
}
