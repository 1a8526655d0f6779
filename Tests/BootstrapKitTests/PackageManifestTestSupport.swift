@testable import BootstrapKit
import Diagnostics
import Foundation
import XCTest

/// A package dependency as the config would give it.
func packageDependency(
    _ name: String = "swift-argument-parser", url: String = "https://github.com/apple/swift-argument-parser",
    _ requirement: PackageRequirement? = .from("1.3.0"), products: [String]? = nil, targets: [String] = [], enabled: Bool = true
) -> PackageDependency {
    PackageDependency(
        name: name, url: url, requirement: requirement, products: products ?? [name], targets: targets, enabled: enabled,
        location: SourceLocation(file: "config.yml", line: 3, column: 5))
}

/// Loads a manifest with the real toolchain: `swift package dump-package` evaluates Package.swift
/// without resolving (so without fetching) its dependencies, which proves an edited manifest is
/// one SwiftPM accepts, and returns its JSON description.
enum SwiftPackageDump {
    /// `swift` from PATH; nil when there is none (the load checks are then skipped).
    static let swiftExecutable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/swift"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The manifest's JSON, from a temporary folder holding it and an empty source file per target.
    static func dump(_ manifest: String, targets: [String]) throws -> [String: Any] {
        guard let swift = swiftExecutable else { throw XCTSkip("swift is not on PATH: the manifest load check needs it") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("package-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for target in targets {
            let sources = folder.appendingPathComponent("Sources").appendingPathComponent(target)
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try Data().write(to: sources.appendingPathComponent("x.swift"))
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["package", "--package-path", folder.path, "dump-package"]
        process.currentDirectoryURL = folder
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes before waiting, so a large output cannot block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "dump-package failed: \(String(decoding: errorData, as: UTF8.self))\n\(manifest)")
        }
        guard let json = try JSONSerialization.jsonObject(with: outputData) as? [String: Any] else {
            throw Failure(description: "dump-package printed no JSON object")
        }
        return json
    }

    /// The URLs of the manifest's source-control dependencies, with their requirement objects.
    static func dependencies(_ json: [String: Any]) -> [(url: String, requirement: [String: Any])] {
        let entries = json["dependencies"] as? [[String: Any]] ?? []
        return entries.compactMap { entry in
            guard let control = (entry["sourceControl"] as? [[String: Any]])?.first,
                let location = control["location"] as? [String: Any],
                let remote = (location["remote"] as? [[String: Any]])?.first,
                let url = remote["urlString"] as? String
            else { return nil }
            return (url, control["requirement"] as? [String: Any] ?? [:])
        }
    }

    /// `product name → package` for each `.product` dependency of the target.
    static func products(of target: String, in json: [String: Any]) -> [String: String] {
        let targets = json["targets"] as? [[String: Any]] ?? []
        guard let found = targets.first(where: { $0["name"] as? String == target }) else { return [:] }
        var result: [String: String] = [:]
        for dependency in found["dependencies"] as? [[String: Any]] ?? [] {
            if let product = dependency["product"] as? [Any], product.count >= 2, let name = product[0] as? String,
                let package = product[1] as? String
            {
                result[name] = package
            }
        }
        return result
    }
}

/// Asserts that the manifest loads and names the dependency's URL and, in each target given, its
/// products; returns the manifest's JSON for further checks.
@discardableResult
func assertManifestLoads(
    _ manifest: String, url: String, products: [String: [String]], sourceTargets: [String],
    file: StaticString = #filePath, line: UInt = #line
) throws -> [String: Any] {
    let json = try SwiftPackageDump.dump(manifest, targets: sourceTargets)
    let urls = SwiftPackageDump.dependencies(json).map(\.url)
    XCTAssertTrue(urls.contains(url), "dependencies \(urls) lack \(url)", file: file, line: line)
    for (target, names) in products {
        let found = SwiftPackageDump.products(of: target, in: json)
        for name in names {
            XCTAssertNotNil(found[name], "target \(target) lacks product \(name): \(found)", file: file, line: line)
        }
    }
    return json
}
