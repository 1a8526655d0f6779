import Foundation

/// Runs work on a thread with a big stack (the parser's and the evaluator's deep recursion need far
/// more than a default 8 MB): on a new thread, or on the current one when it is an idle big-stack
/// thread a host started with `host` (`bootstrap new`/`apply` run their whole generation on one).
/// Reusing it matters: a template with thousands of gems enters the interpreter once per
/// `<gem>_callback`, and a new thread per entry cost a thread start and two context switches each —
/// most of the run's wall time on a busy machine. A use nested in another (a file parsed while a
/// runner is being evaluated) still gets a fresh thread, so each use has the whole stack it had.
public enum BigStackThread {
    /// In a big-stack thread's dictionary: its stack size, and whether a use is running on it.
    private static let stackSizeKey = "RunnerLanguage.BigStackThread.stackSize"
    private static let busyKey = "RunnerLanguage.BigStackThread.busy"

    /// Runs `work` (a host's whole command) on a new big-stack thread that later uses may reuse.
    public static func host<T>(stackSize: Int = 1 << 30, _ work: @escaping () throws -> T) throws -> T {
        guard let result = onNewThread(stackSize: stackSize, busy: false, work) else {
            throw RuntimeError("RuntimeError", "the host thread ended without a result")
        }
        return try result.get()
    }

    /// The result of `work`, run with at least `stackSize` bytes of stack to itself; nil only if a
    /// new thread ended without producing one.
    static func run<T>(stackSize: Int, _ work: @escaping () throws -> T) -> Result<T, Error>? {
        let dictionary = Thread.current.threadDictionary
        if let size = dictionary[stackSizeKey] as? Int, size >= stackSize, dictionary[busyKey] as? Bool == false {
            dictionary[busyKey] = true
            defer { dictionary[busyKey] = false }
            return Result { try work() }
        }
        return onNewThread(stackSize: stackSize, busy: true, work)
    }

    private static func onNewThread<T>(stackSize: Int, busy: Bool, _ work: @escaping () throws -> T) -> Result<T, Error>? {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            Thread.current.threadDictionary[stackSizeKey] = stackSize
            Thread.current.threadDictionary[busyKey] = busy
            box.result = Result { try work() }
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.result
    }
}

/// Hands a result from the big-stack thread back to the waiting caller.
private final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, Error>?
}
