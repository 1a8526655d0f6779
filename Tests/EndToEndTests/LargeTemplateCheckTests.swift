import Foundation
import XCTest

/// The check of a template with large runners (32 KB between them) collects their definitions on
/// two threads, and that of a config with many gems indexes its callbacks on a second thread: what
/// `bootstrap check` prints must be what the one-thread check of the same template prints. What
/// any runner defines, or a file it `require_relative`s, counts for every other runner (here for
/// the first, whose share of the walk is not the one that defines them), and the callback findings
/// come in block order. Each template is checked with its runners padded past the threshold and
/// without the padding (comment lines after everything that matters, so locations are the same).
final class LargeTemplateCheckTests: XCTestCase {
    private let blocks = ["zeta", "alpha", "mid", "beta"]

    /// 12 KB of comments: four runners make 48 KB.
    private let padding = String(repeating: "# padding line that makes the runner file larger\n", count: 250)

    private let runners = [
        // Uses what the last runner and the file the second one requires define.
        "zeta": "def zeta_gem_1_callback\nend\nputs helper_from_beta, BETA_LIMIT, helper_from_extra\nundefined_in_zeta(1)\n",
        "alpha": "require_relative \"extra\"\ndef no_such_gem_callback\nend\n",
        // alpha's gems are added before mid's runner runs.
        "mid": "def alpha_gem_0_callback\nend\n",
        "beta": "BETA_LIMIT = 3\ndef helper_from_beta = 2\nundefined_in_beta(1)\n",
    ]

    private func template(padded: Bool, gemsPerBlock: Int) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        var config = ""
        for block in blocks {
            config += "\(block):\n  gems:\n"
            for index in 0..<gemsPerBlock { config += "    - \(block)-gem-\(index)\n" }
        }
        try folder.write("t/config.yml", config)
        for (name, text) in runners {
            try folder.write("t/runners/\(name).rb", text + (padded ? padding : ""))
        }
        try folder.write("t/runners/extra.rb", "def helper_from_extra = 1\n")
        return folder
    }

    private func check(padded: Bool, gemsPerBlock: Int) throws -> BootstrapProcess.Result {
        // The folder is removed when released: it is kept until the check has run in it.
        let folder = try template(padded: padded, gemsPerBlock: gemsPerBlock)
        return try withExtendedLifetime(folder) { try BootstrapProcess.run(["check", "-m", "t"], in: folder.url) }
    }

    func testACheckSharedBetweenThreadsReportsWhatTheOneThreadCheckReports() throws {
        // 4 × 40 gems: the callbacks are indexed on a second thread; 4 × 2: on this one.
        for gemsPerBlock in [40, 2] {
            let large = try check(padded: true, gemsPerBlock: gemsPerBlock)
            let small = try check(padded: false, gemsPerBlock: gemsPerBlock)
            XCTAssertEqual(large.status, 1, large.stdout + large.stderr)
            XCTAssertEqual(large.status, small.status)
            XCTAssertEqual(large.stdout, small.stdout)
            XCTAssertEqual(large.stderr, small.stderr)
            let output = large.stdout + large.stderr
            for name in ["helper_from_beta", "BETA_LIMIT", "helper_from_extra", "zeta_gem_1_callback"] {
                XCTAssertFalse(output.contains(name), "\(name) is defined: \(output)")
            }
            // Each runner's findings in block order, then the callbacks' in block order.
            let order = [
                "zeta.rb:4:1: undefined method", "beta.rb:3:1: undefined method",
                "alpha.rb:2:1: warning: 'no_such_gem_callback' matches no gem or package",
                "mid.rb:1:1: warning: 'alpha_gem_0_callback' is never called: block 'alpha' adds gem 'alpha-gem-0' before block 'mid'",
            ].map { output.range(of: $0)?.lowerBound }
            XCTAssertFalse(order.contains(nil), output)
            XCTAssertEqual(order.compactMap { $0 }, order.compactMap { $0 }.sorted(), output)
        }
    }
}
