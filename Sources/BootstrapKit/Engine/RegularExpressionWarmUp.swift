import Foundation
import RunnerLanguage

/// The first regular expression a process compiles sets up ICU's regular-expression engine: about
/// 7.8 M instructions (its sets of word, space and digit characters, built from Unicode's property
/// tables), some 1.4 ms. `examples/rails` paid it on the host thread, at its first `environment`
/// call, a third of that thread's instructions. A template that will compile one has it set up on
/// the executable's idle main thread instead, while the host thread checks the template and starts
/// the run (`BigStackThread.handToHostingThread`): the host thread finds the engine ready, or waits
/// for the rest of the set-up instead of doing all of it.
///
/// Only for a template checked before its run: a large one keeps both cores busy with its run,
/// its parse and its check, and the set-up would take a core from them.
enum RegularExpressionWarmUp {
    /// Called on the host thread once `template` is loaded; returns at once.
    static func start(for template: LoadedTemplate) {
        guard ProcessLifetime.isExecutable else { return }
        BigStackThread.handToHostingThread {
            if RegularExpressionUse.isLikely(in: template) { _ = try? NSRegularExpression(pattern: "\\s") }
        }
    }
}

/// Whether a template's runners compile a regular expression when they run: a Regexp literal, a
/// `=~` or `!~`, the `Regexp` constant, or a call of a name whose built-in or action compiles one
/// (String's pattern methods take a String as an escaped pattern; Rails' `environment` and `route`
/// insert after a pattern; the inflections are ActiveSupport's substitutions). A name missing here
/// only leaves the set-up to the host thread, as before; a name listed that the template uses for
/// something else only sets up the engine for nothing, on a core that was idle.
struct RegularExpressionUse: SyntaxWalk {
    static let names: Set<String> = [
        // Actions
        "environment", "application", "route", "inject_into_class", "inject_into_module",
        "comment_lines", "uncomment_lines", "gsub_file",
        // String's pattern methods
        "gsub", "gsub!", "sub", "sub!", "scan", "match", "match?", "split", "index", "rindex",
        "partition", "rpartition", "slice", "slice!",
        // ActiveSupport's inflections
        "camelize", "camelcase", "underscore", "titleize", "titlecase", "humanize", "pluralize",
        "singularize", "classify", "tableize", "foreign_key", "parameterize",
    ]
    /// How deep the walk goes: it runs on the main thread's ordinary stack, and a template nested
    /// deeper than this is left to the host thread.
    static let maximumDepth = 256

    private(set) var found = false

    /// Walks the runners of `template` (a checked-first template is loaded whole).
    static func isLikely(in template: LoadedTemplate) -> Bool {
        var walk = RegularExpressionUse()
        switch template.content {
        case .config(let config, let runners):
            for block in config.blocks where block.enabled && !walk.found {
                if let body = runners[block.name]?.program.body { walk.walkChild(body, depth: 0) }
            }
        case .singleFile(let runner):
            if let body = runner.program.body { walk.walkChild(body, depth: 0) }
        }
        return walk.found
    }

    mutating func walkChild(_ node: Node, depth: Int) {
        guard !found, depth < Self.maximumDepth else { return }
        switch node.kind {
        case .regexp:
            found = true
        case .binary(let op, _, _) where op == "=~" || op == "!~":
            found = true
        case .constant(_, let name, _) where name == "Regexp":
            found = true
        case .call(let call) where Self.names.contains(call.name):
            found = true
        default:
            node.forEachChild(into: &self, depth: depth + 1)
        }
    }
}
