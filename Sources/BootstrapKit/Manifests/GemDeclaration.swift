/// One `gem` line to be written: the name, its version requirements, and its options in the
/// order they are rendered. Comments (Rails 7's `comment:` option) go on lines above the gem.
public struct GemDeclaration: Equatable {
    public var name: String
    public var versions: [String]
    public var options: [(key: String, value: GemOptionValue)]
    /// Written as `# text` lines above the gem line (one per line of text), as Rails 7 does for `comment:`.
    public var comment: String?

    public init(
        name: String, versions: [String] = [], options: [(key: String, value: GemOptionValue)] = [],
        comment: String? = nil
    ) {
        self.name = name
        self.versions = versions
        self.options = options
        self.comment = comment
    }

    public static func == (a: GemDeclaration, b: GemDeclaration) -> Bool {
        a.name == b.name && a.versions == b.versions && a.comment == b.comment
            && a.options.count == b.options.count
            && zip(a.options, b.options).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    /// The value of an option, if given.
    public func option(_ key: String) -> GemOptionValue? {
        // By index: only the matching option's value is copied out (asked once per gem line).
        for index in options.indices where options[index].key == key { return options[index].value }
        return nil
    }

    /// The status line text as Rails logs it: `name (v1, v2)`, or the git URL when `git:` is given.
    public var statusMessage: String {
        var out: [UInt8] = []
        appendStatusMessage(to: &out)
        return out.utf8Text
    }

    /// `statusMessage`, appended to `out` (the log writes it from there without making a String).
    func appendStatusMessage(to out: inout [UInt8]) {
        if let git = option("git") {
            if case .string(let url) = git { return out.appendUTF8(url) }
            return git.appendInspect(to: &out)
        }
        out.appendUTF8(name)
        guard !versions.isEmpty else { return }
        out.append(UInt8(ascii: " "))
        out.append(UInt8(ascii: "("))
        for index in versions.indices {
            if index > 0 {
                out.append(UInt8(ascii: ","))
                out.append(UInt8(ascii: " "))
            }
            out.appendUTF8(versions[index])
        }
        out.append(UInt8(ascii: ")"))
    }

    /// Builds a declaration from a script's `gem(name, *versions, **options)` call, as Rails' `gem`
    /// reads it: without positional versions, a `version:` option (string or list) supplies them;
    /// `comment:` becomes comment lines; every other option is kept in the order given.
    public static func fromArguments(
        name: String, versions: [String], options: [(key: String, value: GemOptionValue)]
    ) throws -> GemDeclaration {
        var declaration = GemDeclaration(name: name, versions: versions)
        for (key, value) in options {
            switch key {
            case "version" where versions.isEmpty:
                switch value {
                case .string(let v): declaration.versions = [v]
                case .array(let items):
                    declaration.versions = try items.map { item in
                        guard case .string(let v) = item else {
                            throw GemDeclarationError("gem '\(name)': each version must be a string, not \(item.inspect)")
                        }
                        return v
                    }
                case .nil: break
                default: throw GemDeclarationError("gem '\(name)': version must be a string or a list of strings, not \(value.inspect)")
                }
            case "comment":
                switch value {
                case .string(let text): declaration.comment = text
                case .nil: break
                default: throw GemDeclarationError("gem '\(name)': comment must be a string, not \(value.inspect)")
                }
            default:
                declaration.options.append((key: key, value: value))
            }
        }
        return declaration
    }
}

/// A `gem` call whose arguments cannot make a Gemfile line; the action glue reports it as an ArgumentError.
public struct GemDeclarationError: Error, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
