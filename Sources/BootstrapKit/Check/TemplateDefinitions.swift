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
    /// hashed every name twice.
    mutating func collect(_ program: Program, file: String, withCallbacks: Bool = true) {
        guard let body = program.body else { return }
        visit(body, file: file, withCallbacks: withCallbacks, depth: 0)
    }

    private mutating func visit(_ node: Node, file: String, withCallbacks: Bool, depth: Int) {
        // The parser bounds nesting; this bound only keeps a hand-built tree from exhausting the stack.
        guard depth < StaticAnalyzer.maximumDepth else { return }
        switch node.kind {
        case .methodDefinition(let definition):
            methods.insert(definition.name)
            if withCallbacks, Self.isCallbackName(definition.name) {
                callbacks.append(CallbackDefinition(name: definition.name, location: definition.location, file: file))
            }
        case .alias(let new, _):
            methods.insert(new)
        case .moduleDefinition(let path, _, _, _):
            // `class Foo`, `module A::B`: the names are constants from then on (`Foo`, `B`, `A::B`).
            var current: Node? = path
            var parts: [String] = []
            while let node = current, case .constant(let scope, let name, _) = node.kind {
                parts.insert(name, at: 0)
                current = scope
            }
            if let last = parts.last { constants.insert(last) }
            if parts.count > 1 { constants.insert(parts.joined(separator: "::")) }
        case .assign(let target, _), .operatorAssign(let target, _, _):
            target.forEachConstantName { constants.insert($0) }
        case .multipleAssign(let targets, _):
            for target in targets { target.forEachConstantName { constants.insert($0) } }
        case .call(let call):
            if call.receiver == nil || call.receiver.map(isSelf) == true || call.name == "new" { recordDynamicDefinition(call) }
            // The commonest nodes go straight to their children, without a second look at their kind.
            call.forEachChild { visit($0, file: file, withCallbacks: withCallbacks, depth: depth + 1) }
            return
        case .sequence(let statements):
            for statement in statements { visit(statement, file: file, withCallbacks: withCallbacks, depth: depth + 1) }
            return
        default:
            break
        }
        node.forEachChild { visit($0, file: file, withCallbacks: withCallbacks, depth: depth + 1) }
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

    private func isSelf(_ node: Node) -> Bool {
        if case .selfReference = node.kind { return true }
        return false
    }

    /// `define_method(:x)`, `alias_method :new, :old`, `attr_accessor :a, :b` with literal names.
    private mutating func recordDynamicDefinition(_ call: Call) {
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
