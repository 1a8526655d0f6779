import Foundation

/// The state of one render (Liquid's `Context`): scopes (innermost first), the assigns given to
/// `render` (where `increment` counts), registers for `cycle` and `for ... offset: continue`,
/// the pending `break`/`continue`, and the errors met.
public final class LiquidContext {
    /// `scopes[0]` is the innermost (a `for` body); the last is the template's own, where `assign` writes.
    var scopes: [LiquidHash] = [LiquidHash()]
    var environment: LiquidHash
    var cycles: [String: Int] = [:]
    var forOffsets: [String: Int] = [:]
    var forStack: [ForloopDrop] = []
    var ifchanged: String?
    var interrupts: [LiquidInterrupt] = []
    public internal(set) var errors: [LiquidError] = []
    let filters: LiquidFilters
    var fileSystem: LiquidFileSystem?
    var partials: [String: BlockBody] = [:]
    var timeZone: TimeZone = .current
    var now = Date()
    /// The scopes of the renders this one is isolated inside (`render`), for the nesting limit.
    var depthBase = 0
    /// The partial being rendered (Ruby's `template_name`), which errors met in it name.
    var templateName: String?
    /// Where the template itself included the partial being rendered (the outermost `include`/`render`).
    var includedAt: (line: Int, column: Int)?
    /// Loop iterations so far in this render (LiquidLimits).
    var iterations = 0
    /// A limit was reached: nothing more is rendered.
    var stopped = false

    init(environment: LiquidHash, filters: LiquidFilters) {
        self.environment = environment
        self.filters = filters
    }

    /// `find_variable`: the innermost scope holding the key, else the assigns, else nil.
    func findVariable(_ key: LiquidValue) -> LiquidValue {
        guard case .string(let name) = key else { return .nil }
        for scope in scopes where scope.contains(name) {
            return scope[name] ?? .nil
        }
        return environment[name] ?? .nil
    }

    /// `context[key] = value`: the innermost scope.
    func setLocal(_ name: String, _ value: LiquidValue) {
        scopes[0][name] = value
    }

    /// What `assign` and `capture` do: the outermost scope.
    func setGlobal(_ name: String, _ value: LiquidValue) {
        scopes[scopes.count - 1][name] = value
    }

    func pushScope() { scopes.insert(LiquidHash(), at: 0) }
    func popScope() { scopes.removeFirst() }

    /// Records a render error at `line`/`column` and returns the text Liquid writes in its place.
    func handle(_ error: Error, line: Int, column: Int) -> String {
        var liquid = (error as? LiquidError) ?? LiquidError(.render, "internal")
        if liquid.templateName == nil { liquid.templateName = templateName }
        if liquid.includedAt == nil { liquid.includedAt = includedAt }
        if liquid.stopsRender { stopped = true }
        if liquid.line == 0 {
            liquid.line = line
            liquid.column = column
        }
        errors.append(liquid)
        return liquid.rubyText
    }
}

/// `forloop` inside a `for` body (Liquid's `ForloopDrop`).
final class ForloopDrop: LiquidDrop, @unchecked Sendable {
    let name: String
    let length: Int
    let parent: ForloopDrop?
    var index = 0

    init(name: String, length: Int, parent: ForloopDrop?) {
        self.name = name
        self.length = length
        self.parent = parent
    }

    func value(for key: String) -> LiquidValue {
        switch key {
        case "name": return .string(name)
        case "length": return .int(length)
        case "index": return .int(index + 1)
        case "index0": return .int(index)
        case "rindex": return .int(length - index)
        case "rindex0": return .int(length - index - 1)
        case "first": return .bool(index == 0)
        case "last": return .bool(index == length - 1)
        case "parentloop": return parent.map { .drop($0) } ?? .nil
        default: return .nil
        }
    }

    var text: String { "ForloopDrop" }
}
