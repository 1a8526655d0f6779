import Diagnostics
import Foundation
import XCTest

@testable import RunnerLanguage

/// The smallest interpreter context the built-ins need: `send` dispatches to the built-ins themselves,
/// errors are located at a fixed place, and `$~` is recorded.
final class BuiltinsTestContext: CallContext, LastMatchRecording {
    let location = SourceLocation(file: "runners/test.rb", line: 1, column: 1)
    var lastMatch: MatchDataValue?

    func send(_ receiver: Value, _ name: String, _ arguments: Arguments) throws -> Value {
        guard let result = try Builtins.call(receiver, name, arguments, self) else {
            throw RuntimeError("NoMethodError", "undefined method `\(name)' for \(receiver.inspect):\(receiver.className)", at: location)
        }
        return result
    }

    func call(_ name: String, _ arguments: Arguments) throws -> Value {
        throw RuntimeError("NoMethodError", "undefined method `\(name)' for main:Object", at: location)
    }

    func error(_ className: String, _ message: String) -> RuntimeError {
        RuntimeError(className, message, at: location)
    }

    func setLastMatch(_ match: MatchDataValue?) { lastMatch = match }
}

/// Helpers for tests whose expected values were recorded from `ruby -ractive_support/all` 3.1.
class BuiltinsTestCase: XCTestCase {
    let context = BuiltinsTestContext()

    /// Calls `receiver.method(args)` and compares the result's `inspect` (or `!Class: message` for a raised
    /// error) and the receiver's `inspect` afterwards with what Ruby printed for `ruby`.
    func check(
        _ ruby: String, _ receiver: Value, _ method: String, _ args: [Value], kw: HashBox? = nil, block: ProcValue? = nil,
        then chained: String? = nil, _ expected: String, after: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let actual: String
        do {
            if var result = try Builtins.call(receiver, method, Arguments(positional: args, keywords: kw, block: block), context) {
                // Where Ruby returns an Enumerator, the built-ins return the array it would list.
                if let chained { result = try context.send(result, chained, Arguments()) }
                actual = result.inspect
            } else {
                actual = "!NoMethodError: undefined method `\(method)'"
            }
        } catch let error as RuntimeError {
            actual = "!\(error.className): \(error.message)"
        }
        XCTAssertEqual(actual, expected, ruby, file: file, line: line)
        XCTAssertEqual(receiver.inspect, after, "receiver after " + ruby, file: file, line: line)
    }

    func re(_ source: String, _ options: String = "") -> Value {
        do { return .regexp(try RegexpCompiler.compile(source, options: options)) } catch {
            XCTFail("regexp /\(source)/ did not compile: \(error)")
            return .nil
        }
    }

    /// The MatchData of `regexp.match(string)`.
    func md(_ regexp: Value, _ string: String) -> Value {
        do {
            return try Builtins.call(regexp, "match", Arguments(positional: [.str(string)]), context) ?? .nil
        } catch {
            XCTFail("match failed: \(error)")
            return .nil
        }
    }

    /// A block with `count` parameters; like the evaluator's blocks, one array argument is spread over
    /// two or more parameters (`|k, v|`).
    func blk(_ count: Int, _ body: @escaping ([Value]) throws -> Value) -> ProcValue {
        ProcValue(isLambda: false, arity: count, parameterCount: count, location: nil) { arguments in
            var values = arguments.positional
            if count >= 2, values.count == 1, case .array(let a) = values[0] { values = a.elements }
            while values.count < count { values.append(.nil) }
            return try body(values)
        }
    }

    /// `receiver.name(*args)` through the context, for block bodies.
    func op(_ receiver: Value, _ name: String, _ args: Value...) throws -> Value {
        try context.send(receiver, name, Arguments(positional: args))
    }
}

func frozenString(_ text: String) -> Value {
    let box = StringBox(text)
    box.frozen = true
    return .string(box)
}

func frozenArray(_ elements: [Value]) -> Value {
    let box = ArrayBox(elements)
    box.frozen = true
    return .array(box)
}

func frozenHash(_ pairs: [(Value, Value)]) -> Value {
    let box = HashBox(pairs)
    box.frozen = true
    return .hash(box)
}
