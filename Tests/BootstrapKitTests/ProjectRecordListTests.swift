import BootstrapYAML
import Foundation
import XCTest

@testable import BootstrapKit

/// `.bootstrap.yml`'s list form (docs/bootstrap-yml.md): the one-template form read as a list of
/// one, rewritten line by line into the list form when a second template is added, and each
/// entry edited in place.
final class ProjectRecordListTests: XCTestCase {
    private let single = """
        # Written by bootstrap: the template this project was made from (format: docs/bootstrap-yml.md).
        template:
          source: "gh:acme/app"
          url: "https://github.com/acme/app.git"
          ref: "v1"
          commit: "0123456789abcdef0123456789abcdef01234567"
        bootstrap:
          version: "0.1.0"
        blocks:
          - "base"
        answers:
          title: "Shop"
          workers: 2
          linters: ["rubocop", "erb_lint"]
        # the user's note
        prompts:
          "Company?": "Acme"

        """
    private let ci = TemplateOrigin(source: "gh:acme/ci", url: "https://github.com/acme/ci.git", ref: "v3", commit: "fedc")

    func testTheOneTemplateFormBecomesAListWhenASecondTemplateIsAddedEveryAnswerWrittenAsItWas() throws {
        let record = try ProjectRecordFile(single)
        XCTAssertFalse(record.isList)
        XCTAssertEqual(record.templates.count, 1)
        let text = try record.appending(ProjectRecord.entryLines(origin: ci, blocks: ["ci"], prompts: [("Runner?", "linux")]))
        XCTAssertEqual(text, """
            \(ProjectRecord.listHeader)
            templates:
              - source: "gh:acme/app"
                url: "https://github.com/acme/app.git"
                ref: "v1"
                commit: "0123456789abcdef0123456789abcdef01234567"
                blocks:
                  - "base"
                answers:
                  title: "Shop"
                  workers: 2
                  linters: ["rubocop", "erb_lint"]
                # the user's note
                prompts:
                  "Company?": "Acme"
              - source: "gh:acme/ci"
                url: "https://github.com/acme/ci.git"
                ref: "v3"
                commit: "fedc"
                blocks:
                  - "ci"
                prompts:
                  "Runner?": "linux"
            bootstrap:
              version: "0.1.0"

            """)
        let list = try ProjectRecordFile(text)
        XCTAssertTrue(list.isList)
        XCTAssertEqual(list.templates.map(\.source), ["gh:acme/app", "gh:acme/ci"])
        XCTAssertEqual(list.templates[0].answers("answers"), ["title": "Shop", "workers": "2", "linters": "rubocop,erb_lint"])
        XCTAssertEqual(try YAMLLoader.load(text, path: "x")?["templates"]?.sequenceItems?[0]["answers"]?["workers"]?.int, 2)
        XCTAssertEqual(list.templates[1].answers("prompts"), ["Runner?": "linux"])
        XCTAssertEqual(list.index(of: ci), 1)
        XCTAssertEqual(list.index(of: TemplateOrigin(source: "https://github.com/acme/app", url: "https://github.com/acme/app.git")), 0)
        XCTAssertNil(list.index(of: nil))
    }

    func testEachEntryOfTheListIsEditedInPlace() throws {
        let two = try ProjectRecordFile(single).appending(ProjectRecord.entryLines(origin: ci, blocks: []))
        let record = try ProjectRecordFile(two)
        let blocks = try ProjectRecordFile(record.adding(blocks: ["ci", "lint"], to: 1))
        XCTAssertEqual(blocks.templates[1].blocks, ["ci", "lint"])
        XCTAssertEqual(blocks.templates[0].blocks, ["base"])
        let answered = try ProjectRecordFile(blocks.adding([(name: "os", line: "  os: \"linux\"")], under: "answers", to: 1))
        XCTAssertEqual(answered.templates[1].answers("answers"), ["os": "linux"])
        XCTAssertTrue(answered.text.hasSuffix("""
              - source: "gh:acme/ci"
                url: "https://github.com/acme/ci.git"
                ref: "v3"
                commit: "fedc"
                blocks:
                  - "ci"
                  - "lint"
                answers:
                  os: "linux"
            bootstrap:
              version: "0.1.0"

            """), answered.text)
        let first = try ProjectRecordFile(answered.adding([(name: "db", line: "  db: \"pg\"")], under: "answers", to: 0))
        XCTAssertEqual(first.templates[0].answers("answers")["db"], "pg")
        XCTAssertEqual(first.templates[0].answers("answers")["title"], "Shop")
        // Written anew (update's regeneration): only that entry changes.
        var newer = ci
        newer.ref = "v4"
        let replaced = try ProjectRecordFile(first.replacing(1, with: ProjectRecord.entryLines(origin: newer, blocks: ["ci"])))
        XCTAssertEqual(replaced.templates[1].ref, "v4")
        XCTAssertEqual(replaced.templates[1].answers("answers"), [:])
        XCTAssertTrue(replaced.templates[0].sameRecord(as: first.templates[0]))
        // One more, a third.
        let three = try ProjectRecordFile(replaced.appending(ProjectRecord.entryLines(origin: nil, blocks: ["x"])))
        XCTAssertEqual(three.templates.map(\.builtin), [false, false, true])
        XCTAssertEqual(three.index(of: nil), 2)
    }

    func testAListWrittenByHandReadsTheSame() throws {
        let text = """
            templates:
            -
              source: "a"
              blocks: [x]
            - source: "b"
              answers: {k: v}
            """
        let record = try ProjectRecordFile(text)
        XCTAssertEqual(record.templates.map(\.source), ["a", "b"])
        XCTAssertEqual(record.templates[0].blocks, ["x"])
        XCTAssertEqual(record.templates[1].answers("answers"), ["k": "v"])
        XCTAssertEqual(record.templates[0].lines, 1..<4)
        let appended = try ProjectRecordFile(try ProjectRecordFile("templates: []\n").appending(ProjectRecord.entryLines(origin: ci, blocks: [])))
        XCTAssertEqual(appended.templates.map(\.source), ["gh:acme/ci"])
    }

    func testALocalSingleFileTemplateIsNamedByItsFileToo() throws {
        let a = TemplateOrigin(source: "../tpl/a.rb", url: "file:///w/tpl")
        let b = TemplateOrigin(source: "/w/tpl/b.rb", url: "file:///w/tpl")
        let record = try ProjectRecordFile(ProjectRecord.text(origin: a, blocks: []))
        XCTAssertEqual(record.index(of: a), 0)
        XCTAssertEqual(record.index(of: TemplateOrigin(source: "/w/tpl/a.rb", url: "file:///w/tpl")), 0)
        XCTAssertNil(record.index(of: b))
        XCTAssertEqual(record.templates[0].shortName, "tpl")
    }
}
