import BootstrapKit
import Diagnostics
import XCTest

/// Locals follow Ruby's scoping (a `def` starts a new scope; blocks, lambdas, `for`, `rescue => e`,
/// multiple assignment and parameters bind names), and definitions are global across runners.
/// Each expectation is what Ruby 3.1 does with the same code: NameError or not.
final class CheckScopingTests: XCTestCase {
    private func codes(_ runners: [String: String], config: String? = nil) throws -> [String] {
        var files: [String: String] = [:]
        for (name, text) in runners { files["runners/\(name).rb"] = text }
        files["config.yml"] = config ?? runners.keys.sorted().map { "\($0): true\n" }.joined()
        let template = try TemporaryTemplate(files: files)
        return template.findings().map { finding in
            "\(finding.location.map { "\($0.line):\($0.column)" } ?? "-") \(finding.code)"
        }
    }

    func testDefDoesNotSeeOuterLocalsButBlocksDo() throws {
        let source = """
            x = 1
            [1].each { |y| puts x + y }
            def show
              puts x
            end
            """
        XCTAssertEqual(try codes(["a": source]), ["4:8 undefined-name"])
    }

    func testEveryBindingFormDefinesALocal() throws {
        let source = """
            a, (b, c), *d = 1, [2, 3], 4
            for e in [5] do end
            begin
              raise "x"
            rescue => f
            end
            g = ->(h, i = 1, *j, k:, l: 2, **m, &n) { [h, i, j, k, l, m, n] }
            [[1, 2]].each { |(o, p), q| puts o, p, q }
            puts a, b, c, d, e, f, g
            """
        XCTAssertEqual(try codes(["a": source]), [])
    }

    func testALocalIsOnlyALocalAfterItsAssignment() throws {
        XCTAssertEqual(try codes(["a": "puts later\nlater = 1\n"]), ["1:6 undefined-name"])
    }

    func testTopLevelLocalsDoNotCrossRunnersButMethodsAndConstantsDo() throws {
        let runners = [
            "a": "shared = 1\nLIMIT = 3\ndef helper = LIMIT\n",
            "b": "puts helper, LIMIT\nputs shared\n",
        ]
        XCTAssertEqual(try codes(runners, config: "a: true\nb: true\n"), ["2:6 undefined-name"])
    }

    func testDefinedAndRescuedNameErrorsAreNotDefects() throws {
        let source = """
            puts maybe_helper if defined?(maybe_helper)
            begin
              missing_method_here(1)
            rescue NoMethodError
            end
            """
        XCTAssertEqual(try codes(["a": source]), [])
    }

    func testTemplateMethodsShadowActions() throws {
        // A template's own `template` takes any arguments: no action arity check, no source lookup.
        let source = "def template(*args) = args\ntemplate \"missing.tt\", 1, 2, 3, 4\n"
        XCTAssertEqual(try codes(["a": source]), [])
    }

    func testSuperInSourcePathsIsAWarningNotARefusal() throws {
        // The Rails idiom: a run fails only if `source_paths` is called, so `new` must still start.
        let source = "def source_paths\n  Array(super) + [__dir__]\nend\n"
        XCTAssertEqual(try codes(["a": source]), [])
    }
}
