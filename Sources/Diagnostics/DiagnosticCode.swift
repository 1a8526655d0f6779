/// The one vocabulary of diagnostic codes: every error, warning and note bootstrap reports carries
/// one of these, whichever front end found it. Tools match on the string form (`--format json`
/// prints it as `"code"`), so a raw value never changes once released, and the same fault gets the
/// same code whether `bootstrap check` finds it before a run or the run itself meets it.
///
/// The message carries the detail (the name, the path, the suggestion); the code says which kind of
/// fault it is. docs/diagnostics.md documents every case with an example, and a test keeps the two
/// in step.
public enum DiagnosticCode: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
    // MARK: YAML

    /// The YAML parser rejected the text (a bad indent, an unclosed quote …).
    case yamlSyntax = "yaml-syntax"
    /// The file is not UTF-8 (or UTF-16 with a byte-order mark), so it cannot be read as YAML.
    case yamlEncoding = "yaml-encoding"
    /// A second `---` document in a file that holds one.
    case yamlMultipleDocuments = "yaml-multiple-documents"
    /// `*name` with no `&name` before it.
    case yamlUnknownAlias = "yaml-unknown-alias"
    /// Nesting deeper than the loader's limit.
    case yamlTooDeep = "yaml-too-deep"
    /// Aliases expand to more nodes than the loader's limit (a "billion laughs" document).
    case yamlTooManyNodes = "yaml-too-many-nodes"
    /// The same key twice in one mapping.
    case yamlDuplicateKey = "yaml-duplicate-key"

    // MARK: Config

    /// `config.yml` holds no block.
    case configEmpty = "config-empty"
    /// A value of the wrong kind: a list where a mapping belongs, a number where a string does.
    case configType = "config-type"
    /// A key the config does not know (a warning, with a did-you-mean).
    case configUnknownKey = "config-unknown-key"
    /// A gem name with characters RubyGems does not allow.
    case configGemName = "config-gem-name"
    /// A package under `packages:` without a `url`.
    case configPackageURL = "config-package-url"
    /// A package's version requirement that is missing, doubled or malformed.
    case configPackageRequirement = "config-package-requirement"
    /// A `_questions:` declaration that cannot be asked: an unknown type, a choice without
    /// choices, a default its own validation refuses, a `when:` naming no earlier question.
    case configQuestion = "config-question"
    /// `Package.swift` cannot be edited as the config asks.
    case packageManifest = "package-manifest"
    /// `--only` names a block the config does not have.
    case unknownBlock = "unknown-block"

    // MARK: Files

    /// A file exists but cannot be read: a config, a runner, a template source, a checked file.
    case unreadableFile = "unreadable-file"
    /// A file that must be text is not valid UTF-8.
    case invalidUTF8 = "invalid-utf8"
    /// `-m` or `gen`'s TEMPLATE names no template.
    case templateNotFound = "template-not-found"
    /// A template source (`template`, `copy_file`, `directory`, `apply`, `get`, `require_relative` …)
    /// that does not exist.
    case missingSource = "missing-source"
    /// A file of the project that an action edits, or a script reads, does not exist.
    case missingFile = "missing-file"
    /// `apply` or `gen` pointed at a folder that does not exist.
    case missingProject = "missing-project"
    /// A path outside the project (or, for sources, the template folder) was refused.
    case refusedPath = "refused-path"
    /// The file system failed a write, a rename or a folder creation.
    case ioError = "io-error"
    /// `new PATH` where PATH already holds something.
    case destinationExists = "destination-exists"
    /// A file would be overwritten with different content and neither `--force` nor `--skip` was given.
    case conflict = "conflict"
    /// An edit whose anchor was not found, so it changed nothing (under `force: true` or `verbose`).
    case unchanged = "unchanged"

    // MARK: Runner language

    /// The runner parser rejected a runner.
    case syntaxError = "syntax-error"
    /// The ERB compiler (or the code inside `<% %>`) of a `.tt` file was rejected.
    case erbSyntax = "erb-syntax"
    /// A call of a method or action that does not exist.
    case unknownMethod = "unknown-method"
    /// A bare name that is no local variable and no method.
    case undefinedName = "undefined-name"
    /// A constant that is not defined.
    case undefinedConstant = "undefined-constant"
    /// A call with too few or too many arguments.
    case wrongArguments = "wrong-arguments"
    /// A keyword option an action does not know (a warning: Thor ignores it).
    case unknownOption = "unknown-option"
    /// A construct the runner language refuses (class definitions, `eval` …).
    case unsupported = "unsupported"
    /// `super` in a template method with no method to call.
    case unsupportedSuper = "unsupported-super"
    /// Recursion deeper than the interpreter's limit.
    case stackTooDeep = "stack-too-deep"
    /// A bound on what a template may make was reached: a string, a range or array, loop
    /// iterations, output, nested includes (docs/safety.md, "Limits").
    case resourceLimit = "resource-limit"
    /// The run took longer than `--timeout` and was stopped.
    case timedOut = "timed-out"
    /// An action got an argument of the wrong kind or value.
    case argumentError = "argument-error"
    /// An exception the template raised or a Ruby method raised, not rescued.
    case runtimeError = "runtime-error"
    /// `exit` / `exit 0`: the template stopped the run on purpose, successfully.
    case exit = "exit"
    /// `exit 1`, `exit false`, `abort`: the template stopped the run as failed.
    case exitFailure = "exit-failure"

    // MARK: Commands and answers

    /// A command the template can run (a note of `check`).
    case runsCommand = "runs-command"
    /// A command or URL written with characters a terminal acts on (a warning of `check`).
    case controlCharacter = "control-character"
    /// A command exited non-zero: an error where the template required success, else a warning.
    case commandFailed = "command-failed"
    /// A command the run skipped (`--no-run`) that what follows depends on (the `_base` command).
    case commandSkipped = "command-skipped"
    /// A command needs consent and none was given (no terminal, no `--allow-run`/`--no-run`).
    case commandConsent = "command-consent"
    /// The user declined or interrupted a question.
    case aborted = "aborted"
    /// `get URL`/`apply URL` could not download (refused scheme, HTTP error, over the size limit).
    case downloadFailed = "download-failed"
    /// A URL the template downloads (a note of `check`, beside the commands).
    case downloadsURL = "downloads-url"
    /// A remote `-m` template could not be fetched or has no template in it.
    case remoteTemplate = "remote-template"
    /// The user configuration (`~/.config/bootstrap/config.yml`) is wrong.
    case userConfig = "user-config"
    /// A command bootstrap itself needs (`git`, `curl`) is not installed.
    case missingTool = "missing-tool"
    /// A question needs an answer and there is no terminal to ask and no default.
    case noAnswer = "no-answer"
    /// A `--set` answer the question refuses (not one of its choices, not yes/no).
    case badAnswer = "bad-answer"
    /// A `--set NAME=VALUE` that no question of the run took.
    case unknownAnswer = "unknown-answer"

    // MARK: Update

    /// `update` in a folder with no `.bootstrap.yml`, or one whose template has no versions (not git).
    case notUpdatable = "not-updatable"
    /// `update` in a git work tree with uncommitted changes (without `--allow-dirty`).
    case dirtyWorkTree = "dirty-work-tree"
    /// A file `update` merged with conflicts left in it (exit 3).
    case updateConflict = "update-conflict"

    // MARK: Check

    /// A `<gem>_callback` defined by a runner that runs after the gem's block: never called.
    case callbackNeverCalled = "callback-never-called"
    /// A `_callback` method that matches no gem or package of the config.
    case callbackWithoutDependency = "callback-without-dependency"
    /// The check itself could not run.
    case checkFailed = "check-failed"

    // MARK: Module generation (`gen`)

    /// MODULE is not a name a Swift type can have.
    case badModuleName = "bad-module-name"
    /// `template.yml` of a module template is wrong.
    case moduleTemplate = "module-template"
    /// A file `gen` would write already exists.
    case moduleExists = "module-exists"
    /// A `--set KEY=VALUE` that `gen` cannot take.
    case badVariable = "bad-variable"
    /// A `%name%` placeholder that names no variable.
    case unknownVariable = "unknown-variable"

    // MARK: Added by later features

    /// The project's Rambafile is not what Generamba reads.
    case rambafile = "rambafile"
    /// A Rambafile key that this run needs is missing.
    case rambafileMissingKey = "rambafile-missing-key"
    /// A Generamba template's `.rambaspec` is wrong.
    case rambaspec = "rambaspec"
    /// A `--custom_parameters` value that is not `key:value`.
    case badCustomParameter = "bad-custom-parameter"
    /// A Generamba template's dependency is not in the Podfile or Cartfile (a warning).
    case missingDependency = "missing-dependency"
    /// A target named for the Xcode project does not exist in it.
    case unknownTarget = "unknown-target"
    /// The Xcode project to add files to cannot be chosen or does not hold a file.
    case xcodeProject = "xcode-project"
    /// The `xcode:` settings of `.bootstrap.yml` are wrong.
    case xcodeSettings = "xcode-settings"
    /// A `project.pbxproj` is not valid OpenStep plist text.
    case pbxprojSyntax = "pbxproj-syntax"
    /// A `project.pbxproj` parses but lacks what an Xcode project has.
    case pbxprojStructure = "pbxproj-structure"
    /// A `project.pbxproj` cannot be read.
    case pbxprojUnreadable = "pbxproj-unreadable"
    /// A file to add lies outside the Xcode project's folder.
    case pbxprojPath = "pbxproj-path"
    /// A Liquid template does not parse.
    case liquidSyntax = "liquid-syntax"
    /// A Liquid template failed while rendering.
    case liquidRender = "liquid-render"
    /// A `pods:` entry cannot be added: no Podfile, or no `target … do` block.
    case podfile = "podfile"
    /// A pod names more than one source (`git`, `path`, `podspec`).
    case configPodSource = "config-pod-source"
    /// The templates compiled into the binary could not be unpacked.
    case builtinTemplates = "builtin-templates"
    /// The project's `.bootstrap/gen.yml` is wrong.
    case genSettings = "gen-settings"
    /// A module's Swift types or file names are its target's already (`gen`).
    case moduleClash = "module-clash"
    /// A `_migrations:` entry that cannot run: a version that is not one, a `when:` other than
    /// before or after, a runner that is missing, outside the template, or not a file.
    case configMigration = "config-migration"
    /// `update --template NAME` names no template the project follows (or more than one).
    case unknownTemplate = "unknown-template"
    /// A file in `runners/` that no block runs and no runner loads (a warning).
    case strayRunner = "stray-runner"

    // MARK: Fallback

    /// An error with no more specific code (an unexpected failure of the host).
    case unclassified = "error"

    /// The stable string form tools match on.
    public var id: String { rawValue }
    public var description: String { rawValue }
}
