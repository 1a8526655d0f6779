import Foundation
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
        var out: [UInt8] = []
        appendRendered(quoting, to: &out)
        return out.utf8Text
    }

    /// `rendered`, appended to `out`.
    func appendRendered(_ quoting: GemfileQuoting, to out: inout [UInt8]) {
        if case .string(let s) = self { return quoting.appendQuoted(s, to: &out) }
        appendInspect(to: &out)
    }

    /// Ruby's `inspect` (arrays use it for their elements, so strings in arrays get double quotes, as in Ruby).
    var inspect: String {
        var out: [UInt8] = []
        appendInspect(to: &out)
        return out.utf8Text
    }

    /// `inspect`, appended to `out`.
    func appendInspect(to out: inout [UInt8]) {
        switch self {
        case .string(let s): out.appendUTF8(StringText.inspect(s))
        case .symbol(let s):
            // `:development`, the symbols Gemfile options hold, written without building Strings.
            if !Self.appendPlainSymbol(s, to: &out) { out.appendUTF8(SymbolText.inspect(s)) }
        case .bool(let b): out.appendUTF8(b ? "true" : "false")
        case .integer(let i): out.appendUTF8(String(i))
        case .nil: out.appendUTF8("nil")
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for index in items.indices {
                if index > 0 {
                    out.append(UInt8(ascii: ","))
                    out.append(UInt8(ascii: " "))
                }
                // A plain symbol (`group: [:development, :test]`) without a recursive call per item.
                if case .symbol(let s) = items[index], Self.appendPlainSymbol(s, to: &out) { continue }
                items[index].appendInspect(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
    }
}

extension GemOptionValue {
    /// Appends `:name` for a symbol made of an ASCII letter or `_` then letters, digits and `_`,
    /// which `SymbolText.inspect` shows unquoted whatever else it checks; false (nothing appended)
    /// for any other symbol, which it decides.
    static func appendPlainSymbol(_ name: String, to out: inout [UInt8]) -> Bool {
        var name = name
        return name.withUTF8 { bytes -> Bool in
            guard let first = bytes.first, first == UInt8(ascii: "_") || isASCIILetter(first) else { return false }
            for b in bytes.dropFirst() {
                guard b == UInt8(ascii: "_") || isASCIILetter(b) || (b >= 0x30 && b <= 0x39) else { return false }
            }
            out.append(UInt8(ascii: ":"))
            out.append(contentsOf: bytes)
            return true
        }
    }

    private static func isASCIILetter(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
    }
}

/// Which quotes a Gemfile's strings get: Rails 6.1 writes single quotes; a Gemfile already written
/// with double quotes (Rails 7+ style) keeps getting double quotes so it stays consistent.
public enum GemfileQuoting: Equatable {
    case single
    case double

    /// Rails 6.1 `quote`: `'text'`, or `inspect` (double quotes, escapes) when the text holds a `'`.
    func quote(_ s: String) -> String {
        var out: [UInt8] = []
        appendQuoted(s, to: &out)
        return out.utf8Text
    }

    /// `quote`, appended to `out`.
    func appendQuoted(_ s: String, to out: inout [UInt8]) {
        if self == .single && Self.appendSingleQuoted(s, to: &out) { return }
        out.appendUTF8(StringText.inspect(s))
    }

    /// `'text'` appended from the text's bytes in one pass when it holds no `'` (true); false,
    /// with nothing appended, when it does.
    private static func appendSingleQuoted(_ s: String, to out: inout [UInt8]) -> Bool {
        var s = s
        return s.withUTF8 { bytes -> Bool in
            if let base = bytes.baseAddress, memchr(base, 0x27, bytes.count) != nil { return false }
            out.append(0x27)
            out.append(contentsOf: bytes)
            out.append(0x27)
            return true
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
