import Diagnostics
import Foundation

/// Files parsed before a run, kept for the run that reaches them, so that each file is parsed once:
/// the pre-run check parses the files a runner `apply`s or `require_relative`s, and the run takes
/// those programs instead of parsing the same text again. A program is handed over once; a file run
/// a second time is parsed again, as every run of it was. The check may still be keeping programs
/// while the run takes them (a large template's check runs alongside it), hence the lock.
public final class ParsedPrograms: @unchecked Sendable {
    /// By the display path of their source, the name errors in them are reported under (under `lock`).
    private var programs: [String: Program] = [:]
    private let lock = NSLock()

    public init() {}

    /// Keeps a parsed program for the run.
    public func keep(_ program: Program) {
        lock.lock()
        programs[program.source.path] = program
        lock.unlock()
    }

    /// The program of `source`: the one kept for the same display path and the same text (parsing
    /// that would build the same tree), else parsed now. Syntax errors are thrown as the parser throws them.
    public func parse(_ source: SourceText) throws -> Program {
        lock.lock()
        let kept = programs.removeValue(forKey: source.path)
        lock.unlock()
        if let kept, kept.source.text == source.text { return kept }
        return try RunnerParser.parse(source)
    }
}
