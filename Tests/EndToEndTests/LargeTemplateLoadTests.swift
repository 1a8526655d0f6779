import Foundation
import XCTest

/// A template whose runners are large enough (32 KB between them) is parsed and checked on two
/// threads. What a user sees must be what the one-thread load of the same template gives: the
/// same diagnostics in block order (not the order the files are listed or finish in), nothing from
/// disabled blocks or runners no block names, and the same run. Each case is run twice, with the
/// runners padded past the threshold and without the padding, and the outputs compared; the
/// padding is comment lines after everything that matters, so locations are the same in both.
final class LargeTemplateLoadTests: XCTestCase {
    /// Config order differs from the files' alphabetical order, so listing order cannot pass for block order.
    private let config = "zeta: true\nalpha: true\nquiet: false\nmid: true\nbeta: true\n"

    /// 12 KB of comments: four runners make 48 KB.
    private let padding = String(repeating: "# padding line that makes the runner file larger\n", count: 250)

    private func template(_ runners: [String: String], padded: Bool) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("t/config.yml", config)
        for (name, text) in runners {
            try folder.write("t/runners/\(name).rb", text + (padded ? padding : ""))
        }
        return folder
    }

    /// `bootstrap ARGUMENTS` on the padded and the unpadded template, which must exit with `status`
    /// and print the same bytes: (padded, unpadded).
    private func both(
        _ runners: [String: String], _ arguments: [String], status: Int32, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (BootstrapProcess.Result, BootstrapProcess.Result, TemporaryFolder, TemporaryFolder) {
        let large = try template(runners, padded: true)
        let small = try template(runners, padded: false)
        let (runLarge, runSmall) = (try BootstrapProcess.run(arguments, in: large.url), try BootstrapProcess.run(arguments, in: small.url))
        XCTAssertEqual(runLarge.status, status, runLarge.stdout + runLarge.stderr, file: file, line: line)
        XCTAssertEqual(runLarge.stdout, runSmall.stdout, file: file, line: line)
        XCTAssertEqual(runLarge.stderr, runSmall.stderr, file: file, line: line)
        return (runLarge, runSmall, large, small)
    }

    func testSyntaxErrorsOfSeveralRunnersComeInBlockOrderAndOnlyForEnabledBlocks() throws {
        let runners = [
            "zeta": "create_file \"z.txt\", \"z\"\nx = )\n",
            "alpha": "create_file \"a.txt\", \"a\"\n",
            "quiet": "this is ( not ruby\n",
            "mid": "create_file \"m.txt\", \"m\"\n",
            "beta": "create_file \"b.txt\", \"b\"\ndef broken(\n  1\nend end\n",
            "orphan": "no block ( names this file\n",
        ]
        let (large, _, largeFolder, _) = try both(runners, ["new", "demo", "-m", "t"], status: 2)
        let zeta = try XCTUnwrap(large.stderr.range(of: "t/runners/zeta.rb:2:")).lowerBound
        let beta = try XCTUnwrap(large.stderr.range(of: "t/runners/beta.rb:")).lowerBound
        XCTAssertLessThan(zeta, beta, large.stderr)
        XCTAssertFalse(large.stderr.contains("quiet.rb"), large.stderr)
        XCTAssertFalse(large.stderr.contains("orphan.rb"), large.stderr)
        XCTAssertFalse(largeFolder.exists("demo"))
    }

    func testAnUnreadableRunnerIsLocatedWhereTheConfigNamesItsBlock() throws {
        let runners = ["zeta": "create_file \"z.txt\", \"z\"\n", "alpha": "create_file \"a.txt\", \"a\"\n",
                       "mid": "create_file \"m.txt\", \"m\"\n", "beta": "create_file \"b.txt\", \"b\"\n"]
        let large = try template(runners, padded: true)
        let small = try template(runners, padded: false)
        for folder in [large, small] {
            try Data([0x63, 0xFF, 0xFE, 0x0A]).write(to: folder.url.appendingPathComponent("t/runners/mid.rb"))
        }
        let runLarge = try BootstrapProcess.run(["check", "-m", "t"], in: large.url)
        let runSmall = try BootstrapProcess.run(["check", "-m", "t"], in: small.url)
        XCTAssertEqual(runLarge.status, runSmall.status)
        XCTAssertNotEqual(runLarge.status, 0)
        XCTAssertEqual(runLarge.stdout + runLarge.stderr, runSmall.stdout + runSmall.stderr)
        XCTAssertTrue((runLarge.stdout + runLarge.stderr).contains("t/runners/mid.rb:1:2: invalid multibyte char (UTF-8)"), runLarge.stdout + runLarge.stderr)
    }

    func testCheckFindingsOfEveryRunnerComeInBlockOrder() throws {
        let runners = [
            "zeta": "create_file \"z.txt\", \"z\"\nundefined_in_zeta(1)\n",
            "alpha": "create_file \"a.txt\", \"a\"\nundefined_in_alpha(1)\n",
            "mid": "create_file \"m.txt\", \"m\"\ncopy_file \"absent.txt\", \"b.txt\"\n",
            "beta": "create_file \"b.txt\", \"b\"\nundefined_in_beta(1)\n",
        ]
        let (large, _, _, _) = try both(runners, ["check", "-m", "t"], status: 1)
        let order = ["zeta.rb:2:1", "alpha.rb:2:1", "mid.rb:2:11", "beta.rb:2:1"].map { large.stdout.range(of: $0)?.lowerBound }
        XCTAssertFalse(order.contains(nil), large.stdout)
        XCTAssertEqual(order.compactMap { $0 }, order.compactMap { $0 }.sorted(), large.stdout)
    }

    func testARunOfManyLargeRunnersDoesWhatTheSmallOneDoes() throws {
        let runners = [
            "zeta": "create_file \"z.txt\", \"z\"\ndef shared_helper\n  \"from zeta\"\nend\n",
            "alpha": "append_to_file \"z.txt\", \"#{shared_helper}\\n\"\n",
            "mid": "create_file \"m.txt\", \"m\"\n",
            "beta": "prepend_to_file \"m.txt\", \"b\"\n",
        ]
        let (_, _, largeFolder, smallFolder) = try both(runners, ["new", "demo", "-m", "t"], status: 0)
        XCTAssertEqual(largeFolder.file("demo/z.txt"), "zfrom zeta\n")
        XCTAssertEqual(largeFolder.file("demo/m.txt"), "bm")
        XCTAssertEqual(largeFolder.snapshot("demo").filter { !$0.key.hasPrefix(".bootstrap") }.keys.sorted(),
                       smallFolder.snapshot("demo").filter { !$0.key.hasPrefix(".bootstrap") }.keys.sorted())
    }
}
