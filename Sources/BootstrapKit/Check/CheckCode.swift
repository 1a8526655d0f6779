import Diagnostics

/// The stable codes of `bootstrap check` findings (`--format json` prints them; tools match on them).
/// Config and syntax findings keep the codes the loader and parser give them (`yaml-syntax`,
/// `unknown-gem-option`, `syntax-error` …).
public enum CheckCode {
    /// A call, with arguments or parentheses, of a name that is no action, Kernel method or template method.
    public static let unknownMethod = "unknown-method"
    /// A bare name that is no local variable in scope and no method (`undefined local variable or method`).
    public static let undefinedName = "undefined-name"
    public static let undefinedConstant = "undefined-constant"
    /// `template`, `copy_file`, `directory`, `apply` or `require_relative` of a file that does not exist.
    public static let missingSource = "missing-source"
    public static let wrongArguments = "wrong-arguments"
    /// A keyword option the action does not know; Thor ignores it, so it is a warning.
    public static let unknownOption = "unknown-option"
    /// A `<gem>_callback` defined by a runner that runs after the gem was added: never called.
    public static let callbackNeverCalled = "callback-never-called"
    /// A `_callback` method whose name matches no gem of the config.
    public static let callbackWithoutDependency = "callback-without-dependency"
    /// A command the template can run (a note, so a reviewer sees it before trusting the template).
    public static let runsCommand = "runs-command"
    public static let erbSyntax = "erb-syntax"
    /// `super` in a template method: templates have no superclass, so it fails when it runs.
    public static let unsupportedSuper = "unsupported-super"
}

extension Diagnostic {
    /// Whether this finding stops a run: errors always, warnings under `--strict`.
    public func isFailure(strict: Bool) -> Bool {
        severity == .error || (strict && severity == .warning)
    }
}
