import RunnerLanguage

/// What the main thread does while the host thread runs the command: it resolves the protocol
/// conformances the run's generic code will ask the Swift runtime for, then builds the check's
/// vocabulary, so that both are ready, or nearly, when the host thread gets to them.
///
/// The first time generic code needs a conformance it has not resolved yet (`String: Hashable` to
/// make a `Set<String>`'s metadata, `UInt16: FixedWidthInteger` for UTF-16 work, ...), the runtime
/// scans every conformance record of the binary, about 5,300 in this static executable, some 170 K
/// instructions a scan, and then caches the answer for the whole process. A small template's run
/// did eight such scans, a quarter of its instructions, one after the other on the thread doing the
/// work, while the main thread only waited for it. Asking here fills the same cache from the idle
/// core; what the host thread reaches first it still answers itself (both find the same record), so
/// nothing changes but where the scans run. The list is the pairs seen in the runs of a small and a
/// 1,000-gem template (a debugger's breakpoint on the runtime's lookup lists them); one missing
/// here costs only its scan, as before.
///
/// The check's vocabulary (the action table, and the builtin constants, found by making an
/// interpreter) is a lazily made global of ~0.9 M instructions that every `new`, `apply` and `check`
/// reads once its template is loaded; made here, while the host thread reads and parses the
/// template, the host thread finds it made (a global's initialisation runs once, whichever thread
/// asks first, and a second asker waits for it). It comes first: a small template is loaded in
/// less time than the scans take, and its host thread, finding the vocabulary unmade, made it
/// itself (its host thread counted 3.43 M instructions; 2.59 M with the vocabulary first),
/// while a scan the host thread reaches first costs it one scan, not the vocabulary's whole.
enum RuntimeWarmUp {
    /// Each step first asks whether the command is already done: then the rest is of no use.
    static func run(hostFinished: () -> Bool) {
        // The order: the vocabulary, then the scans the host thread needs last, so they are most
        // likely resolved here before it gets to them.
        let steps: [() -> Void] = [
            { _ = CheckVocabulary.standard },
            { _ = isCollection(Substring.UTF16View.self) },
            { _ = isCollection(Substring.self) },
            { _ = isUnsignedInteger(UInt16.self) },
            { _ = isFixedWidthInteger(UInt16.self) },
            { _ = isHashable(HashKey.self) },
            { _ = isComparable(Int.self) },
            { _ = isCollection([String].self) },
            { _ = isHashable(UInt8.self) },
            { _ = isHashable(String.self) },
        ]
        for step in steps {
            if hostFinished() { return }
            step()
        }
    }

    // Unoptimized, so that the compiler cannot answer the casts itself: it knows every one of
    // these conformances, and only a cast the runtime performs fills the runtime's cache.
    @_optimize(none) private static func isHashable(_ type: Any.Type) -> Bool { type is any Hashable.Type }
    @_optimize(none) private static func isComparable(_ type: Any.Type) -> Bool { type is any Comparable.Type }
    @_optimize(none) private static func isCollection(_ type: Any.Type) -> Bool { type is any Collection.Type }
    @_optimize(none) private static func isUnsignedInteger(_ type: Any.Type) -> Bool { type is any UnsignedInteger.Type }
    @_optimize(none) private static func isFixedWidthInteger(_ type: Any.Type) -> Bool { type is any FixedWidthInteger.Type }
}
