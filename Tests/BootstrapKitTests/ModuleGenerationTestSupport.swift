import Diagnostics
import Foundation
import RunnerLanguage
import XCTest

@testable import BootstrapKit

/// A temporary folder holding a project and module templates, removed when the test ends.
final class ModuleScratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("bootstrap-gen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ path: String, _ text: String) throws {
        let target = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }

    func folder(_ path: String) -> URL { url.appendingPathComponent(path) }

    func file(_ path: String) -> String? {
        FileManager.default.contents(atPath: url.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file below `path` with its bytes, to prove a run changed nothing.
    func snapshot(_ path: String = "") -> [String: Data] {
        let base = path.isEmpty ? url : url.appendingPathComponent(path)
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [:] }
        while let relative = enumerator.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: base.appendingPathComponent(relative).path) {
                result[relative] = data
            }
        }
        return result
    }
}

/// The errors a throwing call reported, as their rendered text.
func renderedErrors(_ body: () throws -> Void) -> [String] {
    do {
        try body()
        return []
    } catch let list as DiagnosticList {
        return list.diagnostics.map(\.rendered)
    } catch let diagnostic as Diagnostic {
        return [diagnostic.rendered]
    } catch let error as RuntimeError {
        return [error.diagnostic.rendered]
    } catch {
        return ["\(error)"]
    }
}

/// A fixed date for variables: 2026-03-07 at noon, local time.
let fixedDate: Date = {
    var components = DateComponents()
    components.year = 2026
    components.month = 3
    components.day = 7
    components.hour = 12
    return Calendar(identifier: .gregorian).date(from: components) ?? Date(timeIntervalSince1970: 0)
}()
