import Foundation
import XCTest

/// `bootstrap gen` end to end with the built-in module templates (module-templates/ of this
/// repository, found through BOOTSTRAP_TEMPLATE_DIR as an installed binary finds share/bootstrap).
final class GenCommandTests: XCTestCase {
    private let environment = ["BOOTSTRAP_TEMPLATE_DIR": BootstrapProcess.repositoryRoot.path]

    private func gen(_ arguments: [String], in folder: TemporaryFolder) throws -> BootstrapProcess.Result {
        try BootstrapProcess.run(["gen"] + arguments, in: folder.url, environment: environment)
    }

    func testLoginViperWritesEveryPartNamedAfterTheModule() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("App"), withIntermediateDirectories: true)
        let result = try gen(["Login", "viper", "--path", "App", "--set", "author=Ada"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let code = "App/App/Modules/Login/", tests = "App/AppTests/Modules/Login/"
        let files = folder.listing().filter { $0.hasSuffix(".swift") }
        XCTAssertEqual(files, [
            code + "Configurator/LoginModuleConfigurator.swift",
            code + "Configurator/LoginModuleInitializer.swift",
            code + "Factory/LoginFactory.swift",
            code + "Interactor/LoginInteractor.swift",
            code + "Presenter/LoginPresenter.swift",
            code + "Router/LoginRouter.swift",
            code + "Service/LoginService.swift",
            code + "View/LoginViewController.swift",
            tests + "LoginInteractorTests.swift",
            tests + "LoginMocks.swift",
            tests + "LoginPresenterTests.swift",
        ])
        // The parts the issue names, declared with the module's name.
        let expectations: [(String, [String])] = [
            ("Factory/LoginFactory.swift", [
                "enum LoginFactory", "static let urn = \"module://login\"", "static let storyboardId = \"Login\"",
                "static let initialControllerID = \"LoginViewController\"", "static func createModule(",
                "arguments: LoginModuleArguments", "completion: ((LoginModuleResult) -> Void)?",
                "controller.moduleInput?.setupInitialState(withArguments: arguments, completion: completion)",
            ]),
            ("Configurator/LoginModuleInitializer.swift", [
                "final class LoginModuleInitializer: NSObject", "@IBOutlet weak var viewController: LoginViewController?",
                "override func awakeFromNib()", "LoginModuleConfigurator().configureModuleForViewInput(viewController)",
            ]),
            ("Configurator/LoginModuleConfigurator.swift", [
                "final class LoginModuleConfigurator", "let presenter = LoginPresenter()",
                "LoginInteractor(service: service)", "interactor.output = presenter", "viewController.output = presenter",
                "presenter.router = router",
            ]),
            ("View/LoginViewController.swift", [
                "protocol LoginViewInput: AnyObject", "protocol LoginViewOutput: AnyObject",
                "final class LoginViewController: UIViewController", "extension LoginViewController: LoginViewInput",
            ]),
            ("Presenter/LoginPresenter.swift", [
                "final class LoginPresenter", "weak var view: LoginViewInput?", "var interactor: LoginInteractorInput?",
                "var router: LoginRouterInput?", "extension LoginPresenter: LoginInteractorOutput",
            ]),
            ("Interactor/LoginInteractor.swift", [
                "protocol LoginInteractorInput: AnyObject", "final class LoginInteractor: LoginInteractorInput",
            ]),
        ]
        for (file, needles) in expectations {
            let text = try XCTUnwrap(folder.file(code + file), file)
            for needle in needles { XCTAssertTrue(text.contains(needle), "\(file) lacks \(needle)") }
            XCTAssertTrue(text.hasPrefix("//\n//  \((file as NSString).lastPathComponent)\n//  App\n//\n//  Created by Ada on "), file)
        }
        let presenterTests = try XCTUnwrap(folder.file(tests + "LoginPresenterTests.swift"))
        XCTAssertTrue(presenterTests.contains("@testable import App\n"), presenterTests)
        XCTAssertTrue(presenterTests.contains("final class LoginPresenterTests: XCTestCase"))
        let mocks = try XCTUnwrap(folder.file(tests + "LoginMocks.swift"))
        for mock in ["LoginViewMock: LoginViewInput", "LoginInteractorMock: LoginInteractorInput", "LoginRouterMock: LoginRouterInput"] {
            XCTAssertTrue(mocks.contains("final class \(mock)"), mock)
        }
        // Nothing of the template language is left in any file.
        for file in files {
            let text = folder.file(file) ?? ""
            XCTAssertFalse(text.contains("<%") || text.contains("%module_name%"), file)
        }
        XCTAssertTrue(result.stdout.contains("      create  App/Modules/Login/Factory/LoginFactory.swift\n"), result.stdout)
    }

    func testRegeneratingWithoutForceFailsAndChangesNoByte() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/keep.txt", "keep\n")
        XCTAssertEqual(try gen(["Login", "viper", "--path", "App"], in: folder).status, 0)
        // Edit one file and remove another: a refused run must neither restore nor overwrite them.
        let presenter = "App/App/Modules/Login/Presenter/LoginPresenter.swift"
        try folder.write(presenter, "// my own presenter\n")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("App/App/Modules/Login/Router/LoginRouter.swift"))
        let before = folder.snapshot()

        let again = try gen(["Login", "viper", "--path", "App"], in: folder)

        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.stderr.contains("the module Login already exists"), again.stderr)
        XCTAssertTrue(again.stderr.contains("--force"), again.stderr)
        XCTAssertEqual(again.stdout, "")
        XCTAssertEqual(folder.snapshot(), before)

        let forced = try gen(["Login", "viper", "--path", "App", "--force"], in: folder)
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertTrue(forced.stdout.contains("       force  App/Modules/Login/Presenter/LoginPresenter.swift\n"), forced.stdout)
        XCTAssertTrue(forced.stdout.contains("      create  App/Modules/Login/Router/LoginRouter.swift\n"), forced.stdout)
        XCTAssertTrue(forced.stdout.contains("   identical  App/Modules/Login/Factory/LoginFactory.swift\n"), forced.stdout)
        XCTAssertTrue(folder.file(presenter)?.contains("final class LoginPresenter") ?? false)
    }

    func testPretendListsTheFilesAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/keep.txt", "keep\n")
        let result = try gen(["Profile", "feature", "--path", "App", "--pretend"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
                  create  App/Features/Profile/Builder/ProfileBuilder.swift
                  create  App/Features/Profile/Coordinator/ProfileCoordinator.swift
                  create  App/Features/Profile/Service/ProfileService.swift
                  create  App/Features/Profile/UseCase/ProfileUseCase.swift
                  create  App/Features/Profile/View/ProfileViewController.swift
                  create  App/Features/Profile/ViewModel/ProfileViewModel.swift
                  create  AppTests/Features/Profile/ViewModel/ProfileViewModelTests.swift

            """)
        XCTAssertEqual(folder.listing(), ["App", "App/keep.txt"])
    }

    func testAnUnknownTemplateIsBadInputWithASuggestion() throws {
        let folder = try TemporaryFolder()
        let result = try gen(["Login", "vipr"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown module template 'vipr' (did you mean 'viper'?)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("available: feature, viper, viper-swiftpm"), result.stderr)
        XCTAssertEqual(folder.listing(), [])
    }

    func testABrokenProjectTemplateIsReportedAtItsLine() throws {
        let folder = try TemporaryFolder()
        try folder.write(".bootstrap/templates/screen/template.yml", "name: screen\nsummary: A screen\ncode_fils:\n  - a.tt\n")
        let result = try gen(["Login", "screen"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, """
            .bootstrap/templates/screen/template.yml:3:1: unknown key 'code_fils' (did you mean 'code_files'?)
            code_fils:
            ^
            .bootstrap/templates/screen/template.yml:1:1: template.yml lists no files: add 'code_files' (and 'test_files')
            name: screen
            ^

            """)
    }

    func testABadModuleNameIsBadInput() throws {
        let folder = try TemporaryFolder()
        let result = try gen(["log-in", "viper"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("'log-in' is not a module name"), result.stderr)
        XCTAssertEqual(folder.listing(), [])
    }

    func testAFlagGenDoesNotTakeIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let result = try gen(["Login", "viper", "--allow-run"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown option '--allow-run' for 'gen'"), result.stderr)
    }

    /// The "done when": a module generated into a package made by `bootstrap new` builds,
    /// and its tests pass. A real `swift test` of the generated package, so it takes a while.
    func testCartViperSwiftPMBuildsAndItsTestsPassInANewPackage() throws {
        let folder = try TemporaryFolder()
        let created = try BootstrapProcess.run(["new", "Shop", "--no-run"], in: folder.url, environment: environment)
        XCTAssertEqual(created.status, 0, created.stderr)
        let result = try gen(["Cart", "viper-swiftpm", "--path", "Shop"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        // The package's first library target is ShopKit: the module goes into it and its tests beside its tests.
        XCTAssertTrue(result.stdout.contains("      create  Sources/ShopKit/Cart/Presenter/CartPresenter.swift\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("      create  Tests/ShopKitTests/Cart/CartPresenterTests.swift\n"), result.stdout)

        let test = try SwiftToolchain.run("swift", ["test"], in: folder.url.appendingPathComponent("Shop"))

        XCTAssertEqual(test.status, 0, test.output)
        XCTAssertTrue(test.output.contains("Test Suite 'CartPresenterTests' passed"), test.output)
        XCTAssertTrue(test.output.contains("Test Suite 'CartInteractorTests' passed"), test.output)
        XCTAssertTrue(test.output.contains("Test Case 'CartPresenterTests.testTheFactoryWiresTheModule' passed"), test.output)
    }

    /// The UIKit templates cannot be built on Linux; their output is type-checked, code and tests,
    /// against a stand-in for UIKit's API (Fixtures/uikit-stub), as Xcode would compile it.
    func testTheUIKitTemplatesTypeCheck() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/keep.txt", "")
        XCTAssertEqual(try gen(["Login", "viper", "--path", "App"], in: folder).status, 0)
        XCTAssertEqual(try gen(["user_profile", "feature", "--path", "App"], in: folder).status, 0)
        let app = folder.url.appendingPathComponent("App")
        let modules = folder.url.appendingPathComponent("modules").path
        let objc = ["-Xfrontend", "-enable-objc-interop", "-Xfrontend", "-disable-objc-attr-requires-foundation-module"]
        let sources = { (under: String) in
            folder.listing().filter { $0.hasPrefix("App/\(under)/") && $0.hasSuffix(".swift") }.map { folder.url.appendingPathComponent($0).path }
        }
        XCTAssertEqual(sources("App").count, 14)
        XCTAssertEqual(sources("AppTests").count, 4)

        let stub = try SwiftToolchain.run("swiftc", [
            "-emit-module", "-module-name", "UIKit", "-parse-as-library", "-emit-module-path", modules + "/UIKit.swiftmodule",
            BootstrapProcess.fixtures.appendingPathComponent("uikit-stub/UIKit.swift").path,
        ] + objc, in: app)
        XCTAssertEqual(stub.status, 0, stub.output)
        let code = try SwiftToolchain.run("swiftc", [
            "-emit-module", "-module-name", "App", "-enable-testing", "-parse-as-library", "-I", modules,
            "-emit-module-path", modules + "/App.swiftmodule",
        ] + objc + sources("App"), in: app)
        XCTAssertEqual(code.status, 0, code.output)
        let tests = try SwiftToolchain.run("swiftc", ["-typecheck", "-I", modules] + objc + sources("AppTests"), in: app)
        XCTAssertEqual(tests.status, 0, tests.output)
    }
}
