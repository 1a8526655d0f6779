import Foundation
import XCTest

/// Nothing escapes the project (docs/safety.md): every path written, removed, chmodded or read is
/// refused — naming the runner line — when it is absolute, climbs out with `..`, or passes
/// through a link that leads outside, whoever made the link. Each test checks the whole file
/// system around the run afterwards, not just the exit code.
final class HostileTemplateTests: XCTestCase {
    private let newApp = ["new", "app", "-m", "tpl"]

    /// Line 1 writes a file inside (so the run has something to throw away), line 2 is hostile.
    private func assertNewRefuses(_ hostileLine: String, _ what: String, arguments: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws {
        let scene = try HostileScene(runner: "create_file \"inside.txt\", \"fine\\n\"\n\(hostileLine)\n")
        try scene.assertRefused(
            newApp + arguments, messages: ["tpl/runners/hostile.rb:2:", what], file: file, line: line)
    }

    func testWritesThroughDotDotAreRefused() throws {
        for (action, what) in [
            ("create_file \"../escaped.txt\", \"x\"", "refusing to write '../escaped.txt': it is outside the project"),
            ("create_file \"sub/../../escaped.txt\", \"x\"", "outside the project"),
            ("append_to_file \"../outside/victim.txt\", \"x\"", "outside the project"),
            ("prepend_to_file \"../outside/victim.txt\", \"x\"", "outside the project"),
            ("gsub_file \"../outside/victim.txt\", /precious/, \"gone\"", "outside the project"),
            ("remove_file \"../outside/victim.txt\"", "outside the project"),
            ("chmod \"../outside/victim.txt\", 0777", "outside the project"),
            ("empty_directory \"../escaped\"", "outside the project"),
        ] {
            try assertNewRefuses(action, what)
        }
    }

    func testAbsolutePathsOutsideTheProjectAreRefused() throws {
        let scene = try HostileScene(runner: "")
        for action in [
            "create_file \"\(scene.outsidePath)/absolute.txt\", \"x\"",
            "append_to_file \"\(scene.outsidePath)/victim.txt\", \"x\"",
            "remove_file \"\(scene.outsidePath)/victim.txt\"",
            "chmod \"\(scene.outsidePath)/victim.txt\", 0777",
        ] {
            try scene.setRunner("create_file \"inside.txt\"\n\(action)\n")
            try scene.assertRefused(newApp, messages: ["tpl/runners/hostile.rb:2:", "outside the project"])
        }
    }

    func testInsideCannotLeaveTheProject() throws {
        try assertNewRefuses("inside \"../..\" do\n  create_file \"x.txt\"\nend", "refusing to enter '../..'")
        try assertNewRefuses("inside \"/\" do\n  create_file \"x.txt\"\nend", "outside the project")
    }

    /// `apply` on a project that already holds links pointing outside: nothing goes through them.
    func testLinksPlantedInTheProjectAreNotFollowedOut() throws {
        let scene = try HostileScene(runner: "")
        try scene.folder.write("app/Gemfile", "source 'https://rubygems.org'\n")
        let app = scene.folder.url.appendingPathComponent("app")
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("link").path, withDestinationPath: "../outside")
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("victim-link").path, withDestinationPath: scene.outsidePath + "/victim.txt")
        for action in [
            "create_file \"link/new.txt\", \"x\"",
            "create_file \"victim-link\", \"overwritten\"",
            "append_to_file \"victim-link\", \"x\"",
            "gsub_file \"link/victim.txt\", /precious/, \"gone\"",
            "remove_file \"link/victim.txt\"",
            "chmod \"link/victim.txt\", 0777",
            "inside \"link\" do\n  create_file \"x.txt\"\nend",
            "copy_file \"config.yml\", \"link/copied.yml\"",
        ] {
            try scene.setRunner("append_to_file \"Gemfile\", \"gem 'rake'\\n\"\n\(action)\n")
            try scene.assertRefused(
                ["apply", "-m", "../tpl", "--force"], in: "app", messages: ["tpl/runners/hostile.rb:2:", "outside the project"])
        }
    }

    /// A link the template makes itself with a command is refused like any other.
    func testALinkACommandMadeIsNotFollowedOut() throws {
        let scene = try HostileScene(runner: "")
        for (link, write) in [
            ("ln -s / escape", "create_file \"escape\(scene.outsidePath)/x.txt\", \"x\""),
            ("ln -s \(scene.outsidePath) escape", "append_to_file \"escape/victim.txt\", \"x\""),
            ("ln -s \(scene.outsidePath)/victim.txt escape", "create_file \"escape\", \"overwritten\""),
        ] {
            try scene.setRunner("create_file \"inside.txt\"\nrun \"\(link)\"\n\(write)\n")
            try scene.assertRefused(newApp + ["--allow-run"], messages: ["tpl/runners/hostile.rb:3:", "outside the project"])
        }
    }

    /// `copy_file`, `template` and `directory` never follow a link out of the template folder.
    func testTemplateSourcesThatLinkOutAreRefused() throws {
        let scene = try HostileScene(runner: "")
        let tpl = scene.folder.url.appendingPathComponent("tpl")
        try FileManager.default.createSymbolicLink(atPath: tpl.appendingPathComponent("secret.txt").path, withDestinationPath: scene.outsidePath + "/victim.txt")
        try FileManager.default.createSymbolicLink(atPath: tpl.appendingPathComponent("linked-folder").path, withDestinationPath: "../outside")
        try scene.folder.write("tpl/tree/ok.txt", "ok\n")
        try FileManager.default.createSymbolicLink(atPath: tpl.appendingPathComponent("tree/evil.txt").path, withDestinationPath: scene.outsidePath + "/victim.txt")
        for action in [
            "copy_file \"secret.txt\", \"copied.txt\"",
            "template \"secret.txt\", \"rendered.txt\"",
            "copy_file \"linked-folder/victim.txt\", \"copied.txt\"",
            "copy_file \"../outside/victim.txt\", \"copied.txt\"",
            "copy_file \"\(scene.outsidePath)/victim.txt\", \"copied.txt\"",
            "directory \"tree\", \"tree\"",
            "directory \"linked-folder\", \"copied\"",
        ] {
            try scene.setRunner("create_file \"inside.txt\"\n\(action)\n")
            try scene.assertRefused(newApp, messages: ["tpl/runners/hostile.rb:2:", "outside the template folder"])
        }
    }

    /// Scripts read only the template folder and the project.
    func testScriptsCannotReadOutside() throws {
        let scene = try HostileScene(runner: "")
        // What `require_relative "../../outside"` from tpl/runners/ would load: it must not run.
        try scene.folder.write("outside.rb", "create_file \"pwned.txt\", \"loaded\\n\"\n")
        for read in [
            "create_file \"copy.txt\", File.read(\"/etc/passwd\")",
            "create_file \"copy.txt\", File.read(\"../../x\")",
            "create_file \"copy.txt\", File.read(\"\(scene.outsidePath)/victim.txt\")",
            "create_file \"list.txt\", Dir.glob(\"/etc/*\").join(\"\\n\")",
            "create_file \"list.txt\", Dir.glob(\"../**/*\").join(\"\\n\")",
            "create_file \"list.txt\", Dir[\"../../*\"].join(\"\\n\")",
            "require_relative \"../../outside\"",
        ] {
            try scene.setRunner("create_file \"inside.txt\"\n\(read)\n")
            try scene.assertRefused(newApp, messages: ["tpl/runners/hostile.rb:2:", "refusing to read"])
        }
    }
}
