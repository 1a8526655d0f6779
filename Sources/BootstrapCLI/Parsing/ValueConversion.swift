/// How the text given to an option becomes the value a command uses: `--format json` becomes
/// `.json`, `--set a=b` a key and a value. A conversion that fails says what the option takes,
/// and the parser turns that into `--format takes text or json, got 'xml'`.
public struct ValueConversion<Value> {
    /// What the option takes, for the error message (`text or json`, `KEY=VALUE`).
    public let expected: String
    /// The value, or why the text is refused.
    public let convert: (String) -> Result<Value, ValueRejection>

    /// A conversion whose only refusal is "takes EXPECTED, got 'TEXT'" (nil from `convert`).
    public init(expected: String, convert: @escaping (String) -> Value?) {
        self.expected = expected
        self.convert = { text in convert(text).map(Result.success) ?? .failure(ValueRejection(expected: expected)) }
    }

    /// A conversion that says itself what is wrong with each text it refuses.
    public init(expected: String, checking convert: @escaping (String) -> Result<Value, ValueRejection>) {
        self.expected = expected
        self.convert = convert
    }
}

/// A value a conversion refused: either what the option takes (the parser adds the flag and the
/// value given: `--format takes text or json, got 'xml'`) or a sentence of its own (`problem`).
public struct ValueRejection: Error {
    public var expected: String
    public var problem: String?
    /// A located error in what the value names (a line of the file `--answers` reads), rendered
    /// as every input error is: `FILE:LINE:COL: message`, the line, a caret. Printed as it is.
    public var located: String?

    public init(expected: String, problem: String? = nil, located: String? = nil) {
        self.expected = expected
        self.problem = problem
        self.located = located
    }

    /// The message for `subject` (`--format`, `new PATH`) given `text`.
    func message(for subject: String, given text: String) -> String {
        problem.map { "\(subject): \($0)" } ?? "\(subject) takes \(expected), got '\(text)'"
    }
}

extension ValueConversion where Value == String {
    /// Any text, the empty one included.
    public static var text: ValueConversion { ValueConversion(expected: "a value") { $0 } }

    /// Any text but the empty one (`-m ""`, `new ""`): an empty name is always a mistake.
    public static func nonEmpty(_ what: String) -> ValueConversion {
        ValueConversion(expected: what) { $0.isEmpty ? nil : $0 }
    }
}

extension ValueConversion where Value == [String] {
    /// `a,b,c`: the comma-separated names, trimmed; at least one, none of them empty.
    public static func commaSeparated(_ what: String) -> ValueConversion {
        ValueConversion(expected: what) { text in
            let names = text.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            return names.contains(where: \.isEmpty) ? nil : names
        }
    }
}

/// `KEY=VALUE`, KEY not empty; VALUE may be empty and may hold more `=`.
public struct KeyValue: Equatable, Sendable {
    public var key: String
    public var value: String
}

extension ValueConversion where Value == KeyValue {
    public static var keyValue: ValueConversion {
        ValueConversion(expected: "KEY=VALUE") { text in
            guard let eq = text.firstIndex(of: "="), eq != text.startIndex else { return nil }
            return KeyValue(key: String(text[..<eq]), value: String(text[text.index(after: eq)...]))
        }
    }
}

extension ValueConversion {
    /// One of a few words, each meaning a value (`text` → `.text`), listed in the order given.
    public static func choice(_ choices: KeyValuePairs<String, Value>) -> ValueConversion {
        // `a`, `a or b`, `a, b or c`, built by hand: `joined` on Strings is generic at run time (its
        // witnesses looked up on first use, a twentieth of `bootstrap --version`).
        let words = choices.map(\.key)
        var expected = ""
        for (index, word) in words.enumerated() {
            if index > 0 { expected += index == words.count - 1 ? " or " : ", " }
            expected += word
        }
        return ValueConversion(expected: expected) { text in choices.first { $0.key == text }?.value }
    }
}

import Foundation
