import Diagnostics

/// How an action may be called. The evaluator checks argument counts against it before calling
/// (`wrong number of arguments (given 3, expected 1..2)`), and `bootstrap check` uses it to
/// report bad calls and unknown keyword options without running anything.
public struct ActionSignature {
    public var required: Int
    public var optional: Int
    /// Takes any number of further positional arguments (`gem name, *versions`).
    public var acceptsRest: Bool
    /// Keyword options the action understands (`after`, `before`, `force`, `verbose` …).
    /// Unknown ones are accepted at run time, as Thor ignores them, but `check` warns.
    public var keywords: [String]
    /// Takes any keyword at all (`gem` passes unknown options into the Gemfile line).
    public var acceptsAnyKeyword: Bool
    public var takesBlock: Bool

    public init(
        required: Int = 0, optional: Int = 0, acceptsRest: Bool = false, keywords: [String] = [],
        acceptsAnyKeyword: Bool = false, takesBlock: Bool = false
    ) {
        self.required = required
        self.optional = optional
        self.acceptsRest = acceptsRest
        self.keywords = keywords
        self.acceptsAnyKeyword = acceptsAnyKeyword
        self.takesBlock = takesBlock
    }

    /// Whether `count` positional arguments fit.
    public func accepts(positionalCount count: Int) -> Bool {
        count >= required && (acceptsRest || count <= required + optional)
    }

    /// `1`, `1..2` or `1+`, as Ruby's ArgumentError prints the expected count.
    public var expectedDescription: String {
        if acceptsRest { return "\(required)+" }
        return optional == 0 ? "\(required)" : "\(required)..\(required + optional)"
    }
}

/// A named operation registered into the interpreter by the host (BootstrapKit registers every
/// action of docs/actions.md). A template calls it like any receiver-less method; methods the template
/// defines itself take precedence, as in Ruby.
public struct Action {
    public typealias Handler = (Arguments, CallContext) throws -> Value

    public var name: String
    public var signature: ActionSignature
    public var handler: Handler

    public init(_ name: String, _ signature: ActionSignature = ActionSignature(), handler: @escaping Handler) {
        self.name = name
        self.signature = signature
        self.handler = handler
    }
}
