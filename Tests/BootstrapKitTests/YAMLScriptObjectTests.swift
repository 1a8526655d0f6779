@testable import BootstrapKit
import Diagnostics
import RunnerLanguage
import XCTest

/// `YAML.load`/`YAML.dump` as runner scripts use them; expected texts are Ruby 3.1's
/// (`ruby -ryaml -e 'print YAML.dump(...)'`).
final class YAMLScriptObjectTests: XCTestCase {
    private final class Host: ScriptHost {
        var files: [String: String] = [:]
        func write(_ text: String) {}
        func readFile(_ path: String, at location: SourceLocation) throws -> String {
            guard let text = files[path] else { throw RuntimeError("Errno::ENOENT", "No such file or directory @ rb_sysopen - \(path)") }
            return text
        }
        func fileKind(_ path: String, at location: SourceLocation) throws -> FileKind? { files[path] == nil ? nil : .file }
        func glob(_ pattern: String, at location: SourceLocation) throws -> [String] { [] }
        func expandPath(_ path: String, relativeTo base: String?) -> String { path }
        var environment: [String: String] { [:] }
    }

    private final class Context: CallContext {
        let location = SourceLocation(file: "runners/x.rb", line: 1, column: 1)
        func send(_ receiver: Value, _ name: String, _ arguments: Arguments) throws -> Value { .nil }
        func call(_ name: String, _ arguments: Arguments) throws -> Value { .nil }
        func error(_ className: String, _ message: String) -> RuntimeError {
            RuntimeError(className, message, at: location)
        }
    }

    private let host = Host()
    private let context = Context()
    private lazy var yaml = YAMLScriptObject(host: host)

    private func call(_ name: String, _ args: [Value], keywords: HashBox? = nil) throws -> Value {
        guard let result = try yaml.callMethod(name, Arguments(positional: args, keywords: keywords), context) else {
            throw RuntimeError("NoMethodError", "YAML does not answer \(name)")
        }
        return result
    }

    private func dump(_ value: Value) throws -> String {
        guard case .string(let s) = try call("dump", [value]) else { throw RuntimeError("TypeError", "not a string") }
        return s.value
    }

    private func hash(_ pairs: [(Value, Value)]) -> Value { .hash(HashBox(pairs)) }

    func testDumpScalarsAndFlatCollections() throws {
        XCTAssertEqual(
            try dump(hash([(.str("a"), .integer(1)), (.str("b"), .str("x")), (.str("c"), .nil), (.str("d"), .true), (.str("e"), .float(1.5))])),
            "---\na: 1\nb: x\nc:\nd: true\ne: 1.5\n")
        XCTAssertEqual(try dump(.arr([.integer(1), .str("a")])), "---\n- 1\n- a\n")
        XCTAssertEqual(try dump(.str("x")), "--- x\n")
        XCTAssertEqual(try dump(.integer(1)), "--- 1\n")
        XCTAssertEqual(try dump(.nil), "---\n")
        XCTAssertEqual(try dump(hash([])), "--- {}\n")
        XCTAssertEqual(try dump(.arr([])), "--- []\n")
        XCTAssertEqual(try dump(.arr([.nil])), "---\n-\n")
    }

    func testDumpNesting() throws {
        let value = hash([
            (.str("a"), hash([(.str("b"), .integer(1))])),
            (.str("l"), .arr([.integer(1), .integer(2)])),
            (.str("h"), .arr([hash([(.str("x"), .integer(1)), (.str("y"), .integer(2))])])),
            (.str("aa"), .arr([.arr([.integer(1), .integer(2)]), .integer(3)])),
        ])
        XCTAssertEqual(try dump(value), "---\na:\n  b: 1\nl:\n- 1\n- 2\nh:\n- x: 1\n  \"y\": 2\naa:\n- - 1\n  - 2\n- 3\n")
        XCTAssertEqual(
            try dump(hash([(.str("k"), .arr([hash([(.str("a"), .arr([.integer(1), hash([(.str("b"), .integer(2))])]))])]))])),
            "---\nk:\n- a:\n  - 1\n  - b: 2\n")
        XCTAssertEqual(try dump(hash([(.str("e"), hash([])), (.str("f"), .arr([]))])), "---\ne: {}\nf: []\n")
        XCTAssertEqual(try dump(.arr([.arr([])])), "---\n- []\n")
        XCTAssertEqual(try dump(hash([(.str("x"), .arr([.arr([])]))])), "---\nx:\n- []\n")
    }

    func testDumpKeysOfOtherTypes() throws {
        XCTAssertEqual(
            try dump(hash([(.symbol("a"), .integer(1)), (.integer(1), .integer(2)), (.nil, .integer(3)), (.true, .integer(4))])),
            "---\n:a: 1\n1: 2\n! '': 3\ntrue: 4\n")
    }

    func testDumpQuotesStringsAsPsychDoes() throws {
        let strings = [
            "true", "1", "", "yes", "null", "1.5", "a: b", "- x", "#c", "a #b", " lead", "trail ", "multi\nline", "multi\nline\n",
            ":sym", "it's", "@x", "%x", "x:", "~", "Yes", "0x1F", "1e3", "é", "tab\tx", "1_000", "-", "?", "a,b", "[x]", "{x}",
            "!x", "&x", "*x", "|x", ">x", "`x", "\"q", "back\\slash", "2024-01-01", "0o17", "y", "n", "=", "<<",
        ]
        var values = strings.map { Value.str($0) }
        values.insert(.symbol("sym"), at: 15)
        let expected =
            "---\n- 'true'\n- '1'\n- ''\n- 'yes'\n- 'null'\n- '1.5'\n- 'a: b'\n- \"- x\"\n- \"#c\"\n- 'a #b'\n- \" lead\"\n- 'trail '\n- |-\n  multi\n  line\n- |\n  multi\n  line\n- \":sym\"\n- :sym\n- it's\n- \"@x\"\n- \"%x\"\n- 'x:'\n- \"~\"\n- 'Yes'\n- '0x1F'\n- 1e3\n- é\n- \"tab\\tx\"\n- '1_000'\n- \"-\"\n- \"?\"\n- a,b\n- \"[x]\"\n- \"{x}\"\n- \"!x\"\n- \"&x\"\n- \"*x\"\n- \"|x\"\n- \">x\"\n- \"`x\"\n- \"\\\"q\"\n- back\\slash\n- '2024-01-01'\n- 0o17\n- \"y\"\n- \"n\"\n- \"=\"\n- !!str '<<'\n"
        XCTAssertEqual(try dump(.arr(values)), expected)
        XCTAssertEqual(try dump(hash([(.str("a"), .str("multi\nline"))])), "---\na: |-\n  multi\n  line\n")
        XCTAssertEqual(try dump(.str(" lead\nx")), "--- |2-\n   lead\n  x\n")
        XCTAssertEqual(try dump(.arr([.str("-\"a"), .str("a\"b"), .str("tab\t"), .str("nul\u{0}"), .str("bell\u{07}"), .str("é\u{85}x")])),
            "---\n- -\"a\n- a\"b\n- \"tab\\t\"\n- \"nul\\0\"\n- \"bell\\a\"\n- \"é\\Nx\"\n")
        XCTAssertEqual(try dump(.str("x\n\n")), "--- \"x\\n\\n\"\n")
    }

    func testDumpSymbols() throws {
        XCTAssertEqual(
            try dump(.arr([.symbol("a b"), .symbol("a: b"), .symbol("x y\tz")])),
            "---\n- :a b\n- ! ':a: b'\n- ! \":x y\\tz\"\n")
    }

    func testDumpFloatsAsRubyPrintsThem() throws {
        let floats: [Double] = [1e20, 1e16, 1e15, 9.1e15, 0.0001, 0.00001, 1.0 / 3, -2.5e-7, 3.0, -0.0, 100000000000000.0, 123456789012345.6]
        XCTAssertEqual(
            try dump(.arr(floats.map { .float($0) } + [.float(.nan), .float(.infinity)])),
            "---\n- 1.0e+20\n- 1.0e+16\n- 1.0e+15\n- 9.1e+15\n- 0.0001\n- 1.0e-05\n- 0.3333333333333333\n- -2.5e-07\n- 3.0\n- -0.0\n- 100000000000000.0\n- 123456789012345.6\n- .nan\n- .inf\n")
    }

    func testDumpFoldsLongLinesAtEightyColumns() throws {
        let words = String(repeating: "word ", count: 30)
        let list = String(repeating: "word ", count: 25) + "x"
        XCTAssertEqual(
            try dump(hash([(.str("k"), .str(words)), (.str("l"), .arr([.str(list)]))])),
            "---\nk: 'word word word word word word word word word word word word word word word word\n  word word word word word word word word word word word word word word '\nl:\n- word word word word word word word word word word word word word word word word\n  word word word word word word word word word x\n")
        XCTAssertEqual(
            try dump(.str(String(repeating: "word ", count: 20) + "x")),
            "--- word word word word word word word word word word word word word word word word\n  word word word word x\n")
    }

    func testDumpRefusesCycles() {
        let box = ArrayBox()
        box.elements = [.integer(1), .array(box)]
        XCTAssertThrowsError(try dump(.array(box)))
    }

    func testLoadResolvesScalarsAsPsych() throws {
        let value = try call("load", [.str("a: 1\nb: 1.5\nc: yes\nd: ~\ne: '1'\nf: [x, 2]\n1: one\n")])
        guard case .hash(let h) = value else { return XCTFail("expected a hash") }
        XCTAssertEqual(h.count, 7)
        guard case .integer(1)? = h[.str("a")] else { return XCTFail("a") }
        guard case .float(1.5)? = h[.str("b")] else { return XCTFail("b") }
        guard case .bool(true)? = h[.str("c")] else { return XCTFail("c") }
        guard case .nil? = h[.str("d")] else { return XCTFail("d") }
        guard case .string(let e)? = h[.str("e")], e.value == "1" else { return XCTFail("e") }
        guard case .array(let f)? = h[.str("f")], f.elements.count == 2 else { return XCTFail("f") }
        guard case .string(let one)? = h[.integer(1)], one.value == "one" else { return XCTFail("integer key") }
    }

    func testLoadSymbolizeNamesAndEmptyDocument() throws {
        let options = HashBox([(.symbol("symbolize_names"), .true)])
        guard case .hash(let h) = try call("safe_load", [.str("name: x\n")], keywords: options) else { return XCTFail("hash") }
        XCTAssertNotNil(h[.symbol("name")])
        XCTAssertTrue(try call("load", [.str("")]).isNil)
    }

    func testLoadFileReadsThroughTheHost() throws {
        host.files["config/x.yml"] = "- a\n"
        guard case .array(let a) = try call("load_file", [.str("config/x.yml")]) else { return XCTFail("array") }
        XCTAssertEqual(a.elements.count, 1)
    }

    func testSyntaxErrorIsAPsychSyntaxError() {
        XCTAssertThrowsError(try call("load", [.str("a: b: c\n")])) { error in
            let e = error as? RuntimeError
            XCTAssertEqual(e?.className, "Psych::SyntaxError")
            XCTAssertEqual(e?.message, "(<unknown>): mapping values are not allowed in this context at line 1 column 5")
        }
    }

    func testUnknownMethodIsNotAnswered() throws {
        XCTAssertNil(try yaml.callMethod("nope", Arguments(), context))
    }
}
