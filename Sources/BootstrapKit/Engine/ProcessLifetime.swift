/// What the executable's process does differently from a test process, which runs thousands of
/// commands in one: it exits as soon as its one command returns, so a command hands over what it
/// is done with instead of taking it apart (`keep`). Freeing a large template's trees one release
/// at a time (the runners' syntax trees, the config, the interpreter's values, the workspace's
/// buffers) cost more than the writing of the files did, and exiting returns all of that memory
/// at once. Nothing kept has a `deinit` with an effect, so keeping it changes nothing a user can see.
public enum ProcessLifetime {
    nonisolated(unsafe) private static var keepsUntilExit = false
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Called once by the executable, first thing.
    public static func beginExecutable() {
        keepsUntilExit = true
    }

    static func keep(_ value: Any) {
        guard keepsUntilExit else { return }
        kept.append(value)
    }
}
