import BootstrapYAML
import Diagnostics
import Foundation
import Liquid

/// The `gen` options Generamba has and bootstrap's own templates do not: `--description`,
/// `--author`, `--custom_parameters key:value`.
public struct GenerambaOptions: Sendable {
    public var description: String?
    public var author: String?
    /// Each `--custom_parameters` value as given: `key1:value1 key2:value2`.
    public var customParameterArguments: [String] = []
    public init() {}

    /// The `key:value` pairs (Thor's hash syntax), the last one of a key winning.
    public func customParameters() throws -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        for pair in customParameterArguments.flatMap({ $0.split(whereSeparator: { $0 == " " }) }) {
            guard let colon = pair.firstIndex(of: ":"), colon != pair.startIndex else {
                throw Diagnostic(code: DiagnosticCode.badCustomParameter, message: "--custom_parameters takes key:value pairs, got '\(pair)'")
            }
            let key = String(pair[..<colon])
            pairs.removeAll { $0.key == key }
            pairs.append((key, String(pair[pair.index(after: colon)...])))
        }
        return pairs
    }
}

/// One module as Generamba's `CodeModule` describes it: the Rambafile's settings, the options,
/// and the folders the code and test files go to (`project_file_path/MODULE`, …).
struct GenerambaModule {
    var name: String
    var description: String
    var author: String?
    var company: String
    var prefix: String?
    var projectName: String
    var productModuleName: String?
    var xcodeprojPath: String
    var projectTargets: [String]?
    var testTargets: [String]?
    var projectFilePath: String?
    var projectGroupPath: String?
    var testFilePath: String?
    var testGroupPath: String?
    var createLogicalGroups: Bool
    /// With `create_logical_groups`, files go flat into the Rambafile's path itself.
    var projectFileRoot: String?
    var testFileRoot: String?
    var podfilePath: String?
    var cartfilePath: String?
    var customParameters: [(key: String, value: String)]

    private static let c99Identifier = try! NSRegularExpression(pattern: #"[^\w]"#)

    static func make(
        name: String, rambafile: Rambafile, options: GenerambaOptions, authorFallback: () -> String?
    ) throws -> GenerambaModule {
        let why = "Generamba needs company, project_name and xcodeproj_path for every module"
        let projectName = try rambafile.required("project_name", because: why)
        var productModule = try rambafile.string("product_module_name")
        if productModule == nil {
            productModule = c99Identifier.stringByReplacingMatches(
                in: projectName, range: NSRange(projectName.startIndex..., in: projectName), withTemplate: "_")
        }
        var module = GenerambaModule(
            name: name, description: options.description ?? "\(name) module",
            author: try rambafile.string("author") ?? authorFallback(),
            company: try rambafile.required("company", because: why), prefix: try rambafile.string("prefix"),
            projectName: projectName, productModuleName: productModule,
            xcodeprojPath: try rambafile.required("xcodeproj_path", because: why),
            projectTargets: try rambafile.strings("project_targets") ?? rambafile.strings("project_target"),
            testTargets: try rambafile.strings("test_targets") ?? rambafile.strings("test_target"),
            createLogicalGroups: rambafile.bool("create_logical_groups"),
            podfilePath: try rambafile.string("podfile_path"), cartfilePath: try rambafile.string("cartfile_path"),
            customParameters: try options.customParameters())
        try module.setPaths(file: rambafile.string("project_file_path"), group: rambafile.string("project_group_path"), test: false)
        try module.setPaths(file: rambafile.string("test_file_path"), group: rambafile.string("test_group_path"), test: true)
        if module.createLogicalGroups {
            module.projectFileRoot = try rambafile.string("project_file_path")
            module.testFileRoot = try rambafile.string("test_file_path")
        }
        if let author = options.author { module.author = author }
        try module.validate(rambafile)
        return module
    }

    /// `setup_file_and_group_paths`: either path stands in for the other; both get `/MODULE`.
    private mutating func setPaths(file: String?, group: String?, test: Bool) {
        guard file != nil || group != nil else { return }
        func trimmed(_ path: String) -> String {
            var text = path
            if text.hasPrefix("/") { text.removeFirst() }
            if text.hasSuffix("/") { text.removeLast() }
            return text.isEmpty ? name : text + "/" + name
        }
        let filePath = trimmed(file ?? group ?? "")
        let groupPath = trimmed(group ?? file ?? "")
        if test {
            testFilePath = filePath
            testGroupPath = groupPath
        } else {
            projectFilePath = filePath
            projectGroupPath = groupPath
        }
    }

    /// ModuleValidator: a side (project or test) that names any of targets/file path/group path needs all three.
    private func validate(_ rambafile: Rambafile) throws {
        for (side, targets, file, group) in [
            ("project", projectTargets, projectFilePath, projectGroupPath), ("test", testTargets, testFilePath, testGroupPath),
        ] where targets != nil || file != nil || group != nil {
            // Either path stands in for the other, so they are missing together.
            var missing: [String] = []
            if targets == nil { missing.append("'\(side)_target' (or '\(side)_targets')") }
            if file == nil || group == nil { missing.append("'\(side)_file_path' (or '\(side)_group_path')") }
            if !missing.isEmpty {
                let key = targets == nil ? "\(side)_target" : "\(side)_file_path"
                throw Diagnostic(
                    code: DiagnosticCode.rambafileMissingKey,
                    message: "the Rambafile needs \(missing.joined(separator: " and ")) for the \(side) files",
                    at: rambafile.location(of: key), in: rambafile.source,
                    notes: ["Generamba needs a target, a file path and a group path for the \(side) files once any of them is given"])
            }
        }
    }

    /// The Liquid variables of every file (Generamba's `ModuleInfoGenerator#scope`).
    func scope(now: Date) -> LiquidHash {
        let day = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: now)
        let optional: (String?) -> LiquidValue = { $0.map { .string($0) } ?? .nil }
        let list: ([String]?) -> LiquidValue = { $0.map { .array($0.map { .string($0) }) } ?? .nil }
        return LiquidHash([
            ("year", .string(String(day.year ?? 1970))),
            ("date", .string(String(format: "%02d/%02d/%04d", day.day ?? 1, day.month ?? 1, day.year ?? 1970))),
            ("developer", .hash(LiquidHash([("name", optional(author)), ("company", .string(company))]))),
            ("module_info", .hash(LiquidHash([
                ("name", .string(name)), ("description", .string(description)), ("project_name", .string(projectName)),
                ("product_module_name", optional(productModuleName)), ("project_targets", list(projectTargets)),
                ("test_targets", list(testTargets)),
            ]))),
            ("prefix", optional(prefix)),
            ("custom_parameters", .hash(LiquidHash(customParameters.map { ($0.key, .string($0.value)) }))),
        ])
    }

    /// The user name Generamba saved (`generamba setup`), in `~/.generamba/user_preferences.yml`.
    static func savedUserName(home: URL) -> String? {
        let url = home.appendingPathComponent(".generamba/user_preferences.yml")
        guard let data = FileManager.default.contents(atPath: url.path),
            let root = try? YAMLLoader.load(bytes: [UInt8](data), path: url.lastPathComponent),
            let name = root["username"]?.scalarText, !name.isEmpty
        else { return nil }
        return name
    }
}
