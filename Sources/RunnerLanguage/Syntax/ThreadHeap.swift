import CHeap

extension BigStackThread {
    /// Sets glibc's top pad so that a big-stack thread's malloc heap (a 64 MB reservation of its
    /// own) is opened read-write whole instead of grown with one `mprotect` per few pages (684 of
    /// them at 1,000 gems); only the pages touched are ever backed. For the executable only, before
    /// it starts a thread.
    ///
    /// The heaps are not advised for transparent huge pages. They were, for large runs, which cut a
    /// 10,000-gem run's page faults from about 11,600 to 500; but a huge page is 2 MB of memory the
    /// process has not touched before, zeroed whole, and on a virtual machine that hands free
    /// memory back to its host (free page reporting) each one is also faulted back in by the host.
    /// Right after another program's run (the benchmark's Rails runs) a 1,000-gem `apply` took a
    /// median of 16.8 ms with them, ranging up to 37 ms, against 11.1 ms without (10 runs each, in
    /// turn), and its peak memory was 5 MB higher.
    public static func openHeapsWhole() {
        _ = bootstrap_heap_set_top_pad(Int32(64 << 20))
    }
}
