/// `{% comment %}…{% endcomment %}`: renders nothing. Its body is still parsed (as in Ruby Liquid),
/// but tags it does not know are ignored.
final class CommentTag: LiquidTag {
    let site: Site
    var isBlank: Bool { true }
    init(site: Site) { self.site = site }

    static func parse(name: String, markup: String, site: Site, parser: LiquidParser) throws -> LiquidNode {
        var blank = true
        let body = BlockBody()
        while try parser.parseBlockStep(body, blockName: name, opened: site, blank: &blank, unknown: { _ in }) {}
        return CommentTag(site: site)
    }

    func render(_ context: LiquidContext, into output: inout String) throws {}
}

/// `{% # a note %}`: an inline comment; every line of it must start with `#`.
final class InlineCommentTag: LiquidTag {
    private static let badLine = RubyRegex(#"\n\s*[^#\s]"#)
    let site: Site
    var isBlank: Bool { true }
    init(site: Site) { self.site = site }

    static func parse(name: String, markup: String, site: Site, parser: LiquidParser) throws -> LiquidNode {
        if badLine.matches(markup) {
            throw LiquidError.syntax("Syntax error in tag '#' - Each line of comments must be prefixed by the '#' character")
        }
        return InlineCommentTag(site: site)
    }

    func render(_ context: LiquidContext, into output: inout String) throws {}
}

/// `{% raw %}…{% endraw %}`: the body written as it is, tags and all.
final class RawTag: LiquidTag {
    private static let syntax = RubyRegex(#"\A\s*\z"#)
    private static let fullTokenPossiblyInvalid = RubyRegex(#"\A(.*)\{%\s*(\w+)\s*(.*)?%\}\z"#, multiline: true)

    let site: Site
    let text: String
    var isBlank: Bool { text.isEmpty }

    init(site: Site, text: String) {
        self.site = site
        self.text = text
    }

    static func parse(name: String, markup: String, site: Site, parser: LiquidParser) throws -> LiquidNode {
        guard syntax.matches(markup) else { throw LiquidError.syntax("Syntax Error in '\(name)' - Valid syntax: \(name)") }
        var body = ""
        while let token = parser.shift() {
            if let groups = fullTokenPossiblyInvalid.match(token.text), groups[2] == "end" + name {
                body += groups[1] ?? ""
                return RawTag(site: site, text: body)
            }
            body += token.text
        }
        var error = LiquidError.syntax("'\(name)' tag was never closed")
        error.notes = ["the '\(name)' tag opened at line \(site.line), column \(site.column)"]
        throw error
    }

    func render(_ context: LiquidContext, into output: inout String) throws { output += text }
}

/// `{% ifchanged %}…{% endifchanged %}`: writes its body only when it differs from the last time.
final class IfchangedTag: LiquidTag {
    let site: Site
    let body = BlockBody()
    var blank = true
    var isBlank: Bool { blank }
    init(site: Site) { self.site = site }

    static func parse(name: String, markup: String, site: Site, parser: LiquidParser) throws -> LiquidNode {
        let tag = IfchangedTag(site: site)
        while try parser.parseBlockStep(tag.body, blockName: name, opened: site, blank: &tag.blank, unknown: { end in
            throw LiquidParser.unknownTagError(end.name, blockName: name)
        }) {}
        return tag
    }

    func render(_ context: LiquidContext, into output: inout String) throws {
        var rendered = ""
        body.render(context, into: &rendered)
        if rendered != context.ifchanged {
            context.ifchanged = rendered
            output += rendered
        }
    }
}
