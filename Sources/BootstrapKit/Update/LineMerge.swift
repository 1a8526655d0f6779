/// The line merge `update` falls back to when `git merge-file` finds conflicts: the same
/// three-way merge, except that two changes conflict only when they change the same base line,
/// or insert different lines at the same place. `git merge-file` also calls changes that merely
/// touch a conflict (a user's line added right after a line the template changed); those are the
/// ones an update must get through — a route the new version changed, beside the user's routes.
enum LineMerge {
    /// The merged lines, or nil when a real conflict remains (then git's markers are shown).
    static func merge(base: [String], ours: [String], theirs: [String]) -> [String]? {
        let mine = LineHunk.hunks(from: base, to: ours)
        var template = LineHunk.hunks(from: base, to: theirs)
        // A line the user inserted between two base lines of one template change cuts that change,
        // so the user's line stays between the pieces (a dropped route and a changed one).
        template = template.flatMap { hunk -> [LineHunk] in
            let points = mine.filter { $0.isInsertion && hunk.start < $0.start && $0.start < hunk.end }.map(\.start)
            return points.isEmpty ? [hunk] : hunk.split(at: Array(Set(points)).sorted(), base)
        }
        var merged: [LineHunk] = []
        var a = 0, b = 0
        // Both lists are sorted by base position; take the earlier hunk each time.
        while a < mine.count || b < template.count {
            let next: LineHunk
            if a < mine.count, b < template.count {
                let x = mine[a], y = template[b]
                if x == y {
                    next = x
                    a += 1
                    b += 1
                } else if conflict(x, y) {
                    return nil
                } else if (x.start, x.end) <= (y.start, y.end) {
                    next = x
                    a += 1
                } else {
                    next = y
                    b += 1
                }
            } else if a < mine.count {
                next = mine[a]
                a += 1
            } else {
                next = template[b]
                b += 1
            }
            if let last = merged.last, conflict(last, next) { return nil }
            merged.append(next)
        }
        return LineHunk.apply(merged, to: base)
    }

    /// Whether two different hunks cannot both apply: they replace a common base line, insert at
    /// the same place, or one inserts inside the lines the other replaces.
    static func conflict(_ x: LineHunk, _ y: LineHunk) -> Bool {
        switch (x.isInsertion, y.isInsertion) {
        case (true, true): return x.start == y.start && x.lines != y.lines
        case (true, false): return y.start < x.start && x.start < y.end
        case (false, true): return x.start < y.start && y.start < x.end
        case (false, false): return x.start < y.end && y.start < x.end
        }
    }
}
