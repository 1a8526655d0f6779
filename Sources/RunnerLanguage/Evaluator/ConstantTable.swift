/// The interpreter's constants by name (host constants may be named `A::B`). A host may define
/// one whose value is only made when a template first reads it (`Interpreter.defineConstant(_:lazily:)`):
/// RUBY_VERSION asks the installed `ruby`, a process start that a run that never reads it should
/// not pay, and which no search of the template's files could rule out (a `.tt` file, a file it
/// applies, `Gem.ruby_version` and `const_get` all read it).
struct ConstantTable {
    private var values: [String: Value] = [:]
    private var pending: [String: Pending] = [:]

    /// A value made on its first read, then kept.
    private final class Pending {
        private let make: () -> Value
        private(set) lazy var value: Value = make()

        init(_ make: @escaping () -> Value) {
            self.make = make
        }
    }

    subscript(name: String) -> Value? {
        get { values[name] ?? pending[name]?.value }
        set {
            values[name] = newValue
            pending[name] = nil
        }
    }

    /// Every name defined, made or not.
    var keys: [String] { Array(values.keys) + pending.keys }

    mutating func define(_ name: String, lazily make: @escaping () -> Value) {
        values[name] = nil
        pending[name] = Pending(make)
    }
}
