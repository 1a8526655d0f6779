/// `a == b and c` (Liquid's `Condition`): one comparison, chained to the next by `and`/`or`,
/// evaluated right to left as Liquid builds the chain.
final class Condition {
    enum Relation { case and, or }

    let left: Expression?
    let op: String?
    let right: Expression?
    var relation: Relation?
    var child: Condition?
    let isElse: Bool
    private(set) var body = BlockBody()

    init(_ left: Expression?, _ op: String?, _ right: Expression?, isElse: Bool = false) {
        self.left = left
        self.op = op
        self.right = right
        self.isElse = isElse
    }

    static func elseBranch() -> Condition { Condition(nil, nil, nil, isElse: true) }

    private static let syntax = RubyRegex("(\(LiquidSyntax.quotedFragment))\\s*([=!<>a-z_]+)?\\s*(\(LiquidSyntax.quotedFragment))?")
    private static let expressionsAndOperators = RubyRegex(
        "(?:\\b(?:\\s?and\\s?|\\s?or\\s?)\\b|(?:\\s*(?!\\b(?:\\s?and\\s?|\\s?or\\s?)\\b)(?:\(LiquidSyntax.quotedFragment)|\\S+)\\s*)+)")
    static let ifError = "Syntax Error in tag 'if' - Valid syntax: if [expression]"

    /// `If#lax_parse`.
    static func parse(_ markup: String) throws -> Condition {
        var expressions = expressionsAndOperators.scan(markup).compactMap { $0[0] }
        func comparison(_ text: String?) throws -> Condition {
            guard let text, let groups = syntax.match(text) else { throw LiquidError.syntax(ifError) }
            return Condition(Expression.parseCondition(groups[1]), groups[2], groups[3].map { Expression.parseCondition($0) })
        }
        var condition = try comparison(expressions.popLast())
        while !expressions.isEmpty {
            let op = (expressions.popLast() ?? "").rubyStrip
            let next = try comparison(expressions.popLast())
            guard op == "and" || op == "or" else { throw LiquidError.syntax(ifError) }
            next.relation = op == "and" ? .and : .or
            next.child = condition
            condition = next
        }
        return condition
    }

    func evaluate(_ context: LiquidContext) throws -> LiquidValue {
        if isElse { return .bool(true) }
        var condition = self
        while true {
            let result = try condition.interpret(context)
            guard let relation = condition.relation, let child = condition.child else { return result }
            if relation == .or, result.isTruthy { return result }
            if relation == .and, !result.isTruthy { return result }
            condition = child
        }
    }

    private func interpret(_ context: LiquidContext) throws -> LiquidValue {
        guard let op else { return try left?.evaluate(context) ?? .nil }
        let a = try left?.evaluate(context) ?? .nil
        let b = try right?.evaluate(context) ?? .nil
        switch op {
        case "==": return equal(a, b)
        case "!=", "<>":
            let result = equal(a, b)
            return .bool(!result.isTruthy)
        case "<", ">", "<=", ">=": return try Self.order(op, a, b)
        case "contains": return .bool(Self.contains(a, b))
        default: throw LiquidError.argument("Unknown operator \(op)")
        }
    }

    /// `equal_variables`: `x == empty` asks `x.empty?` (nil when x has none); `blank?` is not a
    /// method of Ruby's core classes, so `x == blank` is nil.
    private func equal(_ a: LiquidValue, _ b: LiquidValue) -> LiquidValue {
        if case .methodLiteral(let name)? = left { return Self.methodLiteral(name, b) }
        if case .methodLiteral(let name)? = right { return Self.methodLiteral(name, a) }
        return .bool(a == b)
    }

    private static func methodLiteral(_ name: String, _ value: LiquidValue) -> LiquidValue {
        guard name == "empty" else { return .nil }
        switch value {
        case .string(let s): return .bool(s.isEmpty)
        case .array(let items): return .bool(items.isEmpty)
        case .hash(let hash): return .bool(hash.pairs.isEmpty)
        default: return .nil
        }
    }

    /// `<`, `>`, `<=`, `>=` where both sides have them (numbers, strings); Ruby's error otherwise.
    static func order(_ op: String, _ a: LiquidValue, _ b: LiquidValue) throws -> LiquidValue {
        func comparable(_ v: LiquidValue) -> Bool {
            switch v {
            case .int, .double, .string: return true
            default: return false
            }
        }
        guard comparable(a), comparable(b) else { return .nil }
        guard let c = a.compare(b) else {
            if case .string = a { throw LiquidError.argument("comparison of String with \(b.rubyInspect) failed") }
            if a.numeric != nil, b.numeric != nil { return .bool(false) }
            throw LiquidError.argument("comparison of \(a.rubyClassName) with \(b.rubyClassName) failed")
        }
        switch op {
        case "<": return .bool(c < 0)
        case ">": return .bool(c > 0)
        case "<=": return .bool(c <= 0)
        default: return .bool(c >= 0)
        }
    }

    static func contains(_ a: LiquidValue, _ b: LiquidValue) -> Bool {
        guard a.isTruthy, b.isTruthy else { return false }
        switch a {
        case .string(let s): return s.contains(b.rubyToS) || b.rubyToS.isEmpty
        case .array(let items): return items.contains(b)
        case .hash(let hash): if case .string(let key) = b { return hash.contains(key) } else { return false }
        case .range(let lo, let hi): if let x = b.numeric { return Double(lo) <= x && x <= Double(hi) } else { return false }
        default: return false
        }
    }
}

extension Condition {
    /// `when a, b`: both values render the same body.
    func shareBody(_ shared: BlockBody) { body = shared }
}
