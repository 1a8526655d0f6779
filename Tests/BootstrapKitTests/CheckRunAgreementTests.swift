import BootstrapKit
import Diagnostics
import XCTest

/// Disagreements between `bootstrap check` and a run that the action table removed.
final class CheckRunAgreementTests: XCTestCase {
    private func findings(_ files: [String: String]) throws -> [String] {
        var all = files
        all["config.yml"] = "app: true\n"
        return try TemporaryTemplate(files: all).findings().map { finding in
            "\(finding.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-") \(finding.code)"
        }
    }

    func testSuperInSourcePathsReachesTheActionAndIsNoFinding() throws {
        // The Rails idiom runs fine: `super` in `def source_paths` calls the `source_paths` action.
        let runner = "def source_paths\n  Array(super) + [__dir__]\nend\ntemplate \"a.txt\"\n"
        XCTAssertEqual(try findings(["runners/app.rb": runner, "a.txt": "x"]), [])
    }

    func testSuperInAMethodWithNothingToReachIsStillAWarning() throws {
        let runner = "def helper\n  super\nend\n"
        XCTAssertEqual(try findings(["runners/app.rb": runner]), ["runners/app.rb:2:3 unsupported-super"])
    }

    func testAMisspeltNameInARenderedTTFileIsReported() throws {
        let files = [
            "runners/app.rb": "template \"templates/README.md.tt\", \"README.md\"\n",
            "templates/README.md.tt": "# <%= app_name %>\n\nby <%= app_nam %>\n",
        ]
        XCTAssertEqual(try findings(files), ["templates/README.md.tt:3:8 undefined-name"])
    }

    func testTTFilesOfADirectoryAreCheckedAndThoseNothingRendersAreNot() throws {
        let files = [
            "runners/app.rb": "def author = \"me\"\ndirectory \"skeleton\", \".\"\n",
            "skeleton/a.rb.tt": "# <%= author %> <%= autor %>\n",
            // Rendered by no action of this template (another tool's template): only its syntax counts.
            "other/b.txt.tt": "<%= something_else %>\n",
        ]
        XCTAssertEqual(try findings(files), ["skeleton/a.rb.tt:1:21 undefined-name"])
    }
}
