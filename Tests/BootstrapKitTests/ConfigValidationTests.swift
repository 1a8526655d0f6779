import BootstrapKit
import Diagnostics
import XCTest

/// Every way a config can be wrong gives a located message; all errors are reported at once.
final class ConfigValidationTests: XCTestCase {
    private func errors(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
        do {
            _ = try ConfigLoader.load(text: text, path: "config.yml")
            XCTFail("expected errors", file: file, line: line)
        } catch let list as DiagnosticList {
            return list.diagnostics
        } catch let single as Diagnostic {
            return [single]
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
        }
        return []
    }

    private func headers(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        errors(text, file: file, line: line).map { $0.rendered.split(separator: "\n").first.map(String.init) ?? "" }
    }

    func testGemsOfTheWrongType() {
        let rendered = errors("testing:\n  gems:\n    faker: true\nother:\n  gems: faker\n").map(\.rendered)
        XCTAssertEqual(
            rendered,
            ["config.yml:5:9: 'gems' must be a mapping of gem names or a list of names, not a string\n  gems: faker\n        ^"])
    }

    func testVersionOfTheWrongType() {
        XCTAssertEqual(
            headers("testing:\n  gems:\n    rails:\n      version:\n        a: 1\n"),
            ["config.yml:5:9: 'version' must be a string or a list of strings, not a mapping"])
    }

    func testAllErrorsAreReportedTogether() {
        let text = """
            a:
              gems:
                rails:
                  group: {x: 1}
                  require: [1]
            b: [1, 2]
            c:
              gems:
                - {x: 1}
            """
        XCTAssertEqual(
            headers(text),
            [
                "config.yml:4:14: 'group' must be a string or a list of strings, not a mapping",
                "config.yml:5:16: 'require' must be true, false or a string, not a list",
                "config.yml:6:4: block 'b' must be true, false or a mapping with 'gems:' or 'packages:', not a list",
                "config.yml:9:7: each entry of a 'gems' list must be a gem name, not a mapping",
            ])
    }

    func testEmptyConfigs() {
        for text in ["", "# nothing here\n", "{}\n", "---\n"] {
            XCTAssertEqual(headers(text), ["config.yml:1:1: the config is empty: add at least one block"], text)
        }
    }

    func testTopLevelMustBeAMapping() {
        XCTAssertEqual(
            headers("- testing\n- redis\n"),
            ["config.yml:1:1: the config must be a mapping of block names (like 'testing:'), not a list"])
    }

    func testUnknownGemOptionIsAWarningWithSuggestion() throws {
        let loaded = try ConfigLoader.load(text: "t:\n  gems:\n    rails:\n      versoin: 1\n      group: test\n", path: "config.yml")
        XCTAssertEqual(loaded.warnings.map(\.severity), [.warning])
        XCTAssertEqual(
            loaded.warnings.first?.rendered.split(separator: "\n").first,
            "config.yml:4:7: warning: unknown gem option 'versoin' (did you mean 'version'?); it is ignored")
        let rails = try XCTUnwrap(loaded.config.blocks.first?.gems.first)
        XCTAssertEqual(rails.declaration.versions, [])
        XCTAssertEqual(GemfileLine.gemLine(rails.declaration), "gem 'rails', group: [:test]")
    }

    func testUnknownBlockKeyIsAWarningWithSuggestion() throws {
        let loaded = try ConfigLoader.load(text: "t:\n  gem:\n    rails: true\n", path: "config.yml")
        XCTAssertEqual(
            loaded.warnings.first?.message, "unknown block key 'gem' (did you mean 'gems'?); it is ignored")
    }

    func testYAMLSyntaxErrorComesThroughAsOneDiagnostic() {
        let found = errors("testing:\n  gems:\n    a: b: c\n")
        XCTAssertEqual(found.map(\.code), [.yamlSyntax])
        XCTAssertEqual(found.first?.location?.line, 3)
    }

    func testInvalidGemName() {
        XCTAssertEqual(
            headers("t:\n  gems:\n    \"bad name'\": true\n"),
            ["config.yml:3:5: 'bad name'' is not a valid gem name (letters, digits, '-', '_' and '.' only)"])
    }

    func testPackageErrors() {
        let text = """
            n:
              packages:
                A:
                  from: 1.0.0
                B:
                  url: https://example.com/b.git
                C:
                  url: https://example.com/c.git
                  from: 1.0.0
                  exact: 1.0.1
                D: https://example.com/d.git
            """
        XCTAssertEqual(
            headers(text),
            [
                "config.yml:3:5: package 'A' needs a 'url'",
                "config.yml:5:5: package 'B' needs a version requirement: one of from, minor, exact, branch, revision, range",
                "config.yml:10:7: package 'C' has both 'from' and 'exact': give only one version requirement",
                "config.yml:11:8: package 'D' must be a mapping with 'url' and a version (from, minor, exact, branch, revision or range), or false, not a string",
            ])
    }

    func testCommaSeparatedGroupsAndPlatforms() throws {
        let loaded = try ConfigLoader.load(
            text: "t:\n  gems:\n    byebug:\n      platforms: mri, mingw\n      group: development,test\n", path: "config.yml")
        let gem = try XCTUnwrap(loaded.config.blocks.first?.gems.first)
        XCTAssertEqual(
            GemfileLine.gemLine(gem.declaration), "gem 'byebug', group: [:development, :test], platforms: [:mri, :mingw]")
    }
}
