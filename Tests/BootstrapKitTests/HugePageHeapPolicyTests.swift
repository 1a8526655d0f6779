import Foundation
import XCTest

@testable import BootstrapKit
@testable import RunnerLanguage

/// Huge-page heaps are asked for only when loading the template shows a large run: tens of
/// kilobytes of runners, of config, or of a single-file template. A small template keeps 4 KB pages,
/// which its few hundred kilobytes of heap fault in more cheaply than one zeroed 2 MB page.
final class HugePageHeapPolicyTests: XCTestCase {
    private func expectsLargeHeaps(after files: [String: String], template: String = ".") throws -> Bool {
        BigStackThread.preferHugePageHeaps()
        ThreadHeap.expectingLarge = false
        let folder = try TemporaryTemplate(files: files)
        let location = try TemplateLocation.resolve(template, workingDirectory: folder.url)
        _ = try LoadedTemplate.load(location, workingDirectory: folder.url)
        return ThreadHeap.expectingLarge
    }

    /// A runner of about `bytes` bytes: defs of a callback-sized body each.
    private func runner(bytes: Int) -> String {
        var text = ""
        var index = 0
        while text.utf8.count < bytes {
            text += "def step_\(index)\n  append_to_file 'README.md', \"* line \(index)\\n\"\nend\n"
            index += 1
        }
        return text
    }

    func testASmallTemplateKeepsSmallPages() throws {
        let files = ["config.yml": "app:\n  gems:\n    pry:\n", "runners/app.rb": runner(bytes: 2_000)]
        XCTAssertFalse(try expectsLargeHeaps(after: files))
    }

    func testManyKilobytesOfRunnersMakeALargeRun() throws {
        let files = ["config.yml": "a: true\nb: true\n", "runners/a.rb": runner(bytes: 40_000), "runners/b.rb": runner(bytes: 40_000)]
        XCTAssertTrue(try expectsLargeHeaps(after: files))
    }

    func testALargeConfigMakesALargeRun() throws {
        var config = "app:\n  gems:\n"
        for index in 0..<2_000 { config += "    gem-\(index):\n      version: '~> 1.0'\n" }
        XCTAssertTrue(try expectsLargeHeaps(after: ["config.yml": config]))
    }

    func testALargeSingleFileTemplateMakesALargeRun() throws {
        XCTAssertTrue(try expectsLargeHeaps(after: ["big.rb": runner(bytes: 40_000)], template: "big.rb"))
        XCTAssertFalse(try expectsLargeHeaps(after: ["small.rb": runner(bytes: 1_000)], template: "small.rb"))
    }
}
