import BootstrapYAML
import Diagnostics

/// The `gems:` part of a block: a mapping of gem names to values, or a list of names.
extension ConfigValidation {
    func gems(_ node: Node) -> [GemDependency] {
        if node.isNull { return [] }
        switch node {
        case .sequence(let items, _):
            var result: [GemDependency] = []
            for item in items {
                guard let name = string(item) else {
                    error(.configType, "each entry of a 'gems' list must be a gem name, not \(item.kindDescription)", at: item)
                    continue
                }
                if withUnsafePointer(to: item, { checkGemName(name, at: $0) }) {
                    result.append(
                        GemDependency(name: name, declaration: GemDeclaration(name: name), enabled: true, location: location(item)))
                }
            }
            return result
        case .mapping(let pairs, _):
            var result: [GemDependency] = []
            result.reserveCapacity(pairs.count)
            Self.forEachPair(in: pairs) { key, value in
                guard let name = keyName(key, "a gem name"), checkGemName(name, at: key) else { return }
                if let gem = gem(name, key: key, value: value) { result.append(gem) }
            }
            return result
        case .scalar:
            error(
                .configType, "'gems' must be a mapping of gem names or a list of names, not \(node.kindDescription)", at: node)
            return []
        }
    }

    /// Names RubyGems accepts: letters, digits, `-`, `_`, `.`; anything else would break the Gemfile line.
    private func checkGemName(_ name: String, at node: UnsafePointer<Node>) -> Bool {
        // By UTF-8 byte: every allowed character is one ASCII byte, and any other character has a
        // byte outside the set, so this is the character check without decoding each scalar.
        // Over the contiguous bytes: stepping through a small string's UTF8View re-reads it at each byte.
        var text = name
        let valid = !name.isEmpty && text.withUTF8 { bytes in
            bytes.allSatisfy { b in
                (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                    || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
                    || b == UInt8(ascii: "-") || b == UInt8(ascii: "_") || b == UInt8(ascii: ".")
            }
        }
        if !valid {
            error(.configGemName, "'\(name)' is not a valid gem name (letters, digits, '-', '_' and '.' only)", at: node.pointee)
        }
        return valid
    }

    private func gem(_ name: String, key: UnsafePointer<Node>, value valuePointer: UnsafePointer<Node>) -> GemDependency? {
        let at = location(key.pointee.mark)
        if valuePointer.pointee.isNull || valuePointer.pointee.bool == false {
            return GemDependency(name: name, declaration: GemDeclaration(name: name), enabled: false, location: at)
        }
        if valuePointer.pointee.bool == true {
            return GemDependency(name: name, declaration: GemDeclaration(name: name), enabled: true, location: at)
        }
        if let version = string(valuePointer) {
            // A plain string is the version (`redis: ~> 3.2`); the original template silently dropped it.
            return GemDependency(
                name: name, declaration: GemDeclaration(name: name, versions: [version]), enabled: true, location: at)
        }
        guard case .mapping(let pairs, _) = valuePointer.pointee else {
            error(
                .configType,
                "gem '\(name)' must be true, false, a version string or a mapping of options, not \(valuePointer.pointee.kindDescription)",
                at: valuePointer.pointee)
            return nil
        }
        guard let declaration = gemDeclaration(name, pairs) else { return nil }
        return GemDependency(name: name, declaration: declaration, enabled: true, location: at)
    }

    /// What a gem's option mapping has given so far.
    private struct GemOptions {
        var declaration: GemDeclaration
        var group: GemOptionValue?
        var require: GemOptionValue?
        var rest: [(key: String, value: GemOptionValue)] = []
    }

    /// Reads a gem's option mapping; the line renders name, versions, `group`, `require`, then the rest as written.
    private func gemDeclaration(_ name: String, _ pairs: [(key: Node, value: Node)]) -> GemDeclaration? {
        var read = GemOptions(declaration: GemDeclaration(name: name))
        let errorsBefore = errors.count
        Self.forEachPair(in: pairs) { key, value in gemOption(key, value, into: &read) }
        guard errors.count == errorsBefore else { return nil }
        var declaration = read.declaration
        // Sized once: appending one by one grew the array at each option.
        let count = (read.group == nil ? 0 : 1) + (read.require == nil ? 0 : 1) + read.rest.count
        if count > 0 {
            var options: [(key: String, value: GemOptionValue)] = []
            options.reserveCapacity(count)
            if let group = read.group { options.append((key: "group", value: group)) }
            if let require = read.require { options.append((key: "require", value: require)) }
            options += read.rest
            declaration.options = options
        }
        return declaration
    }

    private func gemOption(_ keyNode: UnsafePointer<Node>, _ value: UnsafePointer<Node>, into read: inout GemOptions) {
        guard let key = keyName(keyNode, "a gem option") else { return }
        switch key {
        case "version":
            if value.pointee.isNull { return }
            if let versions = stringList(value, key: key) { read.declaration.versions = versions }
        case "group", "platforms":
            guard let symbols = symbolList(value, key: key) else { return }
            if key == "group" { read.group = symbols } else { read.rest.append((key: key, value: symbols)) }
        case "require":
            if let b = value.pointee.bool {
                read.require = .bool(b)
            } else if let s = string(value) {
                read.require = .string(s)
            } else {
                error(.configType, "'require' must be true, false or a string, not \(value.pointee.kindDescription)", at: value.pointee)
            }
        case "comment":
            guard let s = string(value) else {
                error(.configType, "'comment' must be a string, not \(value.pointee.kindDescription)", at: value.pointee)
                return
            }
            read.declaration.comment = s
        case "git", "branch", "tag", "ref", "github", "path", "source":
            guard let s = string(value) else {
                error(.configType, "'\(key)' must be a string, not \(value.pointee.kindDescription)", at: value.pointee)
                return
            }
            read.rest.append((key: key, value: .string(s)))
        default:
            unknownKey("gem option", keyNode.pointee, known: GemDependency.knownOptions)
        }
    }

    /// `group:` or `platforms:` as the option value `[:a, :b]`. A config repeats a few group
    /// texts (`development, test`) over and over: the value made for each recent text is reused,
    /// which spares splitting it and boxing every symbol again.
    func symbolList(_ node: UnsafePointer<Node>, key: String) -> GemOptionValue? {
        let text = string(node)
        if let text, let index = recentSymbolLists.firstIndex(where: { $0.text == text }) {
            return recentSymbolLists[index].value
        }
        guard let names = stringList(node, key: key, commaSeparated: true) else { return nil }
        let symbols = GemOptionValue.array(names.map { .symbol($0) })
        if let text {
            if recentSymbolLists.count == Self.recentSymbolListLimit { recentSymbolLists.removeFirst() }
            recentSymbolLists.append((text: text, value: symbols))
        }
        return symbols
    }
}
