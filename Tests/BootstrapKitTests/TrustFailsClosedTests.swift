import Foundation
import XCTest

@testable import BootstrapKit

/// Trust fails closed (docs/remote-templates.md, "The user configuration"): a URL that servers
/// could read in more than one way is never within a trusted prefix, and the normal forms that
/// are compared agree with how a server resolves a path.
final class TrustFailsClosedTests: XCTestCase {
    private let team = UserConfiguration(trusted: ["http://127.0.0.1:8080/team"])

    func testTheIssuesURLIsNotTrusted() {
        XCTAssertFalse(team.isTrusted("http://127.0.0.1:8080/team/%2e%2e/x%ff/%2e%2e/evil.rb"))
    }

    func testMalformedEscapesAreNeverTrusted() {
        for url in [
            "http://127.0.0.1:8080/team/x%zz/tpl.rb", "http://127.0.0.1:8080/team/%/tpl.rb", "http://127.0.0.1:8080/team/tpl%2",
            "http://127.0.0.1:8080/team/tpl.rb?x=%g0", "http://127.0.0.1:8080/team/%2e%2e/x%zz/%2e%2e/evil.rb",
        ] {
            XCTAssertFalse(team.isTrusted(url), url)
            XCTAssertNil(URLNormalization.canonical(url), url)
        }
    }

    func testEscapedDotsAndOtherEncodingsResolveBeforeMatching() {
        for url in [
            "http://127.0.0.1:8080/team/%2E%2e/evil.rb", "http://127.0.0.1:8080/team/.%2e/evil.rb", "http://127.0.0.1:8080/team/%2e./evil.rb",
            "http://127.0.0.1:8080/team/x/%2e%2e/%2e%2e/evil.rb", "http://127.0.0.1:8080/%74eam/../evil.rb",
            "http://127.0.0.1:8080/team/%C3%A9/../../evil.rb",
        ] {
            XCTAssertFalse(team.isTrusted(url), url)
        }
        XCTAssertTrue(team.isTrusted("http://127.0.0.1:8080/%74%65%61%6D/tpl.rb"))
        XCTAssertTrue(team.isTrusted("http://127.0.0.1:8080/team/x/%2e%2e/tpl.rb"))
        XCTAssertTrue(team.isTrusted("http://127.0.0.1:8080/team/%ff/tpl.rb"), "an escape of a byte that is no UTF-8 is still one byte of a segment")
    }

    func testEncodedSlashesAndBackslashesAreNoSeparatorsAndHideNoDots() {
        XCTAssertFalse(team.isTrusted("http://127.0.0.1:8080/team%2Fevil.rb"), "one segment, not team/")
        XCTAssertTrue(team.isTrusted("http://127.0.0.1:8080/team/a%2Fb.rb"), "a segment holding %2F is inside")
        XCTAssertEqual(URLNormalization.canonical("http://h/a%2fb"), "http://h/a%2Fb")
        for url in [
            "http://127.0.0.1:8080/team/x%2F..%2F..%2Fevil.rb", "http://127.0.0.1:8080/team/..%2fevil.rb",
            "http://127.0.0.1:8080/team/x\\..\\..\\evil.rb", "http://127.0.0.1:8080/team/x%5C..%5C..%5Cevil.rb",
            "http://127.0.0.1:8080/team/%5c", "http://127.0.0.1:8080\\@evil.example/team/x.rb",
            "http://127.0.0.1:8080/team/..;/..;/evil.rb", "http://127.0.0.1:8080/team/x/.;/tpl.rb",
        ] {
            XCTAssertFalse(team.isTrusted(url), url)
        }
    }

    func testEmptySegmentsBeforeDotDotAreReadTwoWaysAndFail() {
        XCTAssertFalse(team.isTrusted("http://127.0.0.1:8080/team//../evil.rb"))
        XCTAssertFalse(team.isTrusted("http://127.0.0.1:8080/team/x//../../evil.rb"))
        XCTAssertTrue(team.isTrusted("http://127.0.0.1:8080/team//tpl.rb"))
        XCTAssertTrue(team.isTrusted("http://127.0.0.1:8080/team/tpl/"))
    }

    func testSchemeHostPortAndUserinfo() {
        XCTAssertTrue(team.isTrusted("HTTP://127.0.0.1:8080/team/a.rb"))
        XCTAssertFalse(team.isTrusted("https://127.0.0.1:8080/team/a.rb"))
        XCTAssertFalse(team.isTrusted("http://127.0.0.1:8081/team/a.rb"))
        XCTAssertFalse(team.isTrusted("http://127.0.0.1/team/a.rb"))
        XCTAssertFalse(team.isTrusted("http://127.0.0.1:8080@evil.example/team/a.rb"), "the host is evil.example")
        XCTAssertTrue(team.isTrusted("http://someone@127.0.0.1:8080/team/a.rb"), "user information is no part of where code comes from")
        XCTAssertFalse(team.isTrusted("http://a@b@127.0.0.1:8080/team/a.rb"), "two @ are read two ways")
        XCTAssertFalse(team.isTrusted("http://127.0.0.1:8080?@evil.example/team/a.rb"))
        XCTAssertFalse(team.isTrusted("http://127.0.0.1:8080#@evil.example/team/a.rb"))
        XCTAssertFalse(team.isTrusted("http://127.0.0.1:80x/team/a.rb"))
        let defaults = UserConfiguration(trusted: ["https://git.example.com/team", "http://h.example:80/t"])
        XCTAssertTrue(defaults.isTrusted("https://git.example.com:443/team/a.rb"))
        XCTAssertTrue(defaults.isTrusted("https://GIT.example.com:0443/team/a.rb"))
        XCTAssertTrue(defaults.isTrusted("http://h.example/t/a.rb"))
        XCTAssertFalse(defaults.isTrusted("https://git.example.com:8443/team/a.rb"))
    }

    func testHostsOutsidePlainASCIIAreNeverTrusted() {
        let configuration = UserConfiguration(trusted: ["https://exämple.com/team", "https://xn--exmple-cua.com/team", "https://example.com/team"])
        XCTAssertFalse(configuration.isTrusted("https://exämple.com/team/a.rb"))
        XCTAssertTrue(configuration.isTrusted("https://xn--exmple-cua.com/team/a.rb"))
        XCTAssertFalse(configuration.isTrusted("https://ex%61mple.com/team/a.rb"))
        XCTAssertFalse(configuration.isTrusted("https://example.com\u{FF0E}/team/a.rb"))
        XCTAssertFalse(configuration.isTrusted("https://example.com./team/a.rb"), "another spelling: not trusted, never the other way round")
    }

    func testControlCharactersAndSpacesAreNeverTrusted() {
        for url in ["http://127.0.0.1:8080/team/a\u{1B}.rb", "http://127.0.0.1:8080/team/a b.rb", "http://127.0.0.1:8080/team/\t../evil.rb",
                    "http://127.0.0.1:8080/team/a.rb\r\n"] {
            XCTAssertFalse(team.isTrusted(url), url.debugDescription)
        }
    }

    func testATrustedEntryThatCannotBeNormalizedTrustsNothing() {
        let broken = UserConfiguration(trusted: ["http://127.0.0.1:8080/te%zzam", "not a url", ""])
        XCTAssertFalse(broken.isTrusted("http://127.0.0.1:8080/te%zzam/a.rb"))
        XCTAssertFalse(broken.isTrusted("not a url"))
        XCTAssertFalse(broken.isTrusted(""))
    }

    func testSegmentBoundaries() {
        XCTAssertFalse(team.isTrusted("http://127.0.0.1:8080/teamevil/a.rb"))
        XCTAssertFalse(team.isTrusted("http://127.0.0.1:8080/team.evil/a.rb"))
        XCTAssertFalse(team.isTrusted("http://127.0.0.1:8080/tea"))
        XCTAssertFalse(UserConfiguration(trusted: ["http://127.0.0.1:8080/team/"]).isTrusted("http://127.0.0.1:8080/teamevil"))
        XCTAssertTrue(UserConfiguration(trusted: ["http://127.0.0.1:8080/"]).isTrusted("http://127.0.0.1:8080/anything/a.rb"))
        XCTAssertTrue(team.isTrusted("http://127.0.0.1:8080/team?x=1"))
    }

    func testNormalFormsForRewritesAndTheCache() {
        XCTAssertEqual(URLNormalization.normalize("HTTP://H.example:80/A/%7e/%2e/b/../c%3a%2fd/"), "http://h.example/A/~/c%3A%2Fd")
        XCTAssertEqual(URLNormalization.normalize("http://h/é"), "http://h/%C3%A9")
        XCTAssertEqual(URLNormalization.normalize("http://h/%c3%a9"), "http://h/%C3%A9")
        XCTAssertEqual(URLNormalization.normalize("https://h/x%zz"), "https://h/x%zz", "kept as written when it cannot be normalized")
        XCTAssertEqual(URLNormalization.normalize("templates/local"), "templates/local")
    }
}
