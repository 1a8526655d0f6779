import Diagnostics
import Foundation

/// The file a piece of code was written in: `__FILE__`, `__dir__` and `require_relative` are lexical.
final class FileContext {
    /// The real path, as the host gave it to `run`.
    let path: String
    let source: SourceText
    /// `# frozen_string_literal: true` in the file's leading comments: plain string literals are frozen.
    let freezesStringLiterals: Bool
    init(path: String, source: SourceText) {
        self.path = path
        self.source = source
        self.freezesStringLiterals = FileContext.hasFrozenStringLiteralComment(source)
    }

    /// What a leading line of a file is to the magic comment search.
    enum LeadingLine: Equatable {
        case blank
        case code
        /// A comment; `freezes` when it is the frozen_string_literal magic comment.
        case comment(freezes: Bool)
    }

    /// Ruby honours the magic comment only among the comments before the first line of code.
    static func hasFrozenStringLiteralComment(_ source: SourceText) -> Bool {
        // Line by line from the top, so that only the leading lines are cut out of the source.
        var number = 1
        while let line = source.line(number) {
            number += 1
            // Foundation's trimming and replacing cost ~150,000 instructions a line (and first-use
            // metadata); an ASCII line, nearly every one, is read byte by byte instead.
            let kind = line.utf8.allSatisfy { $0 < 0x80 } ? asciiLeadingLine(line) : unicodeLeadingLine(line)
            switch kind {
            case .blank: continue
            case .code: return false
            case .comment(let freezes): if freezes { return true }
            }
        }
        return false
    }

    /// Any line, read as Characters: trimmed of `.whitespaces`, then the comment lowercased without its spaces.
    static func unicodeLeadingLine(_ line: Substring) -> LeadingLine {
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return .blank }
        guard text.hasPrefix("#") else { return .code }
        let comment = text.dropFirst().lowercased().replacingOccurrences(of: " ", with: "")
        return .comment(freezes: comment.contains("frozen_string_literal:true") || comment.contains("frozen-string-literal:true"))
    }

    /// The same reading for an ASCII line: there `.whitespaces` are space and tab, and lowercasing is A-Z only.
    static func asciiLeadingLine(_ line: Substring) -> LeadingLine {
        var comment: [UInt8]?
        for byte in line.utf8 {
            if comment == nil {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { continue }
                guard byte == UInt8(ascii: "#") else { return .code }
                comment = []
                continue
            }
            // Trailing spaces and tabs, which trimming would drop, cannot be part of a match.
            if byte == UInt8(ascii: " ") { continue }
            comment!.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
        }
        guard let comment else { return .blank }
        return .comment(freezes: contains(comment, "frozen_string_literal:true") || contains(comment, "frozen-string-literal:true"))
    }

    /// Over the bytes with the standard library's `starts(with:)` (Foundation's search is what this avoids).
    private static func contains(_ bytes: [UInt8], _ pattern: String) -> Bool {
        bytes.indices.contains { bytes[$0...].starts(with: pattern.utf8) }
    }
}

/// One activation of a template method (or the runner's top level, or a class body): what `yield`,
/// `block_given?`, `__method__`, `self` and `def` refer to. Blocks share the activation of the code that wrote them.
final class Activation {
    let methodName: String?
    let block: ProcValue?
    /// The arguments the method was called with, for a bare `super`.
    let arguments: Arguments?
    /// `self`; nil is the template's `main`.
    let selfValue: Value?
    /// The template class or module a method was found in (where `super` continues), or whose body this is.
    let owner: RubyModule?
    /// The `class`/`module` bodies the code is written in, for constant lookup.
    let nesting: ModuleNesting?
    /// The method being run, whose parameters a bare `super` passes the current values of.
    /// Held by reference: copying the parameter list into every activation cost more than the call.
    var definition: MethodDefinition?
    var parameters: ParameterList? { definition?.parameters }
    /// In a class body: `class << self` (a `def` defines a class method).
    let definesSingletons: Bool
    /// In a class body: what a bare `private`/`protected`/`public`/`module_function` switched to.
    var visibility: Visibility = .public
    var moduleFunction = false
    init(methodName: String?, block: ProcValue?, arguments: Arguments? = nil, selfValue: Value? = nil,
         owner: RubyModule? = nil, nesting: ModuleNesting? = nil, definesSingletons: Bool = false) {
        self.methodName = methodName
        self.block = block
        self.arguments = arguments
        self.selfValue = selfValue
        self.owner = owner
        self.nesting = nesting
        self.definesSingletons = definesSingletons
    }

    /// Whether this is a class or module body (not a method called on an object).
    var isModuleBody: Bool { methodName == nil && owner != nil }
}

/// Local variables with Ruby scoping: a block's scope has its enclosing scope as parent and
/// sees and updates its locals; a method body or a runner's top level starts a scope with no parent.
final class Scope {
    private var table = LocalTable()
    let parent: Scope?
    let activation: Activation
    let file: FileContext
    /// The activation id a `return` here unwinds to: the method, lambda or runner.
    let returnTarget: Int

    init(parent: Scope?, activation: Activation, file: FileContext, returnTarget: Int) {
        self.parent = parent
        self.activation = activation
        self.file = file
        self.returnTarget = returnTarget
    }

    /// A block's scope: inherits everything lexical from `parent`.
    convenience init(blockIn parent: Scope, returnTarget: Int? = nil) {
        self.init(parent: parent, activation: parent.activation, file: parent.file,
                  returnTarget: returnTarget ?? parent.returnTarget)
    }

    func lookup(_ name: String) -> Value? {
        var scope: Scope? = self
        while let current = scope {
            if let slot = current.table.slot(of: name) { return current.table[slot] }
            scope = current.parent
        }
        return nil
    }

    func isDefined(_ name: String) -> Bool { lookup(name) != nil }

    /// Assignment: updates the variable where it is visible, else creates it here.
    func assign(_ name: String, _ value: Value) {
        var scope: Scope? = self
        while let current = scope {
            if let slot = current.table.slot(of: name) {
                current.table[slot] = value
                return
            }
            scope = current.parent
        }
        table.append(name, value)
    }

    /// Block parameters: always a new variable in this scope, shadowing any outer one.
    func define(_ name: String, _ value: Value) {
        if let slot = table.slot(of: name) {
            table[slot] = value
        } else {
            table.append(name, value)
        }
    }

    var allNames: [String] {
        var names: [String] = []
        var scope: Scope? = self
        while let current = scope {
            names.append(contentsOf: current.table.names)
            scope = current.parent
        }
        return names
    }
}

/// The locals of one scope. Most scopes hold a handful, where comparing names in order is cheaper
/// than hashing them; a scope with many (a long runner's top level) gets an index by name.
/// Names and values sit side by side in one array, so a method's scope allocates once for its locals.
struct LocalTable {
    private var entries: [(name: String, value: Value)] = []
    private var index: [String: Int]?
    private static let linearLimit = 8
    /// Room for a typical method's locals at the first one, instead of regrowing at each of them.
    private static let initialCapacity = 4

    var names: [String] { entries.map(\.name) }

    subscript(slot: Int) -> Value {
        get { entries[slot].value }
        set { entries[slot].value = newValue }
    }

    func slot(of name: String) -> Int? {
        if let index { return index[name] }
        return entries.firstIndex { $0.name == name }
    }

    /// Adds a variable the table does not hold yet.
    mutating func append(_ name: String, _ value: Value) {
        if entries.isEmpty { entries.reserveCapacity(LocalTable.initialCapacity) }
        entries.append((name, value))
        if index != nil {
            index?[name] = entries.count - 1
        } else if entries.count > LocalTable.linearLimit {
            index = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.name, $0) })
        }
    }
}
