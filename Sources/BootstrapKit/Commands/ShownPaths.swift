import Foundation

/// What a command of `new` prints about the folder the project is built in is shown with the
/// project's own path: `git init` says `Initialized empty Git repository in /home/me/shop/.git/`,
/// not the staging folder's `/home/me/.shop.bootstrap-27892-…/.git/`, which is gone once the
/// project is in place. Only the lines shown to the user are rewritten; output a template
/// captures (`run …, capture: true`, backticks) is what the command printed, since the template
/// may use it as a path of the run.
///
/// Commands run in the staging folder rather than in the final one because the project must not
/// exist until the run has succeeded (docs/safety.md): a command that prints where it works would
/// otherwise name a folder the user never sees.
public struct ShownPaths: Sendable {
    /// Each staging path (as given, and with its links resolved, as `pwd -P` or git prints it) and
    /// what it is shown as; longer ones first, so a folder inside another is rewritten whole.
    private var rewrites: [(from: String, to: String)] = []

    public init() {}

    /// `staging` shown as `final`.
    public mutating func show(_ staging: URL, as final: URL) {
        var froms = [staging.standardizedFileURL.path]
        if let real = realpath(staging.path, nil) {
            froms.append(String(cString: real))
            free(real)
        }
        for from in Set(froms) where from != "/" { rewrites.append((from, final.standardizedFileURL.path)) }
        rewrites.sort { $0.from.count > $1.from.count }
    }

    /// `line` with every staging path replaced by the path it is shown as.
    public func apply(_ line: String) -> String {
        var line = line
        for (from, to) in rewrites where line.contains(from) { line = line.replacingOccurrences(of: from, with: to) }
        return line
    }
}
