import Diagnostics
import Foundation
import XCTest
@testable import BootstrapKit

/// What a Generamba run (a Rambafile's `xcodeproj_path`, its targets) asks of the registration.
final class XcodeProjectRegistrationTests: XCTestCase {
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("XcodeProjectTests/Fixtures/GenerambaTestProject/project.pbxproj")

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-registration-\(UUID().uuidString)")
        let bundle = url.appendingPathComponent("App/Generamba.xcodeproj")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: bundle.appendingPathComponent("project.pbxproj"))
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testAProjectNamedByPathAndTargetsNamedByTheCaller() throws {
        let root = try folder()
        let workspace = Workspace(root: root)
        // Not at the root, so only a named path finds it.
        XCTAssertNil(try XcodeProjectRegistration.prepare(workspace: workspace, choice: XcodeTargetChoice()))
        var registration = try XCTUnwrap(try XcodeProjectRegistration.prepare(
            workspace: workspace, choice: XcodeTargetChoice(target: "GenerambaTestProject"), projectPath: "App/Generamba.xcodeproj"))
        XCTAssertEqual(registration.projectFile, "App/Generamba.xcodeproj/project.pbxproj")
        XCTAssertEqual(registration.testTarget, "GenerambaTestProjectTests")
        try workspace.write("App/Classes/Modules/Cart/CartView.m", "@implementation CartView\n@end\n")
        try registration.register(
            [.init(path: "App/Classes/Modules/Cart/CartView.m", groupPath: ["GenerambaTestProject", "Classes", "Modules", "Cart"],
                   targets: ["GenerambaTestProject"])],
            workspace: workspace, log: StatusLog(quiet: true, output: { _ in }))
        let text = try String(contentsOf: root.appendingPathComponent("App/Generamba.xcodeproj/project.pbxproj"), encoding: .utf8)
        XCTAssertTrue(text.contains("/* CartView.m in Sources */ = {isa = PBXBuildFile;"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("App/Classes/Modules/Cart/CartView.m").path))

        XCTAssertThrowsError(try XcodeProjectRegistration.prepare(workspace: Workspace(root: root), choice: XcodeTargetChoice(), projectPath: "Missing.xcodeproj")) {
            XCTAssertEqual(($0 as? Diagnostic)?.message, "no Xcode project file at Missing.xcodeproj/project.pbxproj")
        }
    }

    func testAnUnknownTargetInAnEntryTakesBackTheFilesWritten() throws {
        let root = try folder()
        let workspace = Workspace(root: root)
        var registration = try XCTUnwrap(try XcodeProjectRegistration.prepare(
            workspace: workspace, choice: XcodeTargetChoice(), projectPath: "App/Generamba.xcodeproj"))
        let pbxproj = root.appendingPathComponent("App/Generamba.xcodeproj/project.pbxproj")
        let original = try Data(contentsOf: pbxproj)
        try workspace.write("App/Cart.m", "x\n")
        try workspace.flush()
        XCTAssertThrowsError(try registration.register(
            [.init(path: "App/Cart.m", targets: ["Nope"])], workspace: workspace, log: StatusLog(quiet: true, output: { _ in }))) {
            XCTAssertEqual(($0 as? Diagnostic)?.code, DiagnosticCode.unknownTarget)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("App/Cart.m").path))
        XCTAssertEqual(try Data(contentsOf: pbxproj), original)
    }
}
