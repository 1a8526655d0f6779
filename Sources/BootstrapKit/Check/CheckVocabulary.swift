import Foundation
import RunnerLanguage

/// The names a template can use without defining them, read from the action table a run registers
/// (`ActionTable.standard`), so `check` and a run never disagree about what exists: the actions
/// with their signatures, the Kernel methods, the constants (the interpreter's own and the table's).
public struct CheckVocabulary {
    public var actions: [String: ActionSignature]
    public var kernelMethods: Set<String>
    public var constants: Set<String>
    /// The table's entry for each action name.
    var definitions: [String: ActionDefinition]

    public init(actions: [String: ActionSignature], kernelMethods: Set<String>, constants: Set<String>) {
        self.actions = actions
        self.kernelMethods = kernelMethods
        self.constants = constants
        definitions = [:]
    }

    init(table: ActionTable) {
        definitions = table.byName
        actions = definitions.mapValues(\.signature)
        kernelMethods = Set(Interpreter.kernelMethodNames)
        constants = Interpreter.builtinConstantNames.union(table.constants.map(\.name))
    }

    /// The vocabulary of a run: the standard table, built once.
    public static let standard = CheckVocabulary(table: .standard)
}
