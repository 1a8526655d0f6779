import Diagnostics
import Foundation

/// A runner file that no block runs: `runners/NAME.rb` is run for the block NAME, so a file whose
/// name is no block's (a typo, or a block indented under another by mistake) never runs, however
/// wrong its code is, and nothing else would say so. Files a runner loads (`require_relative`,
/// `apply`) are the runners' helpers, not strays; so are files in folders under `runners/`.
enum StrayRunners {
    static func findings(config: TemplateConfig, templateRoot: URL, reached: Set<String>, displayPath: (URL) -> String) -> [Diagnostic] {
        let folder = templateRoot.appendingPathComponent("runners")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        let blocks = config.blocks.map(\.name)
        var findings: [Diagnostic] = []
        for name in names.sorted() where name.hasSuffix(".rb") {
            let url = folder.appendingPathComponent(name)
            let block = String(name.dropLast(3))
            var isFolder: ObjCBool = false
            guard !blocks.contains(block), FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                !reached.contains(url.path), !reached.contains(url.resolvingSymlinksInPath().path)
            else { continue }
            var message = "this runner runs for no block: config.yml has no block '\(block)', and no runner loads the file"
            if let suggestion = Suggestions.didYouMean(block, in: blocks) { message += " (\(suggestion))" }
            var finding = Diagnostic(code: .strayRunner, message: message, at: SourceLocation(file: displayPath(url), line: 1, column: 1))
            finding.severity = .warning
            findings.append(finding)
        }
        return findings
    }
}
