import Diagnostics
import RunnerLanguage

/// The URLs a template downloads, as `note` findings of `bootstrap check` beside the commands it
/// runs: a reviewer sees every `apply URL` and `get URL` before trusting the template. A URL
/// built at run time shows its computed parts as `#{…}`.
public enum DownloadInventory {
    /// The stable code of these notes.
    public static let code = DiagnosticCode.downloadsURL
    /// The note for `call` and, when the URL holds control characters, a warning; nothing when
    /// it is not a download (a local source, or no literal URL start). `definition` is the
    /// action's entry in the table; its `downloads` says whether its source may be a URL.
    public static func findings(for call: Call, definition: ActionDefinition, at node: Node, source: SourceText) -> [Diagnostic] {
        guard let (url, note) = note(for: call, definition: definition, at: node, source: source) else { return [] }
        return [note] + [CommandInventory.controlCharacters(in: url, what: "the URL", at: node, source: source)].compactMap { $0 }
    }

    private static func note(for call: Call, definition: ActionDefinition, at node: Node, source: SourceText) -> (String, Diagnostic)? {
        guard definition.downloads, let index = definition.source, index < call.arguments.count,
              case let first = call.arguments[index],
              case .string(let parts) = first.kind else { return nil }
        let url = parts.map { part -> String in
            if case .text(let piece) = part { return piece }
            return "#{…}"
        }.joined()
        guard url.range(of: "^[A-Za-z][A-Za-z0-9+.-]*://", options: .regularExpression) != nil else { return nil }
        return (url, Diagnostic(.note, code: code, message: "downloads \(url) (\(call.name))", at: node.location, in: source))
    }
}
