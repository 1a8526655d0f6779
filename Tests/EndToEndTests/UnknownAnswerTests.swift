import XCTest

/// `--set NAME=VALUE` (or an `--answers` entry) that no question of the template takes is a typo:
/// exit 2 with the closest question's name, before the run prints its first line, and the project
/// is left as it was. Where the run alone knows its questions, the run itself reports it after.
final class UnknownAnswerTests: XCTestCase {
    func testNewWithAMisspelledAnswerLeavesNothing() throws {
        for extra in [["--no-run"], ["--no-run", "--pretend"]] {
            let folder = try TemporaryFolder()
            let result = try BootstrapProcess.run(["new", "tool", "--set", "knid=library"] + extra, in: folder.url)
            XCTAssertEqual(result.status, 2, "\(extra): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("--set knid=library: no question takes 'knid' (did you mean 'kind'?); the template's questions: 'swift_version'"), result.stderr)
            XCTAssertEqual(result.stdout, "", "checked before the first line")
            XCTAssertEqual(folder.listing(), [], "\(extra)")
        }
    }

    func testApplyWithAMisspelledAnswerRestoresTheProject() throws {
        let folder = try TemporaryFolder()
        let created = try BootstrapProcess.run(["new", "tool", "--no-run", "-q", "--set", "kind=library"], in: folder.url)
        XCTAssertEqual(created.status, 0, created.stderr)
        let before = folder.snapshot()
        let project = folder.url.appendingPathComponent("tool")
        let result = try BootstrapProcess.run(
            ["apply", "--force", "--no-run", "--set", "kind=tool", "--set", "swift_verison=6.1"], in: project)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("--set swift_verison=6.1: no question takes 'swift_verison' (did you mean 'swift_version'?)"), result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(folder.snapshot(), before)
    }

    /// The answers questions do take, by name or by their text, are accepted as before.
    func testAnswersByNameOrTextAreTaken() throws {
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(
            ["new", "lib", "--no-run", "-q", "--set", "Library only, or library and executable?=library", "--set", "swift_version=6.0"],
            in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(folder.file("lib/Package.swift")?.contains("executableTarget") ?? true)
    }

    /// A template that asks nothing says so.
    func testATemplateWithoutQuestionsNamesNone() throws {
        let folder = try TemporaryFolder()
        try folder.write("tpl.rb", "create_file \"a.txt\", \"a\\n\"\n")
        let result = try BootstrapProcess.run(["new", "p", "-m", "tpl.rb", "--set", "name=x"], in: folder.url)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "--set name=x: no question takes 'name'; the template asks no question\n")
        XCTAssertEqual(folder.listing(), ["tpl.rb"])
    }

    /// An `--answers` file's unknown key, and its answer a declared question does not accept, are
    /// reported where they stand in the file, before anything runs.
    func testAnAnswersFileIsCheckedFirstAndLocated() throws {
        let folder = try TemporaryFolder()
        try folder.write("tpl/config.yml", "_questions:\n  workers:\n    type: int\n    default: 2\nbase: true\n")
        try folder.write("tpl/runners/base.rb", "create_file \"a.txt\", \"#{answers[:workers]}\\n\"\n")
        try folder.write("answers.yml", "# answers for CI\nworkers: many\nwrokers: 3\n")
        let result = try BootstrapProcess.run(["new", "p", "-m", "tpl", "--answers", "answers.yml"], in: folder.url)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("""
            answers.yml:2:1: answer 'many' to question 'workers' is not accepted: it accepts a whole number
            workers: many
            ^
            the question is asked at tpl/config.yml:2:3
            """), result.stderr)
        XCTAssertTrue(result.stderr.contains("""
            answers.yml:3:1: no question takes 'wrokers' (did you mean 'workers'?); the template's questions: 'workers'
            wrokers: 3
            ^
            """), result.stderr)
        XCTAssertFalse(result.stderr.contains("--set"), result.stderr)
        XCTAssertFalse(folder.exists("p"))
        // A --set of the same key wins over the file, and is reported as a --set.
        let set = try BootstrapProcess.run(["new", "p", "-m", "tpl", "--answers", "answers.yml", "--set", "workers=x"], in: folder.url)
        XCTAssertTrue(set.stderr.contains("--set workers=x: answer 'x' to question 'workers' is not accepted"), set.stderr)
    }

    /// An `--answers` file that is no YAML is located in it, as every input error is.
    func testAnAnswersFileThatDoesNotParseIsLocated() throws {
        let folder = try TemporaryFolder()
        try folder.write("answers.yml", "kind: library\nswift_version: [1\nname: x\n")
        let result = try BootstrapProcess.run(["new", "p", "--answers", "answers.yml", "--no-run"], in: folder.url)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("answers.yml:3:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("\nname: x\n"), result.stderr)
        XCTAssertFalse(folder.exists("p"))
    }

    /// A `yes?` answer that is not yes or no is refused before the run, at the question.
    func testAYesOrNoAnswerIsCheckedFirst() throws {
        let folder = try TemporaryFolder()
        try folder.write("tpl.rb", "create_file \"a.txt\", \"a\\n\"\nyes?(\"Use the API?\")\n")
        let result = try BootstrapProcess.run(["new", "p", "-m", "tpl.rb", "--set", "Use the API?=maybe"], in: folder.url)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("tpl.rb:2:1: --set Use the API?=maybe: answer 'maybe' for \"Use the API?\" is not yes or no\n"), result.stderr)
        XCTAssertFalse(folder.exists("p"))
    }

    /// A question whose text only the run knows: an unknown key is reported by the run, after it.
    func testAQuestionTheRunComputesLeavesTheCheckToTheRun() throws {
        let folder = try TemporaryFolder()
        try folder.write("tpl.rb", "create_file \"a.txt\", \"a\\n\"\nask(\"Port for #{app_name}?\", default: \"80\")\n")
        let result = try BootstrapProcess.run(["new", "p", "-m", "tpl.rb", "--set", "prot=1"], in: folder.url)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("no question took --set prot=1"), result.stderr)
        XCTAssertFalse(folder.exists("p"))
        let taken = try BootstrapProcess.run(["new", "p", "-m", "tpl.rb", "--set", "Port for p?=81"], in: folder.url)
        XCTAssertEqual(taken.status, 0, taken.stderr)
        // The same for a question in a file loaded by a path the check does not follow.
        try folder.write("lib/questions.rb", "ask(\"Region?\", name: \"region\", default: \"eu\")\n")
        try folder.write("tpl2.rb", "require_relative File.join(\"lib\", \"questions\")\ncreate_file \"a.txt\", \"a\\n\"\n")
        let loaded = try BootstrapProcess.run(["new", "q", "-m", "tpl2.rb", "--set", "region=us"], in: folder.url)
        XCTAssertEqual(loaded.status, 0, loaded.stderr)
    }
}
