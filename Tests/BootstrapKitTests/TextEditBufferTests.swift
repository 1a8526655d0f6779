import Foundation
import XCTest

@testable import BootstrapKit

/// The edit buffer behind repeated `insert_into_file`/`append_to_file` edits, checked against the
/// plain answers: its text against the same insertions made on a byte array, `contains` against a
/// byte search of that text, and its gram filter (which grows in layers) never saying "no" for a
/// needle the text holds.
final class TextEditBufferTests: XCTestCase {
    /// A fixed pseudo-random sequence, so a failure repeats.
    private struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static func plainContains(_ text: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= text.count else { return false }
        for start in 0...(text.count - needle.count) where text[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }

    func testEveryGramOfATextAddedInPiecesIsFoundAcrossLayers() {
        var random = Sequence(state: 7)
        let alphabet = Array("abcdefgh \n".utf8)
        let filter = GramFilter(expectedGrams: 0)
        var text: [UInt8] = []
        var rolling = GramFilter.Rolling()
        // 40,000 grams overflow the first layer (2,048 grams) several times over.
        while text.count < 40_000 {
            let piece = (0..<(1 + random.next(30))).map { _ in alphabet[random.next(alphabet.count)] }
            filter.makeRoom(expectedGrams: text.count * 2)
            piece.withUnsafeBufferPointer { filter.addGrams($0, rolling: &rolling) }
            text += piece
        }
        XCTAssertGreaterThan(filter.layerCount, 2)
        text.withUnsafeBufferPointer { bytes in
            for start in stride(from: 0, to: bytes.count - 20, by: 7) {
                let needle = UnsafeBufferPointer(rebasing: bytes[start..<(start + 8 + start % 13)])
                XCTAssertTrue(filter.mayContain(needle), "window at \(start)")
            }
        }
    }

    func testANeedleOfUnseenGramsIsRuledOut() {
        let filter = GramFilter(expectedGrams: 0)
        let text = Array(String(repeating: "config.x.bench_gem = true\n", count: 200).utf8)
        text.withUnsafeBufferPointer { filter.addGrams(of: $0) }
        let absent = Array("    config.x.something_else_entirely = false\n".utf8)
        absent.withUnsafeBufferPointer { XCTAssertFalse(filter.mayContain($0)) }
        let short = Array("zzz".utf8)
        short.withUnsafeBufferPointer { XCTAssertTrue(filter.mayContain($0), "shorter than a gram: maybe") }
    }

    /// `mayContain` asks the grams in two passes (every fourth from the last, then the rest): a
    /// needle lacking one gram, wherever it is, is ruled out by one pass or the other.
    func testANeedleLackingOneGramAnywhereIsRuledOut() {
        let needle = Array("    config.x.bench_gem_00123 = true".utf8)
        needle.withUnsafeBufferPointer { pin in
            for missing in 0...(needle.count - GramFilter.gramLength) {
                // The needle's bytes up to the end of the gram before `missing`, then from the
                // gram after it on: every gram but the one at `missing`.
                let text = Array(needle[..<(missing + GramFilter.gramLength - 1)]) + [UInt8(ascii: "\n")] + Array(needle[(missing + 1)...])
                let filter = GramFilter(expectedGrams: 0)
                text.withUnsafeBufferPointer { filter.addGrams(of: $0) }
                XCTAssertFalse(filter.mayContain(pin), "gram at \(missing) missing")
                needle.withUnsafeBufferPointer { filter.addGrams(of: $0) }
                XCTAssertTrue(filter.mayContain(pin), "every gram there once the needle is added")
            }
        }
    }

    func testInsertionsAndAppendsKeepTextContainsAndMatchesAsPlainEditsDo() {
        var random = Sequence(state: 42)
        let anchor = "class Application < Rails::Application\n"
        var plain = Array("# app\n\(anchor)  end\n".utf8)
        let buffer = TextEditBuffer(text: String(decoding: plain, as: UTF8.self))
        for step in 0..<600 {
            let line = "    config.x.gem_\(random.next(2_000)) = \(step % 3 == 0 ? "true" : "false")\n"
            XCTAssertEqual(buffer.contains(line), Self.plainContains(plain, Array(line.utf8)), "step \(step)")
            let starts = buffer.matches(of: anchor)
            XCTAssertEqual(starts.count, 1 + (step > 300 ? 1 : 0), "step \(step)")
            if step % 4 == 0 {
                buffer.append(line)
                plain += Array(line.utf8)
            } else {
                let at = starts[starts.count - 1] + anchor.utf8.count
                buffer.insert(line, at: at)
                plain.insert(contentsOf: Array(line.utf8), at: at)
            }
            // A second anchor appears halfway through, at the end.
            if step == 300 {
                buffer.append(anchor)
                plain += Array(anchor.utf8)
            }
        }
        XCTAssertEqual(buffer.currentText, String(decoding: plain, as: UTF8.self))
        for probe in ["    config.x.gem_17 = true\n", "= false\n    config.x", "not there at all, surely\n", anchor + "    config"] {
            XCTAssertEqual(buffer.contains(probe), Self.plainContains(plain, Array(probe.utf8)), probe)
        }
    }

}

/// Gem option arrays, whose plain symbols take a shortcut, inspect as Ruby shows them.
final class GemOptionArrayInspectTests: XCTestCase {
    func testArraysOfSymbolsAndOtherValuesInspectAsRubyShowsThem() {
        XCTAssertEqual(GemOptionValue.array([.symbol("development"), .symbol("test")]).inspect, "[:development, :test]")
        XCTAssertEqual(GemOptionValue.array([.symbol("_x9"), .symbol("foo-bar")]).inspect, "[:_x9, :\"foo-bar\"]")
        XCTAssertEqual(
            GemOptionValue.array([.string("a"), .symbol("mri"), .integer(3), .nil, .bool(true)]).inspect,
            "[\"a\", :mri, 3, nil, true]")
        XCTAssertEqual(GemOptionValue.array([]).inspect, "[]")
        XCTAssertEqual(GemOptionValue.array([.symbol("9lives")]).inspect, "[:\"9lives\"]")
    }
}

/// Given paths are told apart by their bytes (`hasSameUTF8`), whatever kind of string holds them.
final class PathByteEqualityTests: XCTestCase {
    func testStringsAreTheSameExactlyWhenTheirBytesAre() {
        let texts = [
            "", "a", "README.md", "config/application.rb", "config/application.rc", "é", "e\u{301}",
            "a long path that is stored outside the string/é/x.rb", "a long path that is stored outside the string/e\u{301}/x.rb",
        ]
        // Bridged strings (as Foundation hands them back) beside native and small ones.
        let bridged = texts.map { NSString(string: $0) as String }
        for a in texts + bridged {
            for b in texts + bridged {
                XCTAssertEqual(a.hasSameUTF8(as: b), Array(a.utf8) == Array(b.utf8), "\(a) / \(b)")
            }
        }
        XCTAssertFalse("é".hasSameUTF8(as: "e\u{301}"), "canonically equal, yet other bytes")
    }
}
