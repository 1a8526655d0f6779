import Foundation
import RunnerLanguage

/// The names a template can use without defining them, read from the action table a run registers
/// (`ActionTable.standard`), so `check` and a run never disagree about what exists: the actions
/// with their signatures, the Kernel methods, the constants (the interpreter's own and the table's).
public struct CheckVocabulary {
    public let actions: [String: ActionSignature]
    public let kernelMethods: Set<String>
    public let constants: Set<String>
    /// The table's entry for each action name.
    let definitions: [String: ActionDefinition]

    /// What one name is among the Kernel methods and actions; a class, so that a lookup hands over
    /// a reference rather than a copy of the action's table entry.
    final class Name {
        var isKernelMethod = false
        var signature: ActionSignature?
        var definition: ActionDefinition?
    }

    /// Every Kernel method and action by name: a check asks about the name of every receiver-less
    /// call, with one lookup instead of one per list.
    let names: [String: Name]

    public init(actions: [String: ActionSignature], kernelMethods: Set<String>, constants: Set<String>) {
        self.init(actions: actions, kernelMethods: kernelMethods, constants: constants, definitions: [:])
    }

    init(table: ActionTable) {
        let definitions = table.byName
        self.init(
            actions: definitions.mapValues(\.signature), kernelMethods: Set(Interpreter.kernelMethodNames),
            constants: Interpreter.builtinConstantNames.union(table.constants.map(\.name)), definitions: definitions)
    }

    private init(
        actions: [String: ActionSignature], kernelMethods: Set<String>, constants: Set<String>,
        definitions: [String: ActionDefinition]
    ) {
        self.actions = actions
        self.kernelMethods = kernelMethods
        self.constants = constants
        self.definitions = definitions
        var names: [String: Name] = [:]
        func entry(_ name: String) -> Name {
            if let existing = names[name] { return existing }
            let created = Name()
            names[name] = created
            return created
        }
        for name in kernelMethods { entry(name).isKernelMethod = true }
        for (name, signature) in actions { entry(name).signature = signature }
        for (name, definition) in definitions { entry(name).definition = definition }
        self.names = names
    }

    /// The vocabulary of a run: the standard table, built once.
    public static let standard = CheckVocabulary(table: .standard)
}
