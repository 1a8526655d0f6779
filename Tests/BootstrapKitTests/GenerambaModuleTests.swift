import Diagnostics
import Foundation
import Liquid
import XCTest

@testable import BootstrapKit

/// The Rambafile read into a module as Generamba's `CodeModule` reads it (code_module.rb):
/// paths, their defaults for each other, product module names, targets and options.
final class GenerambaModuleTests: XCTestCase {
    private func module(_ rambafile: String, name: String = "Login", options: GenerambaOptions = GenerambaOptions()) throws -> GenerambaModule {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rambafile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(rambafile.utf8).write(to: folder.appendingPathComponent("Rambafile"))
        let loaded = try XCTUnwrap(try Rambafile.load(projectRoot: folder))
        return try GenerambaModule.make(name: name, rambafile: loaded, options: options, authorFallback: { "Fallback" })
    }

    private let base = "company: Acme\nproject_name: My-App 2\nxcodeproj_path: App.xcodeproj\n"

    func testPathsGetTheModuleNameAndLoseTheirOuterSlashes() throws {
        let m = try module(base + "project_target: App\nproject_file_path: /App/Modules/\nproject_group_path: Groups/Modules\n")
        XCTAssertEqual(m.projectFilePath, "App/Modules/Login")
        XCTAssertEqual(m.projectGroupPath, "Groups/Modules/Login")
        XCTAssertNil(m.testFilePath)
    }

    func testEitherPathStandsInForTheOther() throws {
        let m = try module(base + "project_target: App\nproject_group_path: App/Modules\ntest_targets: [T1, T2]\ntest_file_path: Tests\n")
        XCTAssertEqual(m.projectFilePath, "App/Modules/Login")
        XCTAssertEqual(m.testGroupPath, "Tests/Login")
        XCTAssertEqual(m.testTargets, ["T1", "T2"])
    }

    func testProductModuleNameDefaultsToTheProjectNameAsAnIdentifier() throws {
        XCTAssertEqual(try module(base).productModuleName, "My_App_2")
        XCTAssertEqual(try module(base + "product_module_name: Core\n").productModuleName, "Core")
    }

    func testDescriptionAuthorAndCustomParameters() throws {
        var options = GenerambaOptions()
        XCTAssertEqual(try module(base).description, "Login module")
        XCTAssertEqual(try module(base).author, "Fallback")
        XCTAssertEqual(try module(base + "author: Ann\n").author, "Ann")
        options.description = "Signs in"
        options.author = "Cli"
        options.customParameterArguments = ["a:1 b:x:y", "a:2"]
        let m = try module(base + "author: Ann\n", options: options)
        XCTAssertEqual(m.description, "Signs in")
        XCTAssertEqual(m.author, "Cli")
        XCTAssertEqual(m.customParameters.map { "\($0.key)=\($0.value)" }, ["b=x:y", "a=2"])
    }

    func testLogicalGroupsKeepTheRambafilesPathsAsRoots() throws {
        let m = try module(base + "create_logical_groups: true\nproject_target: App\nproject_file_path: App/Flat\ntest_target: T\ntest_file_path: T/Flat\n")
        XCTAssertEqual(m.projectFileRoot, "App/Flat")
        XCTAssertEqual(m.testFileRoot, "T/Flat")
        XCTAssertEqual(m.projectGroupPath, "App/Flat/Login")
    }

    func testScopeHoldsGenerambasVariables() throws {
        let m = try module(base + "prefix: RMB\nproject_target: App\nproject_file_path: App\n")
        let date = Calendar(identifier: .gregorian).date(from: DateComponents(year: 2026, month: 3, day: 4, hour: 12))!
        let scope = m.scope(now: date)
        XCTAssertEqual(scope["date"], "04/03/2026")
        XCTAssertEqual(scope["year"], "2026")
        XCTAssertEqual(scope["prefix"], "RMB")
        guard case .hash(let info)? = scope["module_info"] else { return XCTFail("no module_info") }
        XCTAssertEqual(info["project_targets"], ["App"])
        XCTAssertEqual(info["test_targets"], .nil)
    }

    func testBadCustomParameterIsBadInput() throws {
        var options = GenerambaOptions()
        options.customParameterArguments = ["novalue"]
        XCTAssertThrowsError(try module(base, options: options)) { error in
            XCTAssertEqual((error as? Diagnostic)?.code, DiagnosticCode.badCustomParameter)
        }
    }
}
