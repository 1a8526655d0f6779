import Diagnostics
import Foundation

/// `Set` (set.rb): `Set.new(list) { … }`, `Set[a, b]`; an instance keeps its elements in insertion
/// order with Hash's `eql?` equality. What Set does not define itself (`map`, `select`, `sort` …)
/// is Enumerable's over its elements, as in Ruby.
final class SetClassObject: ObjectValue, HostMethodNames {
    override var className: String { "Class" }
    override var inspectText: String { "Set" }
    var methodNames: [String] { ["new", "[]"] }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        switch name {
        case "[]": return .object(SetObject(arguments.positional))
        case "new":
            var elements: [Value] = []
            if let first = arguments.positional.first, !first.isNil {
                elements = try SetObject.elements(of: first, context)
                if let block = arguments.block { elements = try elements.map { try block.call([$0]) } }
            }
            return .object(SetObject(elements))
        default: return nil
        }
    }
}

final class SetObject: ObjectValue {
    let members = HashBox()

    init(_ elements: [Value]) {
        super.init()
        for element in elements { members[element] = .true }
    }

    var elements: [Value] { members.keys }
    override var className: String { "Set" }
    override var inspectText: String { "#<Set: {\(elements.map(\.inspect).joined(separator: ", "))}>" }

    /// The elements of a Set, an Array, or anything with `to_a`.
    static func elements(of value: Value, _ context: CallContext) throws -> [Value] {
        switch value {
        case .object(let set as SetObject): return set.elements
        case .array(let list): return list.elements
        default:
            guard case .array(let list) = try context.send(value, "to_a", Arguments()) else {
                throw context.error("ArgumentError", "value must be enumerable")
            }
            return list.elements
        }
    }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        let first = arguments.positional.first
        func other() throws -> [Value] {
            guard let first else { throw context.error("ArgumentError", "wrong number of arguments (given 0, expected 1)") }
            return try Self.elements(of: first, context)
        }
        func contains(_ value: Value) -> Bool { members[value] != nil }
        switch name {
        case "add", "<<":
            if let first { members[first] = .true }
            return .object(self)
        case "add?":
            guard let first, !contains(first) else { return .nil }
            members[first] = .true
            return .object(self)
        case "delete":
            if let first { members[first] = nil }
            return .object(self)
        case "merge":
            for value in try other() { members[value] = .true }
            return .object(self)
        case "include?", "member?", "===", "contain?": return .bool(first.map(contains) ?? false)
        case "size", "length", "count" where arguments.positional.isEmpty && arguments.block == nil: return .integer(members.count)
        case "empty?": return .bool(members.count == 0)
        case "to_a", "entries": return .arr(elements)
        case "to_set", "dup", "clone": return .object(name == "to_set" ? self : SetObject(elements))
        case "each":
            guard let block = arguments.block else { return nil }
            for element in elements { _ = try block.call([element]) }
            return .object(self)
        case "|", "union", "+": return .object(SetObject(elements + (try other())))
        case "&", "intersection":
            let given = SetObject(try other())
            return .object(SetObject(elements.filter { given.members[$0] != nil }))
        case "-", "difference":
            let given = SetObject(try other())
            return .object(SetObject(elements.filter { given.members[$0] == nil }))
        case "^":
            let given = SetObject(try other())
            return .object(SetObject(given.elements.filter { !contains($0) } + elements.filter { given.members[$0] == nil }))
        case "subset?", "<=", "superset?", ">=", "proper_subset?", "<", "proper_superset?", ">", "disjoint?", "intersect?":
            let given = SetObject(try other())
            let inside = elements.allSatisfy { given.members[$0] != nil }
            let around = given.elements.allSatisfy(contains)
            switch name {
            case "subset?", "<=": return .bool(inside)
            case "superset?", ">=": return .bool(around)
            case "proper_subset?", "<": return .bool(inside && given.members.count > members.count)
            case "proper_superset?", ">": return .bool(around && members.count > given.members.count)
            case "disjoint?": return .bool(!elements.contains { given.members[$0] != nil })
            default: return .bool(elements.contains { given.members[$0] != nil })
            }
        case "==", "eql?":
            guard case .object(let given as SetObject)? = first else { return .false }
            return .bool(given.members.count == members.count && elements.allSatisfy { given.members[$0] != nil })
        case "to_s", "inspect": return .str(inspectText)
        default:
            // Enumerable's methods, over the elements in order.
            return try context.send(.arr(elements), name, arguments)
        }
    }
}

/// `OpenStruct` (ostruct.rb): attributes read and written by name (`os.name`, `os.name = v`,
/// `os[:name]`), `to_h`, `each_pair`, `dig`, `delete_field`, `respond_to?`; inspect as Ruby's.
final class OpenStructClassObject: ObjectValue, HostMethodNames {
    override var className: String { "Class" }
    override var inspectText: String { "OpenStruct" }
    var methodNames: [String] { ["new"] }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        guard name == "new" else { return nil }
        let table = HashBox()
        let given = arguments.positional.first ?? arguments.keywords.map(Value.hash)
        if case .hash(let hash)? = given {
            for (key, value) in hash.pairs { table[.symbol(try OpenStructObject.attribute(key, context))] = value }
        }
        return .object(OpenStructObject(table))
    }
}

final class OpenStructObject: ObjectValue {
    let table: HashBox
    init(_ table: HashBox) { self.table = table }

    override var className: String { "OpenStruct" }
    override var inspectText: String {
        let fields = table.pairs.map { key, value -> String in
            if case .symbol(let name) = key { return " \(name)=\(value.inspect)" }
            return " \(key.inspect)=\(value.inspect)"
        }
        return "#<OpenStruct" + fields.joined(separator: ",") + ">"
    }

    static func attribute(_ key: Value, _ context: CallContext) throws -> String {
        switch key {
        case .symbol(let s): return s
        case .string(let s): return s.value
        default: throw context.error("TypeError", "\(key.inspect) is not a symbol nor a string")
        }
    }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        let positional = arguments.positional
        switch name {
        case "[]":
            guard let key = positional.first else { return nil }
            return table[.symbol(try Self.attribute(key, context))] ?? .nil
        case "[]=":
            guard positional.count == 2 else { return nil }
            table[.symbol(try Self.attribute(positional[0], context))] = positional[1]
            return positional[1]
        case "to_h": return .hash(HashBox(Array(table.pairs)))
        case "each_pair":
            guard let block = arguments.block else { return nil }
            for (key, value) in table.pairs { _ = try block.call([key, value]) }
            return .object(self)
        case "dig":
            guard let key = positional.first else { return nil }
            let value = table[.symbol(try Self.attribute(key, context))] ?? .nil
            return positional.count == 1 || value.isNil ? value : try context.send(value, "dig", Arguments(positional: Array(positional.dropFirst())))
        case "delete_field":
            guard let key = positional.first else { return nil }
            let field = Value.symbol(try Self.attribute(key, context))
            let value = table[field] ?? .nil
            table[field] = nil
            return value
        case "respond_to?":
            guard let key = positional.first else { return nil }
            let attribute = try Self.attribute(key, context)
            return .bool(table[.symbol(attribute)] != nil || table[.symbol(String(attribute.dropLast()))] != nil && attribute.hasSuffix("="))
        case "==":
            guard case .object(let other as OpenStructObject)? = positional.first else { return .false }
            return .bool(Value.hash(other.table).inspect == Value.hash(table).inspect)
        case "to_s", "inspect": return .str(inspectText)
        default:
            if name.hasSuffix("="), positional.count == 1, name != "==" {
                table[.symbol(String(name.dropLast()))] = positional[0]
                return positional[0]
            }
            guard positional.isEmpty, arguments.block == nil else { return nil }
            return table[.symbol(name)] ?? .nil
        }
    }
}
