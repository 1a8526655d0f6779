import Foundation

/// Bounds that keep template input from crashing or exhausting the process: index arithmetic
/// saturates instead of trapping on overflow, and results that would be enormous raise instead.
enum Limits {
    /// The most elements (or characters) one built-in call may create.
    static let maximumSize = 100_000_000
    /// The most members a range or counting method lists at once.
    static let maximumMembers = 10_000_000

    static func add(_ a: Int, _ b: Int) -> Int {
        let (r, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.max : Int.min) : r
    }

    static func subtract(_ a: Int, _ b: Int) -> Int {
        let (r, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? (b < 0 ? Int.max : Int.min) : r
    }

    /// Raises ArgumentError("argument too big") when `count` items of `unit` size each would exceed the bound.
    static func checkSize(_ count: Int, unit: Int = 1, _ c: BuiltinCall) throws {
        let (total, overflow) = count.multipliedReportingOverflow(by: max(unit, 1))
        if overflow || total > maximumSize {
            var error = c.error("ArgumentError", "argument too big")
            error.code = .resourceLimit
            throw error
        }
    }

    /// Raises RangeError when a listing of `count` members would exceed the bound.
    static func checkMembers(_ count: Int, _ c: BuiltinCall) throws {
        if count > maximumMembers { throw c.error("RangeError", "too many elements to list (\(count))") }
    }

    // MARK: - What a template may grow (docs/safety.md, "Limits")

    /// The largest string a template may make: 64 MiB.
    public static let maximumStringBytes = 64 << 20
    /// The most elements an Array or entries a Hash may hold: far more than a template lists,
    /// few enough to be reached in seconds.
    public static let maximumCollectionSize = 1_000_000
    /// The most memory the process may hold while a template runs (its resident set): 1 GiB.
    /// Checked after every value of 1 MiB or more and every 64 MiB of values made, and about
    /// every million calls, so one step past it is at most a doubling of the largest value.
    public static let maximumResidentBytes = 1 << 30

    /// After a built-in call: the value it returned and the receiver it may have grown are within
    /// the bounds, or a located `NoMemoryError` (code `resource-limit`, not rescued by a bare
    /// `rescue`) stops the template before it grows further.
    @inline(__always)
    static func checkGrowth(_ receiver: Value, _ result: Value?, _ c: BuiltinCall) throws {
        if let result { try checkGrowth(result, c.context) }
        try checkGrowth(receiver, c.context)
    }

    static func checkGrowth(_ value: Value, _ context: CallContext) throws {
        let size: Int
        switch value {
        case .string(let s):
            let bytes = s.value.utf8.count
            if bytes > maximumStringBytes { throw exceeded("a string of \(bytes) bytes, more than the \(maximumStringBytes) a template may make", context) }
            size = bytes
        case .array(let a):
            if a.elements.count > maximumCollectionSize { throw exceeded("an Array of more than \(maximumCollectionSize) elements", context) }
            size = a.elements.count * 16
        case .hash(let h):
            if h.count > maximumCollectionSize { throw exceeded("a Hash of more than \(maximumCollectionSize) entries", context) }
            size = h.count * 32
        default:
            return
        }
        // The memory held is looked at after every large value, and after every 64 MiB of values
        // made or handed on, so growth in pieces (appended to a StringIO, kept in a list) is seen.
        madeSinceCheck &+= size
        guard size >= 1 << 20 || madeSinceCheck >= 64 << 20 else { return }
        madeSinceCheck = 0
        if let resident = residentBytes(), resident > maximumResidentBytes {
            throw exceeded("the template made bootstrap hold \(resident >> 20) MiB, more than the \(maximumResidentBytes >> 20) MiB allowed", context)
        }
    }

    /// Bytes of values made since the memory held was last looked at (one interpreter runs at a time).
    nonisolated(unsafe) static var madeSinceCheck = 0

    // MARK: - Before a built-in makes a value (docs/safety.md, "Limits")
    //
    // `checkGrowth` looks at a value once it is made; a built-in whose result grows with its
    // inputs (`gsub`, `chars`, `split`, `product` …) asks these first, with the size it is about
    // to make (computed, or counted as it goes), so a result past the bounds is never built.

    /// A string of `bytes` bytes may be made, or the located `resource-limit` NoMemoryError.
    @inline(__always)
    static func checkStringBytes(_ bytes: Int, _ c: BuiltinCall) throws {
        if bytes > maximumStringBytes {
            throw exceeded("a string of \(bytes) bytes, more than the \(maximumStringBytes) a template may make", c.context)
        }
    }

    /// An Array (or an enumerator's list) of `count` elements may be made, or the located
    /// `resource-limit` NoMemoryError.
    @inline(__always)
    static func checkElements(_ count: Int, _ c: BuiltinCall) throws {
        if count > maximumCollectionSize { throw exceeded("an Array of more than \(maximumCollectionSize) elements", c.context) }
    }

    /// `a * b`, saturating at `Int.max` (a size that is then refused).
    static func multiply(_ a: Int, _ b: Int) -> Int {
        let (r, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? Int.max : r
    }

    static func exceeded(_ what: String, _ context: CallContext) -> RuntimeError {
        var error = context.error("NoMemoryError", exceededMessage(what))
        error.code = .resourceLimit
        return error
    }

    static func exceededMessage(_ what: String) -> String { "failed to allocate memory: \(what)" }

    /// The memory this process holds now: Linux's `/proc/self/statm` (resident pages); elsewhere
    /// the most it has held (`getrusage`, in bytes on macOS), which only errs on the safe side.
    static func residentBytes() -> Int? {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * sysconf(Int32(_SC_PAGESIZE))
        #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss)
        #endif
    }
}
