@testable import BootstrapKit
import Foundation
import RunnerLanguage
import XCTest

/// `options` as Rails 6.1 parses `rails new`'s command line, for every line of
/// Fixtures/rails-surface/option-lines.txt, against what real Rails gave (options.txt, recorded by
/// parse-options.rb through Rails' own railsrc step, Thor's parser and AppGenerator#initialize);
/// and the defaults against what `bin/rails app:template`'s generator holds (app-template.txt).
/// With Ruby and Rails installed, the recordings are checked against them too.
final class RailsNewOptionsTests: XCTestCase {
    static let surface = RailsSurfaceAgreementTests.surface

    /// One recorded block: the words, then `key<TAB>inspect` lines (and `args`), or `! error`.
    static func recordedBlocks() throws -> [(words: String, lines: [String])] {
        let text = try String(contentsOf: surface.appendingPathComponent("options.txt"), encoding: .utf8)
        var blocks: [(String, [String])] = []
        for line in text.split(separator: "\n").map(String.init) {
            if line.hasPrefix("> ") { blocks.append((String(line.dropFirst(2)), [])) } else { blocks[blocks.count - 1].1.append(line) }
        }
        return blocks
    }

    /// Our parse of `words`, as parse-options.rb prints it (`ruby`'s default written as Rails'
    /// recording has it: it is the Ruby running Rails, here the `ruby` on PATH).
    static func parsed(_ words: String, recordedRuby: String) -> [String] {
        let railsrc = surface.appendingPathComponent("railsrc").path
        let given = ShellWords.split(words.replacingOccurrences(of: "RAILSRC", with: "<WORK>/railsrc"))
        let commandLine = RailsNewCommandLine(parsing: given) { name in
            name == "<WORK>/railsrc" ? try? String(contentsOfFile: railsrc, encoding: .utf8) : nil
        }
        var lines = commandLine.options.sorted { $0.key < $1.key }.map { key, value -> String in
            if key == "ruby", value.inspect == Value.str(RailsNewCommandLine.rubyCommand).inspect { return "ruby\t\(recordedRuby)" }
            return "\(key)\t\(value.inspect)"
        }
        lines.append("args\t\(Value.arr(commandLine.arguments.map { .str($0) }).inspect)")
        return lines
    }

    func testEveryCommandLineParsesAsRailsParsesIt() throws {
        let blocks = try Self.recordedBlocks()
        XCTAssertGreaterThan(blocks.count, 20)
        let recordedRuby = blocks[0].lines.first { $0.hasPrefix("ruby\t") }.map { String($0.dropFirst(5)) } ?? ""
        var compared = 0
        for (words, lines) in blocks {
            // Rails refuses an unknown database in AppGenerator#initialize; `rails new` (the base
            // command) then fails, and the run with it.
            if lines.first?.hasPrefix("! ") == true { continue }
            XCTAssertEqual(Self.parsed(words, recordedRuby: recordedRuby), lines, "rails new \(words)")
            compared += 1
        }
        XCTAssertGreaterThan(compared, 20)
    }

    func testTheDefaultsAreWhatAppTemplateGives() throws {
        let text = try String(contentsOf: Self.surface.appendingPathComponent("app-template.txt"), encoding: .utf8)
        let section = text.components(separatedBy: "# options\n")[1].components(separatedBy: "# ")[0]
        let recorded = section.split(separator: "\n").map(String.init)
        let ours = RailsNewCommandLine.defaults.options.sorted { $0.key < $1.key }.map { key, value -> String in
            key == "ruby" ? recorded.first { $0.hasPrefix("ruby\t") }! : "\(key)\t\(value.inspect)"
        }
        XCTAssertEqual(ours, recorded)
    }

    func testABaseCommandsRailsNewWordsAreFound() {
        XCTAssertEqual(RailsNewCommandLine.railsNewWords(of: "rails new shop -d postgresql"), ["shop", "-d", "postgresql"])
        XCTAssertEqual(RailsNewCommandLine.railsNewWords(of: "bundle exec rails new 'my shop' --api && cd shop"), ["my shop", "--api"])
        XCTAssertEqual(RailsNewCommandLine.railsNewWords(of: "rails _6.1.7_ new shop -T; echo done"), ["shop", "-T"])
        XCTAssertEqual(RailsNewCommandLine.railsNewWords(of: "/usr/local/bin/rails new shop"), ["shop"])
        XCTAssertEqual(RailsNewCommandLine.railsNewWords(of: "env RAILS_ENV=x rails new shop"), ["shop"])
        XCTAssertNil(RailsNewCommandLine.railsNewWords(of: "echo rails new shop"))
        XCTAssertNil(RailsNewCommandLine.railsNewWords(of: "mkdir shop"))
        XCTAssertNil(RailsNewCommandLine.railsNewWords(of: "cargo new shop"))
    }

    /// With Ruby and Rails installed: the recorded options are what Rails answers now.
    func testTheRecordingIsWhatRailsParses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rails-options-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("home"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.surface.appendingPathComponent("railsrc"), to: folder.appendingPathComponent("railsrc"))
        let output = try RailsOracle.output(
            [Self.surface.appendingPathComponent("parse-options.rb").path, Self.surface.appendingPathComponent("option-lines.txt").path],
            environment: ["SURFACE_WORK": folder.path, "HOME": folder.appendingPathComponent("home").path])
        XCTAssertEqual(output, try String(contentsOf: Self.surface.appendingPathComponent("options.txt"), encoding: .utf8))
    }
}
