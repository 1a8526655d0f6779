import Diagnostics

/// Files parsed before a run, kept for the run that reaches them, so that each file is parsed once:
/// the pre-run check parses the files a runner `apply`s or `require_relative`s, and the run takes
/// those programs instead of parsing the same text again. A program is handed over once; a file run
/// a second time is parsed again, as every run of it was.
public final class ParsedPrograms {
    /// By the display path of their source, the name errors in them are reported under.
    private var programs: [String: Program] = [:]

    public init() {}

    /// Keeps a parsed program for the run.
    public func keep(_ program: Program) {
        programs[program.source.path] = program
    }

    /// The program of `source`: the one kept for the same display path and the same text (parsing
    /// that would build the same tree), else parsed now. Syntax errors are thrown as the parser throws them.
    public func parse(_ source: SourceText) throws -> Program {
        if let kept = programs.removeValue(forKey: source.path), kept.source.text == source.text { return kept }
        return try RunnerParser.parse(source)
    }
}
