import BootstrapYAML
import Diagnostics

/// Checks a config's node tree against the config format and builds the model, collecting every
/// error and warning (each located at the offending key or value) instead of stopping at the first.
final class ConfigValidation {
    let path: String
    private let bytes: [UInt8]
    /// Decoded and split into lines only when a diagnostic needs to quote one (valid configs never do).
    private lazy var source = SourceText(path: path, text: String(decoding: bytes, as: UTF8.self))
    private(set) var errors: [Diagnostic] = []
    private(set) var warnings: [Diagnostic] = []
    /// The symbol lists made for recent `group:`/`platforms:` texts (see `symbolList`).
    var recentSymbolLists: [(text: String, value: GemOptionValue)] = []
    static let recentSymbolListLimit = 8

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    func location(_ node: Node) -> SourceLocation {
        location(node.mark)
    }

    func location(_ mark: Mark) -> SourceLocation {
        SourceLocation(file: path, line: mark.line, column: mark.column)
    }

    func error(_ code: DiagnosticCode, _ message: String, at node: Node) {
        errors.append(Diagnostic(.error, code: code, message: message, at: location(node), in: source))
    }

    func warning(_ code: DiagnosticCode, _ message: String, at node: Node) {
        warnings.append(Diagnostic(.warning, code: code, message: message, at: location(node), in: source))
    }

    /// `unknown gem option 'versoin' (did you mean 'version'?)`, as a warning: the key is ignored.
    func unknownKey(_ what: String, _ key: Node, known: [String]) {
        let name = key.scalarText ?? ""
        var message = "unknown \(what) '\(name)'"
        if let suggestion = Suggestions.closest(to: name, in: known) {
            message += " (did you mean '\(suggestion)'?)"
        } else {
            message += " (expected one of: \(known.joined(separator: ", ")))"
        }
        message += "; it is ignored"
        warning(.configUnknownKey, message, at: key)
    }

    /// The text of a key, or an error when the key is not a scalar (`? [a, b]: x`).
    func keyName(_ key: Node, _ what: String) -> String? {
        withUnsafePointer(to: key) { keyName($0, what) }
    }

    /// `keyName` of a node read in place (see `forEachPair`).
    func keyName(_ key: UnsafePointer<Node>, _ what: String) -> String? {
        guard case .scalar(let s) = key.pointee, !s.isNull else {
            error(.configType, "\(what) must be a name, not \(key.pointee.kindDescription)", at: key.pointee)
            return nil
        }
        return s.text
    }

    /// A string-like scalar: quoted text, or any plain scalar that is not a boolean or null
    /// (`4.8`, `1` and `~> 4.8` all stay exactly as written).
    func string(_ node: Node) -> String? {
        withUnsafePointer(to: node) { string($0) }
    }

    /// `string` of a node read in place (see `forEachPair`).
    func string(_ node: UnsafePointer<Node>) -> String? {
        guard case .scalar(let s) = node.pointee else { return nil }
        if s.style == .plain, s.tag == nil, s.isNull || s.bool != nil { return nil }
        return s.text
    }

    /// A string, or a list of strings, or (when `commaSeparated`) `"test, development"`.
    func stringList(_ node: Node, key: String, commaSeparated: Bool = false) -> [String]? {
        withUnsafePointer(to: node) { stringList($0, key: key, commaSeparated: commaSeparated) }
    }

    /// `stringList` of a node read in place (see `forEachPair`).
    func stringList(_ nodePointer: UnsafePointer<Node>, key: String, commaSeparated: Bool = false) -> [String]? {
        if let s = string(nodePointer) {
            guard commaSeparated else { return [s] }
            if let parts = Self.commaSeparatedASCII(s) { return parts }
            return s.split(separator: ",").map { part in
                String(part.drop { $0 == " " || $0 == "\t" }.trimmingTrailingWhitespace)
            }.filter { !$0.isEmpty }
        }
        let node = nodePointer.pointee
        guard case .sequence(let items, _) = node else {
            error(.configType, "'\(key)' must be a string or a list of strings, not \(node.kindDescription)", at: node)
            return nil
        }
        var result: [String] = []
        for item in items {
            guard let s = string(item) else {
                error(.configType, "each entry of '\(key)' must be a string, not \(item.kindDescription)", at: item)
                return nil
            }
            result.append(s)
        }
        return result
    }

    /// The comma-separated split above, on the bytes of an ASCII string (`development, test`),
    /// where bytes and characters coincide; nil beyond ASCII. Splitting by Character cost more
    /// than the rest of reading a gem.
    static func commaSeparatedASCII(_ s: String) -> [String]? {
        let parts = s.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            func isSpace(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") }
            var parts: [String] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: ",") {
                var low = start
                var high = index
                while low < high && isSpace(bytes[low]) { low += 1 }
                while high > low && (isSpace(bytes[high - 1]) || bytes[high - 1] == UInt8(ascii: "\r")) { high -= 1 }
                if high > low { parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[low..<high]), as: UTF8.self)) }
                start = index + 1
            }
            return parts
        }
        return parts ?? nil
    }

    /// Calls `body` with pointers to each pair's key and value, valid during the call. Taking a
    /// `(key: Node, value: Node)` out of its array copies it with the runtime's generic tuple copy,
    /// and even a node borrowed from the array is copied whole (retaining its strings) when the
    /// body may write memory, as reporting does: the helpers taking a node's pointer read only the
    /// fields they need. A tuple's elements are laid out in order, the second at the first's stride.
    static func forEachPair(in pairs: [(key: Node, value: Node)], _ body: (UnsafePointer<Node>, UnsafePointer<Node>) -> Void) {
        pairs.withUnsafeBytes { raw in
            guard let start = raw.baseAddress else { return }
            let pairStride = MemoryLayout<(key: Node, value: Node)>.stride
            let valueOffset = MemoryLayout<Node>.stride
            for index in 0..<pairs.count {
                let pair = start + index * pairStride
                body(pair.assumingMemoryBound(to: Node.self), (pair + valueOffset).assumingMemoryBound(to: Node.self))
            }
        }
    }

    // MARK: - Top level

    func config(_ root: Node?) -> TemplateConfig {
        let empty = TemplateConfig(path: path, blocks: [], settings: [])
        guard let root else {
            errors.append(emptyConfigError())
            return empty
        }
        guard case .mapping(let pairs, _) = root else {
            error(
                .configType, "the config must be a mapping of block names (like 'testing:'), not \(root.kindDescription)",
                at: root)
            return empty
        }
        if pairs.isEmpty {
            errors.append(emptyConfigError())
            return empty
        }
        var result = empty
        for (key, value) in pairs {
            guard let name = keyName(key, "a block name") else { continue }
            if name == "_questions" {
                result.questions = questions(value)
                result.settings.append((name: name, value: value))
            } else if name == "_migrations" {
                result.migrations = migrations(value)
                result.settings.append((name: name, value: value))
            } else if name.hasPrefix("_") {
                if !TemplateConfig.knownSettings.contains(name) {
                    unknownKey("setting", key, known: TemplateConfig.knownSettings)
                } else if name == "_base", value.scalarText?.isEmpty != false || value.isNull {
                    error(.configType, "_base must be the command that makes the project's starting tree (like 'rails new %app_path%'), not \(value.kindDescription)", at: value)
                }
                result.settings.append((name: name, value: value))
            } else if let block = block(name, key: key, value: value) {
                result.blocks.append(block)
            }
        }
        return result
    }

    private func emptyConfigError() -> Diagnostic {
        Diagnostic(
            .error, code: .configEmpty, message: "the config is empty: add at least one block",
            at: source.location(line: 1, column: 1), in: source)
    }

    // MARK: - Blocks

    private func block(_ name: String, key: Node, value: Node) -> Block? {
        var block = Block(name: name, enabled: true, location: location(key))
        if value.isNull || value.bool == false {
            block.enabled = false
            return block
        }
        if value.bool == true { return block }
        guard case .mapping(let pairs, _) = value else {
            error(
                .configType,
                "block '\(name)' must be true, false or a mapping with 'gems:' or 'packages:', not \(value.kindDescription)",
                at: value)
            return nil
        }
        for (optionKey, optionValue) in pairs {
            guard let option = keyName(optionKey, "a block key") else { continue }
            switch option {
            case "gems": block.gems = gems(optionValue)
            case "packages": block.packages = packages(optionValue)
            case "pods": block.pods = pods(optionValue)
            default: unknownKey("block key", optionKey, known: Block.knownKeys)
            }
        }
        return block
    }
}
