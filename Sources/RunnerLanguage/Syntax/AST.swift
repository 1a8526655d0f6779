import Diagnostics

// The syntax tree of the runner language. The parser builds it; the evaluator walks it.
// Every node carries the location of its first token so that any runtime error
// (`runners/testing.rb:12:3: undefined local variable or method 'foo'`) can point back to source.
//
// Operators that Ruby treats as method calls (`a + b`, `x == y`, `-x`) are kept as their own
// node kinds so the evaluator can take a fast path for built-in values; it still dispatches
// to a template-defined method of the same name where Ruby would.

public final class Node {
    public let kind: NodeKind
    /// The levels of nodes this one holds, itself included (1 for a leaf): NodeHeight.swift.
    /// Declared after `kind`, it takes room the layout would otherwise leave as padding.
    public let height: Int32
    public let location: SourceLocation

    public init(_ kind: NodeKind, at location: SourceLocation) {
        self.kind = kind
        self.height = kind.childHeight &+ 1
        self.location = location
    }
}

public enum NodeKind {
    // MARK: Literals
    case nilLiteral
    case trueLiteral
    case falseLiteral
    case selfReference
    case integer(Int)
    case float(Double)
    /// A string literal: single-quoted strings and heredocs without interpolation are one `.text` part.
    case string([StringPart])
    /// A backtick or `%x()` string: a command, dispatched to the method named "`".
    case commandString([StringPart])
    case symbol(String)
    /// `:"a#{b}"`
    case dynamicSymbol([StringPart])
    /// `/re/imx` or `%r{re}`; `options` holds the flag letters as written.
    case regexp([StringPart], options: String)
    /// Elements may be `.splat` nodes.
    case array([Node])
    case hash([HashEntry])
    case range(lower: Node?, upper: Node?, exclusive: Bool)
    /// `__FILE__`: the path of the file being run, filled in by the evaluator (the parser only knows its display name).
    case fileLiteral

    // MARK: Variables and constants
    case localVariable(String)
    case instanceVariable(String)
    case globalVariable(String)
    /// `Name`, `Scope::Name`, or `::Name` (`topLevel`).
    case constant(scope: Node?, name: String, topLevel: Bool)

    // MARK: Assignment
    case assign(AssignTarget, Node)
    /// `x += 1`, `x ||= v`, `x &&= v`, `h[k] <<= v` …; `op` is the operator without `=` ("+", "||", "&&", "<<").
    case operatorAssign(AssignTarget, op: String, value: Node)
    /// `a, b = 1, 2` (the right side is an `.array` when written as a list) and `a, *b = list`.
    case multipleAssign([AssignTarget], value: Node)

    // MARK: Calls and operators
    case call(Call)
    /// `a + b`, `a == b`, `a =~ b`, `a <=> b`, `a != b`, `a !~ b` …
    case binary(op: String, Node, Node)
    /// `-x`, `+x`, `~x` (the `!` operator is `.not`).
    case unary(op: String, Node)
    case not(Node)
    case and(Node, Node)
    case or(Node, Node)
    case defined(Node)
    case yield([Node], keywords: [HashEntry]?)
    /// `*expr` in an argument list, array literal or right side of a multiple assignment.
    case splat(Node)
    /// `**expr` is only valid inside hashes and keyword arguments; see `HashEntry.doubleSplat`.
    case blockPass(Node?)
    /// `-> (x) { … }` and `->(x) do … end`.
    case lambda(BlockLiteral)

    // MARK: Control flow
    /// `if`, `unless` (branches swapped), ternaries, and trailing modifiers.
    case `if`(condition: Node, then: Node?, else: Node?)
    /// `while`/`until` loops; `doWhile` for `begin … end while cond`, which runs the body first.
    case `while`(condition: Node, body: Node?, isUntil: Bool, doWhile: Bool)
    case `for`(AssignTarget, in: Node, body: Node?)
    /// `case subject when a, b then … else … end`; `subject` is nil for a bare `case`.
    case `case`(subject: Node?, whens: [WhenClause], else: Node?)
    /// `begin … rescue … else … ensure … end`, also the implicit one of a `def` or `do` body with `rescue`.
    case begin(body: Node?, rescues: [RescueClause], else: Node?, ensure: Node?)
    /// Statements in order; the value is the last one's.
    case sequence([Node])
    case `return`(Node?)
    case `break`(Node?)
    case next(Node?)
    /// `retry` in a `rescue` clause: runs the `begin` body again.
    case retry
    case methodDefinition(MethodDefinition)
    /// `alias new old` / `alias_method :new, :old` is a call; this is the keyword form.
    case alias(new: String, old: String)
    /// `class Name < Super … end` and `module Name … end` (`path` is a `.constant` node, maybe `A::B`).
    case moduleDefinition(path: Node, superclass: Node?, body: Node?, isClass: Bool)
    /// `class << target … end`.
    case singletonClassBody(target: Node, body: Node?)
}

public enum StringPart {
    case text(String)
    case code(Node)
}

public enum HashEntry {
    case pair(key: Node, value: Node)
    case doubleSplat(Node)
}

public indirect enum AssignTarget {
    case local(String)
    case instanceVariable(String)
    case globalVariable(String)
    case constant(String)
    /// `x[i] = v` calls `[]=` on the receiver.
    case index(receiver: Node, arguments: [Node])
    /// `x.name = v` calls `name=` on the receiver (`&.` when `safeNavigation`).
    case attribute(receiver: Node, name: String, safeNavigation: Bool)
    /// `*rest` in a multiple assignment; nil name for a bare `*`.
    case splat(AssignTarget?)
    /// `(a, b)` inside a multiple assignment.
    case nested([AssignTarget])
}

public final class Call {
    /// nil for a receiver-less call (`create_file "x"`), which dispatches through the template's
    /// own methods, then the built-ins, then the registered actions.
    public let receiver: Node?
    public let name: String
    /// Positional arguments; a `*args` argument is a `.splat` node.
    public let arguments: [Node]
    /// The trailing braceless hash (`after: x`, `:after => x`, `'k' => v`, `**opts`), nil when none was written.
    public let keywords: [HashEntry]?
    /// `&blk` or `&:sym`: a `.blockPass` node's operand.
    public let blockArgument: Node?
    /// A literal `do … end` or `{ … }` block.
    public let block: BlockLiteral?
    /// `a&.b`
    public let safeNavigation: Bool
    /// Whether parentheses were written: `foo` alone may be a local variable read, `foo()` never is.
    public let hasParentheses: Bool

    public init(
        receiver: Node?, name: String, arguments: [Node] = [], keywords: [HashEntry]? = nil,
        blockArgument: Node? = nil, block: BlockLiteral? = nil, safeNavigation: Bool = false,
        hasParentheses: Bool = false
    ) {
        self.receiver = receiver
        self.name = name
        self.arguments = arguments
        self.keywords = keywords
        self.blockArgument = blockArgument
        self.block = block
        self.safeNavigation = safeNavigation
        self.hasParentheses = hasParentheses
    }
}

public final class BlockLiteral {
    public let parameters: ParameterList
    public let body: Node?
    public let location: SourceLocation
    /// Numbered parameters `_1` or `it` used in the body without `|…|`, if the parser saw any.
    public init(parameters: ParameterList, body: Node?, at location: SourceLocation) {
        self.parameters = parameters
        self.body = body
        self.location = location
    }
}

public struct ParameterList {
    /// Leading required parameters; a destructuring `(a, b)` is `.nested`.
    public var required: [AssignTarget] = []
    public var optional: [(name: String, default: Node)] = []
    /// `*rest`; "" for an anonymous `*`.
    public var rest: String?
    /// Required parameters after the rest parameter.
    public var post: [AssignTarget] = []
    /// `key:` (default nil: required) and `key: value`.
    public var keywords: [(name: String, default: Node?)] = []
    /// `**opts`; "" for an anonymous `**`.
    public var keywordRest: String?
    /// `&blk`
    public var block: String?
    /// `|a, |` in a block: behaves like a rest parameter for destructuring.
    public var hasTrailingComma = false
    /// Block-local variables `|x; y, z|`: not parameters, but new locals of the block that shadow outer ones.
    public var blockLocals: [String] = []

    public init() {}

    public var isEmpty: Bool {
        required.isEmpty && optional.isEmpty && rest == nil && post.isEmpty && keywords.isEmpty
            && keywordRest == nil && block == nil
    }
}

public struct WhenClause {
    /// The values after `when`; a `.splat` node expands an array.
    public var values: [Node]
    public var body: Node?
    public init(values: [Node], body: Node?) {
        self.values = values
        self.body = body
    }
}

public struct RescueClause {
    /// Exception classes (constant nodes); empty means StandardError.
    public var classes: [Node]
    /// `=> e`
    public var variable: AssignTarget?
    public var body: Node?
    public var location: SourceLocation
    public init(classes: [Node], variable: AssignTarget?, body: Node?, at location: SourceLocation) {
        self.classes = classes
        self.variable = variable
        self.body = body
        self.location = location
    }
}

public final class MethodDefinition {
    public let name: String
    /// `def self.name`: the receiver expression; nil for a plain `def`.
    public let singleton: Node?
    public let parameters: ParameterList
    public let body: Node?
    public let location: SourceLocation

    public init(name: String, singleton: Node?, parameters: ParameterList, body: Node?, at location: SourceLocation) {
        self.name = name
        self.singleton = singleton
        self.parameters = parameters
        self.body = body
        self.location = location
    }
}

/// A parsed file: its statements and the source they came from (for rendering errors).
public final class Program {
    public let source: SourceText
    /// The file's statements, nil for a file with none.
    public let body: Node?

    public init(source: SourceText, body: Node?) {
        self.source = source
        self.body = body
    }
}
