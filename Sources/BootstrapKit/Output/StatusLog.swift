import Diagnostics
import Foundation

/// The status lines every action prints, in Thor 1.2.1's `say_status` layout:
/// the status right-aligned in 12 columns, two spaces per nesting level plus two, then the
/// message (`      create  config/x.rb`). Further lines of a message line up under the first.
public final class StatusLog {
    public let format: OutputFormat
    public let quiet: Bool
    /// Colours only on a terminal, and never when NO_COLOR is set (https://no-color.org).
    public let colored: Bool
    /// Nested `apply` and verbose `inside` levels; each indents the message two more spaces.
    public var indentLevel: Int {
        get { storedIndent }
        set { storedIndent = max(0, newValue) }
    }
    private var storedIndent = 0
    private let sink: (String) -> Void
    /// The same destination taking the line's bytes, when it can (the run's terminal): a status
    /// line then goes out without becoming a String. Called directly, not through a closure over
    /// a weak reference, whose strong load and release cost more than laying the line out.
    private let byteTerminal: Terminal?
    /// The bytes of the status line being written, kept between lines: only its first bytes are
    /// the line, the rest is spare room (StatusLine.swift).
    var lineScratch: [UInt8] = []
    /// The bytes of a message composed piece by piece (`status(_:composing:)`), likewise reused.
    var messageScratch: [UInt8] = []
    /// Where notes go in text format: what bootstrap knows beyond Rails' status line (an edit that
    /// found nothing, a command that failed) goes beside the output, never in place of Rails' line.
    private let noteSink: (String) -> Void

    public convenience init(
        format: OutputFormat = .text, quiet: Bool = false, colored: Bool = false,
        notes: @escaping (String) -> Void = { OutputStreams.write($0, to: .error) },
        output: @escaping (String) -> Void
    ) {
        self.init(format: format, quiet: quiet, colored: colored, notes: notes, output: output, terminal: nil)
    }

    private init(
        format: OutputFormat, quiet: Bool, colored: Bool, notes: @escaping (String) -> Void,
        output: @escaping (String) -> Void, terminal: Terminal?
    ) {
        self.format = format
        self.quiet = quiet
        self.colored = colored && format == .text
        self.sink = output
        self.byteTerminal = terminal
        self.noteSink = notes
    }

    /// The log of a run: writes to the terminal, colours when the terminal shows them and Thor's
    /// `can_display_colors?` would: not when TERM is `dumb`, nor when NO_COLOR is set at all.
    /// `environment` nil reads the process's own: only the two variables, not the whole
    /// environment made a dictionary (a tenth of a small template's run).
    public convenience init(
        terminal: Terminal, options: RunOptions,
        environment: [String: String]? = nil,
        notes: @escaping (String) -> Void = { OutputStreams.write($0, to: .error) }
    ) {
        let variable: (String) -> String? = { name in environment.map { $0[name] } ?? ProcessEnvironment.value(of: name) }
        let colors = terminal.showsColors && variable("NO_COLOR") == nil && variable("TERM") != "dumb"
        self.init(
            format: options.format, quiet: options.quiet, colored: colors, notes: notes,
            output: { text in terminal.write(text) }, terminal: terminal)
    }

    /// `say_status`: one event. `color` nil takes the colour docs/actions.md gives the status.
    public func status(_ status: String, _ message: String, color: StatusColor? = nil) {
        guard !quiet else { return }
        if format == .text, let terminal = byteTerminal {
            var message = message
            if message.withUTF8({ writeSingleLine(status, $0, color: color, to: terminal) }) { return }
        }
        statusThroughText(status, message, color: color)
    }

    /// `status` with a message that `compose` appends as bytes (a gem's `name (versions)`): the
    /// usual one-line message goes out without ever becoming a String.
    func status(_ status: String, color: StatusColor? = nil, composing compose: (inout [UInt8]) -> Void) {
        guard !quiet else { return }
        messageScratch.removeAll(keepingCapacity: true)
        compose(&messageScratch)
        if format == .text, let terminal = byteTerminal,
            messageScratch.withUnsafeBufferPointer({ writeSingleLine(status, $0, color: color, to: terminal) }) {
            return
        }
        statusThroughText(status, messageScratch.utf8Text, color: color)
    }

    /// Every status line the byte path does not write: JSON, a log without a terminal, and messages
    /// of several lines.
    private func statusThroughText(_ status: String, _ message: String, color: StatusColor?) {
        switch format {
        case .json:
            sink(JSONEvent.line([("status", .string(status)), ("message", .string(message))]))
        case .text:
            let color = colored ? (color ?? StatusColor.default(forStatus: status)) : nil
            let line = Self.layout(status: status, message: message, indent: storedIndent, color: color)
            if let byteTerminal { byteTerminal.write(line) } else { sink(line) }
        }
    }

    /// `say`: plain text indented by the nesting level, a newline added unless it ends in a space
    /// or tab (as Thor's `say` does).
    public func say(_ text: String, color: StatusColor? = nil) {
        guard !quiet else { return }
        switch format {
        case .json:
            sink(JSONEvent.line([("status", .string("say")), ("message", .string(text))]))
        case .text:
            var line = TerminalText.escaped(text)
            if colored, let color { line = color.ansi + line + StatusColor.clear }
            line = String(repeating: "  ", count: storedIndent) + line
            if !(text.hasSuffix(" ") || text.hasSuffix("\t") || text.hasSuffix("\n")) { line += "\n" }
            sink(line)
        }
    }

    /// Thor's `say_error`: `say`, to standard error (a `say_error` event in JSON), escaped as `say` is.
    public func sayError(_ text: String, color: StatusColor? = nil) {
        guard !quiet else { return }
        switch format {
        case .json:
            sink(JSONEvent.line([("status", .string("say_error")), ("message", .string(text))]))
        case .text:
            var line = TerminalText.escaped(text)
            if colored, let color { line = color.ansi + line + StatusColor.clear }
            line = String(repeating: "  ", count: storedIndent) + line
            if !(text.hasSuffix(" ") || text.hasSuffix("\t") || text.hasSuffix("\n")) { line += "\n" }
            noteSink(line)
        }
    }

    /// Thor's `error(statement)`: the text on standard error, escaped, even under `--quiet`.
    public func errorOutput(_ text: String) {
        switch format {
        case .json: sink(JSONEvent.line([("status", .string("error_output")), ("message", .string(text))]))
        case .text: noteSink(TerminalText.escaped(text))
        }
    }

    /// What a template prints (`puts`, `print`, `p`, `print_table`), under the current status
    /// line, its control characters escaped (`TerminalText`) on a terminal and in a pipe alike.
    /// JSON turns it into an `output` event so the stream stays one object per line.
    public func output(_ text: String) {
        guard !quiet, !text.isEmpty else { return }
        switch format {
        case .json: sink(JSONEvent.line([("status", .string("output")), ("message", .string(text))]))
        case .text: sink(TerminalText.escaped(text))
        }
    }

    /// A command's own output, as the command wrote it: the user consented to the command, which
    /// could as well write to the terminal itself, and escaping would break its colours and
    /// progress lines (docs/safety.md, "The terminal shows the truth").
    public func commandOutput(_ text: String) {
        guard !quiet, !text.isEmpty else { return }
        switch format {
        case .json: sink(JSONEvent.line([("status", .string("output")), ("message", .string(text))]))
        case .text: sink(text)
        }
    }

    /// A warning or note the run found after printing Rails' status line (`unchanged`, a failed
    /// command): located and rendered on standard error, or a JSON event in the stream. Shown
    /// under `--quiet` too, as errors are: it says the run did not do what the template asked.
    public func note(_ diagnostic: Diagnostic) {
        switch format {
        case .json: error(diagnostic)
        case .text: noteSink(diagnostic.rendered + "\n")
        }
    }

    /// An error is shown even under `--quiet`: the user must learn why the run failed.
    public func error(_ diagnostic: Diagnostic) {
        switch format {
        case .json:
            var fields: [(String, JSONEvent.Field)] = [
                ("status", .string(diagnostic.severity == .error ? "error" : diagnostic.severity.rawValue)),
                ("message", .string(diagnostic.message)), ("code", .string(diagnostic.code.rawValue)),
            ]
            if let location = diagnostic.location {
                fields += [("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))]
            }
            sink(JSONEvent.line(fields))
        case .text:
            var text = diagnostic.rendered
            if colored { text = StatusColor.red.ansi + text + StatusColor.clear }
            sink(text + "\n")
        }
    }

    /// Thor::Shell::Basic#say_status's text for one event, the status and the message (after
    /// Thor's `chomp`) shown escaped (`TerminalText`).
    static func layout(status: String, message: String, indent: Int, color: StatusColor?) -> String {
        var out: [UInt8] = []
        appendLayout(status: status, message: message, indent: indent, color: color, to: &out)
        return out.utf8Text
    }

    /// Spaces for the usual widths, copied instead of repeated one by one.
    private static let blanks = [UInt8](repeating: UInt8(ascii: " "), count: 32)

    private static func appendBlanks(_ count: Int, to out: inout [UInt8]) {
        if count <= blanks.count {
            blanks.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
        } else {
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
        }
    }

    /// `layout`, appended to `out` as bytes.
    static func appendLayout(status: String, message: String, indent: Int, color: StatusColor?, to out: inout [UInt8]) {
        // An ASCII status without "\r" (whose "\r\n" is one Character) has as many Characters as
        // bytes, and counting bytes costs no grapheme breaking.
        var status = TerminalText.escaped(status)
        let width = status.withUTF8 { bytes in
            bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) ? bytes.count : nil
        } ?? status.count
        let padding = max(0, 12 - width)
        var body = message
        // Only a message whose last byte is "\n" or "\r" can end in one of those Characters (a line
        // break never joins what follows it), so the others skip the three Character comparisons.
        if let last = body.utf8.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") {
            if body.hasSuffix("\r\n") { body.removeLast(1) } else if body.hasSuffix("\n") || body.hasSuffix("\r") { body.removeLast() }
        }
        body = TerminalText.escaped(body)
        // Most messages are one line: a byte check skips splitting them. components(separatedBy:)
        // splits inside "\r\n" too, which Character splitting would not.
        if body.withUTF8({ $0.contains(UInt8(ascii: "\n")) }) {
            // Counted as Characters of the padded status, as Thor measures it.
            let padded = String(repeating: " ", count: padding) + status
            let margin = String(repeating: " ", count: padded.count + 2 * (indent + 1))
            body = body.components(separatedBy: "\n").joined(separator: "\n" + margin)
        }
        out.reserveCapacity(out.count + padding + 2 * (indent + 1) + body.utf8.count + 32)
        if let color {
            out.appendUTF8(StatusColor.bold.ansi)
            out.appendUTF8(color.ansi)
        }
        appendBlanks(padding, to: &out)
        status.withUTF8 { out.append(contentsOf: $0) }
        if color != nil { out.appendUTF8(StatusColor.clear) }
        appendBlanks(2 * (indent + 1), to: &out)
        out.appendUTF8(body)
        out.append(UInt8(ascii: "\n"))
    }
}
