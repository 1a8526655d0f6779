import Foundation
import XCTest

/// `-m` of git repositories the tests make with the real git (`file://`): the default ref, `--ref`,
/// `--subdir`, bare repositories, the cache serving a commit and `--offline` after the origin is
/// gone, `.bootstrap.yml`, and `bootstrap cache list/clean`.
final class RemoteGitTemplateTests: XCTestCase {
    var scene: RemoteScene!

    override func setUpWithError() throws { scene = try RemoteScene() }
    override func tearDown() { scene = nil }

    /// A config template whose one block writes `version.txt` with `text`.
    private func writeTemplate(_ repo: GitRepository, _ text: String, under folder: String = "") throws {
        let prefix = folder.isEmpty ? "" : folder + "/"
        try repo.write(prefix + "config.yml", "stamp: true\n")
        try repo.write(prefix + "runners/stamp.rb", "create_file \"version.txt\", \"\(text)\\n\"\n")
    }

    /// v1.0.0, v1.9.0, v1.10.0 (newest as a version, not as text), then an untagged commit.
    private func taggedRepository() throws -> (GitRepository, [String: String]) {
        let repo = try GitRepository(at: scene.root.appendingPathComponent("origin"))
        var commits: [String: String] = [:]
        for tag in ["v1.0.0", "v1.10.0", "v1.9.0"] {
            try writeTemplate(repo, tag)
            commits[tag] = try repo.commit(tag)
            try repo.git("tag", tag)
        }
        try writeTemplate(repo, "untagged")
        commits["main"] = try repo.commit("after the last release")
        return (repo, commits)
    }

    func testNewTakesTheNewestVersionTagAndRefTakesAnOlderOne() throws {
        let (repo, commits) = try taggedRepository()
        let latest = try scene.bootstrap(["new", "latest", "-m", repo.fileURL])
        XCTAssertEqual(latest.status, 0, latest.stderr)
        XCTAssertEqual(scene.file("latest/version.txt"), "v1.10.0\n")

        let older = try scene.bootstrap(["new", "older", "-m", repo.fileURL, "--ref", "v1.0.0"])
        XCTAssertEqual(older.status, 0, older.stderr)
        XCTAssertEqual(scene.file("older/version.txt"), "v1.0.0\n")

        let branch = try scene.bootstrap(["new", "branch", "-m", repo.fileURL, "--ref", "main"])
        XCTAssertEqual(branch.status, 0, branch.stderr)
        XCTAssertEqual(scene.file("branch/version.txt"), "untagged\n")
        XCTAssertEqual(commits["main"], try repo.git("rev-parse", "main"))
    }

    func testBootstrapYmlRecordsTheResolvedCommit() throws {
        let (repo, _) = try taggedRepository()
        let run = try scene.bootstrap(["new", "app", "-m", repo.fileURL])
        XCTAssertEqual(run.status, 0, run.stderr)
        let commit = try repo.git("rev-parse", "v1.10.0^{commit}")
        XCTAssertEqual(scene.file("app/.bootstrap.yml"), """
            # Written by bootstrap: the template this project was made from (format: docs/bootstrap-yml.md).
            template:
              source: "\(repo.fileURL)"
              url: "\(repo.fileURL)"
              ref: "v1.10.0"
              commit: "\(commit)"
            bootstrap:
              version: "0.1.0"
            blocks:
              - "stamp"

            """)
    }

    func testWithoutVersionTagsTheDefaultBranchIsTaken() throws {
        let repo = try GitRepository(at: scene.root.appendingPathComponent("origin"))
        try writeTemplate(repo, "first")
        try repo.commit("first")
        try repo.git("tag", "release-candidate")
        try writeTemplate(repo, "head of main")
        let head = try repo.commit("second")
        let run = try scene.bootstrap(["new", "app", "-m", repo.fileURL])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(scene.file("app/version.txt"), "head of main\n")
        XCTAssertTrue(scene.file("app/.bootstrap.yml")?.contains("ref: \"main\"\n  commit: \"\(head)\"") ?? false)
    }

    func testATemplateInASubfolderWithSubdir() throws {
        let repo = try GitRepository(at: scene.root.appendingPathComponent("origin"))
        try repo.write("README.md", "templates live below\n")
        try writeTemplate(repo, "from the subfolder", under: "templates/app")
        try repo.commit("subfolder template")
        let missing = try scene.bootstrap(["new", "root", "-m", repo.fileURL])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("there is no template in \(repo.fileURL) at main"), missing.stderr)

        let run = try scene.bootstrap(["new", "app", "-m", repo.fileURL, "--subdir", "templates/app"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(scene.file("app/version.txt"), "from the subfolder\n")
        XCTAssertTrue(scene.file("app/.bootstrap.yml")?.contains("subdir: \"templates/app\"") ?? false)

        let outside = try scene.bootstrap(["new", "out", "-m", repo.fileURL, "--subdir", "../.."])
        XCTAssertEqual(outside.status, 2)
        XCTAssertTrue(outside.stderr.contains("--subdir ../.. is outside the repository"), outside.stderr)
        XCTAssertEqual(scene.workListing(), ["app"])
    }

    func testABareRepository() throws {
        let (repo, _) = try taggedRepository()
        let bare = scene.root.appendingPathComponent("bare.git")
        try GitRepository.run(["clone", "-q", "--bare", repo.path.path, bare.path], in: scene.root)
        let run = try scene.bootstrap(["new", "app", "-m", "file://" + bare.path, "--ref", "v1.9.0"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(scene.file("app/version.txt"), "v1.9.0\n")
    }

    func testTheCacheServesACommitAndOfflineRunsOnceTheOriginIsGone() throws {
        let (repo, commits) = try taggedRepository()
        XCTAssertEqual(try scene.bootstrap(["new", "first", "-m", repo.fileURL]).status, 0)
        try FileManager.default.removeItem(at: repo.path)

        let byCommit = try scene.bootstrap(["new", "by-commit", "-m", repo.fileURL, "--ref", commits["v1.0.0"]!])
        XCTAssertEqual(byCommit.status, 0, byCommit.stderr)
        XCTAssertEqual(scene.file("by-commit/version.txt"), "v1.0.0\n")

        let offline = try scene.bootstrap(["new", "offline", "-m", repo.fileURL, "--offline"])
        XCTAssertEqual(offline.status, 0, offline.stderr)
        XCTAssertEqual(scene.file("offline/version.txt"), "v1.10.0\n")

        // A tag can move, so it is fetched again: with the origin gone that fails, and says so.
        let byTag = try scene.bootstrap(["new", "by-tag", "-m", repo.fileURL, "--ref", "v1.0.0"])
        XCTAssertEqual(byTag.status, 2)
        XCTAssertTrue(byTag.stderr.contains("cannot fetch"), byTag.stderr)
        XCTAssertNil(scene.file("by-tag/version.txt"))
    }

    func testOfflineWithoutACachedMirrorFails() throws {
        let (repo, _) = try taggedRepository()
        let run = try scene.bootstrap(["new", "app", "-m", repo.fileURL, "--offline"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("is not in the cache, and --offline fetches nothing"), run.stderr)
        XCTAssertEqual(scene.workListing(), [])
    }

    func testCacheListAndClean() throws {
        let (repo, _) = try taggedRepository()
        XCTAssertEqual(try scene.bootstrap(["new", "app", "-m", repo.fileURL]).status, 0)
        let list = try scene.bootstrap(["cache", "list"])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(list.stdout.hasPrefix("repository\t\(repo.path.path)\t"), list.stdout)
        XCTAssertTrue(list.stdout.hasSuffix("1 entry in \(scene.cache.path)/bootstrap\n"), list.stdout)

        let clean = try scene.bootstrap(["cache", "clean"])
        XCTAssertEqual(clean.stdout, "removed the cache \(scene.cache.path)/bootstrap\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scene.cache.appendingPathComponent("bootstrap").path))
        XCTAssertEqual(try scene.bootstrap(["cache", "list"]).stdout, "the cache (\(scene.cache.path)/bootstrap) is empty\n")
        XCTAssertEqual(try scene.bootstrap(["cache", "prune"]).status, 2)
    }

    func testApplyAddsTheBlocksItRanToBootstrapYml() throws {
        let (repo, _) = try taggedRepository()
        XCTAssertEqual(try scene.bootstrap(["new", "app", "-m", repo.fileURL]).status, 0)
        let extra = scene.root.appendingPathComponent("extra")
        try FileManager.default.createDirectory(at: extra.appendingPathComponent("runners"), withIntermediateDirectories: true)
        try "stamp: true\nlint: true\n".write(to: extra.appendingPathComponent("config.yml"), atomically: true, encoding: .utf8)
        try "create_file \"lint.txt\", \"lint\\n\"\n".write(to: extra.appendingPathComponent("runners/lint.rb"), atomically: true, encoding: .utf8)
        // Another block of the template the project was made from joins its entry.
        let again = try scene.bootstrap(["apply", "--path", "app", "-m", repo.fileURL, "--only", "stamp"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(scene.file("app/.bootstrap.yml")?.hasSuffix("blocks:\n  - \"stamp\"\n") ?? false, scene.file("app/.bootstrap.yml") ?? "")
        // Another template is followed too: the record lists it, with the block it ran (docs/bootstrap-yml.md).
        let apply = try scene.bootstrap(["apply", "--path", "app", "-m", extra.path, "--only", "lint"])
        XCTAssertEqual(apply.status, 0, apply.stderr)
        let record = scene.file("app/.bootstrap.yml") ?? ""
        XCTAssertTrue(record.contains("templates:\n  - source: \"\(repo.fileURL)\"\n"), record)
        XCTAssertTrue(record.contains("    blocks:\n      - \"stamp\"\n  - source: \"\(extra.path)\"\n    url: \"file://\(extra.path)\"\n    blocks:\n      - \"lint\"\nbootstrap:\n"), record)

        // A project bootstrap did not make gets no record from apply.
        try FileManager.default.createDirectory(at: scene.work.appendingPathComponent("plain"), withIntermediateDirectories: true)
        XCTAssertEqual(try scene.bootstrap(["apply", "--path", "plain", "-m", extra.path, "--only", "lint"]).status, 0)
        XCTAssertEqual(scene.file("plain/lint.txt"), "lint\n")
        XCTAssertNil(scene.file("plain/.bootstrap.yml"))
    }
}

/// `bootstrap gen MODULE SOURCE` takes a module template from a git repository too.
final class RemoteModuleTemplateTests: XCTestCase {
    func testGenFromAModuleTemplateInARepositorySubfolder() throws {
        let scene = try RemoteScene()
        let repo = try GitRepository(at: scene.root.appendingPathComponent("modules"))
        try repo.write("screens/plain/template.yml", """
            name: plain
            code_root: "Sources/%module_name%"
            code_files:
              - "%module_name%.swift.tt"
            """)
        try repo.write("screens/plain/%module_name%.swift.tt", "struct <%= module_name %> {}\n")
        try repo.commit("a module template")
        try repo.git("tag", "v0.1.0")
        try FileManager.default.createDirectory(at: scene.work.appendingPathComponent("app"), withIntermediateDirectories: true)
        let run = try scene.bootstrap(["gen", "Login", repo.fileURL, "--path", "app", "--subdir", "screens/plain"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(scene.file("app/Sources/Login/Login.swift"), "struct Login {}\n")

        let missing = try scene.bootstrap(["gen", "Cart", repo.fileURL, "--path", "app"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("there is no module template in \(repo.fileURL) at v0.1.0: it holds no template.yml"), missing.stderr)
    }
}
