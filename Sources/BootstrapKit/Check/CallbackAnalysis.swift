import Diagnostics
import Foundation

/// `<dependency>_callback` methods that can never run. The engine calls a gem's or package's callback
/// right after adding it, and only if a runner run so far defined it: a callback defined by a runner
/// of a later block than its dependency's is never called, and one whose name matches no dependency
/// is never called.
enum CallbackAnalysis {
    /// A gem or package of the config, as far as callbacks care.
    private struct Dependency {
        var kind: String
        var name: String
        var callbackName: String
        var enabled: Bool
    }

    private static func dependencies(of block: Block) -> [Dependency] {
        block.gems.map { Dependency(kind: "gem", name: $0.name, callbackName: $0.callbackName, enabled: $0.enabled) }
            + block.packages.map {
                Dependency(kind: "package", name: $0.name, callbackName: $0.callbackName, enabled: $0.enabled)
            }
            + block.pods.map { Dependency(kind: "pod", name: $0.name, callbackName: $0.callbackName, enabled: $0.enabled) }
    }

    static func findings(
        config: TemplateConfig, runnerFiles: [String: String], callbacks: [TemplateDefinitions.CallbackDefinition],
        sources: [String: SourceText]
    ) -> [Diagnostic] {
        // Where each enabled block runs, by position, and which block each runner file belongs to.
        let enabledBlocks = config.blocks.filter(\.enabled)
        var blockOfFile: [String: Int] = [:]
        for (index, block) in enabledBlocks.enumerated() {
            if let file = runnerFiles[block.name] { blockOfFile[file] = index }
        }
        // The enabled dependencies of the enabled blocks by callback name, in run order, computed once:
        // searching every block for every callback made thousands of gems quadratic. Each block's
        // dependencies are listed once, for both this and every callback name.
        var allCallbackNames: [String] = []
        var addedBy: [String: [(block: Int, dependency: Dependency)]] = [:]
        var enabledIndex = 0
        for block in config.blocks {
            let blockDependencies = dependencies(of: block)
            for dependency in blockDependencies { allCallbackNames.append(dependency.callbackName) }
            guard block.enabled else { continue }
            for dependency in blockDependencies where dependency.enabled {
                addedBy[dependency.callbackName, default: []].append((enabledIndex, dependency))
            }
            enabledIndex += 1
        }
        let knownCallbackNames = Set(allCallbackNames)

        var findings: [Diagnostic] = []
        for callback in callbacks {
            let source = sources[callback.file]
            guard knownCallbackNames.contains(callback.name) else {
                var message = "'\(callback.name)' matches no gem or package of the config, so it is never called"
                if let suggestion = Suggestions.didYouMean(callback.name, in: allCallbackNames) { message += " (\(suggestion))" }
                findings.append(Diagnostic(
                    .warning, code: .callbackWithoutDependency, message: message, at: callback.location, in: source))
                continue
            }
            guard let definingBlock = blockOfFile[callback.file] else { continue }
            // Called when some enabled dependency of that name is added at or after the defining block
            // (a block's own dependencies are added after its runner ran).
            var called = false
            var earlier: (block: String, dependency: Dependency)?
            for (index, dependency) in addedBy[callback.name] ?? [] {
                if index >= definingBlock { called = true } else if earlier == nil { earlier = (enabledBlocks[index].name, dependency) }
            }
            if !called, let earlier {
                let what = "\(earlier.dependency.kind) '\(earlier.dependency.name)'"
                findings.append(Diagnostic(
                    .warning, code: .callbackNeverCalled,
                    message: "'\(callback.name)' is never called: block '\(earlier.block)' adds \(what) before block '\(enabledBlocks[definingBlock].name)' runs the runner that defines it",
                    at: callback.location, in: source))
            }
        }
        return findings
    }
}
