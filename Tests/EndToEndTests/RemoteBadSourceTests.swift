import Foundation
import XCTest

/// Every source that cannot be fetched exits 2 with its own message and leaves nothing behind:
/// an unreachable host, HTTP 404, an unknown ref, a repository with no template, a file over the
/// size limit (announced or not), a redirect loop, a link out of the checkout.
final class RemoteBadSourceTests: XCTestCase {
    var scene: RemoteScene!
    var server: LoopbackServer!

    override func setUpWithError() throws {
        scene = try RemoteScene()
        let www = scene.root.appendingPathComponent("www")
        try FileManager.default.createDirectory(at: www, withIntermediateDirectories: true)
        try String(repeating: "# a comment line of padding\n", count: 200).write(
            to: www.appendingPathComponent("large.rb"), atomically: true, encoding: .utf8)
        server = try LoopbackServer(serving: www)
    }

    override func tearDown() {
        server?.stop()
        server = nil
        scene = nil
    }

    private func assertRefused(_ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try scene.bootstrap(["new", "app"] + arguments)
        XCTAssertEqual(run.status, 2, run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.contains(message), "expected «\(message)» in: \(run.stderr)", file: file, line: line)
        XCTAssertEqual(scene.workListing(), [], "nothing may be created", file: file, line: line)
    }

    func testAnUnreachableHost() throws {
        // A port nobody listens on: the server's, once it has stopped.
        let port = server.port
        server.stop()
        try assertRefused(["-m", "http://127.0.0.1:\(port)/template.rb"], "cannot reach the host of http://127.0.0.1:\(port)/template.rb")
        try assertRefused(["-m", "http://127.0.0.1:\(port)/team/tpl.git"], "cannot fetch http://127.0.0.1:\(port)/team/tpl.git")
    }

    func testHTTP404() throws {
        try assertRefused(["-m", server.base + "/missing.rb"], "cannot download \(server.base)/missing.rb: HTTP 404 Not Found")
    }

    func testAnUnknownRef() throws {
        let repo = try GitRepository(at: scene.root.appendingPathComponent("origin"))
        try repo.write("config.yml", "a: true\n")
        try repo.commit("one")
        try assertRefused(["-m", repo.fileURL, "--ref", "v9.9.9"], "has no tag, branch or commit 'v9.9.9'")
        try assertRefused(["-m", repo.fileURL, "--ref", "--upload-pack=evil"], "is not a tag, branch or commit")
    }

    func testARepositoryWithNoTemplate() throws {
        let repo = try GitRepository(at: scene.root.appendingPathComponent("origin"))
        try repo.write("README.md", "no template here\n")
        try repo.commit("one")
        try assertRefused(["-m", repo.fileURL], "there is no template in \(repo.fileURL) at main: it holds neither config.yml nor template.rb")
    }

    func testAFileOverTheSizeLimit() throws {
        try assertRefused(
            ["-m", server.base + "/large.rb", "--max-download-size", "1K"],
            "\(server.base)/large.rb is larger than the download limit of 1024 bytes (raise it with --max-download-size)")
        // No Content-Length and no end: the transfer is stopped at the limit instead of filling the disk.
        try assertRefused(["-m", server.base + "/endless.rb", "--max-download-size", "64K"], "larger than the download limit of 65536 bytes")
        let within = try scene.bootstrap(["new", "app", "-m", server.base + "/large.rb", "--max-download-size", "10K"])
        XCTAssertEqual(within.status, 0, within.stderr)
    }

    func testTheRedirectLimit() throws {
        try assertRefused(["-m", server.base + "/redirect-loop.rb"], "redirects more than 5 times")
        let once = try scene.bootstrap(["new", "app", "-m", server.base + "/redirect-to/large.rb"])
        XCTAssertEqual(once.status, 0, once.stderr)
    }

    func testABadSizeFlagIsAUsageError() throws {
        let run = try scene.bootstrap(["new", "app", "-m", server.base + "/large.rb", "--max-download-size", "lots"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("--max-download-size takes a size such as 10M"), run.stderr)
    }

    func testAConfigLinkedOutOfTheCheckoutIsRefused() throws {
        let secret = scene.root.appendingPathComponent("secret.yml")
        try "stolen: true\n".write(to: secret, atomically: true, encoding: .utf8)
        let repo = try GitRepository(at: scene.root.appendingPathComponent("origin"))
        try FileManager.default.createSymbolicLink(atPath: repo.path.appendingPathComponent("config.yml").path, withDestinationPath: secret.path)
        try repo.commit("a link out")
        try assertRefused(["-m", repo.fileURL], "refusing to read config.yml of \(repo.fileURL) at main: it is a link out of the template")
    }

    func testARunnerSourceLinkedOutOfTheCheckoutIsRefused() throws {
        let repo = try GitRepository(at: scene.root.appendingPathComponent("origin"))
        try repo.write("config.yml", "copy: true\n")
        try repo.write("runners/copy.rb", "copy_file \"passwd\", \"stolen\"\n")
        try FileManager.default.createSymbolicLink(atPath: repo.path.appendingPathComponent("passwd").path, withDestinationPath: "/etc/passwd")
        try repo.commit("a link out")
        let run = try scene.bootstrap(["new", "app", "-m", repo.fileURL])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("refusing to read 'passwd': it is outside the template folder"), run.stderr)
        XCTAssertEqual(scene.workListing(), [])
    }
}

/// `check` and `smoke` take remote templates with the same flags; a source that cannot be fetched
/// is a wrong command line for them too (exit 2).
final class RemoteCheckAndSmokeTests: XCTestCase {
    func testCheckAndSmokeOfAGitTemplateAtARef() throws {
        let scene = try RemoteScene()
        let repo = try GitRepository(at: scene.root.appendingPathComponent("origin"))
        try repo.write("config.yml", "hello: true\n")
        try repo.write("runners/hello.rb", "create_file \"hello.txt\", \"v1\\n\"\n")
        try repo.commit("v1")
        try repo.git("tag", "v1.0.0")
        try repo.write("runners/hello.rb", "creat_file \"hello.txt\"\n")
        try repo.commit("a typo on main")

        let checkTag = try scene.bootstrap(["check", "-m", repo.fileURL])
        XCTAssertEqual(checkTag.status, 0, checkTag.stdout + checkTag.stderr)
        let checkMain = try scene.bootstrap(["check", "-m", repo.fileURL, "--ref", "main"])
        XCTAssertEqual(checkMain.status, 1, checkMain.stdout)
        XCTAssertTrue(checkMain.stdout.contains("undefined method 'creat_file'"), checkMain.stdout)
        let checkMissing = try scene.bootstrap(["check", "-m", repo.fileURL, "--ref", "v2.0.0"])
        XCTAssertEqual(checkMissing.status, 2)
        XCTAssertTrue(checkMissing.stdout.contains("has no tag, branch or commit 'v2.0.0'"), checkMissing.stdout + checkMissing.stderr)

        let smoke = try scene.bootstrap(["smoke", "-m", repo.fileURL, "--ref", "v1.0.0", "--run", "test -f hello.txt"])
        XCTAssertEqual(smoke.status, 0, smoke.stdout + smoke.stderr)
    }
}
