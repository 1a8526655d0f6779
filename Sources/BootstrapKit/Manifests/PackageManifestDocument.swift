import Diagnostics

/// What adding a package did to Package.swift.
public enum PackageManifestChange: Equatable {
    /// The package entry, or a product missing from a target, was written.
    case added
    /// Everything was already there exactly so: no byte changed.
    case identical
    /// The package was there with another requirement or URL: that entry was replaced where it stood.
    case replaced
}

/// A Package.swift being edited in memory: the Swift counterpart of `GemfileDocument`. Adding a
/// package writes `.package(url:…)` into the `dependencies:` of the `Package(` call and
/// `.product(name:package:)` into the targets that use it, idempotently.
///
/// Edits are worked out on a token view of the whole file (strings, comments and brackets
/// understood) and applied only when all of them are known to be safe, so a manifest this cannot
/// edit is reported and left byte for byte as it was.
public final class PackageManifestDocument {
    private var bytes: [UInt8]

    /// Throws a Diagnostic when the text cannot be tokenized or has no `Package(` call to edit.
    public init(text: String) throws {
        bytes = Array(text.utf8)
        let syntax = try Self.syntax(of: bytes)
        _ = try PackageCall(in: syntax)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Adds or updates the `.package(url:…)` entry (matched by URL, or by package identity: the last
    /// path component of the URL without `.git`) and the `.product(name:package:)` entries of each
    /// target named (default: the first `.target` or `.executableTarget`). A switched-off dependency
    /// changes nothing. Throws, changing nothing, when the manifest can't be edited safely or a
    /// named target is missing.
    @discardableResult
    public func add(_ dependency: PackageDependency) throws -> PackageManifestChange {
        guard dependency.enabled else { return .identical }
        let requirement = try PackageLine.requirementArgument(for: dependency)
        let syntax = try Self.syntax(of: bytes)
        let call = try PackageCall(in: syntax)
        let entry = try packageEntryEdit(dependency, requirement: requirement, syntax: syntax, call: call)
        var edits = entry.edits
        let reference = entry.legacyName ?? Self.packageReference(dependency)
        var addedProduct = false
        for target in try targets(for: dependency, syntax: syntax, call: call) {
            var seen = Set<String>()
            let missing = dependency.products.filter {
                seen.insert($0).inserted && !hasProduct($0, of: dependency, reference: reference, in: target, syntax: syntax)
            }
            guard !missing.isEmpty else { continue }
            let elements = missing.map { PackageLine.productEntry(name: $0, package: reference) }
            edits += try dependencyEdits(elements, of: dependency, call: target, syntax: syntax)
            addedProduct = true
        }
        bytes.apply(edits)
        if entry.change == .identical, addedProduct { return .added }
        return entry.change
    }

    /// `swift-argument-parser (from 1.3.0)`: the message of the status line for the dependency.
    public static func statusMessage(for dependency: PackageDependency) -> String {
        PackageLine.statusMessage(for: dependency)
    }

    // MARK: The package entry

    private struct EntryEdit {
        var change: PackageManifestChange
        var edits: [ManifestEdit]
        /// The `name:` of an existing `.package(name:url:…)` entry, which `.product(package:)` must name.
        var legacyName: String?
    }

    private func packageEntryEdit(
        _ dependency: PackageDependency, requirement: String, syntax: PackageManifestSyntax, call: PackageCall
    ) throws -> EntryEdit {
        guard let argument = syntax.argument("dependencies", in: call.arguments) else {
            let entry = PackageLine.packageEntry(url: dependency.url, requirement: requirement)
            let edits = try insertArgument("dependencies", [entry], into: call, syntax: syntax, dependency: dependency)
            return EntryEdit(change: .added, edits: edits)
        }
        guard let array = syntax.arrayLiteral(argument) else {
            throw failure(dependency, "the dependencies: argument is not an array literal", at: argument.first, in: syntax)
        }
        let identity = PackageLine.identity(ofURL: dependency.url).lowercased()
        for element in syntax.items(inside: array) {
            guard let member = syntax.memberCall(element), member.name == "package" else { continue }
            let arguments = syntax.items(inside: member.open)
            guard let url = syntax.argument("url", in: arguments).flatMap(syntax.stringValue) else { continue }
            guard url == dependency.url || PackageLine.identity(ofURL: url).lowercased() == identity else { continue }
            let legacyName = syntax.argument("name", in: arguments).flatMap(syntax.stringValue)
            let wanted = PackageLine.packageEntry(url: dependency.url, requirement: requirement, legacyName: legacyName)
            let wantedSyntax = try Self.syntax(of: Array(wanted.utf8))
            if syntax.sameTokens(element.first..<(element.last + 1), as: wantedSyntax, wantedSyntax.tokens.indices) {
                return EntryEdit(change: .identical, edits: [], legacyName: legacyName)
            }
            let start = syntax.tokens[element.first].start
            let edit = ManifestEdit(offset: start, length: syntax.tokens[element.last].end - start, text: wanted)
            return EntryEdit(change: .replaced, edits: [edit], legacyName: legacyName)
        }
        let entry = PackageLine.packageEntry(url: dependency.url, requirement: requirement)
        return EntryEdit(change: .added, edits: syntax.appending([entry], toArrayAt: array, expandEmpty: call.isMultiLine(syntax)))
    }

    /// SwiftPM's argument order: `dependencies:` comes after these and before `targets:`.
    private static let argumentsBeforeDependencies: Set<String> = ["name", "defaultLocalization", "platforms", "pkgConfig", "providers", "products"]

    private func insertArgument(
        _ label: String, _ elements: [String], into call: PackageCall, syntax: PackageManifestSyntax, dependency: PackageDependency
    ) throws -> [ManifestEdit] {
        guard let previous = call.arguments.last(where: { Self.argumentsBeforeDependencies.contains($0.label ?? "") }) else {
            throw failure(dependency, "the Package( call has no name: argument", at: call.open - 1, in: syntax)
        }
        return syntax.inserting(label: label, elements: elements, after: previous, inCallAt: call.open)
    }

    /// What `.product(package:)` names for a new entry: the URL's package identity.
    private static func packageReference(_ dependency: PackageDependency) -> String {
        let identity = PackageLine.identity(ofURL: dependency.url)
        return identity.isEmpty ? dependency.name : identity
    }

    // MARK: Targets

    private struct TargetCall {
        var name: String
        var open: Int
        var arguments: [ManifestListItem]
    }

    /// The targets that get the products: those named, or the first regular or executable target.
    private func targets(for dependency: PackageDependency, syntax: PackageManifestSyntax, call: PackageCall) throws -> [TargetCall] {
        guard !dependency.products.isEmpty else { return [] }
        guard let argument = syntax.argument("targets", in: call.arguments) else {
            throw failure(dependency, "the Package( call has no targets: argument")
        }
        guard let array = syntax.arrayLiteral(argument) else {
            throw failure(dependency, "the targets: argument is not an array literal", at: argument.first, in: syntax)
        }
        var all: [(kind: String, target: TargetCall)] = []
        for element in syntax.items(inside: array) {
            guard let member = syntax.memberCall(element) else { continue }
            let arguments = syntax.items(inside: member.open)
            guard let name = syntax.argument("name", in: arguments).flatMap(syntax.stringValue) else { continue }
            all.append((member.name, TargetCall(name: name, open: member.open, arguments: arguments)))
        }
        if dependency.targets.isEmpty {
            guard let main = all.first(where: { $0.kind == "target" || $0.kind == "executableTarget" }) else {
                throw failure(dependency, "there is no .target or .executableTarget to add its products to; name one with 'targets:'")
            }
            return [main.target]
        }
        var chosen: [TargetCall] = []
        for name in dependency.targets where !chosen.contains(where: { $0.name == name }) {
            guard let found = all.first(where: { $0.target.name == name }) else {
                let names = all.map(\.target.name)
                let suggestion = Suggestions.didYouMean(name, in: names)
                let known = names.isEmpty ? "none" : names.joined(separator: ", ")
                throw failure(dependency, "no target named '\(name)'", notes: [suggestion, "targets: \(known)"].compactMap { $0 })
            }
            guard !["binaryTarget", "systemLibrary"].contains(found.kind) else {
                throw failure(dependency, "target '\(name)' is a .\(found.kind), which cannot have dependencies")
            }
            chosen.append(found.target)
        }
        return chosen
    }

    /// Whether the target already depends on the product: `.product(name: "X", package: …)` naming
    /// this package, or a by-name `"X"` / `.byName(name: "X")`, which SwiftPM resolves to the product.
    private func hasProduct(
        _ product: String, of dependency: PackageDependency, reference: String, in target: TargetCall, syntax: PackageManifestSyntax
    ) -> Bool {
        guard let argument = syntax.argument("dependencies", in: target.arguments), let array = syntax.arrayLiteral(argument) else {
            return false
        }
        let packageNames = Set([reference, dependency.name, PackageLine.identity(ofURL: dependency.url)].map { $0.lowercased() })
        for element in syntax.items(inside: array) {
            if syntax.stringValue(element) == product { return true }
            guard let member = syntax.memberCall(element) else { continue }
            let arguments = syntax.items(inside: member.open)
            let name = syntax.argument("name", in: arguments).flatMap(syntax.stringValue)
            if member.name == "byName", name == product { return true }
            if member.name == "product", name == product,
                let package = syntax.argument("package", in: arguments).flatMap(syntax.stringValue),
                packageNames.contains(package.lowercased())
            {
                return true
            }
        }
        return false
    }

    /// Edits adding `elements` to the target's `dependencies:`, creating the argument after `name:`.
    private func dependencyEdits(
        _ elements: [String], of dependency: PackageDependency, call target: TargetCall, syntax: PackageManifestSyntax
    ) throws -> [ManifestEdit] {
        let multiLine = syntax.line(ofToken: target.open) != syntax.line(ofToken: syntax.partner[target.open])
        guard let argument = syntax.argument("dependencies", in: target.arguments) else {
            guard let name = syntax.argument("name", in: target.arguments) else { return [] }
            return syntax.inserting(label: "dependencies", elements: elements, after: name, inCallAt: target.open)
        }
        guard let array = syntax.arrayLiteral(argument) else {
            throw failure(
                dependency, "the dependencies: argument of target '\(target.name)' is not an array literal", at: argument.first, in: syntax)
        }
        return syntax.appending(elements, toArrayAt: array, expandEmpty: multiLine)
    }

    // MARK: Errors

    private static func syntax(of bytes: [UInt8]) throws -> PackageManifestSyntax {
        do {
            return try PackageManifestSyntax(bytes: bytes)
        } catch let error as ManifestScanError {
            let line = bytes[..<min(error.offset, bytes.count)].filter { $0 == UInt8(ascii: "\n") }.count + 1
            throw Diagnostic(code: .packageManifest, message: "Package.swift: cannot edit: \(error.message) at line \(line)")
        }
    }

    /// `Package.swift: cannot add NAME: REASON`, or located at the token that can't be edited
    /// (`Package.swift:LINE:COL: cannot add NAME: REASON` with the line and a caret).
    private func failure(
        _ dependency: PackageDependency, _ reason: String, at token: Int? = nil, in syntax: PackageManifestSyntax? = nil,
        notes: [String] = []
    ) -> Diagnostic {
        let message = "cannot add \(dependency.name): \(reason)"
        guard let token, let syntax, syntax.tokens.indices.contains(token) else {
            return Diagnostic(code: .packageManifest, message: "\(Self.fileName): \(message)", notes: notes)
        }
        let place = syntax.location(ofToken: token, file: Self.fileName)
        return Diagnostic(code: .packageManifest, message: message, at: place.location, sourceLine: place.sourceLine, notes: notes)
    }

    /// The manifest's name in messages: the document is always the project's top-level Package.swift.
    static let fileName = "Package.swift"
}

/// The `Package(` call of a manifest, whose arguments are edited.
struct PackageCall {
    var open: Int
    var arguments: [ManifestListItem]

    /// Finds the first `Package(` (or `PackageDescription.Package(`) call.
    init(in syntax: PackageManifestSyntax) throws {
        for index in syntax.tokens.indices where syntax.isWord(index, "Package") && syntax.isPunctuation(index + 1, "(") {
            if syntax.isPunctuation(index - 1, "."), !syntax.isWord(index - 2, "PackageDescription") { continue }
            open = index + 1
            arguments = syntax.items(inside: index + 1)
            return
        }
        throw Diagnostic(code: .packageManifest, message: "Package.swift: cannot edit: there is no Package( call")
    }

    func isMultiLine(_ syntax: PackageManifestSyntax) -> Bool {
        syntax.line(ofToken: open) != syntax.line(ofToken: syntax.partner[open])
    }
}
