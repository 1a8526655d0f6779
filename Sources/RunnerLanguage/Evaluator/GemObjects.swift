import Diagnostics

/// RubyGems' version objects as templates use them to check versions: `Gem::Version` (parsing,
/// `segments`, `<=>` and the comparisons, `prerelease?`, `release`, `bump`), `Gem::Requirement`
/// (`satisfied_by?`) and `Gem::Dependency#match?`. The algorithms are RubyGems 3.3's.
public final class GemVersionObject: ObjectValue {
    /// The version string as RubyGems keeps it (stripped, `-` spelled `.pre.`).
    public let version: String
    let segments: [Value]

    public init(_ text: String) {
        version = text.trimmingCharacters(in: .whitespaces).isEmpty ? "0" : Self.normalized(text)
        segments = Self.segments(of: version)
    }

    static func normalized(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "-", with: ".pre.")
    }

    /// RubyGems' `ANCHORED_VERSION_PATTERN`.
    static func isCorrect(_ text: String) -> Bool {
        text.range(of: #"^\s*([0-9]+(\.[0-9a-zA-Z]+)*(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?)?\s*$"#, options: .regularExpression) != nil
    }

    static func segments(of version: String) -> [Value] {
        var out: [Value] = []
        var current = ""
        var digits = false
        func finish() {
            guard !current.isEmpty else { return }
            out.append(digits ? .integer(Int(current) ?? 0) : .str(current))
            current = ""
        }
        for c in version {
            let isDigit = c.isASCII && c.isNumber
            let isLetter = c.isASCII && c.isLetter
            if isDigit || isLetter {
                if !current.isEmpty && isDigit != digits { finish() }
                digits = isDigit
                current.append(c)
            } else {
                finish()
            }
        }
        finish()
        return out
    }

    var isPrerelease: Bool { version.contains { $0.isASCII && $0.isLetter } }

    /// The numeric segments without their trailing zeros, then the rest without theirs.
    var canonicalSegments: [Value] {
        let split = segments.firstIndex { if case .string = $0 { return true } else { return false } } ?? segments.count
        func trimmed(_ part: ArraySlice<Value>) -> [Value] {
            var part = Array(part)
            while let last = part.last, case .integer(0) = last { part.removeLast() }
            return part
        }
        return trimmed(segments[..<split]) + trimmed(segments[split...])
    }

    var release: GemVersionObject {
        guard isPrerelease else { return self }
        let numeric = segments.prefix { if case .integer = $0 { return true } else { return false } }
        return GemVersionObject(numeric.map(\.toS).joined(separator: "."))
    }

    var bump: GemVersionObject {
        var parts = segments
        while parts.contains(where: { if case .string = $0 { return true } else { return false } }) { parts.removeLast() }
        if parts.count > 1 { parts.removeLast() }
        if case .integer(let last)? = parts.last { parts[parts.count - 1] = .integer(last + 1) }
        return GemVersionObject(parts.map(\.toS).joined(separator: "."))
    }

    /// RubyGems' `<=>`: -1, 0 or 1.
    public func compare(_ other: GemVersionObject) -> Int {
        if version == other.version { return 0 }
        let left = canonicalSegments, right = other.canonicalSegments
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : .integer(0)
            let b = index < right.count ? right[index] : .integer(0)
            switch (a, b) {
            case (.integer(let x), .integer(let y)) where x != y: return x < y ? -1 : 1
            case (.string(let x), .string(let y)) where x.value != y.value: return x.value < y.value ? -1 : 1
            case (.string, .integer): return -1
            case (.integer, .string): return 1
            default: continue
            }
        }
        return 0
    }

    /// `other` as a version: a Gem::Version, or a string that is a correct version (as `<=>` takes it).
    static func coerce(_ value: Value) -> GemVersionObject? {
        if case .object(let version as GemVersionObject) = value { return version }
        if case .string(let text) = value, isCorrect(text.value) { return GemVersionObject(text.value) }
        return nil
    }

    override public var className: String { "Gem::Version" }
    override public var inspectText: String { "#<Gem::Version \(Value.str(version).inspect)>" }
    override public var toSText: String { version }

    override public func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        let other = arguments.positional.first
        switch name {
        case "to_s", "version": return .str(version)
        case "segments": return .arr(segments)
        case "canonical_segments": return .arr(canonicalSegments)
        case "prerelease?": return .bool(isPrerelease)
        case "release": return .object(release)
        case "bump": return .object(bump)
        case "<=>":
            guard let other, let version = Self.coerce(other) else { return .nil }
            return .integer(compare(version))
        case "==", "eql?":
            guard let other, case .object(let version as GemVersionObject) = other else { return .false }
            return .bool(compare(version) == 0)
        case "<", "<=", ">", ">=", "between?":
            let operands = name == "between?" ? arguments.positional : [other ?? .nil]
            var results: [Int] = []
            for operand in operands {
                guard let version = Self.coerce(operand) else {
                    throw context.error("ArgumentError", "comparison of Gem::Version with \(operand.className) failed")
                }
                results.append(compare(version))
            }
            switch name {
            case "<": return .bool(results[0] < 0)
            case "<=": return .bool(results[0] <= 0)
            case ">": return .bool(results[0] > 0)
            case ">=": return .bool(results[0] >= 0)
            default: return .bool(results.count == 2 && results[0] >= 0 && results[1] <= 0)
            }
        default: return nil
        }
    }
}

/// `Gem::Requirement`: a list of `OP VERSION` constraints, every one of which must hold.
final class GemRequirementObject: ObjectValue {
    let requirements: [(op: String, version: GemVersionObject)]

    init(_ texts: [String], _ context: CallContext) throws {
        var parsed: [(String, GemVersionObject)] = []
        for text in texts {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let op = ["~>", ">=", "<=", "!=", "=", ">", "<"].first { trimmed.hasPrefix($0) } ?? "="
            let rest = trimmed.hasPrefix(op) ? String(trimmed.dropFirst(op.count)) : trimmed
            guard GemVersionObject.isCorrect(rest), !rest.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw context.error("Gem::Requirement::BadRequirementError", "Illformed requirement [\(Value.str(text).inspect)]")
            }
            if !parsed.contains(where: { $0.0 == op && $0.1.version == GemVersionObject.normalized(rest) }) {
                parsed.append((op, GemVersionObject(rest)))
            }
        }
        requirements = parsed.isEmpty ? [(">=", GemVersionObject("0"))] : parsed
    }

    func isSatisfied(by version: GemVersionObject) -> Bool {
        requirements.allSatisfy { op, required in
            let order = version.compare(required)
            switch op {
            case "=": return order == 0
            case "!=": return order != 0
            case ">": return order > 0
            case "<": return order < 0
            case ">=": return order >= 0
            case "<=": return order <= 0
            default: return order >= 0 && version.release.compare(required.bump) < 0
            }
        }
    }

    var text: String { requirements.map { "\($0.op) \($0.version.version)" }.joined(separator: ", ") }
    var isNone: Bool { requirements.count == 1 && requirements[0].op == ">=" && requirements[0].version.version == "0" }
    var isPrerelease: Bool { requirements.contains { $0.version.isPrerelease } }

    override var className: String { "Gem::Requirement" }
    override var inspectText: String { "Gem::Requirement.new(\(requirements.map { Value.str("\($0.op) \($0.version.version)").inspect }.joined(separator: ", ")))" }
    override var toSText: String { text }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        switch name {
        case "to_s": return .str(text)
        case "satisfied_by?", "===", "=~":
            guard let first = arguments.positional.first, case .object(let version as GemVersionObject) = first else {
                throw context.error("ArgumentError", "Need a Gem::Version: \(arguments.positional.first?.inspect ?? "nil")")
            }
            return .bool(isSatisfied(by: version))
        case "prerelease?": return .bool(isPrerelease)
        case "none?": return .bool(isNone)
        case "as_list": return .arr(requirements.map { .str("\($0.op) \($0.version.version)") })
        default: return nil
        }
    }

    /// The strings a constructor was given: strings, versions, and arrays of them.
    static func texts(_ values: [Value], _ context: CallContext) throws -> [String] {
        try HostArguments.flatStrings(values, context)
    }
}

/// `Gem::Dependency.new(name, *requirements)` and its `match?(name, version)`.
final class GemDependencyObject: ObjectValue {
    let name: String
    let requirement: GemRequirementObject

    init(name: String, requirement: GemRequirementObject) {
        self.name = name
        self.requirement = requirement
    }

    override var className: String { "Gem::Dependency" }
    override var inspectText: String { "<Gem::Dependency type=:runtime name=\(Value.str(name).inspect) requirements=\(Value.str(requirement.text).inspect)>" }
    override var toSText: String { requirement.isNone ? name : "\(name) (\(requirement.text))" }

    override func callMethod(_ method: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        switch method {
        case "name": return .str(name)
        case "requirement": return .object(requirement)
        case "to_s": return .str(toSText)
        case "match?", "=~":
            let positional = arguments.positional
            guard let first = positional.first else { throw context.error("ArgumentError", "wrong number of arguments (given 0, expected 1..3)") }
            guard try HostArguments.string(first, context) == name else { return .false }
            guard positional.count > 1 else { return .true }
            let given = try HostArguments.string(positional[1], context)
            let version = GemVersionObject.coerce(positional[1]) ?? GemVersionObject(given)
            let allowPrerelease = positional.count > 2 && positional[2].isTruthy
            if requirement.isNone && !version.isPrerelease { return .true }
            if version.isPrerelease && !allowPrerelease && !requirement.isPrerelease { return .false }
            return .bool(requirement.isSatisfied(by: version))
        default: return nil
        }
    }
}

/// The `Gem` module and its classes' constructors: `Gem::Version.new`/`.create`/`.correct?`,
/// `Gem::Requirement.new`/`.create`/`.default`, `Gem::Dependency.new`, and `Gem.ruby_version`.
final class GemClassObject: ObjectValue {
    enum Kind {
        case module
        case version
        case requirement
        case dependency
    }

    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }

    override var className: String { kind == .module ? "Module" : "Class" }
    override var inspectText: String {
        switch kind {
        case .module: return "Gem"
        case .version: return "Gem::Version"
        case .requirement: return "Gem::Requirement"
        case .dependency: return "Gem::Dependency"
        }
    }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        let positional = arguments.positional
        switch (kind, name) {
        case (.module, "ruby_version"):
            let ruby = (context as? Interpreter)?.constants["RUBY_VERSION"]?.toS ?? ""
            return .object(GemVersionObject(ruby))
        case (.module, "Version"): return .object(GemClassObject(.version))
        case (.module, "Requirement"): return .object(GemClassObject(.requirement))
        case (.module, "Dependency"): return .object(GemClassObject(.dependency))
        case (.version, "new"), (.version, "create"):
            guard positional.count == 1 else { throw context.error("ArgumentError", "wrong number of arguments (given \(positional.count), expected 1)") }
            if case .object(let version as GemVersionObject) = positional[0] { return .object(name == "create" ? version : GemVersionObject(version.version)) }
            if name == "create", positional[0].isNil { return .nil }
            let text = try HostArguments.string(positional[0], context)
            guard GemVersionObject.isCorrect(text) else { throw context.error("ArgumentError", "Malformed version number string \(text)") }
            return .object(GemVersionObject(text))
        case (.version, "correct?"):
            guard let first = positional.first else { return .false }
            return .bool(GemVersionObject.isCorrect(try HostArguments.string(first, context)))
        case (.requirement, "new"), (.requirement, "create"):
            if name == "create", positional.count == 1, case .object(let requirement as GemRequirementObject) = positional[0] {
                return .object(requirement)
            }
            return .object(try GemRequirementObject(try GemRequirementObject.texts(positional, context), context))
        case (.requirement, "default"):
            return .object(try GemRequirementObject([], context))
        case (.dependency, "new"):
            guard let first = positional.first else { throw context.error("ArgumentError", "wrong number of arguments (given 0, expected 1+)") }
            let requirements = positional.dropFirst().filter { if case .symbol = $0 { return false } else { return true } }
            return .object(GemDependencyObject(
                name: try HostArguments.string(first, context),
                requirement: try GemRequirementObject(try GemRequirementObject.texts(Array(requirements), context), context)))
        default: return nil
        }
    }
}
