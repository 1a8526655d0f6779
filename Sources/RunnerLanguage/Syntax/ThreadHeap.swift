import CHeap
import Foundation

/// Lets the big-stack threads' malloc heaps be backed by 2 MB pages. glibc gives each thread that
/// allocates its own heap (a 64 MB-aligned reservation of at most 64 MB) and faults it in 4 KB at a
/// time: a 10,000-gem run took about 11,600 page faults, one kernel entry and one zeroed page each.
/// With the heap marked for transparent huge pages the same run takes about 500. The executable
/// turns this on (`BigStackThread.preferHugePageHeaps`) together with a large M_TOP_PAD, which
/// makes glibc open a new heap read-write whole instead of growing it with one `mprotect` per few
/// pages (684 of them at 1,000 gems).
///
/// Only for a large run (`BigStackThread.expectLargeHeaps`): a huge page is zeroed whole on its
/// first touch, so a small template, whose heap fits in a few hundred 4 KB pages, was slower with
/// them (median of 40 runs 5.20 ms, against 4.84 ms with the kernel's huge pages off), while a
/// 1,000-gem one was faster (28.5 ms, against 31.2 ms). Only a hint: a kernel without transparent
/// huge pages, or with them off, ignores it, and nothing but the number of page faults changes.
enum ThreadHeap {
    /// The executable allows huge-page heaps (`preferHugePageHeaps`).
    nonisolated(unsafe) static var enabled = false
    /// The run was found to be large: heaps are advised from then on (set on the host thread
    /// before it starts a side thread, which reads it when it starts).
    nonisolated(unsafe) static var expectingLarge = false

    /// glibc's HEAP_MAX_SIZE on 64-bit systems: every non-main heap is this size and this aligned.
    private static let heapReservation: UInt = 64 << 20
    private static let hugePage: UInt = 2 << 20
    /// Under glibc's mmap threshold (128 KB), so the spacers come from the heap itself.
    private static let spacerSize = 120 << 10
    /// Over the largest block glibc's per-thread cache holds (1,032 bytes), so the probe comes from
    /// this thread's arena: the cache also keeps blocks this thread freed for other threads' arenas
    /// (the main thread's, a previous job's), and a probe taken from there named the wrong heap, or
    /// the program break, and this thread's heap went unadvised.
    private static let probeSize = 4 << 10

    /// Marks the heap of the calling thread's malloc arena (made by this first allocation if it has
    /// none yet). Called on a big-stack thread (at its start, or when the run is found to be large),
    /// never on the main thread.
    static func preferHugePagesForThisThread() {
        guard enabled, expectingLarge, let probe = malloc(probeSize) else { return }
        let address = UInt(bitPattern: probe)
        free(probe)
        // The main arena (the program break) is not a 64 MB heap: a thread that had to share it
        // (glibc ran out of arenas) is left as it is.
        guard let programBreak = sbrk(0), address >= UInt(bitPattern: programBreak) else { return }
        let base = address & ~(heapReservation - 1)
        guard let start = UnsafeMutableRawPointer(bitPattern: base),
              madvise(start, Int(heapReservation), MADV_HUGEPAGE) == 0 else { return }
        // The heap's first 2 MB were touched before the advice (glibc's heap header, this thread's
        // malloc cache), so the kernel keeps mapping them 4 KB at a time, and a run's first 2 MB of
        // allocations would still fault page by page. Blocks that are never touched fill them
        // instead (only their headers' pages fault) and are kept for the process's life, as the
        // arena is: later allocations start past the boundary, in huge pages. An arena that a later
        // thread reuses is already past it, and the first block tells so; so is one whose first
        // 2 MB are full, whose next block comes from past them or from another of its heaps.
        while true {
            guard let spacer = malloc(spacerSize) else { return }
            let spacerAddress = UInt(bitPattern: spacer)
            if spacerAddress < base || spacerAddress >= base + hugePage {
                free(spacer)
                return
            }
        }
    }
}

extension BigStackThread {
    /// Allows huge-page heaps for the big-stack threads of a large run (`expectLargeHeaps`), and sets
    /// glibc's top pad so that their heaps are opened whole. For the executable only, before it
    /// starts a thread.
    public static func preferHugePageHeaps() {
        _ = bootstrap_heap_set_top_pad(Int32(64 << 20))
        ThreadHeap.enabled = true
    }

    /// The run is large (its template has tens of kilobytes to read and parse, so it will allocate
    /// many megabytes): when huge-page heaps are allowed, this big-stack thread's heap and those of
    /// the threads started from now on are advised for them. Called on the host thread, before it
    /// starts a side thread; a later call changes nothing.
    public static func expectLargeHeaps() {
        guard ThreadHeap.enabled, !ThreadHeap.expectingLarge else { return }
        ThreadHeap.expectingLarge = true
        if isBigStackThread { ThreadHeap.preferHugePagesForThisThread() }
    }
}
