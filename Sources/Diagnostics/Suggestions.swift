/// "Did you mean …?" for misspelled names: config keys, gem options, methods, actions, constants.
public enum Suggestions {
    /// The closest candidate to `name`, or nil when none is close enough to be a plausible typo.
    /// Close means an edit distance of at most a third of the name's length (at least 1, at most 3).
    public static func closest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        let limit = min(3, max(1, name.count / 3))
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            let d = editDistance(name, candidate)
            if d <= limit, best == nil || d < best!.1 { best = (candidate, d) }
        }
        return best?.0
    }

    /// `did you mean 'x'?` or nil.
    public static func didYouMean<S: Sequence>(_ name: String, in candidates: S) -> String? where S.Element == String {
        closest(to: name, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// Damerau–Levenshtein distance (adjacent transpositions count as one edit: `versoin` → `version` is 1).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[x.count][y.count]
    }
}
