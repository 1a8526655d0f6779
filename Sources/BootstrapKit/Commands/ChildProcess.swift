import CSpawn
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One command started with `posix_spawn`, in a process group of its own.
///
/// Why not Foundation's `Process`: we need to know exactly what the child inherits. A child must
/// start with an empty signal mask and default signal dispositions (an ignored SIGINT would be
/// inherited through exec, and the command could not be stopped by Ctrl-C), and it must lead its
/// own process group so that an interrupt can be forwarded to the command *and* everything it
/// started (`sh -c 'sleep 30; …'` forks `sleep`), then waited for before cleanup.
struct ChildProcess {
    let pid: pid_t

    /// Signals reset to their default action in the child, whatever this process does with them.
    private static let resetSignals: [Int32] = [
        SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGPIPE, SIGCHLD, SIGALRM, SIGUSR1, SIGUSR2, SIGTSTP, SIGTTIN, SIGTTOU,
    ]

    /// Starts `executable arguments…` in `directory` with stdin from /dev/null and stdout/stderr on
    /// the given descriptors. Throws the `posix_spawn` error text when it cannot start.
    static func spawn(
        executable: String, arguments: [String], directory: String, environment: [String: String],
        standardOutput: Int32, standardError: Int32
    ) throws -> ChildProcess {
        // What the run printed so far goes out before the command can print or take long.
        OutputStreams.flush()
        #if canImport(Glibc)
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        #else
        // Darwin's attributes and file actions are pointers, which their init functions set.
        var attributes: posix_spawnattr_t?
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in resetSignals { sigaddset(&defaults, signalNumber) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        posix_spawn_file_actions_adddup2(&actions, standardError, 2)
        guard bootstrap_spawn_file_actions_addchdir(&actions, directory) == 0 else { throw SpawnError(reason: "cannot change to the folder '\(directory)'") }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let failure = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard failure == 0 else { throw SpawnError(reason: String(cString: strerror(failure))) }
        return ChildProcess(pid: pid)
    }

    /// A pipe whose descriptors close on exec, so a command gets only the copies spawn puts on
    /// its stdout and stderr (an extra write end held by a child would keep a read from ending).
    static func makePipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    struct SpawnError: Error {
        var reason: String
    }

    /// How the child ended: the exit status as a shell reports it (128 + N when killed by signal
    /// N), and the signal when it was killed by one.
    struct Termination {
        var status: Int32
        var signal: Int32?
    }

    /// Waits for the child to end. A child already reaped elsewhere counts as interrupted.
    func waitForExit() -> Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno == EINTR { continue }
            return Termination(status: 128 + SIGINT, signal: SIGINT)
        }
        let signalNumber = status & 0x7F
        if signalNumber == 0 { return Termination(status: (status >> 8) & 0xFF, signal: nil) }
        return Termination(status: 128 + signalNumber, signal: signalNumber)
    }
}
