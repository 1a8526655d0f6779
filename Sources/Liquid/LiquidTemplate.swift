import Diagnostics
import Foundation

/// A parsed Liquid template: `try LiquidTemplate(source, path:)`, then `render(assigns)`.
///
/// Parsing follows Ruby Liquid 5's default (lax) error mode: what it rejects (unknown tags,
/// unclosed blocks, malformed `for`/`if`/`assign` …) throws a located `LiquidError`; what it
/// tolerates (an unknown filter, stray words after an expression) is tolerated the same way.
/// Errors while rendering are written into the output as Ruby writes them and kept in `errors`.
public final class LiquidTemplate {
    public let source: SourceText
    private let root: BlockBody
    public var filters: LiquidFilters = .standard
    /// Where `{% include %}` reads partials; without one, an include is a render error.
    public var fileSystem: LiquidFileSystem?
    /// The zone `date` works in (Ruby's: the process's local one).
    public var timeZone: TimeZone = .current
    /// What `date` calls "now".
    public var now: () -> Date = Date.init
    /// The render errors of the last `render`.
    public private(set) var errors: [LiquidError] = []

    public init(_ text: String, path: String = "(template)") throws {
        source = SourceText(path: path, text: text)
        root = try LiquidParser(source: text, tags: LiquidTags.all).parseDocument()
    }

    /// Parses, turning a syntax error into a located diagnostic (`FILE:LINE:COL: …`, line, caret).
    public static func parse(_ text: String, path: String) throws -> LiquidTemplate {
        do {
            return try LiquidTemplate(text, path: path)
        } catch let error as LiquidError {
            throw error.diagnostic(in: SourceText(path: path, text: text))
        }
    }

    public func render(_ assigns: LiquidHash = LiquidHash()) -> String {
        let context = LiquidContext(environment: assigns, filters: filters)
        context.timeZone = timeZone
        context.fileSystem = fileSystem
        context.now = now()
        var output = ""
        root.render(context, into: &output)
        errors = context.errors
        return output
    }

    /// Renders, and throws the first render error as a located diagnostic instead of writing it
    /// into the text (for callers that must not produce a half-right file).
    public func renderStrictly(_ assigns: LiquidHash = LiquidHash()) throws -> String {
        let output = render(assigns)
        if let first = errors.first { throw first.diagnostic(in: source) }
        return output
    }
}
