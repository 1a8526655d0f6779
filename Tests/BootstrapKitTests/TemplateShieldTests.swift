import Foundation
import XCTest

@testable import BootstrapKit

/// What the template folder keeps from reads though inside it, and the project's git folder:
/// names compared as the file systems compare them, and when a folder is sealed.
final class TemplateShieldTests: XCTestCase {
    func testGitsFolderInEverySpelling() {
        for name in [".git", ".GIT", ".Git", ".git.", ".git ", ".git. .", "git~1", "GIT~1", ".g\u{200C}it", "\u{FEFF}.git", ".gi\u{200D}t"] {
            XCTAssertTrue(TemplateShield.isGitFolder(name), name.debugDescription)
        }
        for name in [".gitignore", ".github", ".gitattributes", "git", ".gi", "..git", "a.git", ".git~1", "", ".", ".."] {
            XCTAssertFalse(TemplateShield.isGitFolder(name), name.debugDescription)
        }
    }

    func testCredentialNames() {
        for name in [".ssh", ".SSH", ".ssh.", ".gnupg", ".aws", ".netrc", "id_ed25519", "ID_RSA", ".git", ".s\u{200C}sh", ".git-credentials"] {
            XCTAssertTrue(TemplateShield.isCredential(name), name)
        }
        for name in ["id_ed25519.pub", ".rubocop.yml", "files", "README.md", ".config", ".npmrc", "ssh", ".github"] {
            XCTAssertFalse(TemplateShield.isCredential(name), name)
        }
    }

    func testWhenAFolderIsSealed() {
        let homes = ["/home/ada"]
        XCTAssertNotNil(PathConfinement.sealedReason("/", homes: homes))
        XCTAssertNotNil(PathConfinement.sealedReason("/home/ada", homes: homes))
        XCTAssertNotNil(PathConfinement.sealedReason("/home", homes: homes))
        XCTAssertNotNil(PathConfinement.sealedReason("/home/ada/.ssh", homes: homes))
        XCTAssertNotNil(PathConfinement.sealedReason("/srv/.aws/t", homes: homes))
        XCTAssertNil(PathConfinement.sealedReason("/home/ada/templates", homes: homes))
        XCTAssertNil(PathConfinement.sealedReason("/home/adam", homes: homes), "a name that starts like the home folder's")
        XCTAssertNil(PathConfinement.sealedReason("/tmp/t", homes: homes))
    }

    func testASealedFolderGivesOnlyTheTemplatesOwnFile() {
        let shield = TemplateShield(sealedBecause: "sealed", ownFile: "template.rb")
        XCTAssertNil(shield.refusal(of: ["template.rb"], joined: "template.rb"))
        XCTAssertNil(shield.refusal(of: [], joined: ""), "the folder itself")
        XCTAssertEqual(shield.refusal(of: ["files", "README.md"], joined: "files/README.md"), "sealed")
        let open = TemplateShield(sealedBecause: nil, ownFile: "template.rb")
        XCTAssertNil(open.refusal(of: ["files", "README.md"], joined: "files/README.md"))
        XCTAssertNotNil(open.refusal(of: ["files", ".ssh", "config"], joined: "files/.ssh/config"))
    }
}
