import BootstrapYAML
import Diagnostics
import XCTest

/// Bad YAML is reported as `FILE:LINE:COL: message`, the line and a caret, and never crashes or hangs.
final class YAMLErrorTests: XCTestCase {
    private func diagnostic(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
        diagnostic(bytes: Array(text.utf8), file: file, line: line)
    }

    private func diagnostic(bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
        do {
            _ = try YAMLLoader.load(bytes: bytes, path: "tests.yml")
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch let d as Diagnostic {
            return d
        } catch {
            XCTFail("expected a Diagnostic, got \(error)", file: file, line: line)
            return nil
        }
    }

    func testSyntaxErrorIsLocatedAtLibyamlsProblemMark() {
        let d = diagnostic("testing:\n  gems:\n    a: b: c\n")
        XCTAssertEqual(d?.code, .yamlSyntax)
        XCTAssertEqual(
            d?.rendered,
            "tests.yml:3:9: mapping values are not allowed in this context\n    a: b: c\n        ^")
    }

    func testContextIsNamedWithWhereItStarted() {
        let d = diagnostic("a: [1, 2\n")
        XCTAssertEqual(d?.location?.line, 2)
        XCTAssertEqual(
            d?.message, "did not find expected ',' or ']' while parsing a flow sequence started at line 1, column 4")
    }

    /// libyaml says "found character that cannot start any token while scanning for the next token"
    /// for a tab in the indentation; the message names the tab, at libyaml's location.
    func testTabIndentationIsNamed() {
        let d = diagnostic("a:\n\tb: 1\n")
        XCTAssertEqual(d?.code, .yamlSyntax)
        XCTAssertEqual(d?.location, SourceLocation(file: "tests.yml", line: 2, column: 1))
        XCTAssertEqual(d?.message, "tabs are not allowed for indentation: YAML indents with spaces only")
        // The same libyaml error for another character keeps libyaml's words.
        XCTAssertEqual(diagnostic("a: 1\n@b: 2\n")?.message, "found character that cannot start any token while scanning for the next token")
    }

    func testDuplicateKeyNamesTheFirstDefinition() {
        let d = diagnostic("testing:\n  gems: {}\n  packages: {}\n  gems: {}\n")
        XCTAssertEqual(d?.code, .yamlDuplicateKey)
        XCTAssertEqual(d?.rendered, "tests.yml:4:3: duplicate key 'gems' (first defined at line 2)\n  gems: {}\n  ^")
    }

    func testDuplicateKeyFoundInLargeMappings() {
        // Before, at and after the size from which keys are indexed: the first definition is named
        // whichever way the key was found.
        for count in [15, 16, 17, 40] {
            let keys = (1...count).map { "k\($0): \($0)\n" }.joined()
            let d = diagnostic(keys + "k3: again\n")
            XCTAssertEqual(d?.code, .yamlDuplicateKey, "\(count) keys")
            XCTAssertEqual(d?.rendered, "tests.yml:\(count + 1):1: duplicate key 'k3' (first defined at line 3)\nk3: again\n^", "\(count) keys")
            let last = diagnostic(keys + "k\(count): again\n")
            XCTAssertEqual(last?.message, "duplicate key 'k\(count)' (first defined at line \(count))", "\(count) keys")
        }
        XCTAssertNoThrow(try YAMLLoader.load((1...40).map { "k\($0): \($0)\n" }.joined(), path: "tests.yml"))
    }

    func testSameKeyInDifferentMappingsIsFine() throws {
        XCTAssertNotNil(try YAMLLoader.load("a:\n  gems: 1\nb:\n  gems: 2\n", path: "tests.yml"))
    }

    func testUnknownAlias() {
        let d = diagnostic("a: 1\nb: *missing\n")
        XCTAssertEqual(d?.location?.line, 2)
        XCTAssertEqual(d?.location?.column, 4)
        XCTAssertTrue(d?.message.contains("missing") == true, d?.message ?? "")
    }

    func testAliasBombStopsAtTheNodeLimit() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        let d = diagnostic(text)
        XCTAssertEqual(d?.code, .yamlTooManyNodes)
        XCTAssertEqual(d?.message, "too many nodes after expanding aliases (limit 100000)")
    }

    func testLargeFilesWithoutAliasesAreNotLimited() throws {
        // 25,000 × 5 nodes: past the alias budget, but written out, so not limited.
        let entries = (0..<25_000).map { "- [a\($0), b, c, d]" }.joined(separator: "\n")
        guard case .sequence(let items, _)? = try YAMLLoader.load(entries, path: "tests.yml") else {
            return XCTFail("expected a list")
        }
        XCTAssertEqual(items.count, 25_000)
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let d = diagnostic(String(repeating: "[", count: 10_000))
        XCTAssertEqual(d?.code, .yamlTooDeep)
        XCTAssertEqual(d?.location?.line, 1)
        XCTAssertEqual(d?.location?.column, YAMLLoader.maximumDepth + 1)
    }

    func testNestingUpToTheLimitLoads() throws {
        let depth = YAMLLoader.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        XCTAssertNotNil(try YAMLLoader.load(text, path: "tests.yml"))
    }

    func testChainedAliasesCannotBuildDeeperTrees() {
        let a = String(repeating: "[", count: 150) + String(repeating: "]", count: 150)
        let b = String(repeating: "[", count: 60) + "*a" + String(repeating: "]", count: 60)
        let d = diagnostic("a: &a \(a)\nb: \(b)\n")
        XCTAssertEqual(d?.code, .yamlTooDeep)
        XCTAssertEqual(d?.location?.line, 2)
        XCTAssertEqual(d?.message, "nesting is deeper than 200 levels after expanding alias '*a'")
    }

    func testInvalidUTF8IsLocated() {
        let d = diagnostic(bytes: Array("a: 1\nbé: ".utf8) + [0xFF] + Array("x\n".utf8))
        XCTAssertEqual(d?.code, .yamlEncoding)
        XCTAssertEqual(d?.location, SourceLocation(file: "tests.yml", line: 2, column: 5))
        XCTAssertTrue(d?.message.hasPrefix("invalid UTF-8 byte 0xFF") == true, d?.message ?? "")
    }

    func testTruncatedMultibyteSequenceIsInvalid() {
        let d = diagnostic(bytes: Array("a: ".utf8) + [0xC3])
        XCTAssertEqual(d?.code, .yamlEncoding)
        XCTAssertEqual(d?.location?.column, 4)
    }

    func testControlCharacterIsLocatedFromLibyamlsByteOffset() {
        let d = diagnostic(bytes: Array("a: 1\nbé: x".utf8) + [0x01] + Array("\n".utf8))
        XCTAssertEqual(d?.code, .yamlSyntax)
        XCTAssertEqual(d?.location, SourceLocation(file: "tests.yml", line: 2, column: 6))
        XCTAssertEqual(d?.message, "control characters are not allowed")
    }

    func testMultipleDocumentsAreRejected() {
        let d = diagnostic("a: 1\n---\nb: 2\n")
        XCTAssertEqual(d?.code, .yamlMultipleDocuments)
        XCTAssertEqual(d?.location?.line, 2)
    }
}
