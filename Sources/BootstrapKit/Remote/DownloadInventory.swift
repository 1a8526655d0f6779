import Diagnostics
import RunnerLanguage

/// The URLs a template downloads, as `note` findings of `bootstrap check` beside the commands it
/// runs: a reviewer sees every `apply URL` and `get URL` before trusting the template. A URL
/// built at run time shows its computed parts as `#{…}`.
public enum DownloadInventory {
    /// The stable code of these notes.
    public static let code = DiagnosticCode.downloadsURL
    /// Actions that download when their first argument is a URL.
    static let downloadingActions: Set<String> = ["apply", "get"]

    /// The note for `call`, nil when it is not a download (a local source, or no literal URL start).
    public static func note(for call: Call, at node: Node, source: SourceText) -> Diagnostic? {
        guard downloadingActions.contains(call.name), let first = call.arguments.first,
              case .string(let parts) = first.kind else { return nil }
        let url = parts.map { part -> String in
            if case .text(let piece) = part { return piece }
            return "#{…}"
        }.joined()
        guard url.range(of: "^[A-Za-z][A-Za-z0-9+.-]*://", options: .regularExpression) != nil else { return nil }
        return Diagnostic(.note, code: code, message: "downloads \(url) (\(call.name))", at: node.location, in: source)
    }
}
