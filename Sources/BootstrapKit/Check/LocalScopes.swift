import RunnerLanguage

/// The locals the static analyzer knows at each point of a walk: a frame per `def`, block or class
/// body, innermost last. A block sees the frames around it up to the nearest `def` or class body.
struct LocalScopes {
    private struct Frame {
        /// The names bound here, while few: a method's parameters and locals are searched faster in a
        /// list than hashed, and most frames never hold more than a handful.
        var list: [String] = []
        /// The names once the frame holds more than `listLimit` (a long top level), instead of `list`.
        var index: Set<String>?
        let isMethodBoundary: Bool

        static let listLimit = 16

        mutating func insert(_ name: String) {
            if index != nil {
                index!.insert(name)
            } else if !list.contains(name) {
                list.append(name)
                if list.count > Self.listLimit {
                    index = Set(list)
                    list = []
                }
            }
        }

        func contains(_ name: String) -> Bool { index?.contains(name) ?? list.contains(name) }
    }

    private var frames = [Frame(isMethodBoundary: true)]

    mutating func push(methodBoundary: Bool) {
        frames.append(Frame(isMethodBoundary: methodBoundary))
    }

    mutating func pop() {
        frames.removeLast()
    }

    /// Binds a name in the innermost frame.
    mutating func declare(_ name: String) {
        frames[frames.count - 1].insert(name)
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

    /// Every name a method's or block's parameters bind.
    mutating func declare(_ parameters: ParameterList) {
        for target in parameters.required { declare(target) }
        for parameter in parameters.optional { declare(parameter.name) }
        for target in parameters.post { declare(target) }
        for parameter in parameters.keywords { declare(parameter.name) }
        // "" is an anonymous `*`, `**` or `&`.
        if let name = parameters.rest, !name.isEmpty { declare(name) }
        if let name = parameters.keywordRest, !name.isEmpty { declare(name) }
        if let name = parameters.block, !name.isEmpty { declare(name) }
    }

    /// Whether `name` is a local visible here, asked of each frame rather than of their union.
    func isVisible(_ name: String) -> Bool {
        for frame in frames.reversed() {
            if frame.contains(name) { return true }
            if frame.isMethodBoundary { break }
        }
        return false
    }

    /// Locals visible here: the current frame and the enclosing ones up to the nearest `def`.
    var visible: Set<String> {
        var names: Set<String> = []
        for frame in frames.reversed() {
            names.formUnion(frame.index ?? Set(frame.list))
            if frame.isMethodBoundary { break }
        }
        return names
    }
}
