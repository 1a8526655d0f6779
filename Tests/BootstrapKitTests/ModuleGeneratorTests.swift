import Diagnostics
import RunnerLanguage
import XCTest

@testable import BootstrapKit

/// Rendering and writing a module: all or nothing, `--force`, `--pretend`, confinement.
final class ModuleGeneratorTests: XCTestCase {
    private var scratch: ModuleScratch!
    private var output = ""

    override func setUpWithError() throws {
        scratch = try ModuleScratch()
        output = ""
        try scratch.write("templates/screen/template.yml", """
            name: screen
            code_root: Sources/%module_name%
            test_root: Tests/%module_name%Tests
            code_files:
              - "%module_name%Screen.swift.tt"
              - logo.bin
            test_files:
              - source: tests.swift.tt
                destination: "%module_name%ScreenTests.swift"
            """)
        try scratch.write("templates/screen/%module_name%Screen.swift.tt", """
            // <%= module_name %>Screen.swift, <%= project_name %>, by <%= author %> on <%= date %>
            struct <%= module_name %>Screen {
                let key = "<%= module_name_underscored %>"
            <% 2.times do |i| -%>
                let field<%= i %> = <%= i %>
            <% end -%>
            }

            """)
        try scratch.write("templates/screen/logo.bin", "<%= not rendered %>\n")
        try scratch.write("templates/screen/tests.swift.tt", "final class <%= module_name %>ScreenTests {}\n")
        try FileManager.default.createDirectory(at: scratch.folder("App"), withIntermediateDirectories: true)
    }

    private func generator(_ module: String = "UserProfile", options: RunOptions = RunOptions(), template: String = "templates/screen") throws -> ModuleGenerator {
        let loaded = try ModuleTemplate.load(folder: scratch.folder(template), displayPath: template)
        let root = scratch.folder("App")
        let variables = try ModuleVariables.make(
            module: module, template: loaded, projectRoot: root, settings: ["author": "Ada"], now: fixedDate)
        let log = StatusLog(output: { [unowned self] in self.output += $0 })
        let workspace = Workspace(root: root, pretend: options.pretend, journaling: true)
        return ModuleGenerator(template: loaded, variables: variables, workspace: workspace, options: options, log: log)
    }

    func testEveryFileIsRenderedAndWrittenWithCreateLines() throws {
        _ = try generator().generate()
        XCTAssertEqual(scratch.file("App/Sources/UserProfile/UserProfileScreen.swift"), """
            // UserProfileScreen.swift, App, by Ada on 2026-03-07
            struct UserProfileScreen {
                let key = "user_profile"
                let field0 = 0
                let field1 = 1
            }

            """)
        XCTAssertEqual(scratch.file("App/Sources/UserProfile/logo.bin"), "<%= not rendered %>\n", "only .tt files are rendered")
        XCTAssertEqual(scratch.file("App/Tests/UserProfileTests/UserProfileScreenTests.swift"), "final class UserProfileScreenTests {}\n")
        XCTAssertEqual(output, """
                  create  Sources/UserProfile/UserProfileScreen.swift
                  create  Sources/UserProfile/logo.bin
                  create  Tests/UserProfileTests/UserProfileScreenTests.swift

            """)
    }

    func testAnExistingModuleIsRefusedAndNothingIsTouched() throws {
        try scratch.write("App/Tests/UserProfileTests/UserProfileScreenTests.swift", "mine\n")
        let before = scratch.snapshot("App")
        XCTAssertThrowsError(try generator().generate()) { error in
            let runtime = error as? RuntimeError
            XCTAssertEqual(runtime?.code, .moduleExists)
            XCTAssertTrue(runtime?.message.contains("Tests/UserProfileTests/UserProfileScreenTests.swift") ?? false, "\(error)")
        }
        XCTAssertEqual(scratch.snapshot("App"), before, "the other files must not be written either")
        XCTAssertEqual(output, "")
    }

    func testForceOverwritesWhatDiffersAndReportsWhatIsIdentical() throws {
        _ = try generator().generate()
        try scratch.write("App/Tests/UserProfileTests/UserProfileScreenTests.swift", "mine\n")
        output = ""
        var options = RunOptions()
        options.force = true
        _ = try generator(options: options).generate()
        XCTAssertEqual(scratch.file("App/Tests/UserProfileTests/UserProfileScreenTests.swift"), "final class UserProfileScreenTests {}\n")
        XCTAssertEqual(output, """
               identical  Sources/UserProfile/UserProfileScreen.swift
               identical  Sources/UserProfile/logo.bin
                   force  Tests/UserProfileTests/UserProfileScreenTests.swift

            """)
    }

    func testPretendListsTheFilesAndWritesNothing() throws {
        var options = RunOptions()
        options.pretend = true
        let planned = try generator(options: options).generate()
        XCTAssertEqual(planned.count, 3)
        XCTAssertEqual(scratch.snapshot("App"), [:])
        XCTAssertTrue(output.contains("      create  Sources/UserProfile/UserProfileScreen.swift\n"), output)
    }

    func testADestinationOutsideTheProjectIsRefusedBeforeAnythingIsWritten() throws {
        try scratch.write("templates/escape/template.yml", """
            name: escape
            code_files:
              - inside.tt
              - source: inside.tt
                destination: ../../outside.swift
            """)
        try scratch.write("templates/escape/inside.tt", "x\n")
        let errors = renderedErrors { _ = try generator(template: "templates/escape").generate() }
        XCTAssertEqual(errors, ["""
            templates/escape/template.yml:4:5: refusing to write '../../outside.swift': it is outside the project
              - source: inside.tt
                ^
            """])
        XCTAssertEqual(scratch.snapshot("App"), [:])
        XCTAssertNil(scratch.file("outside.swift"))
    }

    func testAnERBErrorIsReportedInTheTemplateFileAndNothingIsWritten() throws {
        try scratch.write("templates/broken/template.yml", "name: broken\ncode_files:\n  - good.tt\n  - bad.tt\n")
        try scratch.write("templates/broken/good.tt", "fine\n")
        try scratch.write("templates/broken/bad.tt", "line one\n<%= modul_name %>\n")
        let errors = renderedErrors { _ = try generator(template: "templates/broken").generate() }
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].hasPrefix("templates/broken/bad.tt:2:"), errors[0])
        XCTAssertTrue(errors[0].contains("modul_name"), errors[0])
        XCTAssertEqual(scratch.snapshot("App"), [:])
    }

    func testTwoFilesWithOneDestinationAreATemplateError() throws {
        try scratch.write("templates/twice/template.yml", """
            name: twice
            code_files:
              - a.tt
              - source: b.tt
                destination: a
            """)
        try scratch.write("templates/twice/a.tt", "a\n")
        try scratch.write("templates/twice/b.tt", "b\n")
        let errors = renderedErrors { _ = try generator(template: "templates/twice").generate() }
        XCTAssertEqual(errors.first?.split(separator: "\n").first, "templates/twice/template.yml:4:5: two files go to a (the other is listed at line 3)")
    }
}
