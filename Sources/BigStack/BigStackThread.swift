import Foundation

/// The threads bootstrap runs its work on, and the one place that starts threads for it.
///
/// The parser and the evaluator recurse as deep as a template nests, far deeper than a default
/// thread's 8 MB holds in a debug build, so both run on threads with a stack of `stackSize`.
/// A command runs whole on one (`host`, entered once by the command line), and every parse and
/// evaluation nested in it runs right there: a template with thousands of gems enters the
/// interpreter once per `<gem>_callback`, and a thread hand-off per entry cost more than the
/// callbacks. Work that splits in two (the runners parsed while the config loads, the check's two
/// shares) runs half on a second thread (`alongside`). A use nested in another use still gets a
/// thread of its own (`run`), so each has the whole stack. A thread whose work is done parks for
/// the next use (`Worker`) instead of ending.
///
/// Nothing here is tuned to a machine: threads are Foundation's, placed by the system's scheduler.
public enum BigStackThread {
    /// Every big-stack thread's stack: address space reserved when the thread starts and backed
    /// only where it is touched. The parser's and the evaluator's nesting limits (1,000 levels)
    /// fit in it with a debug build's frames.
    public static let stackSize = 1 << 30

    /// Runs `work` (a whole command) on a big-stack thread that its nested uses run on in turn,
    /// and returns its result; the calling thread waits.
    public static func host<T>(_ work: @escaping () -> T) -> T {
        let box = ResultBox<T>()
        start(busy: false) { box.value = work() }.wait()
        return box.value!
    }

    /// Runs `side` on another big-stack thread (which its nested uses run on, as a host's) while
    /// `work` runs on this one, and returns `work`'s result once both have finished: two cores
    /// for work that splits in two. `side` must not throw; it hands its results over through its
    /// own state, which the caller reads after this returns.
    public static func alongside<T>(_ side: @escaping () -> Void, _ work: () throws -> T) rethrows -> T {
        let done = start(busy: false, side)
        defer { done.wait() }
        return try work()
    }

    /// The result of `work`, run with a big stack to itself: right here when this is an idle
    /// big-stack thread (a host's, or a side thread's), else on another one while this one waits.
    public static func run<T>(_ work: @escaping () throws -> T) -> Result<T, Error> {
        if let state = currentState, !state.busy {
            state.busy = true
            defer { state.busy = false }
            return Result { try work() }
        }
        let box = ResultBox<Result<T, Error>>()
        start(busy: true) { box.value = Result { try work() } }.wait()
        return box.value!
    }

    /// `run` for work that need not escape: runs it here and returns true when this is an idle
    /// big-stack thread, else runs nothing and returns false (the caller then takes `run`). A
    /// host enters the interpreter once per `<gem>_callback`; boxing the work for `run` cost a
    /// closure context and its release each time, for work that runs right here anyway.
    public static func runHere(_ work: () throws -> Void) rethrows -> Bool {
        guard let state = currentState, !state.busy else { return false }
        state.busy = true
        defer { state.busy = false }
        try work()
        return true
    }

    /// Whether a use is running on a big-stack thread: nested uses then get a thread of their own.
    /// Found through a pthread key (a thread dictionary's bridging and casts cost more than the
    /// callbacks themselves).
    private final class State {
        var busy = false
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

    /// Starts `body` on a parked big-stack thread, or a new one; the semaphore is signalled once
    /// `body` has finished. `busy`: `body` is a use, so what it nests gets another thread.
    private static func start(busy: Bool, _ body: @escaping () -> Void) -> DispatchSemaphore {
        let done = DispatchSemaphore(value: 0)
        Worker.take().begin(Worker.Job(body: body, busy: busy, done: done))
        return done
    }

    /// How many big-stack threads are parked, waiting for work (for tests).
    static var parkedThreads: Int { Worker.parkedCount }

    /// A big-stack thread that parks when its job is done, until `start` hands it another. A
    /// 1,000-gem `apply` uses its host, a side thread for the runners' parse and one for the
    /// check's second share, one after another: a new thread each time cost a stack reservation,
    /// a thread start and fresh heap pages, which a parked one has already. Parked threads live
    /// as long as the process, which for the executable is one command.
    private final class Worker: @unchecked Sendable {
        struct Job {
            let body: () -> Void
            let busy: Bool
            let done: DispatchSemaphore
        }

        private static let lock = NSLock()
        /// The most recently parked last: its stack and heap pages are the likeliest to be resident.
        nonisolated(unsafe) private static var parked: [Worker] = []

        private let state = State()
        private let wake = DispatchSemaphore(value: 0)
        /// Set before the thread starts or `wake` is signalled; read only by the thread.
        private var job: Job?
        private var started = false

        static var parkedCount: Int {
            lock.lock()
            defer { lock.unlock() }
            return parked.count
        }

        /// The most recently parked worker, or a new one (started by its first `begin`).
        static func take() -> Worker {
            lock.lock()
            let reused = parked.popLast()
            lock.unlock()
            return reused ?? Worker()
        }

        func begin(_ job: Job) {
            self.job = job
            if started {
                wake.signal()
                return
            }
            started = true
            let thread = Thread { self.live() }
            thread.stackSize = BigStackThread.stackSize
            thread.start()
        }

        private func live() {
            pthread_setspecific(BigStackThread.stateKey, Unmanaged.passUnretained(state).toOpaque())
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

/// Hands a result from a big-stack thread back to the waiting caller (written before the
/// semaphore is signalled, read after it is waited for).
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
