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

    private static func mentionsRubyVersion(_ text: String) -> Bool {
        var text = text
        var word = "RUBY_VERSION"
        return text.withUTF8 { hay in word.withUTF8 { ByteSearch($0).firstMatch(in: hay) != nil } }
    }

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
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        let base = workingDirectory.standardizedFile.path
        let display = { (url: URL) in TemplateLocation.displayPath(url, base: base) }

        /// `namedAt`: where the config names the block, so an unreadable runner is located there.
        func parse(_ url: URL, namedAt place: (SourceLocation, SourceText)? = nil, read: RunnerRead? = nil) -> Runner? {
            switch read ?? RunnerRead.read(url, displayPath: display(url)) {
            case .parsed(let program):
                return Runner(url: url, program: program)
            case .unreadable(let reason):
                let message = "cannot read the runner file \(display(url)): \(reason)"
                if let (location, config) = place {
                    errors.append(Diagnostic(.error, code: .unreadableFile, message: message, at: location, in: config))
                } else {
                    errors.append(Diagnostic(code: .unreadableFile, message: message))
                }
            case .notUTF8:
                errors.append(Diagnostic(code: .invalidUTF8, message: "\(display(url)): the runner is not valid UTF-8"))
            case .failed(let diagnostics):
                errors += diagnostics
            }
            return nil
        }

        var content: Content?
        var rubySetting: String?
        var sources: [String] = []
        switch location.shape {
        case .config(let url):
            func loadConfig() throws -> (LoadedConfig, Data) {
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    throw DiagnosticList([Diagnostic(code: .unreadableFile, message: "\(display(url)): cannot read the config")])
                }
                expectLargeRun(ifAtLeast: data.count)
                do {
                    return (try ConfigLoader.load(bytes: [UInt8](data), path: display(url)), data)
                } catch let diagnostic as Diagnostic {
                    throw DiagnosticList([diagnostic])
                }
            }
            let parses = RunnerParses(folder: location.root.appendingPathComponent("runners"), displayPath: display)
            // Many kilobytes of runners make a large run (huge-page heaps pay for themselves), and the
            // thread that parses beside this one must know before it starts.
            if parses != nil { BigStackThread.expectLargeHeaps() }
            let (loaded, data) = try parses.map { parses in
                try parses.parse(whileLoading: loadConfig) { $0.0.config.blocks.filter(\.enabled).map(\.name) }
            } ?? loadConfig()
            warnings = loaded.warnings
            var runners: [String: Runner] = [:]
            // Made once: one per block re-split the whole config into lines, quadratic in the blocks.
            let configText = SourceText(path: display(url), text: String(decoding: data, as: UTF8.self))
            for block in loaded.config.blocks where block.enabled {
                let runnerURL = location.root.appendingPathComponent("runners/\(block.name).rb")
                guard FileManager.default.fileExists(atPath: runnerURL.path) else { continue }
                if let runner = parse(runnerURL, namedAt: (block.location, configText), read: parses?.outcome(for: block.name)) {
                    runners[block.name] = runner
                    sources.append(runner.program.source.text)
                }
            }
            rubySetting = loaded.config.setting("_ruby_version")?.scalarText
            content = .config(loaded.config, runners: runners)
        case .singleFile(let url):
            var info = stat()
            if stat(url.path, &info) == 0 { expectLargeRun(ifAtLeast: Int(info.st_size)) }
            if let runner = parse(url) {
                content = .singleFile(runner)
                sources.append(runner.program.source.text)
            }
        }
        guard let content else { return (nil, errors) }
        // Asking `ruby` costs a process start: only templates that read RUBY_VERSION pay for it.
        // Searched on the bytes: Foundation's search bridged every runner's text (6% of a large run).
        let needsRuby = rubySetting == nil && sources.contains { Self.mentionsRubyVersion($0) }
        let rubyVersion = rubySetting ?? (needsRuby ? installedRubyVersion() : nil) ?? Self.defaultRubyVersion
        let template = LoadedTemplate(
            location: location, content: content, warnings: warnings, rubyVersion: rubyVersion,
            workingDirectoryPath: base)
        return (template, errors)
    }

    /// A template of this many bytes to read and parse makes a large run: it will allocate many
    /// megabytes, for which huge-page heaps pay for their zeroing. The same size from which runners
    /// are worth a second parsing thread, so a template that gets one (`RunnerParses`) is large too.
    private static func expectLargeRun(ifAtLeast bytes: Int) {
        if bytes >= RunnerParses.minimumBytes { BigStackThread.expectLargeHeaps() }
    }

    /// How messages name a file of the template.
    public func displayPath(_ url: URL) -> String {
        TemplateLocation.displayPath(url, base: workingDirectoryPath)
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
