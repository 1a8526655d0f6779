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
    /// RUBY_VERSION as templates see it: the `_ruby_version` setting, else the `ruby` on PATH, else
    /// `defaultRubyVersion`.
    public var rubyVersion: String
    /// RUBY_VERSION when nothing else gives one (and what `bootstrap check` assumes), kept in one place.
    public static let defaultRubyVersion = "3.3.6"
    /// The standardized path of the folder messages name files relative to (`displayPath`).
    let workingDirectoryPath: String
    /// The files the check parsed beyond the runners (those they `apply` or `require_relative`), for
    /// the run to take rather than parse again; the runners' own programs are in `content`.
    public let parsedPrograms = ParsedPrograms()

    /// A config template whose runners are still being parsed (`loadStreaming`); nil once loaded.
    var streamed: StreamedRunners?

    /// Whether parts of the template are still being parsed (`loadStreaming`): a config template's
    /// runners, or the rest of a large single file (`Program.isStreamed`).
    var isStreamed: Bool {
        if streamed != nil { return true }
        if case .singleFile(let runner) = content { return runner.program.isStreamed }
        return false
    }

    /// The template once every part of it is parsed (waiting here for the parts still being
    /// parsed), as `load` gives it, or the errors of the parts that do not parse.
    func finishLoading() -> Result<LoadedTemplate, DiagnosticList> {
        if let streamed { return streamed.finish() }
        guard case .singleFile(let runner) = content else { return .success(self) }
        do {
            try runner.program.complete()
            return .success(self)
        } catch let diagnostic as Diagnostic {
            return .failure(DiagnosticList([diagnostic]))
        } catch {
            return .failure(DiagnosticList([Diagnostic(code: .syntaxError, message: "\(displayPath(runner.url)): \(error)")]))
        }
    }

    /// Whether a runner's text names RUBY_VERSION, searched on the bytes (Foundation's search
    /// bridged every runner's text: 6% of a large run).
    static func mentionsRubyVersion(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var word = "RUBY_VERSION"
        return word.withUTF8 { ByteSearch($0).firstMatch(in: bytes) != nil }
    }

    static func mentionsRubyVersion(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { mentionsRubyVersion($0) }
    }

    /// Loads and checks the template. Throws a `DiagnosticList` of every error found.
    public static func load(_ location: TemplateLocation, workingDirectory: URL) throws -> LoadedTemplate {
        let (template, errors) = try loadReportingRunnerErrors(location, workingDirectory: workingDirectory)
        guard errors.isEmpty, let template else { throw DiagnosticList(errors) }
        return template
    }

    /// As `load`, except that a config template large enough for a second parsing thread comes back
    /// as soon as its config is loaded, its runners still being parsed (`streamed`), and a large
    /// single file once its first part is parsed: a run can start on the first block, or the first
    /// statements, meanwhile. Its errors past that point come from `finishLoading()`.
    static func loadStreaming(_ location: TemplateLocation, workingDirectory: URL) throws -> LoadedTemplate {
        let (template, errors) = try loadReportingRunnerErrors(location, workingDirectory: workingDirectory, streaming: true)
        guard errors.isEmpty, let template else { throw DiagnosticList(errors) }
        return template
    }

    /// The template with every runner that parses, and the errors of those that do not, so that
    /// `bootstrap check` reports them together with the findings in the others. A config that cannot
    /// be read or loaded still throws; the template is nil when its only runner does not parse.
    public static func loadReportingRunnerErrors(
        _ location: TemplateLocation, workingDirectory: URL
    ) throws -> (template: LoadedTemplate?, errors: [Diagnostic]) {
        try loadReportingRunnerErrors(location, workingDirectory: workingDirectory, streaming: false)
    }

    private static func loadReportingRunnerErrors(
        _ location: TemplateLocation, workingDirectory: URL, streaming: Bool
    ) throws -> (template: LoadedTemplate?, errors: [Diagnostic]) {
        let base = workingDirectory.standardizedFile.path
        let display = { (url: URL) in location.displayPath(url, base: base) }
        var warnings: [Diagnostic] = []
        let content: Content
        // Asking `ruby` costs a process start: only templates whose runners name RUBY_VERSION pay for it.
        var namesRubyVersion = false
        var rubySetting: String?
        var streamed: StreamedRunners?
        var errors: [Diagnostic] = []
        switch location.shape {
        case .config(let url):
            let parses = RunnerParses(folder: location.root.appendingPathComponent("runners"), displayPath: display)
            func loadConfig() throws -> (LoadedConfig, Data) {
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    throw DiagnosticList([Diagnostic(code: .unreadableFile, message: "\(display(url)): cannot read the config")])
                }
                do {
                    return (try ConfigLoader.load(bytes: [UInt8](data), path: display(url)), data)
                } catch let diagnostic as Diagnostic {
                    throw DiagnosticList([diagnostic])
                }
            }
            let wanted = { (loaded: (LoadedConfig, Data)) in loaded.0.config.blocks.filter(\.enabled).map(\.name) }
            let (loaded, data): (LoadedConfig, Data)
            if streaming, let parses {
                (loaded, data) = try parses.start(whileLoading: loadConfig, wanted: wanted)
            } else {
                (loaded, data) = try parses.map { try $0.parse(whileLoading: loadConfig, wanted: wanted) } ?? loadConfig()
            }
            warnings = loaded.warnings
            rubySetting = loaded.config.setting("_ruby_version")?.scalarText
            // Made once: one per block re-split the whole config into lines, quadratic in the blocks.
            let configText = SourceText(path: display(url), text: String(decoding: data, as: UTF8.self))
            let gathering = RunnerGathering(
                root: location.root, config: loaded.config, configText: configText, display: display, parses: parses)
            if streaming, let parses {
                streamed = StreamedRunners(gathering: gathering, parses: parses)
                content = .config(loaded.config, runners: [:])
                namesRubyVersion = rubySetting == nil && gathering.runnersNameRubyVersion()
            } else {
                let runners: [String: Runner]
                (runners, errors) = gathering.gather()
                // A template with a runner that does not parse never runs: no version is needed then.
                namesRubyVersion = rubySetting == nil && errors.isEmpty && gathering.runnersNameRubyVersion(loaded: runners)
                content = .config(loaded.config, runners: runners)
            }
        case .singleFile(let url):
            // Streamed, a large file comes back parsed up to a split, the rest being parsed meanwhile.
            let read = RunnerRead.read(url, displayPath: display(url), streaming: streaming)
            switch RunnerGathering.runner(url, read: read, display: display, errors: &errors) {
            case let runner?:
                content = .singleFile(runner)
                namesRubyVersion = Self.mentionsRubyVersion(runner.program.source.text)
            case nil:
                return (nil, errors)
            }
        }
        let rubyVersion = rubySetting ?? (namesRubyVersion ? installedRubyVersion() : nil) ?? Self.defaultRubyVersion
        var template = LoadedTemplate(
            location: location, content: content, warnings: warnings, rubyVersion: rubyVersion,
            workingDirectoryPath: base)
        // The preliminary copy is kept without the link back, so the two do not hold each other.
        streamed?.preliminary = template
        template.streamed = streamed
        return (template, errors)
    }

    /// How messages name a file of the template.
    public func displayPath(_ url: URL) -> String {
        location.displayPath(url, base: workingDirectoryPath)
    }

    /// The version of the `ruby` on PATH, nil when there is none.
    static func installedRubyVersion() -> String? {
        askRuby(["-e", "print RUBY_VERSION"])
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
