import Foundation

/// The filters a template can call, by name. `standard` is Liquid's standard set, every one
/// listed here; each family lives in its own file.
public struct LiquidFilters: Sendable {
    /// How many arguments a filter takes, the input included (as Ruby counts them in
    /// "wrong number of arguments (given 1, expected 2)").
    public struct Filter: Sendable {
        let arity: ClosedRange<Int>
        let body: @Sendable (_ input: LiquidValue, _ arguments: [LiquidValue], _ context: LiquidContext) throws -> LiquidValue
    }

    private var table: [String: Filter]

    public static let standard = LiquidFilters(table: Dictionary(
        uniqueKeysWithValues: StringFilters.all + ArrayFilters.all + MathFilters.all + DateFilter.all + [("default", defaultFilter)]))

    /// Adds or replaces a filter (`input`, then the arguments given after the colon).
    public mutating func register(_ name: String, arity: ClosedRange<Int>, _ body: @escaping @Sendable (LiquidValue, [LiquidValue]) throws -> LiquidValue) {
        table[name] = Filter(arity: arity) { input, arguments, _ in try body(input, arguments) }
    }

    public var names: [String] { table.keys.sorted() }

    /// Calls `name`; an unknown filter passes the input through (Liquid's lax default).
    func invoke(_ name: String, _ input: LiquidValue, _ arguments: [LiquidValue], _ context: LiquidContext) throws -> LiquidValue {
        guard let filter = table[name] else { return input }
        let given = arguments.count + 1
        guard filter.arity.contains(given) else {
            let expected = filter.arity.count == 1 ? "\(filter.arity.lowerBound)" : "\(filter.arity.lowerBound)..\(filter.arity.upperBound)"
            throw LiquidError.argument("wrong number of arguments (given \(given), expected \(expected))")
        }
        return try filter.body(input, arguments, context)
    }

    /// `default: value, allow_false: true`: the value when the input is nil, false or empty.
    static let defaultFilter = Filter(arity: 1...3) { input, arguments, _ in
        let fallback = arguments.first ?? .string("")
        var allowFalse = false
        if arguments.count > 1, case .hash(let options) = arguments[1] { allowFalse = options["allow_false"]?.isTruthy ?? false }
        let missing = allowFalse ? input.isNil : !input.isTruthy
        switch input {
        case _ where missing: return fallback
        case .string(let s) where s.isEmpty: return fallback
        case .array(let a) where a.isEmpty: return fallback
        case .hash(let h) where h.pairs.isEmpty: return fallback
        default: return input
        }
    }
}

/// Helpers the filter families share.
enum FilterSupport {
    /// Liquid's `InputIterator`: an array flattened, a hash as one item, nil as none, anything else as itself.
    static func items(_ value: LiquidValue) -> [LiquidValue] {
        switch value {
        case .nil: return []
        case .array(let items): return items.flatMap { item -> [LiquidValue] in
            if case .array = item { return self.items(item) }
            return [item]
        }
        case .range: return value.elements ?? []
        default: return [value]
        }
    }

    static func propertyError(_ property: LiquidValue) -> LiquidError {
        .argument("cannot select the property '\(property.rubyToS)'")
    }

    /// `item[property]` as Ruby answers it: nil when the item has no `[]` at all (`.none`), an error
    /// when its `[]` refuses the key (an Integer's, an Array's with a string).
    static func property(_ item: LiquidValue, _ property: LiquidValue) throws -> LiquidValue? {
        switch (item, property) {
        case (.hash(let hash), .string(let key)): return hash[key] ?? .nil
        case (.hash, _): return .nil
        case (.drop(let drop), .string(let key)): return drop.value(for: key)
        case (.array(let items), .int(let i)):
            let index = i < 0 ? items.count + i : i
            return items.indices.contains(index) ? items[index] : .nil
        case (.string(let s), .string(let key)): return s.contains(key) || key.isEmpty ? .string(key) : .nil
        case (.array, _), (.int, _), (.string, _): throw propertyError(property)
        default: return nil
        }
    }

    /// A Ruby string's characters (code points, as `size` and `slice` count them).
    static func scalars(_ s: String) -> [Unicode.Scalar] { Array(s.unicodeScalars) }

    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars)
        return String(out)
    }

    /// Ruby's `slice(start, length)`: nil when start is past the end or length is negative.
    static func sliceRange(count: Int, start: Int, length: Int) -> Range<Int>? {
        let begin = start < 0 ? count + start : start
        guard begin >= 0, begin <= count, length >= 0 else { return nil }
        // `begin + length` overflows for a length near Int.max; what is left of the input is the most.
        return begin..<(length > count - begin ? count : begin + length)
    }
}
