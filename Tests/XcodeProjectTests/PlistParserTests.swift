import Diagnostics
import XCTest
@testable import XcodeProject

final class PlistParserTests: XCTestCase {
    private func parse(_ text: String) throws -> PlistNode {
        var parser = PlistParser(bytes: Array(text.utf8), path: "p.pbxproj")
        return try parser.parseDocument()
    }

    private func error(_ text: String) -> Diagnostic? {
        do {
            _ = try parse(text)
            return nil
        } catch let diagnostic as Diagnostic {
            return diagnostic
        } catch {
            XCTFail("not a Diagnostic: \(error)")
            return nil
        }
    }

    func testReadsDictionariesArraysStringsDataAndComments() throws {
        let text = """
        // !$*UTF8*$!
        {
        \ta = b; /* note */
        \t"quoted key" = "x \\"y\\" \\\\ \\n\\t\\U00e9\\101";
        \tlist = (one, "two", /* c */ three);
        \tempty = ( );
        \tdata = <0fBD 77>;
        \tnested = {k = v;};
        \tpath = ../x-y+z.swift;
        }
        """
        let root = try parse(text)
        XCTAssertEqual(root["a"]?.string, "b")
        XCTAssertEqual(root["quoted key"]?.string, "x \"y\" \\ \n\té" + "A")
        XCTAssertEqual(root["list"]?.strings, ["one", "two", "three"])
        XCTAssertEqual(root["empty"]?.array?.count, 0)
        if case .data(let data)? = root["data"]?.kind {
            XCTAssertEqual([UInt8](data), [0x0F, 0xBD, 0x77])
        } else {
            XCTFail("data not read")
        }
        XCTAssertEqual(root["nested"]?["k"]?.string, "v")
        XCTAssertEqual(root["path"]?.string, "../x-y+z.swift")
    }

    func testRangesPointAtTheBytesOfEachValue() throws {
        let text = "{ a = \"b c\"; list = (x, y,); }"
        let root = try parse(text)
        let bytes = Array(text.utf8)
        let value = try XCTUnwrap(root["a"])
        XCTAssertEqual(String(decoding: bytes[value.range], as: UTF8.self), "\"b c\"")
        let list = try XCTUnwrap(root["list"])
        XCTAssertEqual(String(decoding: bytes[list.range], as: UTF8.self), "(x, y,)")
        XCTAssertEqual(root.range, 0..<bytes.count)
    }

    func testRecordsCommentsWithTheirOffsets() throws {
        let text = "// !$*UTF8*$!\n{\n/* Begin PBXGroup section */\n}\n"
        var parser = PlistParser(bytes: Array(text.utf8), path: "p")
        _ = try parser.parseDocument()
        XCTAssertEqual(parser.comments.map(\.text), ["// !$*UTF8*$!", "/* Begin PBXGroup section */"])
        XCTAssertEqual(parser.comments[1].range.lowerBound, 16)
    }

    func testErrorsAreLocatedWithLineAndCaret() throws {
        let missingSemicolon = try XCTUnwrap(error("{\n\ta = b;\n\tc = d\n}\n"))
        XCTAssertEqual(missingSemicolon.location?.description, "p.pbxproj:4:1")
        XCTAssertEqual(missingSemicolon.rendered, "p.pbxproj:4:1: expected `;` after the value of 'c', found `}`\n}\n^")

        let unterminated = try XCTUnwrap(error("{\n  a = \"open;\n}\n"))
        XCTAssertEqual(unterminated.location?.description, "p.pbxproj:2:7")
        XCTAssertTrue(unterminated.message.contains("unterminated string"), unterminated.message)

        let unclosed = try XCTUnwrap(error("{ a = (x, y;\n"))
        XCTAssertEqual(unclosed.message, "expected `,` or `)` in the array, found `;`")
        XCTAssertEqual(unclosed.location?.column, 12)

        XCTAssertEqual(error("{ a = b; } }")?.message, "unexpected `}` after the end of the property list")
        XCTAssertEqual(error("")?.message, "the file is empty; a project file is one dictionary `{ … }`")
        XCTAssertEqual(error("{ a = <0g>; }")?.location?.column, 9)
        XCTAssertEqual(error("{ (x) = y; }")?.message, "a dictionary key must be a string")
    }

    func testColumnsCountCharactersNotBytes() throws {
        let diagnostic = try XCTUnwrap(error("{ a = \"é\" b; }"))
        XCTAssertEqual(diagnostic.location?.column, 11)
    }

    func testDeepNestingIsRefusedNotACrash() throws {
        let text = String(repeating: "(", count: 100_000)
        let diagnostic = try XCTUnwrap(error("{ a = \(text) }"))
        XCTAssertTrue(diagnostic.message.contains("nesting deeper"), diagnostic.message)
    }

    func testEveryFixtureParses() throws {
        for name in Fixtures.projects {
            let bytes = try Fixtures.bytes(name)
            let project = try XcodeProjectFile(bytes: bytes, path: name)
            XCTAssertFalse(project.nativeTargets.isEmpty, name)
            XCTAssertNotNil(project.objectVersion, name)
        }
    }
}
