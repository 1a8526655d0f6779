import RunnerLanguage

/// The value of one option in a `gem` line (`group: [:test]`, `require: false`, `git: '…'`),
/// rendered as Rails renders it: Rails' `quote` for a top-level string, Ruby's `inspect` for the rest.
public indirect enum GemOptionValue: Equatable {
    case string(String)
    case symbol(String)
    case bool(Bool)
    case integer(Int)
    case `nil`
    case array([GemOptionValue])

    /// `quote(value)` of Rails' generator actions for a value inside an options hash.
    func rendered(_ quoting: GemfileQuoting) -> String {
        if case .string(let s) = self { return quoting.quote(s) }
        return inspect
    }

    /// Ruby's `inspect` (arrays use it for their elements, so strings in arrays get double quotes, as in Ruby).
    var inspect: String {
        switch self {
        case .string(let s): return StringText.inspect(s)
        case .symbol(let s): return SymbolText.inspect(s)
        case .bool(let b): return b ? "true" : "false"
        case .integer(let i): return String(i)
        case .nil: return "nil"
        case .array(let items): return "[" + items.map(\.inspect).joined(separator: ", ") + "]"
        }
    }
}

/// Which quotes a Gemfile's strings get: Rails 6.1 writes single quotes; a Gemfile already written
/// with double quotes (Rails 7+ style) keeps getting double quotes so it stays consistent.
public enum GemfileQuoting: Equatable {
    case single
    case double

    /// Rails 6.1 `quote`: `'text'`, or `inspect` (double quotes, escapes) when the text holds a `'`.
    func quote(_ s: String) -> String {
        switch self {
        case .single: return s.utf8.contains(0x27) ? StringText.inspect(s) : "'\(s)'"
        case .double: return StringText.inspect(s)
        }
    }
}

extension GemOptionValue {
    /// Converts a script's option value (`group: :test`, `require: false`, `platforms: [:mri]`),
    /// or nil for values a Gemfile line cannot hold (hashes, procs, objects…), which the action
    /// glue reports as an ArgumentError. Nesting is bounded by the values scripts can build.
    public init?(_ value: Value) {
        switch value {
        case .nil: self = .nil
        case .bool(let b): self = .bool(b)
        case .integer(let i): self = .integer(i)
        case .string(let s): self = .string(s.value)
        case .symbol(let s): self = .symbol(s)
        case .array(let a):
            var items: [GemOptionValue] = []
            for element in a.elements {
                // Arrays of arrays are not Bundler options; refusing them also bounds the recursion.
                if case .array = element { return nil }
                guard let item = GemOptionValue(element) else { return nil }
                items.append(item)
            }
            self = .array(items)
        default: return nil
        }
    }
}
