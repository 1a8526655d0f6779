import RunnerLanguage

/// The locals the static analyzer knows at each point of a walk: a frame per `def`, block or class
/// body, innermost last. A block sees the frames around it up to the nearest `def` or class body.
struct LocalScopes {
    private struct Frame {
        /// Where the frame's names start in `names` (they run to the next frame's start).
        let start: Int
        /// The names once the frame holds more than `listLimit` (a long top level), instead of its
        /// part of `names`: a method's parameters and locals are searched faster in a list than
        /// hashed, and most frames never hold more than a handful.
        var index: Set<String>?
        let isMethodBoundary: Bool
    }

    private static let listLimit = 16

    /// The listed names of every frame, outermost first: one list the frames share, so the frame
    /// of every `def` and block allocates nothing once the list has grown (a list per frame cost an
    /// allocation and a free for each).
    private var names: [String] = []
    private var frames = [Frame(start: 0, index: nil, isMethodBoundary: true)]

    mutating func push(methodBoundary: Bool) {
        frames.append(Frame(start: names.count, index: nil, isMethodBoundary: methodBoundary))
    }

    mutating func pop() {
        let start = frames.removeLast().start
        // One name at a time: a frame holds a few, and `removeLast(_:)` cost ten times as much.
        while names.count > start { names.removeLast() }
    }

    /// Binds a name in the innermost frame.
    mutating func declare(_ name: String) {
        let innermost = frames.count - 1
        if frames[innermost].index != nil {
            frames[innermost].index!.insert(name)
            return
        }
        let start = frames[innermost].start
        guard !names[start...].contains(name) else { return }
        names.append(name)
        if names.count - start > Self.listLimit {
            frames[innermost].index = Set(names[start...])
            names.removeSubrange(start...)
        }
    }

    /// The locals one assignment target binds (`a`, `*rest`, `(a, b)`).
    mutating func declare(_ target: AssignTarget) {
        switch target {
        case .local(let name): declare(name)
        case .instanceVariable, .globalVariable, .constant, .index, .attribute: return
        case .splat(let inner): if let inner { declare(inner) }
        case .nested(let targets): for inner in targets { declare(inner) }
        }
    }

    /// Every name a method's or block's parameters bind. Borrowed, not copied: a `def`'s or block's
    /// `parameters` is a `let` of a final class, read in place (a copy per `def` and block cost
    /// more than the declaring).
    mutating func declareParameters(_ parameters: borrowing ParameterList) {
        for target in parameters.required { declare(target) }
        for parameter in parameters.optional { declare(parameter.name) }
        for target in parameters.post { declare(target) }
        for parameter in parameters.keywords { declare(parameter.name) }
        declareUnlessAnonymous(parameters.rest)
        declareUnlessAnonymous(parameters.keywordRest)
        declareUnlessAnonymous(parameters.block)
    }

    /// A `*rest`, `**options` or `&block` parameter; "" is an anonymous `*`, `**` or `&`.
    private mutating func declareUnlessAnonymous(_ name: String?) {
        if let name, !name.isEmpty { declare(name) }
    }

    /// Whether `name` is a local visible here, asked of each frame rather than of their union.
    func isVisible(_ name: String) -> Bool {
        var end = names.count
        for position in frames.indices.reversed() {
            let start = frames[position].start
            if frames[position].index?.contains(name) ?? names[start..<end].contains(name) { return true }
            if frames[position].isMethodBoundary { break }
            end = start
        }
        return false
    }

    /// Locals visible here: the current frame and the enclosing ones up to the nearest `def`.
    var visible: Set<String> {
        var visible: Set<String> = []
        var end = names.count
        for frame in frames.reversed() {
            visible.formUnion(frame.index ?? Set(names[frame.start..<end]))
            if frame.isMethodBoundary { break }
            end = frame.start
        }
        return visible
    }
}
