/// `{% for item in collection limit: 2 offset: 1 reversed %}…{% else %}…{% endfor %}`, with
/// `forloop`, ranges `(1..n)`, `offset: continue`, `break` and `continue`.
final class ForTag: LiquidTag {
    private static let syntax = RubyRegex(
        "\\A(\(LiquidSyntax.variableSegment)+)\\s+in\\s+((?:\(LiquidSyntax.quotedFragment))+)\\s*(reversed)?")

    let site: Site
    let variable: String
    let collection: Expression
    /// `variable-collection markup`: the key `offset: continue` remembers the position under.
    let loopName: String
    let reversed: Bool
    var limit: Expression?
    var offset: Expression?
    var offsetContinues = false
    let body = BlockBody()
    var elseBody: BlockBody?
    var blank = true
    var isBlank: Bool { blank }

    init(site: Site, variable: String, collection: String, reversed: Bool) {
        self.site = site
        self.variable = variable
        self.collection = Expression.parse(collection)
        loopName = "\(variable)-\(collection)"
        self.reversed = reversed
    }

    static func parse(name: String, markup: String, site: Site, parser: LiquidParser) throws -> LiquidNode {
        guard let groups = syntax.match(markup), let variable = groups[1], let collection = groups[2] else {
            throw LiquidError.syntax("Syntax Error in 'for loop' - Valid syntax: for [item] in [collection]")
        }
        let tag = ForTag(site: site, variable: variable, collection: collection, reversed: groups[3] != nil)
        for attribute in LiquidSyntax.tagAttributesRegex.scan(markup) {
            guard let key = attribute[0], let value = attribute[1] else { continue }
            if key == "offset" {
                if value == "continue" { tag.offsetContinues = true } else { tag.offset = Expression.parse(value) }
                if value != "continue" { tag.offsetContinues = false }
            } else if key == "limit" {
                tag.limit = Expression.parse(value)
            }
        }
        // Like Ruby Liquid: one `else` body at most; a second `else` ends the loop early.
        let unknown: (EndTag) throws -> Void = { end in
            guard end.name == "else" else { throw LiquidParser.unknownTagError(end.name, blockName: name) }
            tag.elseBody = BlockBody()
        }
        if try parser.parseBlockStep(tag.body, blockName: name, opened: site, blank: &tag.blank, unknown: unknown), let elseBody = tag.elseBody {
            _ = try parser.parseBlockStep(elseBody, blockName: name, opened: site, blank: &tag.blank, unknown: unknown)
        }
        if tag.blank {
            tag.body.removeBlankStrings()
            tag.elseBody?.removeBlankStrings()
        }
        return tag
    }

    /// What a `for` walks: a list, or a range's numbers counted out one by one (never listed
    /// whole, so `(1..2000000000)` costs only the iterations that run).
    private enum LoopItems {
        case items([LiquidValue])
        case numbers(from: Int, count: Int)

        init(_ value: LiquidValue) {
            switch value {
            case .array(let items): self = .items(items)
            case .range(let a, let b):
                let (span, overflow) = b.subtractingReportingOverflow(a)
                self = .numbers(from: a, count: a > b ? 0 : overflow || span == Int.max ? Int.max : span + 1)
            case .string(let s): self = .items(s.isEmpty ? [] : [value])
            case .hash(let hash): self = .items(hash.pairs.map { .array([.string($0.key), $0.value]) })
            default: self = .items([])
            }
        }

        var count: Int {
            switch self {
            case .items(let items): return items.count
            case .numbers(_, let count): return count
            }
        }

        subscript(index: Int) -> LiquidValue {
            switch self {
            case .items(let items): return items[index]
            case .numbers(let from, _): return .int(from + index)
            }
        }
    }

    func render(_ context: LiquidContext, into output: inout String) throws {
        let from: Int
        if offsetContinues {
            from = context.forOffsets[loopName] ?? 0
        } else if let offset, case let value = try offset.evaluate(context), !value.isNil {
            from = try Conversions.integer(value)
        } else {
            from = 0
        }
        let all = LoopItems(try collection.evaluate(context))
        var to = all.count
        if let limit, case let value = try limit.evaluate(context), !value.isNil {
            let (sum, overflow) = try Conversions.integer(value).addingReportingOverflow(from)
            to = min(to, max(0, overflow ? (from > 0 ? Int.max : 0) : sum))
        }
        // `Utils.slice_collection`: the items from `from`, up to `to`.
        let start = min(max(0, from), all.count)
        let count = max(0, to - start)
        context.forOffsets[loopName] = from.addingReportingOverflow(count).overflow ? Int.max : from + count
        guard count > 0 else {
            elseBody?.render(context, into: &output)
            return
        }
        try context.enterScope()
        defer { context.popScope() }
        let loop = ForloopDrop(name: loopName, length: count, parent: context.forStack.last)
        context.forStack.append(loop)
        defer { context.forStack.removeLast() }
        context.setLocal("forloop", .drop(loop))
        for offset in 0..<count {
            try context.countIteration()
            context.setLocal(variable, all[start + (reversed ? count - 1 - offset : offset)])
            body.render(context, into: &output)
            loop.index += 1
            if context.stopped { break }
            if let interrupt = context.interrupts.popLast(), interrupt == .breakLoop { break }
        }
    }
}

/// `{% break %}`: leaves the innermost `for` (outside one, it stops the rest of the template).
final class BreakTag: LiquidTag {
    let site: Site
    var isBlank: Bool { false }
    init(site: Site) { self.site = site }
    static func parse(name: String, markup: String, site: Site, parser: LiquidParser) throws -> LiquidNode { BreakTag(site: site) }
    func render(_ context: LiquidContext, into output: inout String) throws { context.interrupts.append(.breakLoop) }
}

/// `{% continue %}`: goes on with the next item of the innermost `for`.
final class ContinueTag: LiquidTag {
    let site: Site
    var isBlank: Bool { false }
    init(site: Site) { self.site = site }
    static func parse(name: String, markup: String, site: Site, parser: LiquidParser) throws -> LiquidNode { ContinueTag(site: site) }
    func render(_ context: LiquidContext, into output: inout String) throws { context.interrupts.append(.continueLoop) }
}

/// `{% cycle 'a', 'b' %}` or `{% cycle group: 'a', 'b' %}`: the next value each time.
final class CycleTag: LiquidTag {
    private static let simpleSyntax = RubyRegex("\\A(?:\(LiquidSyntax.quotedFragment))+")
    private static let namedSyntax = RubyRegex("\\A(\(LiquidSyntax.quotedFragment))\\s*\\:\\s*(.*)", multiline: true)
    private static let value = RubyRegex("\\s*(\(LiquidSyntax.quotedFragment))\\s*")

    let site: Site
    let values: [Expression]
    let name: Expression?
    let fixedKey: String
    var isBlank: Bool { false }

    init(site: Site, values: [Expression], name: Expression?, fixedKey: String) {
        self.site = site
        self.values = values
        self.name = name
        self.fixedKey = fixedKey
    }

    static func parse(name: String, markup: String, site: Site, parser: LiquidParser) throws -> LiquidNode {
        func values(_ text: String) -> [Expression] {
            text.split(separator: ",", omittingEmptySubsequences: false).compactMap { part in
                value.match(String(part))?[1].map { Expression.parse($0) }
            }
        }
        if let groups = namedSyntax.match(markup), let list = groups[2] {
            return CycleTag(site: site, values: values(list), name: Expression.parse(groups[1]), fixedKey: "")
        }
        if simpleSyntax.matches(markup) {
            let parsed = values(markup)
            // Ruby keys an unnamed cycle by its values' `inspect`; a value that is a variable
            // inspects with its object id, so such a cycle counts on its own.
            var key = "["
            for (index, expression) in parsed.enumerated() {
                guard case .literal(let literal) = expression else {
                    key = "#\(site.line):\(site.column)"
                    break
                }
                key += (index > 0 ? ", " : "") + literal.rubyInspect
            }
            if key.hasPrefix("[") { key += "]" }
            return CycleTag(site: site, values: parsed, name: nil, fixedKey: key)
        }
        throw LiquidError.syntax("Syntax Error in 'cycle' - Valid syntax: cycle [name :] var [, var2, var3 ...]")
    }

    func render(_ context: LiquidContext, into output: inout String) throws {
        let key = try name.map { try $0.evaluate(context).rubyToS } ?? fixedKey
        var iteration = context.cycles[key] ?? 0
        let value = iteration < values.count ? try values[iteration].evaluate(context) : .nil
        try context.checkSize(value)
        output += value.outputText
        iteration += 1
        if iteration >= values.count { iteration = 0 }
        context.cycles[key] = iteration
    }
}
