import XCTest
@testable import RunnerLanguage

/// The tests of both split parses compare rendered trees with their locations.
class SplitParseTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        SExpression.showsLocations = true
    }

    override func tearDown() {
        SExpression.showsLocations = false
        super.tearDown()
    }
}

/// The check both split parses (SplitParseTests, StreamedParseTests) make of a text: split at every
/// line start, the outcome (a rendered tree or error) must be the one of a parse from the start.
enum EveryLineSplit {
    /// `parse(split)` gives the outcome of the parse split at the byte `split`, and whether it took
    /// the split (spliced, or came back streamed). Returns at how many line starts it did.
    @discardableResult
    static func assertSame(
        _ text: String, as expected: String, _ name: String = "", file: StaticString, line: UInt,
        _ parse: (Int) -> (String, Bool)
    ) -> Int {
        var took = 0
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && index + 1 < bytes.count {
            let (got, taken) = parse(index + 1)
            if taken { took += 1 }
            if got != expected {
                XCTFail("\(name) split at byte \(index + 1):\n\(got)\n!=\n\(expected)", file: file, line: line)
                return took
            }
        }
        return took
    }
}
