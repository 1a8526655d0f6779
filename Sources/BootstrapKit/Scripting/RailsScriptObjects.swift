import Foundation
import RubyText
import RunnerLanguage

/// `Rails` as a template running under `rails new` sees it: the version of Rails the project uses
/// (`Rails.version`, `Rails.gem_version`, `Rails::VERSION::MAJOR`/`MINOR`/`TINY`/`PRE`/`STRING`).
/// The version is the project's: its Gemfile.lock's `rails (X)`, else the newest version its
/// Gemfile's `gem "rails", …` names. Like there, the application itself (`Rails.root`,
/// `Rails.env`) is not loaded while a template runs.
final class RailsScriptObject: ObjectValue, HostMethodNames {
    private let workspace: Workspace
    private lazy var found: String? = Self.projectRailsVersion(workspace)

    init(workspace: Workspace) { self.workspace = workspace }

    override var className: String { "Module" }
    override var inspectText: String { "Rails" }
    var methodNames: [String] { ["version", "gem_version", "VERSION"] }

    private func version(_ context: CallContext) throws -> String {
        guard let found else {
            throw context.error("NameError", "Rails.version: the project's Gemfile.lock and Gemfile name no rails version")
        }
        return found
    }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        switch name {
        case "version": return .str(try version(context))
        case "gem_version": return .object(GemVersionObject(try version(context)))
        case "VERSION": return .object(RailsVersionConstants(try version(context)))
        default: return nil
        }
    }

    /// `rails (6.1.7.10)` of Gemfile.lock, else the highest version in the Gemfile's rails line.
    static func projectRailsVersion(_ workspace: Workspace) -> String? {
        if let lock = try? workspace.read("Gemfile.lock"),
            let match = lock.range(of: #"(?m)^    rails \(([0-9][^)]*)\)$"#, options: .regularExpression) {
            let line = lock[match]
            return String(line[line.index(after: line.firstIndex(of: "(")!)..<line.index(before: line.endIndex)])
        }
        guard let gemfile = try? workspace.read("Gemfile") else { return nil }
        for line in RubyLines.pieces(gemfile) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.range(of: #"^gem\s*\(?\s*["']rails["']"#, options: .regularExpression) != nil else { continue }
            let quoted = try? NSRegularExpression(pattern: #"["'][~<>=! ]*([0-9][0-9A-Za-z.]*)["']"#)
            let whole = NSRange(trimmed.startIndex..., in: trimmed)
            let versions = (quoted?.matches(in: trimmed, range: whole) ?? []).compactMap { match in
                Range(match.range(at: 1), in: trimmed).map { String(trimmed[$0]) }
            }
            return versions.max { GemVersionObject($0).compare(GemVersionObject($1)) < 0 }
        }
        return nil
    }
}

/// `Rails::VERSION`: MAJOR, MINOR, TINY (integers), PRE (the fourth segment as a string, or nil) and STRING.
final class RailsVersionConstants: ObjectValue {
    let version: String
    init(_ version: String) { self.version = version }
    override var className: String { "Module" }
    override var inspectText: String { "Rails::VERSION" }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        let parts = version.split(separator: ".").map(String.init)
        func number(_ index: Int) -> Value { index < parts.count ? (Int(parts[index]).map { .integer($0) } ?? .str(parts[index])) : .integer(0) }
        switch name {
        case "MAJOR": return number(0)
        case "MINOR": return number(1)
        case "TINY": return number(2)
        case "PRE": return parts.count > 3 ? .str(parts[3...].joined(separator: ".")) : .nil
        case "STRING": return .str(version)
        default: return nil
        }
    }
}

/// `Bundler`: `Bundler::VERSION` (the installed Bundler's, asked of `ruby` once, when first read)
/// and `with_unbundled_env`/`with_clean_env`/`with_original_env`, which run their block: commands
/// a template runs never see a Bundler environment of bootstrap's to begin with.
final class BundlerScriptObject: ObjectValue, HostMethodNames {
    private lazy var installed: String? = Self.installedBundlerVersion()

    override var className: String { "Module" }
    override var inspectText: String { "Bundler" }
    var methodNames: [String] { ["VERSION", "with_unbundled_env", "with_clean_env", "with_original_env"] }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        switch name {
        case "VERSION":
            guard let installed else { throw context.error("NameError", "Bundler::VERSION: no Bundler is installed (`ruby -rbundler` failed)") }
            return .str(installed)
        case "with_unbundled_env", "with_clean_env", "with_original_env":
            guard let block = arguments.block else { throw context.error("LocalJumpError", "no block given (yield)") }
            return try block.call([])
        default: return nil
        }
    }

    static func installedBundlerVersion() -> String? {
        LoadedTemplate.askRuby(["-rbundler", "-e", "print Bundler::VERSION"])
    }
}
