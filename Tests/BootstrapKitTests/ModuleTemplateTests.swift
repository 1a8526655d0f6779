import Diagnostics
import XCTest

@testable import BootstrapKit

/// template.yml: the format README "Generating modules" documents, and its located errors.
final class ModuleTemplateTests: XCTestCase {
    func testAFileListedByItsSourceGoesToTheSamePathWithoutTt() throws {
        let scratch = try ModuleScratch()
        try scratch.write("t/template.yml", """
            name: screen
            summary: One screen
            author: Ada
            version: 1.0
            code_root: Sources/%target%/%module_name%
            test_root: Tests/%module_name%
            variables:
              target: App
            code_files:
              - "%module_name%View.swift.tt"
              - source: raw.txt
                destination: Docs/%module_name%.txt
            test_files:
              - source: tests.swift.tt
                destination: "%module_name%Tests.swift"
            """)
        try scratch.write("t/%module_name%View.swift.tt", "view\n")
        try scratch.write("t/raw.txt", "raw\n")
        try scratch.write("t/tests.swift.tt", "tests\n")

        let template = try ModuleTemplate.load(folder: scratch.folder("t"), displayPath: "t")

        XCTAssertEqual(template.name, "screen")
        XCTAssertEqual(template.summary, "One screen")
        XCTAssertEqual(template.author, "Ada")
        XCTAssertEqual(template.version, "1.0")
        XCTAssertEqual(template.codeRoot, "Sources/%target%/%module_name%")
        XCTAssertEqual(template.testRoot, "Tests/%module_name%")
        XCTAssertEqual(template.variables.map(\.name), ["target"])
        XCTAssertEqual(template.variables.map(\.value), ["App"])
        XCTAssertEqual(template.files.map(\.source), ["%module_name%View.swift.tt", "raw.txt", "tests.swift.tt"])
        XCTAssertEqual(template.files.map(\.destination), ["%module_name%View.swift", "Docs/%module_name%.txt", "%module_name%Tests.swift"])
        XCTAssertEqual(template.files.map(\.role), [.code, .code, .test])
        XCTAssertEqual(template.files.map(\.rendered), [true, false, true])
        XCTAssertEqual(template.files.map(\.location.line), [10, 11, 14])
    }

    func testAnUnknownKeyIsReportedAtItsLineWithASuggestion() throws {
        let scratch = try ModuleScratch()
        try scratch.write("t/template.yml", "name: x\ncode_file:\n  - a.tt\n")
        let errors = renderedErrors { _ = try ModuleTemplate.load(folder: scratch.folder("t"), displayPath: "t") }
        XCTAssertEqual(errors.first, """
            t/template.yml:2:1: unknown key 'code_file' (did you mean 'code_files'?)
            code_file:
            ^
            """)
    }

    func testAMissingSourceIsReportedAtItsEntry() throws {
        let scratch = try ModuleScratch()
        try scratch.write("t/template.yml", "name: x\ncode_files:\n  - present.tt\n  - missing.tt\n")
        try scratch.write("t/present.tt", "")
        let errors = renderedErrors { _ = try ModuleTemplate.load(folder: scratch.folder("t"), displayPath: "t") }
        XCTAssertEqual(errors, ["""
            t/template.yml:4:5: 'missing.tt' is not a file of the template folder
              - missing.tt
                ^
            """])
    }

    func testASourceOutsideTheTemplateFolderIsRefused() throws {
        let scratch = try ModuleScratch()
        try scratch.write("secret.txt", "secret\n")
        try scratch.write("t/template.yml", "name: x\ncode_files:\n  - ../secret.txt\n")
        let errors = renderedErrors { _ = try ModuleTemplate.load(folder: scratch.folder("t"), displayPath: "t") }
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].hasPrefix("t/template.yml:3:5: refusing to read '../secret.txt': it is outside the template folder"), errors[0])
    }

    func testEveryShapeErrorIsReportedAtOnce() throws {
        let scratch = try ModuleScratch()
        try scratch.write("t/template.yml", """
            summary: [a, b]
            code_files: one.tt
            test_files:
              - {source: a.tt, destnation: b}
            """)
        let errors = renderedErrors { _ = try ModuleTemplate.load(folder: scratch.folder("t"), displayPath: "t") }
        let headers = errors.map { $0.split(separator: "\n").first.map(String.init) ?? "" }
        XCTAssertEqual(headers, [
            "t/template.yml:1:10: 'summary' must be a string, not a list",
            "t/template.yml:2:13: 'code_files' must be a list of files, not a string",
            "t/template.yml:4:20: unknown file key 'destnation' (did you mean 'destination'?)",
            "t/template.yml:4:5: 'a.tt' is not a file of the template folder",
            "t/template.yml:1:1: template.yml needs a 'name'",
        ])
    }

    func testAYAMLSyntaxErrorIsLocated() throws {
        let scratch = try ModuleScratch()
        try scratch.write("t/template.yml", "name: x\ncode_files: [a.tt\n")
        let errors = renderedErrors { _ = try ModuleTemplate.load(folder: scratch.folder("t"), displayPath: "t") }
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].hasPrefix("t/template.yml:3:1: "), errors[0])
    }

    func testAFolderWithoutTemplateYmlIsNotATemplate() throws {
        let scratch = try ModuleScratch()
        try scratch.write("t/readme.txt", "")
        let errors = renderedErrors { _ = try ModuleTemplate.load(folder: scratch.folder("t"), displayPath: "t") }
        XCTAssertEqual(errors, ["module template 't' holds no readable template.yml"])
    }
}
