import Foundation

/// Ruby's Enumerator, as methods called without a block return it (`map.with_index(1)`,
/// `each_slice(2).to_a`, `3.times.map`, `select.with_index`). It remembers the call it stands for
/// and the items that call yields: `with_index`/`with_object`/`each` re-run the call with a wrapped
/// block (so `select.with_index { … }` still selects), and any other method works on the items.
final class EnumeratorObject: ObjectValue {
    let receiver: Value
    let method: String
    let arguments: [Value]
    /// Lists what the call yields to its block, in order; run only when needed, so `(1..).each.with_index`
    /// and long counts stay lazy.
    private let listItems: () throws -> [Value]
    private var listed: [Value]?
    /// Position of `next`.
    private var cursor = 0

    init(receiver: Value, method: String, arguments: [Value] = [], items: [Value]) {
        self.receiver = receiver
        self.method = method
        self.arguments = arguments
        self.listItems = { items }
        self.listed = items
    }

    init(receiver: Value, method: String, arguments: [Value] = [], lazyItems: @escaping () throws -> [Value]) {
        self.receiver = receiver
        self.method = method
        self.arguments = arguments
        self.listItems = lazyItems
    }

    func items() throws -> [Value] {
        if let listed { return listed }
        let values = try listItems()
        listed = values
        return values
    }

    static let names: Set<String> = Enumerable.names.union([
        "with_index", "each_with_index", "with_object", "each_with_object", "each", "next", "peek", "rewind", "size",
        "to_a", "inspect", "to_s",
    ])

    override var className: String { "Enumerator" }

    override var inspectText: String {
        let args = arguments.map { $0.inspect }.joined(separator: ", ")
        if method == "step" {
            // Ruby prints arithmetic sequences as the expression: ((1..10).step(3)), (1.step(10, 3)).
            if case .range = receiver { return "((\(receiver.inspect)).step(\(args)))" }
            return "(\(receiver.inspect).step(\(args)))"
        }
        return "#<Enumerator: \(receiver.inspect):\(method)\(args.isEmpty ? "" : "(\(args))")>"
    }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        let call = BuiltinCall(name: name, arguments: arguments, context: context)
        switch name {
        case "with_index", "each_with_index":
            try call.expect(0, name == "with_index" ? 1 : 0)
            let offset = call.count == 1 && !call.arg(0).isNil ? try call.int(0) : 0
            guard let block = call.block else {
                return .object(EnumeratorObject(receiver: .object(self), method: name, arguments: call.args) { [self] in
                    try items().enumerated().map { Value.arr([$0.element, .integer(Limits.add($0.offset, offset))]) }
                })
            }
            var index = offset
            return try replay(context) { value in
                defer { index = Limits.add(index, 1) }
                return try block.call([value, .integer(index)])
            }
        case "with_object", "each_with_object":
            try call.expect(1)
            let memo = call.arg(0)
            let block = try call.requireBlock()
            _ = try replay(context) { value in try block.call([value, memo]) }
            return memo
        case "each":
            try call.expect(0)
            guard let block = call.block else { return .object(self) }
            return try replay(context) { value in try block.call([value]) }
        case "next", "peek":
            try call.expect(0)
            let values = try items()
            guard cursor < values.count else { throw call.error("StopIteration", "iteration reached an end") }
            defer { if name == "next" { cursor += 1 } }
            return values[cursor]
        case "rewind":
            cursor = 0
            return .object(self)
        case "size":
            try call.expect(0)
            return .integer(try items().count)
        case "inspect", "to_s":
            return .str(inspectText)
        default:
            return try Builtins.call(.arr(try items()), name, arguments, context)
        }
    }

    /// Runs the original call again with a block; the block sees each yielded value as one value
    /// (several block arguments are gathered into an array, as Ruby's enumerators pack them).
    private func replay(_ context: CallContext, _ body: @escaping (Value) throws -> Value) throws -> Value {
        let block = ProcValue(isLambda: false, arity: -1, parameterCount: 1, location: nil) { arguments in
            let values = arguments.positional
            return try body(values.count == 1 ? values[0] : .arr(values))
        }
        return try context.send(receiver, method, Arguments(positional: arguments, block: block))
    }
}
