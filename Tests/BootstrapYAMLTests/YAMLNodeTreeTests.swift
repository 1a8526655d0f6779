import BootstrapYAML
import XCTest

/// The node tree a config author's YAML becomes: order, exact scalar text, styles and positions.
final class YAMLNodeTreeTests: XCTestCase {
    private func load(_ text: String) throws -> Node {
        let node = try YAMLLoader.load(text, path: "tests.yml")
        return try XCTUnwrap(node)
    }

    private func pairs(_ node: Node) throws -> [(key: Node, value: Node)] {
        guard case .mapping(let pairs, _) = node else {
            XCTFail("expected a mapping, got \(node.kindDescription)")
            return []
        }
        return pairs
    }

    func testMappingKeepsFileOrder() throws {
        let root = try load("zeta: 1\nalpha: 2\nmiddle: 3\nbeta: 4\n")
        XCTAssertEqual(try pairs(root).map { $0.key.scalarText }, ["zeta", "alpha", "middle", "beta"])
    }

    func testScalarsKeepTheirSourceText() throws {
        let root = try load("a: 4.8\nb: ~> 4.8\nc: 1\nd: 1.10\ne: '0.6'\nf: 010\n")
        XCTAssertEqual(try pairs(root).map { $0.value.scalarText }, ["4.8", "~> 4.8", "1", "1.10", "0.6", "010"])
    }

    func testScalarStylesAndTags() throws {
        let root = try load("a: plain\nb: 'single'\nc: \"double\"\nd: |\n  lit\ne: >\n  fold\nf: !!str 12\n")
        let scalars = try pairs(root).map { $0.value.scalar }
        XCTAssertEqual(scalars.map { $0?.style }, [.plain, .singleQuoted, .doubleQuoted, .literal, .folded, .plain])
        XCTAssertEqual(scalars[3]?.text, "lit\n")
        XCTAssertEqual(scalars[5]?.tag, "tag:yaml.org,2002:str")
        XCTAssertNil(try pairs(root)[5].value.int, "an explicit !!str is never an integer")
    }

    func testMarksAreOneBased() throws {
        let root = try load("first: 1\nblock:\n  gems:\n    faker: true\n")
        XCTAssertEqual(root.mark, Mark(line: 1, column: 1))
        let block = try pairs(root)[1]
        XCTAssertEqual(block.key.mark, Mark(line: 2, column: 1))
        let gems = try pairs(block.value)[0]
        XCTAssertEqual(gems.key.mark, Mark(line: 3, column: 3))
        let faker = try pairs(gems.value)[0]
        XCTAssertEqual(faker.key.mark, Mark(line: 4, column: 5))
        XCTAssertEqual(faker.value.mark, Mark(line: 4, column: 12))
    }

    func testColumnsCountCharactersNotBytes() throws {
        let root = try load("é: [ü, x]\n")
        guard case .sequence(let items, _) = try pairs(root)[0].value else { return XCTFail("expected a list") }
        XCTAssertEqual(items[1].mark, Mark(line: 1, column: 8))
    }

    func testSequencesAndFlowCollections() throws {
        let root = try load("- a\n- [b, c]\n- {d: e}\n")
        guard case .sequence(let items, _) = root else { return XCTFail("expected a list") }
        XCTAssertEqual(items.count, 3)
        guard case .sequence(let inner, _) = items[1] else { return XCTFail("expected a list") }
        XCTAssertEqual(inner.map(\.scalarText), ["b", "c"])
        XCTAssertEqual(try pairs(items[2]).first?.value.scalarText, "e")
    }

    // The values Ruby's Psych gives for these plain scalars (`ruby -ryaml -e 'p YAML.load(...)'`).
    func testPlainScalarInterpretationFollowsPsych() throws {
        let root = try load(
            "n1: ~\nn2: null\nn3:\nn4: NULL\nb1: yes\nb2: Off\nb3: TRUE\nb4: y\nq: 'true'\ni1: 42\ni2: -0x1F\ni3: 0o17\ni4: 017\ni5: 1_000\ni6: 0b101\nf1: 1.5\nf2: 1e3\n")
        let v = Dictionary(uniqueKeysWithValues: try pairs(root).map { ($0.key.scalarText ?? "", $0.value) })
        for key in ["n1", "n2", "n3", "n4"] { XCTAssertTrue(v[key]?.isNull == true, key) }
        XCTAssertEqual(v["b1"]?.bool, true)
        XCTAssertEqual(v["b2"]?.bool, false)
        XCTAssertEqual(v["b3"]?.bool, true)
        XCTAssertNil(v["b4"]?.bool, "Psych reads y as the string \"y\"")
        XCTAssertNil(v["q"]?.bool, "a quoted 'true' is a string")
        XCTAssertEqual(v["i1"]?.int, 42)
        XCTAssertEqual(v["i2"]?.int, -31)
        XCTAssertNil(v["i3"]?.int, "Psych reads 0o17 as a string")
        XCTAssertEqual(v["i4"]?.int, 15)
        XCTAssertEqual(v["i5"]?.int, 1000)
        XCTAssertEqual(v["i6"]?.int, 5)
        XCTAssertEqual(v["f1"]?.float, 1.5)
        XCTAssertNil(v["f2"]?.float, "Psych reads 1e3 as a string")
    }

    func testAccessors() throws {
        let root = try load("testing:\n  gems: [a, b]\n")
        XCTAssertEqual(root["testing"]?["gems"]?.sequenceItems?.map(\.scalarText), ["a", "b"])
        XCTAssertNil(root["missing"])
        XCTAssertNil(root["testing"]?["gems"]?.mappingPairs)
    }

    func testAnchorsAndAliasesAreExpanded() throws {
        let root = try load("base: &b\n  group: test\ncopy: *b\n")
        let copy = try pairs(root)[1].value
        XCTAssertEqual(try pairs(copy).first?.value.scalarText, "test")
    }

    func testEmptyInputsLoadAsNil() throws {
        XCTAssertNil(try YAMLLoader.load("", path: "tests.yml"))
        XCTAssertNil(try YAMLLoader.load("# only a comment\n\n", path: "tests.yml"))
        XCTAssertNil(try YAMLLoader.load("---\n", path: "tests.yml"))
    }

    func testByteOrderMarkIsAccepted() throws {
        let root = try YAMLLoader.load(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8), path: "tests.yml")
        guard case .mapping(let pairs, _)? = root else { return XCTFail("expected a mapping") }
        XCTAssertEqual(pairs.first?.key.scalarText, "a")
    }
}
