import Diagnostics
import XCTest

@testable import BootstrapKit

/// Where `gen` finds TEMPLATE: a path, the project's .bootstrap/templates, then the built-in ones.
final class ModuleGenerationLocatorTests: XCTestCase {
    private func makeTemplate(_ scratch: ModuleScratch, _ folder: String) throws {
        try scratch.write("\(folder)/template.yml", "name: x\ncode_files: []\n")
    }

    func testTheProjectsTemplateComesBeforeTheBuiltInOne() throws {
        let scratch = try ModuleScratch()
        try makeTemplate(scratch, "App/.bootstrap/templates/viper")
        try makeTemplate(scratch, "share/module-templates/viper")
        try makeTemplate(scratch, "share/module-templates/feature")
        let locator = ModuleTemplateLocator(
            projectRoot: scratch.folder("App"), workingDirectory: scratch.url, builtInSearchFolders: [scratch.folder("share")])
        XCTAssertEqual(try locator.locate("viper").path, scratch.folder("App/.bootstrap/templates/viper").standardizedFileURL.path)
        XCTAssertEqual(try locator.locate("feature").path, scratch.folder("share/module-templates/feature").standardizedFileURL.path)
        XCTAssertEqual(locator.availableNames(), ["viper", "feature"])
    }

    func testAPathIsUsedAsItIs() throws {
        let scratch = try ModuleScratch()
        try makeTemplate(scratch, "mine/screen")
        let locator = ModuleTemplateLocator(projectRoot: scratch.folder("App"), workingDirectory: scratch.url, builtInSearchFolders: [])
        XCTAssertEqual(try locator.locate("mine/screen").path, scratch.folder("mine/screen").standardizedFileURL.path)
        XCTAssertThrowsError(try locator.locate("./missing"))
    }

    func testAnUnknownNameSuggestsTheClosestAvailableOne() throws {
        let scratch = try ModuleScratch()
        try makeTemplate(scratch, "share/module-templates/viper")
        try makeTemplate(scratch, "share/module-templates/viper-swiftpm")
        let locator = ModuleTemplateLocator(
            projectRoot: scratch.folder("App"), workingDirectory: scratch.url, builtInSearchFolders: [scratch.folder("nowhere"), scratch.folder("share")])
        XCTAssertThrowsError(try locator.locate("vipr")) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.code, .templateNotFound)
            XCTAssertEqual(diagnostic?.message, "unknown module template 'vipr' (did you mean 'viper'?)")
            XCTAssertEqual(diagnostic?.notes.first, "available: viper, viper-swiftpm")
        }
    }
}
