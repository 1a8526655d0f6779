import Foundation
import XCTest

/// `new` builds the project in a staging folder and renames it into place at the end; what its
/// commands print is shown with the project's own path (the real `git init` says where the
/// repository is), while output the template captures stays what the command printed.
final class CommandOutputPathTests: XCTestCase {
    func testCommandOutputNamesTheProjectsOwnFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("t/config.yml", "app: true\n")
        try folder.write("t/runners/app.rb", """
            git :init
            run "pwd; pwd -P; echo done >&2"
            create_file "captured.txt", `pwd`

            """)
        let result = try BootstrapProcess.run(["new", "my shop", "-m", "t", "--allow-run"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        let project = try XCTUnwrap(realpath(folder.url.appendingPathComponent("my shop").path, nil).map { pointer -> String in
            defer { free(pointer) }
            return String(cString: pointer)
        })
        XCTAssertTrue(result.stdout.contains("Initialized empty Git repository in \(project)/.git/\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("         run  pwd; pwd -P; echo done >&2 from \".\"\n\(project)\n\(project)\ndone\n"), result.stdout)
        XCTAssertFalse(result.stdout.contains(".bootstrap-"), result.stdout)
        // What the template captured is the command's own output: the folder it ran in.
        let captured = try XCTUnwrap(folder.file("my shop/captured.txt"))
        XCTAssertTrue(captured.contains("/.my shop.bootstrap-"), captured)
        // JSON output events too.
        let json = try BootstrapProcess.run(["new", "json", "-m", "t", "--allow-run", "--format", "json"], in: folder.url)
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertFalse(json.stdout.contains(".bootstrap-"), json.stdout)
        XCTAssertTrue(json.stdout.contains("/json/.git/"), json.stdout)
    }

    /// A base command runs in the staging folder, which stands for the folder above the project.
    func testABaseCommandsOutputNamesTheFoldersItStandsFor() throws {
        let folder = try TemporaryFolder()
        try folder.write("t/config.yml", "_base: pwd -P && mkdir %app_path% && cd %app_path% && pwd -P\napp: true\n")
        try folder.write("t/runners/app.rb", "create_file \"a.txt\", \"a\\n\"\n")
        let result = try BootstrapProcess.run(["new", "shop", "-m", "t", "--allow-run"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        let parent = try XCTUnwrap(realpath(folder.url.path, nil).map { pointer -> String in
            defer { free(pointer) }
            return String(cString: pointer)
        })
        XCTAssertTrue(result.stdout.contains("\(parent)\n\(parent)/shop\n"), result.stdout)
        XCTAssertFalse(result.stdout.contains(".bootstrap-"), result.stdout)
        XCTAssertEqual(folder.file("shop/a.txt"), "a\n")
    }
}
