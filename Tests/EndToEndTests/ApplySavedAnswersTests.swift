import Foundation
import XCTest

/// `apply` on a project bootstrap did not make (a Rails app) records the answers typed on the
/// terminal in a new `.bootstrap.yml`, so a second `apply` asks nothing; answers given on the
/// command line leave no record; a question nobody answers is bad
/// input (exit 2); a template without questions leaves no record; `update` refuses such a record.
final class ApplySavedAnswersTests: XCTestCase {
    private static let template = #"""
        company = ask("Company name?")
        api = yes?("Use the API?")
        create_file "config/company.yml", "company: #{company}\napi: #{api}\n"

        """#

    private func railsApp() throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder()
        try folder.copyRailsSkeleton(to: "shop")
        try folder.write("tpl/template.rb", Self.template)
        return (folder, folder.url.appendingPathComponent("shop"))
    }

    /// On a terminal (a pseudo-terminal made by util-linux `script`), the answers typed are kept.
    func testTypedAnswersAreRecordedSoASecondApplyAsksNothing() throws {
        #if !os(Linux)
        throw XCTSkip("script(1)'s flags here are util-linux's")
        #endif
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "util-linux script is not installed")
        let (folder, app) = try railsApp()
        XCTAssertNil(folder.file("shop/.bootstrap.yml"))
        let command = "'\(BootstrapProcess.binary.path)' apply -m ../tpl/template.rb; echo exit-status=$?"
        let first = try BootstrapProcess.run(["-qec", command, "/dev/null"], in: app, input: "Acme\ryes\r", executable: "/usr/bin/script")
        XCTAssertTrue(first.stdout.contains("exit-status=0"), first.stdout + first.stderr)
        XCTAssertTrue(first.stdout.contains("Company name? "), first.stdout)
        XCTAssertEqual(folder.file("shop/config/company.yml"), "company: Acme\napi: true\n")
        let record = try XCTUnwrap(folder.file("shop/.bootstrap.yml"))
        XCTAssertTrue(record.hasPrefix("# Written by bootstrap apply: the template applied to this project and its answers"), record)
        XCTAssertTrue(record.contains("  applied: true\n"), record)
        XCTAssertTrue(record.hasSuffix("blocks: []\nprompts:\n  \"Company name?\": \"Acme\"\n  \"Use the API?\": \"yes\"\n"), record)
        // The record reads back as YAML with the same answers (Ruby's Psych, when it is installed).
        let psych = try SwiftToolchain.run("ruby", ["-ryaml", "-e", "print YAML.load_file('.bootstrap.yml')['prompts'].inspect"], in: app)
        if psych.status != 127 { XCTAssertEqual(psych.output, #"{"Company name?"=>"Acme", "Use the API?"=>"yes"}"#) }

        // Again, with no terminal and no --set: nothing asked, nothing changed.
        let before = folder.snapshot("shop")
        let second = try BootstrapProcess.run(["apply", "-m", "../tpl/template.rb"], in: app)
        XCTAssertEqual(second.status, 0, second.stdout + second.stderr)
        XCTAssertEqual(folder.snapshot("shop"), before)
        XCTAssertTrue(second.stdout.contains("identical  config/company.yml"), second.stdout)

        // The record is no project `update` can follow.
        let update = try BootstrapProcess.run(["update"], in: app)
        XCTAssertEqual(update.status, 2, update.stderr)
        XCTAssertTrue(update.stderr.contains(".bootstrap.yml was written by `apply`: the project was not made from"), update.stderr)
    }

    /// Answers given with --set (or --answers, or --defaults) can be given again the same way: the
    /// project stays as `rails app:template` leaves it, with no record.
    func testAnswersGivenOnTheCommandLineLeaveNoRecord() throws {
        let (folder, app) = try railsApp()
        let given = ["--set", "Company name?=Acme", "--set", "Use the API?=yes"]
        let first = try BootstrapProcess.run(["apply", "-m", "../tpl/template.rb"] + given, in: app)
        XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
        XCTAssertEqual(folder.file("shop/config/company.yml"), "company: Acme\napi: true\n")
        XCTAssertNil(folder.file("shop/.bootstrap.yml"))
        let again = try BootstrapProcess.run(["apply", "-m", "../tpl/template.rb"] + given, in: app)
        XCTAssertEqual(again.status, 0, again.stdout + again.stderr)
        XCTAssertTrue(again.stdout.contains("identical  config/company.yml"), again.stdout)
        XCTAssertNil(folder.file("shop/.bootstrap.yml"))
    }

    func testAQuestionNobodyAnswersIsBadInputAndLeavesNothing() throws {
        let (folder, app) = try railsApp()
        let before = folder.snapshot("shop")
        let result = try BootstrapProcess.run(["apply", "-m", "../tpl/template.rb"], in: app)
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix(
            "../tpl/template.rb:1:11: no answer to \"Company name?\" and no default (there is no terminal to ask on): pass --set \"Company name?=VALUE\"\n"),
            result.stderr)
        XCTAssertEqual(folder.snapshot("shop"), before)
    }

    func testATemplateWithoutQuestionsLeavesNoRecord() throws {
        let (folder, app) = try railsApp()
        try folder.write("tpl/plain.rb", "create_file \"config/plain.txt\", \"plain\\n\"\n")
        let result = try BootstrapProcess.run(["apply", "-m", "../tpl/plain.rb"], in: app)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(folder.file("shop/config/plain.txt"), "plain\n")
        XCTAssertNil(folder.file("shop/.bootstrap.yml"))
    }
}
