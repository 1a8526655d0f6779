import XCTest

/// `_questions:` in config.yml: answered before anything is written, from `--set`, `--answers`,
/// the saved `.bootstrap.yml` answers or the defaults; read by runners as `answers[:name]`.
final class DeclaredQuestionTests: XCTestCase {
    static let config = """
        _questions:
          app_title:
            type: str
            help: Title?
            default: Demo
          database:
            type: choice
            choices: [sqlite, postgres]
            default: sqlite
          workers:
            type: int
            default: 2
            validate: {min: 1, max: 8}
          docker:
            type: bool
            default: false
          db_name:
            type: str
            default: "<%= answers[:app_title].downcase %>_db"
            when: answers[:database] == "postgres"
          token:
            type: secret
            default: s3cret
        base: true
        extra: true

        """

    private func template(in folder: TemporaryFolder, config: String = DeclaredQuestionTests.config) throws {
        try folder.write("tpl/config.yml", config)
        try folder.write(
            "tpl/runners/base.rb",
            ##"create_file "info.txt", "#{answers[:app_title]} #{answers["database"]} #{answers[:workers] + 1} #{answers[:docker]} #{answers[:db_name].inspect} #{answers[:token]}\n""## + "\n")
        try folder.write("tpl/runners/extra.rb", ##"create_file "extra.txt", "#{answers[:database]} #{answers[:workers]}\n""## + "\n")
    }

    func testDefaultsAreTypedAndSavedWithoutSecrets() throws {
        let folder = try TemporaryFolder()
        try template(in: folder)
        let result = try BootstrapProcess.run(["new", "p", "-m", "tpl", "--defaults", "-q"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(folder.file("p/info.txt"), "Demo sqlite 3 false nil s3cret\n")
        let record = try XCTUnwrap(folder.file("p/.bootstrap.yml"))
        XCTAssertTrue(record.hasSuffix("answers:\n  app_title: \"Demo\"\n  database: \"sqlite\"\n  workers: 2\n  docker: false\n"), record)
        XCTAssertFalse(record.contains("s3cret"))
    }

    func testSetIsConvertedAndWhenAndERBDefaultsFollowEarlierAnswers() throws {
        let folder = try TemporaryFolder()
        try template(in: folder)
        let result = try BootstrapProcess.run(
            ["new", "p", "-m", "tpl", "-q", "--set", "database=postgres", "--set", "workers=3", "--set", "docker=yes", "--set", "app_title=Blog"],
            in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(folder.file("p/info.txt"), "Blog postgres 4 true \"blog_db\" s3cret\n")
    }

    func testAnInvalidChoiceExits2NamingTheQuestionAndCreatesNothing() throws {
        let folder = try TemporaryFolder()
        try template(in: folder)
        let result = try BootstrapProcess.run(["new", "p", "-m", "tpl", "--set", "database=mysql"], in: folder.url)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(
            result.stderr.contains("tpl/config.yml:6:3: --set database=mysql: answer 'mysql' to question 'database' is not accepted: it accepts one of: sqlite, postgres"),
            result.stderr)
        XCTAssertFalse(folder.exists("p"))
        let number = try BootstrapProcess.run(["new", "p", "-m", "tpl", "--set", "workers=9"], in: folder.url)
        XCTAssertEqual(number.status, 2, number.stderr)
        XCTAssertTrue(number.stderr.contains("question 'workers' is not accepted: it accepts a whole number from 1 up to 8"), number.stderr)
        XCTAssertFalse(folder.exists("p"))
    }

    func testAnswersFileAndSetWinsOverIt() throws {
        let folder = try TemporaryFolder()
        try template(in: folder)
        try folder.write("answers.yml", "database: postgres\nworkers: 5\napp_title: Shop\n")
        let result = try BootstrapProcess.run(
            ["new", "p", "-m", "tpl", "-q", "--set", "workers=6", "--answers", "answers.yml"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(folder.file("p/info.txt"), "Shop postgres 7 false \"shop_db\" s3cret\n")
    }

    /// `apply` reads the saved answers: the questions below have no default and there is no
    /// terminal, so asking again would fail.
    func testApplyReusesSavedAnswersWithoutAsking() throws {
        let folder = try TemporaryFolder()
        let config = """
            _questions:
              database:
                type: choice
                choices: [sqlite, postgres]
              workers:
                type: int
            base: true
            extra: true

            """
        try template(in: folder, config: config)
        try folder.write("tpl/runners/base.rb", "create_file 'base.txt', 'x'\n")
        let created = try BootstrapProcess.run(
            ["new", "p", "-m", "tpl", "-q", "--set", "database=postgres", "--set", "workers=4"], in: folder.url)
        XCTAssertEqual(created.status, 0, created.stderr)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("p/extra.txt"))
        let applied = try BootstrapProcess.run(
            ["apply", "-m", "../tpl", "--only", "extra", "-q"], in: folder.url.appendingPathComponent("p"))
        XCTAssertEqual(applied.status, 0, applied.stderr)
        XCTAssertEqual(folder.file("p/extra.txt"), "postgres 4\n")
        let unanswered = try BootstrapProcess.run(["new", "q", "-m", "tpl", "-q"], in: folder.url)
        XCTAssertEqual(unanswered.status, 2, unanswered.stderr)
        XCTAssertTrue(unanswered.stderr.contains("no answer to question 'database' and no default"), unanswered.stderr)
    }

    func testCheckValidatesTheDeclarations() throws {
        let folder = try TemporaryFolder()
        let config = """
            _questions:
              database:
                type: choice
                choices: [sqlite, postgres]
                default: mongo
              kind:
                type: strng
              flavour:
                type: choice
              port:
                type: int
                when: answers[:databse] == "postgres"
            base: true

            """
        try folder.write("tpl/config.yml", config)
        let result = try BootstrapProcess.run(["check", "-m", "tpl"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr + result.stdout)
        let output = result.stderr + result.stdout
        for expected in [
            "tpl/config.yml:5:14: question 'database': the default 'mongo' is not accepted by the question (it accepts one of: sqlite, postgres)",
            "tpl/config.yml:7:11: question 'kind': unknown type 'strng'; the types are: str, int, float, bool, choice, multichoice, path, secret",
            "question 'flavour' is a choice and needs 'choices:'",
            "question 'port': 'when' reads answers[:databse], which is not a question declared before it (did you mean 'database'?)",
        ] {
            XCTAssertTrue(output.contains(expected), "\(expected)\n\(output)")
        }
    }
}
