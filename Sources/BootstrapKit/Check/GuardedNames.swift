import RunnerLanguage

// What a condition proves exists, so the analyzer does not report a name the code checked first.

extension StaticAnalyzer {
    /// The names a condition makes sure exist: `defined?(x)`, `defined?(X)`, `respond_to?(:x)`, also
    /// joined with `&&`.
    static func guardedNames(in condition: Node) -> [String] {
        switch condition.kind {
        case .defined(let operand):
            if case .call(let call) = operand.kind, call.receiver == nil { return [call.name] }
            if let name = operand.constantName { return [name] }
            return []
        case .call(let call) where call.receiver == nil && call.name == "respond_to?":
            return call.arguments.first?.literalName.map { [$0] } ?? []
        case .and(let left, let right):
            return guardedNames(in: left) + guardedNames(in: right)
        case .sequence(let statements) where statements.count == 1:
            return guardedNames(in: statements[0])
        default:
            return []
        }
    }
}

extension Node {
    /// `Name` or `::Name`: the constant's name, nil for anything else.
    var constantName: String? {
        if case .constant(nil, let name, _) = kind { return name }
        return nil
    }
}
