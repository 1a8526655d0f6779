import XCTest
@testable import RunnerLanguage

/// Token-level behaviour: spellings, positions, and the context rules the parser relies on.
final class LexerTests: XCTestCase {
    /// Lexes everything, treating no identifier as a local variable, as `kind:text@line:col` strings.
    func tokens(_ code: String) throws -> [String] {
        let map = SourceMap(path: "t.rb", bytes: Array(code.utf8))
        var lexer = try Lexer(map: map)
        var out: [String] = []
        while true {
            let t = try lexer.next()
            let location = map.location(of: t.start)
            let position = "@\(location.line):\(location.column)"
            switch t.kind {
            case .endOfFile: return out
            case .newline: out.append("nl" + position)
            case .identifier: out.append("id:\(t.text)" + position)
            case .constant: out.append("const:\(t.text)" + position)
            case .keyword: out.append("kw:\(t.text)" + position)
            case .label: out.append("label:\(t.text)" + position)
            case .integer: out.append("int:\(t.integerValue)" + position)
            case .string: out.append("str" + position)
            case .symbol: out.append("sym:\(t.symbolName)" + position)
            case .regexp: out.append("regexp" + position)
            case .op: out.append("op:\(t.text)\(t.argumentStart ? "(arg)" : "")" + position)
            default: out.append("other:\(t.text)" + position)
            }
        }
    }

    func testPositionsCountCharacters() throws {
        XCTAssertEqual(try tokens("é = 'ü'; x"), ["id:é@1:1", "op:=@1:3", "str@1:5", "nl@1:8", "id:x@1:10"])
    }

    func testNewlinesAreDroppedAfterOperatorsCommasAndOpeners() throws {
        XCTAssertEqual(try tokens("a +\nb"), ["id:a@1:1", "op:+@1:3", "id:b@2:1"])
        XCTAssertEqual(try tokens("f(\n1,\n2\n)"), ["id:f@1:1", "op:(@1:2", "int:1@2:1", "op:,@2:2", "int:2@3:1", "nl@3:2", "op:)@4:1"])
        XCTAssertEqual(try tokens("a\n\n\nb"), ["id:a@1:1", "nl@1:2", "id:b@4:1"])
    }

    func testLeadingDotContinuesTheStatement() throws {
        XCTAssertEqual(try tokens("a\n  # c\n  .b\nc"), ["id:a@1:1", "op:.@3:3", "id:b@3:4", "nl@3:5", "id:c@4:1"])
        XCTAssertEqual(try tokens("a\n..b"), ["id:a@1:1", "nl@1:2", "op:..@2:1", "id:b@2:3"])
    }

    func testArgumentStartNeedsSpaceBeforeAndNoneAfter() throws {
        XCTAssertEqual(try tokens("f -1"), ["id:f@1:1", "op:-(arg)@1:3", "int:1@1:4"])
        XCTAssertEqual(try tokens("f - 1"), ["id:f@1:1", "op:-@1:3", "int:1@1:5"])
        XCTAssertEqual(try tokens("f [1]"), ["id:f@1:1", "op:[(arg)@1:3", "int:1@1:4", "op:]@1:5"])
        XCTAssertEqual(try tokens("1 [1]"), ["int:1@1:1", "op:[@1:3", "int:1@1:4", "op:]@1:5"])
    }

    func testRegexpOnlyWhereAValueIsExpected() throws {
        XCTAssertEqual(try tokens("f /a/"), ["id:f@1:1", "regexp@1:3"])
        XCTAssertEqual(try tokens("1 / 2"), ["int:1@1:1", "op:/@1:3", "int:2@1:5"])
        XCTAssertEqual(try tokens("x = /a/"), ["id:x@1:1", "op:=@1:3", "regexp@1:5"])
    }

    func testLabelsSymbolsAndTernaryColons() throws {
        XCTAssertEqual(try tokens("f a: 1"), ["id:f@1:1", "label:a@1:3", "int:1@1:6"])
        XCTAssertEqual(try tokens("x ? y: z"), ["id:x@1:1", "op:?@1:3", "id:y@1:5", "op::@1:6", "id:z@1:8"])
        XCTAssertEqual(try tokens("1 ? :a : :b"), ["int:1@1:1", "op:?@1:3", "sym:a@1:5", "op::@1:8", "sym:b@1:10"])
        XCTAssertEqual(try tokens("A::B"), ["const:A@1:1", "op:::@1:2", "const:B@1:4"])
    }

    func testKeywordsAfterADotAreMethodNames() throws {
        XCTAssertEqual(try tokens("x.class if y"), ["id:x@1:1", "op:.@1:2", "id:class@1:3", "kw:if@1:9", "id:y@1:12"])
    }

    func testHeredocBodyIsSkippedAndLinesStayRight() throws {
        XCTAssertEqual(
            try tokens("f(<<~A, <<~B)\n  a\nA\n  b\nB\ng"),
            ["id:f@1:1", "op:(@1:2", "str@1:3", "op:,@1:7", "str@1:9", "op:)@1:13", "nl@1:14", "id:g@6:1"])
    }

    func testCommentsDocumentationAndEnd() throws {
        XCTAssertEqual(try tokens("=begin\nx\n=end\na # b\n__END__\nc"), ["id:a@4:1", "nl@4:6"])
    }

    func testGlobalVariables() throws {
        XCTAssertEqual(try tokens("$stdout; $1; $-I; $!"), ["other:$stdout@1:1", "nl@1:8", "other:$1@1:10", "nl@1:12", "other:$-I@1:14", "nl@1:17", "other:$!@1:19"])
    }

    func testLineContinuationWithBackslash() throws {
        XCTAssertEqual(try tokens("a \\\n  b"), ["id:a@1:1", "id:b@2:3"])
    }

    /// Keywords are recognised by their packed spelling: every keyword, and no word that only
    /// starts like one, is lexed as a keyword.
    func testEveryKeywordAndNoNearMiss() throws {
        for keyword in runnerKeywords {
            // `__END__` would end the file at a line start, and `defined?` keeps its question mark.
            XCTAssertEqual(try tokens("x; " + keyword), ["id:x@1:1", "nl@1:2", "kw:\(keyword)@1:4"], keyword)
            // Away from the end of the source a word is packed from one load.
            XCTAssertEqual(try tokens("x; " + keyword + " yyyyyyyyyy").prefix(3), ["id:x@1:1", "nl@1:2", "kw:\(keyword)@1:4"], keyword)
        }
        for word in ["ends", "define", "defined", "nils", "i", "__ENCODING_", "__ENCODING__x", "selfish", "Begin", "ENDS"] {
            let kind = word.first!.isUppercase ? "const" : "id"
            XCTAssertEqual(try tokens("x; " + word), ["id:x@1:1", "nl@1:2", "\(kind):\(word)@1:4"], word)
            XCTAssertEqual(try tokens("x; " + word + " yyyyyyyyyy").prefix(3), ["id:x@1:1", "nl@1:2", "\(kind):\(word)@1:4"], word)
        }
    }

    func testLineStartsWithoutTrailingNewlineAndWithCarriageReturns() throws {
        let map = SourceMap(path: "t.rb", bytes: Array("a\r\n\nbé c\nd".utf8))
        XCTAssertEqual(map.lineStarts, [0, 3, 4, 10])
        XCTAssertEqual(map.location(of: 8).column, 4)
        XCTAssertEqual(map.location(of: 10).line, 4)
        XCTAssertEqual(SourceMap(path: "t.rb", bytes: []).lineStarts, [0])
        XCTAssertEqual(SourceMap(path: "t.rb", bytes: Array("\n".utf8)).lineStarts, [0, 1])
    }

    /// Columns are counted eight bytes at a time: UTF-8 continuation bytes anywhere in a word
    /// still do not count, from a line start and from the column last asked for.
    func testColumnsCountCharactersAcrossWords() {
        for k in 0..<20 {
            let wide = String(repeating: "é", count: k) + String(repeating: "a", count: k % 7) + "€"
            let bytes = Array(("x\n" + wide + " yz").utf8)
            let offset = bytes.count - 1
            XCTAssertEqual(SourceMap(path: "t.rb", bytes: bytes).location(of: offset).column, wide.count + 3)
            let resumed = SourceMap(path: "t.rb", bytes: bytes)
            XCTAssertEqual(resumed.location(of: 3).column, 2)
            XCTAssertEqual(resumed.location(of: offset).column, wide.count + 3)
        }
    }

    /// Spellings are shared between equal source ranges: every range still reads as its own bytes,
    /// whatever was asked for before it (same first bytes, other lengths, near the end, invalid UTF-8).
    func testSharedSpellingsReadAsTheirOwnBytes() {
        let bytes = Array("value values valu vé value\n".utf8) + [0xFF, 0xFE, 0x78] + Array(" value value\u{301}s inject_into_file x inject_into_file inject_into_filé".utf8)
        let map = SourceMap(path: "t.rb", bytes: bytes)
        for pass in 0..<2 {
            for start in 0..<bytes.count {
                for end in start...bytes.count {
                    let expected = String(decoding: bytes[start..<end], as: UTF8.self)
                    XCTAssertEqual(map.string(from: start, to: end), expected, "\(start)..<\(end), pass \(pass)")
                }
            }
        }
    }

    /// An all-ASCII source takes its columns from the line start; the same lines in a source with
    /// one non-ASCII character further on count them, and both agree everywhere.
    func testASCIIColumnsAgreeWithCountedOnes() {
        let text = "def x(a)\n  append_to_file 'README.md', \"* a\\n\"\n\n\tb = [1, 2]\nend"
        let ascii = SourceMap(path: "t.rb", bytes: Array(text.utf8))
        let counted = SourceMap(path: "t.rb", bytes: Array((text + " # é").utf8))
        XCTAssertTrue(ascii.isASCII)
        XCTAssertFalse(counted.isASCII)
        for offset in 0...text.utf8.count {
            XCTAssertEqual(ascii.location(of: offset), counted.location(of: offset), "offset \(offset)")
        }
    }
}
