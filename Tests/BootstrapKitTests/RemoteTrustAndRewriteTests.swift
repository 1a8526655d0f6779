import Foundation
import XCTest

@testable import BootstrapKit

/// The trust rule on normalized URLs (copier's CVE-2026-53951 and CVE-2026-62999 were bypasses of
/// exactly these), URL rewrites with the longest prefix winning, and how `-m` arguments are read.
final class RemoteTrustAndRewriteTests: XCTestCase {
    private let team = UserConfiguration(trusted: ["https://git.example.com/team"])

    func testATrustedPrefixHoldsItsOwnPathsOnly() {
        XCTAssertTrue(team.isTrusted("https://git.example.com/team/tpl"))
        XCTAssertTrue(team.isTrusted("https://git.example.com/team/tpl.git"))
        XCTAssertTrue(team.isTrusted("https://git.example.com/team"))
        XCTAssertTrue(team.isTrusted("https://git.example.com/team/"))
        XCTAssertFalse(team.isTrusted("https://git.example.com/team-evil/tpl"))
        XCTAssertFalse(team.isTrusted("https://git.example.com/teamtpl"))
        XCTAssertFalse(team.isTrusted("https://git.example.com/team/../evil/tpl"))
        XCTAssertFalse(team.isTrusted("https://git.example.com/team/%2e%2e/evil/tpl"))
        XCTAssertFalse(team.isTrusted("https://git.example.com/team/%2E%2E/evil/tpl"))
        XCTAssertFalse(team.isTrusted("https://git.example.com/team%2F..%2Fevil/tpl"))
        XCTAssertFalse(team.isTrusted("https://git.example.com/team/./../evil"))
        XCTAssertFalse(team.isTrusted("https://git.example.com.evil.org/team/tpl"))
        XCTAssertFalse(team.isTrusted("http://git.example.com/team/tpl"), "another scheme is another source")
        XCTAssertFalse(team.isTrusted("https://evil.org/git.example.com/team/tpl"))
    }

    func testNormalizationBeforeMatching() {
        XCTAssertTrue(team.isTrusted("HTTPS://Git.Example.COM/team/tpl"))
        XCTAssertTrue(team.isTrusted("https://git.example.com/team//tpl/"))
        XCTAssertTrue(team.isTrusted("https://git.example.com/team/x/../tpl"))
        XCTAssertTrue(team.isTrusted("https://git.example.com/%74eam/tpl"), "%74 is t")
        XCTAssertTrue(team.isTrusted("https://git.example.com/team/tpl#readme"))
        XCTAssertTrue(UserConfiguration(trusted: ["https://git.example.com/team/"]).isTrusted("https://git.example.com/team/tpl"))
        XCTAssertFalse(UserConfiguration(trusted: ["https://git.example.com/team/"]).isTrusted("https://git.example.com/team-evil"))
        XCTAssertFalse(UserConfiguration(trusted: []).isTrusted("https://git.example.com/team/tpl"))

        XCTAssertEqual(URLNormalization.normalize("HTTPS://User@Git.Example.COM:8443/a/./b/../c/%7Euser/?q=1#frag"),
                       "https://User@git.example.com:8443/a/c/~user?q=1")
        XCTAssertEqual(URLNormalization.normalize("git@GitHub.com:acme/tpl.git"), "ssh://git@github.com/acme/tpl.git")
        XCTAssertEqual(URLNormalization.normalize("https://h/../../x"), "https://h/x")
        XCTAssertEqual(URLNormalization.normalize("file:///srv/tpl/"), "file:///srv/tpl")
    }

    func testTheLongestRewritePrefixWins() {
        let configuration = UserConfiguration(rewrites: [
            .init(prefix: "https://github.com/", replacement: "https://mirror.example/gh/"),
            .init(prefix: "https://github.com/acme/", replacement: "file:///srv/acme/"),
            .init(prefix: "git@github.com:", replacement: "https://mirror.example/ssh/"),
        ])
        XCTAssertEqual(configuration.rewrite("https://github.com/acme/tpl.git"), "file:///srv/acme/tpl.git")
        XCTAssertEqual(configuration.rewrite("https://github.com/other/tpl.git"), "https://mirror.example/gh/other/tpl.git")
        XCTAssertEqual(configuration.rewrite("git@github.com:acme/tpl.git"), "https://mirror.example/ssh/acme/tpl.git")
        XCTAssertEqual(configuration.rewrite("HTTPS://GitHub.com/acme/tpl.git"), "file:///srv/acme/tpl.git")
        XCTAssertNil(configuration.rewrite("https://gitlab.com/acme/tpl.git"))
    }

    func testARewritePrefixWithoutASlashEndsAtASegment() {
        let configuration = UserConfiguration(rewrites: [.init(prefix: "https://h.example/tpl", replacement: "file:///srv/tpl")])
        XCTAssertEqual(configuration.rewrite("https://h.example/tpl/recipes/a.rb"), "file:///srv/tpl/recipes/a.rb")
        XCTAssertEqual(configuration.rewrite("https://h.example/tpl"), "file:///srv/tpl")
        XCTAssertNil(configuration.rewrite("https://h.example/tpl-other/a.rb"))
    }

    func testTemplateSourcesByTheirForm() {
        XCTAssertEqual(TemplateSource.classify("gh:acme/tpl"), .repository("https://github.com/acme/tpl.git"))
        XCTAssertEqual(TemplateSource.classify("gl:acme/tpl.git"), .repository("https://gitlab.com/acme/tpl.git"))
        XCTAssertEqual(TemplateSource.classify("https://h/acme/tpl"), .repository("https://h/acme/tpl"))
        XCTAssertEqual(TemplateSource.classify("https://h/acme/template.rb?raw=1"), .file("https://h/acme/template.rb?raw=1"))
        XCTAssertEqual(TemplateSource.classify("http://h/team.YAML"), .file("http://h/team.YAML"))
        XCTAssertEqual(TemplateSource.classify("ssh://git@h/acme/tpl.git"), .repository("ssh://git@h/acme/tpl.git"))
        XCTAssertEqual(TemplateSource.classify("git@h.example:acme/tpl.git"), .repository("git@h.example:acme/tpl.git"))
        XCTAssertEqual(TemplateSource.classify("file:///srv/tpl.git"), .repository("file:///srv/tpl.git"))
        XCTAssertEqual(TemplateSource.classify("templates/company"), .local("templates/company"))
        XCTAssertEqual(TemplateSource.classify("./a@b:c"), .local("./a@b:c"))
        XCTAssertEqual(TemplateSource.localPath("file:///srv/my%20tpl"), "/srv/my tpl")
        XCTAssertEqual(TemplateSource.localPath("file://localhost/srv"), "/srv")
        XCTAssertNil(TemplateSource.localPath("file://other-host/srv"))
    }

    /// `git@host:path` is read byte by byte; it must say what the pattern that describes the form says.
    func testSCPStyleSourcesAreWhatTheirPatternMatches() throws {
        let pattern = try NSRegularExpression(pattern: "^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+:")
        let samples = [
            "git@h.example:acme/tpl.git", "a@b:", "a_b.c-d@h-1.x:p", "@h:p", "a@:p", "a@h", "a@h/p:x", "a b@h:p",
            "a@h_x:p", "a@@h:p", "a@h:p@q:r", "é@h:p", "a@hé:p", ":a@h:p", "a@h::", "", "@", "a@", "a@b", "./a@b:c",
            "C:\\a@b:c", "user.name@192.168.0.1:repo",
        ]
        for sample in samples {
            let matched = pattern.firstMatch(in: sample, range: NSRange(sample.startIndex..., in: sample)) != nil
            XCTAssertEqual(TemplateSource.isSCPStyle(sample), matched, sample)
        }
    }

    func testTheDefaultVersionTagIsTheHighestVersion() {
        XCTAssertEqual(VersionTag.newest(["v1.9.0", "v1.10.0", "v1.2.0", "latest"]), "v1.10.0")
        XCTAssertEqual(VersionTag.newest(["1.0", "0.9.9", "v2.0.0-rc1"]), "1.0")
        XCTAssertEqual(VersionTag.newest(["v2", "1.99.99"]), "v2")
        XCTAssertNil(VersionTag.newest(["release", "v1.x", ""]))
    }

    func testDownloadSizes() {
        XCTAssertEqual(RemoteOptions.parseSize("10M"), 10 * 1024 * 1024)
        XCTAssertEqual(RemoteOptions.parseSize("512k"), 512 * 1024)
        XCTAssertEqual(RemoteOptions.parseSize("2048"), 2048)
        XCTAssertNil(RemoteOptions.parseSize("0"))
        XCTAssertNil(RemoteOptions.parseSize("-1K"))
        XCTAssertNil(RemoteOptions.parseSize("lots"))
        XCTAssertNil(RemoteOptions.parseSize("99999999999999999G"))
    }
}
