import Foundation

/// Where `{% include 'name' %}` reads partials from (Liquid's `file_system`).
public protocol LiquidFileSystem: Sendable {
    /// The source of the partial `name`, or a `LiquidError` worded as Ruby Liquid words it.
    func readTemplate(_ name: String) throws -> String
}

/// Liquid's `LocalFileSystem`: `name` is read from `root/<pattern with name>` (Generamba uses a
/// template's `snippets/` folder and `%s.liquid`); names with dots or a leading slash are refused,
/// and so is a path that leaves `root` (through `..` or a link).
public struct LocalLiquidFileSystem: LiquidFileSystem {
    public let root: URL
    public let pattern: String
    private static let legalName = RubyRegex(#"\A[^./][a-zA-Z0-9_/]+\z"#)

    public init(root: URL, pattern: String = "_%s.liquid") {
        self.root = root
        self.pattern = pattern
    }

    public func readTemplate(_ name: String) throws -> String {
        guard Self.legalName.matches(name) else { throw LiquidError.argument("Illegal template name '\(name)'") }
        let base = (name as NSString).lastPathComponent
        let folder = (name as NSString).deletingLastPathComponent
        var url = root
        if !folder.isEmpty { url.appendPathComponent(folder) }
        url.appendPathComponent(pattern.replacingOccurrences(of: "%s", with: base))
        // As Ruby: the path must stay inside root as written; then (beyond Ruby) a link must not lead out.
        guard url.standardizedFileURL.path.hasPrefix(root.standardizedFileURL.path + "/") else {
            throw LiquidError.argument("Illegal template path '\(url.standardizedFileURL.path)'")
        }
        guard FileManager.default.fileExists(atPath: url.path) else { throw LiquidError.argument("No such template '\(name)'") }
        let rootPath = root.resolvingSymlinksInPath().standardizedFileURL.path
        let fullPath = url.resolvingSymlinksInPath().standardizedFileURL.path
        guard fullPath.hasPrefix(rootPath + "/") else { throw LiquidError.argument("Illegal template path '\(url.path)'") }
        guard let data = FileManager.default.contents(atPath: fullPath), let text = String(data: data, encoding: .utf8) else {
            throw LiquidError.argument("No such template '\(name)'")
        }
        return text
    }
}

/// `{% include 'name' %}`, `{% include 'name' with value %}`, `… for list %}`, `… as alias`,
/// `… key: value`: renders a partial in the including template's variables, the partial's name
/// (or the alias) bound to the value (to each item of a list, once per item).
final class IncludeTag: LiquidTag {
    private static let syntax = RubyRegex(
        "((?:\(LiquidSyntax.quotedFragment))+)(\\s+(?:with|for)\\s+((?:\(LiquidSyntax.quotedFragment))+))?(\\s+(?:as)\\s+(\(LiquidSyntax.variableSegment)+))?")

    let site: Site
    let name: Expression
    let variable: Expression?
    let alias: String?
    let attributes: [(String, Expression)]
    var isBlank: Bool { false }

    init(site: Site, name: Expression, variable: Expression?, alias: String?, attributes: [(String, Expression)]) {
        self.site = site
        self.name = name
        self.variable = variable
        self.alias = alias
        self.attributes = attributes
    }

    static func parse(name: String, markup: String, site: Site, parser: LiquidParser) throws -> LiquidNode {
        guard let groups = syntax.match(markup), let template = groups[1] else {
            throw LiquidError.syntax("Error in tag 'include' - Valid syntax: include '[template]' (with|for) [object|collection]")
        }
        let attributes = LiquidSyntax.tagAttributesRegex.scan(markup).compactMap { pair -> (String, Expression)? in
            guard let key = pair[0], let value = pair[1] else { return nil }
            return (key, Expression.parse(value))
        }
        return IncludeTag(
            site: site, name: Expression.parse(template), variable: groups[3].map { Expression.parse($0) }, alias: groups[5],
            attributes: attributes)
    }

    func render(_ context: LiquidContext, into output: inout String) throws {
        guard case .string(let templateName) = try name.evaluate(context) else {
            throw LiquidError.argument("Argument error in tag 'include' - Illegal template name")
        }
        let partial = try context.partial(templateName)
        let variableName = alias ?? templateName.split(separator: "/").last.map(String.init) ?? templateName
        let value = try variable?.evaluate(context) ?? context.findVariable(.string(templateName))
        // As Ruby: the partial's name is set before its scope, so a nesting error names it.
        let (outerName, outerSite) = (context.templateName, context.includedAt)
        context.templateName = templateName
        context.includedAt = outerSite ?? (site.line, site.column)
        defer { (context.templateName, context.includedAt) = (outerName, outerSite) }
        try context.enterScope()
        defer { context.popScope() }
        for (key, expression) in attributes { context.setLocal(key, try expression.evaluate(context)) }
        if case .array(let items) = value {
            for item in items {
                try context.countIteration()
                context.setLocal(variableName, item)
                partial.render(context, into: &output)
                if context.stopped { break }
            }
        } else {
            context.setLocal(variableName, value)
            partial.render(context, into: &output)
        }
    }
}

extension LiquidContext {
    /// A partial, read and parsed once per render.
    func partial(_ name: String) throws -> BlockBody {
        if let cached = partials[name] { return cached }
        guard let fileSystem else { throw LiquidError.argument("This liquid context does not allow includes.") }
        let body = try LiquidParser(source: try fileSystem.readTemplate(name), tags: LiquidTags.all).parseDocument()
        partials[name] = body
        return body
    }
}

/// `{% render 'name' %}` (Liquid 5): a partial rendered in variables of its own — only the
/// `key: value` arguments and the `with`/`for` value (as the partial's name or the alias; with
/// `for`, once per item with a `forloop`). The name must be a quoted string.
final class RenderTag: LiquidTag {
    private static let syntax = RubyRegex(
        "((?:\(LiquidSyntax.quotedString))+)(\\s+(with|for)\\s+((?:\(LiquidSyntax.quotedFragment))+))?(\\s+(?:as)\\s+(\(LiquidSyntax.variableSegment)+))?")

    let site: Site
    let name: Expression
    let variable: Expression?
    let isFor: Bool
    let alias: String?
    let attributes: [(String, Expression)]
    var isBlank: Bool { false }

    init(site: Site, name: Expression, variable: Expression?, isFor: Bool, alias: String?, attributes: [(String, Expression)]) {
        self.site = site
        self.name = name
        self.variable = variable
        self.isFor = isFor
        self.alias = alias
        self.attributes = attributes
    }

    static func parse(name: String, markup: String, site: Site, parser: LiquidParser) throws -> LiquidNode {
        guard let groups = syntax.match(markup), let template = groups[1] else {
            throw LiquidError.syntax("Syntax error in tag 'render' - Template name must be a quoted string")
        }
        let attributes = LiquidSyntax.tagAttributesRegex.scan(markup).compactMap { pair -> (String, Expression)? in
            guard let key = pair[0], let value = pair[1] else { return nil }
            return (key, Expression.parse(value))
        }
        return RenderTag(
            site: site, name: Expression.parse(template), variable: groups[4].map { Expression.parse($0) }, isFor: groups[3] == "for",
            alias: groups[6], attributes: attributes)
    }

    func render(_ context: LiquidContext, into output: inout String) throws {
        guard case .literal(.string(let templateName)) = name else { throw LiquidError(.render, "internal") }
        let partial = try context.partial(templateName)
        let variableName = alias ?? templateName.split(separator: "/").last.map(String.init) ?? templateName
        func renderOnce(_ value: LiquidValue, _ loop: ForloopDrop?) throws {
            let inner = LiquidContext(environment: LiquidHash(), filters: context.filters)
            inner.fileSystem = context.fileSystem
            inner.partials = context.partials
            inner.timeZone = context.timeZone
            inner.now = context.now
            // Isolated, but inside this render's nesting and budget (Ruby's `new_isolated_subcontext`).
            try context.checkDepth()
            inner.depthBase = context.depthBase + 1
            inner.iterations = context.iterations
            inner.templateName = templateName
            inner.includedAt = context.includedAt ?? (site.line, site.column)
            if let loop { inner.setLocal("forloop", .drop(loop)) }
            for (key, expression) in attributes { inner.setLocal(key, try expression.evaluate(context)) }
            if !value.isNil { inner.setLocal(variableName, value) }
            partial.render(inner, into: &output)
            context.absorb(inner)
            loop?.index += 1
        }
        let value = try variable?.evaluate(context) ?? .nil
        try context.checkSize(value)
        if isFor, let items = value.elements ?? (value.isNil ? nil : FilterSupport.items(value)) {
            let loop = ForloopDrop(name: templateName, length: items.count, parent: nil)
            for item in items {
                try context.countIteration()
                try renderOnce(item, loop)
                if context.stopped { break }
            }
        } else {
            try renderOnce(value, nil)
        }
    }
}

extension LiquidContext {
    /// Keeps what an isolated render found: its errors and the partials it read.
    func absorb(_ inner: LiquidContext) {
        errors += inner.errors
        for (name, body) in inner.partials { partials[name] = body }
        iterations = inner.iterations
        if inner.stopped { stopped = true }
    }
}
