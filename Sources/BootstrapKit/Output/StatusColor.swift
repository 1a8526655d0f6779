/// The colours Thor's `set_color` knows, as ANSI escapes. Status words are bold and coloured,
/// `say` text only coloured, exactly as Thor::Shell::Color does.
public enum StatusColor: String, CaseIterable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case bold

    /// Accepts the symbol names templates pass (`:green`, `"red"`); nil for an unknown colour.
    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }

    public var ansi: String {
        switch self {
        case .black: return "\u{1B}[30m"
        case .red: return "\u{1B}[31m"
        case .green: return "\u{1B}[32m"
        case .yellow: return "\u{1B}[33m"
        case .blue: return "\u{1B}[34m"
        case .magenta: return "\u{1B}[35m"
        case .cyan: return "\u{1B}[36m"
        case .white: return "\u{1B}[37m"
        case .bold: return "\u{1B}[1m"
        }
    }

    static let clear = "\u{1B}[0m"

    /// The colour docs/actions.md gives a status word when the caller names none.
    public static func `default`(forStatus status: String) -> StatusColor {
        switch status {
        case "identical", "exist": return .blue
        case "force", "skip", "unchanged": return .yellow
        case "conflict", "error", "file_clash": return .red
        default: return .green
        }
    }
}
