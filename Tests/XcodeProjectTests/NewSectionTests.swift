import XCTest
@testable import XcodeProject

/// A target without a Resources phase, in a file without that section: both are made, in
/// Xcode's places (sections in alphabetical order, the phase last in the target's list).
final class NewSectionTests: XCTestCase {
    /// The smallest project Xcode opens: one app target with a Sources phase only.
    static let minimal = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 56;
    \tobjects = {

    /* Begin PBXGroup section */
    \t\tA10000000000000000000001 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\tA10000000000000000000002 /* App */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tA10000000000000000000004 /* Sources */,
    \t\t\t);
    \t\t\tname = App;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\tA10000000000000000000003 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tmainGroup = A10000000000000000000001;
    \t\t\ttargets = (
    \t\t\t\tA10000000000000000000002 /* App */,
    \t\t\t);
    \t\t};
    /* End PBXProject section */

    /* Begin PBXSourcesBuildPhase section */
    \t\tA10000000000000000000004 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    /* End PBXSourcesBuildPhase section */
    \t};
    \trootObject = A10000000000000000000003 /* Project object */;
    }

    """

    func testAResourcesPhaseAndItsSectionAreMade() throws {
        var project = try XcodeProjectFile(bytes: Array(Self.minimal.utf8), path: "minimal")
        XCTAssertTrue(try project.addFile(path: "App/Main.storyboard", groupPath: ["App"], targets: ["App"]))
        XCTAssertTrue(try project.addFile(path: "App/main.swift", groupPath: ["App"], targets: ["App"]))
        let text = String(decoding: project.bytes, as: UTF8.self)
        let phase = try XCTUnwrap(project.document.ids(isa: "PBXResourcesBuildPhase").first)
        XCTAssertTrue(text.contains("""
        /* End PBXProject section */

        /* Begin PBXResourcesBuildPhase section */
        \t\t\(phase) /* Resources */ = {
        \t\t\tisa = PBXResourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        """), text)
        XCTAssertTrue(text.contains("""
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXResourcesBuildPhase section */

        /* Begin PBXSourcesBuildPhase section */
        """), text)
        // The first file reference and build file make their sections too, first in the list.
        XCTAssertTrue(text.hasPrefix("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n\n/* Begin PBXBuildFile section */\n"), text)
        XCTAssertTrue(text.contains("/* End PBXBuildFile section */\n\n/* Begin PBXFileReference section */\n"), text)
        XCTAssertEqual(project.document.object("A10000000000000000000002")?["buildPhases"]?.strings, ["A10000000000000000000004", phase])

        let summary = ProjectSummary.ours(project)
        XCTAssertEqual(summary.phases["App"]?["PBXResourcesBuildPhase"], ["Main.storyboard"])
        XCTAssertEqual(summary.phases["App"]?["PBXSourcesBuildPhase"], ["main.swift"])
        // The main group has no path, so `App` (a folder of that name) is the group's path.
        XCTAssertEqual(summary.paths["App/Main.storyboard"], .some("App/Main.storyboard"))
        if let independent = try ProjectSummary.python(project.bytes) {
            XCTAssertEqual(independent, summary)
        }
    }

    func testAnInlineArrayWithoutATrailingCommaGetsOne() throws {
        let text = Self.minimal.replacingOccurrences(of: "\t\t\tbuildPhases = (\n\t\t\t\tA10000000000000000000004 /* Sources */,\n\t\t\t);",
                                                     with: "\t\t\tbuildPhases = (A10000000000000000000004);")
        var project = try XcodeProjectFile(bytes: Array(text.utf8), path: "inline")
        try project.addFile(path: "App/Main.storyboard", groupPath: ["App"], targets: ["App"])
        let phase = try XCTUnwrap(project.document.ids(isa: "PBXResourcesBuildPhase").first)
        XCTAssertTrue(String(decoding: project.bytes, as: UTF8.self).contains("buildPhases = (A10000000000000000000004, \(phase) /* Resources */, );"))
        XCTAssertEqual(project.document.object("A10000000000000000000002")?["buildPhases"]?.strings, ["A10000000000000000000004", phase])
    }

    /// Xcode 16 builds every file inside a synchronized folder by itself (objectVersion 77): a
    /// file there gets no reference; one outside it does.
    func testFilesInsideASynchronizedFolderAreLeftToXcode() throws {
        let text = Self.minimal
            .replacingOccurrences(of: "\t\t\tchildren = (\n\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n/* End PBXGroup section */",
                                  with: "\t\t\tchildren = (\n\t\t\t\tA10000000000000000000005 /* App */,\n\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n/* End PBXGroup section */\n\n/* Begin PBXFileSystemSynchronizedRootGroup section */\n\t\tA10000000000000000000005 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = \"<group>\"; };\n/* End PBXFileSystemSynchronizedRootGroup section */")
        var project = try XcodeProjectFile(bytes: Array(text.utf8), path: "synchronized")
        XCTAssertEqual(project.synchronizedFolders, ["App"])
        XCTAssertFalse(try project.addFile(path: "App/Login/LoginView.swift", groupPath: ["App", "Login"], targets: ["App"]))
        XCTAssertEqual(project.bytes, Array(text.utf8))
        XCTAssertTrue(try project.addFile(path: "Shared/Log.swift", groupPath: ["Shared"], targets: ["App"]))
        XCTAssertEqual(ProjectSummary.ours(project).phases["App"]?["PBXSourcesBuildPhase"], ["Log.swift"])
    }
}
