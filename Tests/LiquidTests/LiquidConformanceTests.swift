import Foundation
import Liquid
import TestOracles
import XCTest

/// The Liquid conformance suite: every `Conformance/AREA/NAME.liquid` must render, with
/// `assigns.json`, exactly as Ruby Liquid did (`NAME.out`, render errors written in as Ruby writes
/// them; partials from `snippets/`), or fail to parse with Ruby's message and line (`NAME.err`). When Ruby and its `liquid`
/// gem are installed (and `CONFORMANCE_SKIP_RUBY` is unset), `record.sh` is run again into a
/// scratch folder and every fixture is compared with it, so the expectations cannot drift.
final class LiquidConformanceTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Conformance")
    static let areas = [
        "errors", "filters_array", "filters_date", "filters_default", "filters_math", "filters_string", "generamba", "include", "output",
        "raw_comment", "tags_case", "tags_for", "tags_if", "tags_variables", "whitespace",
    ]

    func testOutput() { checkArea("output") }
    func testStringFilters() { checkArea("filters_string") }
    func testArrayFilters() { checkArea("filters_array") }
    func testMathFilters() { checkArea("filters_math") }
    func testDateFilter() { checkArea("filters_date") }
    func testDefaultFilter() { checkArea("filters_default") }
    func testIfAndUnless() { checkArea("tags_if") }
    func testCase() { checkArea("tags_case") }
    func testFor() { checkArea("tags_for") }
    func testVariableTags() { checkArea("tags_variables") }
    func testWhitespaceControl() { checkArea("whitespace") }
    func testRawAndComment() { checkArea("raw_comment") }
    func testErrors() { checkArea("errors") }
    func testGenerambaSnippets() { checkArea("generamba") }
    func testIncludeAndRender() { checkArea("include") }

    func testEveryAreaHasATestMethod() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.path).filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        // snippets/ holds the partials the include cases read, not cases.
        XCTAssertEqual(folders.filter { $0 != "snippets" }.sorted(), Self.areas)
    }

    /// The fixtures agree with Ruby Liquid itself, when it is installed.
    func testFixturesAgreeWithRubyLiquid() throws {
        guard ProcessInfo.processInfo.environment["CONFORMANCE_SKIP_RUBY"] == nil, Self.rubyLiquidAvailable() else {
            throw XCTSkip("ruby with the liquid gem is not installed; the recorded fixtures alone are checked")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("liquid-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        XCTAssertEqual(Self.shell(["sh", "record.sh"], in: Self.root, environment: ["LIQUID_RECORD_TO": scratch.path]), 0)
        var compared = 0
        for testCase in try Self.allCases() {
            let fresh = scratch.appendingPathComponent(testCase.relative)
            XCTAssertEqual(
                Self.read(fresh.appendingPathExtension("out")), Self.read(testCase.base.appendingPathExtension("out")),
                "\(testCase.relative): the recorded .out differs from Ruby Liquid's")
            XCTAssertEqual(
                Self.read(fresh.appendingPathExtension("err")), Self.read(testCase.base.appendingPathExtension("err")),
                "\(testCase.relative): the recorded .err differs from Ruby Liquid's")
            compared += 1
        }
        print("liquid conformance: \(compared) fixtures agree with Ruby Liquid")
    }

    struct Case {
        var base: URL
        var relative: String
    }

    static func allCases(in area: String? = nil) throws -> [Case] {
        let areas = area.map { [$0] } ?? Self.areas
        return try areas.flatMap { area in
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(area).path)
                .filter { $0.hasSuffix(".liquid") }.sorted()
                .map { name in
                    let relative = area + "/" + String(name.dropLast(".liquid".count))
                    return Case(base: root.appendingPathComponent(relative), relative: relative)
                }
        }
    }

    static func assigns() throws -> LiquidHash {
        let data = try Data(contentsOf: root.appendingPathComponent("assigns.json"))
        guard case .hash(let hash) = LiquidValue(json: try JSONSerialization.jsonObject(with: data)) else { return LiquidHash() }
        return hash
    }

    private func checkArea(_ area: String) {
        do {
            let cases = try Self.allCases(in: area)
            XCTAssertFalse(cases.isEmpty, "no cases in \(area)")
            let assigns = try Self.assigns()
            var failed = 0
            for testCase in cases {
                guard let source = Self.read(testCase.base.appendingPathExtension("liquid")) else { continue }
                let got: String, expected: String?
                let errorFixture = Self.read(testCase.base.appendingPathExtension("err"))
                do {
                    let template = try LiquidTemplate(source, path: testCase.relative + ".liquid")
                    template.timeZone = TimeZone(identifier: "UTC")!
                    template.fileSystem = LocalLiquidFileSystem(root: Self.root.appendingPathComponent("snippets"), pattern: "%s.liquid")
                    got = template.render(assigns)
                    expected = errorFixture == nil ? Self.read(testCase.base.appendingPathExtension("out")) : errorFixture
                } catch let error as LiquidError {
                    got = error.rubyText
                    expected = errorFixture ?? Self.read(testCase.base.appendingPathExtension("out"))
                }
                if got != expected {
                    failed += 1
                    XCTFail("\(testCase.relative): expected \(String(reflecting: expected ?? "(no fixture)")), got \(String(reflecting: got))")
                }
            }
            print("liquid conformance \(area): \(cases.count - failed) passed, \(failed) failed")
        } catch {
            XCTFail("cannot read the conformance area \(area): \(error)")
        }
    }

    static func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    /// Ruby 3.1 with ruby-liquid (`record.sh` runs the `ruby` on PATH, which is then that one).
    static func rubyLiquidAvailable() -> Bool { Oracles.liquid }

    @discardableResult
    static func shell(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
