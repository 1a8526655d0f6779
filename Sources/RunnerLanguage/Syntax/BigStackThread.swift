import CThread
import Foundation

/// Runs work on a thread with a big stack (the parser's and the evaluator's deep recursion need far
/// more than a default 8 MB): on another thread, or on the current one when it is an idle big-stack
/// thread a host started with `host` (`bootstrap new`/`apply` run their whole generation on one).
/// Reusing it matters: a template with thousands of gems enters the interpreter once per
/// `<gem>_callback`, and a new thread per entry cost a thread start and two context switches each —
/// most of the run's wall time on a busy machine. A use nested in another (a file parsed while a
/// runner is being evaluated) still gets a thread of its own, so each use has the whole stack it
/// had. A thread whose work is done parks for the next use that needs one (`Worker`).
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

    /// Runs `work` (a host's whole command) on another big-stack thread that later uses may reuse.
    /// Meanwhile the calling thread runs `whileHosting`, then the errands the host thread hands it
    /// (`handToHostingThread`), until the host thread has finished.
    public static func host<T>(stackSize: Int = 1 << 30, _ work: @escaping () throws -> T) throws -> T {
        let box = ResultBox<T>()
        let waiting = HostingThread()
        HostingThread.enter(waiting)
        defer { HostingThread.leave(waiting) }
        _ = start(stackSize: stackSize, busy: false) {
            box.result = Result { try work() }
            waiting.finish()
        }
        if let meanwhile = whileHosting {
            whileHosting = nil
            meanwhile { waiting.isFinished }
        }
        waiting.serveErrands()
        guard let result = box.result else {
            throw RuntimeError("RuntimeError", "the host thread ended without a result")
        }
        return try result.get()
    }

    /// Hands `errand` to the thread waiting for the innermost host thread, which runs it once it has
    /// nothing else to do (after `whileHosting`), unless the host thread has finished by then: work
    /// that only prepares what the host thread may need (the executable's main thread is otherwise
    /// idle for the whole command). false when no host is running, or it has finished.
    @discardableResult
    public static func handToHostingThread(_ errand: @escaping () -> Void) -> Bool {
        HostingThread.innermost?.hand(errand) ?? false
    }

    /// Runs `side` on another big-stack thread (which nested uses reuse, as a host's) while `work` runs
    /// on this one, and returns `work`'s result once both have finished: two cores for work that
    /// splits in two. `side` must not throw; it hands its results over through its own state.
    public static func alongside<T>(
        stackSize: Int = 1 << 30, _ side: @escaping () -> Void, _ work: () throws -> T
    ) rethrows -> T {
        let done = start(stackSize: stackSize, busy: false, side)
        defer { done.wait() }
        return try work()
    }

    /// Starts `work` on another big-stack thread (which nested uses reuse, as a host's) and returns
    /// at once: `work` hands its result over through its own state, and the semaphore returned is
    /// signalled once it has.
    @discardableResult
    public static func inBackground(stackSize: Int = 1 << 30, _ work: @escaping () -> Void) -> DispatchSemaphore {
        start(stackSize: stackSize, busy: false, work)
    }

    /// The result of `work`, run with at least `stackSize` bytes of stack to itself; nil only if a
    /// thread ended without producing one.
    static func run<T>(stackSize: Int, _ work: @escaping () throws -> T) -> Result<T, Error>? {
        if let state = currentState, state.stackSize >= stackSize, !state.busy {
            state.busy = true
            defer { state.busy = false }
            return Result { try work() }
        }
        return onAnotherThread(stackSize: stackSize, busy: true, work)
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

    private static func onAnotherThread<T>(stackSize: Int, busy: Bool, _ work: @escaping () throws -> T) -> Result<T, Error>? {
        let box = ResultBox<T>()
        start(stackSize: stackSize, busy: busy, callerWaits: true) { box.result = Result { try work() } }.wait()
        return box.result
    }

    /// Starts `body` on a big-stack thread of at least `stackSize` bytes that later uses may reuse
    /// (unless `busy`): a parked one when there is one, else a new one; the semaphore is signalled
    /// when `body` has finished. `callerWaits`: the caller waits for `body` at once, rather than
    /// working alongside it (a new thread is then left where the scheduler puts it).
    private static func start(stackSize: Int, busy: Bool, callerWaits: Bool = false, _ body: @escaping () -> Void) -> DispatchSemaphore {
        let done = DispatchSemaphore(value: 0)
        Worker.take(stackSize: stackSize).begin(Worker.Job(body: body, busy: busy, done: done), callerWaits: callerWaits)
        return done
    }

    /// How many big-stack threads are parked, waiting for work (for tests).
    static var parkedThreads: Int { Worker.parkedCount }

    /// A big-stack thread that parks when its job is done, until `start` hands it another, instead
    /// of ending. A 1,000-gem `apply` starts its host, a side thread for the runners' parse and
    /// the check's shares, one after another: a new thread each time cost a 1 GB stack
    /// reservation, a clone, and a malloc arena of its own whose pages all fault in again, while a
    /// parked one has them already. Parked threads live as long as the process, which for the
    /// executable is one command.
    private final class Worker {
        struct Job {
            let body: () -> Void
            let busy: Bool
            let done: DispatchSemaphore
        }

        private static let lock = NSLock()
        /// The most recently parked last: its stack and heap pages are the likeliest to be resident.
        nonisolated(unsafe) private static var parked: [Worker] = []

        private let state: State
        private let wake = DispatchSemaphore(value: 0)
        /// Set before the thread starts or `wake` is signalled; read only by the thread.
        private var job: Job?
        private var started = false

        private init(stackSize: Int) {
            state = State(stackSize: stackSize, busy: false)
        }

        static var parkedCount: Int {
            lock.lock()
            defer { lock.unlock() }
            return parked.count
        }

        /// A parked worker with a big enough stack, or a new one (started by its first `begin`).
        static func take(stackSize: Int) -> Worker {
            lock.lock()
            let index = parked.lastIndex { $0.state.stackSize >= stackSize }
            let reused = index.map { parked.remove(at: $0) }
            lock.unlock()
            return reused ?? Worker(stackSize: stackSize)
        }

        func begin(_ job: Job, callerWaits: Bool) {
            self.job = job
            if started {
                wake.signal()
                return
            }
            started = true
            // On another CPU than the caller's when the caller works on (`bootstrap_thread_start`):
            // a host started from the main thread while it warms the runtime, the parse of the
            // runners started from the host while it reads the config. Left to the scheduler of
            // this VM, such a thread waited behind its creator for up to a 4 ms tick.
            let body: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
                Unmanaged<Worker>.fromOpaque(context!).takeRetainedValue().live()
            }
            let context = Unmanaged.passRetained(self).toOpaque()
            let status = bootstrap_thread_start(state.stackSize, callerWaits ? 0 : 1, body, context)
            if status != 0 {
                Unmanaged<Worker>.fromOpaque(context).release()
                fatalError("cannot start a thread: \(String(cString: strerror(status)))")
            }
        }

        private func live() {
            pthread_setspecific(stateKey, Unmanaged.passUnretained(state).toOpaque())
            while true {
                guard let job else { return }
                self.job = nil
                state.busy = job.busy
                job.body()
                state.busy = false
                // Parked before the caller hears that the job is done, so that the caller's next
                // `start` (the next share of work, usually) finds this thread.
                Self.lock.lock()
                Self.parked.append(self)
                Self.lock.unlock()
                job.done.signal()
                wake.wait()
            }
        }
    }
}

/// The thread waiting in `BigStackThread.host`: the errands its host thread hands it, and whether
/// the host thread has finished (from then on, errands left are of no use and are dropped).
private final class HostingThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var errands: [() -> Void] = []
    private var finished = false

    private static let lock = NSLock()
    /// The hosts running now, innermost last.
    nonisolated(unsafe) private static var running: [HostingThread] = []

    static func enter(_ host: HostingThread) {
        lock.lock()
        running.append(host)
        lock.unlock()
    }

    static func leave(_ host: HostingThread) {
        lock.lock()
        running.removeAll { $0 === host }
        lock.unlock()
    }

    static var innermost: HostingThread? {
        lock.lock()
        defer { lock.unlock() }
        return running.last
    }

    var isFinished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return finished
    }

    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    func hand(_ errand: @escaping () -> Void) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !finished else { return false }
        errands.append(errand)
        condition.broadcast()
        return true
    }

    /// Runs the errands as they come, until the host thread has finished.
    func serveErrands() {
        while true {
            condition.lock()
            while errands.isEmpty && !finished { condition.wait() }
            if finished {
                condition.unlock()
                return
            }
            let errand = errands.removeFirst()
            condition.unlock()
            errand()
        }
    }
}

/// Hands a result from the big-stack thread back to the waiting caller.
private final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, Error>?
}
