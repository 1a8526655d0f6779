import Foundation
import XCTest

/// `bootstrap update`: a project made from v1 of a `file://` git template brought to v2, with
/// the user's own edits in it (docs/updating.md).
final class UpdateCommandTests: XCTestCase {
    func testAUserEditAndTheTemplateChangeToTheSameFileMergeCleanly() throws {
        let update = try UpdateScene()
        try update.edit("README.md", "Intro line.", "Intro line, edited by the user.")
        try update.edit("kept.txt", "v1 makes it", "v1 makes it, and the user changed it")
        try FileManager.default.removeItem(at: update.project.appendingPathComponent("CHANGELOG.md"))
        // No terminal, no --set: `title` (no default) comes from .bootstrap.yml, `color` (new in v2) takes its default.
        let result = try update.update()
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let oracle = try update.gitMergeFile(
            ours: UpdateScene.readme(license: "MIT", intro: "Intro line, edited by the user."),
            base: UpdateScene.readme(license: "MIT"), theirs: UpdateScene.readme(license: "Apache-2.0"))
        XCTAssertEqual(oracle.conflicts, 0)
        XCTAssertEqual(update.file("README.md"), oracle.text)
        XCTAssertEqual(update.file("README.md"), UpdateScene.readme(license: "Apache-2.0", intro: "Intro line, edited by the user."))
        // The block added later by `apply --only extra` is regenerated from v2, after `new`'s blocks.
        XCTAssertEqual(update.file("extra.txt"), "extra for sqlite\n")
        XCTAssertEqual(update.file("extra-v2.txt"), "made by v2's extra block\n")
        XCTAssertEqual(update.file("docs/color.md"), "blue\n")
        XCTAssertNil(update.file("obsolete.txt"), "unchanged by the user and gone from v2: removed")
        XCTAssertEqual(update.file("kept.txt"), "v1 makes it, and the user changed it\n")
        XCTAssertTrue(result.stdout.contains("kept.txt: kept"), result.stdout)
        XCTAssertNil(update.file("CHANGELOG.md"), "the user deleted it: it stays deleted")
        let record = try XCTUnwrap(update.file(".bootstrap.yml"))
        XCTAssertTrue(record.contains("  ref: \"v2\"\n  commit: \"\(try update.commit(of: "v2"))\"\n"), record)
        XCTAssertTrue(record.contains("  - \"base\"\n  - \"extra\"\n"), record)
        XCTAssertTrue(record.contains("  title: \"Shop\"\n  db: \"sqlite\"\n  color: \"blue\"\n"), record)
        // Up to date now: a second update changes nothing.
        let before = update.snapshot()
        let again = try update.update()
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(update.snapshot(), before)
    }

    func testABumpedGemIsReplacedInPlaceADroppedOneRemovedAndTheUsersGemsStay() throws {
        let update = try UpdateScene()
        try update.edit("Gemfile", "gem 'rails', '~> 6.1'\n", "gem 'rails', '~> 6.1'\ngem 'user_between'\n")
        try update.edit("Gemfile", "gem 'sass-rails'\n", "gem 'sass-rails'\ngem 'mine', '1.0'\n")
        let result = try update.update()
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(update.file("Gemfile"), """
            source 'https://rubygems.org'

            gem 'rails', '~> 6.1'
            gem 'user_between'
            gem 'puma', '~> 6.0'
            gem 'bootsnap'
            gem 'mine', '1.0'

            """)
    }

    func testAChangedRouteIsReplacedAndADroppedOneRemovedBesideTheUsersRoutes() throws {
        let update = try UpdateScene()
        XCTAssertEqual(update.file("config/routes.rb"), "Rails.application.routes.draw do\n  get 'dropped', to: 'd#show'\n  get 'old_a', to: 'a#show'\nend\n")
        try update.write("config/routes.rb", """
            Rails.application.routes.draw do
              get 'user_first'
              get 'dropped', to: 'd#show'
              get 'user_between'
              get 'old_a', to: 'a#show'
              get 'user_last'
            end

            """)
        let result = try update.update()
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(update.file("config/routes.rb"), """
            Rails.application.routes.draw do
              get 'user_first'
              get 'user_between'
              get 'new_a', to: 'a#index'
              get 'user_last'
            end

            """)
    }

    func testAConflictingEditGivesGitsMarkersAndExit3() throws {
        let update = try UpdateScene()
        try update.edit("README.md", "License: MIT", "License: BSD")
        let result = try update.update()
        XCTAssertEqual(result.status, 3, result.stdout + result.stderr)
        let oracle = try update.gitMergeFile(
            ours: UpdateScene.readme(license: "BSD"), base: UpdateScene.readme(license: "MIT"),
            theirs: UpdateScene.readme(license: "Apache-2.0"))
        XCTAssertEqual(oracle.conflicts, 1)
        XCTAssertEqual(update.file("README.md"), oracle.text)
        XCTAssertTrue(oracle.text.contains("<<<<<<< project\nLicense: BSD\n=======\nLicense: Apache-2.0\n>>>>>>> template v2\n"), oracle.text)
        XCTAssertTrue(result.stderr.contains("README.md: 1 conflicting region(s)"), result.stderr)
        XCTAssertTrue(result.stdout.contains("conflict  README.md"), result.stdout)
        // The rest is merged and the record names v2.
        XCTAssertEqual(update.file("extra-v2.txt"), "made by v2's extra block\n")
        XCTAssertTrue(try XCTUnwrap(update.file(".bootstrap.yml")).contains(try update.commit(of: "v2")))
    }

    func testConflictRejKeepsTheProjectsLinesAndWritesTheTemplatesChangeBeside() throws {
        let update = try UpdateScene()
        try update.edit("README.md", "License: MIT", "License: BSD")
        let result = try update.update(["--conflict", "rej"])
        XCTAssertEqual(result.status, 3, result.stdout + result.stderr)
        XCTAssertEqual(update.file("README.md"), UpdateScene.readme(license: "BSD"))
        // The hunk takes the project's line out and the new version's in, with context: it applies to the file as written.
        XCTAssertEqual(
            update.file("README.md.rej"),
            "--- a/README.md\n+++ b/README.md\n@@ -8,4 +8,4 @@\n Usage:\n   run it\n \n-License: BSD\n+License: Apache-2.0\n")
        XCTAssertTrue(result.stderr.contains("the template's change is in README.md.rej"), result.stderr)
    }

    func testADirtyWorkTreeIsRefusedNamingTheFiles() throws {
        let update = try UpdateScene()
        try GitRepository.run(["init", "-q", "-b", "main"], in: update.project)
        try GitRepository.run(["add", "-A"], in: update.project)
        try GitRepository.run(["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-m", "made"], in: update.project)
        try update.edit("README.md", "Intro line.", "Work in progress.")
        try update.write("scratch.txt", "notes\n")
        let before = update.snapshot()
        let result = try update.update()
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("uncommitted changes"), result.stderr)
        XCTAssertTrue(result.stderr.contains("  README.md\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("  scratch.txt"), result.stderr)
        XCTAssertEqual(update.snapshot(), before)
        let allowed = try update.update(["--allow-dirty"])
        XCTAssertEqual(allowed.status, 0, allowed.stdout + allowed.stderr)
        XCTAssertEqual(update.file("README.md"), UpdateScene.readme(license: "Apache-2.0", intro: "Work in progress."))
    }

    func testALinkOutOfTheProjectIsRefusedAndNothingIsWritten() throws {
        let update = try UpdateScene()
        let outside = update.scene.root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: update.project.appendingPathComponent("docs"), withDestinationURL: outside)
        let before = update.snapshot()
        let result = try update.update()
        XCTAssertNotEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("docs/color.md"), result.stderr)
        XCTAssertEqual(update.snapshot(), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
    }

    func testAFailingUpdateRestoresEveryFileByteForByte() throws {
        let update = try UpdateScene()
        try update.edit("README.md", "Intro line.", "Intro line, edited by the user.")
        // v2 writes docs/color.md, but the user made docs a file: that write fails after the
        // merges before it (.bootstrap.yml, Gemfile, README.md …) were made.
        try update.write("docs", "the user's own docs file\n")
        let before = update.snapshot()
        let result = try update.update()
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("docs"), result.stderr)
        XCTAssertTrue(result.stderr.contains("restored"), result.stderr)
        XCTAssertEqual(update.snapshot(), before)
    }

    /// A write that fails while the update is being written to disk (an immutable README.md, after
    /// .bootstrap.yml and Gemfile were written): the journal puts those back. Needs `chattr +i`.
    func testAWriteFailingOnDiskRestoresTheFilesWrittenBeforeIt() throws {
        let update = try UpdateScene()
        let readme = update.project.appendingPathComponent("README.md").path
        guard try Self.chattr("+i", readme) else { throw XCTSkip("chattr +i is not permitted here") }
        defer { _ = try? Self.chattr("-i", readme) }
        guard (try? "probe".write(toFile: readme, atomically: false, encoding: .utf8)) == nil else {
            throw XCTSkip("an immutable file is still writable here")
        }
        let before = update.snapshot()
        let result = try update.update()
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot write README.md"), result.stderr)
        // The immutable README.md never changed: it is no failure to restore.
        XCTAssertTrue(result.stderr.contains("the run failed; every file it changed was restored"), result.stderr)
        XCTAssertFalse(result.stderr.contains("restoring the project failed"), result.stderr)
        XCTAssertEqual(update.snapshot(), before)
    }

    private static func chattr(_ flag: String, _ path: String) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["chattr", flag, path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    func testPretendAndDiffWriteNothing() throws {
        let update = try UpdateScene()
        let before = update.snapshot()
        let pretend = try update.update(["--pretend"])
        XCTAssertEqual(pretend.status, 0, pretend.stderr)
        XCTAssertTrue(pretend.stdout.contains("update  README.md"), pretend.stdout)
        XCTAssertTrue(pretend.stdout.contains("remove  obsolete.txt"), pretend.stdout)
        XCTAssertTrue(pretend.stdout.contains("create  docs/color.md"), pretend.stdout)
        let diff = try update.update(["--diff"])
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertTrue(diff.stdout.contains("--- a/README.md\n+++ b/README.md\n"), diff.stdout)
        XCTAssertTrue(diff.stdout.contains("-License: MIT\n+License: Apache-2.0\n"), diff.stdout)
        // Every change has its diff: a removed file's lines, a created file's lines.
        XCTAssertTrue(diff.stdout.contains("remove  obsolete.txt\n"), diff.stdout)
        XCTAssertTrue(diff.stdout.contains("--- a/obsolete.txt\n+++ /dev/null\n@@ -1 +0,0 @@\n-gone in v2\n"), diff.stdout)
        XCTAssertTrue(diff.stdout.contains("--- /dev/null\n+++ b/docs/color.md\n@@ -0,0 +1 @@\n+blue\n"), diff.stdout)
        XCTAssertTrue(diff.stdout.contains("--- a/kept.txt\n+++ /dev/null\n"), diff.stdout)
        XCTAssertEqual(update.snapshot(), before)
    }

    func testAnInvalidChoiceOfANewQuestionExits2NamingIt() throws {
        let update = try UpdateScene()
        let before = update.snapshot()
        let result = try update.update(["--set", "color=green"])
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("question 'color' is not accepted: it accepts one of: red, blue"), result.stderr)
        XCTAssertEqual(update.snapshot(), before)
        let chosen = try update.update(["--set", "color=red"])
        XCTAssertEqual(chosen.status, 0, chosen.stderr)
        XCTAssertEqual(update.file("docs/color.md"), "red\n")
    }

    func testAProjectWithoutAGitTemplateIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("tpl/config.yml", "base: true\n")
        try folder.write("tpl/runners/base.rb", "create_file \"a.txt\", \"a\\n\"\n")
        XCTAssertEqual(try BootstrapProcess.run(["new", "p", "-m", "tpl", "-q"], in: folder.url).status, 0)
        let result = try BootstrapProcess.run(["update"], in: folder.url.appendingPathComponent("p"))
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("is not a git template"), result.stderr)
        let bare = try BootstrapProcess.run(["update", "--path", "tpl"], in: folder.url)
        XCTAssertEqual(bare.status, 2, bare.stderr)
        XCTAssertTrue(bare.stderr.contains(".bootstrap.yml does not exist"), bare.stderr)
    }
}
