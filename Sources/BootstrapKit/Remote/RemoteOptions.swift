import Foundation

/// How `-m` and a runner's `get`/`apply` of a URL reach templates elsewhere: `--ref`, `--subdir`,
/// `--offline`, `--max-download-size`, and the environment the cache and the user configuration
/// are found through (a parameter, so tests give a child process its own folders).
public struct RemoteOptions: Sendable {
    /// 10 MiB: far above any template file, far below what a mistaken URL (an ISO image) would cost.
    public static let defaultMaxDownloadSize = 10 * 1024 * 1024

    /// `--ref REF`: a tag, branch or commit; nil takes the newest version tag, else the default branch.
    public var ref: String?
    /// `--subdir DIR`: the folder of the repository that holds the template.
    public var subdir: String?
    /// `--offline`: nothing is fetched; only the cache serves.
    public var offline = false
    /// `--max-download-size SIZE`: the largest file an HTTP download may be, in bytes.
    public var maxDownloadSize = RemoteOptions.defaultMaxDownloadSize
    /// Find the version of the commit a git template resolves to (`TemplateOrigin.version`): two
    /// more git calls per fetch, which only `update` needs (its migrations, `--check`).
    var findsVersion = false
    /// The process's environment unless set (tests give their own). Read when first asked for, once
    /// per process: copying it into a dictionary was a tenth of `bootstrap --version`, which never needs it.
    public var environment: [String: String] {
        get { givenEnvironment ?? ProcessEnvironment.variables }
        set { givenEnvironment = newValue }
    }
    private var givenEnvironment: [String: String]?

    public init() {}

    /// `--max-download-size` values: bytes, or a number with K, M or G (powers of 1024).
    public static func parseSize(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).uppercased()
        let units: [(String, Int)] = [("KB", 1 << 10), ("MB", 1 << 20), ("GB", 1 << 30), ("K", 1 << 10), ("M", 1 << 20), ("G", 1 << 30), ("B", 1)]
        for (suffix, factor) in units where trimmed.hasSuffix(suffix) {
            guard let number = Int(trimmed.dropLast(suffix.count)), number > 0 else { return nil }
            return number.multipliedReportingOverflow(by: factor).overflow ? nil : number * factor
        }
        guard let number = Int(trimmed), number > 0 else { return nil }
        return number
    }

    /// The user's home folder as the environment gives it (tests point HOME at a temporary folder).
    var home: URL {
        URL(fileURLWithPath: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory())
    }

    /// An XDG base folder: `$VARIABLE` when it is an absolute path (the spec ignores relative ones), else `~/fallback`.
    func xdgFolder(_ variable: String, fallback: String) -> URL {
        if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
        return home.appendingPathComponent(fallback)
    }
}
