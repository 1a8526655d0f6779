import RunnerLanguage

/// What the executable's process does differently from a test process, which runs thousands of
/// commands in one: it exits as soon as its one command returns.
///
/// - A command hands over what it is done with instead of taking it apart (`keep`): freeing a
///   large template's trees one release at a time (the runners' syntax trees, the config, the
///   interpreter's values, the workspace's buffers) cost more than the writing of the files did,
///   and exiting returns all of that memory at once. Nothing kept has a `deinit` with an effect,
///   so keeping it changes nothing a user can see.
/// - The big-stack threads, where the work runs, open their malloc heaps whole (ThreadHeap).
/// - While the host thread runs the command, the main thread resolves the protocol conformances
///   the command will need and builds the check's vocabulary (RuntimeWarmUp) instead of only
///   waiting, then sets up the regular-expression engine for a template that will use it
///   (RegularExpressionWarmUp).
public enum ProcessLifetime {
    nonisolated(unsafe) private static var keepsUntilExit = false
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Called once by the executable, first thing.
    public static func beginExecutable() {
        keepsUntilExit = true
        BigStackThread.openHeapsWhole()
        BigStackThread.whileHosting = RuntimeWarmUp.run
    }

    /// Whether this process is the executable's (a test process runs many commands in one).
    static var isExecutable: Bool { keepsUntilExit }

    static func keep(_ value: Any) {
        guard keepsUntilExit else { return }
        kept.append(value)
    }
}
