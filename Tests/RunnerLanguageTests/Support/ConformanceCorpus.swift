import Foundation

/// The error a negative case (`errors/NNN-name.rb`) must raise, read from its `.err` file:
/// line 1 `LINE:COL`, line 2 the class (`SyntaxError` for parse errors), then one or more
/// substrings the message must contain.
struct ExpectedError: Equatable {
    var line: Int
    var column: Int
    var className: String
    var messageFragments: [String]

    var isSyntaxError: Bool { className == "SyntaxError" }

    /// Parses the `.err` format; nil (with the reason) when the file is malformed, so a typo in a
    /// fixture is reported as such instead of as an interpreter failure.
    static func parse(_ text: String) -> Result<ExpectedError, CorpusError> {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.isEmpty }
        guard lines.count >= 3 else {
            return .failure(CorpusError("expected LINE:COL, a class name and at least one message fragment"))
        }
        let position = lines[0].split(separator: ":")
        guard position.count == 2, let line = Int(position[0]), let column = Int(position[1]), line > 0, column > 0
        else {
            return .failure(CorpusError("first line must be LINE:COL, got '\(lines[0])'"))
        }
        return .success(
            ExpectedError(line: line, column: column, className: lines[1], messageFragments: Array(lines[2...])))
    }
}

struct CorpusError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// One script of the corpus and what it must do.
struct ConformanceCase {
    enum Expectation {
        case output(String)
        case error(ExpectedError)
        /// The fixture itself is broken (missing or malformed expectation file).
        case invalid(CorpusError)
    }

    let area: String
    let name: String
    let script: URL
    let source: String
    let expectation: Expectation

    /// How the case is named in failures and in the SourceText the interpreter sees: `strings/004-heredoc.rb`.
    var displayPath: String { "\(area)/\(name).rb" }
}

/// The corpus on disk: `Conformance/<area>/<NNN-name>.rb` beside `.out` or (under `errors/`) `.err` files.
struct ConformanceCorpus {
    static let errorsArea = "errors"

    let root: URL

    /// `testFile` is the `#filePath` of a test source in Tests/RunnerLanguageTests.
    init(testFile: String) {
        var directory = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        if directory.lastPathComponent == "Support" { directory.deleteLastPathComponent() }
        root = directory.appendingPathComponent("Conformance", isDirectory: true)
    }

    /// Every area folder, sorted.
    func areas() throws -> [String] {
        let entries = try FileManager.default.contentsOfDirectory(atPath: root.path)
        return entries.filter { entry in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: root.appendingPathComponent(entry).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }

    /// The cases of one area in file-name order.
    func cases(in area: String) throws -> [ConformanceCase] {
        let folder = root.appendingPathComponent(area, isDirectory: true)
        let scripts = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".rb") }.sorted()
        return try scripts.map { file in
            let name = String(file.dropLast(3))
            let script = folder.appendingPathComponent(file)
            let source = try String(contentsOf: script, encoding: .utf8)
            return ConformanceCase(
                area: area, name: name, script: script, source: source,
                expectation: expectation(for: name, in: folder, isErrorCase: area == Self.errorsArea))
        }
    }

    private func expectation(for name: String, in folder: URL, isErrorCase: Bool) -> ConformanceCase.Expectation {
        let file = folder.appendingPathComponent(name + (isErrorCase ? ".err" : ".out"))
        guard let data = FileManager.default.contents(atPath: file.path),
            let text = String(data: data, encoding: .utf8)
        else {
            return .invalid(
                CorpusError(
                    "missing \(file.lastPathComponent)" + (isErrorCase ? "" : " (run Conformance/record.sh)")))
        }
        guard isErrorCase else { return .output(text) }
        switch ExpectedError.parse(text) {
        case .success(let expected): return .error(expected)
        case .failure(let problem): return .invalid(CorpusError("\(file.lastPathComponent): \(problem)"))
        }
    }
}
