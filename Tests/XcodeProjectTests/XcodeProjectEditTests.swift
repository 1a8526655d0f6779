import Diagnostics
import XCTest
@testable import XcodeProject

final class XcodeProjectEditTests: XCTestCase {
    private func lines(_ bytes: [UInt8]) -> [Substring] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The lines of `edited` that are not the original's, when the original is `edited` with
    /// some whole lines taken out; nil when any original byte changed.
    private func addedLines(_ original: [UInt8], _ edited: [UInt8]) -> [Substring]? {
        let old = lines(original), new = lines(edited)
        var index = 0
        var added: [Substring] = []
        for line in new {
            if index < old.count, line == old[index] { index += 1 } else { added.append(line) }
        }
        return index == old.count ? added : nil
    }

    func testOriginalBytesOutsideTheInsertionsAreUnchanged() throws {
        for scenario in EditScenario.all {
            let (original, edited) = try scenario.run()
            let added = try XCTUnwrap(addedLines(original, edited.bytes), "\(scenario.name): an original line changed")
            XCTAssertEqual(lines(edited.bytes).count, lines(original).count + added.count)
            // Every added line is indented with tabs as Xcode's are, or is a section marker.
            for line in added where !line.isEmpty && !line.hasPrefix("/* ") {
                XCTAssertTrue(line.hasPrefix("\t\t"), "\(scenario.name): \(line)")
            }
            // A file reference and a build file each take one line; lists gain one line per item.
            let definitions = added.filter { $0.contains(" = {") }
            XCTAssertEqual(definitions.count, scenario.newObjects, scenario.name)
        }
    }

    func testNewObjectsAreWrittenInXcodesStyle() throws {
        let (_, edited) = try EditScenario.sandboxModule.run()
        let text = String(decoding: edited.bytes, as: UTF8.self)
        let reference = try XCTUnwrap(edited.document.objectsByID.first { $0.value.value["path"]?.string == "LoginAssembly.m" })
        XCTAssertTrue(text.contains(
            "\t\t\(reference.key) /* LoginAssembly.m */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = LoginAssembly.m; sourceTree = \"<group>\"; };\n"))
        let build = try XCTUnwrap(edited.document.objectsByID.first { $0.value.value["fileRef"]?.string == reference.key })
        XCTAssertTrue(text.contains(
            "\t\t\(build.key) /* LoginAssembly.m in Sources */ = {isa = PBXBuildFile; fileRef = \(reference.key) /* LoginAssembly.m */; };\n"))
        XCTAssertTrue(text.contains("\t\t\t\t\(build.key) /* LoginAssembly.m in Sources */,\n"))
        // `Login` stands for the folder Classes/Modules/Login below the logical groups.
        let login = try XCTUnwrap(edited.document.objectsByID.first { $0.value.value["name"]?.string == "Login" })
        XCTAssertTrue(text.contains("""
        \t\t\(login.key) /* Login */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        """))
        XCTAssertTrue(text.contains("\t\t\tname = Login;\n\t\t\tpath = Classes/Modules/Login;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"))
    }

    func testSectionsStaySortedByID() throws {
        for scenario in EditScenario.all {
            let (original, edited) = try scenario.run()
            for isa in ["PBXBuildFile", "PBXFileReference", "PBXGroup"] {
                let before = try XcodeProjectFile(bytes: original, path: "o").document.ids(isa: isa)
                let after = edited.document.ids(isa: isa)
                XCTAssertGreaterThan(after.count, 0)
                // Only where Xcode kept the section sorted can the editor promise to.
                if before == before.sorted() { XCTAssertEqual(after, after.sorted(), "\(scenario.name) \(isa)") }
            }
        }
    }

    func testNewIDsAreXcodeShapedUniqueAndDeterministic() throws {
        for scenario in EditScenario.all {
            let (original, first) = try scenario.run()
            let (_, second) = try scenario.run()
            XCTAssertEqual(first.bytes, second.bytes, "\(scenario.name): the same edit gives the same file")
            let old = Set(try XcodeProjectFile(bytes: original, path: "o").document.objectsByID.keys)
            let new = Set(first.document.objectsByID.keys).subtracting(old)
            XCTAssertEqual(new.count, scenario.newObjects)
            for id in new {
                XCTAssertEqual(id.count, 24)
                XCTAssertTrue(id.allSatisfy { $0.isHexDigit && !$0.isLowercase }, id)
            }
        }
    }

    func testAnIDAlreadyTakenIsNeverReused() {
        var fresh = ObjectIDs(taken: [])
        let first = fresh.make("PBXFileReference", "A.swift")
        var crowded = ObjectIDs(taken: [first])
        let other = crowded.make("PBXFileReference", "A.swift")
        XCTAssertNotEqual(first, other)
        XCTAssertEqual(other.count, 24)
        XCTAssertNotEqual(crowded.make("PBXFileReference", "A.swift"), other)
    }

    func testAddingAFileThatIsThereChangesNothing() throws {
        for scenario in EditScenario.all {
            var (_, project) = try scenario.run()
            let before = project.bytes
            for file in scenario.files {
                let changed = try project.addFile(path: file.path, groupPath: file.groupPath, targets: [file.target], phase: file.phase)
                XCTAssertFalse(changed, "\(scenario.name): \(file.path) added twice")
            }
            XCTAssertEqual(project.bytes, before)
        }
        // A file Xcode itself added is found too.
        var project = try XcodeProjectFile(bytes: Fixtures.bytes("ToDoListVIPER"), path: "p")
        let added = try project.addFile(
            path: "ToDoList-VIPER/Scenes/MainScreen/Router/MainScreenRouter.swift", groupPath: ["ToDoList-VIPER", "Scenes", "MainScreen", "Router"],
            targets: ["ToDoList-VIPER"])
        XCTAssertFalse(added)
    }

    func testAFileAlreadyReferencedIsAddedToAnotherTargetOnly() throws {
        var project = try XcodeProjectFile(bytes: Fixtures.bytes("ToDoListVIPER"), path: "p")
        let original = project.bytes
        XCTAssertTrue(try project.addFile(
            path: "ToDoList-VIPER/Scenes/MainScreen/Router/MainScreenRouter.swift", groupPath: ["ToDoList-VIPER", "Scenes", "MainScreen", "Router"],
            targets: ["ToDoList-VIPERTests"]))
        let added = try XCTUnwrap(addedLines(original, project.bytes))
        XCTAssertEqual(added.count, 2, "\(added)")
        XCTAssertTrue(added.allSatisfy { $0.contains("MainScreenRouter.swift in Sources") }, "\(added)")
    }

    func testUnknownTargetsAndOutsidePathsAreRefusedBeforeAnyChange() throws {
        var project = try XcodeProjectFile(bytes: Fixtures.bytes("GenerambaSandbox"), path: "App.xcodeproj/project.pbxproj")
        let original = project.bytes
        XCTAssertThrowsError(try project.addFile(path: "GenerambaSandbox/A.m", groupPath: ["GenerambaSandbox", "New"], targets: ["GenerambaSandbx"])) {
            let diagnostic = $0 as? Diagnostic
            XCTAssertEqual(diagnostic?.code, DiagnosticCode.unknownTarget)
            XCTAssertEqual(diagnostic?.rendered, """
            App.xcodeproj/project.pbxproj has no target 'GenerambaSandbx'
            did you mean 'GenerambaSandbox'?
            the targets are: GenerambaSandbox, GenerambaSandboxTests
            """)
        }
        for path in ["/etc/passwd", "../outside.swift", "a/../../b.swift", ""] {
            XCTAssertThrowsError(try project.addFile(path: path, groupPath: ["GenerambaSandbox"], targets: []), path) {
                XCTAssertEqual(($0 as? Diagnostic)?.code, DiagnosticCode.pbxprojPath)
            }
        }
        XCTAssertEqual(project.bytes, original)
    }

    func testTargetsAreListedWithTheirProductTypes() throws {
        let project = try XcodeProjectFile(bytes: Fixtures.bytes("ToDoListVIPER"), path: "p")
        XCTAssertEqual(project.nativeTargets.map(\.name), ["ToDoList-VIPER", "ToDoList-VIPERTests", "ToDoList-VIPERUITests"])
        XCTAssertEqual(project.firstTarget(productType: XcodeProjectFile.applicationProductType)?.name, "ToDoList-VIPER")
        XCTAssertEqual(project.firstTarget(productType: XcodeProjectFile.unitTestProductType)?.name, "ToDoList-VIPERTests")
        XCTAssertEqual(project.objectVersion, "56")
    }

    /// Xcode's own `lastKnownFileType` for every file reference in the fixtures is what the
    /// table gives for its extension.
    func testFileTypesMatchWhatXcodeRecorded() throws {
        var checked = 0
        for name in Fixtures.projects {
            let project = try XcodeProjectFile(bytes: Fixtures.bytes(name), path: name)
            for (_, entry) in project.document.objectsByID where entry.value["isa"]?.string == "PBXFileReference" {
                guard let type = entry.value["lastKnownFileType"]?.string, let path = entry.value["path"]?.string else { continue }
                XCTAssertEqual(FileTypes.lastKnownFileType(forPath: path), type, "\(name): \(path)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 300)
        XCTAssertEqual(FileTypes.defaultPhase(forPath: "A/B.storyboard"), .resources)
        XCTAssertEqual(FileTypes.defaultPhase(forPath: "A/Assets.xcassets"), .resources)
        XCTAssertEqual(FileTypes.defaultPhase(forPath: "A/B.h"), .none)
        XCTAssertEqual(FileTypes.defaultPhase(forPath: "A/Info.plist"), .none)
        XCTAssertEqual(FileTypes.defaultPhase(forPath: "A/B.mm"), .sources)
    }
}
