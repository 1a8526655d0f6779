import Diagnostics

// What `bootstrap check` needs to know about the names a template can use, without running it:
// the Kernel methods and the constants defined so far (built-in classes, host objects, and what
// the host added: TEMPLATE_PATH, RUBY_VERSION, YAML …).

extension Interpreter {
    /// The receiver-less built-ins (`puts`, `raise`, `require_relative` …) every template can call.
    public static var kernelMethodNames: [String] { kernelNames }

    /// What a `class`/`module` body (or a class method) can call on itself receiver-less, beyond the
    /// Kernel methods: the methods every template class and module answers (see ModuleMethods.swift).
    public static let moduleBodyMethodNames: Set<String> = [
        "attr_reader", "attr_writer", "attr_accessor", "attr", "include", "prepend", "extend", "private", "public",
        "protected", "module_function", "private_class_method", "public_class_method", "define_method", "alias_method",
        "private_constant", "public_constant", "module_eval", "class_eval", "class_exec", "instance_eval", "instance_exec",
        "new", "name", "superclass", "ancestors", "instance_methods", "public_instance_methods", "method_defined?",
        "public_method_defined?", "private_method_defined?", "const_get", "const_defined?", "const_set", "constants",
        "class_variable_get", "class_variable_set", "members", "include?", "instance_variable_get", "instance_variable_set",
    ]

    /// Every constant a template can read, including scoped ones as `Outer::Inner` (`File::SEPARATOR`).
    public var constantNames: [String] { constants.keys.sorted() }
}

extension Interpreter {
    /// The constants the language itself defines (classes, File, ENV, JSON …), before any host adds
    /// its own: read once per process from a bare interpreter, whose host is never called.
    public static let builtinConstantNames: Set<String> = Set(Interpreter(host: SilentHost()).constantNames)
}

/// A host that reads and writes nothing, for `builtinConstantNames`.
private final class SilentHost: ScriptHost {
    func write(_ text: String) {}
    func readFile(_ path: String, at location: SourceLocation) throws -> String { "" }
    func fileKind(_ path: String, at location: SourceLocation) throws -> FileKind? { nil }
    func glob(_ pattern: String, at location: SourceLocation) throws -> [String] { [] }
    func expandPath(_ path: String, relativeTo base: String?) -> String { path }
    var environment: [String: String] { [:] }
}
