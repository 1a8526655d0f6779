import Diagnostics
import Foundation
import RunnerLanguage
import XCTest

/// Files Ruby reads although they are not clean UTF-8 text: a NUL, ^D or ^Z where a token would
/// start ends the program (a binary file that starts with one parses as empty), and invalid bytes
/// are allowed where Ruby never reads code (comments, past `__END__`, past such an end). In code or
/// a literal they are Ruby's `invalid multibyte char (UTF-8)`, at the same line. Each case's verdict
/// is what `ruby -c` says of the same bytes; with Ruby on PATH the test asks it again.
final class RubySourceBytesTests: XCTestCase {
    /// The bytes, and the line Ruby reports an error at (nil: Ruby parses the file).
    static let cases: [(name: String, bytes: [UInt8], errorLine: Int?)] = [
        ("invalid byte in a comment", Array("x = 1 # ".utf8) + [0xFF] + Array("\np x\n".utf8), nil),
        ("invalid byte in a string", Array("x = \"".utf8) + [0xFF] + Array("\"\n".utf8), 1),
        ("invalid byte in a symbol", Array("x = 1\ny = :".utf8) + [0xFF] + Array("\n".utf8), 2),
        ("invalid byte in a heredoc", Array("x = <<~E\n  ".utf8) + [0xFF] + Array("\nE\n".utf8), 2),
        ("invalid bytes past __END__", Array("x = 1\n__END__\n".utf8) + [0xFF, 0xFE, 0x00], nil),
        ("NUL where a token starts", Array("x = 1\n".utf8) + [0x00] + Array(" ((( not code\n".utf8), nil),
        ("^D where a token starts", Array("x = 1\n".utf8) + [0x04] + Array(" ((( not code\n".utf8), nil),
        ("^Z where a token starts", Array("x = 1\n".utf8) + [0x1A] + Array(" ((( not code\n".utf8), nil),
        ("a binary file starting with NUL", [0x00, 0x00, 0x01, 0x00, 0x04, 0x00, 0x40, 0x40, 0xFF, 0xD8, 0x89, 0x50], nil),
        ("NUL inside a string is a character", Array("x = \"a".utf8) + [0x00] + Array("b\"\np x\n".utf8), nil),
        ("invalid byte in an =begin comment", Array("=begin\n".utf8) + [0xC3] + Array("\n=end\nx = 1\n".utf8), nil),
    ]

    func testEachFileParsesOrFailsAsRubySays() {
        for (name, bytes, errorLine) in Self.cases {
            let source = SourceText.ruby(path: "t.rb", data: Data(bytes))
            do {
                _ = try RunnerParser.parse(source)
                XCTAssertNil(errorLine, "\(name): parsed, Ruby refuses it at line \(errorLine ?? 0)")
            } catch let diagnostic as Diagnostic {
                XCTAssertEqual(diagnostic.location?.line, errorLine, "\(name): \(diagnostic.rendered)")
                XCTAssertEqual(diagnostic.message, "invalid multibyte char (UTF-8)", name)
            } catch {
                XCTFail("\(name): \(error)")
            }
        }
    }

    func testAFileThatParsesRunsWhatComesBeforeItsEnd() throws {
        let host = EvaluatorTestHost()
        let interpreter = Interpreter(host: host)
        let bytes = Array("puts 'before'\n".utf8) + [0x04] + Array("\nputs 'after'\n".utf8)
        _ = try interpreter.run(try RunnerParser.parse(SourceText.ruby(path: "t.rb", data: Data(bytes))), filePath: "t.rb")
        XCTAssertEqual(host.output, "before\n")
    }

    func testTheVerdictsAreRubys() throws {
        guard let ruby = RubyReference.locate() else { throw XCTSkip("ruby is not installed; the recorded verdicts alone are checked") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ruby-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, (name, bytes, errorLine)) in Self.cases.enumerated() {
            let file = folder.appendingPathComponent("case\(index).rb")
            try Data(bytes).write(to: file)
            // Ruby's message quotes the invalid byte, so its output is read leniently.
            let process = Process()
            process.executableURL = ruby.executable
            process.arguments = ["-c", file.lastPathComponent]
            process.currentDirectoryURL = folder
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let said = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if let errorLine {
                XCTAssertNotEqual(process.terminationStatus, 0, "\(name): Ruby parses it")
                XCTAssertTrue(said.contains("case\(index).rb:\(errorLine): invalid multibyte char (UTF-8)"), "\(name): \(said)")
            } else {
                XCTAssertEqual(process.terminationStatus, 0, "\(name): \(said)")
            }
        }
    }
}
