import Foundation
import XCTest

/// Templates over http from a server on 127.0.0.1 that `get` and `apply` other URLs, URL rewrites
/// (to the loopback server, and to `file://` folders as the corpus harness writes them), trusted
/// sources, and `check` listing the URLs a template downloads.
final class RemoteHTTPTemplateTests: XCTestCase {
    var scene: RemoteScene!
    var server: LoopbackServer!
    var www: URL!

    override func setUpWithError() throws {
        scene = try RemoteScene()
        www = scene.root.appendingPathComponent("www")
        try FileManager.default.createDirectory(at: www.appendingPathComponent("files"), withIntermediateDirectories: true)
        server = try LoopbackServer(serving: www)
    }

    override func tearDown() {
        server?.stop()
        server = nil
        scene = nil
    }

    private func serve(_ path: String, _ text: String) throws {
        let url = www.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A Rails-style template that downloads a file and applies another template, from `host`.
    private func serveDownloadingTemplate(host: String) throws {
        try serve("template.rb", """
            get "\(host)/files/NOTICE.txt", "NOTICE"
            get "\(host)/files/logo.txt"
            apply "\(host)/recipes/more.rb"
            """)
        try serve("files/NOTICE.txt", "Copyright the team\n")
        try serve("files/logo.txt", "(logo)\n")
        try serve("recipes/more.rb", "create_file \"more.txt\", \"from more.rb\\n\"\n")
    }

    func testAnHTTPTemplateThatGetsAndAppliesOtherURLs() throws {
        try serveDownloadingTemplate(host: server.base)
        // Downloads are effects: they need consent as commands do (docs/safety.md).
        let run = try scene.bootstrap(["new", "app", "-m", server.base + "/template.rb", "--allow-run"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(scene.file("app/NOTICE"), "Copyright the team\n")
        XCTAssertEqual(scene.file("app/logo.txt"), "(logo)\n")
        XCTAssertEqual(scene.file("app/more.txt"), "from more.rb\n")
        XCTAssertEqual(run.stdout, """
                  create  NOTICE
                  create  logo.txt
                   apply  \(server.base)/recipes/more.rb
                  create    more.txt

            """)
    }

    func testAYAMLConfigOverHTTP() throws {
        try serve("team.yml", "notes: false\n")
        let run = try scene.bootstrap(["new", "app", "-m", server.base + "/team.yml"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(scene.file("app/.bootstrap.yml")?.contains("blocks: []"), true)
    }

    func testOfflineServesADownloadedTemplateAndItsDownloads() throws {
        try serveDownloadingTemplate(host: server.base)
        XCTAssertEqual(try scene.bootstrap(["new", "first", "-m", server.base + "/template.rb", "--allow-run"]).status, 0)
        server.stop()
        // An --offline run reads only the cache: it sends no request and needs no consent.
        let offline = try scene.bootstrap(["new", "second", "-m", server.base + "/template.rb", "--offline"])
        XCTAssertEqual(offline.status, 0, offline.stderr)
        XCTAssertEqual(scene.file("second/more.txt"), "from more.rb\n")
    }

    func testARuntimeDownloadFailureExits2AndLeavesNothing() throws {
        try serve("template.rb", "create_file \"first.txt\"\nget \"\(server.base)/files/gone.txt\", \"gone.txt\"\n")
        let run = try scene.bootstrap(["new", "app", "-m", server.base + "/template.rb", "--allow-run"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains(":2:1: cannot download \(server.base)/files/gone.txt: HTTP 404 Not Found"), run.stderr)
        XCTAssertEqual(scene.workListing(), [])
    }

    func testATemplateMayDownloadOnlyHTTPURLs() throws {
        try serve("template.rb", "get \"file:///etc/passwd\", \"stolen\"\n")
        let run = try scene.bootstrap(["new", "app", "-m", server.base + "/template.rb"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("refusing to download file:///etc/passwd: a template may download only http and https URLs"), run.stderr)
        XCTAssertEqual(scene.workListing(), [])
    }

    func testURLRewritesSendAMadeUpHostToTheLoopbackServer() throws {
        let madeUp = "https://templates.example.invalid/team"
        try serveDownloadingTemplate(host: madeUp)
        try scene.writeConfig("""
            url_rewrites:
              "https://templates.example.invalid/": "http://127.0.0.1:1/wrong/"
              "https://templates.example.invalid/team/": "\(server.base)/"
            """)
        let run = try scene.bootstrap(["new", "app", "-m", madeUp + "/template.rb", "--allow-run"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(scene.file("app/NOTICE"), "Copyright the team\n")
        XCTAssertEqual(scene.file("app/more.txt"), "from more.rb\n")
        // The record keeps the source as given, not where the rewrite sent it.
        XCTAssertEqual(scene.file("app/.bootstrap.yml")?.contains("source: \"\(madeUp)/template.rb\""), true)
    }

    /// The corpus harness's form: raw URLs of a template's own repository rewritten to a snapshot folder.
    func testRewritesToAFileFolderAsTheCorpusHarnessWritesThem() throws {
        let snapshot = scene.root.appendingPathComponent("snapshot")
        try FileManager.default.createDirectory(at: snapshot.appendingPathComponent("recipes"), withIntermediateDirectories: true)
        try "create_file \"recipe.txt\", \"from the snapshot\\n\"\n".write(
            to: snapshot.appendingPathComponent("recipes/gems.rb"), atomically: true, encoding: .utf8)
        try "# the secret\n".write(to: scene.root.appendingPathComponent("secret.rb"), atomically: true, encoding: .utf8)
        let raw = "https://raw.githubusercontent.com/acme/rails-template/master/"
        try scene.writeConfig("url_rewrites:\n  \"\(raw)\": \"file://\(snapshot.path)/\"\n")
        let template = snapshot.appendingPathComponent("template.rb")
        try "apply \"\(raw)recipes/gems.rb\"\nget \"\(raw)recipes/gems.rb\", \"copy.rb\"\n".write(to: template, atomically: true, encoding: .utf8)
        let run = try scene.bootstrap(["new", "app", "-m", template.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(scene.file("app/recipe.txt"), "from the snapshot\n")
        XCTAssertEqual(scene.file("app/copy.rb")?.hasPrefix("create_file"), true)

        try "apply \"\(raw)../../secret.rb\"\n".write(to: template, atomically: true, encoding: .utf8)
        let escape = try scene.bootstrap(["new", "escape", "-m", template.path])
        XCTAssertEqual(escape.status, 2)
        XCTAssertTrue(escape.stderr.contains("its rewrite leads out of \(snapshot.path)"), escape.stderr)
        XCTAssertNil(scene.file("escape/recipe.txt"))
    }

    func testARewriteOfAGitSourceToAPlainFolder() throws {
        let folder = scene.root.appendingPathComponent("plain-template")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("runners"), withIntermediateDirectories: true)
        try "hello: true\n".write(to: folder.appendingPathComponent("config.yml"), atomically: true, encoding: .utf8)
        try "create_file \"hello.txt\", \"hi\\n\"\n".write(to: folder.appendingPathComponent("runners/hello.rb"), atomically: true, encoding: .utf8)
        try scene.writeConfig("url_rewrites:\n  \"https://github.com/acme/\": \"\(scene.root.path)/\"\n")
        let run = try scene.bootstrap(["new", "app", "-m", "gh:acme/plain-template"])
        // gh:acme/plain-template is https://github.com/acme/plain-template.git: rewritten, then the
        // folder without .git is not there — the message says where the rewrite led.
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("cannot fetch \(scene.root.path)/plain-template.git"), run.stderr)
        XCTAssertEqual(scene.workListing(), [])
        let direct = try scene.bootstrap(["new", "app", "-m", "https://github.com/acme/plain-template"])
        XCTAssertEqual(direct.status, 0, direct.stderr)
        XCTAssertEqual(scene.file("app/hello.txt"), "hi\n")
    }

    func testCheckListsEveryURLATemplateDownloadsBesideItsCommands() throws {
        try serve("template.rb", """
            run "bundle install"
            get "\(server.base)/files/NOTICE.txt", "NOTICE"
            apply "https://example.invalid/recipes/#{ENV['FLAVOUR']}.rb"
            get "local.txt"
            """)
        let run = try scene.bootstrap(["check", "-m", server.base + "/template.rb"])
        // The local `get` of a file the template does not have is the one error (a run fails on it too).
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains(":4:5: get: the source 'local.txt' does not exist"), run.stdout)
        XCTAssertTrue(run.stdout.contains(":1:1: note: runs a command: bundle install"), run.stdout)
        XCTAssertTrue(run.stdout.contains(":2:1: note: downloads \(server.base)/files/NOTICE.txt (get)"), run.stdout)
        XCTAssertTrue(run.stdout.contains(":3:1: note: downloads https://example.invalid/recipes/#{…}.rb (apply)"), run.stdout)
        XCTAssertFalse(run.stdout.contains("downloads local.txt"), run.stdout)
    }

    func testTrustedSourcesRunCommandsWithoutAskingOthersStillNeedConsent() throws {
        try serve("team/tpl/template.rb", "run \"echo ran > ran.txt\"\n")
        try serve("team-evil/tpl/template.rb", "run \"echo ran > ran.txt\"\n")
        try scene.writeConfig("trusted:\n  - \(server.base)/team\n")

        let trusted = try scene.bootstrap(["new", "trusted", "-m", server.base + "/team/tpl/template.rb"])
        XCTAssertEqual(trusted.status, 0, trusted.stderr)
        XCTAssertEqual(scene.file("trusted/ran.txt"), "ran\n")

        for path in ["/team-evil/tpl/template.rb", "/team/../team-evil/tpl/template.rb", "/team/%2e%2e/team-evil/tpl/template.rb"] {
            let untrusted = try scene.bootstrap(["new", "untrusted", "-m", server.base + path])
            XCTAssertNotEqual(untrusted.status, 0, path)
            XCTAssertNil(scene.file("untrusted/ran.txt"), path)
        }
        let consented = try scene.bootstrap(["new", "consented", "-m", server.base + "/team-evil/tpl/template.rb", "--allow-run"])
        XCTAssertEqual(consented.status, 0, consented.stderr)
        XCTAssertEqual(scene.file("consented/ran.txt"), "ran\n")
    }
}
