import Diagnostics
import XCTest

@testable import RunnerLanguage

/// Where the actions are visible, as in Rails, where they are methods of the generator a template
/// runs on: at the top level, in the template's own `def`s and in modules included there (or in
/// `Rails::Generators::Actions`, which the generator includes), but not in a template class.
final class EvaluatorClassActionTests: XCTestCase {
    private func interpreter(_ host: EvaluatorTestHost, calls: @escaping (String) -> Void) -> Interpreter {
        let interpreter = Interpreter(host: host)
        interpreter.register(Action("gem", ActionSignature(required: 1, acceptsRest: true)) { arguments, _ in
            calls("gem \(arguments.positional[0].toS)")
            return .nil
        })
        return interpreter
    }

    private func run(_ interpreter: Interpreter, _ source: String) throws {
        _ = try interpreter.run(source: SourceText(path: "runners/test.rb", text: source), filePath: "/template/runners/test.rb")
    }

    func testActionsResolveFromTopLevelDefsAndIncludedModules() throws {
        var calls: [String] = []
        let interpreter = interpreter(EvaluatorTestHost()) { calls.append($0) }
        try run(interpreter, """
            module Gems
              def add_testing
                gem "rspec"
              end
            end
            include Gems
            def add_lint = gem("rubocop")
            gem "rails"
            add_lint
            add_testing
            """)
        XCTAssertEqual(calls, ["gem rails", "gem rubocop", "gem rspec"])
    }

    func testActionsAreNotMethodsOfATemplateClass() {
        let host = EvaluatorTestHost()
        let interpreter = interpreter(host) { _ in }
        let error = sourceError("""
            class Setup
              def run_it
                gem "rspec"
              end
            end
            Setup.new.run_it
            """, interpreter: interpreter, host: host)
        XCTAssertEqual(error?.className, "NoMethodError")
        XCTAssertEqual(error?.message, "undefined method 'gem' for an instance of Setup")
        XCTAssertEqual(error?.location?.line, 3)
        XCTAssertEqual(error?.location?.column, 5)
        let bare = sourceError("class Setup\n  def go = helper_name\nend\nSetup.new.go\n", interpreter: interpreter, host: host)
        XCTAssertEqual(bare?.className, "NameError")
        XCTAssertEqual(bare?.code, .undefinedName)
    }

    func testClassMethodsDoNotLeakIntoTheTopLevel() {
        let error = sourceError("class Tool\n  def helper = 1\nend\nhelper\n")
        XCTAssertEqual(error?.className, "NameError")
        XCTAssertEqual(error?.location?.line, 4)
        let interpreter = Interpreter(host: EvaluatorTestHost())
        XCTAssertNoThrow(try run(interpreter, "class Tool\n  def helper = 1\nend\n"))
        XCTAssertFalse(interpreter.hasMethod("helper"))
    }

    func testAReopenedGeneratorModuleGivesTheTemplateItsMethods() throws {
        var calls: [String] = []
        let interpreter = interpreter(EvaluatorTestHost()) { calls.append($0) }
        interpreter.includeInMain(modulePath: "Rails::Generators::Actions")
        try run(interpreter, """
            module Rails
              module Generators
                module Actions
                  def add_gem_twice(name)
                    gem name
                    gem name + "-extra"
                  end
                end
              end
            end
            add_gem_twice "devise"
            """)
        XCTAssertEqual(calls, ["gem devise", "gem devise-extra"])
    }

    func testHostNamespacesAndTheirConstantsSurviveATemplatesModule() throws {
        let host = EvaluatorTestHost()
        let interpreter = Interpreter(host: host)
        interpreter.defineConstant("Rails", .object(HostNamespace()))
        interpreter.defineConstant("Rails::VERSION", .str("6.1.7"))
        try run(interpreter, """
            module Rails
              def self.mine = "template's"
              puts VERSION
            end
            puts Rails.version, Rails::VERSION, Rails.mine
            """)
        XCTAssertEqual(host.output, "6.1.7\n6.1\n6.1.7\ntemplate's\n")
    }
}

/// A namespace a host provides, as `Rails` is: a module with a method of its own.
private final class HostNamespace: ObjectValue {
    override var className: String { "Module" }
    override var inspectText: String { "Rails" }
    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        name == "version" ? .str("6.1") : nil
    }
}
