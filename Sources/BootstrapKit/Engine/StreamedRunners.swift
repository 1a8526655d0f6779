import Diagnostics
import Foundation
import RunnerLanguage

/// How the loader turns a config's enabled blocks into their runners: each block whose
/// `runners/<block>.rb` exists gets its parsed program, and each one that cannot be read or parsed
/// an error, located where the config names the block, in block order. One code for the template
/// loaded whole and for the streamed one (`StreamedRunners`), so both report the same errors.
struct RunnerGathering {
    let root: URL
    let config: TemplateConfig
    let configText: SourceText
    let display: (URL) -> String
    /// The files a second thread parses (nil: each is parsed here).
    let parses: RunnerParses?

    func url(of block: String) -> URL {
        root.appendingPathComponent("runners/\(block).rb")
    }

    /// Every enabled block's runner, and the errors of those that do not parse.
    func gather() -> (runners: [String: LoadedTemplate.Runner], errors: [Diagnostic]) {
        var runners: [String: LoadedTemplate.Runner] = [:]
        var errors: [Diagnostic] = []
        for block in config.blocks where block.enabled {
            let runnerURL = url(of: block.name)
            guard FileManager.default.fileExists(atPath: runnerURL.path) else { continue }
            if let runner = Self.runner(
                runnerURL, namedAt: (block.location, configText), read: parses?.outcome(waitingFor: block.name)?.read,
                display: display, errors: &errors) {
                runners[block.name] = runner
            }
        }
        return (runners, errors)
    }

    /// Whether an enabled block's runner file names RUBY_VERSION: what the loader asks before any
    /// runner has to be parsed. A file parsed already (in `loaded`, or by the parsing threads) is
    /// searched in its program's text, the others as the bytes read here (no text is made of them:
    /// that copied and checked every byte again).
    func runnersNameRubyVersion(loaded: [String: LoadedTemplate.Runner] = [:]) -> Bool {
        let folder = root.path + "/runners/"
        return config.blocks.contains { block in
            guard block.enabled else { return false }
            if let runner = loaded[block.name] { return LoadedTemplate.mentionsRubyVersion(runner.program.source.text) }
            if case .parsed(let program)? = parses?.outcome(for: block.name)?.read {
                return LoadedTemplate.mentionsRubyVersion(program.source.text)
            }
            guard let data = FileManager.default.contents(atPath: folder + block.name + ".rb") else { return false }
            return data.withUnsafeBytes { LoadedTemplate.mentionsRubyVersion($0.bindMemory(to: UInt8.self)) }
        }
    }

    /// The runner `read` gave (read and parsed here when nil), or nil with its error added to `errors`.
    /// `namedAt`: where the config names the block, so an unreadable runner is located there.
    static func runner(
        _ url: URL, namedAt place: (SourceLocation, SourceText)? = nil, read: RunnerRead? = nil,
        display: (URL) -> String, errors: inout [Diagnostic]
    ) -> LoadedTemplate.Runner? {
        switch read ?? RunnerRead.read(url, displayPath: display(url)) {
        case .parsed(let program):
            return LoadedTemplate.Runner(url: url, program: program)
        case .unreadable(let reason):
            let message = "cannot read the runner file \(display(url)): \(reason)"
            if let (location, config) = place {
                errors.append(Diagnostic(.error, code: .unreadableFile, message: message, at: location, in: config))
            } else {
                errors.append(Diagnostic(code: .unreadableFile, message: message))
            }
        case .failed(let diagnostics):
            errors += diagnostics
        }
        return nil
    }
}

/// The runners of a large config template while a second thread still parses them
/// (`LoadedTemplate.loadStreaming`). The run takes each block's runner when it reaches the block
/// (`runner(for:)`), parsing it itself if no thread has yet; `finish` waits for all of them and
/// gives the template as `LoadedTemplate.load` would have, or its errors. A run that starts before
/// its runners are all known to parse is a speculative one: its check (`SpeculativeCheck`) calls
/// `finish` first and refuses the run on a runner error, so nothing it did leaves the process.
final class StreamedRunners: @unchecked Sendable {
    private let gathering: RunnerGathering
    let parses: RunnerParses
    /// The template as loaded so far: the config, no runners (set once by the loader).
    var preliminary: LoadedTemplate!
    private let lock = NSLock()
    private var finished: Result<LoadedTemplate, DiagnosticList>?

    init(gathering: RunnerGathering, parses: RunnerParses) {
        self.gathering = gathering
        self.parses = parses
    }

    /// Block `name`'s runner, nil when it has none; throws when its file does not parse, which
    /// `finish` reports.
    func runner(for name: String) throws -> LoadedTemplate.Runner? {
        let url: URL
        let read: RunnerRead
        if let parsed = parses.outcome(waitingFor: name), !parsed.read.isUnreadable {
            (url, read) = parsed
        } else {
            // Not a file of `runners/` when the parse began, or gone since: looked for now.
            url = gathering.url(of: name)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            read = RunnerRead.read(url, displayPath: gathering.display(url))
        }
        switch read {
        case .parsed(let program): return LoadedTemplate.Runner(url: url, program: program)
        default: throw UnparsedRunner(block: name)
        }
    }

    /// `finish` on this thread, for a run that must not start before every runner is parsed: the
    /// second thread is given nothing to do after its share.
    func finishHere() -> Result<LoadedTemplate, DiagnosticList> {
        parses.handOver(nil)
        return finish()
    }

    /// The whole template once every runner is parsed (on this thread as well), or its errors;
    /// computed once, whichever thread asks first.
    func finish() -> Result<LoadedTemplate, DiagnosticList> {
        lock.lock()
        defer { lock.unlock() }
        if let finished { return finished }
        parses.finishAll()
        let (runners, errors) = gathering.gather()
        var template = preliminary!
        template.content = .config(gathering.config, runners: runners)
        let result: Result<LoadedTemplate, DiagnosticList> = errors.isEmpty ? .success(template) : .failure(DiagnosticList(errors))
        finished = result
        return result
    }
}

/// What a streamed run's way to a block's runner throws when the runner did not parse: the run
/// ends there, and its check reports the runner's errors (`StreamedRunners.finish`).
struct UnparsedRunner: Error, CustomStringConvertible {
    let block: String
    var description: String { "the runner of block '\(block)' did not load" }
}
