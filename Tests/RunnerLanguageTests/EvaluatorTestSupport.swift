import Diagnostics
import Foundation
import XCTest

@testable import RunnerLanguage

/// A ScriptHost for evaluator tests: captures output, reads files from a temporary folder.
final class EvaluatorTestHost: ScriptHost {
    var output = ""
    let root: URL
    var environment: [String: String] = ["HOME": "/home/tester", "APP_ENV": "test"]

    init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("evaluator-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ text: String) { output += text }

    func resolve(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    }

    func readFile(_ path: String, at location: SourceLocation) throws -> String {
        guard let text = try? String(contentsOf: resolve(path), encoding: .utf8) else {
            throw RuntimeError("Errno::ENOENT", "No such file or directory @ rb_sysopen - \(path)", at: location)
        }
        return text
    }

    func fileKind(_ path: String, at location: SourceLocation) throws -> FileKind? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolve(path).path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue ? .directory : .file
    }

    func glob(_ pattern: String, at location: SourceLocation) throws -> [String] {
        // Enough for tests: `dir/*.ext` patterns.
        let directory = (pattern as NSString).deletingLastPathComponent
        let suffix = (pattern as NSString).lastPathComponent.replacingOccurrences(of: "*", with: "")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: resolve(directory).path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { directory.isEmpty ? $0 : directory + "/" + $0 }
    }

    func expandPath(_ path: String, relativeTo base: String?) -> String {
        if path.hasPrefix("/") { return (path as NSString).standardizingPath }
        let start = base.map { $0.hasPrefix("/") ? $0 : root.path + "/" + $0 } ?? root.path
        return ((start as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }

    func put(_ relativePath: String, _ text: String) throws {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}

/// Builds hand-made syntax trees for tests, each node at the line and column given.
struct TreeBuilder {
    let file: String
    init(_ file: String = "runners/test.rb") { self.file = file }

    func at(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }
    func node(_ kind: NodeKind, _ line: Int = 1, _ column: Int = 1) -> Node { Node(kind, at: at(line, column)) }
    func int(_ value: Int, _ line: Int = 1, _ column: Int = 1) -> Node { node(.integer(value), line, column) }
    func str(_ value: String, _ line: Int = 1, _ column: Int = 1) -> Node { node(.string([.text(value)]), line, column) }
    func sym(_ value: String) -> Node { node(.symbol(value)) }
    func local(_ name: String, _ line: Int = 1, _ column: Int = 1) -> Node { node(.localVariable(name), line, column) }
    func assign(_ name: String, _ value: Node, _ line: Int = 1) -> Node { node(.assign(.local(name), value), line) }
    func seq(_ nodes: Node...) -> Node { node(.sequence(nodes)) }
    func call(
        _ name: String, _ arguments: [Node] = [], on receiver: Node? = nil, keywords: [HashEntry]? = nil,
        block: BlockLiteral? = nil, parens: Bool = true, _ line: Int = 1, _ column: Int = 1
    ) -> Node {
        node(.call(Call(receiver: receiver, name: name, arguments: arguments, keywords: keywords, block: block,
                        hasParentheses: parens)), line, column)
    }
    func puts(_ arguments: Node..., line: Int = 1) -> Node { call("puts", arguments, line) }
    func block(_ parameters: [String], _ body: Node?) -> BlockLiteral {
        var list = ParameterList()
        list.required = parameters.map { .local($0) }
        return BlockLiteral(parameters: list, body: body, at: at(1, 1))
    }
    func def(_ name: String, _ parameters: ParameterList = ParameterList(), _ body: Node?, _ line: Int = 1) -> Node {
        node(.methodDefinition(MethodDefinition(name: name, singleton: nil, parameters: parameters, body: body, at: at(line, 1))), line)
    }
    func binary(_ op: String, _ a: Node, _ b: Node, _ line: Int = 1, _ column: Int = 1) -> Node {
        node(.binary(op: op, a, b), line, column)
    }
    func program(_ body: Node, source: String = "") -> Program {
        Program(source: SourceText(path: file, text: source), body: body)
    }
}

extension XCTestCase {
    /// Runs a tree and returns what it printed.
    func output(of program: Program, host: EvaluatorTestHost = EvaluatorTestHost(), file: StaticString = #filePath,
                line: UInt = #line) -> String {
        let interpreter = Interpreter(host: host)
        do {
            _ = try interpreter.run(program, filePath: "/template/" + program.source.path)
        } catch {
            XCTFail("unexpected error: \(error)", file: file, line: line)
        }
        return host.output
    }

    /// Runs a tree that must fail and returns the RuntimeError.
    func runtimeError(of program: Program, interpreter: Interpreter? = nil, file: StaticString = #filePath,
                      line: UInt = #line) -> RuntimeError? {
        let interpreter = interpreter ?? Interpreter(host: EvaluatorTestHost())
        do {
            _ = try interpreter.run(program, filePath: "/template/" + program.source.path)
            XCTFail("expected an error", file: file, line: line)
        } catch let error as RuntimeError {
            return error
        } catch {
            XCTFail("unexpected error type: \(error)", file: file, line: line)
        }
        return nil
    }
}

extension XCTestCase {
    /// Parses and runs `source` as `runners/test.rb` (really `test.rb` in the host's folder); `expected` is the output without its final newline
    /// (Swift multi-line literals drop it).
    func assertOutput(_ source: String, _ expected: String, host: EvaluatorTestHost = EvaluatorTestHost(),
                      file: StaticString = #filePath, line: UInt = #line) {
        let interpreter = Interpreter(host: host)
        do {
            _ = try interpreter.run(source: SourceText(path: "runners/test.rb", text: source), filePath: host.root.path + "/test.rb")
        } catch {
            XCTFail("unexpected error: \(error)\noutput so far:\n\(host.output)", file: file, line: line)
            return
        }
        XCTAssertEqual(host.output, expected + "\n", file: file, line: line)
    }

    /// Parses and runs `source` that must fail at run time; returns the error for its message and location.
    func sourceError(_ source: String, interpreter: Interpreter? = nil, host: EvaluatorTestHost = EvaluatorTestHost(),
                     file: StaticString = #filePath, line: UInt = #line) -> RuntimeError? {
        let interpreter = interpreter ?? Interpreter(host: host)
        do {
            _ = try interpreter.run(source: SourceText(path: "runners/test.rb", text: source), filePath: host.root.path + "/test.rb")
            XCTFail("expected an error", file: file, line: line)
        } catch let error as RuntimeError {
            return error
        } catch {
            XCTFail("unexpected error type: \(error)", file: file, line: line)
        }
        return nil
    }
}
