import XCTest
@testable import XcodeProject

/// Each edit of a real project read back by an independent parser (PyPI's `pbxproj`, or the
/// summaries it recorded): every new file once in its group, pointing at its path, in its
/// target's phase; every object that was there still there; and our reader seeing the same.
final class OracleTests: XCTestCase {
    func testEditedProjectsReadBackByPbxproj() throws {
        for scenario in EditScenario.all {
            let (original, edited) = try scenario.run()
            let before = try ProjectSummary.independent(scenario.fixture, bytes: original)
            let after = try ProjectSummary.independent(scenario.name, bytes: edited.bytes)
            XCTAssertEqual(ProjectSummary.ours(try XcodeProjectFile(bytes: original, path: "original")), before, scenario.fixture)
            XCTAssertEqual(ProjectSummary.ours(edited), after, scenario.name)

            for (id, isa) in before.objects {
                XCTAssertEqual(after.objects[id], isa, "\(scenario.name): object \(id) lost or changed")
            }
            XCTAssertEqual(after.objects.count, before.objects.count + scenario.newObjects, scenario.name)
            for file in scenario.files {
                let group = file.groupPath.joined(separator: "/")
                XCTAssertEqual(after.groups[group]?.filter { $0 == file.name }.count, 1, "\(scenario.name): \(file.name) in \(group)")
                XCTAssertEqual(after.paths[group + "/" + file.name], .some(file.path), "\(scenario.name): where \(file.name) points")
                for (isa, names) in after.phases[file.target] ?? [:] {
                    let was = before.phases[file.target]?[isa]?.filter { $0 == file.name }.count ?? 0
                    let expected = isa == file.expectedPhase ? was + 1 : was
                    XCTAssertEqual(names.filter { $0 == file.name }.count, expected, "\(scenario.name): \(file.name) in \(file.target)'s \(isa)")
                }
                if let phase = file.expectedPhase {
                    XCTAssertNotNil(after.phases[file.target]?[phase], "\(scenario.name): \(file.target) has a \(phase)")
                }
            }
        }
    }
}
