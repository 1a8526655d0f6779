import BootstrapYAML
import Foundation

/// One case folder of `Fixtures/attacks/`: its `attack.yml` read into what to run and what must
/// hold afterwards. The format is described at the top of `AttackFolderTests.swift`. A key the
/// format does not know, a missing `expect.exit` or a missing `# promise:` comment is an error of
/// the case, so a typo cannot make a case pass by checking nothing.
struct AttackCase {
    struct Expectation {
        var exit: Int32
        var stdoutHas: [String] = []
        var stderrHas: [String] = []
        var outputLacks: [String] = []
        var noRawControls = false
        var absent: [String] = []
        var present: [String] = []
    }

    let name: String
    let folder: URL
    /// The sentence after `# promise:`.
    var promise: String
    var arguments: [String]
    var cwd: String?
    var environment: [String: String] = [:]
    var stdin: String?
    var expect: Expectation

    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    /// Every case folder under `attacks`, in name order.
    static func all(in attacks: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: attacks, includingPropertiesForKeys: nil)
            .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("attack.yml").path) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    init(folder: URL) throws {
        self.folder = folder
        name = folder.lastPathComponent
        let file = folder.appendingPathComponent("attack.yml")
        let text = try String(contentsOf: file, encoding: .utf8)
        guard let promiseLine = text.split(separator: "\n").first(where: { $0.hasPrefix("# promise:") }),
              case let sentence = promiseLine.dropFirst("# promise:".count).trimmingCharacters(in: .whitespaces),
              !sentence.isEmpty
        else { throw Invalid(description: "attack.yml has no '# promise: …' comment") }
        promise = sentence
        guard let root = try YAMLLoader.load(text, path: file.path), let pairs = root.mappingPairs else {
            throw Invalid(description: "attack.yml is not a mapping")
        }
        var arguments: [String]?
        var expect: Expectation?
        for (key, value) in pairs {
            switch key.scalarText ?? "" {
            case "args": arguments = try Self.strings(value, "args")
            case "cwd": cwd = try Self.string(value, "cwd")
            case "stdin": stdin = try Self.string(value, "stdin")
            case "env":
                guard let entries = value.mappingPairs else { throw Invalid(description: "env is not a mapping") }
                for (name, setting) in entries {
                    environment[name.scalarText ?? ""] = try Self.string(setting, "env")
                }
            case "expect": expect = try Self.expectation(value)
            case let other: throw Invalid(description: "attack.yml: unknown key '\(other)'")
            }
        }
        guard let arguments else { throw Invalid(description: "attack.yml has no args") }
        guard let expect else { throw Invalid(description: "attack.yml has no expect") }
        self.arguments = arguments
        self.expect = expect
    }

    private static func expectation(_ node: Node) throws -> Expectation {
        guard let pairs = node.mappingPairs else { throw Invalid(description: "expect is not a mapping") }
        var exit: Int32?
        var result = Expectation(exit: 0)
        for (key, value) in pairs {
            let name = key.scalarText ?? ""
            switch name {
            case "exit":
                guard let code = value.int else { throw Invalid(description: "expect.exit is not a number") }
                exit = Int32(code)
            case "stdout_has": result.stdoutHas = try strings(value, name)
            case "stderr_has": result.stderrHas = try strings(value, name)
            case "output_lacks": result.outputLacks = try strings(value, name)
            case "absent": result.absent = try strings(value, name)
            case "present": result.present = try strings(value, name)
            case "no_raw_controls":
                guard let flag = value.bool else { throw Invalid(description: "expect.no_raw_controls is not true or false") }
                result.noRawControls = flag
            default: throw Invalid(description: "attack.yml: unknown key 'expect.\(name)'")
            }
        }
        guard let exit else { throw Invalid(description: "attack.yml has no expect.exit") }
        result.exit = exit
        return result
    }

    private static func string(_ node: Node, _ what: String) throws -> String {
        guard let text = node.scalarText else { throw Invalid(description: "\(what) is not a string") }
        return text
    }

    private static func strings(_ node: Node, _ what: String) throws -> [String] {
        guard let items = node.sequenceItems else { throw Invalid(description: "\(what) is not a list") }
        return try items.map { try string($0, what) }
    }
}
