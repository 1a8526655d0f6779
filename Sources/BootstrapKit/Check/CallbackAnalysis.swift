import Diagnostics
import Foundation

/// `<dependency>_callback` methods that can never run. The engine calls a gem's or package's callback
/// right after adding it, and only if a runner run so far defined it: a callback defined by a runner
/// of a later block than its dependency's is never called, and one whose name matches no dependency
/// is never called.
enum CallbackAnalysis {
    /// A gem or package of the config, as far as callbacks care.
    fileprivate struct Dependency {
        var kind: String
        var name: String
    }

    /// What the finding on one callback name needs of the dependencies that have it, computed once for
    /// every name: searching every block for every callback made thousands of gems quadratic.
    fileprivate struct Adders {
        /// The first enabled dependency of an enabled block with this callback name, and that block's
        /// position among the enabled blocks: the earliest to add it.
        var first: (block: Int, dependency: Dependency)?
        /// The position of the last enabled block that adds one; -1 when none does.
        var lastBlock = -1
    }

    /// Every dependency of `block` in the order a run adds them (gems, packages, pods).
    private static func forEachDependency(
        of block: Block, _ body: (_ callbackName: String, _ enabled: Bool, _ dependency: () -> Dependency) -> Void
    ) {
        for gem in block.gems { body(gem.callbackName, gem.enabled) { Dependency(kind: "gem", name: gem.name) } }
        for package in block.packages {
            body(package.callbackName, package.enabled) { Dependency(kind: "package", name: package.name) }
        }
        for pod in block.pods { body(pod.callbackName, pod.enabled) { Dependency(kind: "pod", name: pod.name) } }
    }

    /// The config's side of the analysis: the enabled blocks, which block each runner file belongs to,
    /// and what adds each callback name. It needs nothing of the runners, so a check has it built on
    /// a second core while it walks them.
    struct ConfigIndex {
        fileprivate let enabledBlocks: [Block]
        fileprivate let blockOfFile: [String: Int]
        fileprivate let adders: [String: Adders]

        init(config: TemplateConfig, runnerFiles: [String: String]) {
            // Where each enabled block runs, by position, and which block each runner file belongs to.
            let enabledBlocks = config.blocks.filter(\.enabled)
            var blockOfFile: [String: Int] = [:]
            for (index, block) in enabledBlocks.enumerated() {
                if let file = runnerFiles[block.name] { blockOfFile[file] = index }
            }
            // Every callback name of the config (of disabled dependencies too: they are known names),
            // in a table sized for them all at once (growing it rehashed every name at each doubling).
            var adders: [String: Adders] = [:]
            adders.reserveCapacity(CallbackAnalysis.dependencyCount(of: config))
            var enabledIndex = 0
            for block in config.blocks {
                forEachDependency(of: block) { callbackName, enabled, dependency in
                    let adds = block.enabled && enabled
                    let index = enabledIndex
                    modify(&adders[callbackName, default: Adders()]) { entry in
                        guard adds else { return }
                        if entry.first == nil { entry.first = (index, dependency()) }
                        entry.lastBlock = index
                    }
                }
                if block.enabled { enabledIndex += 1 }
            }
            self.enabledBlocks = enabledBlocks
            self.blockOfFile = blockOfFile
            self.adders = adders
        }
    }

    /// How many gems, packages and pods the config lists.
    static func dependencyCount(of config: TemplateConfig) -> Int {
        config.blocks.reduce(0) { $0 + $1.gems.count + $1.packages.count + $1.pods.count }
    }

    static func findings(
        config: TemplateConfig, runnerFiles: [String: String], callbacks: [TemplateDefinitions.CallbackDefinition],
        sources: [String: SourceText]
    ) -> [Diagnostic] {
        findings(
            index: ConfigIndex(config: config, runnerFiles: runnerFiles), config: config, callbacks: callbacks, sources: sources)
    }

    static func findings(
        index: ConfigIndex, config: TemplateConfig, callbacks: [TemplateDefinitions.CallbackDefinition],
        sources: [String: SourceText]
    ) -> [Diagnostic] {
        let enabledBlocks = index.enabledBlocks
        let blockOfFile = index.blockOfFile
        let adders = index.adders
        var findings: [Diagnostic] = []
        // A file's callbacks come together: its source and block are looked up once per file.
        var currentFile: String?
        var source: SourceText?
        var definingBlock: Int?
        for callback in callbacks {
            if callback.file != currentFile {
                currentFile = callback.file
                source = sources[callback.file]
                definingBlock = blockOfFile[callback.file]
            }
            guard let entry = adders[callback.name] else {
                var message = "'\(callback.name)' matches no gem or package of the config, so it is never called"
                if let suggestion = Suggestions.didYouMean(callback.name, in: allCallbackNames(of: config)) {
                    message += " (\(suggestion))"
                }
                findings.append(Diagnostic(
                    .warning, code: .callbackWithoutDependency, message: message, at: callback.location, in: source))
                continue
            }
            guard let definingBlock else { continue }
            // Called when some enabled dependency of that name is added at or after the defining block
            // (a block's own dependencies are added after its runner ran); else the earliest one that
            // adds it before tells why not.
            guard entry.lastBlock < definingBlock, let earlier = entry.first else { continue }
            let what = "\(earlier.dependency.kind) '\(earlier.dependency.name)'"
            findings.append(Diagnostic(
                .warning, code: .callbackNeverCalled,
                message: "'\(callback.name)' is never called: block '\(enabledBlocks[earlier.block].name)' adds \(what) before block '\(enabledBlocks[definingBlock].name)' runs the runner that defines it",
                at: callback.location, in: source))
        }
        return findings
    }

    /// Every callback name of the config in order, for suggestions (only a finding needs them).
    private static func allCallbackNames(of config: TemplateConfig) -> [String] {
        var names: [String] = []
        for block in config.blocks { forEachDependency(of: block) { name, _, _ in names.append(name) } }
        return names
    }

    private static func modify<Value>(_ value: inout Value, _ change: (inout Value) -> Void) {
        change(&value)
    }
}
