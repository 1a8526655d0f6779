/// `{% assign name = value | filter %}`: sets a variable of the template.
final class AssignTag: LiquidTag {
    private static let syntax = RubyRegex("(\(LiquidSyntax.variableSignature)+)\\s*=\\s*(.*)\\s*", multiline: true)

    let site: Site
    let target: String
    let value: OutputNode
    var isBlank: Bool { true }

    init(site: Site, target: String, value: OutputNode) {
        self.site = site
        self.target = target
        self.value = value
    }

    static func parse(name: String, markup: String, site: Site, parser: LiquidParser) throws -> LiquidNode {
        guard let groups = syntax.match(markup), let target = groups[1], let source = groups[2] else {
            throw LiquidError.syntax("Syntax Error in 'assign' - Valid syntax: assign [var] = [source]")
        }
        return AssignTag(site: site, target: target, value: OutputNode(markup: source, site: site))
    }

    func render(_ context: LiquidContext, into output: inout String) throws {
        context.setGlobal(target, try value.evaluate(context))
    }
}

/// `{% capture name %}…{% endcapture %}`: sets a variable to what the body renders.
final class CaptureTag: LiquidTag {
    private static let syntax = RubyRegex("(\(LiquidSyntax.variableSignature)+)")

    let site: Site
    let target: String
    let body = BlockBody()
    var isBlank: Bool { true }

    init(site: Site, target: String) {
        self.site = site
        self.target = target
    }

    static func parse(name: String, markup: String, site: Site, parser: LiquidParser) throws -> LiquidNode {
        guard let target = syntax.match(markup)?[1] else {
            throw LiquidError.syntax("Syntax Error in 'capture' - Valid syntax: capture [var]")
        }
        let tag = CaptureTag(site: site, target: target)
        var blank = true
        while try parser.parseBlockStep(tag.body, blockName: name, opened: site, blank: &blank, unknown: { end in
            throw LiquidParser.unknownTagError(end.name, blockName: name)
        }) {}
        return tag
    }

    func render(_ context: LiquidContext, into output: inout String) throws {
        var captured = ""
        body.render(context, into: &captured)
        context.setGlobal(target, .string(captured))
    }
}

/// `{% increment n %}` / `{% decrement n %}`: counters kept apart from assigned variables (in
/// the render's assigns), written before (increment) or after (decrement) the change.
class IncrementTag: LiquidTag {
    let site: Site
    let variable: String
    var isBlank: Bool { false }
    class var step: Int { 1 }

    required init(site: Site, variable: String) {
        self.site = site
        self.variable = variable
    }

    static func parse(name: String, markup: String, site: Site, parser: LiquidParser) throws -> LiquidNode {
        Self(site: site, variable: markup.rubyStrip)
    }

    func render(_ context: LiquidContext, into output: inout String) throws {
        var value = 0
        if let current = context.environment[variable], current.isTruthy {
            guard case .int(let number) = current else { throw LiquidError(.render, "internal") }
            value = number
        }
        let (next, overflow) = value.addingReportingOverflow(Self.step)
        if overflow { throw LiquidError.bignum("\(value) \(Self.step > 0 ? "+" : "-") 1") }
        context.environment[variable] = .int(next)
        output += String(Self.step > 0 ? value : next)
    }
}

final class DecrementTag: IncrementTag {
    override class var step: Int { -1 }
}

/// `{% echo value | filter %}`: `{{ }}` as a tag.
final class EchoTag: LiquidTag {
    let site: Site
    let value: OutputNode
    var isBlank: Bool { false }

    init(site: Site, value: OutputNode) {
        self.site = site
        self.value = value
    }

    static func parse(name: String, markup: String, site: Site, parser: LiquidParser) throws -> LiquidNode {
        EchoTag(site: site, value: OutputNode(markup: markup, site: site))
    }

    func render(_ context: LiquidContext, into output: inout String) throws {
        try value.render(context, into: &output)
    }
}
