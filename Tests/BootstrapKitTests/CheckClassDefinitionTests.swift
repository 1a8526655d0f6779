import BootstrapKit
import Diagnostics
import XCTest

/// `bootstrap check` knows what classes and modules define: their names and constants, the methods
/// and attributes of their bodies, Struct members, and the Module methods a body calls on itself.
/// Each clean source runs in Ruby 3.1 without a NameError; each finding is one Ruby raises too.
final class CheckClassDefinitionTests: XCTestCase {
    private func codes(_ source: String) throws -> [String] {
        let template = try TemporaryTemplate(files: ["runners/a.rb": source, "config.yml": "a: true\n"])
        return template.findings().map { finding in
            "\(finding.location.map { "\($0.line):\($0.column)" } ?? "-") \(finding.code)"
        }
    }

    func testClassBodiesAndTheirMethodsAreKnown() throws {
        let source = """
            module Helpers
              VERSION = "1"
              extend self
              module_function
              def banner(text) = "#{VERSION} #{text}"
            end

            class Namer
              attr_accessor :name
              def initialize(name)
                @name = name
                self.name = normalized
              end

              private

              def normalized = name.downcase
            end

            class Shouty < Namer
              def initialize(name)
                super
              end
            end

            Point = Struct.new(:x, :y) do
              def sum = x + y
            end
            include Helpers
            puts Helpers::VERSION, Namer.new("A").name, Shouty.new("B").name, Point.new(1, 2).sum, banner("ok")
            """
        XCTAssertEqual(try codes(source), [])
    }

    func testNestedAndPathNamedModulesAreConstants() throws {
        let source = """
            module Outer
              class Inner; end
            end
            class Outer::Other; end
            puts Outer::Inner, Outer::Other
            """
        XCTAssertEqual(try codes(source), [])
    }

    func testUnknownNamesInsideClassesAreStillFound() throws {
        let source = """
            class Report
              def title
                headng
              end
            end
            puts Undefined
            """
        XCTAssertEqual(try codes(source), ["3:5 undefined-name", "6:6 undefined-constant"])
    }

    func testActionsAreNotMethodsOfTemplateClassesButOfIncludedModules() throws {
        let source = """
            class Setup
              def go
                gem "rspec"
              end
            end
            module Gems
              def add = gem("rubocop")
            end
            include Gems
            add
            """
        XCTAssertEqual(try codes(source), ["3:5 unknown-method"])
    }

    func testAFileRequiredByPathCountsLikeARequireRelative() throws {
        let template = try TemporaryTemplate(files: [
            "config.yml": "a: true\n",
            "runners/a.rb": "require 'rubygems'\nrequire File.join(File.dirname(__FILE__), 'support/actions')\nannounce 'x'\n",
            "runners/support/actions.rb": "module Rails\n  module Generators\n    module Actions\n      def announce(text) = puts(text)\n    end\n  end\nend\n",
        ])
        XCTAssertEqual(template.findings().filter { $0.severity != .note }.map(\.message), [])
    }

    func testAClassBodyDoesNotSeeOuterLocals() throws {
        XCTAssertEqual(try codes("x = 1\nclass A\n  puts x\nend\n"), ["3:8 undefined-name"])
    }
}
