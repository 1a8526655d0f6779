import RunnerLanguage
import XCTest

/// Hash keys follow Ruby's eql?, and hashing a key never recurses without bound.
final class HashKeyTests: XCTestCase {
    func testEqualNestedArraysAreTheSameKey() {
        let hash = HashBox()
        hash[.arr([.integer(1), .arr([.str("a")])])] = .integer(1)
        XCTAssertEqual(hash[.arr([.integer(1), .arr([.str("a")])])].map { Value.equal($0, .integer(1)) }, true)
        // 1 and 1.0 are different keys (eql?, not ==), as in Ruby.
        hash[.integer(1)] = .str("int")
        hash[.float(1)] = .str("float")
        XCTAssertEqual(hash.count, 3)
    }

    func testASelfContainingOrVeryDeepArrayCanBeAKey() {
        let cycle = ArrayBox()
        cycle.elements.append(.array(cycle))
        let hash = HashBox()
        hash[.array(cycle)] = .integer(1)
        XCTAssertEqual(hash.count, 1)
        XCTAssertNotNil(hash[.array(cycle)])

        var deep = Value.arr([])
        for _ in 0..<10_000 { deep = .arr([deep]) }
        hash[deep] = .integer(2)
        XCTAssertEqual(hash.count, 2)
    }
}
