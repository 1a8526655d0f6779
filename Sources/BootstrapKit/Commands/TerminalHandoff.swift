import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A command runs in a process group of its own (see `ChildProcess`), so that an interrupt can be
/// forwarded to all it started. On a terminal that group would be in the background: a command
/// that asks on /dev/tty (a git or ssh password prompt) would be stopped by SIGTTIN. So while it
/// runs, the command's group is made the terminal's foreground group, and given back afterwards.
/// Ctrl-C then reaches the command directly; `CommandRunner` passes it on to bootstrap itself.
struct TerminalHandoff {
    private let terminal: Int32
    private let ownGroup: pid_t

    /// Hands the terminal to `group` when bootstrap owns it (stdin is a terminal and bootstrap's
    /// group is in the foreground); nil otherwise (pipes, CI, a background job).
    static func begin(for group: pid_t) -> TerminalHandoff? {
        let terminal = STDIN_FILENO
        let ownGroup = getpgrp()
        guard isatty(terminal) != 0, tcgetpgrp(terminal) == ownGroup else { return nil }
        guard withoutTTOU({ tcsetpgrp(terminal, group) }) == 0 else { return nil }
        // The command may have touched the terminal before it was handed over, and been stopped
        // for it (SIGTTIN); as a shell's `fg` does, it is continued now that it may.
        kill(-group, SIGCONT)
        return TerminalHandoff(terminal: terminal, ownGroup: ownGroup)
    }

    /// Takes the terminal back once the command ended.
    func end() {
        _ = Self.withoutTTOU { tcsetpgrp(terminal, ownGroup) }
    }

    /// `tcsetpgrp` from a group that is not (or no longer) in the foreground raises SIGTTOU, which
    /// would stop bootstrap; it is blocked on this thread for the call.
    private static func withoutTTOU(_ body: () -> Int32) -> Int32 {
        var block = sigset_t()
        var previous = sigset_t()
        sigemptyset(&block)
        sigaddset(&block, SIGTTOU)
        pthread_sigmask(SIG_BLOCK, &block, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }
}
