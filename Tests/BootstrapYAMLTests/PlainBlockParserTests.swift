import Foundation
import XCTest

@testable import BootstrapYAML

/// The libyaml-free parser must give exactly libyaml's tree (texts, styles, tags, marks) or give
/// up: checked on every YAML file of the repository and on generated variants of config shapes.
final class PlainBlockParserTests: XCTestCase {
    /// Every field of every node, marks included, in one comparable text.
    private func dump(_ node: Node?) -> String {
        guard let node else { return "nil" }
        switch node {
        case .scalar(let s):
            return "scalar(\(s.text.debugDescription) \(s.style) \(s.tag ?? "-") @\(s.mark))"
        case .sequence(let items, let mark):
            return "seq@\(mark)[" + items.map(dump).joined(separator: ", ") + "]"
        case .mapping(let pairs, let mark):
            return "map@\(mark){" + pairs.map { dump($0.key) + ": " + dump($0.value) }.joined(separator: ", ") + "}"
        }
    }

    /// Whether the fast parser took `bytes`; fails the test when what it built differs from libyaml's.
    @discardableResult
    private func agree(_ bytes: [UInt8], _ name: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        guard UTF8Validation.firstProblem(in: bytes) == nil else { return false }
        guard let fast = PlainBlockParser.parse(bytes) else { return false }
        do {
            let reference = try YAMLLoader.loadWithLibYAML(bytes: bytes, path: "t.yml")
            XCTAssertEqual(dump(fast), dump(reference), name, file: file, line: line)
        } catch {
            XCTFail("\(name): libyaml rejects what the fast parser took: \(error)", file: file, line: line)
        }
        return true
    }

    private func agree(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        agree(Array(text.utf8), text.debugDescription, file: file, line: line)
    }

    func testEveryYAMLFileOfTheRepository() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
        var files = 0, taken = 0
        for case let url as URL in walker {
            // The attack cases' attack.yml files are the harness's own, written in flow style, not configs.
            if url.lastPathComponent == ".build" || url.lastPathComponent == ".git" || url.path.hasSuffix("Fixtures/attacks") {
                walker.skipDescendants()
                continue
            }
            guard url.pathExtension == "yml" || url.pathExtension == "yaml" else { continue }
            files += 1
            if agree([UInt8](try Data(contentsOf: url)), url.path) { taken += 1 }
        }
        XCTAssertGreaterThan(files, 40)
        XCTAssertTrue(agree([UInt8](try Data(contentsOf: root.appendingPathComponent("examples/rails/config.yml"))), "rails"))
        // Nearly every config is plain block YAML; a path that always gave up would prove nothing.
        XCTAssertGreaterThan(taken, files / 2)
    }

    func testConfigShapesAreTakenAndAgree() {
        let shapes = [
            "basics:\n  gems:\n    pry:\n      version: '~> 2.3'\n      group: development, test\n      require: false\n",
            "a: 1\nb:\nc: ~\nd: yes\ne: 0x1f\nf: 1.0\ng: '~> 1.0'\nh: \"x y\"\n",
            "a:\n- x\n- y\nb:\n  - 'z'\n  -\n  - - n\n    - m\n",
            "- a: 1\n  b: 2\n-\n  c: 3\n- - d\n",
            "a: b # comment\n# whole line\n\n  # indented comment\nc: 'd' #c\ne: \"f\"# c\n",
            "url: http://example.com:8080/x#frag\nk:v: w\n'a b': c\n\"q\": ''\nx: it''s\ny: 'it''s'\n",
            "cafe: no\nname: ünïcödé välüe\nz: \"日本\"\nw: [é, 'ü', x]\n",
            "e: 😀 x\nf: [😀, 'ü😀', y]\ng: ' 😀 '\n", "h: ---\ni: ...\nj: a---b\n",
            "a\n", "plain root\n", "a: #\n  b\n", "[a, b]\n",
            "a: [test]\nb: [\">= 3.26\", '< 4']\nc: {}\nd: []\ne: [ x y , z ]  # c\nf: { }\n",
            "- [a, b]\n- {}\n-\n  [c]\n",
            "a:\n  b:\n    c:\n      d: e\n  f: g\nh: i",
            "a:\r\n  b: c\r\n  d:\r\n  - e\r\n",
            "  indented: root\n  second: key\n",
            "a  : spaced key\n'b' : quoted\n",
            "- x\n- 'y'\n- \"z\"\n",
            "a:\n- b:\n  - c\n  - d\n- e\nf:\n-\n- - g\n",
            "a:\n  b:\n\n    # between\n    c: d\n\n  e:\n",
            "a: -1\nb: -x\nc: ?x\nd: :x\ng: x]\n",
        ]
        for shape in shapes { XCTAssertTrue(agree(shape), "expected the fast parser to take \(shape.debugDescription)") }
    }

    func testUnsupportedOrInvalidDocumentsAreGivenUp() {
        let documents = [
            "", "# only a comment\n", "---\na: 1\n", "a: 1\n...\n", "%YAML 1.1\n---\na: 1\n",
            "a: &x 1\nb: *x\n", "a: !!str 1\n", "a: {b: c}\n", "a: |\n  x\n", "a: >\n  x\n",
            "a: b\n  c\n", "a: b\n\n  c\n", "- a\n  b\n", "a: 'b\n  c'\n", "a: \"b\\n\"\n",
            "a: 1\na: 2\n", "'a': 1\na: 2\n", "a:\tb\n", "\ta: b\n", "a: b # c\td\n", "a: b\rc: d\n",
            "a: b: c\n", "a: - b\n", "a:\n    b: 1\n  c: 2\n", "a:\n  b: 1\n c: 2\n", "- a\nb: c\n",
            "a: 1\n- b\n", "a:\n  - b\n  c: d\n", "? a\n: b\n", "'a' b\n", "a: 'b' c\n", "K: 1\n\u{212A}: 2\n",
            "a: x\u{85}y\n", "a: x\u{2028}y\n", "\u{FEFF}a: 1\n", "a: \u{7}\n", "a: @x\n", "a: `x\n", "a: %x\n",
            "a: ,x\n", "café: x\n", "a: [b, [c]]\n", "a: [b: c]\n", "a: {b: c}\n", "a: [b,]\n", "a: [b,\n  c]\n",
            "a: [b\n", "a: [-b]\n", "a: [?b]\n", "a: [b]: c\n", "a: [b] c\n", "a: [b#c]\n", "a: [\"b\" c]\n",
        ]
        for document in documents {
            XCTAssertFalse(agree(document), "expected the fast parser to give up on \(document.debugDescription)")
        }
        XCTAssertNil(PlainBlockParser.parse(Array((0..<20).map { "k\($0): v\n" }.joined().utf8) + Array("k3: again\n".utf8)))
        XCTAssertNil(PlainBlockParser.parse(Array(("k: " + String(repeating: "x", count: 10) + "\n" + String(repeating: "y", count: 1001) + ": v\n").utf8)))
    }

    /// Deeper than the fast parser goes: libyaml's path reads it (and reports the depth limit).
    func testDeepNestingIsLeftToLibYAML() throws {
        let deep = (0..<70).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined()
        XCTAssertNil(PlainBlockParser.parse(Array(deep.utf8)))
        var node = try XCTUnwrap(try YAMLLoader.load(deep, path: "t.yml"))
        for level in 0..<69 { node = try XCTUnwrap(node["k\(level)"], "level \(level)") }
        XCTAssertTrue(node["k69"]?.isNull == true)
        let tooDeep = (0..<201).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
        XCTAssertThrowsError(try YAMLLoader.load(tooDeep, path: "t.yml"))
    }

    /// The eight-bytes-at-a-time check against the byte-by-byte one, for every byte at every
    /// place (and next to a neighbour of each kind, since borrows and carries cross bytes).
    func testPrintableWordCheckMatchesBytes() {
        forEveryWord(neighbours: [0x20, 0x41, 0x7E, 0x00, 0x1F, 0x7F, 0x80, 0xFF]) { bytes, word in
            let expected = bytes.allSatisfy { (0x20...0x7E).contains($0) }
            XCTAssertEqual(PlainBlockParser.isPrintableASCII(word), expected, "\(bytes)")
        }
        // Long lines, so that the word check runs, with a control character at each place.
        for place in 0..<24 {
            var line = Array("key: a value that is long enough for several words\n".utf8)
            line[5 + place] = 0x07
            XCTAssertNil(PlainBlockParser.parse(line))
            line[5 + place] = 0x7F
            XCTAssertNil(PlainBlockParser.parse(line))
        }
    }

    /// The word search for a blank or a colon against the bytes: the matches it counts before the
    /// first are exactly the bytes before it (every byte at every place, next to each kind of neighbour).
    func testWordByteSearchFindsTheFirstMatch() {
        forEveryWord(neighbours: [0x20, 0x3A, 0x3B, 0x41, 0x00, 0x7F, 0x80, 0xFF]) { bytes, word in
            for target: UInt8 in [0x20, 0x3A] {
                let expected = bytes.firstIndex(of: target) ?? 8
                XCTAssertEqual(PlainBlockParser.bytesEqual(word, target).trailingZeroBitCount / 8, expected, "\(bytes) \(target)")
            }
        }
    }

    /// Keys and values of every length around the eight-byte steps (the word-at-a-time scan and
    /// key hash), with a blank or colon at every place, also as the file's last bytes: the fast
    /// parser agrees with libyaml, takes keys differing in one byte and gives up on repeated ones.
    func testLongKeysAndValuesAgree() {
        for length in 1...26 {
            let name = String(repeating: "k", count: length)
            for place in 0..<length {
                var chars = Array(name)
                for stop in [" ", ":", "#", "é"] {
                    chars[place] = Character(stop)
                    let text = String(chars)
                    _ = agree("\(text): \(text)\nz: \(text)")
                    _ = agree("top:\n  \(text): v\n  \(name):\n    - \(text)\n")
                }
            }
            var other = Array(name)
            other[length - 1] = "j"
            XCTAssertTrue(agree("\(name): 1\n\(String(other)): 2"), name)
            XCTAssertTrue(agree("m:\n  \(name): 1\nn:\n  \(name): 2\n"), name)
            XCTAssertNil(PlainBlockParser.parse(Array("\(name): 1\n\(name): 2".utf8)), name)
            XCTAssertNil(PlainBlockParser.parse(Array("\(name): 1\n'\(name)': 2\n".utf8)), name)
        }
    }

    /// Values, keys and layouts combined, each also with CRLF, without a final newline, with
    /// comments ending its lines and indented as a whole: wherever the fast parser answers, it agrees.
    func testGeneratedVariantsAgree() {
        let values = [
            "x", "'~> 1.0'", "\"~> 1.0\"", "yes", "~", "1.0", "0x1f", "", "'it''s'", "a b  c", "a #c", "a#b",
            "http://x.y/z", "b: c", "- x", "[a, b]", "{}", "&a x", "*a", "!!str 1", "|", "'multi", "\"e\\n\"",
            "é ü", "a:b", "x  ", "'x' # c", "'x'#c", "\"\"", "''", "-x", "?x", ":x", "-", "?", ":", "%x",
            "'a' b", "a ,b", "…", "[a, 'b']", "[ ]", "[\"x\", y z]", "[é]", "{ }", "true", "null", "'  pad  '", "\"'\"", "'\"'", "# c", "a: b",
        ]
        let keys = ["a", "'a'", "\"a\"", "a b", "a:b", "-a", "é", "1", "~", "''", "'it''s'", "a #c", "? a", "a "]
        var documents: [String] = []
        for key in keys {
            for value in values {
                documents.append("\(key): \(value)\nz: \(value)\n")
                documents.append("top:\n  \(key): \(value)\n  z:\n    - \(value)\n    -  \(value)\n")
                documents.append("- \(key): \(value)\n  y: \(value)\n- \(value)\n")
                documents.append("\(key):\n- \(value)\n- - \(value)\nn: \(value)\n")
            }
        }
        var taken = 0
        for document in documents {
            let variants = [
                document, document.replacingOccurrences(of: "\n", with: "\r\n"), String(document.dropLast()),
                document.replacingOccurrences(of: "\n", with: " # end\n"),
                document.split(separator: "\n").map { "   " + $0 }.joined(separator: "\n"),
                document.replacingOccurrences(of: "\n", with: "\n\n#\n"),
            ]
            for variant in variants where agree(variant) { taken += 1 }
        }
        XCTAssertGreaterThan(taken, documents.count)
    }

    /// Every 8-byte word of one `neighbour` byte with any byte at any place (borrows and carries
    /// cross bytes, so each kind of neighbour matters), as bytes and as the loaded word.
    private func forEveryWord(neighbours: [UInt8], _ check: ([UInt8], UInt64) -> Void) {
        for neighbour in neighbours {
            for byte in 0...255 {
                for place in 0..<8 {
                    var bytes = [UInt8](repeating: neighbour, count: 8)
                    bytes[place] = UInt8(byte)
                    check(bytes, bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
                }
            }
        }
    }
}
