import Foundation
import XCTest

/// RUBY_VERSION as a template sees it: the config's `_ruby_version` setting, else the version of the
/// `ruby` on PATH, else the default. Asking `ruby` is a process start, so it is asked when the run
/// first reads the constant, wherever the template reads it (a runner, a `.tt` file, a file it
/// applies, `Gem.ruby_version`, `Object.const_get`), and once however often it is read. A stand-in
/// `ruby` on PATH prints a version of its own and leaves a line in a log each time it is started.
final class RubyVersionTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var log: URL { folder.url.appendingPathComponent("ruby-calls.log") }

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        let bin = folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let ruby = bin.appendingPathComponent("ruby")
        try "#!/bin/sh\necho \"$*\" >> '\(log.path)'\nprintf '9.8.7'\n".write(to: ruby, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: ruby.path)
    }

    /// `new app -m t` with the template `t` of `config` and one runner per block, the stand-in first on PATH.
    private func new(config: String, runners: [String: String]) throws -> BootstrapProcess.Result {
        try folder.write("t/config.yml", config)
        for (block, text) in runners { try folder.write("t/runners/\(block).rb", text) }
        let path = folder.url.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try BootstrapProcess.run(["new", "app", "-m", "t"], in: folder.url, environment: ["PATH": path])
    }

    private func written(_ path: String) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent("app/\(path)"), encoding: .utf8)
    }

    private var rubyCalls: [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    func testTheRubyOnPathIsAskedOnceWhenATemplateReadsIt() throws {
        let result = try new(config: "first: true\nsecond: true\n", runners: [
            "first": "create_file 'first.txt', RUBY_VERSION\n",
            "second": "create_file 'second.txt', \"#{RUBY_VERSION} again\"\n",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try written("first.txt"), "9.8.7")
        XCTAssertEqual(try written("second.txt"), "9.8.7 again")
        XCTAssertEqual(rubyCalls, ["-e print RUBY_VERSION"])
    }

    func testATemplateThatNeverNamesItStartsNoRuby() throws {
        let result = try new(config: "first: true\n", runners: ["first": "create_file 'first.txt', 'no version'\n"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try written("first.txt"), "no version")
        XCTAssertEqual(rubyCalls, [])
    }

    func testTheConfigSettingWinsAndNoRubyIsStarted() throws {
        let result = try new(config: "_ruby_version: 2.7.1\nfirst: true\n", runners: [
            "first": "create_file 'first.txt', RUBY_VERSION\n",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try written("first.txt"), "2.7.1")
        XCTAssertEqual(rubyCalls, [])
    }

    /// 20 KB of comments per runner: past the 32 KB from which a template's runners are parsed on a
    /// second thread.
    private let padding = String(repeating: "# padding line that makes the runner file larger\n", count: 410)

    func testALargeTemplateWhoseLastRunnerReadsItAsksTheRubyOnPath() throws {
        let result = try new(config: "first: true\nsecond: true\nthird: true\n", runners: [
            "first": "create_file 'first.txt', 'one'\n" + padding,
            "second": "create_file 'second.txt', 'two'\n" + padding,
            "third": padding + "create_file 'third.txt', RUBY_VERSION\n",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try written("third.txt"), "9.8.7")
        XCTAssertEqual(rubyCalls, ["-e print RUBY_VERSION"])
    }

    func testALargeTemplateThatNeverNamesItStartsNoRuby() throws {
        let result = try new(config: "first: true\nsecond: true\n", runners: [
            "first": "create_file 'first.txt', 'one'\n" + padding,
            "second": padding + "create_file 'second.txt', 'two'\n",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try written("second.txt"), "two")
        XCTAssertEqual(rubyCalls, [])
    }

    func testATemplateFileReadsTheVersionOfTheRubyOnPath() throws {
        try folder.write("t/templates/ruby-version.tt", "<%= RUBY_VERSION %>\n")
        let result = try new(config: "first: true\n", runners: ["first": "template 'templates/ruby-version.tt', '.ruby-version'\n"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try written(".ruby-version"), "9.8.7\n")
        XCTAssertEqual(rubyCalls, ["-e print RUBY_VERSION"])
    }

    func testEveryOtherWayToTheVersionReadsTheRubyOnPath() throws {
        try folder.write("t/extra.rb", "create_file 'applied.txt', RUBY_VERSION\n")
        let result = try new(config: "first: true\n", runners: ["first": """
            create_file 'gem.txt', Gem.ruby_version.to_s
            create_file 'const_get.txt', Object.const_get(:RUBY_VERSION)
            apply File.join(__dir__, '../extra.rb')
            """])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try written("gem.txt"), "9.8.7")
        XCTAssertEqual(try written("const_get.txt"), "9.8.7")
        XCTAssertEqual(try written("applied.txt"), "9.8.7")
        XCTAssertEqual(rubyCalls, ["-e print RUBY_VERSION"])
    }

    func testANameThatIsNeverReadStartsNoRuby() throws {
        let result = try new(config: "first: true\n", runners: [
            "first": "# RUBY_VERSION is not read here\ncreate_file 'first.txt', 'RUBY_VERSION'\n",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try written("first.txt"), "RUBY_VERSION")
        XCTAssertEqual(rubyCalls, [])
    }

    func testWithoutARubyTheDefaultIsUsed() throws {
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("bin/ruby"))
        // PATH without any ruby: the stand-in's folder and the system's folders without one are not enough
        // on a machine with Ruby installed, so PATH is the stand-in's (now empty) folder alone, with
        // `env` found by its absolute path.
        try folder.write("t/config.yml", "first: true\n")
        try folder.write("t/runners/first.rb", "create_file 'first.txt', RUBY_VERSION\n")
        let result = try BootstrapProcess.run(
            ["new", "app", "-m", "t"], in: folder.url, environment: ["PATH": folder.url.appendingPathComponent("bin").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try written("first.txt"), "3.3.6")
    }
}
