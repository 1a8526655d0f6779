import Diagnostics
import RunnerLanguage

/// What the runners of a template define, collected from every file before any is analysed:
/// a `def` in one runner is callable from every other (one interpreter runs them all), and so
/// is a constant assigned anywhere.
struct TemplateDefinitions {
    /// A `def` whose name ends in `_callback`, with the file that defines it.
    struct CallbackDefinition {
        var name: String
        var location: SourceLocation
        var file: String
    }

    /// Names callable as template methods: `def`, `alias`, `alias_method`, `define_method`, `attr_*`.
    var methods: Set<String> = []
    var constants: Set<String> = []
    var callbacks: [CallbackDefinition] = []

    /// Records the definitions of one file (`file` is the real path, as runs name it); its callbacks
    /// only when that file is reported on. Returns the calls that may run another file (`apply`,
    /// `require_relative`, `require` with an argument), in source order: noted on this walk, so
    /// finding the files a runner follows needs no walk of its own.
    @discardableResult
    mutating func collect(_ program: Program, file: String, withCallbacks: Bool = true) -> [Call] {
        var walk = DefinitionWalk()
        let calls = walk.walk(program, file: file, withCallbacks: withCallbacks)
        add(walk)
        return calls
    }

    /// Adds what walks collected, in their order. The walks list the names and the sets take them
    /// here: each name is hashed once, into sets grown once (a set grown name by name rehashed
    /// every name at each doubling, and a set per share would hash the later share's twice).
    mutating func add(_ walk: DefinitionWalk, then later: DefinitionWalk? = nil) {
        methods.reserveCapacity(methods.count + walk.methods.count + (later?.methods.count ?? 0))
        constants.reserveCapacity(constants.count + walk.constants.count + (later?.constants.count ?? 0))
        insert(walk)
        if let later { insert(later) }
    }

    private mutating func insert(_ walk: DefinitionWalk) {
        for name in walk.methods { methods.insert(name) }
        for name in walk.constants { constants.insert(name) }
        callbacks += walk.callbacks
    }
}

extension Node {
    /// The text of a symbol or plain string literal (`:name`, `"name"`), nil for anything computed.
    var literalName: String? {
        switch kind {
        case .symbol(let name): return name
        case .string(let parts):
            var text = ""
            for part in parts {
                guard case .text(let piece) = part else { return nil }
                text += piece
            }
            return text
        default: return nil
        }
    }
}
