import BootstrapKit
import Diagnostics
import XCTest

/// Template sources are looked up as a run does (Thor's `find_in_source_paths`): in the template
/// folder, `name` then `name.tt`, in the counterpart of the current `inside` folder.
final class CheckSourceReferenceTests: XCTestCase {
    private func codes(_ runner: String, files: [String: String] = [:]) throws -> [String] {
        var all = files
        all["config.yml"] = "app: true\n"
        all["runners/app.rb"] = runner
        return try TemporaryTemplate(files: all).findings().map { finding in
            "\(finding.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-") \(finding.code)"
        }
    }

    func testNameOrNameDotTTIsFound() throws {
        let runner = """
            template "templates/a.txt", "a.txt"
            copy_file "templates/a.txt.tt", "b.txt"
            directory "templates", "out"
            template "templates/b.txt", "b.txt"
            """
        XCTAssertEqual(try codes(runner, files: ["templates/a.txt.tt": "a"]), ["runners/app.rb:4:10 missing-source"])
    }

    func testInsideLooksInTheCounterpartFolder() throws {
        let runner = """
            inside "config" do
              copy_file "database.yml", "database.yml"
              copy_file "routes.rb", "routes.rb"
            end
            """
        XCTAssertEqual(try codes(runner, files: ["config/database.yml": "x"]), ["runners/app.rb:3:13 missing-source"])
    }

    func testPathsBuiltFromTemplatePathAndDirAreResolved() throws {
        let runner = """
            require_relative "../lib/helpers"
            require_relative File.join(__dir__, "..", "lib", "absent")
            apply File.expand_path("../steps.rb", __dir__)
            copy_file "#{TEMPLATE_PATH}/files/x.txt", "x.txt"
            """
        let found = try codes(runner, files: [
            "lib/helpers.rb": "def helper = 1\n",
            "steps.rb": "helper\nmissing_in_steps\n",
        ])
        // The applied file's own defects are reported in that file; its definitions count everywhere.
        XCTAssertEqual(found, [
            "runners/app.rb:2:18 missing-source",
            "runners/app.rb:4:11 missing-source",
            "steps.rb:2:1 undefined-name",
        ])
    }

    func testComputedPathsAndSourcePathsOverridesAreNotGuessed() throws {
        let computed = "name = \"x\"\ntemplate \"templates/#{name}.txt\", \"x.txt\"\n"
        XCTAssertEqual(try codes(computed), [])
        let overridden = "def source_paths = [\"elsewhere\"]\ncopy_file \"not-here.txt\", \"n.txt\"\n"
        XCTAssertEqual(try codes(overridden), [])
    }
}
