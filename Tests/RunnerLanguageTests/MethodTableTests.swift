import Diagnostics
import Foundation
import XCTest

@testable import RunnerLanguage

/// `MethodTable` must find exactly what a `[String: DefinedMethod]` would: every name defined, the
/// latest definition of a name, nothing else, across regrowths and for names equal as Strings.
final class MethodTableTests: XCTestCase {
    private func method(_ name: String, line: Int = 1) throws -> DefinedMethod {
        let source = SourceText(path: "t.rb", text: String(repeating: "\n", count: line - 1) + "def \(name); end\n")
        var node = try XCTUnwrap(try RunnerParser.parse(source).body)
        if case .sequence(let statements) = node.kind { node = try XCTUnwrap(statements.first) }
        guard case .methodDefinition(let definition) = node.kind else { throw XCTSkip("not a def: \(node.kind)") }
        return DefinedMethod(definition: definition, file: FileContext(path: "t.rb", source: source))
    }

    func testMatchesADictionaryAcrossRegrowths() throws {
        var table = MethodTable()
        var reference: [String: Int] = [:]
        let template = try method("m")
        // Names of every length around the eight-byte words the digest reads, sharing long prefixes.
        let names = (0..<700).map { "bench_gem_\(String(repeating: "x", count: $0 % 19))_\($0)_callback" } + ["", "a", "ab", "abcdefgh", "abcdefghi"]
        for (index, name) in names.enumerated() {
            table.define(template, named: name)
            reference[name] = index
            XCTAssertEqual(table.count, reference.count)
        }
        for name in names { XCTAssertNotNil(table[name], name) }
        for missing in ["bench_gem__0_callbacks", "bench_gem_xx_1_callback", "abcdefg", "b", "bench_gem__700_callback"] {
            XCTAssertNil(table[missing], missing)
        }
        XCTAssertEqual(Set(table.names), Set(reference.keys))
        XCTAssertEqual(table.names, names, "in the order first defined")
    }

    func testTheLatestDefinitionWins() throws {
        var table = MethodTable()
        table.define(try method("x", line: 1), named: "x")
        table.define(try method("x", line: 3), named: "x")
        XCTAssertEqual(table.count, 1)
        XCTAssertEqual(table["x"]?.definition.location.line, 3)
        XCTAssertEqual(table.names, ["x"])
    }

    func testReservingKeepsEveryName() throws {
        var table = MethodTable()
        let template = try method("m")
        for index in 0..<20 { table.define(template, named: "m\(index)") }
        table.reserveCapacity(5_000)
        XCTAssertGreaterThanOrEqual(table.capacity, 5_000)
        for index in 0..<20 { XCTAssertNotNil(table["m\(index)"]) }
        XCTAssertNil(table["m20"])
    }

    /// Names equal as Swift Strings (canonically equivalent) are one name, as in a dictionary.
    func testCanonicallyEquivalentNamesAreOneName() throws {
        var table = MethodTable()
        let template = try method("m")
        table.define(template, named: "K_callback")
        XCTAssertNotNil(table["\u{212A}_callback"], "the Kelvin sign is K as a String")
        table.define(template, named: "caf\u{E9}")
        XCTAssertNotNil(table["cafe\u{301}"])
        XCTAssertNil(table["cafe"])
        let bridged = NSString(string: "caf\u{E9}") as String
        XCTAssertNotNil(table[bridged])
        XCTAssertEqual(table.count, 2)
    }
}
