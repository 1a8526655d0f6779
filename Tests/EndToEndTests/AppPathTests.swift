import XCTest

/// `app_path` as Rails has it: `rails new sub/my_app` gives the argument as typed, `rails
/// app:template` runs its generator on `Rails.root`, so `apply` gives the project's absolute path,
/// a Pathname (whose `+ "\n"` is Pathname's join: `/…/app/\n`, as under Rails).
final class AppPathTests: XCTestCase {
    private let template = "create_file \"path.txt\", app_path + \"\\n\"\n"

    func testNewGivesTheArgumentAsTyped() throws {
        let folder = try TemporaryFolder()
        try folder.write("tpl.rb", template)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let result = try BootstrapProcess.run(["new", "sub/my_app", "-m", "tpl.rb", "-q"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(folder.file("sub/my_app/path.txt"), "sub/my_app\n")
    }

    func testApplyGivesTheAbsolutePath() throws {
        let folder = try TemporaryFolder()
        try folder.write("tpl.rb", template)
        let project = folder.url.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let result = try BootstrapProcess.run(["apply", "--path", "app", "-m", "tpl.rb", "-q"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        let written = folder.file("app/path.txt") ?? ""
        XCTAssertTrue(written.hasPrefix("/"), written)
        XCTAssertTrue(written.hasSuffix("/app/\n"), written)
        XCTAssertEqual(URL(fileURLWithPath: String(written.dropLast(2))).resolvingSymlinksInPath().path,
                       project.resolvingSymlinksInPath().path)
    }
}

/// `original_app_name`, `app_name`, `app_const_base` against railties 6.1's
/// `Rails::Generators::AppName` for the same folder names (Fixtures/appname/record.sh).
final class AppNameTests: XCTestCase {
    func testNamesAreRails() throws {
        let fixture = BootstrapProcess.repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/appname/names.expected")
        let expected = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(expected.count, 4)
        for line in expected {
            let name = String(line.split(separator: "|")[0])
            let folder = try TemporaryFolder()
            try folder.write("tpl.rb",
                "create_file \"n.txt\", [original_app_name, app_name, app_const_base].join(\"|\") + \"\\n\"\n")
            let result = try BootstrapProcess.run(["new", name, "-m", "tpl.rb", "-q"], in: folder.url)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(folder.file("\(name)/n.txt"), line.split(separator: "|")[1...3].joined(separator: "|") + "\n", name)
        }
    }
}
