import Diagnostics
import Foundation

/// `<gem>_callback` methods that can never run. The engine calls a gem's callback right after
/// adding the gem, and only if a runner run so far defined it: a callback defined by a runner of a
/// later block than its gem's is never called, and one whose name matches no gem is never called.
enum CallbackAnalysis {
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
        var allCallbackNames: [String] = []
        for block in config.blocks { allCallbackNames += block.gems.map(\.callbackName) }

        var findings: [Diagnostic] = []
        for callback in callbacks {
            let source = sources[callback.file]
            let gemsOfCallback = config.blocks.flatMap { block in block.gems.filter { $0.callbackName == callback.name } }
            if gemsOfCallback.isEmpty {
                var message = "'\(callback.name)' matches no gem of the config, so it is never called"
                if let suggestion = Suggestions.didYouMean(callback.name, in: allCallbackNames) { message += " (\(suggestion))" }
                findings.append(Diagnostic(
                    .warning, code: CheckCode.callbackWithoutDependency, message: message, at: callback.location, in: source))
                continue
            }
            guard let definingBlock = blockOfFile[callback.file] else { continue }
            // The gems whose addition comes after the defining runner ran (its own block's come after it too).
            var called = false
            var earlier: (block: String, gem: String)?
            for (index, block) in enabledBlocks.enumerated() {
                for gem in block.gems where gem.enabled && gem.callbackName == callback.name {
                    if index >= definingBlock { called = true } else if earlier == nil { earlier = (block.name, gem.name) }
                }
            }
            if !called, let earlier {
                findings.append(Diagnostic(
                    .warning, code: CheckCode.callbackNeverCalled,
                    message: "'\(callback.name)' is never called: block '\(earlier.block)' adds gem '\(earlier.gem)' before block '\(enabledBlocks[definingBlock].name)' runs the runner that defines it",
                    at: callback.location, in: source))
            }
        }
        return findings
    }
}
