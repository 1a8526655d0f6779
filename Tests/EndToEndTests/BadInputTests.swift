import XCTest

/// Bad input exits 2 with `FILE:LINE:COL: message`, the line and a caret, and creates nothing.
final class BadInputTests: XCTestCase {
    /// Writes `config.yml` (and runners) into a template folder, runs `new app`, and checks the
    /// exit code, the located message, and that nothing but the template folder exists afterwards.
    private func assertRejected(
        config: Data, runners: [String: String] = [:], message: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let folder = try TemporaryFolder()
        let template = folder.url.appendingPathComponent("tpl")
        try FileManager.default.createDirectory(at: template.appendingPathComponent("runners"), withIntermediateDirectories: true)
        try config.write(to: template.appendingPathComponent("config.yml"))
        for (name, text) in runners {
            try Data(text.utf8).write(to: template.appendingPathComponent("runners/\(name).rb"))
        }
        let before = folder.listing()
        let result = try BootstrapProcess.run(["new", "app", "-m", "tpl"], in: folder.url)
        XCTAssertEqual(result.status, 2, "exit status; stderr: \(result.stderr)", file: file, line: line)
        XCTAssertTrue(result.stderr.contains(message), "expected \(message) in:\n\(result.stderr)", file: file, line: line)
        XCTAssertEqual(folder.listing(), before, "bad input must create nothing", file: file, line: line)
    }

    func testInvalidYAMLIsLocatedWithTheLineAndACaret() throws {
        try assertRejected(
            config: Data("testing:\n  gems: [a, b\n".utf8),
            message: "tpl/config.yml:3:1:")
        let folder = try TemporaryFolder()
        try folder.write("tpl/config.yml", "testing:\n  gems:\n    rspec: true\n   bad: indentation\n")
        let result = try BootstrapProcess.run(["new", "app", "-m", "tpl"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("tpl/config.yml:4:"), result.stderr)
        XCTAssertEqual(lines[1], "   bad: indentation")
        XCTAssertTrue(lines[2].hasSuffix("^") && lines[2].allSatisfy { $0 == " " || $0 == "^" }, result.stderr)
    }

    /// A tab in a line's indentation: libyaml (and so Ruby's Psych) says only "found character that
    /// cannot start any token"; the message says it is the tab, where it is.
    func testATabInTheIndentationIsNamed() throws {
        for (config, located, line) in [
            ("testing:\n\tgems:\n\t\trspec: true\n", "tpl/config.yml:2:1:", "\tgems:"),
            ("testing:\n  gems:\n  \trspec: true\n", "tpl/config.yml:3:3:", "  \trspec: true"),
        ] {
            try assertRejected(config: Data(config.utf8), message: "\(located) tabs are not allowed for indentation: YAML indents with spaces only\n\(line)\n")
        }
        // A tab that YAML allows (between a key and its value) is no error.
        let folder = try TemporaryFolder()
        try folder.write("tpl/config.yml", "testing:\t true\n")
        XCTAssertEqual(try BootstrapProcess.run(["check", "-m", "tpl"], in: folder.url).status, 0)
    }

    func testWrongTypesNameTheKeyAndItsPlace() throws {
        try assertRejected(config: Data("testing:\n  gems: rspec\n".utf8), message: "tpl/config.yml:2:9:")
        try assertRejected(
            config: Data("testing:\n  gems:\n    rspec:\n      version:\n        major: 3\n".utf8),
            message: "tpl/config.yml:5:9:")
    }

    func testDuplicateKeysAreErrors() throws {
        try assertRejected(config: Data("a: true\nb: true\na: false\n".utf8), message: "tpl/config.yml:3:1: duplicate key 'a'")
    }

    func testAnAliasBombIsRefusedQuickly() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...9 {
            yaml += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let start = Date()
        try assertRejected(config: Data(yaml.utf8), message: "aliases")
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "an alias bomb must be refused, not expanded")
    }

    func testDeepNestingIsAnErrorNotACrash() throws {
        let yaml = "a: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        try assertRejected(config: Data(yaml.utf8), message: "tpl/config.yml:1:")
    }

    func testInvalidUTF8IsRejected() throws {
        var bytes = Data("testing:\n  gems:\n    rsp".utf8)
        bytes.append(0xFF)
        bytes.append(contentsOf: Array("ec: true\n".utf8))
        try assertRejected(config: bytes, message: "tpl/config.yml:3:8: invalid UTF-8")
    }

    func testAnEmptyConfigIsAnError() throws {
        try assertRejected(config: Data("# only a comment\n".utf8), message: "tpl/config.yml:1:1: the config is empty")
    }

    func testARunnerSyntaxErrorIsLocatedAndNothingRuns() throws {
        try assertRejected(
            config: Data("setup: true\n".utf8),
            runners: ["setup": "create_file \"a.txt\", \"a\\n\"\nif true\n  create_file \"b.txt\"\n"],
            message: "tpl/runners/setup.rb:2:1:")
    }

    func testAMissingTemplateIsBadInput() throws {
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(["new", "app", "-m", "nowhere"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("template 'nowhere' does not exist; the built-in templates are swift-package, ios-viper"), result.stderr)
        XCTAssertEqual(folder.listing(), [])
    }

    /// A runner that cannot be read is named where the config names its block. As root every
    /// file is readable, so there the runner is a folder instead of a chmod 000 file.
    func testAnUnreadableRunnerIsLocatedAtItsBlock() throws {
        let folder = try TemporaryFolder()
        try folder.write("tpl/config.yml", "first: true\nsetup: true\n")
        try folder.write("tpl/runners/first.rb", "create_file \"a.txt\"\n")
        let runner = folder.url.appendingPathComponent("tpl/runners/setup.rb")
        if getuid() == 0 {
            try FileManager.default.createDirectory(at: runner, withIntermediateDirectories: true)
        } else {
            try Data("create_file \"b.txt\"\n".utf8).write(to: runner)
            XCTAssertEqual(chmod(runner.path, 0), 0)
        }
        defer { chmod(runner.path, 0o644) }
        let before = folder.listing()
        let result = try BootstrapProcess.run(["new", "app", "-m", "tpl"], in: folder.url)
        XCTAssertEqual(result.status, 2, result.stderr)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("tpl/config.yml:2:1: cannot read the runner file tpl/runners/setup.rb"), result.stderr)
        XCTAssertEqual(lines[1], "setup: true")
        XCTAssertEqual(lines[2], "^")
        XCTAssertEqual(folder.listing(), before, "nothing created")
    }

    func testAnUnknownActionIsBadInput() throws {
        try assertRejected(
            config: Data("setup: true\n".utf8),
            runners: ["setup": "create_file \"a.txt\"\ncreat_file \"b.txt\"\n"],
            message: "tpl/runners/setup.rb:2:1: undefined method 'creat_file'; did you mean 'create_file'?\ncreat_file \"b.txt\"\n^\n")
    }

    func testAnUnknownConstantIsBadInput() throws {
        try assertRejected(
            config: Data("setup: true\n".utf8),
            runners: ["setup": "create_file \"a.txt\"\nx = Fil.read(\"a.txt\")\n"],
            message: "tpl/runners/setup.rb:2:5: uninitialized constant Fil; did you mean 'File'?\nx = Fil.read(\"a.txt\")\n    ^\n")
    }

    func testAMissingTemplateSourceIsBadInput() throws {
        for (line, message) in [
            ("copy_file \"nope.txt\", \"b.txt\"", "2:11: copy_file: the source 'nope.txt' does not exist (nor 'nope.txt.tt')\ncopy_file \"nope.txt\", \"b.txt\"\n          ^\n"),
            ("template \"missing.tt\"", "2:10: template: the source 'missing.tt' does not exist"),
            ("directory \"no-such-folder\"", "2:11: directory: the source 'no-such-folder' does not exist"),
            // A name computed at run time is found missing by the run itself: still bad input.
            ("copy_file [\"no\", \"pe.txt\"].join, \"b.txt\"", "2:1: could not find \"nope.txt\" in any of the source paths"),
        ] {
            try assertRejected(
                config: Data("setup: true\n".utf8),
                runners: ["setup": "create_file \"a.txt\"\n\(line)\n"],
                message: "tpl/runners/setup.rb:" + message)
        }
    }
}
