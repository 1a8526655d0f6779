@testable import BootstrapKit
import XCTest

/// The check keeps the verdict for the last called name of each length; a verdict must be what
/// looking the name up in the definitions and the vocabulary gives, whatever was asked before.
final class CheckCalledNamesTests: XCTestCase {
    func testVerdictsAreThoseOfLookingTheNameUp() {
        var definitions = TemplateDefinitions()
        definitions.methods = ["helper", "gem_callback", "append_to_file", "x"]
        let vocabulary = CheckVocabulary.standard
        // Names of equal lengths (modulo the slots) in turns, defined or not, known or not.
        let names = [
            "append_to_file", "inject_into_file", "append_to_file", "helper", "gemfix", "puts", "gem", "gem_callback",
            "inject_into_file", "nothing_here", "gem", "x", "p", "run", "helper", "remove_file", "unknown_thing", "puts",
        ]
        var called = CalledNames()
        for round in 0..<3 {
            for name in names {
                let verdict = called.verdict(for: name, definitions: definitions, vocabulary: vocabulary)
                XCTAssertEqual(verdict.name, name)
                XCTAssertEqual(verdict.isDefinedMethod, definitions.methods.contains(name), "\(name) in round \(round)")
                // A defined method's verdict stops the check; the vocabulary is asked only for the others.
                let expectedKnown = definitions.methods.contains(name) ? nil : vocabulary.names[name]
                XCTAssertTrue(verdict.known === expectedKnown, "\(name) in round \(round)")
            }
        }
        XCTAssertTrue(called.verdict(for: "helper", definitions: definitions, vocabulary: vocabulary).isDefinedMethod)
        XCTAssertNotNil(called.verdict(for: "inject_into_file", definitions: definitions, vocabulary: vocabulary).known?.action)
        XCTAssertNil(called.verdict(for: "nothing_here", definitions: definitions, vocabulary: vocabulary).known)
        XCTAssertEqual(called.verdict(for: "puts", definitions: definitions, vocabulary: vocabulary).known?.isKernelMethod, true)
    }
}
