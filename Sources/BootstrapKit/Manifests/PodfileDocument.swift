import Foundation
import Diagnostics
import RubyText

/// A config's pods written into the project's Podfile, each line as CocoaPods' Podfile syntax
/// reference writes it (guides.cocoapods.org/syntax/podfile, `pod`):
///
///     pod 'Alamofire', '~> 5.8'
///     pod 'Objection', '> 0.1', '< 0.2'
///     pod 'AFNetworking', :git => 'https://github.com/gowalla/AFNetworking.git', :branch => 'dev'
///     pod 'PonyDebugger', :configurations => ['Debug', 'Beta']
///     pod 'SSZipArchive', :modular_headers => true
///
/// A pod goes inside a `target '…' do` block (the pod's `target:`, else the Podfile's first
/// target): after the block's last `pod` line, else after its opening settings (`use_frameworks!`
/// and the like), before any nested target. A pod already declared directly in that block is
/// `identical` when its line is the same, and otherwise replaced in place — never written twice,
/// as gems in the Gemfile.
public final class PodfileDocument {
    public static let fileName = "Podfile"
    public private(set) var lines: [String]
    private let trailingNewline: Bool

    public init(text: String) {
        var lines = RubyLines.pieces(text)
        trailingNewline = text.hasSuffix("\n")
        if trailingNewline { lines.removeLast() }
        self.lines = lines
    }

    public var text: String { lines.joined(separator: "\n") + (trailingNewline ? "\n" : "") }

    public enum Change: Equatable {
        case added, replaced, identical
    }

    /// `pod 'Name', 'requirement', …, :option => value, …`
    public static func line(for pod: PodDependency) -> String {
        var parts = ["pod " + quoted(pod.name)] + pod.requirements.map(quoted)
        for (key, value) in pod.options {
            parts.append(":\(key) => " + render(value))
        }
        return parts.joined(separator: ", ")
    }

    public func add(_ pod: PodDependency) throws -> Change {
        let wanted = Self.line(for: pod)
        guard let block = targetBlock(named: pod.target) else {
            let message = pod.target.map { "the Podfile has no `target '\($0)' do` block" }
                ?? "the Podfile has no `target '…' do` block to add it to"
            throw Diagnostic(code: DiagnosticCode.podfile, message: "cannot add the pod \(pod.name): \(message)", at: pod.location)
        }
        let indentation = String(repeating: " ", count: block.indent + 2)
        var lastPod: Int?
        var firstNested: Int?
        var depth = 0
        for index in block.start + 1..<block.end {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if depth == 0, let name = Self.podName(trimmed) {
                if name == pod.name {
                    if lines[index] == indentation + wanted { return .identical }
                    lines[index] = indentation + wanted
                    return .replaced
                }
                lastPod = index
            }
            if Self.opensBlock(trimmed) {
                if depth == 0, firstNested == nil { firstNested = index }
                depth += 1
            } else if trimmed == "end" {
                depth -= 1
            }
        }
        var at: Int
        if let lastPod {
            at = lastPod + 1
        } else {
            at = firstNested ?? block.end
            // Right after the block's settings: blank lines before a nested target or the `end` stay there.
            while at > block.start + 1, lines[at - 1].trimmingCharacters(in: .whitespaces).isEmpty { at -= 1 }
        }
        lines.insert(indentation + wanted, at: at)
        return .added
    }

    // MARK: - Reading the Podfile

    /// The `target 'name' do` line (the first target's when `name` is nil), its `end` line and its indentation.
    private func targetBlock(named name: String?) -> (start: Int, end: Int, indent: Int)? {
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let target = Self.targetName(trimmed), name == nil || target == name else { continue }
            var depth = 0
            for end in index + 1..<lines.count {
                let inner = lines[end].trimmingCharacters(in: .whitespaces)
                if Self.opensBlock(inner) {
                    depth += 1
                } else if inner == "end" {
                    if depth == 0 { return (index, end, line.prefix { $0 == " " }.count) }
                    depth -= 1
                }
            }
            return nil
        }
        return nil
    }

    /// `MyApp` of `target 'MyApp' do` (or `"MyApp"`, or `:MyApp`).
    static func targetName(_ trimmed: String) -> String? {
        guard trimmed.hasPrefix("target "), trimmed.hasSuffix(" do") else { return nil }
        let name = trimmed.dropFirst("target ".count).dropLast(" do".count).trimmingCharacters(in: .whitespaces)
        if name.hasPrefix(":") { return String(name.dropFirst()) }
        guard name.count >= 2, let first = name.first, first == "'" || first == "\"", name.last == first else { return nil }
        return String(name.dropFirst().dropLast())
    }

    /// The name of a `pod 'Name'…` line.
    static func podName(_ trimmed: String) -> String? {
        guard trimmed.hasPrefix("pod "), let quote = trimmed.dropFirst(4).first, quote == "'" || quote == "\"" else { return nil }
        let rest = trimmed.dropFirst(5)
        guard let close = rest.firstIndex(of: quote) else { return nil }
        return String(rest[..<close])
    }

    /// A line that opens a Ruby block closed by its own `end`: `target … do`, `post_install do |installer|`, `def`, `if` ….
    static func opensBlock(_ trimmed: String) -> Bool {
        if trimmed.hasPrefix("#") { return false }
        let code = trimmed.split(separator: "#", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        if code.hasSuffix(" do") || code == "do" || code.range(of: #"\sdo\s*\|[^|]*\|$"#, options: .regularExpression) != nil { return true }
        return ["def ", "if ", "unless ", "case ", "begin", "while ", "until "].contains { code.hasPrefix($0) }
    }

    // MARK: - Ruby literals

    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    static func render(_ value: PodOptionValue) -> String {
        switch value {
        case .string(let text): return quoted(text)
        case .bool(let flag): return flag ? "true" : "false"
        case .list(let items): return "[" + items.map(quoted).joined(separator: ", ") + "]"
        }
    }
}
