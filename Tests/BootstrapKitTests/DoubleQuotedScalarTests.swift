@testable import BootstrapKit
import BootstrapYAML
import Foundation
import RunnerLanguage
import TestOracles
import XCTest

/// YAML double-quoted scalars are written one way (`DoubleQuotedScalar`): as Ruby's Psych writes
/// them, byte for byte (Fixtures/double-quoted/psych.json, recorded by its record.sh), and every
/// value a `.bootstrap.yml` holds — line and paragraph separators, U+0085, "\r", C0 and C1
/// controls, a byte-order mark, characters beyond U+FFFF — reads back as it was, by libyaml and by
/// Psych.
final class DoubleQuotedScalarTests: XCTestCase {
    private struct Record: Decodable, Equatable {
        var value: String
        var written: String
        var readsBack: Bool
    }

    private static let folder = FixturePaths.root.appendingPathComponent("double-quoted")

    private func recorded() throws -> [Record] {
        try JSONDecoder().decode([Record].self, from: Data(contentsOf: Self.folder.appendingPathComponent("psych.json")))
    }

    private func values() throws -> [String] {
        try JSONDecoder().decode([String].self, from: Data(contentsOf: Self.folder.appendingPathComponent("values.json")))
    }

    func testEveryValueIsWrittenAsPsychWritesIt() throws {
        let records = try recorded()
        XCTAssertEqual(records.map(\.value), try values(), "psych.json is the recording of values.json: run its record.sh")
        for record in records {
            XCTAssertEqual(DoubleQuotedScalar.text(record.value), record.written, record.value.debugDescription)
            XCTAssertTrue(record.readsBack, record.value.debugDescription)
        }
        if let ruby = Oracles.ruby {
            let live = try XCTUnwrap(Oracles.run(ruby, [Self.folder.appendingPathComponent("record.rb").path]))
            XCTAssertEqual(live.status, 0, live.stderr)
            let decoded = try JSONDecoder().decode([Record].self, from: Data(live.stdout.utf8))
            XCTAssertEqual(decoded, records, "psych.json is no longer what Psych writes: run its record.sh")
        }
    }

    /// The values as `.bootstrap.yml` holds them: the template's fields, answers (texts and lists of
    /// texts), runner prompts under keys as odd as their answers, and block names.
    private func record(of values: [String]) -> String {
        let origin = TemplateOrigin(source: values[1], url: values[2], ref: values[3], commit: values[4], subdir: values[5])
        let answers = values.indices.map { (name: "answer_\($0)", value: Value.str(values[$0])) }
            + [(name: "list", value: .arr(values.map { .str($0) }))]
        let prompts = values.map { (key: $0 + " ?", value: $0) }
        return ProjectRecord.text(origin: origin, blocks: values, answers: answers, prompts: prompts)
    }

    func testEveryValueOfABootstrapYmlReadsBackAsWritten() throws {
        let values = try values()
        let text = record(of: values)
        let root = try XCTUnwrap(try YAMLLoader.load(text, path: ".bootstrap.yml"))
        XCTAssertEqual(root["template"]?["source"]?.scalarText, values[1])
        XCTAssertEqual(root["template"]?["subdir"]?.scalarText, values[5])
        XCTAssertEqual(root["blocks"]?.sequenceItems?.compactMap(\.scalarText), values)
        for (index, value) in values.enumerated() {
            XCTAssertEqual(root["answers"]?["answer_\(index)"]?.scalarText, value, value.debugDescription)
        }
        XCTAssertEqual(root["answers"]?["list"]?.sequenceItems?.compactMap(\.scalarText), values)
        let prompts = (root["prompts"]?.mappingPairs ?? []).map { ($0.key.scalarText ?? "", $0.value.scalarText ?? "") }
        XCTAssertEqual(prompts.map(\.0), values.map { $0 + " ?" })
        XCTAssertEqual(prompts.map(\.1), values)
    }

    /// Where Ruby 3.1 is installed: Psych reads the same record back to the same values.
    func testPsychReadsABootstrapYmlBackAsWritten() throws {
        guard let ruby = Oracles.ruby else { throw XCTSkip("no Ruby 3.1: psych.json's readsBack is what Psych read") }
        let values = try values()
        let script = """
            require "json"; require "psych"
            record = Psych.safe_load(STDIN.read)
            puts JSON.generate([record["template"]["source"], record["blocks"], record["answers"]["list"], record["prompts"].values], ascii_only: true)
            """
        let output = try XCTUnwrap(Oracles.run(ruby, ["-e", script], input: Data(record(of: values).utf8)))
        XCTAssertEqual(output.status, 0, output.stderr)
        let read = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [Any])
        XCTAssertEqual(read[0] as? String, values[1])
        XCTAssertEqual(read[1] as? [String], values)
        XCTAssertEqual(read[2] as? [String], values)
        XCTAssertEqual(read[3] as? [String], values)
    }
}
