// What `bootstrap check` needs to know about the names a template can use, without running it:
// the Kernel methods and the constants defined so far (built-in classes, host objects, and what
// the host added: TEMPLATE_PATH, RUBY_VERSION, YAML …).

extension Interpreter {
    /// The receiver-less built-ins (`puts`, `raise`, `require_relative` …) every template can call.
    public static var kernelMethodNames: [String] { kernelNames }

    /// Every constant a template can read, including scoped ones as `Outer::Inner` (`File::SEPARATOR`).
    public var constantNames: [String] { constants.keys.sorted() }
}
