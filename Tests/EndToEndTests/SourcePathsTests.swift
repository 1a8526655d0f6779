import Foundation
import XCTest

/// Where sources are found, as Thor finds them (docs/actions.md, "Which Rails the run stands for"):
/// `source_paths` starts with Rails' own app templates (here the copy of two of them in
/// rails-surface/exercise/gems, through GEM_PATH), a template's own list comes first when it makes
/// one — a `def`, a method of a module it `extend`s, Thor's array changed in place — and `check`
/// agrees with the run about each.
final class SourcePathsTests: XCTestCase {
    static let gems = BootstrapProcess.fixtures.appendingPathComponent("rails-surface/exercise/gems")

    private func template(_ code: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("tpl/template.rb", code)
        try folder.write("tpl/files/a.txt", "from files\n")
        try folder.write("tpl/db/seeds.rb", "the template's own seeds\n")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("app"), withIntermediateDirectories: true)
        return folder
    }

    private func run(_ folder: TemporaryFolder, gemPath: String? = nil) throws -> (check: BootstrapProcess.Result, apply: BootstrapProcess.Result) {
        let environment = ["GEM_PATH": gemPath ?? Self.gems.path, "GEM_HOME": ""]
        let check = try BootstrapProcess.run(["check", "-m", "tpl/template.rb"], in: folder.url, environment: environment)
        let apply = try BootstrapProcess.run(["apply", "--path", "app", "-m", "tpl/template.rb"], in: folder.url, environment: environment)
        return (check, apply)
    }

    func testAnExtendedModuleDefinesThem() throws {
        let folder = try template("""
            module Sources
              def source_paths
                [File.join(__dir__, "files")] + Array(super)
              end
            end
            extend Sources
            copy_file "a.txt"
            p source_paths.size

            """)
        let (check, apply) = try run(folder)
        XCTAssertEqual(check.status, 0, check.stdout)
        XCTAssertEqual(apply.status, 0, apply.stderr)
        XCTAssertEqual(folder.file("app/a.txt"), "from files\n")
        XCTAssertTrue(apply.stdout.contains("\n2\n"), apply.stdout)
    }

    func testThorsArrayChangedInPlaceCounts() throws {
        for change in ["source_paths.unshift(File.join(__dir__, \"files\"))", "source_paths << File.join(__dir__, \"files\")"] {
            let folder = try template("\(change)\ncopy_file \"a.txt\"\n")
            let (check, apply) = try run(folder)
            XCTAssertEqual(check.status, 0, "\(change): \(check.stdout)")
            XCTAssertEqual(apply.status, 0, "\(change): \(apply.stderr)")
            XCTAssertEqual(folder.file("app/a.txt"), "from files\n", change)
        }
    }

    func testSuperIsRailsAppTemplatesFoundFirst() throws {
        let folder = try template("def source_paths\n  Array(super) + [__dir__]\nend\ncopy_file \"db/seeds.rb\"\n")
        let (_, apply) = try run(folder)
        XCTAssertEqual(apply.status, 0, apply.stderr)
        let rails = try String(contentsOf: Self.gems.appendingPathComponent("gems/railties-6.1.7.10/lib/rails/generators/rails/app/templates/db/seeds.rb.tt"),
                               encoding: .utf8)
        XCTAssertEqual(folder.file("app/db/seeds.rb"), rails)
    }

    func testWithoutAListTheTemplatesOwnFolderComesFirst() throws {
        let folder = try template("copy_file \"db/seeds.rb\"\n")
        let (check, apply) = try run(folder)
        XCTAssertEqual(check.status, 0, check.stdout)
        XCTAssertEqual(apply.status, 0, apply.stderr)
        XCTAssertEqual(folder.file("app/db/seeds.rb"), "the template's own seeds\n")
    }

    func testWithoutRailsSuperIsEmptyAndASourceOnlyRailsHasIsMissing() throws {
        let folder = try template("def source_paths\n  Array(super) + [__dir__]\nend\np super_size: method(:source_paths).call.size\ntemplate \"config/boot.rb\"\n")
        let (_, apply) = try run(folder, gemPath: folder.url.appendingPathComponent("no-gems").path)
        // A missing template source is the template's defect: exit 2, as for any missing source.
        XCTAssertEqual(apply.status, 2, apply.stdout + apply.stderr)
        XCTAssertTrue(apply.stdout.contains("{:super_size=>1}"), apply.stdout)
        XCTAssertTrue(apply.stderr.contains("could not find \"config/boot.rb\" in any of the source paths"), apply.stderr)
        XCTAssertTrue(apply.stderr.contains("no railties gem is installed"), apply.stderr)
        XCTAssertFalse(folder.exists("app/config"))
    }
}
