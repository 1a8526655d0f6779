import Diagnostics
import Foundation
import RunnerLanguage

/// A template read and checked before anything runs: its config (validated) and every runner
/// (parsed). A template with a YAML, type or syntax error never starts, so a broken template
/// cannot leave a half-generated project behind.
public struct LoadedTemplate {
    public struct Runner {
        public var url: URL
        public var program: Program
    }

    public enum Content {
        /// Blocks in order, and the parsed runner of each block that has one.
        case config(TemplateConfig, runners: [String: Runner])
        case singleFile(Runner)
    }

    public var location: TemplateLocation
    public var content: Content
    /// Warnings found while loading (unknown gem options …), printed before the run.
    public var warnings: [Diagnostic]
    /// RUBY_VERSION as templates see it, found when a template first reads it (`RubyVersion`).
    public var rubyVersion: RubyVersion
    /// The standardized path of the folder messages name files relative to (`displayPath`).
    let workingDirectoryPath: String
    /// The files the check parsed beyond the runners (those they `apply` or `require_relative`), for
    /// the run to take rather than parse again; the runners' own programs are in `content`.
    public let parsedPrograms = ParsedPrograms()

    /// Loads and checks the template. Throws a `DiagnosticList` of every error found.
    public static func load(_ location: TemplateLocation, workingDirectory: URL) throws -> LoadedTemplate {
        let (template, errors) = try loadReportingRunnerErrors(location, workingDirectory: workingDirectory)
        guard errors.isEmpty, let template else { throw DiagnosticList(errors) }
        return template
    }

    /// The template with every runner that parses, and the errors of those that do not, so that
    /// `bootstrap check` reports them together with the findings in the others. A config that cannot
    /// be read or loaded still throws; the template is nil when its only runner does not parse.
    public static func loadReportingRunnerErrors(
        _ location: TemplateLocation, workingDirectory: URL
    ) throws -> (template: LoadedTemplate?, errors: [Diagnostic]) {
        let base = workingDirectory.standardizedFile.path
        let display = { (url: URL) in location.displayPath(url, base: base) }
        var warnings: [Diagnostic] = []
        let content: Content
        var rubySetting: String?
        var errors: [Diagnostic] = []
        switch location.shape {
        case .config(let url):
            let parses = RunnerParses(folder: location.root.appendingPathComponent("runners"), displayPath: display)
            func loadConfig() throws -> (LoadedConfig, Data) {
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    throw DiagnosticList([Diagnostic(code: .unreadableFile, message: "\(display(url)): cannot read the config")])
                }
                do {
                    return (try ConfigLoader.load(bytes: [UInt8](data), path: display(url), keepingErrors: true), data)
                } catch let diagnostic as Diagnostic {
                    throw DiagnosticList([diagnostic])
                }
            }
            let wanted = { (loaded: (LoadedConfig, Data)) in loaded.0.config.blocks.filter(\.enabled).map(\.name) }
            let (loaded, data) = try parses.map { try $0.parse(whileLoading: loadConfig, wanted: wanted) } ?? loadConfig()
            warnings = loaded.warnings
            rubySetting = loaded.config.setting("_ruby_version")?.scalarText
            // Made once: one per block re-split the whole config into lines, quadratic in the blocks.
            let configText = SourceText(path: display(url), text: String(decoding: data, as: UTF8.self))
            let gathering = RunnerGathering(
                root: location.root, config: loaded.config, configText: configText, display: display, parses: parses)
            let runners: [String: Runner]
            (runners, errors) = gathering.gather()
            // The config's shape errors with its runners' syntax errors: one report, not rounds.
            errors = loaded.errors + errors
            content = .config(loaded.config, runners: runners)
        case .singleFile(let url):
            guard let runner = RunnerGathering.runner(url, display: display, errors: &errors) else { return (nil, errors) }
            content = .singleFile(runner)
        }
        let template = LoadedTemplate(
            location: location, content: content, warnings: warnings, rubyVersion: RubyVersion(setting: rubySetting),
            workingDirectoryPath: base)
        return (template, errors)
    }

    /// How messages name a file of the template.
    public func displayPath(_ url: URL) -> String {
        location.displayPath(url, base: workingDirectoryPath)
    }

    /// What the `ruby` on PATH prints when run with `arguments` (RUBY_VERSION, Bundler::VERSION);
    /// nil when there is no ruby, it fails, or prints nothing.
    static func askRuby(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ruby"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8), !text.isEmpty else { return nil }
        return text
    }
}
