import Foundation
import XCTest

/// `bootstrap gen` in a project with an `.xcodeproj` (real Xcode projects from
/// Tests/XcodeProjectTests/Fixtures): every file it writes is added to the project, read back by
/// PyPI's `pbxproj` (or its recorded reading of the same bytes).
final class GenXcodeProjectTests: XCTestCase {
    private let environment = ["BOOTSTRAP_TEMPLATE_DIR": BootstrapProcess.repositoryRoot.path]
    private static let fixtures = BootstrapProcess.repositoryRoot.appendingPathComponent("Tests/XcodeProjectTests/Fixtures")

    /// A project folder `name` holding `name.xcodeproj` with the fixture's project.pbxproj.
    private func project(_ fixture: String, named name: String, in folder: TemporaryFolder) throws -> URL {
        let bundle = folder.url.appendingPathComponent(name).appendingPathComponent(name + ".xcodeproj")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let file = bundle.appendingPathComponent("project.pbxproj")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(fixture).appendingPathComponent("project.pbxproj"), to: file)
        return file
    }

    private func gen(_ arguments: [String], in folder: TemporaryFolder) throws -> BootstrapProcess.Result {
        try BootstrapProcess.run(["gen"] + arguments, in: folder.url, environment: environment)
    }

    /// The files under `root` (relative to the project folder `name`).
    private func written(_ root: String, in folder: TemporaryFolder, project name: String) -> [String] {
        folder.listing().filter { $0.hasPrefix(name + "/" + root + "/") && $0.contains(".") && !$0.hasSuffix("/") }
            .filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(path).path, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
            .map { String($0.dropFirst(name.count + 1)) }
    }

    /// Each file once in the group of its folder (a group inside the group named after the
    /// module), pointing at the file, and in `target`'s phase for its kind; every object that
    /// was there still there.
    private func assertRegistered(
        _ files: [String], target: String, after: XcodeProjectReadBack, before: XcodeProjectReadBack, module: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(files.isEmpty, file: file, line: line)
        for path in files {
            let parts = path.split(separator: "/").map(String.init)
            let name = parts.last!, group = parts.dropLast().joined(separator: "/")
            XCTAssertEqual(after.groups[group]?.filter { $0 == name }.count, 1, "\(path) once in group \(group)", file: file, line: line)
            XCTAssertTrue(parts.dropLast().contains(module), "\(path) is inside the group \(module)", file: file, line: line)
            XCTAssertEqual(after.paths[path], .some(path), "\(path) points at the file", file: file, line: line)
            let phase = path.hasSuffix(".swift") ? "PBXSourcesBuildPhase" : "PBXResourcesBuildPhase"
            XCTAssertEqual(after.phases[target]?[phase]?.filter { $0 == name }.count, 1, "\(name) in \(target)'s \(phase)", file: file, line: line)
        }
        for (id, isa) in before.objects {
            XCTAssertEqual(after.objects[id], isa, "object \(id) is still there", file: file, line: line)
        }
    }

    func testGenAddsTheModuleToTheProjectAndRefusesToRegenerate() throws {
        let folder = try TemporaryFolder()
        let pbxproj = try project("GenerambaSandbox", named: "GenerambaSandbox", in: folder)
        let before = try XcodeProjectReadBack.read(pbxproj, as: "GenerambaSandbox-before")
        let result = try gen(["Login", "viper", "--path", "GenerambaSandbox", "--set", "author=Ada"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("      update  GenerambaSandbox.xcodeproj/project.pbxproj\n"), result.stdout)
        let after = try XcodeProjectReadBack.read(pbxproj, as: "GenerambaSandbox-login")
        let code = written("GenerambaSandbox/Modules/Login", in: folder, project: "GenerambaSandbox")
        let tests = written("GenerambaSandboxTests/Modules/Login", in: folder, project: "GenerambaSandbox")
        XCTAssertGreaterThanOrEqual(code.count, 8, "\(code)")
        XCTAssertEqual(tests.count, 3, "\(tests)")
        assertRegistered(code, target: "GenerambaSandbox", after: after, before: before, module: "Login")
        assertRegistered(tests, target: "GenerambaSandboxTests", after: after, before: before, module: "Login")
        // The test files are in no phase of the app, the code in none of the tests.
        for name in tests.map({ String($0.split(separator: "/").last!) }) {
            XCTAssertFalse(after.phases["GenerambaSandbox"]?["PBXSourcesBuildPhase"]?.contains(name) ?? true, name)
        }

        // Again without --force: exit 1, and neither the project file nor the module changes.
        let bytes = try Data(contentsOf: pbxproj)
        let listing = folder.listing()
        let again = try gen(["Login", "viper", "--path", "GenerambaSandbox", "--set", "author=Ada"], in: folder)
        XCTAssertEqual(again.status, 1, again.stderr)
        XCTAssertTrue(again.stderr.contains("the module Login already exists"), again.stderr)
        XCTAssertEqual(try Data(contentsOf: pbxproj), bytes)
        XCTAssertEqual(folder.listing(), listing)

        // With --force the files are identical and so is the project: nothing is added twice.
        let forced = try gen(["Login", "viper", "--path", "GenerambaSandbox", "--set", "author=Ada", "--force"], in: folder)
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertTrue(forced.stdout.contains("   identical  GenerambaSandbox.xcodeproj/project.pbxproj\n"), forced.stdout)
        XCTAssertEqual(try Data(contentsOf: pbxproj), bytes)
    }

    func testTargetsChosenOnTheCommandLine() throws {
        let folder = try TemporaryFolder()
        let pbxproj = try project("ToDoListVIPER", named: "ToDoList-VIPER", in: folder)
        let before = try XcodeProjectReadBack.read(pbxproj, as: "ToDoListVIPER-before")
        let result = try gen(
            ["Settings", "viper", "--path", "ToDoList-VIPER", "--target", "ToDoList-VIPER", "--test-target", "ToDoList-VIPERUITests"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let after = try XcodeProjectReadBack.read(pbxproj, as: "ToDoListVIPER-settings")
        let code = written("ToDoList-VIPER/Modules/Settings", in: folder, project: "ToDoList-VIPER")
        let tests = written("ToDoList-VIPERTests/Modules/Settings", in: folder, project: "ToDoList-VIPER")
        assertRegistered(code, target: "ToDoList-VIPER", after: after, before: before, module: "Settings")
        assertRegistered(tests, target: "ToDoList-VIPERUITests", after: after, before: before, module: "Settings")
        XCTAssertEqual(after.phases["ToDoList-VIPERTests"], before.phases["ToDoList-VIPERTests"])
    }

    func testTargetsFromBootstrapYML() throws {
        let folder = try TemporaryFolder()
        let pbxproj = try project("ToDoListVIPER", named: "ToDoList-VIPER", in: folder)
        try "xcode:\n  test_target: ToDoList-VIPERUITests\n".write(
            to: folder.url.appendingPathComponent("ToDoList-VIPER/.bootstrap.yml"), atomically: true, encoding: .utf8)
        let result = try gen(["Settings", "viper", "--path", "ToDoList-VIPER"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
        XCTAssertTrue(text.contains("/* SettingsPresenterTests.swift in Sources */"), "test file built somewhere")
        let before = try XcodeProjectReadBack.read(
            project("ToDoListVIPER", named: "Original", in: folder), as: "ToDoListVIPER-before")
        let after = try XcodeProjectReadBack.read(pbxproj, as: "ToDoListVIPER-settings-yml")
        assertRegistered(written("ToDoList-VIPERTests/Modules/Settings", in: folder, project: "ToDoList-VIPER"),
                         target: "ToDoList-VIPERUITests", after: after, before: before, module: "Settings")
    }

    func testAnUnknownTargetIsBadInputAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let pbxproj = try project("GenerambaSandbox", named: "GenerambaSandbox", in: folder)
        let original = try Data(contentsOf: pbxproj)
        let listing = folder.listing()
        let result = try gen(["Login", "viper", "--path", "GenerambaSandbox", "--target", "GenerambaSandbx"], in: folder)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, """
            GenerambaSandbox.xcodeproj/project.pbxproj has no target 'GenerambaSandbx'
            did you mean 'GenerambaSandbox'?
            the targets of GenerambaSandbox.xcodeproj/project.pbxproj are: GenerambaSandbox, GenerambaSandboxTests

            """)
        XCTAssertEqual(folder.listing(), listing)
        XCTAssertEqual(try Data(contentsOf: pbxproj), original)

        try "xcode:\n  target: Nope\n".write(to: folder.url.appendingPathComponent("GenerambaSandbox/.bootstrap.yml"), atomically: true, encoding: .utf8)
        let located = try gen(["Login", "viper", "--path", "GenerambaSandbox"], in: folder)
        XCTAssertEqual(located.status, 2)
        XCTAssertTrue(located.stderr.hasPrefix(".bootstrap.yml:2:11: GenerambaSandbox.xcodeproj/project.pbxproj has no target 'Nope'\n  target: Nope\n          ^\n"), located.stderr)
        XCTAssertEqual(try Data(contentsOf: pbxproj), original)
    }

    /// The project file cannot take the module (its app target has no Sources phase): the files
    /// already written are taken back and the project file is as it was.
    func testAFailureInTheProjectRestoresEverything() throws {
        let folder = try TemporaryFolder()
        let pbxproj = try project("GenerambaSandbox", named: "GenerambaSandbox", in: folder)
        var text = try String(contentsOf: pbxproj, encoding: .utf8)
        let phaseLine = "\t\t\t\t9F2408F61BE6634C0089ED51 /* Sources */,\n"
        XCTAssertTrue(text.contains(phaseLine))
        text = text.replacingOccurrences(of: phaseLine, with: "")
        try text.write(to: pbxproj, atomically: true, encoding: .utf8)
        let original = try Data(contentsOf: pbxproj)
        let listing = folder.listing()
        let result = try gen(["Login", "viper", "--path", "GenerambaSandbox"], in: folder)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("target 'GenerambaSandbox' of GenerambaSandbox.xcodeproj/project.pbxproj has no PBXSourcesBuildPhase"), result.stderr)
        XCTAssertEqual(folder.listing(), listing)
        XCTAssertEqual(try Data(contentsOf: pbxproj), original)
    }

    func testAnUnreadableProjectFileIsALocatedErrorAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let pbxproj = try project("GenerambaSandbox", named: "GenerambaSandbox", in: folder)
        var text = try String(contentsOf: pbxproj, encoding: .utf8)
        text = text.replacingOccurrences(of: "\t\t\tname = Assembly;\n", with: "\t\t\tname = Assembly\n")
        try text.write(to: pbxproj, atomically: true, encoding: .utf8)
        let original = try Data(contentsOf: pbxproj)
        let listing = folder.listing()
        let result = try gen(["Login", "viper", "--path", "GenerambaSandbox"], in: folder)
        XCTAssertEqual(result.status, 2, result.stderr)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines.first?.hasPrefix("GenerambaSandbox.xcodeproj/project.pbxproj:110:4: expected `;` after the value of 'name', found `sourceTree`") ?? false, result.stderr)
        XCTAssertEqual(lines.dropFirst().prefix(2).joined(separator: "\n"), "\t\t\tsourceTree = \"<group>\";\n\t\t\t^")
        XCTAssertEqual(folder.listing(), listing)
        XCTAssertEqual(try Data(contentsOf: pbxproj), original)
    }

    /// `xcode: project: ios/App.xcodeproj`: files are named from the folder holding it, and a
    /// file outside that folder stops the run with everything restored.
    func testAProjectBelowTheRootNamesFilesFromItsFolder() throws {
        let folder = try TemporaryFolder()
        let bundle = folder.url.appendingPathComponent("Shop/ios/GenerambaSandbox.xcodeproj")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let pbxproj = bundle.appendingPathComponent("project.pbxproj")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("GenerambaSandbox/project.pbxproj"), to: pbxproj)
        let template = folder.url.appendingPathComponent("screen")
        try FileManager.default.createDirectory(at: template, withIntermediateDirectories: true)
        try "name: screen\ncode_root: \"%code%/%module_name%\"\ntest_root: Tests\ncode_files:\n  - source: view.swift.tt\n    destination: \"%module_name%View.swift\"\n"
            .write(to: template.appendingPathComponent("template.yml"), atomically: true, encoding: .utf8)
        try "struct <%= module_name %>View {}\n".write(to: template.appendingPathComponent("view.swift.tt"), atomically: true, encoding: .utf8)
        try "xcode:\n  project: ios/GenerambaSandbox.xcodeproj\n".write(
            to: folder.url.appendingPathComponent("Shop/.bootstrap.yml"), atomically: true, encoding: .utf8)

        let inside = try gen(["Cart", "./screen", "--path", "Shop", "--set", "code=ios/GenerambaSandbox/Screens"], in: folder)
        XCTAssertEqual(inside.status, 0, inside.stderr)
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
        XCTAssertTrue(text.contains("/* CartView.swift in Sources */ = {isa = PBXBuildFile;"), text)
        XCTAssertTrue(text.contains("path = Screens;"), "the group follows the folder below ios/")

        let original = try Data(contentsOf: pbxproj)
        let listing = folder.listing()
        let outside = try gen(["Order", "./screen", "--path", "Shop", "--set", "code=Screens"], in: folder)
        XCTAssertEqual(outside.status, 2, outside.stderr)
        XCTAssertTrue(outside.stderr.contains("Screens/Order/OrderView.swift lies outside ios/"), outside.stderr)
        XCTAssertEqual(folder.listing(), listing)
        XCTAssertEqual(try Data(contentsOf: pbxproj), original)
    }

    func testAProjectMadeByXcodeGenIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        let pbxproj = try project("GenerambaSandbox", named: "GenerambaSandbox", in: folder)
        try "name: GenerambaSandbox\n".write(to: folder.url.appendingPathComponent("GenerambaSandbox/project.yml"), atomically: true, encoding: .utf8)
        let original = try Data(contentsOf: pbxproj)
        let result = try gen(["Login", "viper", "--path", "GenerambaSandbox"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("project.pbxproj"), result.stdout)
        XCTAssertEqual(try Data(contentsOf: pbxproj), original)
    }

    func testPretendShowsTheUpdateAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let pbxproj = try project("GenerambaSandbox", named: "GenerambaSandbox", in: folder)
        let original = try Data(contentsOf: pbxproj)
        let listing = folder.listing()
        let result = try gen(["Login", "viper", "--path", "GenerambaSandbox", "--pretend"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("      update  GenerambaSandbox.xcodeproj/project.pbxproj\n"), result.stdout)
        XCTAssertEqual(folder.listing(), listing)
        XCTAssertEqual(try Data(contentsOf: pbxproj), original)
    }
}
