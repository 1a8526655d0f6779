import Foundation

/// One run of an attack case, as `AttackFolderTests` describes: a fresh copy of the case folder
/// (`$CASE`), an empty working folder (`$WORK`), a fake home (`$HOME`) seeded with credentials,
/// a loopback server (`$SERVER`) that serves `$CASE/served/` and logs every request line, then
/// `setup.sh`, bootstrap, the expectations, `check.sh`, and the checks every case gets: the home
/// unchanged byte for byte (its `.cache/bootstrap` aside), no process of the run left, and an end
/// within 60 s. `problems` lists everything that broke; empty means the case held.
final class AttackRun {
    static let deadline: TimeInterval = 60

    let attack: AttackCase
    let root: URL
    var caseFolder: URL { root.appendingPathComponent("case") }
    var work: URL { root.appendingPathComponent("work") }
    var home: URL { root.appendingPathComponent("home") }
    var requestLog: URL { root.appendingPathComponent("requests.log") }
    private(set) var problems: [String] = []
    private(set) var outcome = AttackProcess.Outcome(status: -1, stdout: Data(), stderr: Data(), timedOut: false, leftRunning: [])
    private var server: LoopbackServer?

    init(_ attack: AttackCase) throws {
        self.attack = attack
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bootstrap-attack-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        // The real path, so what the run prints (macOS's /var is /private/var) matches $WORK.
        root = URL(fileURLWithPath: base.resolvingSymlinksInPath().path)
        try FileManager.default.copyItem(at: attack.folder, to: caseFolder)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FakeHome.seed(home)
        FileManager.default.createFile(atPath: requestLog.path, contents: Data())
    }

    deinit {
        server?.stop()
        try? FileManager.default.removeItem(at: root)
    }

    var variables: [String: String] {
        [
            "CASE": caseFolder.path, "WORK": work.path, "HOME": home.path,
            "SERVER": server?.base ?? "", "BOOTSTRAP": BootstrapProcess.binary.path,
        ]
    }

    /// `$NAME` and `${NAME}` of the five variables replaced in `text`.
    func substitute(_ text: String) -> String {
        var result = text
        for (name, value) in variables {
            result = result.replacingOccurrences(of: "${\(name)}", with: value).replacingOccurrences(of: "$\(name)", with: value)
        }
        return result
    }

    func run() -> [String] {
        do {
            let served = caseFolder.appendingPathComponent("served")
            try? FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
            server = try LoopbackServer(serving: served, requestLog: requestLog)
            if let problem = try script("setup.sh", extra: [:]) { return ["setup.sh failed: \(problem)"] }
            let homeBefore = FakeHome.state(home)
            outcome = try AttackProcess.run(
                arguments: attack.arguments.map(substitute), in: URL(fileURLWithPath: substitute(attack.cwd ?? "$WORK")),
                environment: environment(), stdin: attack.stdin, deadline: Self.deadline)
            checkOutcome()
            checkHome(before: homeBefore)
            try writeOutputs()
            if let problem = try script("check.sh", extra: [
                "EXIT": String(outcome.status), "STDOUT_FILE": root.appendingPathComponent("stdout").path,
                "STDERR_FILE": root.appendingPathComponent("stderr").path,
            ]) {
                problems.append("check.sh: \(problem)")
            }
        } catch {
            problems.append("the harness could not run the case: \(error)")
        }
        return problems
    }

    /// What the run's environment holds: nothing of the test's own but PATH, locale and TMPDIR.
    private func environment() -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var result = ["PATH": inherited["PATH"] ?? "/usr/bin:/bin", "NO_COLOR": "1"]
        for name in ["LANG", "LC_ALL", "TMPDIR"] { result[name] = inherited[name] }
        result["HOME"] = home.path
        result["XDG_CACHE_HOME"] = home.appendingPathComponent(".cache").path
        result["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
        for (name, value) in attack.environment { result[name] = substitute(value) }
        return result
    }

    private func checkOutcome() {
        let expect = attack.expect
        let stdout = String(decoding: outcome.stdout, as: UTF8.self)
        let stderr = String(decoding: outcome.stderr, as: UTF8.self)
        if outcome.timedOut { problems.append("the run did not end within \(Int(Self.deadline)) s (killed)") }
        if !outcome.leftRunning.isEmpty { problems.append("processes of the run were left running: \(outcome.leftRunning)") }
        if outcome.status != expect.exit { problems.append("exit \(outcome.status), expected \(expect.exit)") }
        for part in expect.stdoutHas.map(substitute) where !stdout.contains(part) {
            problems.append("stdout lacks \(part.debugDescription)")
        }
        for part in expect.stderrHas.map(substitute) where !stderr.contains(part) {
            problems.append("stderr lacks \(part.debugDescription)")
        }
        for part in expect.outputLacks.map(substitute) where (stdout + stderr).contains(part) {
            problems.append("output has \(part.debugDescription)")
        }
        if expect.noRawControls {
            for (stream, bytes) in [("stdout", outcome.stdout), ("stderr", outcome.stderr)] {
                if let byte = bytes.first(where: { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F }) {
                    problems.append("\(stream) has the raw control byte 0x\(String(byte, radix: 16))")
                }
            }
        }
        for path in expect.absent.map(substitute) where FakeHome.exists(path) {
            problems.append("\(path) exists")
        }
        for path in expect.present.map(substitute) where !FakeHome.exists(path) {
            problems.append("\(path) does not exist")
        }
    }

    private func checkHome(before: [String: String]) {
        let after = FakeHome.state(home)
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
        if !changed.isEmpty { problems.append("the home folder changed: \(changed)") }
    }

    private func writeOutputs() throws {
        try outcome.stdout.write(to: root.appendingPathComponent("stdout"))
        try outcome.stderr.write(to: root.appendingPathComponent("stderr"))
    }

    /// Runs `$CASE/NAME` with `sh` in `$WORK`, if the case has it; returns its complaint when it fails.
    private func script(_ name: String, extra: [String: String]) throws -> String? {
        let file = caseFolder.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in variables { environment[key] = value }
        environment["XDG_CACHE_HOME"] = home.appendingPathComponent(".cache").path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
        for (key, value) in extra { environment[key] = value }
        let result = try AttackProcess.run(
            executable: "/bin/sh", arguments: [file.path], in: work, environment: environment, stdin: nil,
            deadline: Self.deadline)
        guard result.status != 0 || result.timedOut else { return nil }
        let said = String(decoding: result.stderr + result.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return "exit \(result.status)\(result.timedOut ? " (timed out)" : ""): \(said)"
    }
}

/// The fake home of an attack run: what it is seeded with, and its state for the byte-for-byte
/// comparison (everything but `.cache/bootstrap`, the one place the cache may change).
enum FakeHome {
    static let seed: [(path: String, text: String, mode: mode_t)] = [
        (".ssh/id_ed25519", "-----BEGIN OPENSSH PRIVATE KEY-----\nFAKE-PRIVATE-KEY-OF-THE-VICTIM\n-----END OPENSSH PRIVATE KEY-----\n", 0o600),
        (".ssh/authorized_keys", "ssh-ed25519 AAAAC3NzaFAKE victim@example.com\n", 0o600),
        (".gitconfig", "[user]\n\tname = Victim\n\temail = victim@example.com\n", 0o644),
        (".config/gh/hosts.yml", "github.com:\n    oauth_token: FAKE-TOKEN-OF-THE-VICTIM\n", 0o600),
        (".netrc", "machine example.com login victim password FAKE-PASSWORD-OF-THE-VICTIM\n", 0o600),
    ]

    static func seed(_ home: URL) throws {
        for entry in seed {
            let file = home.appendingPathComponent(entry.path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(entry.text.utf8).write(to: file)
            chmod(file.path, entry.mode)
        }
        chmod(home.appendingPathComponent(".ssh").path, 0o700)
        try FileManager.default.createDirectory(at: home.appendingPathComponent(".cache"), withIntermediateDirectories: true)
    }

    static func state(_ home: URL) -> [String: String] {
        FileSystemState.capture(home).filter { key, _ in key != ".cache/bootstrap" && !key.hasPrefix(".cache/bootstrap/") }
    }

    /// Whether anything, a dangling link included, is at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
