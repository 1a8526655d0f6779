@testable import BootstrapKit
import Diagnostics
import Foundation
import RunnerLanguage
import XCTest

/// Every method a Rails 6.1 template can reach on its generator (recorded from real Rails by
/// Tests/EndToEndTests/Fixtures/rails-surface/record.sh, under `rails new -m` and `app:template`) is
/// either supported — an action of the table that a template recorded under real Rails calls, so
/// some test compares it with Rails' output — or refused by design with the reason docs/actions.md
/// gives, which is the run's and check's message. A recorded name in neither list fails.
final class RailsSurfaceAgreementTests: XCTestCase {
    static let repository = FixturePaths.root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let surface = repository.appendingPathComponent("Tests/EndToEndTests/Fixtures/rails-surface")

    /// Templates whose output under real Rails (or Thor) a record.sh keeps, and a test compares with bootstrap's.
    static let recordedTemplates = [
        "Tests/EndToEndTests/Fixtures/rails-surface/exercise/surface.rb",
        "Tests/EndToEndTests/Fixtures/rails-surface/exercise/outer.rb",
        "Tests/EndToEndTests/Fixtures/rails-status/template.rb",
        "Tests/EndToEndTests/Fixtures/rails-status/nested.rb",
        "Tests/EndToEndTests/Fixtures/script-names/template.rb",
        "Tests/EndToEndTests/Fixtures/script-names/nested.rb",
        "Tests/EndToEndTests/Fixtures/script-names/argv.rb",
        "Tests/EndToEndTests/Fixtures/rails-example/rails_template.rb",
        "Tests/BootstrapKitTests/Fixtures/rails/helpers/template.rb",
        "Tests/BootstrapKitTests/Fixtures/rails/commands/template.rb",
        "Tests/BootstrapKitTests/Fixtures/actions/files/script.rb",
        "Tests/BootstrapKitTests/Fixtures/actions/templates/script.rb",
    ]

    /// The recorded names, each with the module that defines it first in the generator's ancestors.
    static func recordedNames() throws -> [(name: String, module: String)] {
        var seen = Set<String>()
        var names: [(String, String)] = []
        for file in ["methods-new.tsv", "methods-app-template.tsv"] {
            let text = try String(contentsOf: surface.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                XCTAssertEqual(fields.count, 4, line.description)
                if fields.count == 4, seen.insert(fields[2]).inserted { names.append((fields[2], fields[0])) }
            }
        }
        return names
    }

    /// docs/actions.md's tables of the generator's names: `| \`name\` | supported | … |` or `| \`name\` | refused | reason |`.
    static func documented() throws -> [String: (verdict: String, text: String, module: String)] {
        let text = try String(contentsOf: repository.appendingPathComponent("docs/actions.md"), encoding: .utf8)
        var rows: [String: (String, String, String)] = [:]
        var module = ""
        for line in text.split(separator: "\n").map(String.init) {
            if line.hasPrefix("### `") { module = String(line.dropFirst(5).prefix { $0 != "`" }) }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5, cells[2] == "supported" || cells[2] == "refused" else { continue }
            for name in cells[1].components(separatedBy: ", ") where name.hasPrefix("`") && name.hasSuffix("`") {
                rows[String(name.dropFirst().dropLast())] = (cells[2], cells[3], module)
            }
        }
        return rows
    }

    /// The names the recorded templates' code writes (comments left out): each identifier, and
    /// `x=` for a `self.x = …` assignment.
    static func calledNames() throws -> Set<String> {
        var called = Set<String>()
        let identifier = try NSRegularExpression(pattern: #"[A-Za-z_][A-Za-z0-9_]*[?!]?"#)
        for path in recordedTemplates {
            let text = try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
            for var line in text.split(separator: "\n").map(String.init) {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("#") { continue }
                if let comment = line.range(of: " # ") { line = String(line[..<comment.lowerBound]) }
                for match in identifier.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                    called.insert(String(line[Range(match.range, in: line)!]))
                }
                if let assignment = line.range(of: #"self\.[a-z_]+ ="#, options: .regularExpression) {
                    called.insert(line[assignment].dropFirst(5).split(separator: " ")[0] + "=")
                }
            }
        }
        return called
    }

    func testEveryRecordedNameIsSupportedOrRefusedAndDocumented() throws {
        let recorded = try Self.recordedNames()
        XCTAssertGreaterThan(recorded.count, 200, "the recording holds the generator's ~209 names")
        let documented = try Self.documented()
        let table = ActionTable.standard.byName
        var supported = 0, refused = 0
        for (name, module) in recorded {
            guard let row = documented[name] else {
                XCTFail("\(module)#\(name) is recorded but neither supported nor refused in docs/actions.md")
                continue
            }
            XCTAssertEqual(row.module, module, "docs/actions.md lists \(name) under \(row.module); Rails defines it in \(module)")
            guard let definition = table[name] else {
                XCTFail("\(name) is \(row.verdict) in docs/actions.md but no action of the table answers it")
                continue
            }
            if row.verdict == "refused" {
                refused += 1
                XCTAssertEqual(definition.refusal, RefusedGeneratorMethods.message(name, row.text),
                               "\(name): the run's refusal and docs/actions.md's reason differ")
            } else {
                supported += 1
                XCTAssertNil(definition.refusal, "\(name) is supported in docs/actions.md but refused by the run")
            }
        }
        for name in documented.keys where !recorded.contains(where: { $0.name == name }) {
            XCTFail("docs/actions.md lists \(name), which Rails' generator does not have")
        }
        print("rails surface: \(supported) supported, \(refused) refused, \(recorded.count) in all")
    }

    func testEverySupportedNameIsCalledByATemplateRecordedUnderRails() throws {
        let called = try Self.calledNames()
        let documented = try Self.documented()
        for (name, row) in documented.sorted(by: { $0.key < $1.key }) where row.verdict == "supported" {
            XCTAssertTrue(called.contains(name), "\(name) is supported but no template recorded under Rails calls it")
        }
    }

    func testRefusedNamesAreErrorsOfCheck() throws {
        for (names, reason) in RefusedGeneratorMethods.reasons {
            for name in names {
                let template = name.hasSuffix("=") ? "self.\(name.dropLast()) = 1\n" : "\(name)\n"
                let source = SourceText(path: "t.rb", text: template)
                let program = try RunnerParser.parse(source)
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("surface-check-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: folder) }
                let outcome = TemplateAnalysis.analyze([TemplateAnalysis.File(url: folder.appendingPathComponent("t.rb"), program: program)],
                                                       templateRoot: folder, displayPath: { $0.lastPathComponent })
                XCTAssertTrue(outcome.findings.contains { $0.code == .unsupported && $0.message == RefusedGeneratorMethods.message(name, reason) },
                              "\(name): \(outcome.findings.map(\.message))")
            }
        }
    }

    /// With Ruby and Rails installed: the recorded list is what Rails' generator has now.
    func testTheRecordedListIsRails() throws {
        let output = try RailsOracle.output([Self.surface.appendingPathComponent("list-methods.rb").path])
        XCTAssertEqual(output, try String(contentsOf: Self.surface.appendingPathComponent("methods-new.tsv"), encoding: .utf8))
    }
}
