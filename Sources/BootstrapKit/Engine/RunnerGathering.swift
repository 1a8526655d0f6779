import Diagnostics
import Foundation
import RunnerLanguage

/// How the loader turns a config's enabled blocks into their runners: each block whose
/// `runners/<block>.rb` exists gets its parsed program, and each one that cannot be read or parsed
/// an error, located where the config names the block, in block order (whichever thread parsed
/// it: `RunnerParses`).
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
