@testable import BootstrapKit
import Diagnostics
import Foundation
import RunnerLanguage
import XCTest

/// One consent rule for commands and downloads (docs/safety.md, "Consent for effects"), asked
/// through one gate, and trust that attaches to code by its origin.
final class EffectConsentTests: XCTestCase {
    private var harnesses: [CommandHarness] = []
    private var folders: [URL] = []

    override func tearDown() {
        harnesses.forEach { $0.removeFolder() }
        folders.forEach { try? FileManager.default.removeItem(at: $0) }
    }

    /// The command, file and template actions of one run, with one executor; `config` is the
    /// user configuration (url_rewrites, trusted) the run reads.
    private func harness(
        _ policy: CommandPolicy = .ask, pretend: Bool = false, terminal: ScriptedTerminal = ScriptedTerminal(),
        config: String = "", trusted: Bool = false
    ) throws -> (CommandHarness, ActionEnvironment) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("consent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        folders.append(folder)
        try config.write(to: folder.appendingPathComponent("config.yml"), atomically: true, encoding: .utf8)
        var options = RunOptions()
        options.commandPolicy = policy
        options.pretend = pretend
        options.remote.environment = [
            "HOME": folder.path, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
            "BOOTSTRAP_CONFIG": folder.appendingPathComponent("config.yml").path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "",
        ]
        let h = try CommandHarness(options: options, terminal: terminal)
        harnesses.append(h)
        let environment = ActionEnvironment(context: h.context, trusted: trusted)
        ActionTable(actions: CommandActions.definitions + FileActions.definitions + TemplateActions.definitions).register(into: environment)
        return (h, environment)
    }

    /// A URL no server answers: a test that reaches the network fails at once instead of waiting.
    private let unreachable = "http://127.0.0.1:9/notes.txt"

    func testADownloadIsAskedForOnTheTerminalWithItsURLShownEscaped() throws {
        let terminal = ScriptedTerminal(interactive: true, answers: ["n"])
        let (h, _) = try harness(terminal: terminal)
        try h.run("get \"http://127.0.0.1:9/a\\e[2K\\rb.txt\", \"NOTES.md\"\n")
        XCTAssertEqual(terminal.prompts, [ConsentGate.downloadQuestion])
        XCTAssertEqual(h.logText, "    download  http://127.0.0.1:9/a\\e[2K\\rb.txt\n        skip  http://127.0.0.1:9/a\\e[2K\\rb.txt\n")
        XCTAssertNil(h.file("NOTES.md"))
    }

    func testQuitAtADownloadAbortsTheRun() throws {
        let (h, _) = try harness(terminal: ScriptedTerminal(interactive: true, answers: ["q"]))
        XCTAssertThrowsError(try h.run("get \"\(unreachable)\", \"NOTES.md\"\n")) { error in
            XCTAssertEqual((error as? RuntimeError)?.code, .aborted)
            XCTAssertTrue("\(error)".contains("aborted before downloading \(self.unreachable): you chose to quit"), "\(error)")
        }
    }

    func testAllAtACommandAllowsTheLaterDownloadToo() throws {
        let terminal = ScriptedTerminal(interactive: true, answers: ["a"])
        let (h, _) = try harness(terminal: terminal)
        XCTAssertThrowsError(try h.run("run \"true\"\nget \"\(unreachable)\", \"NOTES.md\"\n")) { error in
            // Consent was given: the download was tried, and the closed port failed it.
            XCTAssertEqual((error as? RuntimeError)?.code, .downloadFailed, "\(error)")
        }
        XCTAssertEqual(terminal.prompts, [ConsentGate.question])
    }

    func testWithoutConsentNorTerminalADownloadIsTheCommandsError() throws {
        let (h, _) = try harness()
        XCTAssertThrowsError(try h.run("get \"\(unreachable)\", \"NOTES.md\"\n")) { error in
            XCTAssertEqual((error as? RuntimeError)?.code, .commandConsent)
            XCTAssertTrue("\(error)".contains("refusing to download \(self.unreachable) without consent: pass --allow-run"), "\(error)")
        }
        XCTAssertEqual(h.logText, "")
    }

    func testPretendShowsTheDownloadAndNoRunSkipsIt() throws {
        let (pretend, _) = try harness(.allow, pretend: true)
        try pretend.run("get \"\(unreachable)\", \"NOTES.md\"\n")
        XCTAssertEqual(pretend.logText, "    download  \(unreachable)\n")
        let (skipping, _) = try harness(.deny)
        try skipping.run("get \"\(unreachable)\", \"NOTES.md\"\n")
        XCTAssertEqual(skipping.logText, "        skip  \(unreachable)\n")
        XCTAssertEqual(skipping.context.skippedCommands, ["get \(unreachable)"])
    }

    func testARewriteToALocalFolderNeedsNoConsent() throws {
        let snapshot = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        folders.append(snapshot)
        try FileManager.default.createDirectory(at: snapshot, withIntermediateDirectories: true)
        try "from the snapshot\n".write(to: snapshot.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let (h, _) = try harness(config: "url_rewrites:\n  \"https://tpl.example.invalid/\": \"file://\(snapshot.path)/\"\n")
        try h.run("get \"https://tpl.example.invalid/notes.txt\", \"NOTES.md\"\n")
        try h.workspace.flush()
        XCTAssertEqual(h.file("NOTES.md"), "from the snapshot\n")
    }

    func testTrustEndsWhenCodeFromAnUntrustedURLIsApplied() throws {
        let snapshot = FileManager.default.temporaryDirectory.appendingPathComponent("applied-\(UUID().uuidString)")
        folders.append(snapshot)
        try FileManager.default.createDirectory(at: snapshot, withIntermediateDirectories: true)
        try "run \"echo from-applied\"\n".write(to: snapshot.appendingPathComponent("evil.rb"), atomically: true, encoding: .utf8)
        try "run \"echo from-team\"\n".write(to: snapshot.appendingPathComponent("team.rb"), atomically: true, encoding: .utf8)
        let config = """
            url_rewrites:
              "https://elsewhere.invalid/": "file://\(snapshot.path)/"
              "https://team.invalid/": "file://\(snapshot.path)/"
            trusted:
              - https://team.invalid

            """
        // A trusted URL applied by a trusted template keeps the trust.
        let (kept, keptEnvironment) = try harness(config: config, trusted: true)
        try kept.run("run \"true\"\napply \"https://team.invalid/team.rb\"\nrun \"true\"\n")
        XCTAssertTrue(keptEnvironment.executor.gate.trusted)
        // An untrusted one ends it before its first line runs: its command needs consent.
        let (h, environment) = try harness(config: config, trusted: true)
        XCTAssertThrowsError(try h.run("run \"true\"\napply \"https://elsewhere.invalid/evil.rb\"\n")) { error in
            XCTAssertEqual((error as? RuntimeError)?.code, .commandConsent, "\(error)")
            XCTAssertEqual((error as? RuntimeError)?.location?.file, "https://elsewhere.invalid/evil.rb")
        }
        XCTAssertFalse(environment.executor.gate.trusted)
        // …and stays over for the template's own later commands.
        XCTAssertThrowsError(try h.run("run \"true\"\n"))
    }

    /// The issue's lie: a command whose text would erase its own `run` line and draw an innocent
    /// one. The question shows every character of it escaped.
    func testTheConsentQuestionShowsTheCommandEscaped() throws {
        let terminal = ScriptedTerminal(interactive: true, answers: ["n"])
        let (h, _) = try harness(terminal: terminal)
        try h.run(#"run "touch X; exit 0 #\r\e[2K\e[1A\e[2K  run  git init""# + "\n")
        XCTAssertEqual(h.logText, """
                     run  touch X; exit 0 #\\r\\e[2K\\e[1A\\e[2K  run  git init from "."
                    skip  touch X; exit 0 #\\r\\e[2K\\e[1A\\e[2K  run  git init from "."

            """)
        XCTAssertFalse(h.logText.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        XCTAssertEqual(terminal.prompts, [ConsentGate.question])
    }
}
