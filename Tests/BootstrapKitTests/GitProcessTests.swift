@testable import BootstrapKit
import Foundation
import XCTest

/// Every git bootstrap runs in a repository it did not create starts none of the programs that
/// repository's configuration names (docs/safety.md, "git on foreign repositories"). The hostile
/// repository here names one program per setting; each run of it leaves a file named after the
/// setting. Plain git starts them (so the repository really is hostile); GitProcess does not.
final class GitProcessTests: XCTestCase {
    private var folder: URL!
    private var repository: URL { folder.appendingPathComponent("repo") }
    private var ran: URL { folder.appendingPathComponent("ran") }

    /// The settings planted, each naming its own copy of the recording program.
    static let programSettings = [
        "core.fsmonitor", "core.pager", "pager.status", "pager.config", "diff.external", "filter.evil.clean",
        "filter.evil.smudge", "filter.evil.process", "diff.evil.textconv", "diff.evil.command", "merge.evil.driver",
        "core.sshCommand", "core.editor", "sequence.editor", "core.askPass", "credential.helper", "core.gitProxy",
        "uploadpack.packObjectsHook", "gpg.program", "gpg.ssh.program", "gpg.ssh.defaultKeyCommand", "core.alternateRefsCommand",
        "interactive.diffFilter", "remote.origin.uploadpack", "filter.a=b.clean",
    ]

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("git-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        let program = folder.appendingPathComponent("evil")
        try "#!/bin/sh\nmkdir -p '\(ran.path)'; echo \"$*\" >> '\(ran.path)'/\"$(basename \"$0\")\"\ncat\n"
            .write(to: program, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
        try git("init", "-q")
        try "* filter=evil diff=evil merge=evil\n*.md filter=a=b\n".write(to: repository.appendingPathComponent(".gitattributes"), atomically: true, encoding: .utf8)
        try "one\n".write(to: repository.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
        try "# a\n".write(to: repository.appendingPathComponent("a.md"), atomically: true, encoding: .utf8)
        try git("add", "-A")
        try git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "one")
        // Written as `git config` would write them, in one go (a git run per setting is slow).
        var config = ""
        for setting in Self.programSettings {
            let link = folder.appendingPathComponent(setting)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: program)
            let first = setting.firstIndex(of: ".")!, last = setting.lastIndex(of: ".")!
            let section = first == last ? "[\(setting[..<first])]"
                : "[\(setting[..<first]) \"\(setting[setting.index(after: first)..<last])\"]"
            config += "\(section)\n\t\(setting[setting.index(after: last)...]) = \(setting == "credential.helper" ? "!" : "")\(link.path)\n"
        }
        config += "[filter \"evil\"]\n\trequired = true\n[log]\n\tshowSignature = true\n[user]\n\tname = Hostile Project\n"
        let handle = try FileHandle(forWritingTo: repository.appendingPathComponent(".git/config"))
        handle.seekToEndOfFile()
        handle.write(Data(config.utf8))
        handle.closeFile()
        let hooks = repository.appendingPathComponent(".git/hooks")
        for hook in ["post-index-change", "reference-transaction", "post-checkout", "pre-auto-gc", "fsmonitor-watchman", "post-merge"] {
            try FileManager.default.createSymbolicLink(at: hooks.appendingPathComponent(hook), withDestinationURL: program)
        }
        // The files' stat information no longer matches the index: status reads them again.
        let later = Date(timeIntervalSinceNow: 5)
        for name in ["a.txt", "a.md", ".gitattributes"] {
            try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: repository.appendingPathComponent(name).path)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var environment: [String: String] { ProcessInfo.processInfo.environment.merging(["GIT_CONFIG_GLOBAL": "/dev/null"]) { $1 } }

    @discardableResult
    private func git(_ arguments: String...) throws -> String {
        let result = try ToolProcess.run("git", Array(arguments), environment: environment, directory: repository)
        guard result.status == 0 else { throw NSError(domain: "git \(arguments)", code: Int(result.status)) }
        return result.outputText
    }

    private func programsRun() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: ran.path)) ?? []).sorted()
    }

    /// What bootstrap runs in a foreign repository: update's clean-tree check, gen's author, a merge.
    private let foreignCommands: [[String]] = [
        ["rev-parse", "--is-inside-work-tree"],
        ["-c", "core.quotePath=false", "status", "--porcelain", "--untracked-files=all", "--ignore-submodules=all", "-z", "--", "."],
        ["config", "user.name"],
        ["log", "-1", "--format=%H"],
        ["checkout", "--", "a.txt", "a.md"],
    ]

    func testPlainGitStartsTheProgramsSoTheRepositoryIsHostile() throws {
        for command in foreignCommands {
            _ = try ToolProcess.run("git", command, environment: environment, directory: repository)
        }
        XCTAssertTrue(programsRun().contains("core.fsmonitor"), "\(programsRun())")
        XCTAssertTrue(programsRun().contains("filter.evil.clean") || programsRun().contains("filter.evil.process"), "\(programsRun())")
    }

    func testGitProcessStartsNoneOfThemAndStillAnswers() throws {
        for command in foreignCommands {
            let result = try GitProcess.run(command, in: .foreign, directory: repository, environment: environment)
            XCTAssertEqual(result.status, 0, "\(command): \(result.errorText)")
        }
        XCTAssertEqual(programsRun(), [])
        let status = try GitProcess.run(["status", "--porcelain"], in: .foreign, directory: repository, environment: environment)
        XCTAssertEqual(status.outputText, "", "the files are unchanged: an emptied filter changes nothing")
        XCTAssertEqual(try GitProcess.run(["rev-parse", "--is-inside-work-tree"], in: .foreign, directory: repository, environment: environment).outputText, "true")
        XCTAssertEqual(try GitProcess.run(["config", "user.name"], in: .foreign, directory: repository, environment: environment).outputText, "Hostile Project")
    }

    func testAFetchFromTheHostileRepositoryStartsNoneOfThem() throws {
        let mirror = folder.appendingPathComponent("mirror.git")
        let clone = try GitProcess.run(
            ["clone", "--mirror", "--quiet", "--", "file://" + repository.path, mirror.path], in: .cache, directory: folder, environment: environment)
        XCTAssertEqual(clone.status, 0, clone.errorText)
        let fetch = try GitProcess.run(["--git-dir", mirror.path, "fetch", "--quiet", "origin"], in: .cache, directory: mirror, environment: environment)
        XCTAssertEqual(fetch.status, 0, fetch.errorText)
        XCTAssertEqual(programsRun(), [])
    }

    func testVariablesThatPointGitElsewhereAreNotPassedOn() {
        let given = ["GIT_DIR": "/x", "GIT_WORK_TREE": "/y", "GIT_INDEX_FILE": "/z", "GIT_CONFIG_PARAMETERS": "'core.pager=evil'",
                     "GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "core.pager", "GIT_CONFIG_VALUE_0": "evil", "GIT_ASKPASS": "/a",
                     "HOME": "/home/me"]
        let foreign = GitProcess.neutralEnvironment(given, .foreign, overrides: [("core.hooksPath", "/dev/null")])
        XCTAssertNil(foreign["GIT_DIR"])
        XCTAssertNil(foreign["GIT_WORK_TREE"])
        XCTAssertNil(foreign["GIT_INDEX_FILE"])
        XCTAssertNil(foreign["GIT_CONFIG_PARAMETERS"])
        XCTAssertNil(foreign["GIT_ASKPASS"])
        XCTAssertEqual(foreign["GIT_CONFIG_COUNT"], "1")
        XCTAssertEqual(foreign["GIT_CONFIG_KEY_0"], "core.hooksPath")
        XCTAssertEqual(foreign["HOME"], "/home/me")
        XCTAssertEqual(GitProcess.neutralEnvironment(given, .cache, overrides: [])["GIT_ASKPASS"], "/a", "a private remote may need it")
    }

    /// The one door: no other file starts git (`ToolProcess.run("git"`, `Process` with `["git", …]`).
    func testNoOtherSourceFileStartsGit() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "GitProcess.swift" }
        XCTAssertGreaterThan(files.count, 100)
        let launch = try NSRegularExpression(pattern: #"ToolProcess\.run\(\s*"git"|arguments\s*=\s*\[\s*"git""#)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            XCTAssertNil(launch.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), "\(file.lastPathComponent) starts git itself")
        }
    }
}
