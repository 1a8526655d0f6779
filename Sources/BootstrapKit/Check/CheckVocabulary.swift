import Foundation
import RunnerLanguage

/// The names a template can use without defining them, read from the action table a run registers
/// (`ActionTable.standard`), so `check` and a run never disagree about what exists: the actions
/// with their signatures, the Kernel methods, the constants (the interpreter's own and the table's).
public struct CheckVocabulary {
    public let kernelMethods: Set<String>
    public let constants: Set<String>

    /// What one name is among the Kernel methods and actions; a class, so that a lookup hands over
    /// a reference rather than a copy of the action's table entry.
    final class Name {
        var isKernelMethod = false
        var signature: ActionSignature?
        /// The table's entry for the action.
        var action: Action?
    }

    /// An action's table entry, held by reference and never changed: a check hands it over for every
    /// action call, and the entry (a dozen fields) was copied out and destroyed each time.
    final class Action {
        let definition: ActionDefinition
        init(_ definition: ActionDefinition) { self.definition = definition }
    }

    /// Every Kernel method and action by name: a check asks about the name of every receiver-less
    /// call, with one lookup instead of one per list.
    let names: [String: Name]

    /// The actions with their signatures.
    public var actions: [String: ActionSignature] { names.compactMapValues(\.signature) }

    public init(actions: [String: ActionSignature], kernelMethods: Set<String>, constants: Set<String>) {
        self.init(kernelMethods: kernelMethods, constants: constants) { record in
            for (name, signature) in actions { record(name, signature, nil) }
        }
    }

    init(table: ActionTable) {
        self.init(
            kernelMethods: Set(Interpreter.kernelMethodNames),
            constants: Interpreter.builtinConstantNames.union(table.constants.map(\.name))
        ) { record in
            for definition in table.actions {
                for name in definition.names { record(name, definition.signature, definition) }
            }
        }
    }

    /// `listActions` hands each action name over with its signature and table entry.
    private init(
        kernelMethods: Set<String>, constants: Set<String>,
        listActions: ((String, ActionSignature, ActionDefinition?) -> Void) -> Void
    ) {
        self.kernelMethods = kernelMethods
        self.constants = constants
        var names: [String: Name] = [:]
        func entry(_ name: String) -> Name {
            if let existing = names[name] { return existing }
            let created = Name()
            names[name] = created
            return created
        }
        for name in kernelMethods { entry(name).isKernelMethod = true }
        listActions { name, signature, definition in
            let named = entry(name)
            named.signature = signature
            named.action = definition.map(Action.init)
        }
        self.names = names
    }

    /// The vocabulary of a run: the standard table, built once.
    public static let standard = CheckVocabulary(table: .standard)
}
