/// The usage text, derived from the declarations: the overview lists every command with its
/// usage line and summary; `help COMMAND` (and `COMMAND --help`) shows its usage line, its
/// discussion, its arguments and every flag it takes, with the help each declaration carries.
public struct HelpText {
    public let parser: CommandLineParser
    /// The first lines of the overview (what the tool is).
    public let title: String
    /// The last lines of the overview (exit codes).
    public let footer: String

    public init(parser: CommandLineParser, title: String, footer: String) {
        self.parser = parser
        self.title = title
        self.footer = footer
    }

    /// The always-available help flag, shown last in every command's options.
    static let helpRow = ("-h, --help", "show this help")

    public func usageLine(_ command: CommandDeclaration) -> String {
        var parts = ["bootstrap", command.name] + command.arguments.map(\.usage)
        if !parser.flags(of: command.name).isEmpty { parts.append("[options]") }
        return parts.joined(separator: " ")
    }

    public var overview: String {
        var lines = [title, "", "Usage:"]
        let usages = parser.commands.map { usageLine($0) }
        let width = usages.map(\.count).max() ?? 0
        for (command, usage) in zip(parser.commands, usages) {
            lines.append("  " + usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary)
        }
        for (command, pairs) in Dictionary(grouping: parser.aliases, by: \.value).sorted(by: { $0.key < $1.key }) {
            lines.append("  bootstrap " + pairs.map(\.key).sorted().joined(separator: " | ") + "  (the same as \(command))")
        }
        lines += ["", footer, "", "Run 'bootstrap help COMMAND' or 'bootstrap COMMAND --help' for the options of a command."]
        return lines.joined(separator: "\n") + "\n"
    }

    public func help(for command: CommandDeclaration) -> String {
        var lines = ["Usage: " + usageLine(command), ""]
        if !command.discussion.isEmpty { lines += [command.discussion, ""] }
        if !command.arguments.isEmpty {
            lines.append("Arguments:")
            lines += Self.rows(command.arguments.map { ($0.name, $0.help) })
            lines.append("")
        }
        lines.append("Options:")
        let flagRows = parser.flags(of: command.name).map { flag -> (String, String) in
            let short = flag.names.filter { !$0.hasPrefix("--") }
            let long = flag.names.filter { $0.hasPrefix("--") }
            var left = short.isEmpty ? "    " : short.joined(separator: ", ") + ", "
            left += long.joined(separator: ", ")
            if let valueName = flag.valueName { left += " " + valueName }
            return (left, flag.help + (flag.repeatable ? "; repeatable" : ""))
        }
        lines += Self.rows(flagRows + [Self.helpRow])
        return lines.joined(separator: "\n") + "\n"
    }

    /// Two columns; the help of a long left column starts on the next line, and the help's own
    /// lines are indented under the first.
    static func rows(_ rows: [(String, String)]) -> [String] {
        let widest = 26
        let width = min(widest, rows.map(\.0.count).filter { $0 <= widest }.max() ?? 0)
        let indent = String(repeating: " ", count: width + 4)
        var lines: [String] = []
        for (left, help) in rows {
            let helpLines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if left.count > width {
                lines.append("  " + left)
                lines += helpLines.map { indent + $0 }
            } else {
                lines.append("  " + left.padding(toLength: width + 2, withPad: " ", startingAt: 0) + helpLines[0])
                lines += helpLines.dropFirst().map { indent + $0 }
            }
        }
        return lines
    }
}

import Foundation
