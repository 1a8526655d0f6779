import Foundation

/// Where status lines go and where questions are answered. Actions never touch stdin/stdout
/// directly, so tests can script a conversation and the CLI can tell a terminal from a pipe.
public protocol Terminal: AnyObject {
    /// True when a person can answer questions (stdin is a terminal).
    var isInteractive: Bool { get }
    /// True when output goes to a terminal that shows colours (stdout is a TTY).
    var showsColors: Bool { get }
    func write(_ s: String)
    /// Writes UTF-8 bytes (a status line built as bytes); by default as the String they spell.
    func write(utf8 bytes: UnsafeBufferPointer<UInt8>)
    /// Shows `prompt` and reads one line without its newline; nil at end of input.
    func readLine(prompt: String) -> String?
}

extension Terminal {
    public var showsColors: Bool { false }

    public func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        write(String(decoding: bytes, as: UTF8.self))
    }
}

/// The process's own stdin and stdout.
public final class StandardTerminal: Terminal {
    public let isInteractive: Bool
    public let showsColors: Bool

    public init() {
        isInteractive = isatty(STDIN_FILENO) != 0
        showsColors = isatty(STDOUT_FILENO) != 0
    }

    /// A closed standard output does not kill the process: see `OutputStreams`.
    public func write(_ s: String) {
        OutputStreams.write(s, to: .output)
    }

    public func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        OutputStreams.write(utf8: bytes, to: .output)
    }

    public func readLine(prompt: String) -> String? {
        write(prompt)
        // The question must be on screen before the wait for its answer.
        OutputStreams.flush()
        return Swift.readLine(strippingNewline: true)
    }
}

/// A terminal for tests: answers come from a list, everything written is kept in `output`.
public final class ScriptedTerminal: Terminal {
    public var isInteractive: Bool
    public var showsColors: Bool
    public private(set) var output = ""
    /// Answers still to give, first first. When they run out, `readLine` returns nil (end of input).
    public var answers: [String]
    /// Every prompt shown, in order, so a test can check what was asked.
    public private(set) var prompts: [String] = []

    public init(interactive: Bool = false, colors: Bool = false, answers: [String] = []) {
        self.isInteractive = interactive
        self.showsColors = colors
        self.answers = answers
    }

    public func write(_ s: String) { output += s }

    public func readLine(prompt: String) -> String? {
        prompts.append(prompt)
        output += prompt
        guard !answers.isEmpty else { return nil }
        let answer = answers.removeFirst()
        output += answer + "\n"
        return answer
    }
}
