import BootstrapKit
import Diagnostics
import XCTest

/// `bootstrap check` on a template with one defect of each kind: exactly one located finding per
/// defect. Locations are those of the offending token in the fixture files (Fixtures/check/defects).
final class CheckDefectsTests: XCTestCase {
    private func findings(_ fixture: String) -> [Diagnostic] {
        let folder = URL(fileURLWithPath: FixturePaths.path(fixture))
        return TemplateCheck(options: RunOptions(), workingDirectory: folder, output: { _ in }).check(template: ".")
    }

    private func summary(_ finding: Diagnostic) -> String {
        let where_ = finding.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-"
        return "\(where_) \(finding.severity.rawValue) \(finding.code)"
    }

    func testOneLocatedFindingPerDefect() {
        let found = findings("check/defects").map(summary)
        XCTAssertEqual(found, [
            "config.yml:7:7 warning config-unknown-key",
            "runners/setup.rb:2:1 error unknown-method",
            "runners/setup.rb:3:13 error undefined-constant",
            "runners/setup.rb:4:11 error missing-source",
            "runners/setup.rb:5:10 error missing-source",
            "runners/setup.rb:6:18 error missing-source",
            "runners/setup.rb:7:1 error wrong-arguments",
            "runners/setup.rb:8:37 warning unknown-option",
            "runners/setup.rb:9:6 error undefined-name",
            "runners/setup.rb:10:1 note runs-command",
            "runners/testing.rb:5:1 warning callback-without-dependency",
            "runners/later.rb:2:1 warning callback-never-called",
            "templates/broken.txt.tt:2:8 error erb-syntax",
        ])
    }

    func testMessagesNameTheProblemAndSuggestTheFix() {
        let messages = findings("check/defects").map(\.message)
        XCTAssertTrue(messages.contains("undefined method 'creat_file'; did you mean 'create_file'?"), "\(messages)")
        XCTAssertTrue(messages.contains("uninitialized constant PATH"), "\(messages)")
        XCTAssertTrue(messages.contains("undefined local variable or method 'greeting'"), "\(messages)")
        XCTAssertTrue(messages.contains("wrong number of arguments for 'create_file' (given 0, expected 1..3)"), "\(messages)")
        XCTAssertTrue(messages.contains("'append_file' takes no option 'before'; it is ignored"), "\(messages)")
        XCTAssertTrue(
            messages.contains("template: the source 'templates/absent.txt' does not exist (nor 'templates/absent.txt.tt')"),
            "\(messages)")
        XCTAssertTrue(messages.contains("runs a command: bundle exec rake db:setup"), "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("unknown gem option 'requir' (did you mean 'require'?)") }, "\(messages)")
    }

    func testErrorsFailTheCheckAndStrictFailsOnWarnings() {
        let folder = URL(fileURLWithPath: FixturePaths.path("check/defects"))
        var output = ""
        let status = TemplateCheck(options: RunOptions(), workingDirectory: folder, output: { output += $0 })
            .run(template: ".", files: [], syntaxOnly: false)
        XCTAssertEqual(status, .generationFailed)
        XCTAssertTrue(output.hasSuffix("8 error(s), 4 warning(s), 1 note(s)\n"), output)

        // Only warnings and notes: passes, unless --strict.
        let temporary = try! TemporaryTemplate(files: [
            "config.yml": "only: true\n",
            "runners/only.rb": "append_file \"a.txt\", \"x\", before: :end\nrun \"make\"\n",
        ])
        var options = RunOptions()
        XCTAssertEqual(TemplateCheck(options: options, workingDirectory: temporary.url, output: { _ in })
            .run(template: ".", files: [], syntaxOnly: false), .success)
        options.strict = true
        XCTAssertEqual(TemplateCheck(options: options, workingDirectory: temporary.url, output: { _ in })
            .run(template: ".", files: [], syntaxOnly: false), .generationFailed)
    }

    func testJSONPrintsOneObjectPerFinding() throws {
        let folder = URL(fileURLWithPath: FixturePaths.path("check/defects"))
        var options = RunOptions()
        options.format = .json
        var output = ""
        _ = TemplateCheck(options: options, workingDirectory: folder, output: { output += $0 })
            .run(template: ".", files: [], syntaxOnly: false)
        let lines = output.split(separator: "\n")
        XCTAssertEqual(lines.count, 13)
        let first = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        XCTAssertEqual(first["file"] as? String, "runners/setup.rb")
        XCTAssertEqual(first["line"] as? Int, 2)
        XCTAssertEqual(first["column"] as? Int, 1)
        XCTAssertEqual(first["severity"] as? String, "error")
        XCTAssertEqual(first["code"] as? String, "unknown-method")
        XCTAssertEqual(first["message"] as? String, "undefined method 'creat_file'; did you mean 'create_file'?")
    }
}

/// A template written into a fresh temporary folder, removed when the test ends.
final class TemporaryTemplate {
    let url: URL

    init(files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("bootstrap-check-\(UUID().uuidString)", isDirectory: true)
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func findings() -> [Diagnostic] {
        TemplateCheck(options: RunOptions(), workingDirectory: url, output: { _ in }).check(template: ".")
    }
}
