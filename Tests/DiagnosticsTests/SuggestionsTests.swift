import Diagnostics
import XCTest

/// "did you mean …?" for misspelled names.
final class SuggestionsTests: XCTestCase {
    func testTranspositionIsOneEdit() {
        XCTAssertEqual(Suggestions.editDistance("versoin", "version"), 1)
        XCTAssertEqual(Suggestions.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestions.editDistance("", "abc"), 3)
        XCTAssertEqual(Suggestions.editDistance("abc", ""), 3)
    }

    func testClosestCandidateWithinAThirdOfTheName() {
        let actions = ["create_file", "copy_file", "template", "directory"]
        XCTAssertEqual(Suggestions.closest(to: "creat_file", in: actions), "create_file")
        XCTAssertEqual(Suggestions.didYouMean("tempalte", in: actions), "did you mean 'template'?")
    }

    func testFarOrIdenticalNamesSuggestNothing() {
        XCTAssertNil(Suggestions.closest(to: "zzzzzz", in: ["template"]))
        XCTAssertNil(Suggestions.closest(to: "gem", in: ["gem"]))
        // A two-letter name allows one edit only.
        XCTAssertNil(Suggestions.closest(to: "ab", in: ["xy"]))
        XCTAssertEqual(Suggestions.closest(to: "ab", in: ["ax"]), "ax")
    }

    func testTheNearestWinsAndTiesKeepTheFirst() {
        XCTAssertEqual(Suggestions.closest(to: "groupp", in: ["grou", "group"]), "group")
        XCTAssertEqual(Suggestions.closest(to: "tast", in: ["test", "last"]), "test")
    }

    func testNonASCIINamesCountScalars() {
        XCTAssertEqual(Suggestions.editDistance("Ünïcode", "Unicode"), 2)
        XCTAssertEqual(Suggestions.closest(to: "módulo", in: ["modulo"]), "modulo")
    }
}
