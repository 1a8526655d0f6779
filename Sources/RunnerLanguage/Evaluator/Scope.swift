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

    /// Ruby honours the magic comment only among the comments before the first line of code.
    static func hasFrozenStringLiteralComment(_ source: SourceText) -> Bool {
        for line in source.lines {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            guard text.hasPrefix("#") else { return false }
            let comment = text.dropFirst().lowercased().replacingOccurrences(of: " ", with: "")
            if comment.contains("frozen_string_literal:true") || comment.contains("frozen-string-literal:true") { return true }
        }
        return false
    }
}

/// One activation of a template method (or the runner's top level): what `yield`,
/// `block_given?` and `__method__` refer to. Blocks share the activation of the code that wrote them.
final class Activation {
    let methodName: String?
    let block: ProcValue?
    /// The arguments the method was called with, for a bare `super`.
    let arguments: Arguments?
    init(methodName: String?, block: ProcValue?, arguments: Arguments? = nil) {
        self.methodName = methodName
        self.block = block
        self.arguments = arguments
    }
}

/// Local variables with Ruby scoping: a block's scope has its enclosing scope as parent and
/// sees and updates its locals; a method body or a runner's top level starts a scope with no parent.
final class Scope {
    private var locals: [String: Value] = [:]
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
            if let value = current.locals[name] { return value }
            scope = current.parent
        }
        return nil
    }

    func isDefined(_ name: String) -> Bool { lookup(name) != nil }

    /// Assignment: updates the variable where it is visible, else creates it here.
    func assign(_ name: String, _ value: Value) {
        var scope: Scope? = self
        while let current = scope {
            if current.locals[name] != nil {
                current.locals[name] = value
                return
            }
            scope = current.parent
        }
        locals[name] = value
    }

    /// Block parameters: always a new variable in this scope, shadowing any outer one.
    func define(_ name: String, _ value: Value) {
        locals[name] = value
    }

    var allNames: [String] {
        var names: [String] = []
        var scope: Scope? = self
        while let current = scope {
            names.append(contentsOf: current.locals.keys)
            scope = current.parent
        }
        return names
    }
}
