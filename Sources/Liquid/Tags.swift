/// Every tag Liquid knows, by name: the one list the parser consults.
///
/// Ruby Liquid 5's other tags, `tablerow` and `liquid` (the latter Liquid 5 only, so unknown to
/// Generamba's Liquid 4), are not here: they are reported as unknown tags.
enum LiquidTags {
    static let all: [String: LiquidTag.Type] = [
        "if": IfTag.self,
        "unless": UnlessTag.self,
        "case": CaseTag.self,
        "for": ForTag.self,
        "break": BreakTag.self,
        "continue": ContinueTag.self,
        "cycle": CycleTag.self,
        "assign": AssignTag.self,
        "capture": CaptureTag.self,
        "increment": IncrementTag.self,
        "decrement": DecrementTag.self,
        "echo": EchoTag.self,
        "comment": CommentTag.self,
        "#": InlineCommentTag.self,
        "raw": RawTag.self,
        "ifchanged": IfchangedTag.self,
        "include": IncludeTag.self,
        "render": RenderTag.self,
    ]
}

/// `{% if a %}…{% elsif b %}…{% else %}…{% endif %}`.
class IfTag: LiquidTag {
    let site: Site
    var branches: [Condition] = []
    var blank = true
    var isBlank: Bool { blank }

    required init(site: Site) { self.site = site }

    class var tagName: String { "if" }

    static func parse(name: String, markup: String, site: Site, parser: LiquidParser) throws -> LiquidNode {
        let tag = Self(site: site)
        tag.branches.append(try Condition.parse(markup))
        while try parser.parseBlockStep(tag.branches[tag.branches.count - 1].body, blockName: name, opened: site, blank: &tag.blank, unknown: { end in
            switch end.name {
            case "elsif": tag.branches.append(try Condition.parse(end.markup))
            case "else": tag.branches.append(.elseBranch())
            default: throw LiquidParser.unknownTagError(end.name, blockName: name)
            }
        }) {}
        if tag.blank { tag.branches.forEach { $0.body.removeBlankStrings() } }
        return tag
    }

    func render(_ context: LiquidContext, into output: inout String) throws {
        for branch in branches where try branch.evaluate(context).isTruthy {
            return branch.body.render(context, into: &output)
        }
    }
}

/// `{% unless a %}`: the first branch when its condition is false, then `elsif`/`else` as in `if`.
final class UnlessTag: IfTag {
    override func render(_ context: LiquidContext, into output: inout String) throws {
        guard let first = branches.first else { return }
        if try !first.evaluate(context).isTruthy { return first.body.render(context, into: &output) }
        for branch in branches.dropFirst() where try branch.evaluate(context).isTruthy {
            return branch.body.render(context, into: &output)
        }
    }
}

/// `{% case x %}{% when 1, 2 %}…{% when 3 or 4 %}…{% else %}…{% endcase %}`: every matching
/// `when` renders (as in Ruby Liquid), `else` when none did.
final class CaseTag: LiquidTag {
    private static let syntax = RubyRegex("(\(LiquidSyntax.quotedFragment))")
    private static let whenSyntax = RubyRegex(
        "(\(LiquidSyntax.quotedFragment))(?:(?:\\s+or\\s+|\\s*\\,\\s*)(\(LiquidSyntax.quotedFragment).*))?", multiline: true)

    let site: Site
    let left: Expression
    var branches: [Condition] = []
    var blank = true
    var isBlank: Bool { blank }

    init(site: Site, left: Expression) {
        self.site = site
        self.left = left
    }

    static func parse(name: String, markup: String, site: Site, parser: LiquidParser) throws -> LiquidNode {
        guard let groups = syntax.match(markup) else { throw LiquidError.syntax("Syntax Error in 'case' - Valid syntax: case [condition]") }
        let tag = CaseTag(site: site, left: Expression.parse(groups[1]))
        var body = BlockBody()
        let leading = body
        while try parser.parseBlockStep(body, blockName: name, opened: site, blank: &tag.blank, unknown: { end in
            switch end.name {
            case "when": try tag.addWhen(end.markup)
            case "else":
                guard end.markup.rubyStrip.isEmpty else {
                    throw LiquidError.syntax("Syntax Error in tag 'case' - Valid else condition: {% else %} (no parameters) ")
                }
                tag.branches.append(.elseBranch())
            default: throw LiquidParser.unknownTagError(end.name, blockName: name)
            }
        }) {
            body = tag.branches.last?.body ?? leading
        }
        if tag.blank { tag.branches.forEach { $0.body.removeBlankStrings() } }
        return tag
    }

    /// One `when` may list several values; they share one body.
    private func addWhen(_ markup: String) throws {
        var rest: String? = markup
        var shared: BlockBody?
        while let text = rest {
            guard let groups = Self.whenSyntax.match(text) else {
                throw LiquidError.syntax("Syntax Error in tag 'case' - Valid when condition: {% when [condition] [or condition2...] %}")
            }
            rest = groups[2]
            let condition = Condition(left, "==", Expression.parseCondition(groups[1]))
            if let shared { condition.shareBody(shared) } else { shared = condition.body }
            branches.append(condition)
        }
    }

    func render(_ context: LiquidContext, into output: inout String) throws {
        var runElse = true
        for branch in branches {
            if branch.isElse {
                if runElse { branch.body.render(context, into: &output) }
                continue
            }
            if try branch.evaluate(context).isTruthy {
                runElse = false
                branch.body.render(context, into: &output)
            }
        }
    }
}
