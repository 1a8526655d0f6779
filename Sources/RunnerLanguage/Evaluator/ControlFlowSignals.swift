import Diagnostics

// Non-local control flow (`break`, `next`, `return`, `throw`) is carried by Swift errors so that it
// unwinds through built-in iterators (`each`, `map`) that call blocks without knowing the evaluator.
// None of these is a RuntimeError, so `rescue` never catches them, while `ensure` still runs.

/// `break v`: ends the loop or the call the block was passed to; `tag` names that loop or call.
struct BreakSignal: Error {
    let tag: Int
    let value: Value
    let location: SourceLocation
}

/// `retry`: leaves a rescue clause to run its `begin` body again.
struct RetrySignal: Error {
    let location: SourceLocation
}

/// `next v`: ends the current block invocation (or loop iteration) with `v`.
struct NextSignal: Error {
    let value: Value
    let location: SourceLocation
}

/// `return v`: ends the method, lambda or runner whose activation id is `target`.
struct ReturnSignal: Error {
    let target: Int
    let value: Value
    let location: SourceLocation
}

/// `throw tag, v`: caught by the `catch` whose tag is equal.
struct ThrowSignal: Error {
    let tag: Value
    let value: Value
    let location: SourceLocation
}
