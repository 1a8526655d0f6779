import Foundation

/// The reference programs the recordings come from, when this machine has them: Ruby 3.1 (with
/// Psych, ERB, Thor), Rails 6.1, Debian's ruby-liquid and PyPI's pbxproj. A test compares with the
/// recording always, and where the oracle is installed also asserts that the recording is what the
/// oracle answers now, so a stale recording fails there (CI installs them: .ci/run).
///
/// Another version is no oracle: the recordings are Ruby 3.1's and Rails 6.1's, and a Mac's system
/// Ruby (2.6) answers differently. `BOOTSTRAP_NO_ORACLES=1` hides them all, as on a fresh machine.
public enum Oracles {
    /// `ruby` on PATH when it is Ruby 3.1.
    public static let ruby: String? = {
        guard !hidden, let path = onPath("ruby"), let version = run(path, ["-e", "print RUBY_VERSION"]),
              version.status == 0, version.stdout.hasPrefix("3.1.") else { return nil }
        return path
    }()

    /// `rails` on PATH when it is Rails 6.1 (and Ruby is 3.1).
    public static let rails: String? = {
        guard let ruby, let path = onPath("rails"), let version = run(ruby, [path, "--version"]),
              version.status == 0, version.stdout.hasPrefix("Rails 6.1.") else { return nil }
        return path
    }()

    /// Whether Ruby 3.1 can load ruby-liquid.
    public static let liquid: Bool = {
        guard let ruby else { return false }
        return run(ruby, ["-e", "require 'liquid'"])?.status == 0
    }()

    /// `python3` when it can import PyPI's pbxproj.
    public static let pbxproj: String? = {
        guard !hidden, let path = onPath("python3") else { return nil }
        return run(path, ["-c", "import pbxproj"])?.status == 0 ? path : nil
    }()

    private static var hidden: Bool { ProcessInfo.processInfo.environment["BOOTSTRAP_NO_ORACLES"] == "1" }

    /// The first executable `name` in PATH.
    public static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    public struct Output {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs `executable arguments` (in `folder`, with `input` on standard input); nil when it cannot start.
    public static func run(_ executable: String, _ arguments: [String], in folder: URL? = nil, input: Data? = nil) -> Output? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        // Files, not pipes: a program printing more than a pipe holds cannot block.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let files = ["in", "out", "err"].map { scratch.appendingPathComponent($0) }
        FileManager.default.createFile(atPath: files[0].path, contents: input ?? Data())
        FileManager.default.createFile(atPath: files[1].path, contents: nil)
        FileManager.default.createFile(atPath: files[2].path, contents: nil)
        guard let stdin = try? FileHandle(forReadingFrom: files[0]), let stdout = try? FileHandle(forWritingTo: files[1]),
              let stderr = try? FileHandle(forWritingTo: files[2]) else { return nil }
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        try? stdout.close()
        try? stderr.close()
        let read = { (url: URL) in String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }
        return Output(status: process.terminationStatus, stdout: read(files[1]), stderr: read(files[2]))
    }
}
