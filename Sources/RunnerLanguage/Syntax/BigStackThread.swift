import Foundation

/// Runs work on a thread with a big stack (the parser's and the evaluator's deep recursion need far
/// more than a default 8 MB): on a new thread, or on the current one when it is an idle big-stack
/// thread a host started with `host` (`bootstrap new`/`apply` run their whole generation on one).
/// Reusing it matters: a template with thousands of gems enters the interpreter once per
/// `<gem>_callback`, and a new thread per entry cost a thread start and two context switches each —
/// most of the run's wall time on a busy machine. A use nested in another (a file parsed while a
/// runner is being evaluated) still gets a fresh thread, so each use has the whole stack it had.
public enum BigStackThread {
    /// A big-stack thread's size and whether a use is running on it, found through a pthread key
    /// (a thread dictionary's bridging and casts cost more than the callbacks themselves).
    private final class State {
        let stackSize: Int
        var busy: Bool
        init(stackSize: Int, busy: Bool) {
            self.stackSize = stackSize
            self.busy = busy
        }
    }

    private static let stateKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private static var currentState: State? {
        guard let raw = pthread_getspecific(stateKey) else { return nil }
        return Unmanaged<State>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Whether the calling thread is one this type started.
    static var isBigStackThread: Bool { pthread_getspecific(stateKey) != nil }

    /// What the calling thread of the next `host` does while the host thread works, instead of only
    /// waiting for it (the executable warms the runtime's caches there: ProcessLifetime). It is
    /// handed a test of whether the host thread has finished, to ask between its steps, so that it
    /// never keeps a finished command from returning by more than one step. Taken by that one
    /// `host`, so nested or later hosts just wait.
    nonisolated(unsafe) public static var whileHosting: ((_ hostFinished: () -> Bool) -> Void)?

    /// Runs `work` (a host's whole command) on a new big-stack thread that later uses may reuse.
    public static func host<T>(stackSize: Int = 1 << 30, _ work: @escaping () throws -> T) throws -> T {
        let box = ResultBox<T>()
        let done = start(stackSize: stackSize, busy: false) { box.result = Result { try work() } }
        var finished = false
        if let meanwhile = whileHosting {
            whileHosting = nil
            meanwhile {
                if !finished, done.wait(timeout: .now()) == .success { finished = true }
                return finished
            }
        }
        if !finished { done.wait() }
        guard let result = box.result else {
            throw RuntimeError("RuntimeError", "the host thread ended without a result")
        }
        return try result.get()
    }

    /// Runs `side` on a new big-stack thread (which nested uses reuse, as a host's) while `work` runs
    /// on this one, and returns `work`'s result once both have finished: two cores for work that
    /// splits in two. `side` must not throw; it hands its results over through its own state.
    public static func alongside<T>(
        stackSize: Int = 1 << 30, _ side: @escaping () -> Void, _ work: () throws -> T
    ) rethrows -> T {
        let done = start(stackSize: stackSize, busy: false, side)
        defer { done.wait() }
        return try work()
    }

    /// The result of `work`, run with at least `stackSize` bytes of stack to itself; nil only if a
    /// new thread ended without producing one.
    static func run<T>(stackSize: Int, _ work: @escaping () throws -> T) -> Result<T, Error>? {
        if let state = currentState, state.stackSize >= stackSize, !state.busy {
            state.busy = true
            defer { state.busy = false }
            return Result { try work() }
        }
        return onNewThread(stackSize: stackSize, busy: true, work)
    }

    /// `run` for work that need not escape: runs it here and returns true when this is an idle
    /// big-stack thread of at least `stackSize`, else runs nothing and returns false. A host enters
    /// the interpreter once per `<gem>_callback`; boxing the work for `run` cost a closure context
    /// and its release each time, for work that would run right here anyway.
    static func runHere(stackSize: Int, _ work: () throws -> Void) rethrows -> Bool {
        guard let state = currentState, state.stackSize >= stackSize, !state.busy else { return false }
        state.busy = true
        defer { state.busy = false }
        try work()
        return true
    }

    private static func onNewThread<T>(stackSize: Int, busy: Bool, _ work: @escaping () throws -> T) -> Result<T, Error>? {
        let box = ResultBox<T>()
        start(stackSize: stackSize, busy: busy) { box.result = Result { try work() } }.wait()
        return box.result
    }

    /// Starts `body` on a new thread of `stackSize` bytes that later uses may reuse (unless `busy`);
    /// the semaphore is signalled when it has finished.
    private static func start(stackSize: Int, busy: Bool, _ body: @escaping () -> Void) -> DispatchSemaphore {
        let done = DispatchSemaphore(value: 0)
        let key = stateKey
        let thread = Thread {
            ThreadHeap.preferHugePagesForThisThread()
            let state = State(stackSize: stackSize, busy: busy)
            pthread_setspecific(key, Unmanaged.passUnretained(state).toOpaque())
            withExtendedLifetime(state) { body() }
            pthread_setspecific(key, nil)
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        return done
    }
}

/// Hands a result from the big-stack thread back to the waiting caller.
private final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, Error>?
}
