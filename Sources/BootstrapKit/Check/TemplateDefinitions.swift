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
    /// only when that file is reported on. Collected straight into one set: merging a set per file
    /// hashed every name twice. Returns the calls that may run another file (`apply`,
    /// `require_relative`, `require` with an argument), in source order: noted on this walk, so
    /// finding the files a runner follows needs no walk of its own.
    @discardableResult
    mutating func collect(_ program: Program, file: String, withCallbacks: Bool = true) -> [Call] {
        guard let body = program.body else { return [] }
        var walk = DefinitionWalk(file: file, withCallbacks: withCallbacks)
        // Swapped in and out rather than copied, so the sets stay uniquely referenced and grow in place.
        swap(&self, &walk.found)
        walk.visit(body, depth: 0)
        swap(&self, &walk.found)
        return walk.followedCalls
    }

    /// Adds what `other` (the definitions of files after these) defines, as if collected after these.
    mutating func append(_ other: TemplateDefinitions) {
        methods.formUnion(other.methods)
        constants.formUnion(other.constants)
        callbacks += other.callbacks
    }

    /// `class Foo`, `module A::B`: the names are constants from then on (`Foo`, `B`, `A::B`).
    mutating func recordModule(path: Node) {
        var current: Node? = path
        var parts: [String] = []
        while let node = current, case .constant(let scope, let name, _) = node.kind {
            parts.insert(name, at: 0)
            current = scope
        }
        if let last = parts.last { constants.insert(last) }
        if parts.count > 1 { constants.insert(parts.joined(separator: "::")) }
    }

    mutating func recordMethod(_ definition: MethodDefinition, file: String, withCallbacks: Bool) {
        methods.insert(definition.name)
        if withCallbacks, Self.isCallbackName(definition.name) {
            callbacks.append(CallbackDefinition(name: definition.name, location: definition.location, file: file))
        }
    }

    /// The constants an assignment target assigns.
    mutating func recordConstants(of target: AssignTarget) {
        switch target {
        case .constant(let name): constants.insert(name)
        case .splat(let inner): if let inner { recordConstants(of: inner) }
        case .nested(let targets): for target in targets { recordConstants(of: target) }
        default: return
        }
    }

    private static let callbackSuffix = Array("_callback".utf8)

    /// Whether a method name ends in `_callback`, compared on the bytes of an ASCII name (a string's
    /// suffix search cost more than recording the method); any other name as a String compares.
    private static func isCallbackName(_ name: String) -> Bool {
        let ascii = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return bytes.count >= callbackSuffix.count && bytes[(bytes.count - callbackSuffix.count)...].elementsEqual(callbackSuffix)
        }
        return (ascii ?? nil) ?? name.hasSuffix("_callback")
    }

    /// `define_method(:x)`, `alias_method :new, :old`, `attr_accessor :a, :b` with literal names.
    mutating func recordDynamicDefinition(_ call: Call) {
        // Every receiver-less call and every `.new` comes here: the names are read only for the few
        // that define (a switch, not a list built for every call).
        // Only those lengths can be one of the names below: most calls are told apart by their length.
        switch call.name.utf8.count {
        case 3, 11, 12, 13: break
        default: return
        }
        switch call.name {
        case "define_method", "alias_method", "attr_reader", "attr_writer", "attr_accessor":
            break
        case "new" where call.receiver?.constantName == "Struct":
            break
        default:
            return
        }
        let names = call.arguments.compactMap(\.literalName)
        switch call.name {
        case "define_method", "alias_method":
            if let first = names.first { methods.insert(first) }
        case "attr_reader":
            methods.formUnion(names)
        case "attr_writer":
            methods.formUnion(names.map { $0 + "=" })
        case "attr_accessor":
            methods.formUnion(names + names.map { $0 + "=" })
        case "new" where call.receiver?.constantName == "Struct":
            // `Struct.new(:a, :b)`: a reader and a writer per member.
            methods.formUnion(names + names.map { $0 + "=" })
        default:
            break
        }
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
