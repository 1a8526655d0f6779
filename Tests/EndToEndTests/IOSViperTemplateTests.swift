import Foundation
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `bootstrap new MyApp -m ios-viper` and `gen` inside the app, end to end: the skeleton on disk,
/// its Swift type-checked against the UIKit stand-in, everything linted with the app's own
/// `.swift-format`, modules registered in ApplicationRoot once each.
final class IOSViperTemplateTests: XCTestCase {
    private let environment = ["BOOTSTRAP_TEMPLATE_DIR": BootstrapProcess.repositoryRoot.path]

    private func newApp(_ folder: TemporaryFolder, _ extra: [String] = []) throws -> BootstrapProcess.Result {
        try BootstrapProcess.run(["new", "MyApp", "-m", "ios-viper", "--defaults", "--no-run"] + extra, in: folder.url, environment: environment)
    }

    private func gen(_ arguments: [String], in folder: TemporaryFolder) throws -> BootstrapProcess.Result {
        try BootstrapProcess.run(["gen"] + arguments + ["--path", "MyApp"], in: folder.url, environment: environment)
    }

    func testNewWritesTheSkeletonTheArchitectureDescribes() throws {
        let folder = try TemporaryFolder()
        let result = try newApp(folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let files = Set(folder.listing())
        let app = "MyApp/MyApp/"
        for path in [
            "MyApp/project.yml", "MyApp/Podfile", "MyApp/README.md", "MyApp/.gitignore", "MyApp/.swiftlint.yml", "MyApp/.swift-format",
            "MyApp/.bootstrap/gen.yml",
            app + "Application/AppDelegate.swift", app + "Application/ApplicationRoot.swift", app + "Constants/Constants.swift",
            app + "Extensions/UIExtensions/UIView+Subviews.swift", app + "Extensions/Animations/UIView+Fade.swift",
            app + "Models/DTO/APIErrorDTO.swift", app + "Models/Business/AppError.swift",
            app + "Services/ServicesAssembly.swift", app + "Services/Infrastructure/APIService.swift",
            app + "Services/Infrastructure/SettingsService.swift", app + "Services/Business/OnboardingService.swift",
            app + "Presentation/PresentationAssembly.swift", app + "Presentation/AppRouter.swift", app + "Presentation/Routing.swift",
            app + "Presentation/InAppNotificationsProvider.swift",
            app + "Views/Layouts/Insets.swift", app + "Views/Cells/TitleCell.swift", app + "Views/Collections/TitleListDataSource.swift",
            app + "UserStories/StartScreen/StartScreen.storyboard", app + "UserStories/StartScreen/Factory/StartScreenFactory.swift",
            app + "UserStories/StartScreen/Presenter/StartScreenPresenter.swift", app + "Resources/LaunchScreen.storyboard",
            "MyApp/MyAppTests/UserStories/StartScreen/StartScreenPresenterTests.swift", "MyApp/MyAppTests/Presentation/AppRouterTests.swift",
        ] {
            XCTAssertTrue(files.contains(path), "missing \(path)")
        }
        XCTAssertTrue(result.stdout.contains("    register  MyApp/Application/ApplicationRoot.swift  StartScreenFactory.self\n"), result.stdout)

        let root = try XCTUnwrap(folder.file("MyApp/MyApp/Application/ApplicationRoot.swift"))
        XCTAssertTrue(root.contains("""
                static let moduleFactories: [ModuleFactoryProtocol.Type] = [
                    // `bootstrap gen NAME viper` adds a line per module here.
                    StartScreenFactory.self
                ]
            """), root)
        let routing = try XCTUnwrap(folder.file("MyApp/MyApp/Presentation/Routing.swift"))
        for declaration in [
            "typealias NamedValuesType = [String: Any]", "typealias ModuleCompletionHandler = (NamedValuesType) -> Void",
            "protocol AppRouterProtocol: AnyObject", "func popToController(_ controller: UIViewController, animated: Bool)",
            "func dismissCurrentModule(animated: Bool)", "protocol ModuleFactoryProtocol", "static var urn: String { get }",
            "protocol ModuleInputProtocol: AnyObject", "withArguments arguments: NamedValuesType, completion: ModuleCompletionHandler?)",
        ] {
            XCTAssertTrue(routing.contains(declaration), declaration)
        }
        let project = try XCTUnwrap(folder.file("MyApp/project.yml"))
        XCTAssertTrue(project.contains("  bundleIdPrefix: com.example\n"), project)
        XCTAssertTrue(project.contains("    deploymentTarget: \"15.0\"\n"), project)
        XCTAssertTrue(project.contains("        UILaunchStoryboardName: LaunchScreen\n"), project)
        XCTAssertTrue(project.contains("            CFBundleURLSchemes: [myapp]\n"), project)
        let podfile = try XCTUnwrap(folder.file("MyApp/Podfile"))
        XCTAssertTrue(podfile.contains("platform :ios, '15.0'\n\ntarget 'MyApp' do\n"), podfile)
        let readme = try XCTUnwrap(folder.file("MyApp/README.md"))
        XCTAssertTrue(readme.contains("xcodegen generate") && readme.contains("pod install"), readme)
        XCTAssertTrue(try XCTUnwrap(folder.file("MyApp/.gitignore")).contains("*.xcodeproj\n"))
    }

    func testTheAnswersGoIntoProjectYmlAndThePodfile() throws {
        let folder = try TemporaryFolder()
        let result = try newApp(folder, ["--set", "deployment_target=16.4", "--set", "bundle_id_prefix=org.acme"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let project = try XCTUnwrap(folder.file("MyApp/project.yml"))
        XCTAssertTrue(project.contains("  bundleIdPrefix: org.acme\n") && project.contains("    iOS: \"16.4\"\n"), project)
        XCTAssertTrue(try XCTUnwrap(folder.file("MyApp/Podfile")).contains("platform :ios, '16.4'\n"))

        let bad = try TemporaryFolder()
        let refused = try newApp(bad, ["--set", "deployment_target=sixteen"])
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(refused.stderr.contains("--set deployment_target=sixteen: expected an iOS version"), refused.stderr)
        XCTAssertEqual(bad.listing(), [])
    }

    /// Every Swift file of the app, after `new` and after each `gen`, compiles against the UIKit
    /// stand-in (code as the app module, tests importing it), and passes the app's swift-format.
    func testEverySwiftFileTypeChecksAndLintsAfterNewAndEachGen() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try newApp(folder).status, 0)
        let app = folder.url.appendingPathComponent("MyApp")
        try SwiftToolchain.assertLintClean(app, after: "new")
        try SwiftToolchain.typeCheckUIKitApp(
            code: app.appendingPathComponent("MyApp"), tests: app.appendingPathComponent("MyAppTests"), module: "MyApp", scratch: folder.url)
        for module in ["Login", "user_profile_settings"] {
            let result = try gen([module, "viper"], in: folder)
            XCTAssertEqual(result.status, 0, result.stderr)
            try SwiftToolchain.assertLintClean(app, after: "gen \(module) viper")
        }
        try SwiftToolchain.typeCheckUIKitApp(
            code: app.appendingPathComponent("MyApp"), tests: app.appendingPathComponent("MyAppTests"), module: "MyApp", scratch: folder.url)
    }

    func testGenPutsTheModuleIntoUserStoriesAndRegistersItOnce() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try newApp(folder).status, 0)
        let login = try gen(["Login", "viper"], in: folder)
        XCTAssertEqual(login.status, 0, login.stderr)
        XCTAssertTrue(login.stdout.contains("      create  MyApp/UserStories/Login/Factory/LoginFactory.swift\n"), login.stdout)
        XCTAssertTrue(login.stdout.contains("      create  MyApp/UserStories/Login/Login.storyboard\n"), login.stdout)
        XCTAssertTrue(login.stdout.contains("      create  MyAppTests/UserStories/Login/LoginPresenterTests.swift\n"), login.stdout)
        XCTAssertTrue(login.stdout.contains("    register  MyApp/Application/ApplicationRoot.swift  LoginFactory.self\n"), login.stdout)
        XCTAssertEqual(try gen(["Cart", "viper"], in: folder).status, 0)
        let again = try gen(["Login", "viper", "--force"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("   identical  MyApp/Application/ApplicationRoot.swift  LoginFactory.self\n"), again.stdout)

        let root = try XCTUnwrap(folder.file("MyApp/MyApp/Application/ApplicationRoot.swift"))
        XCTAssertTrue(root.contains("""
                    // `bootstrap gen NAME viper` adds a line per module here.
                    StartScreenFactory.self,
                    LoginFactory.self,
                    CartFactory.self,
                ]
            """), root)
        for factory in ["StartScreenFactory.self", "LoginFactory.self", "CartFactory.self"] {
            XCTAssertEqual(root.components(separatedBy: factory).count - 1, 1, factory)
        }
        let factory = try XCTUnwrap(folder.file("MyApp/MyApp/UserStories/Login/Factory/LoginFactory.swift"))
        XCTAssertTrue(factory.contains("extension LoginFactory: ModuleFactoryProtocol {"), factory)
    }

    /// The record names the built-in template the app was made from, so `apply` without `-m`
    /// applies ios-viper again (every file identical) rather than the Swift package's files, and
    /// `update` names it. A record naming something that is no built-in template is not followed.
    func testTheRecordNamesTheBuiltInTemplateAndApplyWithoutATemplateUsesIt() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try newApp(folder).status, 0)
        let record = try XCTUnwrap(folder.file("MyApp/.bootstrap.yml"))
        XCTAssertTrue(record.contains("template:\n  builtin: \"ios-viper\"\n"), record)
        let before = folder.snapshot()
        let apply = try BootstrapProcess.run(["apply", "--no-run", "--skip"], in: folder.url.appendingPathComponent("MyApp"), environment: environment)
        XCTAssertEqual(apply.status, 0, apply.stderr)
        XCTAssertTrue(apply.stdout.contains("   identical  project.yml\n"), apply.stdout)
        XCTAssertFalse(apply.stdout.contains("Package.swift"), apply.stdout)
        XCTAssertEqual(folder.snapshot(), before)
        let update = try BootstrapProcess.run(["update"], in: folder.url.appendingPathComponent("MyApp"), environment: environment)
        XCTAssertEqual(update.status, 2, update.stderr)
        XCTAssertTrue(update.stderr.contains("records the built-in template ios-viper, which has no versions"), update.stderr)

        // A hostile record: a path where a built-in's name belongs is never resolved as a template.
        try folder.write("evil/config.yml", "evil: true\n")
        try folder.write("evil/runners/evil.rb", "create_file \"EVIL\"\n")
        try folder.write("MyApp/.bootstrap.yml", record.replacingOccurrences(of: "builtin: \"ios-viper\"", with: "builtin: \"../evil\""))
        let hostile = try BootstrapProcess.run(["apply", "--pretend", "--no-run"], in: folder.url.appendingPathComponent("MyApp"), environment: environment)
        XCTAssertFalse(hostile.stdout.contains("EVIL"), hostile.stdout)
        XCTAssertTrue(hostile.stdout.contains("Package.swift"), hostile.stdout)
    }

    /// A registration that cannot be made (ApplicationRoot lost its list) is bad input, located at
    /// the setting in .bootstrap/gen.yml, and fails the whole `gen`: the module's files are taken back.
    func testAFailedRegistrationLeavesNoModuleBehind() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try newApp(folder).status, 0)
        try folder.write("MyApp/MyApp/Application/ApplicationRoot.swift", "final class ApplicationRoot {}\n")
        let before = folder.snapshot()
        let result = try gen(["Login", "viper"], in: folder)
        XCTAssertEqual(result.status, 2, result.stdout)
        XCTAssertTrue(result.stderr.contains(".bootstrap/gen.yml:12:3: cannot register the module"), result.stderr)
        XCTAssertTrue(result.stderr.contains("has no line holding 'static let moduleFactories"), result.stderr)
        XCTAssertEqual(folder.snapshot(), before)
    }

    /// The storyboard holds what the factory names: the controller with the Storyboard ID
    /// `initialControllerID`, and the module initializer object whose outlet points at it.
    func testTheStoryboardHoldsWhatTheFactoryNames() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try newApp(folder).status, 0)
        let text = try XCTUnwrap(folder.file("MyApp/MyApp/UserStories/StartScreen/StartScreen.storyboard"))
        let factory = try XCTUnwrap(folder.file("MyApp/MyApp/UserStories/StartScreen/Factory/StartScreenFactory.swift"))
        XCTAssertTrue(factory.contains("static let initialControllerID = \"StartScreenViewController\""))
        XCTAssertTrue(factory.contains("static let storyboardId = \"StartScreen\""))
        let document = try XMLDocument(data: Data(text.utf8))
        let controller = try XCTUnwrap(try document.nodes(forXPath: "//viewController").first as? XMLElement)
        XCTAssertEqual(controller.attribute(forName: "storyboardIdentifier")?.stringValue, "StartScreenViewController")
        XCTAssertEqual(controller.attribute(forName: "customClass")?.stringValue, "StartScreenViewController")
        XCTAssertEqual(controller.attribute(forName: "customModule")?.stringValue, "MyApp")
        XCTAssertEqual(document.rootElement()?.attribute(forName: "initialViewController")?.stringValue, controller.attribute(forName: "id")?.stringValue)
        let initializer = try XCTUnwrap(try document.nodes(forXPath: "//customObject").first as? XMLElement)
        XCTAssertEqual(initializer.attribute(forName: "customClass")?.stringValue, "StartScreenModuleInitializer")
        let outlet = try XCTUnwrap(try initializer.nodes(forXPath: "connections/outlet").first as? XMLElement)
        XCTAssertEqual(outlet.attribute(forName: "property")?.stringValue, "viewController")
        XCTAssertEqual(outlet.attribute(forName: "destination")?.stringValue, controller.attribute(forName: "id")?.stringValue)
        _ = try XMLDocument(data: Data(try XCTUnwrap(folder.file("MyApp/MyApp/Resources/LaunchScreen.storyboard")).utf8))
    }
}
