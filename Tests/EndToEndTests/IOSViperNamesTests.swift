import BootstrapYAML
import Foundation
import XCTest

/// The ios-viper app under ordinary names — `MyApp`, `my-shop`, `Shop App`, `café` — and `gen` of
/// a module named after every type of the skeleton: every Swift file lies under a `project.yml`
/// source path, no type or file name is declared twice in a target, the code type-checks against
/// the UIKit stand-in as the module project.yml names, and the display name is the user's.
final class IOSViperNamesTests: XCTestCase {
    private let environment = ["BOOTSTRAP_TEMPLATE_DIR": BootstrapProcess.repositoryRoot.path]

    /// What the generated project.yml says: each target's sources, the app's module and display name.
    private struct ProjectSpec {
        var sources: [String: [String]] = [:]
        var module = ""
        var displayName = ""
        var app = ""
    }

    private func spec(_ text: String) throws -> ProjectSpec {
        let root = try XCTUnwrap(try YAMLLoader.load(text, path: "project.yml"))
        var spec = ProjectSpec()
        for (name, target) in try XCTUnwrap(root["targets"]?.mappingPairs) {
            let targetName = try XCTUnwrap(name.scalarText)
            spec.sources[targetName] = (target["sources"]?.sequenceItems ?? []).compactMap { $0["path"]?.scalarText ?? $0.scalarText }
            if target["type"]?.scalarText == "application" {
                spec.app = targetName
                spec.module = try XCTUnwrap(target["settings"]?["base"]?["PRODUCT_MODULE_NAME"]?.scalarText)
                spec.displayName = try XCTUnwrap(target["info"]?["properties"]?["CFBundleDisplayName"]?.scalarText)
            }
        }
        return spec
    }

    /// Top-level Swift type declarations of a file, read the plain way a reviewer would: a line
    /// that starts (after modifiers) with a type keyword at column 0.
    private static func declaredTypes(_ text: String) -> [String] {
        let pattern = try! NSRegularExpression(
            pattern: #"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|open|final)\s+)*(?:class|struct|enum|protocol|typealias|actor)\s+(\w+)"#,
            options: .anchorsMatchLines)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// Every Swift file of the project under a source path of project.yml, and no file name or
    /// type twice in one target. Returns the spec for further checks.
    @discardableResult
    private func assertTargetsAreSound(_ project: URL, _ label: String, file: StaticString = #filePath, line: UInt = #line) throws -> ProjectSpec {
        let spec = try spec(try String(contentsOf: project.appendingPathComponent("project.yml"), encoding: .utf8))
        let all = ((FileManager.default.enumerator(atPath: project.path)?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(all.isEmpty, label, file: file, line: line)
        var byTarget: [String: [String]] = [:]
        for path in all {
            let owners = spec.sources.filter { $0.value.contains { path.hasPrefix($0 + "/") } }.map(\.key)
            XCTAssertEqual(owners.count, 1, "\(label): \(path) is in the sources of \(owners) (project.yml: \(spec.sources))", file: file, line: line)
            if let owner = owners.first { byTarget[owner, default: []].append(path) }
        }
        for (target, paths) in byTarget {
            let names = paths.map { ($0 as NSString).lastPathComponent }
            XCTAssertEqual(Set(names).count, names.count, "\(label): a file name twice in \(target): \(names.sorted())", file: file, line: line)
            var seen: [String: String] = [:]
            for path in paths {
                let text = try String(contentsOf: project.appendingPathComponent(path), encoding: .utf8)
                for type in Self.declaredTypes(text) {
                    XCTAssertNil(seen[type], "\(label): \(type) is declared by \(path) and \(seen[type] ?? "")", file: file, line: line)
                    seen[type] = path
                }
            }
        }
        return spec
    }

    func testEveryNameGivesOneFolderPerTargetAndTheUsersDisplayName() throws {
        let expected: [(name: String, target: String)] = [("MyApp", "MyApp"), ("my-shop", "my_shop"), ("Shop App", "Shop_App"), ("café", "café")]
        let folder = try TemporaryFolder()
        for (name, target) in expected {
            let result = try BootstrapProcess.run(["new", name, "-m", "ios-viper", "--defaults", "--no-run"], in: folder.url, environment: environment)
            XCTAssertEqual(result.status, 0, result.stderr)
            let project = folder.url.appendingPathComponent(name)
            let spec = try assertTargetsAreSound(project, name)
            XCTAssertEqual(spec.app, target)
            XCTAssertEqual(spec.module, target)
            XCTAssertEqual(spec.displayName, name, "CFBundleDisplayName keeps the user's name")
            XCTAssertEqual(Set(spec.sources.values.flatMap { $0 }), [target, target + "Tests"])
            // The app and test folders, no other folder of Swift code beside them.
            let folders = try FileManager.default.contentsOfDirectory(atPath: project.path).filter {
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: project.appendingPathComponent($0).path, isDirectory: &isDirectory) && isDirectory.boolValue
            }
            XCTAssertEqual(Set(folders), [target, target + "Tests", ".bootstrap"], name)
            XCTAssertTrue(result.stdout.contains("      create  \(target)/UserStories/StartScreen/Factory/StartScreenFactory.swift\n"), result.stdout)
            XCTAssertTrue(result.stdout.contains("    register  \(target)/Application/ApplicationRoot.swift  StartScreenFactory.self\n"), result.stdout)
            let storyboard = try XCTUnwrap(folder.file("\(name)/\(target)/Resources/LaunchScreen.storyboard"))
            XCTAssertTrue(storyboard.contains("text=\"\(name)\""), storyboard)
            XCTAssertTrue(try XCTUnwrap(folder.file("\(name)/\(target)/UserStories/StartScreen/StartScreen.storyboard")).contains("customModule=\"\(target)\""))
            // `gen` run later puts its module beside StartScreen, by the same rule.
            let gen = try BootstrapProcess.run(["gen", "Profile", "viper", "--path", name], in: folder.url, environment: environment)
            XCTAssertEqual(gen.status, 0, gen.stderr)
            XCTAssertTrue(gen.stdout.contains("      create  \(target)/UserStories/Profile/Factory/ProfileFactory.swift\n"), gen.stdout)
            try assertTargetsAreSound(project, name + " after gen Profile")
            // Another module template (gen.yml's defaults name the target for every template).
            let feature = try BootstrapProcess.run(["gen", "Cart", "feature", "--path", name], in: folder.url, environment: environment)
            XCTAssertEqual(feature.status, 0, feature.stderr)
            XCTAssertTrue(feature.stdout.contains("      create  \(target)/Features/Cart/Builder/CartBuilder.swift\n"), feature.stdout)
            XCTAssertTrue(feature.stdout.contains("      create  \(target)Tests/Features/Cart/ViewModel/CartViewModelTests.swift\n"), feature.stdout)
            try assertTargetsAreSound(project, name + " after gen Cart feature")
            try SwiftToolchain.typeCheckUIKitApp(
                code: project.appendingPathComponent(target), tests: project.appendingPathComponent(target + "Tests"), module: spec.module,
                scratch: folder.url)
        }
    }

    /// A module named after each type of the skeleton, and after each one's stem where the type
    /// ends like a module's own types (`SettingsService` → `Settings`): `gen` makes the ones that
    /// fit and refuses the ones that clash (exit 2, the clash named, nothing written); the app
    /// stays sound and type-checks.
    func testAModuleNamedAfterEverySkeletonTypeIsMadeOrRefusedAndTheAppStillBuilds() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try BootstrapProcess.run(["new", "my-shop", "-m", "ios-viper", "--defaults", "--no-run"], in: folder.url, environment: environment).status, 0)
        let project = folder.url.appendingPathComponent("my-shop")
        let skeleton = BootstrapProcess.repositoryRoot.appendingPathComponent("builtin-templates/ios-viper/templates/skeleton/app")
        var types: [String] = []
        for path in SwiftToolchain.swiftFiles(below: skeleton) {
            types += Self.declaredTypes(try String(contentsOfFile: path, encoding: .utf8))
        }
        XCTAssertTrue(types.contains("SettingsService") && types.contains("AppRouter"), "\(types)")
        let suffixes = ["Service", "Router", "Presenter", "Interactor", "Factory", "ViewController", "Protocol"]
        var modules: [String] = []
        for type in types {
            for name in [type] + suffixes.filter({ type.hasSuffix($0) && type.count > $0.count }).map({ String(type.dropLast($0.count)) })
            where !modules.contains(name) && name != "StartScreen" {
                modules.append(name)
            }
        }
        var refused: [String] = []
        for module in modules {
            let before = folder.snapshot("my-shop")
            let result = try BootstrapProcess.run(["gen", module, "viper", "--path", "my-shop"], in: folder.url, environment: environment)
            if result.status == 0 { continue }
            XCTAssertEqual(result.status, 2, "\(module): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("the module \(module) clashes with its target; nothing was written"), result.stderr)
            XCTAssertEqual(folder.snapshot("my-shop"), before, "\(module) was refused but wrote something")
            refused.append(module)
        }
        // The skeleton's services clash with the module's own service type and file; AppRouter with App's router.
        for module in ["Settings", "Onboarding", "API", "App"] { XCTAssertTrue(refused.contains(module), "\(module) was not refused: \(refused)") }
        XCTAssertGreaterThan(modules.count - refused.count, 10, "refused: \(refused)")
        let settings = try BootstrapProcess.run(["gen", "Settings", "viper", "--path", "my-shop"], in: folder.url, environment: environment)
        XCTAssertTrue(settings.stderr.contains(
            "my_shop/UserStories/Settings/Service/SettingsService.swift declares SettingsService, which my_shop/Services/Infrastructure/SettingsService.swift declares already"),
            settings.stderr)
        XCTAssertTrue(settings.stderr.contains("the file name SettingsService.swift is taken by my_shop/Services/Infrastructure/SettingsService.swift"), settings.stderr)
        let spec = try assertTargetsAreSound(project, "after a module per skeleton type")
        try SwiftToolchain.typeCheckUIKitApp(
            code: project.appendingPathComponent("my_shop"), tests: project.appendingPathComponent("my_shopTests"), module: spec.module,
            scratch: folder.url)
    }
}
