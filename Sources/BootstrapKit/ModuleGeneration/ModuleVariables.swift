import Diagnostics
import Foundation
import RunnerLanguage

/// The variables a module template sees, as ERB methods (`<%= module_name %>`) and as `%name%`
/// placeholders in destinations:
///
/// - `module_name`, `module_name_camelized`: MODULE camelized (`user_profile` → `UserProfile`);
/// - `module_name_lower_camelized` (`userProfile`), `module_name_underscored` (`user_profile`);
/// - `author`: `--set author=…`, else `git config user.name`, else the template's default, else "bootstrap";
/// - `year` (`2026`) and `date` (`2026-11-30`), today in the local time zone;
/// - `project_name`: the name of the project folder (`--path DIR`);
/// - `target`: the first `.target(name: "X"` of the project's Package.swift, when there is one;
/// - the template's `variables:` defaults, then the answers saved in the project's `.bootstrap.yml`,
///   then every `--set KEY=VALUE`, which wins over all the above except the `module_name` family
///   (that is MODULE).
public struct ModuleVariables {
    /// Name → value, in the order above (for listing them in messages).
    public private(set) var values: [(name: String, value: String)] = []

    public func value(_ name: String) -> String? {
        values.first { $0.name == name }?.value
    }

    public var names: [String] { values.map(\.name) }

    private mutating func set(_ name: String, _ value: String) {
        if let index = values.firstIndex(where: { $0.name == name }) {
            values[index].value = value
        } else {
            values.append((name, value))
        }
    }

    /// A name ERB can call and a placeholder can hold: a lowercase Ruby method name.
    public static func isVariableName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// MODULE camelized, or a `bad-module-name` diagnostic: it becomes type names, so it must be
    /// a Swift identifier: letters (any script, as Swift allows: `Ünïcode`), digits and `_`,
    /// starting with a letter.
    public static func moduleName(_ given: String) throws -> String {
        let identifier = given.unicodeScalars.allSatisfy { isIdentifierScalar($0) }
        guard identifier, let first = given.unicodeScalars.first, first.properties.isAlphabetic, given.count <= 100 else {
            throw Diagnostic(
                code: .badModuleName,
                message: "'\(given)' is not a module name: use letters, digits and '_', starting with a letter (like Login or user_profile)")
        }
        return Inflector.camelize(given)
    }

    /// Letters, marks and digits of any script, and `_`: the scalars a Swift identifier is made of.
    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" || scalar.properties.isAlphabetic { return true }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark: return true
        default: return false
        }
    }

    /// Every variable of one `gen` run. `settings` are the `--set` values; `gitUserName` is asked
    /// only when `--set author=…` is absent.
    public static func make(
        module: String, template: ModuleTemplate, projectRoot: URL, settings: [String: String],
        now: Date = Date(), gitUserName: () -> String? = ModuleVariables.gitUserName
    ) throws -> ModuleVariables {
        let name = try moduleName(module)
        for key in settings.keys.sorted() {
            guard isVariableName(key) else {
                throw Diagnostic(code: .badVariable, message: "--set \(key)=…: a variable name must be a lowercase identifier, like 'target'")
            }
            guard !key.hasPrefix("module_name") else {
                throw Diagnostic(code: .badVariable, message: "--set \(key)=…: the module name comes from the MODULE argument")
            }
            // Values go into one-line places (a `//` comment, a string literal, a file name):
            // a line break or another control character would end them and break the Swift.
            guard !(settings[key] ?? "").unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw Diagnostic(code: .badVariable, message: "--set \(key)=…: a value must be one line of text, without line breaks, tabs or other control characters")
            }
        }
        var variables = ModuleVariables()
        variables.set("module_name", name)
        variables.set("module_name_camelized", name)
        variables.set("module_name_lower_camelized", Inflector.camelize(Inflector.underscore(name), uppercaseFirst: false))
        variables.set("module_name_underscored", Inflector.underscore(name))
        let author = settings["author"] ?? gitUserName()
        if let author { variables.set("author", author) }
        let calendar = Calendar(identifier: .gregorian)
        let day = calendar.dateComponents([.year, .month, .day], from: now)
        let year = day.year ?? 1970
        variables.set("year", String(year))
        variables.set("date", String(format: "%04d-%02d-%02d", year, day.month ?? 1, day.day ?? 1))
        variables.set("project_name", projectRoot.standardizedFileURL.lastPathComponent)
        if let target = packageTarget(in: projectRoot) { variables.set("target", target) }
        for (key, value) in template.variables where variables.value(key) == nil {
            variables.set(key, value)
        }
        if variables.value("author") == nil { variables.set("author", "bootstrap") }
        // The answers `new` saved in the project's .bootstrap.yml: a module of the project sees what
        // its template was told, without asking again (`--set` still wins).
        let saved = ProjectRecord.savedAnswers(in: Workspace(root: projectRoot, pretend: true, journaling: false))
        for key in saved.keys.sorted() where isVariableName(key) && !key.hasPrefix("module_name") {
            guard let value = saved[key], !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { continue }
            variables.set(key, value)
        }
        for key in settings.keys.sorted() {
            if let value = settings[key] { variables.set(key, value) }
        }
        return variables
    }

    /// The first `.target(name: "X"` of `root/Package.swift` (the library a package's code goes in);
    /// executable and test targets are spelled `.executableTarget`/`.testTarget`, so they never match.
    static func packageTarget(in root: URL) -> String? {
        let manifest = root.appendingPathComponent("Package.swift")
        guard let data = FileManager.default.contents(atPath: manifest.path),
            let text = String(data: data, encoding: .utf8),
            let pattern = try? NSRegularExpression(pattern: #"\.target\(\s*name:\s*"([^"\\/]+)""#),
            let match = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return String(text[range])
    }

    /// `git config user.name` in the folder `gen` runs in (as Generamba asks it), nil when git is
    /// missing or has no name. That folder's repository is foreign: git runs through `GitProcess`.
    public static func gitUserName() -> String? {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard let result = try? GitProcess.run(["config", "user.name"], in: .foreign, directory: folder, environment: ProcessEnvironment.variables),
              result.status == 0, !result.outputText.isEmpty
        else { return nil }
        return result.outputText
    }

    /// Replaces every `%name%` in `path` with the variable's value. An unknown name is an error
    /// located at the template.yml entry, since it would otherwise leave `%…%` in a file name.
    public func expand(_ path: String, at location: SourceLocation, in source: SourceText) throws -> String {
        try PercentPlaceholders.expand(path) { name in
            guard let value = value(name) else {
                var notes = ["known variables: \(names.joined(separator: ", "))"]
                if let suggestion = Suggestions.didYouMean(name, in: names) { notes.insert(suggestion, at: 0) }
                if ModuleVariables.isVariableName(name) { notes.append("pass --set \(name)=VALUE to define it") }
                throw Diagnostic(
                    code: .unknownVariable, message: "'\(path)' uses %\(name)%, which is not a variable of this run",
                    at: location, in: source, notes: notes)
            }
            return value
        }
    }

    /// Makes every variable a method of `interpreter`, so ERB can say `<%= module_name %>`.
    func register(into interpreter: Interpreter) {
        for (name, value) in values {
            interpreter.register(Action(name, ActionSignature()) { _, _ in .str(value) })
        }
    }
}
