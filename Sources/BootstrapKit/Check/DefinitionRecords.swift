import RunnerLanguage

// What one node of a walk defines, listed in the walk's order (TemplateDefinitions.add hashes them).

extension DefinitionWalk {
    /// `class Foo`, `module A::B`: the names are constants from then on (`Foo`, `B`, `A::B`).
    mutating func recordModule(path: Node) {
        var current: Node? = path
        var parts: [String] = []
        while let node = current, case .constant(let scope, let name, _) = node.kind {
            parts.insert(name, at: 0)
            current = scope
        }
        if let last = parts.last { constants.append(last) }
        if parts.count > 1 { constants.append(parts.joined(separator: "::")) }
    }

    mutating func recordMethod(_ definition: MethodDefinition) {
        methods.append(definition.name)
        if withCallbacks, Self.isCallbackName(definition.name) {
            callbacks.append(TemplateDefinitions.CallbackDefinition(name: definition.name, location: definition.location, file: file))
        }
    }

    /// The constants an assignment target assigns.
    mutating func recordConstants(of target: AssignTarget) {
        switch target {
        case .constant(let name): constants.append(name)
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
            if let first = names.first { methods.append(first) }
        case "attr_reader":
            methods.append(contentsOf: names)
        case "attr_writer":
            methods.append(contentsOf: names.map { $0 + "=" })
        case "attr_accessor":
            methods.append(contentsOf: names + names.map { $0 + "=" })
        case "new" where call.receiver?.constantName == "Struct":
            // `Struct.new(:a, :b)`: a reader and a writer per member.
            methods.append(contentsOf: names + names.map { $0 + "=" })
        default:
            break
        }
    }
}
