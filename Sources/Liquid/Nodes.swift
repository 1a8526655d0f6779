/// A node of the parsed template: a tag or an output.
protocol LiquidNode: AnyObject {
    var site: Site { get }
    /// Liquid's `blank?`: renders nothing visible, so a block made only of such nodes and
    /// whitespace drops that whitespace (`{% if %}` around `{% assign %}`s leaves no blank lines).
    var isBlank: Bool { get }
    func render(_ context: LiquidContext, into output: inout String) throws
}

/// A tag: registered by name in `LiquidTags.all`, parsed from its markup (and, for blocks, the
/// following tokens).
protocol LiquidTag: LiquidNode {
    static func parse(name: String, markup: String, site: Site, parser: LiquidParser) throws -> LiquidNode
}

/// A sequence of text and nodes (Liquid's `BlockBody`).
final class BlockBody {
    enum Item {
        case text(String)
        case node(LiquidNode)
    }

    var nodes: [Item] = []
    var blank = true

    /// Drops whitespace-only text from a blank block (`remove_blank_strings`).
    func removeBlankStrings() {
        nodes.removeAll { if case .text = $0 { return true } else { return false } }
    }

    /// Renders every item; a failing node writes `Liquid error (line N): …` in its place (unless
    /// it is a blank tag) and rendering goes on. Stops at a pending `break`/`continue`.
    /// A limit reached (LiquidLimits) stops it, and every render around it, at once.
    func render(_ context: LiquidContext, into output: inout String) {
        for item in nodes {
            guard !context.stopped else { return }
            switch item {
            case .text(let text):
                output += text
            case .node(let node):
                do {
                    try node.render(context, into: &output)
                    try context.checkOutput(output)
                } catch {
                    let message = context.handle(error, line: node.site.line, column: node.site.column)
                    if context.stopped { return }
                    if !(node.isBlank && !(node is OutputNode)) { output += message }
                }
                if !context.interrupts.isEmpty { return }
            }
        }
    }
}

/// `{{ expression | filter: arg, key: value }}` (Liquid's `Variable`, parsed the lax way).
final class OutputNode: LiquidNode {
    struct Filter {
        var name: String
        var arguments: [Expression]
        var keywords: [(String, Expression)]?
    }

    private static let markupWithQuotedFragment = RubyRegex("(\(LiquidSyntax.quotedFragment))(.*)", multiline: true)
    private static let filterMarkup = RubyRegex(#"\|\s*(.*)"#, multiline: true)
    private static let filterParser = RubyRegex("(?:\\s+|\(LiquidSyntax.quotedFragment)|,)+")
    private static let filterArguments = RubyRegex("(?::|,)\\s*((?:\\w+\\s*\\:\\s*)?\(LiquidSyntax.quotedFragment))")
    private static let justTagAttributes = RubyRegex("\\A\(LiquidSyntax.tagAttributes)\\z")
    private static let word = RubyRegex(#"\w+"#)

    let site: Site
    let name: Expression?
    let filters: [Filter]
    var isBlank: Bool { false }

    init(markup: String, site: Site) {
        self.site = site
        guard let groups = Self.markupWithQuotedFragment.match(markup) else {
            name = nil
            filters = []
            return
        }
        name = Expression.parse(groups[1])
        var filters: [Filter] = []
        if let rest = groups[2], let filterGroups = Self.filterMarkup.match(rest), let list = filterGroups[1] {
            for chunk in Self.filterParser.scan(list).compactMap({ $0[0] }) {
                guard let filterName = Self.word.match(chunk)?[0] else { continue }
                var arguments: [Expression] = []
                var keywords: [(String, Expression)]?
                for argument in Self.filterArguments.scan(chunk).compactMap({ $0[0] }) {
                    if let pair = Self.justTagAttributes.match(argument), let key = pair[1] {
                        keywords = (keywords ?? []) + [(key, Expression.parse(pair[2]))]
                    } else {
                        arguments.append(Expression.parse(argument))
                    }
                }
                filters.append(Filter(name: filterName, arguments: arguments, keywords: keywords))
            }
        }
        self.filters = filters
    }

    /// The value after every filter.
    func evaluate(_ context: LiquidContext) throws -> LiquidValue {
        var value = try name?.evaluate(context) ?? .nil
        for filter in filters {
            var arguments = try filter.arguments.map { try $0.evaluate(context) }
            if let keywords = filter.keywords {
                arguments.append(.hash(LiquidHash(try keywords.map { ($0.0, try $0.1.evaluate(context)) })))
            }
            for argument in [value] + arguments { try context.checkSize(argument) }
            value = try context.filters.invoke(filter.name, value, arguments, context)
            try context.checkSize(value)
        }
        return value
    }

    func render(_ context: LiquidContext, into output: inout String) throws {
        // An array is written joined: what it holds is within the bounds before the text is made.
        let value = try evaluate(context)
        try context.checkSize(value)
        output += value.outputText
    }
}
