import Diagnostics
import XCTest

@testable import BootstrapKit

/// The variables a module template sees (README "Generating modules").
final class ModuleGenerationVariablesTests: XCTestCase {
    private func template(variables: [(name: String, value: String)] = []) throws -> ModuleTemplate {
        let scratch = try ModuleScratch()
        try scratch.write("t/template.yml", "name: t\ncode_files: []\n")
        var template = try ModuleTemplate.load(folder: scratch.folder("t"), displayPath: "t")
        template.variables = variables
        return template
    }

    func testTheModuleNameIsCamelizedAndOffersItsVariants() throws {
        let variables = try ModuleVariables.make(
            module: "user_profile", template: try template(), projectRoot: FileManager.default.temporaryDirectory.appendingPathComponent("Shop"),
            settings: [:], now: fixedDate, gitUserName: { "Grace" })
        XCTAssertEqual(variables.value("module_name"), "UserProfile")
        XCTAssertEqual(variables.value("module_name_camelized"), "UserProfile")
        XCTAssertEqual(variables.value("module_name_lower_camelized"), "userProfile")
        XCTAssertEqual(variables.value("module_name_underscored"), "user_profile")
        XCTAssertEqual(variables.value("author"), "Grace")
        XCTAssertEqual(variables.value("year"), "2026")
        XCTAssertEqual(variables.value("date"), "2026-03-07")
        XCTAssertEqual(variables.value("project_name"), "Shop")
        XCTAssertNil(variables.value("target"), "no Package.swift, no target")
    }

    func testANameAlreadyCamelizedIsKept() throws {
        XCTAssertEqual(try ModuleVariables.moduleName("Login"), "Login")
        XCTAssertEqual(try ModuleVariables.moduleName("shoppingCart"), "ShoppingCart")
    }

    /// Swift identifiers take letters of any script, so a module may be named in one.
    func testLettersOfAnyScriptMakeAModuleName() throws {
        XCTAssertEqual(try ModuleVariables.moduleName("Lögin"), "Lögin")
        XCTAssertEqual(try ModuleVariables.moduleName("Ünïcode"), "Ünïcode")
        XCTAssertEqual(try ModuleVariables.moduleName("日本"), "日本")
        XCTAssertEqual(try ModuleVariables.moduleName("Käse2"), "Käse2")
    }

    func testANameThatIsNoIdentifierIsRefused() {
        for bad in ["", "1Login", "log-in", "Log in", "../Login", "_Login", "Log\u{200B}in"] {
            XCTAssertThrowsError(try ModuleVariables.moduleName(bad), bad) { error in
                XCTAssertEqual((error as? Diagnostic)?.code, .badModuleName, bad)
            }
        }
    }

    func testTheAuthorComesFromSetThenGitThenTheTemplateThenBootstrap() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("Shop")
        let defaults = try template(variables: [("author", "Template Author")])
        let set = try ModuleVariables.make(
            module: "M", template: defaults, projectRoot: root, settings: ["author": "Ada"], gitUserName: { "Grace" })
        XCTAssertEqual(set.value("author"), "Ada")
        let git = try ModuleVariables.make(module: "M", template: defaults, projectRoot: root, settings: [:], gitUserName: { "Grace" })
        XCTAssertEqual(git.value("author"), "Grace")
        let fromTemplate = try ModuleVariables.make(module: "M", template: defaults, projectRoot: root, settings: [:], gitUserName: { nil })
        XCTAssertEqual(fromTemplate.value("author"), "Template Author")
        let fallback = try ModuleVariables.make(module: "M", template: try template(), projectRoot: root, settings: [:], gitUserName: { nil })
        XCTAssertEqual(fallback.value("author"), "bootstrap")
    }

    func testTheTargetIsThePackagesFirstLibraryTargetUnlessSet() throws {
        let scratch = try ModuleScratch()
        try scratch.write("Shop/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Shop",
                targets: [
                    .executableTarget(name: "shop", dependencies: ["ShopKit"]),
                    .target(name: "ShopKit"),
                    .target(name: "ShopUI"),
                    .testTarget(name: "ShopKitTests", dependencies: ["ShopKit"]),
                ]
            )
            """)
        let root = scratch.folder("Shop")
        let found = try ModuleVariables.make(module: "Cart", template: try template(), projectRoot: root, settings: [:], gitUserName: { nil })
        XCTAssertEqual(found.value("target"), "ShopKit")
        let set = try ModuleVariables.make(
            module: "Cart", template: try template(), projectRoot: root, settings: ["target": "ShopUI"], gitUserName: { nil })
        XCTAssertEqual(set.value("target"), "ShopUI")
    }

    func testSetValuesBecomeVariablesButNeverReplaceTheModuleName() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("Shop")
        let variables = try ModuleVariables.make(
            module: "Cart", template: try template(variables: [("color", "red")]), projectRoot: root,
            settings: ["color": "blue", "flavour": "mint"], gitUserName: { nil })
        XCTAssertEqual(variables.value("color"), "blue")
        XCTAssertEqual(variables.value("flavour"), "mint")
        XCTAssertThrowsError(try ModuleVariables.make(
            module: "Cart", template: try template(), projectRoot: root, settings: ["module_name": "Other"], gitUserName: { nil }))
        XCTAssertThrowsError(try ModuleVariables.make(
            module: "Cart", template: try template(), projectRoot: root, settings: ["Bad-Key": "x"], gitUserName: { nil }))
    }

    func testPlaceholdersAreReplacedAndAnUnknownOneIsLocated() throws {
        let variables = try ModuleVariables.make(
            module: "Cart", template: try template(), projectRoot: FileManager.default.temporaryDirectory.appendingPathComponent("Shop"), settings: [:],
            gitUserName: { nil })
        let source = SourceText(path: "t/template.yml", text: "code_files:\n  - \"%modul_name%View.swift.tt\"\n")
        let at = source.location(line: 2, column: 5)
        XCTAssertEqual(try variables.expand("%module_name%/%module_name%View.swift", at: at, in: source), "Cart/CartView.swift")
        XCTAssertEqual(try variables.expand("100%", at: at, in: source), "100%")
        XCTAssertThrowsError(try variables.expand("%modul_name%View.swift", at: at, in: source)) { error in
            let rendered = (error as? Diagnostic)?.rendered ?? ""
            XCTAssertTrue(rendered.hasPrefix("""
                t/template.yml:2:5: '%modul_name%View.swift' uses %modul_name%, which is not a variable of this run
                  - "%modul_name%View.swift.tt"
                    ^
                did you mean 'module_name'?
                """), rendered)
        }
    }
}
