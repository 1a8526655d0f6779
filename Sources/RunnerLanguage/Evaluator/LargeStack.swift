import BigStack
import Foundation

extension Interpreter {
    /// Runs `work` on a big-stack thread (once per outermost entry; re-entries from actions and
    /// callbacks are already there): each template-level call nests several Swift frames, and
    /// debug builds use large ones, so `maximumDepth` nested calls need far more than a default
    /// 8 MB thread stack, and deep recursion becomes SystemStackError, not a crash.
    func onEvaluationThread<T>(_ work: @escaping () throws -> T) throws -> T {
        if isOnEvaluationThread { return try work() }
        return try Interpreter.withLargeStack {
            self.isOnEvaluationThread = true
            defer { self.isOnEvaluationThread = false }
            return try work()
        }
    }

    /// Runs interpreter work from any caller: inline when already evaluating, else as a fresh entry.
    func enteringEvaluation(_ work: @escaping () throws -> Value) throws -> Value {
        if isOnEvaluationThread { return try work() }
        return try onEvaluationThread { try self.translatingSignals(work) }
    }

    /// `enteringEvaluation` on a big-stack thread that can take the work as it is, without boxing
    /// it: nil (nothing ran) when this is not one, for the caller to take `enteringEvaluation`.
    func enteringEvaluationHere(_ work: () throws -> Value) throws -> Value? {
        if isOnEvaluationThread { return try work() }
        var result: Value?
        let ran = try BigStackThread.runHere {
            isOnEvaluationThread = true
            defer { isOnEvaluationThread = false }
            result = try translatingSignals(work)
        }
        return ran ? result : nil
    }

    /// Runs `work` on a big-stack thread and waits for it: the current one when it is an idle host
    /// thread (`BigStackThread.host`), else another.
    public static func withLargeStack<T>(_ work: @escaping () throws -> T) throws -> T {
        try BigStackThread.run(work).get()
    }
}
