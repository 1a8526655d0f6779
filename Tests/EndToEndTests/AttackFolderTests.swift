import Foundation
import XCTest

/// Every hostile template lives in one attack folder, `Fixtures/attacks/<NN-short-name>/`, and this
/// one test runs them all (docs/safety.md is the promise each case attacks).
///
/// A case folder holds the hostile template files (a `config.yml` + `runners/`, a `template.rb`, a
/// module template, …), optionally `served/` (served on http://127.0.0.1:PORT for the run),
/// optionally `setup.sh` and `check.sh`, and `attack.yml`:
///
///     # promise: <one sentence: the promise of docs/safety.md this case attacks>
///     args: [new, app, -m, "$CASE/template.rb", --no-run]   # bootstrap's arguments
///     cwd: "$WORK"               # optional, default $WORK
///     env: {BOOTSTRAP_X: "1"}    # optional extra environment
///     stdin: ""                  # optional; default: no terminal, empty stdin
///     expect:
///       exit: 1                  # required
///       stdout_has: ["..."]      # optional substrings
///       stderr_has: ["..."]
///       output_lacks: ["..."]    # substrings absent from stdout+stderr
///       no_raw_controls: true    # optional: no byte < 0x20 but \n and \t, and no 0x7f, in stdout/stderr
///       absent: ["$WORK/app"]    # optional paths that must not exist afterwards
///       present: ["$WORK/app/x"] # optional paths that must exist
///
/// The variables `$CASE` (a fresh copy of the case folder), `$WORK` (an empty temp folder, the
/// cwd), `$HOME` (a fake home seeded with `.ssh/id_ed25519`, `.ssh/authorized_keys`, `.gitconfig`,
/// `.config/gh/hosts.yml` and `.netrc`), `$SERVER` (http://127.0.0.1:PORT serving `$CASE/served/`,
/// which records every request line into `$WORK/../requests.log`) and `$BOOTSTRAP` (the binary)
/// are substituted in `args`, `cwd`, `env`, `absent`, `present` and the expected substrings, and
/// exported to the scripts. The run has HOME=$HOME, XDG_CACHE_HOME=$HOME/.cache,
/// XDG_CONFIG_HOME=$HOME/.config, PATH, the locale and no terminal, and nothing else of the test's
/// environment.
///
/// Checked for every case without saying so: the fake home is byte-identical afterwards to what it
/// was after `setup.sh` (except `$HOME/.cache/bootstrap`, which only the cache may change), no
/// process of the run is left running, and the run ends within 60 s.
///
/// `setup.sh` runs with `sh` in `$WORK` before bootstrap (make a hard link, a git repository with a
/// hostile `.git/config`, a link to `$HOME/.ssh`, …). `check.sh` runs after it with `EXIT`,
/// `STDOUT_FILE` and `STDERR_FILE` also set, and fails the case by exiting non-zero with a message
/// on stderr. `ATTACK_CASES=NAME,NAME` in the environment runs only the cases whose names contain one of them.
final class AttackFolderTests: XCTestCase {
    static let attacks = BootstrapProcess.fixtures.appendingPathComponent("attacks")

    func testEveryAttackCaseHolds() throws {
        let folders = try AttackCase.all(in: Self.attacks)
        XCTAssertFalse(folders.isEmpty, "no case in \(Self.attacks.path)")
        let only = ProcessInfo.processInfo.environment["ATTACK_CASES"].map { $0.split(separator: ",").map(String.init) }
        for folder in folders where only.map({ $0.contains { folder.lastPathComponent.contains($0) } }) ?? true {
            let attack: AttackCase
            do {
                attack = try AttackCase(folder: folder)
            } catch {
                XCTFail("\(folder.lastPathComponent): \(error)")
                continue
            }
            let run = try AttackRun(attack)
            let problems = run.run()
            guard !problems.isEmpty else { continue }
            XCTFail("""
                \(attack.name) (promise: \(attack.promise))
                  \(problems.joined(separator: "\n  "))
                stdout:
                \(Self.excerpt(run.outcome.stdout))
                stderr:
                \(Self.excerpt(run.outcome.stderr))
                """)
        }
    }

    /// The harness itself fails a case that breaks its promise: a run that changes the home folder,
    /// leaves a process behind, or misses an expected exit status is reported with the case's name.
    func testTheHarnessReportsABrokenPromise() throws {
        let folder = try TemporaryFolder()
        let breaking = folder.url.appendingPathComponent("99-broken")
        try folder.write("99-broken/attack.yml", """
            # promise: nothing (this case breaks the harness's own checks on purpose)
            args: [--version]
            expect:
              exit: 3
              stdout_has: ["no such text"]
              present: ["$WORK/missing"]
            """)
        try folder.write("99-broken/check.sh", """
            [ "$EXIT" = 0 ] || { echo "EXIT is $EXIT" >&2; exit 1; }
            echo "check.sh says no" >&2; exit 1
            """)
        let run = try AttackRun(try AttackCase(folder: breaking))
        let problems = run.run().joined(separator: "\n")
        XCTAssertTrue(problems.contains("exit 0, expected 3"), problems)
        XCTAssertTrue(problems.contains("stdout lacks \"no such text\""), problems)
        XCTAssertTrue(problems.contains("\(run.work.path)/missing does not exist"), problems)
        XCTAssertTrue(problems.contains("check.sh: exit 1: check.sh says no"), problems)

        // A template that changes the home folder and leaves a process behind.
        try folder.write("98-leaves/attack.yml", """
            # promise: nothing (this case breaks the harness's own checks on purpose)
            args: [new, app, -m, "$CASE/template.rb", --allow-run]
            expect:
              exit: 0
            """)
        try folder.write("98-leaves/template.rb", """
            run "echo changed >> $HOME/.gitconfig"
            run "sleep 30 > /dev/null 2>&1 &"
            """)
        let leaving = try AttackRun(try AttackCase(folder: folder.url.appendingPathComponent("98-leaves")))
        let left = leaving.run().joined(separator: "\n")
        XCTAssertTrue(left.contains("the home folder changed: [\".gitconfig\"]"), left)
        XCTAssertTrue(left.contains("processes of the run were left running") && left.contains("sleep 30"), left)
    }

    /// A run past its deadline is killed and reported, and what it started is found and killed.
    func testARunPastItsDeadlineIsStopped() throws {
        let folder = try TemporaryFolder()
        let started = Date()
        let outcome = try AttackProcess.run(
            executable: "/bin/sh", arguments: ["-c", "sleep 20 & sleep 20"], in: folder.url, environment: [:], stdin: nil,
            deadline: 0.5)
        XCTAssertTrue(outcome.timedOut)
        XCTAssertEqual(outcome.status, 128 + SIGKILL)
        // dash forks both sleeps, bash execs the second: one or two are left.
        XCTAssertFalse(outcome.leftRunning.isEmpty)
        XCTAssertTrue(outcome.leftRunning.allSatisfy { $0.contains("sleep 20") }, "\(outcome.leftRunning)")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }

    static func excerpt(_ data: Data) -> String {
        let text = String(decoding: data, as: UTF8.self)
        return text.count > 3000 ? String(text.prefix(3000)) + "…" : text
    }
}
