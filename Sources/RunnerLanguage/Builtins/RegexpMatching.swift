import Foundation

/// Runs compiled regexps against Swift strings, converting between NSString's UTF-16 offsets and
/// Ruby's character (Unicode scalar) offsets, which is what `index`, `begin` and `pre_match` count.
struct RegexpSubject {
    let string: String
    let ns: NSString
    /// Scalar offset of every UTF-16 offset that starts a scalar (and of the end); empty for an
    /// ASCII string, whose offsets are the same in both (16 bytes a character saved: a 60 MB
    /// string's tables took 1 GB).
    private let scalarAtUTF16: [Int]
    /// UTF-16 offset of every scalar offset (and of the end); empty for an ASCII string.
    private let utf16AtScalar: [Int]
    /// The length of an ASCII string; -1 when the tables above are used.
    private let asciiCount: Int

    init(_ string: String) {
        self.string = string
        self.ns = string as NSString
        // Only ASCII has as many UTF-8 bytes as UTF-16 units.
        if string.utf8.count == string.utf16.count {
            asciiCount = string.utf8.count
            scalarAtUTF16 = []
            utf16AtScalar = []
            return
        }
        asciiCount = -1
        var scalarAt = [Int](repeating: 0, count: string.utf16.count + 1)
        var utf16At: [Int] = []
        utf16At.reserveCapacity(string.unicodeScalars.count + 1)
        var u = 0
        for (n, scalar) in string.unicodeScalars.enumerated() {
            utf16At.append(u)
            let width = scalar.utf16.count
            for k in 0..<width { scalarAt[u + k] = n }
            u += width
        }
        utf16At.append(u)
        scalarAt[u] = utf16At.count - 1
        scalarAtUTF16 = scalarAt
        utf16AtScalar = utf16At
    }

    var scalarCount: Int { asciiCount >= 0 ? asciiCount : utf16AtScalar.count - 1 }
    func scalarOffset(_ utf16: Int) -> Int {
        if asciiCount >= 0 { return max(0, min(utf16, asciiCount)) }
        return scalarAtUTF16[max(0, min(utf16, scalarAtUTF16.count - 1))]
    }
    func utf16Offset(_ scalar: Int) -> Int {
        if asciiCount >= 0 { return max(0, min(scalar, asciiCount)) }
        return utf16AtScalar[max(0, min(scalar, utf16AtScalar.count - 1))]
    }

    /// The first match at or after the scalar offset `start`.
    func firstMatch(_ r: RegexpValue, from start: Int = 0) -> MatchDataValue? {
        guard start >= 0, start <= scalarCount else { return nil }
        let from = utf16Offset(start)
        let range = NSRange(location: from, length: ns.length - from)
        guard let result = r.compiled.firstMatch(in: string, options: [.withTransparentBounds, .withoutAnchoringBounds], range: range) else {
            return nil
        }
        return matchData(result, RegexpCompiler.groupNames(r))
    }

    /// Every non-overlapping match, left to right, as `scan` and `gsub` walk them.
    func allMatches(_ r: RegexpValue) -> [MatchDataValue] {
        let names = RegexpCompiler.groupNames(r)
        return r.compiled.matches(in: string, options: [], range: NSRange(location: 0, length: ns.length)).map { matchData($0, names) }
    }

    /// The matches `allMatches` lists, handed to `body` one at a time as they are found, until it
    /// returns false: `gsub`, `scan` and `split` count what they make as they go and stop at the
    /// limit, where listing every match first held them all (60 million for `"a" * 60_000_000`).
    func forEachMatch(_ r: RegexpValue, _ body: (MatchDataValue) throws -> Bool) throws {
        let names = RegexpCompiler.groupNames(r)
        var failure: Error?
        withoutActuallyEscaping(body) { body in
            r.compiled.enumerateMatches(in: string, options: [], range: NSRange(location: 0, length: ns.length)) { result, _, stop in
                guard let result else { return }
                do {
                    if try !body(matchData(result, names)) { stop.pointee = true }
                } catch {
                    failure = error
                    stop.pointee = true
                }
            }
        }
        if let failure { throw failure }
    }

    private func matchData(_ result: NSTextCheckingResult, _ names: [(String, Int)]) -> MatchDataValue {
        var groups: [String?] = []
        for i in 0..<result.numberOfRanges {
            let range = result.range(at: i)
            groups.append(range.location == NSNotFound ? nil : ns.substring(with: range))
        }
        let whole = result.range
        let lower = scalarOffset(whole.location)
        let upper = scalarOffset(whole.location + whole.length)
        return MatchDataValue(string: string, groups: groups, names: names, range: lower..<upper)
    }
}

extension MatchDataValue {
    /// Start and end scalar offsets of group `i` in the matched string, nil when the group did not take part.
    func offsets(ofGroup i: Int) -> Range<Int>? {
        if i == 0 { return range }
        guard i < groups.count, let text = groups[i] else { return nil }
        // Groups lie within the whole match; find the text there (exact offsets are not kept by the value type).
        let scalars = Array(string.unicodeScalars)
        let target = Array(text.unicodeScalars)
        var start = range.lowerBound
        while start + target.count <= range.upperBound {
            if Array(scalars[start..<(start + target.count)]) == target { return start..<(start + target.count) }
            start += 1
        }
        return nil
    }

    var preMatch: String { String(String.UnicodeScalarView(string.unicodeScalars.prefix(range.lowerBound))) }
    var postMatch: String { String(String.UnicodeScalarView(string.unicodeScalars.dropFirst(range.upperBound))) }

    func groupIndex(named name: String) -> Int? {
        names.last(where: { $0.0 == name })?.1
    }
}

extension RegexpCompiler {
    /// Every match of `regexp` in `text`, left to right, as `scan`/`gsub` see them: MatchData with the
    /// group names and character (Unicode scalar) offsets Ruby reports. For the evaluator's `$~` handling.
    public static func matches(_ regexp: RegexpValue, in text: String) -> [MatchDataValue] {
        RegexpSubject(text).allMatches(regexp)
    }

    /// The first match at or after character offset `start`, as `=~` and `match` find it.
    public static func firstMatch(_ regexp: RegexpValue, in text: String, from start: Int = 0) -> MatchDataValue? {
        RegexpSubject(text).firstMatch(regexp, from: start)
    }
}
