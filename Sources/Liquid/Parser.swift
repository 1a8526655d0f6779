/// Where a tag or output starts: the line Liquid reports and the column of its name.
struct Site: Sendable {
    var line: Int
    var column: Int
}

/// A tag that ended a body without being part of it: `endif`, `else`, `when`, or an unknown name.
struct EndTag {
    var name: String
    var markup: String
    var site: Site
}

/// Builds the node tree from the tokens, as Liquid's `BlockBody#parse_for_document` and
/// `Block#parse_body` do (lax mode), tracking Liquid's line numbers for errors.
final class LiquidParser {
    static let maxDepth = 100

    private var tokens: [Token]
    private var position = 0
    private let positions: SourcePositions
    let tags: [String: LiquidTag.Type]
    /// `parse_context.line_number`: the line errors are reported at.
    private(set) var lineNumber = 1
    /// The tokenizer's line: 1 + the newlines of every token taken so far.
    private var tokenizerLine = 1
    /// The column of the construct being parsed, for our located errors.
    private(set) var column = 1
    private var trimWhitespace = false
    private var depth = 0

    init(source: String, tags: [String: LiquidTag.Type]) {
        tokens = Tokenizer.tokenize(source)
        positions = SourcePositions(source)
        self.tags = tags
    }

    /// The template's body, or the first syntax error, located.
    func parseDocument() throws -> BlockBody {
        let body = BlockBody()
        do {
            while let end = try parseBody(body) {
                if end.name == "else" || end.name == "end" {
                    throw LiquidError.syntax("Unexpected outer '\(end.name)' tag")
                }
                throw LiquidError.syntax("Unknown tag '\(end.name)'")
            }
        } catch var error as LiquidError {
            if error.line == 0 {
                error.line = lineNumber
                error.column = column
            }
            throw error
        }
        return body
    }

    /// The next raw token (for `raw`, which reads its body itself).
    func shift() -> Token? {
        guard position < tokens.count else { return nil }
        let token = tokens[position]
        position += 1
        tokenizerLine += token.newlines
        return token
    }

    /// Fills `body` until a tag it does not know (returned) or the end of the template (nil).
    func parseBody(_ body: BlockBody) throws -> EndTag? {
        lineNumber = tokenizerLine
        while let token = shift() {
            let text = token.text
            if text.isEmpty { continue }
            if text.hasPrefix("{%") {
                handleWhitespace(text, in: body)
                column = positions.position(token.offset).column
                guard let groups = LiquidSyntax.fullToken.match(text), let name = groups[2], let markup = groups[4] else {
                    throw LiquidError.syntax("Tag '\(text)' was not properly terminated with regexp: /\\%\\}/")
                }
                let leading = groups[1] ?? ""
                lineNumber += leading.filter { $0 == "\n" }.count + (groups[3] ?? "").filter { $0 == "\n" }.count
                let nameOffset = token.offset + (text.hasPrefix("{%-") ? 3 : 2) + leading.utf16.count
                column = positions.position(nameOffset).column
                let site = Site(line: lineNumber, column: column)
                guard let tag = tags[name] else { return EndTag(name: name, markup: markup, site: site) }
                let node = try tag.parse(name: name, markup: markup, site: site, parser: self)
                body.blank = body.blank && node.isBlank
                body.nodes.append(.node(node))
            } else if text.hasPrefix("{{") {
                handleWhitespace(text, in: body)
                column = positions.position(token.offset).column
                guard let groups = LiquidSyntax.contentOfVariable.match(text), let markup = groups[1] else {
                    throw LiquidError.syntax("Variable '\(text)' was not properly terminated with regexp: /\\}\\}/")
                }
                body.nodes.append(.node(OutputNode(markup: markup, site: Site(line: lineNumber, column: column))))
                body.blank = false
            } else {
                let kept = trimWhitespace ? text.rubyLstrip : text
                trimWhitespace = false
                body.nodes.append(.text(kept))
                body.blank = body.blank && LiquidSyntax.whitespaceOrNothing.matches(kept)
            }
            lineNumber = tokenizerLine
        }
        return nil
    }

    /// `{%-` / `{{-` strip the text before; `-%}` / `-}}` strip the text after.
    private func handleWhitespace(_ token: String, in body: BlockBody) {
        let scalars = Array(token.unicodeScalars)
        if scalars.count > 2, scalars[2] == "-", case .text(let previous)? = body.nodes.last {
            body.nodes[body.nodes.count - 1] = .text(previous.rubyRstrip)
        }
        trimWhitespace = scalars.count >= 3 && scalars[scalars.count - 3] == "-"
    }

    /// One `Block#parse_body`: parses `body`; at `end<blockName>` returns false, at another tag calls
    /// `unknown` (which may begin the next body) and returns true. `blank` keeps whether every body was blank.
    func parseBlockStep(
        _ body: BlockBody, blockName: String, opened: Site, blank: inout Bool, unknown: (EndTag) throws -> Void
    ) throws -> Bool {
        guard depth < Self.maxDepth else { throw LiquidError.argument("Nesting too deep") }
        depth += 1
        defer { depth -= 1 }
        let end = try parseBody(body)
        blank = blank && body.blank
        guard let end else {
            var error = LiquidError.syntax("'\(blockName)' tag was never closed")
            error.line = lineNumber
            let last = positions.end
            error.column = last.line == lineNumber ? last.column : 1
            error.notes = ["the '\(blockName)' tag opened at line \(opened.line), column \(opened.column)"]
            throw error
        }
        if end.name == "end" + blockName { return false }
        try unknown(end)
        return true
    }

    /// `Block.raise_unknown_tag`: the error for a tag a block does not take.
    static func unknownTagError(_ tag: String, blockName: String) -> LiquidError {
        if tag == "else" { return .syntax("\(blockName) tag does not expect 'else' tag") }
        if tag.hasPrefix("end") { return .syntax("'\(tag)' is not a valid delimiter for \(blockName) tags. use end\(blockName)") }
        return .syntax("Unknown tag '\(tag)'")
    }
}

