import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the run and its interrupt cleanup share, so that cleanup cannot race with the run.
///
/// Every change to the disk (a workspace flush, a rollback, the staging folder's removal or final
/// rename) and every command start happens inside `performingSideEffect`. The interrupt cleanup
/// takes the same lock and never gives it back: the run finishes the side effect it is in, and
/// then can neither write another byte nor start another command while the cleanup removes the
/// staging folder or restores the journal — and the process exits right after.
final class InterruptState: DiskChangeGate, @unchecked Sendable {
    static let shared = InterruptState()

    /// Recursive: a flush journals, a rollback may run inside a failed flush's caller, all on one thread.
    private let sideEffects = NSRecursiveLock()
    private let registry = NSCondition()
    /// The process group of the command running now (its leader's pid), if any.
    private var runningGroup: pid_t?
    /// The interrupt cleanup has taken over.
    private var stopping = false

    func performingSideEffect<T>(_ body: () throws -> T) rethrows -> T {
        sideEffects.lock()
        defer { sideEffects.unlock() }
        return try body()
    }

    func commandStarted(_ pid: pid_t) {
        registry.lock()
        runningGroup = pid
        timeoutCommandGroup = pid
        registry.unlock()
    }

    /// The command was waited for (reaped).
    func commandEnded(_ pid: pid_t) {
        registry.lock()
        if runningGroup == pid { runningGroup = nil }
        if timeoutCommandGroup == pid { timeoutCommandGroup = 0 }
        registry.broadcast()
        registry.unlock()
    }

    /// Called once, by the interrupt handler: stops every later side effect for good, forwards
    /// `signal` to the running command's whole process group and waits for the group to be gone
    /// (a command that ignores the signal gets SIGKILL after a grace period), so that nothing is
    /// still writing into the folder the cleanup is about to remove.
    func stopEverything(forwarding signalNumber: Int32) {
        sideEffects.lock()  // never unlocked: the process exits after the cleanup
        registry.lock()
        stopping = true
        registry.broadcast()
        let group = runningGroup
        registry.unlock()
        guard let group else { return }
        kill(-group, signalNumber)
        if !waitUntilGone(group, seconds: 3) {
            kill(-group, SIGKILL)
            _ = waitUntilGone(group, seconds: 2)
        }
    }

    /// After raising an interrupt on itself, the run waits here until the cleanup has taken over,
    /// so it cannot finish (and exit 0) first. Bounded: with no guard armed the signal's default
    /// action has already ended the process, and nothing waits.
    func waitForCleanupToTakeOver(upTo seconds: TimeInterval) {
        let deadline = Date(timeIntervalSinceNow: seconds)
        registry.lock()
        defer { registry.unlock() }
        while !stopping, registry.wait(until: deadline) {}
    }

    /// Called by the run after a command ended: when it ended because the cleanup stopped it, the
    /// run stops here for good (the cleanup holds the side-effect lock and exits the process), so
    /// it neither reports the killed command as failed nor shows statuses of actions that will
    /// never be written.
    func stopHereIfInterrupted() {
        registry.lock()
        let interrupted = stopping
        registry.unlock()
        if interrupted { sideEffects.lock() }
    }

    /// Whether the group's leader was reaped by the run and no process of the group is left.
    private func waitUntilGone(_ group: pid_t, seconds: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        registry.lock()
        defer { registry.unlock() }
        while runningGroup == group || kill(-group, 0) == 0 {
            if Date() >= deadline { return false }
            _ = registry.wait(until: min(deadline, Date(timeIntervalSinceNow: 0.02)))
        }
        return true
    }
}
