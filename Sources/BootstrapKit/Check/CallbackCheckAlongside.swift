import Diagnostics
import Foundation

/// The part of a template's check that needs the config but not the runners' analyses, done on a
/// second core while the main thread walks the runners: the check vocabulary (built once), the
/// config's side of the callbacks, the list of `.tt` files, and — once every definition is known —
/// the callback findings. A config of thousands of gems made these a third of the check.
final class CallbackCheckAlongside: @unchecked Sendable {
    private let config: TemplateConfig
    private let runnerFiles: [String: String]
    private let templateRoot: URL
    /// Set by the walking thread before it signals `known`; read by `run` after waiting for it.
    private var callbacks: [TemplateDefinitions.CallbackDefinition] = []
    private var sources: [String: SourceText] = [:]
    private let known = DispatchSemaphore(value: 0)
    /// Set by `run`, read once its thread has finished.
    private(set) var findings: [Diagnostic] = []
    private(set) var templateFiles: [URL] = []

    init(config: TemplateConfig, runnerFiles: [String: String], templateRoot: URL) {
        self.config = config
        self.runnerFiles = runnerFiles
        self.templateRoot = templateRoot
    }

    /// The second core's work; it waits for `definitionsAreKnown`, which the analysis always calls.
    func run() {
        _ = CheckVocabulary.standard
        let index = CallbackAnalysis.ConfigIndex(config: config, runnerFiles: runnerFiles)
        templateFiles = ERBSyntaxCheck.templateFiles(under: templateRoot)
        known.wait()
        findings = CallbackAnalysis.findings(index: index, config: config, callbacks: callbacks, sources: sources)
    }

    /// Hands over the callbacks of every analysed file, and their sources, once they are all known.
    func definitionsAreKnown(_ definitions: TemplateDefinitions, _ sources: [String: SourceText]) {
        callbacks = definitions.callbacks
        self.sources = sources
        known.signal()
    }
}
