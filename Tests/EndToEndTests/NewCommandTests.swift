import XCTest

/// `bootstrap new` end to end: the files on disk, the status lines and the exit codes.
final class NewCommandTests: XCTestCase {
    func testEveryGemFormWritesTheLinesRails61Writes() throws {
        let folder = try TemporaryFolder()
        let template = BootstrapProcess.fixtures.appendingPathComponent("every-gem-form").path
        let result = try BootstrapProcess.run(["new", "demo", "-m", template], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        let expected = try String(contentsOf: BootstrapProcess.fixtures.appendingPathComponent("every-gem-form/Gemfile.expected"))
        XCTAssertEqual(folder.file("demo/Gemfile"), expected)
        // Status lines in Thor's layout: the status right-aligned in 12 columns, two spaces, the message.
        XCTAssertTrue(result.stdout.contains("     gemfile  factory_girl_rails (~> 4.8)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("     gemfile  https://github.com/puma/puma.git\n"), result.stdout)
        XCTAssertFalse(result.stdout.contains("skipped_false"))
        XCTAssertFalse(result.stdout.contains("skipped_null"))
        // No staging folder is left beside the project.
        XCTAssertEqual(folder.listing().filter { !$0.hasPrefix("demo") }, [])
    }

    func testRunnersAndCallbacksRunInTheContractOrder() throws {
        let folder = try TemporaryFolder()
        let template = BootstrapProcess.fixtures.appendingPathComponent("callbacks").path
        let result = try BootstrapProcess.run(["new", "shop", "-m", template], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(folder.file("shop/order.txt"), """
            first runner
            testing runner
            rspec_rails_callback
            factory_girl_rails_callback
            later runner
            late_gem_callback

            """)
        XCTAssertEqual(folder.file("shop/spec/support/factory_girl.rb"), """
            # shop: FactoryGirl for Shop
            RSpec.configure do |config|
              config.include FactoryGirl::Syntax::Methods
            end

            """)
        XCTAssertFalse(folder.exists("shop/disabled.txt"), "a disabled block's runner ran")
        // The gem's status line comes before its callback's effects.
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let gemLine = try XCTUnwrap(lines.firstIndex(of: "     gemfile  factory_girl_rails (~> 4.8)"))
        let templateLine = try XCTUnwrap(lines.firstIndex(of: "      create  spec/support/factory_girl.rb"))
        XCTAssertLessThan(gemLine, templateLine)
    }

    func testARefusedNonEmptyDestinationIsLeftUntouched() throws {
        let folder = try TemporaryFolder()
        try folder.write("existing/keep.txt", "mine\n")
        let template = BootstrapProcess.fixtures.appendingPathComponent("every-gem-form").path
        let result = try BootstrapProcess.run(["new", "existing", "-m", template], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("already exists and is not empty"), result.stderr)
        XCTAssertEqual(folder.listing(), ["existing", "existing/keep.txt"])
        XCTAssertEqual(folder.file("existing/keep.txt"), "mine\n")
    }

    func testAnEmptyDestinationFolderIsFilled() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let template = BootstrapProcess.fixtures.appendingPathComponent("every-gem-form").path
        let result = try BootstrapProcess.run(["new", "empty", "-m", template], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(folder.exists("empty/Gemfile"))
    }

    func testALateRuntimeFailureLeavesNothingBehind() throws {
        let folder = try TemporaryFolder()
        let template = BootstrapProcess.fixtures.appendingPathComponent("bad/runtime-failure").path
        let result = try BootstrapProcess.run(["new", "nested/app", "-m", template], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("runners/late.rb:2:1: the template gave up"), result.stderr)
        XCTAssertEqual(folder.listing(), [], "a failed new must leave neither the project, its parents nor the staging folder")
    }

    func testAPathOutsideTheProjectIsRefusedAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("work"), withIntermediateDirectories: true)
        let template = BootstrapProcess.fixtures.appendingPathComponent("bad/refused-path").path
        let result = try BootstrapProcess.run(["new", "app", "-m", template], in: folder.url.appendingPathComponent("work"))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("runners/escape.rb:2:1: refusing to write '../outside.txt'"), result.stderr)
        XCTAssertEqual(folder.listing(), ["work"])
    }

    func testPretendWritesNothingAndPrintsTheSameStatuses() throws {
        let folder = try TemporaryFolder()
        let template = BootstrapProcess.fixtures.appendingPathComponent("callbacks").path
        let real = try BootstrapProcess.run(["new", "real", "-m", template], in: folder.url)
        let pretend = try BootstrapProcess.run(["new", "pretend", "-m", template, "--pretend"], in: folder.url)
        XCTAssertEqual(pretend.status, 0, pretend.stderr)
        XCTAssertFalse(folder.exists("pretend"))
        XCTAssertEqual(folder.listing().filter { !$0.hasPrefix("real") }, [])
        XCTAssertEqual(pretend.stdout, real.stdout)
    }

    func testTheBuiltInTemplateMakesASwiftPackage() throws {
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(
            ["new", "MyTool", "--no-run"], in: folder.url,
            environment: ["BOOTSTRAP_TEMPLATE_DIR": BootstrapProcess.repositoryRoot.path])
        XCTAssertEqual(result.status, 0, result.stderr + result.stdout)
        XCTAssertEqual(folder.file("MyTool/.swift-version"), "6.0\n")
        let manifest = try XCTUnwrap(folder.file("MyTool/Package.swift"))
        XCTAssertTrue(manifest.hasPrefix("// swift-tools-version:5.9\n"), manifest)
        XCTAssertTrue(manifest.contains(#".target(name: "MyToolKit")"#), manifest)
        XCTAssertTrue(manifest.contains(#".executableTarget(name: "my-tool", dependencies: ["MyToolKit"])"#), manifest)
        XCTAssertTrue(folder.exists("MyTool/Sources/MyToolKit/MyToolKit.swift"))
        XCTAssertTrue(folder.exists("MyTool/Sources/my-tool/main.swift"))
        XCTAssertTrue(folder.exists("MyTool/Tests/MyToolKitTests/MyToolKitTests.swift"))
        XCTAssertTrue(folder.file("MyTool/README.md")?.hasPrefix("# MyTool\n") ?? false)
    }

    func testSetAnswersReachTheTemplate() throws {
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(
            ["new", "tool", "--no-run", "--set", "swift_version=5.10", "--set", "swift_tools_version=5.10"], in: folder.url,
            environment: ["BOOTSTRAP_TEMPLATE_DIR": BootstrapProcess.repositoryRoot.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(folder.file("tool/.swift-version"), "5.10\n")
        XCTAssertTrue(folder.file("tool/Package.swift")?.hasPrefix("// swift-tools-version:5.10\n") ?? false)
    }

    func testASingleFileTemplateReadsItsFolderAndTheProject() throws {
        let folder = try TemporaryFolder()
        let template = BootstrapProcess.fixtures.appendingPathComponent("single-file/template.rb").path
        let result = try BootstrapProcess.run(["new", "solo", "-m", template], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(folder.file("solo/notes.txt"), "from the template\n")
        XCTAssertEqual(folder.file("solo/list.txt"), "note.txt,other.txt\n")
        XCTAssertEqual(folder.file("solo/in-project.txt"), "list.txt,notes.txt\n")
        XCTAssertEqual(folder.file("solo/exists.txt"), "true true false\n")
        XCTAssertEqual(folder.file("solo/lib/seen.txt"), "[\"a.rb\"]\n")
    }
}
