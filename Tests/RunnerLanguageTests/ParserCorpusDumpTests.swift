import Diagnostics
import Foundation
import XCTest
@testable import RunnerLanguage

/// A differential check for parser changes that must not change any parse. With PARSER_DUMP_FILE
/// set, writes every repository .rb file's parse (each node with its line:column, or the syntax
/// error with its location), the parses of its truncated prefixes (error paths) and of seeded
/// token soups; PARSER_DUMP_EXTRA adds files (colon-separated paths). Run it on the old and the
/// new parser and compare the two files byte for byte. Without the variable it is skipped: it is a
/// tool for comparing two builds, with no expected values of its own.
final class ParserCorpusDumpTests: XCTestCase {
    func testDumpCorpus() throws {
        guard let out = ProcessInfo.processInfo.environment["PARSER_DUMP_FILE"] else {
            throw XCTSkip("set PARSER_DUMP_FILE=PATH to write the parse dump of every .rb file")
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [String] = []
        let walk = FileManager.default.enumerator(atPath: root.path)!
        while let path = walk.nextObject() as? String {
            if path.hasPrefix(".build") || path.hasPrefix(".git") { continue }
            if path.hasSuffix(".rb") { files.append(path) }
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
            // Prefixes cut about 300 times per file (every 7 bytes at least), at character boundaries.
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
