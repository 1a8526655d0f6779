import Diagnostics
import Foundation
import XCTest
@testable import RunnerLanguage

/// Writes, when PARSER_DUMP_FILE is set, every repository .rb file's parse (tree with each node's
/// line:column, or the syntax error) and the parses of its truncated prefixes, so two builds of
/// the parser can be compared file by file.
final class ParserCorpusDumpTests: XCTestCase {
    func testDumpCorpus() throws {
        guard let out = ProcessInfo.processInfo.environment["PARSER_DUMP_FILE"] else { return }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [String] = []
        let e = FileManager.default.enumerator(atPath: root.path)!
        while let p = e.nextObject() as? String {
            if p.hasPrefix(".build") || p.hasPrefix(".git") { continue }
            if p.hasSuffix(".rb") { files.append(p) }
        }
        for extra in ProcessInfo.processInfo.environment["PARSER_DUMP_EXTRA"]?.split(separator: ":") ?? [] {
            files.append(String(extra))
        }
        files.sort()
        var dump = ""
        for p in files {
            let url = p.hasPrefix("/") ? URL(fileURLWithPath: p) : root.appendingPathComponent(p)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            dump += "== \(p)\n" + render(text) + "\n"
            // Prefixes cut at every 7th byte boundary that is a character boundary: error paths.
            let bytes = Array(text.utf8)
            if bytes.count > 50_000 { continue }
            var cut = 0
            while cut < bytes.count {
                if let prefix = String(validating: bytes[0..<cut], as: UTF8.self) {
                    dump += "-- \(cut)\n" + render(prefix) + "\n"
                }
                cut += max(7, bytes.count / 300)
            }
        }
        // Token soups: operators, ranges, ternaries, labels and repeated literals in every order.
        let vocabulary = [
            "a", "b =", "foo", "1", "2.5", "'x'", "\"x\\n\"", "\"k\":", "k:", "+", "-", "*", "**", "..", "...", "?", ":",
            ",", "(", ")", "[", "]", "{", "|", "}", "do", "end", "\n", "not", "and", "or", "!", "&&", "||", "if", "x.y",
            "<<", "==", "\"#{a}\"", "'README.md'", "'README.md'", "\"a\\tb\"", "\"a\\tb\"", "def m", "-1", "=>", "&",
            "::", "defined?", "a ||=", "nil", ":sym", "|x|", "@v", "%w[a b]", "`ls`", "'it''s'", "\"q\\\"\"", ";",
        ]
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func random(_ n: Int) -> Int {
            seed ^= seed << 13
            seed ^= seed >> 7
            seed ^= seed << 17
            return Int(seed % UInt64(n))
        }
        for i in 0..<4000 {
            var text = ""
            for _ in 0..<(3 + random(25)) {
                text += vocabulary[random(vocabulary.count)]
                text += random(3) == 0 ? "" : " "
            }
            dump += "## \(i) \(text)\n" + render(text) + "\n"
        }
        try dump.write(toFile: out, atomically: true, encoding: .utf8)
    }

    func render(_ text: String) -> String {
        SExpression.showsLocations = true
        defer { SExpression.showsLocations = false }
        do {
            return SExpression.render(try RunnerParser.parse(SourceText(path: "t.rb", text: text)).body)
        } catch let d as Diagnostic {
            return "ERROR \(d.location.map { "\($0.line):\($0.column)" } ?? "?") \(d.message) \(d.notes)"
        } catch {
            return "ERROR \(error)"
        }
    }
}
